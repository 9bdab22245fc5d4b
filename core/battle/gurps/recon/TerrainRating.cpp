#include "TerrainRating.h"

#include <QCoreApplication>

namespace muster::gurps {

namespace {

struct ReconText
{
    Q_DECLARE_TR_FUNCTIONS(Recon)
};

// The terrain type a footnoted variant belongs to.
BattleTerrain terrainOf(TerrainVariant variant)
{
    switch (variant) {
    case TerrainVariant::DenseHedgerows:
        return BattleTerrain::Rural;
    case TerrainVariant::TracklessForest:
        return BattleTerrain::Woodlands;
    case TerrainVariant::BothInsideTown:
        return BattleTerrain::BuiltUp;
    case TerrainVariant::Standard:
        break;
    }
    return BattleTerrain::Count; // belongs to every terrain
}

} // namespace

bool variantAppliesTo(TerrainVariant variant, BattleTerrain terrain)
{
    return variant == TerrainVariant::Standard || terrainOf(variant) == terrain;
}

QList<TerrainVariant> terrainVariantsFor(BattleTerrain terrain)
{
    QList<TerrainVariant> variants;
    for (TerrainVariant v : allTerrainVariants) {
        if (variantAppliesTo(v, terrain))
            variants << v;
    }
    return variants;
}

QString terrainVariantName(TerrainVariant variant)
{
    switch (variant) {
    case TerrainVariant::Standard:
        return ReconText::tr("Typical");
    case TerrainVariant::DenseHedgerows:
        return ReconText::tr("Dense hedgerows");
    case TerrainVariant::TracklessForest:
        return ReconText::tr("Trackless forest");
    case TerrainVariant::BothInsideTown:
        return ReconText::tr("Both sides started inside the town");
    }
    return {};
}

QString timeOfDayName(TimeOfDay time)
{
    switch (time) {
    case TimeOfDay::Day:
        return ReconText::tr("Day");
    case TimeOfDay::Night:
        return ReconText::tr("Night");
    case TimeOfDay::Underground:
        return ReconText::tr("Underground");
    }
    return {};
}

int baseTerrainRating(BattleTerrain terrain, TerrainVariant variant)
{
    if (variant != TerrainVariant::Standard && variantAppliesTo(variant, terrain)) {
        switch (variant) {
        case TerrainVariant::DenseHedgerows:
            return 5;
        case TerrainVariant::TracklessForest:
            return 4;
        case TerrainVariant::BothInsideTown:
            return 3;
        case TerrainVariant::Standard:
            break;
        }
    }
    switch (terrain) {
    case BattleTerrain::Jungle:
        return 3;
    case BattleTerrain::Mountain:
    case BattleTerrain::Swampland:
    case BattleTerrain::Underwater:
        return 4;
    case BattleTerrain::Woodlands:
        return 5;
    case BattleTerrain::Desert:
        return 7;
    case BattleTerrain::OpenOcean:
    case BattleTerrain::Plains:
        return 8;
    default: // Arctic, Built-Up Areas, Hills, Island/Beach or Coastal Ocean, Rural
        return 6;
    }
}

TerrainRating terrainRating(const ReconConditions &conditions)
{
    TerrainRating result;
    const bool variant = conditions.variant != TerrainVariant::Standard &&
                         variantAppliesTo(conditions.variant, conditions.terrain);
    result.rating = baseTerrainRating(conditions.terrain, conditions.variant);
    result.breakdown.add(
        variant ? ReconText::tr("%1 (%2): Terrain Rating %3")
                      .arg(battleTerrainName(conditions.terrain), terrainVariantName(conditions.variant))
                      .arg(result.rating)
                : ReconText::tr("%1: Terrain Rating %2")
                      .arg(battleTerrainName(conditions.terrain))
                      .arg(result.rating));
    if (conditions.time != TimeOfDay::Day) {
        result.rating = (result.rating + 1) / 2; // halved, rounded up
        result.breakdown.add(ReconText::tr("%1: halved, rounded up: %2")
                                 .arg(timeOfDayName(conditions.time))
                                 .arg(result.rating));
    }
    if (conditions.badWeather) {
        result.rating -= 1;
        result.breakdown.add(ReconText::tr("Bad weather: -1: %1").arg(result.rating));
    }
    return result;
}

BattleConditions battleConditionsFrom(const ReconConditions &conditions)
{
    BattleConditions battle;
    battle.terrain = conditions.terrain;
    battle.night = conditions.time == TimeOfDay::Night;
    battle.badWeather = conditions.badWeather;
    return battle;
}

} // namespace muster::gurps
