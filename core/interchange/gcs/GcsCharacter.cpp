#include "GcsCharacter.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cmath>

namespace muster::gcs {

namespace {

struct GcsText
{
    Q_DECLARE_TR_FUNCTIONS(Gcs)
};

Error error(const QString &message, const QString &field = {})
{
    return Error{message, field};
}

// What a file of another GCS type is, by the "type" older versions write, or by the members version 5 files have.
QString otherFileType(const QJsonObject &root)
{
    const QString type = root.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("template"))
        return GcsText::tr("a GCS template");
    if (type.endsWith(QLatin1String("_list")) || root.contains(QStringLiteral("rows")))
        return GcsText::tr("a GCS library list (traits, skills, spells, equipment or notes)");
    if (!type.isEmpty() && type != QLatin1String("character"))
        return GcsText::tr("a GCS file of type \"%1\"").arg(type);
    if (!root.contains(QStringLiteral("profile")) && !root.contains(QStringLiteral("attributes")))
        return GcsText::tr("a GCS file without a character's profile and attributes (a template?)");
    return {};
}

// The whole number a JSON value holds, if it holds one (GCS writes some as strings in older versions).
std::optional<int> wholeNumber(const QJsonValue &value)
{
    double number = 0;
    if (value.isDouble())
        number = value.toDouble();
    else if (value.isString()) {
        bool ok = false;
        number = value.toString().trimmed().toDouble(&ok);
        if (!ok)
            return std::nullopt;
    } else {
        return std::nullopt;
    }
    if (!std::isfinite(number) || std::abs(number) > 1e6)
        return std::nullopt;
    return int(std::floor(number));
}

// A computed value (`key` of "calc": "value" or "current") of the attribute `id` of the sheet's "attributes".
std::optional<int> attributeValue(const QJsonArray &attributes, const QString &id, const QString &key)
{
    for (const QJsonValue &value : attributes) {
        const QJsonObject attribute = value.toObject();
        if (attribute.value(QStringLiteral("attr_id")).toString() == id)
            return wholeNumber(attribute.value(QStringLiteral("calc")).toObject().value(key));
    }
    return std::nullopt;
}

// Every skill of a list, the skills of containers ("children") included, in the sheet's order.
Status collectSkills(const QJsonArray &list, QList<GcsSkill> &skills, const QString &path)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject skill = list.at(i).toObject();
        const QString at = QStringLiteral("%1[%2]").arg(path).arg(i);
        if (skill.contains(QStringLiteral("children"))) {
            if (Status nested = collectSkills(skill.value(QStringLiteral("children")).toArray(), skills,
                                              at + QStringLiteral(".children"));
                !nested)
                return nested;
            continue;
        }
        const QString name = skill.value(QStringLiteral("name")).toString().trimmed();
        // Techniques and spells have no place in mass combat; a skill's level is what GCS computed.
        if (skill.value(QStringLiteral("type")).toString() == QLatin1String("technique") || name.isEmpty())
            continue;
        const std::optional<int> level =
            wholeNumber(skill.value(QStringLiteral("calc")).toObject().value(QStringLiteral("level")));
        if (!level)
            return error(GcsText::tr("%1: the skill \"%2\" has no computed level (calc.level); open the file in "
                                     "GCS and save it again")
                             .arg(at, name),
                         at);
        skills << GcsSkill{name, skill.value(QStringLiteral("specialization")).toString().trimmed(), *level};
    }
    return success();
}

} // namespace

Result<GcsCharacter> readCharacter(const QByteArray &contents)
{
    const QByteArray start = contents.left(256).trimmed();
    if (start.startsWith("<?xml") || start.startsWith("<character"))
        return error(GcsText::tr("This is a character sheet of GCS 4 or older (XML). Open it in a current GCS and "
                                 "save it again; Muster reads the JSON files of GCS 5 and later."));
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(contents, &parse);
    if (parse.error != QJsonParseError::NoError)
        return error(GcsText::tr("This is not a GCS character sheet: it is not JSON (%1 at byte %2).")
                         .arg(parse.errorString())
                         .arg(parse.offset));
    if (!document.isObject())
        return error(GcsText::tr("This is not a GCS character sheet: it holds no JSON object."));
    const QJsonObject root = document.object();
    if (!root.contains(QStringLiteral("version")))
        return error(GcsText::tr("This is not a GCS file: it has no \"version\"."), QStringLiteral("version"));
    GcsCharacter character;
    const std::optional<int> version = wholeNumber(root.value(QStringLiteral("version")));
    if (!version)
        return error(GcsText::tr("This is not a GCS file: its \"version\" is not a number."),
                     QStringLiteral("version"));
    character.version = *version;
    if (const QString other = otherFileType(root); !other.isEmpty())
        return error(GcsText::tr("This is %1, not a character sheet. Export or save the character itself (.gcs).")
                         .arg(other));
    if (character.version < oldestVersion || character.version > newestVersion)
        return error(GcsText::tr("The file is of GCS file version %1; Muster reads versions %2 to %3. %4")
                         .arg(character.version)
                         .arg(oldestVersion)
                         .arg(newestVersion)
                         .arg(character.version > newestVersion
                                  ? GcsText::tr("A newer Muster may read it.")
                                  : GcsText::tr("Open it in a current GCS and save it again.")),
                     QStringLiteral("version"));

    character.name = root.value(QStringLiteral("profile")).toObject().value(QStringLiteral("name")).toString().trimmed();
    if (character.name.isEmpty())
        return error(GcsText::tr("The character has no name (profile.name): give it one in GCS."),
                     QStringLiteral("profile.name"));

    const QJsonArray attributes = root.value(QStringLiteral("attributes")).toArray();
    const QString value = QStringLiteral("value");
    const std::optional<int> iqValue = attributeValue(attributes, QStringLiteral("iq"), value);
    if (!iqValue)
        return error(GcsText::tr("The sheet states no IQ (attributes: \"iq\" with calc.value); open it in GCS and "
                                 "save it again."),
                     QStringLiteral("attributes.iq"));
    const std::optional<int> hpValue = attributeValue(attributes, QStringLiteral("hp"), value);
    if (!hpValue)
        return error(GcsText::tr("The sheet states no hit points (attributes: \"hp\" with calc.value); open it in "
                                 "GCS and save it again."),
                     QStringLiteral("attributes.hp"));
    character.iq = *iqValue;
    character.maxHp = *hpValue;
    character.hp = attributeValue(attributes, QStringLiteral("hp"), QStringLiteral("current")).value_or(*hpValue);

    if (Status skills = collectSkills(root.value(QStringLiteral("skills")).toArray(), character.skills,
                                      QStringLiteral("skills"));
        !skills)
        return skills.error();
    return character;
}

} // namespace muster::gcs
