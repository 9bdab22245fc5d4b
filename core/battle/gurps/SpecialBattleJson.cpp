#include "SpecialBattleJson.h"

#include "battle/gurps/Combatants.h"

#include <QJsonArray>

namespace muster::gurps {

namespace {

// An enumeration member spelled by its code; a wrong code fails the reader and keeps the default.
template <typename E, typename FromCode>
E enumFrom(JsonReader &r, const QString &key, E fallback, FromCode fromCode, const QString &codeFallback,
           const char *allowed)
{
    const auto value = fromCode(r.string(key, codeFallback));
    if (!value)
        r.fail(key, QStringLiteral("must be %1").arg(QLatin1String(allowed)));
    return value.value_or(fallback);
}

QJsonObject siegeToJson(const SiegeSetup &siege)
{
    QJsonObject o;
    o.insert(QLatin1String("besieged"), siege.besieged);
    o.insert(QLatin1String("bunkered"), siege.bunkered);
    o.insert(QLatin1String("fortress"), fortressToJson(siege.fortress));
    return o;
}

QJsonObject amphibiousToJson(const AmphibiousAssaultSetup &a)
{
    QJsonObject o;
    o.insert(QLatin1String("defender"), a.defender);
    o.insert(QLatin1String("obstacle"), waterObstacleCode(a.obstacle));
    o.insert(QLatin1String("defenses"), shoreDefensesCode(a.defenses));
    o.insert(QLatin1String("inland_waters"), a.inlandWaters);
    if (a.defenseBonus)
        o.insert(QLatin1String("defense_bonus"), *a.defenseBonus);
    return o;
}

QJsonObject massDestructionToJson(const MassDestruction &m)
{
    QJsonObject o;
    o.insert(QLatin1String("enabled"), m.enabled);
    o.insert(QLatin1String("chemical"), QJsonArray{m.chemical[0], m.chemical[1]});
    o.insert(QLatin1String("chemical_tl"), QJsonArray{m.chemicalTl[0], m.chemicalTl[1]});
    o.insert(QLatin1String("nuclear_exchange"), m.nuclearExchange);
    o.insert(QLatin1String("nuke_capable"), m.nukeCapable);
    return o;
}

// The fortress's own errors already name their whole path.
std::optional<Error> readSiege(JsonReader &r, SiegeSetup &siege)
{
    siege.besieged = r.integer(QStringLiteral("besieged"), 1, 0, 1);
    siege.bunkered = r.boolean(QStringLiteral("bunkered"), true);
    if (!r.has(QStringLiteral("fortress")))
        return std::nullopt;
    const auto fortress = fortressFromJson(r.object(QStringLiteral("fortress")), r.path(QStringLiteral("fortress")));
    if (!fortress)
        return fortress.error();
    siege.fortress = *fortress;
    return std::nullopt;
}

void readAmphibious(JsonReader &r, AmphibiousAssaultSetup &a)
{
    a.defender = r.integer(QStringLiteral("defender"), 1, 0, 1);
    a.obstacle = enumFrom(r, QStringLiteral("obstacle"), WaterObstacle::Beach, waterObstacleFromCode, QStringLiteral("beach"),
                          "minor-river, major-river, beach or rocky-shore");
    a.defenses = enumFrom(r, QStringLiteral("defenses"), ShoreDefenses::None, shoreDefensesFromCode, QStringLiteral("none"),
                          "none, improvised or permanent");
    a.inlandWaters = r.boolean(QStringLiteral("inland_waters"), false);
    a.defenseBonus = r.optionalInteger(QStringLiteral("defense_bonus"), 0, 10);
}

// A pair of values, one per side: [side 0, side 1].
template <typename T, typename Read> void readPair(JsonReader &r, const QString &key, std::array<T, 2> &pair, Read read)
{
    const QJsonArray values = r.array(key);
    if (values.isEmpty())
        return;
    if (values.size() != 2) {
        r.fail(key, QStringLiteral("must list both sides"));
        return;
    }
    for (int s = 0; s < 2; ++s) {
        if (!read(values.at(s), pair.at(size_t(s))))
            r.fail(key, QStringLiteral("has a value of the wrong kind"));
    }
}

void readMassDestruction(JsonReader &r, MassDestruction &m)
{
    m.enabled = r.boolean(QStringLiteral("enabled"), false);
    readPair(r, QStringLiteral("chemical"), m.chemical, [](const QJsonValue &v, bool &out) {
        out = v.toBool();
        return v.isBool();
    });
    readPair(r, QStringLiteral("chemical_tl"), m.chemicalTl, [](const QJsonValue &v, int &out) {
        out = v.toInt(-1);
        return v.isDouble() && out >= 0 && out <= 12;
    });
    m.nuclearExchange = r.boolean(QStringLiteral("nuclear_exchange"), false);
    m.nukeCapable = r.boolean(QStringLiteral("nuke_capable"), false);
}

} // namespace

QJsonObject specialBattleToJson(const SpecialBattle &special)
{
    QJsonObject o;
    o.insert(QLatin1String("campaign"), campaignTypeCode(special.campaign));
    o.insert(QLatin1String("situation"), specialSituationCode(special.situation));
    if (special.isSiege())
        o.insert(QLatin1String("siege"), siegeToJson(special.siege));
    if (special.isAmphibiousAssault())
        o.insert(QLatin1String("amphibious"), amphibiousToJson(special.amphibious));
    if (special.isNavalBattle())
        o.insert(QLatin1String("naval"), QJsonObject{{QStringLiteral("waters"), navalWatersCode(special.naval.waters)},
                                                    {QStringLiteral("home_side"), special.naval.homeSide}});
    if (special.massDestruction != MassDestruction{})
        o.insert(QLatin1String("mass_destruction"), massDestructionToJson(special.massDestruction));
    if (special.commandPenalty != std::array<int, 2>{})
        o.insert(QLatin1String("command_penalty"), QJsonArray{special.commandPenalty[0], special.commandPenalty[1]});
    return o;
}

Result<SpecialBattle> specialBattleFromJson(const QJsonObject &object, const QString &path)
{
    JsonReader r(object, path);
    SpecialBattle special;
    special.campaign = enumFrom(r, QStringLiteral("campaign"), CampaignType::Land, campaignTypeFromCode,
                                QStringLiteral("land"), "land, naval, air or amphibious");
    special.situation = enumFrom(r, QStringLiteral("situation"), SpecialSituation::None, specialSituationFromCode,
                                 QStringLiteral("none"), "none, siege or amphibious-assault");
    JsonReader siege(r.object(QStringLiteral("siege")), r.path(QStringLiteral("siege")));
    if (const auto error = readSiege(siege, special.siege))
        return *error;
    JsonReader amphibious(r.object(QStringLiteral("amphibious")), r.path(QStringLiteral("amphibious")));
    readAmphibious(amphibious, special.amphibious);
    JsonReader naval(r.object(QStringLiteral("naval")), r.path(QStringLiteral("naval")));
    special.naval.waters = enumFrom(naval, QStringLiteral("waters"), NavalWaters::Ocean, navalWatersFromCode,
                                    QStringLiteral("ocean"), "ocean or coastal");
    special.naval.homeSide = naval.integer(QStringLiteral("home_side"), -1, -1, 1);
    readPair(r, QStringLiteral("command_penalty"), special.commandPenalty, [](const QJsonValue &v, int &out) {
        out = v.toInt(1);
        return v.isDouble() && out >= -4 && out <= 0;
    });
    JsonReader wmd(r.object(QStringLiteral("mass_destruction")), r.path(QStringLiteral("mass_destruction")));
    readMassDestruction(wmd, special.massDestruction);
    for (const JsonReader *reader : {&r, &siege, &amphibious, &naval, &wmd}) {
        if (!reader->ok())
            return reader->error();
    }
    return special;
}

void elementSpecialsToJson(const BattleElement &e, QJsonObject &o)
{
    o.insert(QLatin1String("in_range"), e.inRange);
    o.insert(QLatin1String("carried_by"), carrierCode(e.carriedBy));
    o.insert(QLatin1String("participation"), participationCode(e.participation));
    o.insert(QLatin1String("tl"), e.tl);
    o.insert(QLatin1String("poor_equipment"), e.poorEquipment);
    o.insert(QLatin1String("nuke_capable"), e.nukeCapable);
}

void elementSpecialsFromJson(JsonReader &r, BattleElement &e)
{
    e.inRange = r.boolean(QStringLiteral("in_range"), true);
    e.carriedBy = enumFrom(r, QStringLiteral("carried_by"), Carrier::None, carrierFromCode, QStringLiteral("none"),
                           "none, water or air");
    e.participation = enumFrom(r, QStringLiteral("participation"), Participation::Rules, participationFromCode,
                               QStringLiteral("rules"), "rules, fights or sits-out");
    e.tl = r.integer(QStringLiteral("tl"), 0, 0, 12);
    e.poorEquipment = r.boolean(QStringLiteral("poor_equipment"), false);
    e.nukeCapable = r.boolean(QStringLiteral("nuke_capable"), false);
}

void keepEveryElementFighting(BattleSetup &setup)
{
    for (int s = 0; s < 2; ++s) {
        for (BattleElement &e : setup.sides.at(size_t(s)).elements) {
            if (e.participation == Participation::Rules && !elementRole(setup, s, e).combatant)
                e.participation = Participation::Fights;
        }
    }
}

} // namespace muster::gurps
