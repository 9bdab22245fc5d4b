#include "ForceFile.h"

#include "catalog/ElementTypeJson.h"
#include "catalog/Feature.h"
#include "common/JsonReader.h"
#include "force/LineFiguresCache.h"
#include "force/RosterJson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace muster::interchange {

namespace {

struct ForceFileText
{
    Q_DECLARE_TR_FUNCTIONS(ForceFile)
};

Error error(const QString &field, const QString &message)
{
    return Error{QStringLiteral("%1: %2").arg(field, message), field};
}

// Each post's member. The GCS sheet a member was imported from is not written: a path on this machine means nothing
// on the one the file goes to, and an imported force's staff are typed in as far as that campaign knows.
QJsonObject staffToJson(const Force &force)
{
    QJsonObject staff;
    for (int r = 0; r < staffRoleCount; ++r) {
        const StaffMember &member = force.member(StaffRole(r));
        QJsonObject skills;
        for (int s = 0; s < staffSkillCount; ++s)
            skills.insert(staffSkillCode(StaffSkill(s)), member.skill(StaffSkill(s)));
        staff.insert(staffRoleCode(StaffRole(r)), QJsonObject{{QStringLiteral("name"), member.name},
                                                               {QStringLiteral("hp"), member.hp},
                                                               {QStringLiteral("fate"), staffFateCode(member.fate)},
                                                               {QStringLiteral("skills"), skills}});
    }
    return staff;
}

Status staffFromJson(const QJsonObject &staff, Force &force)
{
    for (int r = 0; r < staffRoleCount; ++r) {
        const QString role = staffRoleCode(StaffRole(r));
        if (!staff.contains(role))
            continue;
        const QString at = QStringLiteral("force.staff.%1").arg(role);
        const QJsonObject object = staff.value(role).toObject();
        StaffMember &member = force.member(StaffRole(r));
        member.name = object.value(QStringLiteral("name")).toString().trimmed();
        JsonReader reader(object, at);
        member.hp = reader.integer(QStringLiteral("hp"), member.hp, -1000, 1000);
        if (!reader.ok())
            return reader.error();
        if (object.contains(QStringLiteral("fate"))) {
            const auto fate = staffFateFromCode(object.value(QStringLiteral("fate")).toString());
            if (!fate)
                return error(at + QStringLiteral(".fate"), ForceFileText::tr("must be serving, wounded, captured or dead"));
            member.fate = *fate;
        }
        JsonReader skills(object.value(QStringLiteral("skills")).toObject(), at + QStringLiteral(".skills"));
        for (int s = 0; s < staffSkillCount; ++s)
            member.skills.at(size_t(s)) =
                skills.integer(staffSkillCode(StaffSkill(s)), member.skill(StaffSkill(s)), minSkill, maxSkill);
        if (!skills.ok())
            return skills.error();
    }
    return success();
}

// The record's choices rosterLineFromJson leaves to its callers: what a campaign's line also keeps.
Status recordChoicesFromJson(const QJsonObject &object, ElementRecord &record, const QString &at)
{
    JsonReader reader(object, at);
    record.heroCostPercent = reader.integer(QStringLiteral("hero_cost_percent"), record.heroCostPercent, 0, 1000);
    if (!reader.ok())
        return reader.error();
    if (object.contains(QStringLiteral("levy_service"))) {
        const auto service = levyServiceFromCode(object.value(QStringLiteral("levy_service")).toString());
        if (!service)
            return error(at + QStringLiteral("levy_service"), ForceFileText::tr("unknown levy service"));
        record.levyService = *service;
    }
    record.levyRaiseWaived = object.value(QStringLiteral("levy_raise_waived")).toBool(record.levyRaiseWaived);
    return success();
}

} // namespace

QString forceFileFormat()
{
    return QStringLiteral("muster-force");
}

QString forceFileSuffix()
{
    return QStringLiteral(".muster-force.json");
}

bool isForceFile(const QJsonObject &root)
{
    return root.value(QStringLiteral("format")).toString() == forceFileFormat();
}

QJsonObject forceFileToJson(const ElementCatalog &catalog, const Force &force)
{
    QJsonArray elements;
    QJsonArray types;
    QStringList written;
    for (const RosterLine &line : force.lines) {
        QJsonObject object = rosterLineToJson(catalog, line);
        const ElementType *type = catalog.find(line.record.typeId);
        if (type && !type->isBuiltIn()) {
            object.insert(QStringLiteral("type_id"), type->id);
            if (!written.contains(type->id)) {
                written << type->id;
                types.append(elementTypeToJson(*type));
            }
        }
        elements.append(object);
    }
    QJsonObject ruleData;
    for (auto it = force.ruleSetData.cbegin(); it != force.ruleSetData.cend(); ++it)
        ruleData.insert(it.key(), QJsonDocument::fromJson(it.value()).object());
    return QJsonObject{{QStringLiteral("format"), forceFileFormat()},
                       {QStringLiteral("version"), forceFileVersion},
                       {QStringLiteral("force"), QJsonObject{{QStringLiteral("name"), force.name},
                                                             {QStringLiteral("notes"), force.notes},
                                                             {QStringLiteral("staff"), staffToJson(force)},
                                                             {QStringLiteral("elements"), elements},
                                                             {QStringLiteral("rule_data"), ruleData}}},
                       {QStringLiteral("element_types"), types}};
}

Result<ForceFile> forceFileFromJson(const QJsonObject &root)
{
    if (!isForceFile(root))
        return error(QStringLiteral("format"), ForceFileText::tr("this is not a Muster force file (\"format\": \"%1\")")
                                                   .arg(forceFileFormat()));
    if (!root.contains(QStringLiteral("version")))
        return error(QStringLiteral("version"),
                     ForceFileText::tr("the file gives no version; export the force again from Muster"));
    JsonReader reader(root, {});
    const int version = reader.integer(QStringLiteral("version"), 0, 1, 1000000);
    if (!reader.ok())
        return reader.error();
    if (version > forceFileVersion)
        return error(QStringLiteral("version"),
                     ForceFileText::tr("version %1 is newer than this Muster reads (%2): open it with a newer Muster")
                         .arg(version)
                         .arg(forceFileVersion));
    ForceFile file;
    ElementCatalog catalog = ElementCatalog::builtIn();
    const QJsonArray types = root.value(QStringLiteral("element_types")).toArray();
    for (qsizetype i = 0; i < types.size(); ++i) {
        const QString at = QStringLiteral("element_types[%1]").arg(i);
        Result<ElementType> type = elementTypeFromJson(types.at(i).toObject());
        if (!type)
            return error(at, type.error().message);
        if (type->isBuiltIn())
            return error(at, ForceFileText::tr("a force file carries only custom element types"));
        if (Status added = catalog.addCustom(*type); !added)
            return error(at, added.error().message);
        file.customTypes << *type;
    }
    const QJsonObject force = root.value(QStringLiteral("force")).toObject();
    file.force.name = force.value(QStringLiteral("name")).toString().trimmed();
    if (file.force.name.isEmpty())
        return error(QStringLiteral("force.name"), ForceFileText::tr("a force needs a name"));
    file.force.notes = force.value(QStringLiteral("notes")).toString();
    if (Status staff = staffFromJson(force.value(QStringLiteral("staff")).toObject(), file.force); !staff)
        return staff.error();
    const QJsonArray elements = force.value(QStringLiteral("elements")).toArray();
    for (qsizetype i = 0; i < elements.size(); ++i) {
        const QString at = QStringLiteral("force.elements[%1].").arg(i);
        QJsonObject object = elements.at(i).toObject();
        // A custom type's line names it by the file's id: a custom type may share a built-in type's name.
        const QString typeId = object.value(QStringLiteral("type_id")).toString();
        if (!typeId.isEmpty()) {
            if (!catalog.find(typeId) || catalog.find(typeId)->isBuiltIn())
                return error(at + QStringLiteral("type_id"),
                             ForceFileText::tr("\"%1\" is not one of the file's element_types").arg(typeId));
            object.insert(QStringLiteral("type"), typeId);
        }
        Result<RosterLine> line = rosterLineFromJson(catalog, object, at);
        if (!line)
            return line.error();
        if (!typeId.isEmpty())
            line->record.typeId = typeId;
        if (Status choices = recordChoicesFromJson(object, line->record, at); !choices)
            return choices.error();
        file.force.lines << *line;
    }
    if (Status valid = validateForce(file.force); !valid)
        return error(QStringLiteral("force.elements"), valid.error().message);
    const QJsonObject ruleData = force.value(QStringLiteral("rule_data")).toObject();
    for (auto it = ruleData.constBegin(); it != ruleData.constEnd(); ++it)
        file.force.ruleSetData.insert(it.key(), QJsonDocument(it.value().toObject()).toJson(QJsonDocument::Compact));
    return file;
}

ElementCatalog catalogOf(const ForceFile &file)
{
    ElementCatalog catalog = ElementCatalog::builtIn();
    for (const ElementType &type : file.customTypes)
        catalog.addCustom(type); // checked when the file was read
    return catalog;
}

} // namespace muster::interchange
