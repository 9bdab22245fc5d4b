// The set-up half of the MYZ battle file: factions, their people, the ground.

#include "MyzJson.h"

#include "common/JsonReader.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace muster::myz {

namespace {

struct MyzText
{
    Q_DECLARE_TR_FUNCTIONS(Myz)
};

QJsonObject personToJson(const Person &p)
{
    QJsonObject skills;
    for (auto it = p.skills.cbegin(); it != p.skills.cend(); ++it)
        skills.insert(skillCode(it.key()), QJsonArray{it.value().attribute, it.value().skill});
    return QJsonObject{{QStringLiteral("name"), p.name},
                       {QStringLiteral("position"), positionCode(p.position)},
                       {QStringLiteral("pc"), p.playerCharacter},
                       {QStringLiteral("strength"), p.strength},
                       {QStringLiteral("armor"), p.armor},
                       {QStringLiteral("captured"), p.captured},
                       {QStringLiteral("skills"), skills}};
}

Result<Person> personFromJson(const QJsonObject &object, const QString &path)
{
    JsonReader in(object, path);
    Person p;
    p.name = in.string(QStringLiteral("name"));
    const QString position = in.string(QStringLiteral("position"), QStringLiteral("assailant"));
    if (const auto known = positionFromName(position))
        p.position = *known;
    else
        in.fail(QStringLiteral("position"), MyzText::tr("must be leader, assailant, engineer or medic"));
    p.playerCharacter = in.boolean(QStringLiteral("pc"), true);
    p.strength = in.integer(QStringLiteral("strength"), 3, 1, 20);
    p.armor = in.integer(QStringLiteral("armor"), 0, 0, 20);
    p.captured = in.boolean(QStringLiteral("captured"), false);
    const QJsonObject skills = in.object(QStringLiteral("skills"));
    for (auto it = skills.constBegin(); in.ok() && it != skills.constEnd(); ++it) {
        const auto skill = skillFromName(it.key());
        const QJsonArray dice = it.value().toArray();
        if (!skill)
            in.fail(QStringLiteral("skills"), MyzText::tr("%1 is not a skill of mass combat").arg(it.key()));
        else if (dice.size() != 2 || !dice.at(0).isDouble() || !dice.at(1).isDouble() || dice.at(0).toInt() < 0
                 || dice.at(0).toInt() > 10 || dice.at(1).toInt() < 0 || dice.at(1).toInt() > 10)
            in.fail(QStringLiteral("skills"),
                    MyzText::tr("%1 must be [attribute dice, skill dice], each 0 to 10").arg(it.key()));
        else
            p.skills.insert(*skill, SkillDice{dice.at(0).toInt(), dice.at(1).toInt()});
    }
    if (!in.ok())
        return in.error();
    return p;
}

} // namespace

QJsonObject factionToJson(const Faction &f)
{
    QJsonObject units;
    for (auto it = f.units.cbegin(); it != f.units.cend(); ++it)
        units.insert(it.key(), it.value());
    QJsonArray projects;
    for (const ArkProject project : allArkProjects())
        if (f.projects.contains(project))
            projects.append(arkProjectCode(project));
    QJsonArray people;
    for (const Person &p : f.people)
        people.append(personToJson(p));
    QJsonObject object{{QStringLiteral("name"), f.name},
                       {QStringLiteral("battle_level"), f.battleLevel},
                       {QStringLiteral("at_its_ark"), f.atItsArk},
                       {QStringLiteral("combat_ready"), f.combatReady},
                       {QStringLiteral("units"), units},
                       {QStringLiteral("projects"), projects},
                       {QStringLiteral("stronghold"), fortificationCode(f.stronghold)},
                       {QStringLiteral("people"), people}};
    if (f.forceId > 0)
        object.insert(QStringLiteral("force_id"), f.forceId);
    if (f.fighters > 0)
        object.insert(QStringLiteral("fighters"), f.fighters);
    return object;
}

Result<Faction> factionFromJson(const QJsonObject &object, const QString &path)
{
    JsonReader in(object, path);
    Faction f;
    f.name = in.string(QStringLiteral("name"));
    if (in.ok() && f.name.trimmed().isEmpty())
        in.fail(QStringLiteral("name"), MyzText::tr("a faction needs a name"));
    // "Default Battle Level": typed, or from a head count.
    const std::optional<int> fighters = in.optionalInteger(QStringLiteral("fighters"), 0, 1000000);
    f.fighters = fighters.value_or(0);
    f.forceId = qint64(in.number(QStringLiteral("force_id"), 0, 0, 1e15));
    const int perLevel = in.integer(QStringLiteral("fighters_per_level"), defaultFightersPerLevel,
                                    fewestFightersPerLevel, mostFightersPerLevel);
    f.battleLevel = in.integer(QStringLiteral("battle_level"), f.fighters > 0 ? battleLevelFromHeadCount(f.fighters, perLevel) : 1,
                               0, 100);
    f.atItsArk = in.boolean(QStringLiteral("at_its_ark"), false);
    f.combatReady = in.boolean(QStringLiteral("combat_ready"), true);
    const QJsonObject units = in.object(QStringLiteral("units"));
    for (auto it = units.constBegin(); in.ok() && it != units.constEnd(); ++it) {
        const QJsonValue count = it.value();
        if (!count.isDouble() || count.toDouble() < 0 || count.toDouble() != double(count.toInt()))
            in.fail(QStringLiteral("units"), MyzText::tr("%1 must be a whole number of units").arg(it.key()));
        else if (count.toInt() > 0)
            f.units.insert(it.key().trimmed().toLower(), count.toInt());
    }
    for (const QJsonValue project : in.array(QStringLiteral("projects"))) {
        const auto known = arkProjectFromName(project.toString());
        if (!known) {
            in.fail(QStringLiteral("projects"), MyzText::tr("%1 is not an Ark project of mass combat").arg(project.toString()));
            break;
        }
        f.projects.insert(*known);
    }
    const QString stronghold = in.string(QStringLiteral("stronghold"), QStringLiteral("none"));
    if (const auto walls = fortificationFromName(stronghold))
        f.stronghold = *walls;
    else
        in.fail(QStringLiteral("stronghold"), MyzText::tr("must be none, palisade, walled or fortress"));
    const QJsonArray people = in.array(QStringLiteral("people"));
    for (int i = 0; in.ok() && i < people.size(); ++i) {
        auto p = personFromJson(people.at(i).toObject(), in.path(QStringLiteral("people[%1]").arg(i)));
        if (!p)
            return p.error();
        f.people << *p;
    }
    if (!in.ok())
        return in.error();
    return f;
}

QJsonObject setupToJson(const BattleSetup &setup)
{
    return QJsonObject{{QStringLiteral("name"), setup.name},
                       {QStringLiteral("factions"), QJsonArray{factionToJson(setup.factions[0]), factionToJson(setup.factions[1])}},
                       {QStringLiteral("terrain"), terrainCode(setup.terrain)},
                       {QStringLiteral("siege_defender"), setup.siegeDefender},
                       {QStringLiteral("waterway"), setup.waterway},
                       {QStringLiteral("reconnaissance"), setup.reconnaissance},
                       {QStringLiteral("restore_per_pair"), setup.restorePerPair}};
}

Result<BattleSetup> setupFromJson(const QJsonObject &object)
{
    JsonReader in(object, {});
    BattleSetup setup;
    setup.name = in.string(QStringLiteral("name"), MyzText::tr("Mass combat"));
    const QJsonArray factions = in.array(QStringLiteral("factions"));
    if (in.ok() && factions.size() != 2)
        in.fail(QStringLiteral("factions"), MyzText::tr("must list two factions"));
    for (int side = 0; in.ok() && side < 2; ++side) {
        auto f = factionFromJson(factions.at(side).toObject(), QStringLiteral("factions[%1]").arg(side));
        if (!f)
            return f.error();
        setup.factions[side] = *f;
    }
    const QString terrain = in.string(QStringLiteral("terrain"), QStringLiteral("open"));
    if (const auto ground = terrainFromName(terrain))
        setup.terrain = *ground;
    else
        in.fail(QStringLiteral("terrain"), MyzText::tr("must be open, hills or mountainous"));
    setup.siegeDefender = in.integer(QStringLiteral("siege_defender"), -1, -1, 1);
    setup.waterway = in.boolean(QStringLiteral("waterway"), false);
    setup.reconnaissance = in.boolean(QStringLiteral("reconnaissance"), false);
    setup.restorePerPair = in.boolean(QStringLiteral("restore_per_pair"), false);
    if (!in.ok())
        return in.error();
    return setup;
}

} // namespace muster::myz
