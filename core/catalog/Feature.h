#pragma once

#include "catalog/SpecialClass.h"

#include <QList>
#include <QString>

#include <iterator>
#include <optional>

namespace muster {

// The optional features of the text. Neutralize (Class) and Terrain (Type) carry a parameter and are
// kept as sets on ElementRecord; the rest are flags.
enum class Feature {
    Airborne,
    AllWeather,
    Disloyal,
    Fanatic,
    Flagship,
    Hero,
    Hovercraft,
    Impetuous,
    Levy,
    Marine,
    Mercenary,
    Night,
    Nocturnal,
    Sealed,
    SuperSoldier,
    Count
};

constexpr int featureCount = int(Feature::Count);
constexpr Feature allFeatures[] = {
    Feature::Airborne,  Feature::AllWeather, Feature::Disloyal,  Feature::Fanatic, Feature::Flagship,
    Feature::Hero,      Feature::Hovercraft, Feature::Impetuous, Feature::Levy,    Feature::Marine,
    Feature::Mercenary, Feature::Night,      Feature::Nocturnal, Feature::Sealed,  Feature::SuperSoldier};
static_assert(std::size(allFeatures) == featureCount);

enum class TerrainType { Arctic, Desert, Jungle, Mountain, Swampland, Woodlands };
constexpr TerrainType allTerrainTypes[] = {TerrainType::Arctic,    TerrainType::Desert,
                                           TerrainType::Jungle,    TerrainType::Mountain,
                                           TerrainType::Swampland, TerrainType::Woodlands};

// Fixed cost modifiers of the Features table, in percent (Disloyal, Hero, Levy, Mercenary and Fanatic
// are handled by the customization rules themselves).
struct FeatureCost
{
    int raise = 0;
    int maintain = 0;
};
FeatureCost featureCost(Feature feature);
constexpr FeatureCost neutralizeCost{25, 25};
constexpr FeatureCost terrainCost{20, 0};

QString featureCode(Feature feature); // "All-Weather", "Super-Soldier": the text's spelling
QString featureName(Feature feature); // translated
std::optional<Feature> featureFromString(const QString &text);
QString terrainTypeCode(TerrainType terrain);
QString terrainTypeName(TerrainType terrain);
std::optional<TerrainType> terrainTypeFromString(const QString &text);

// A feature as muster-cli and the catalog name it: a flag, "Neutralize (C3I)" or "Terrain (Woodlands)".
struct ParsedFeature
{
    std::optional<Feature> flag;
    std::optional<SpecialClass> neutralize;
    std::optional<TerrainType> terrain;
};
std::optional<ParsedFeature> parseFeature(const QString &text);

// Levy maintenance depends on where and how long the levy has served.
enum class LevyService {
    NearHome,     // first two months of the year, within two days' journey: no maintenance
    AwayFromHome, // first two months, farther away: half maintenance
    Extended,     // after two months: paid as mercenaries
};
constexpr LevyService allLevyServices[] = {LevyService::NearHome, LevyService::AwayFromHome,
                                           LevyService::Extended};

QString levyServiceCode(LevyService service);
QString levyServiceName(LevyService service);
std::optional<LevyService> levyServiceFromCode(const QString &code);

} // namespace muster
