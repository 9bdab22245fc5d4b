#pragma once

#include "battle/gurps/BattleSetup.h"
#include "catalog/Breakdown.h"

#include <QList>
#include <QString>

namespace muster::gurps {

// The footnoted variants of the Terrain and Surprise Table; each belongs to one terrain type.
enum class TerrainVariant {
    Standard,
    DenseHedgerows,  // Rural, e.g. bocage: 5 instead of 6
    TracklessForest, // Woodlands: 4 instead of 5
    BothInsideTown,  // Built-Up Areas, both sides started inside the town or city: 3 instead of 6
};
constexpr TerrainVariant allTerrainVariants[] = {TerrainVariant::Standard, TerrainVariant::DenseHedgerows,
                                                 TerrainVariant::TracklessForest,
                                                 TerrainVariant::BothInsideTown};

// Day, night or underground: night and underground both halve the Terrain Rating.
enum class TimeOfDay { Day, Night, Underground };
constexpr TimeOfDay allTimesOfDay[] = {TimeOfDay::Day, TimeOfDay::Night, TimeOfDay::Underground};

// "Conditions": what the GM decides when the forces come near each other.
struct ReconConditions
{
    BattleTerrain terrain = BattleTerrain::Rural;
    TerrainVariant variant = TerrainVariant::Standard; // ignored unless it belongs to `terrain`
    TimeOfDay time = TimeOfDay::Day;
    bool badWeather = false;
    bool operator==(const ReconConditions &) const = default;
};

// The variants a terrain type can take, Standard first (the UI offers these).
QList<TerrainVariant> terrainVariantsFor(BattleTerrain terrain);
bool variantAppliesTo(TerrainVariant variant, BattleTerrain terrain);

QString terrainVariantName(TerrainVariant variant); // translated
QString timeOfDayName(TimeOfDay time);              // translated

// The table's rating for a terrain type and variant, before time of day and weather.
int baseTerrainRating(BattleTerrain terrain, TerrainVariant variant = TerrainVariant::Standard);

// The Terrain Rating the margin of victory is measured against, with the steps that made it.
struct TerrainRating
{
    int rating = 6;
    Breakdown breakdown;
};

// Halved (rounded up) at night or underground, -1 in bad weather; with both, halved first.
TerrainRating terrainRating(const ReconConditions &conditions);

// The same conditions as the battle sees them (TS modifiers): night halves TS, underground does not.
BattleConditions battleConditionsFrom(const ReconConditions &conditions);

} // namespace muster::gurps
