#include "SpecialBattle.h"

#include "battle/gurps/EnumSpelling.h"

namespace muster::gurps {

namespace {

using spelling::Spelling;

constexpr Spelling<CampaignType> campaignTypes[] = {
    {CampaignType::Land, "land", QT_TRANSLATE_NOOP("SpecialBattle", "Land")},
    {CampaignType::Naval, "naval", QT_TRANSLATE_NOOP("SpecialBattle", "Naval")},
    {CampaignType::Air, "air", QT_TRANSLATE_NOOP("SpecialBattle", "Air")},
    {CampaignType::Amphibious, "amphibious", QT_TRANSLATE_NOOP("SpecialBattle", "Amphibious")}};
constexpr Spelling<SpecialSituation> situations[] = {
    {SpecialSituation::None, "none", QT_TRANSLATE_NOOP("SpecialBattle", "Ordinary battle")},
    {SpecialSituation::Siege, "siege", QT_TRANSLATE_NOOP("SpecialBattle", "Siege")},
    {SpecialSituation::AmphibiousAssault, "amphibious-assault", QT_TRANSLATE_NOOP("SpecialBattle", "Amphibious assault")}};
constexpr Spelling<NavalWaters> waters[] = {
    {NavalWaters::Ocean, "ocean", QT_TRANSLATE_NOOP("SpecialBattle", "Ocean battle")},
    {NavalWaters::Coastal, "coastal", QT_TRANSLATE_NOOP("SpecialBattle", "Coastal battle")}};
constexpr Spelling<WaterObstacle> obstacles[] = {
    {WaterObstacle::MinorRiver, "minor-river", QT_TRANSLATE_NOOP("SpecialBattle", "Minor river")},
    {WaterObstacle::MajorRiver, "major-river", QT_TRANSLATE_NOOP("SpecialBattle", "Major river")},
    {WaterObstacle::Beach, "beach", QT_TRANSLATE_NOOP("SpecialBattle", "Beach")},
    {WaterObstacle::RockyShore, "rocky-shore", QT_TRANSLATE_NOOP("SpecialBattle", "Small rocky island or beach with rocky cliffs")}};
constexpr Spelling<ShoreDefenses> defenses[] = {
    {ShoreDefenses::None, "none", QT_TRANSLATE_NOOP("SpecialBattle", "No prepared defenses")},
    {ShoreDefenses::Improvised, "improvised", QT_TRANSLATE_NOOP("SpecialBattle", "Improvised defenses (trenches, mines, obstacles)")},
    {ShoreDefenses::Permanent, "permanent", QT_TRANSLATE_NOOP("SpecialBattle", "Permanent strongpoints")}};
constexpr Spelling<Carrier> carriers[] = {{Carrier::None, "none", ""}, {Carrier::Water, "water", ""}, {Carrier::Air, "air", ""}};
constexpr Spelling<Participation> participations[] = {
    {Participation::Rules, "rules", ""}, {Participation::Fights, "fights", ""}, {Participation::SitsOut, "sits-out", ""}};

QString nameOf(const auto &table, auto value)
{
    return spelling::nameOf("SpecialBattle", table, value);
}

using spelling::codeOf;
using spelling::fromCode;

} // namespace

bool AmphibiousAssaultSetup::onInlandWaters() const
{
    return inlandWaters || obstacle == WaterObstacle::MinorRiver || obstacle == WaterObstacle::MajorRiver;
}

int waterObstacleBonus(WaterObstacle obstacle)
{
    switch (obstacle) {
    case WaterObstacle::MinorRiver:
        return 3;
    case WaterObstacle::RockyShore:
        return 5;
    default:
        return 4;
    }
}

int shoreDefensesBonus(ShoreDefenses defenses)
{
    return defenses == ShoreDefenses::Improvised ? 1 : defenses == ShoreDefenses::Permanent ? 2 : 0;
}

int amphibiousDefenseBonus(WaterObstacle obstacle, ShoreDefenses defenses)
{
    return waterObstacleBonus(obstacle) + shoreDefensesBonus(defenses);
}

QString campaignTypeCode(CampaignType type)
{
    return codeOf(campaignTypes, type);
}
QString campaignTypeName(CampaignType type)
{
    return nameOf(campaignTypes, type);
}
std::optional<CampaignType> campaignTypeFromCode(const QString &code)
{
    return fromCode(campaignTypes, code);
}
QString specialSituationCode(SpecialSituation situation)
{
    return codeOf(situations, situation);
}
QString specialSituationName(SpecialSituation situation)
{
    return nameOf(situations, situation);
}
std::optional<SpecialSituation> specialSituationFromCode(const QString &code)
{
    return fromCode(situations, code);
}
QString navalWatersCode(NavalWaters w)
{
    return codeOf(waters, w);
}
QString navalWatersName(NavalWaters w)
{
    return nameOf(waters, w);
}
std::optional<NavalWaters> navalWatersFromCode(const QString &code)
{
    return fromCode(waters, code);
}
QString waterObstacleCode(WaterObstacle obstacle)
{
    return codeOf(obstacles, obstacle);
}
QString waterObstacleName(WaterObstacle obstacle)
{
    return nameOf(obstacles, obstacle);
}
std::optional<WaterObstacle> waterObstacleFromCode(const QString &code)
{
    return fromCode(obstacles, code);
}
QString shoreDefensesCode(ShoreDefenses d)
{
    return codeOf(defenses, d);
}
QString shoreDefensesName(ShoreDefenses d)
{
    return nameOf(defenses, d);
}
std::optional<ShoreDefenses> shoreDefensesFromCode(const QString &code)
{
    return fromCode(defenses, code);
}
QString carrierCode(Carrier carrier)
{
    return codeOf(carriers, carrier);
}
std::optional<Carrier> carrierFromCode(const QString &code)
{
    return fromCode(carriers, code);
}
QString participationCode(Participation participation)
{
    return codeOf(participations, participation);
}
std::optional<Participation> participationFromCode(const QString &code)
{
    return fromCode(participations, code);
}

} // namespace muster::gurps
