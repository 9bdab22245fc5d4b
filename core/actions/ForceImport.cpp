#include "ForceImport.h"

#include "actions/ForceActions.h"
#include "catalog/Customization.h"
#include "force/LineFiguresCache.h"

#include <QCoreApplication>
#include <QHash>

namespace muster {

namespace {

struct ImportText
{
    Q_DECLARE_TR_FUNCTIONS(ForceImport)
};

// The campaign's type of that name: a custom one first (names of custom types are the GM's), else a built-in one.
const ElementType *typeNamed(const ElementCatalog &catalog, const QString &name)
{
    const ElementType *builtIn = nullptr;
    for (const ElementType &type : catalog.types()) {
        if (type.name.compare(name, Qt::CaseInsensitive) != 0)
            continue;
        if (!type.isBuiltIn())
            return &type;
        builtIn = builtIn ? builtIn : &type;
    }
    return builtIn;
}

QString freeName(const ElementCatalog &catalog, const QString &name)
{
    QString candidate = ImportText::tr("%1 (imported)").arg(name);
    for (int n = 2; typeNamed(catalog, candidate); ++n)
        candidate = ImportText::tr("%1 (imported %2)").arg(name).arg(n);
    return candidate;
}

} // namespace

QStringList clashingTypeNames(const Campaign &campaign, const interchange::ForceFile &file)
{
    QStringList names;
    for (const ElementType &type : file.customTypes)
        if (typeNamed(campaign.catalog, type.name))
            names << type.name;
    return names;
}

Result<CampaignChange> importForce(const Campaign &campaign, const interchange::ForceFile &file, TypeClash clash)
{
    CampaignChange change;
    change.description = QCoreApplication::translate("Commands", "Import force %1").arg(file.force.name);
    ElementCatalog catalog = campaign.catalog; // as the change leaves it, type by type
    Campaign replaced = campaign;              // for checking a replacement against the campaign's lines
    QHash<QString, QString> typeIds;           // the file's custom id -> the campaign's
    for (const ElementType &fileType : file.customTypes) {
        const ElementType *existing = typeNamed(catalog, fileType.name);
        if (existing && clash == TypeClash::Keep) {
            typeIds.insert(fileType.id, existing->id);
            continue;
        }
        if (existing && clash == TypeClash::Replace && !existing->isBuiltIn()) {
            ElementType type = fileType;
            type.id = existing->id;
            const Result<CampaignChange> changed = ForceActions::changeCustomType(replaced, type);
            if (!changed)
                return changed.error();
            for (const Edit &e : changed->edits)
                change << e;
            catalog.replaceCustom(type);
            replaced.catalog.replaceCustom(type);
            typeIds.insert(fileType.id, type.id);
            continue;
        }
        ElementType type = fileType;
        type.id = catalog.newCustomId();
        if (existing)
            type.name = freeName(catalog, fileType.name);
        if (Status added = catalog.addCustom(type); !added)
            return added.error();
        change << edit::CustomTypeChange{std::nullopt, type};
        typeIds.insert(fileType.id, type.id);
    }
    Force force = file.force;
    force.id = 0;
    for (RosterLine &line : force.lines) {
        line.id = 0;
        line.record.typeId = typeIds.value(line.record.typeId, line.record.typeId);
        const ElementType *type = catalog.find(line.record.typeId);
        if (!type)
            return Error{ImportText::tr("%1 uses an element type the file does not define.")
                             .arg(line.record.name.isEmpty() ? line.record.typeId : line.record.name),
                         QStringLiteral("element_types")};
        if (Status valid = Customization::validate(*type, line.record); !valid)
            return Error{ImportText::tr("%1 is not valid with the campaign's type %2: %3 Import again with the "
                                        "file's types renamed or replacing the campaign's.")
                             .arg(line.record.name.isEmpty() ? type->name : line.record.name, type->name,
                                  valid.error().message),
                         QStringLiteral("element_types")};
    }
    if (Status valid = validateForce(force); !valid)
        return valid.error();
    change << edit::ForceInsertion{force, int(campaign.forces.size()), true, std::nullopt};
    return change;
}

} // namespace muster
