#include "Feature.h"

#include "common/NameLookup.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace muster {

FeatureCost featureCost(Feature feature)
{
    switch (feature) {
    case Feature::Airborne:
    case Feature::AllWeather:
    case Feature::Marine:
    case Feature::Night:
    case Feature::Sealed:
        return {20, 20};
    case Feature::Hovercraft:
        return {80, 80};
    case Feature::SuperSoldier:
        return {200, 200};
    case Feature::Disloyal:
    case Feature::Fanatic:
    case Feature::Flagship:
    case Feature::Hero:
    case Feature::Impetuous:
    case Feature::Levy:
    case Feature::Mercenary:
    case Feature::Nocturnal:
    case Feature::Count:
        break;
    }
    return {};
}

static const char *featureEnglish(Feature feature)
{
    switch (feature) {
    case Feature::Airborne:
        return QT_TRANSLATE_NOOP("Feature", "Airborne");
    case Feature::AllWeather:
        return QT_TRANSLATE_NOOP("Feature", "All-Weather");
    case Feature::Disloyal:
        return QT_TRANSLATE_NOOP("Feature", "Disloyal");
    case Feature::Fanatic:
        return QT_TRANSLATE_NOOP("Feature", "Fanatic");
    case Feature::Flagship:
        return QT_TRANSLATE_NOOP("Feature", "Flagship");
    case Feature::Hero:
        return QT_TRANSLATE_NOOP("Feature", "Hero");
    case Feature::Hovercraft:
        return QT_TRANSLATE_NOOP("Feature", "Hovercraft");
    case Feature::Impetuous:
        return QT_TRANSLATE_NOOP("Feature", "Impetuous");
    case Feature::Levy:
        return QT_TRANSLATE_NOOP("Feature", "Levy");
    case Feature::Marine:
        return QT_TRANSLATE_NOOP("Feature", "Marine");
    case Feature::Mercenary:
        return QT_TRANSLATE_NOOP("Feature", "Mercenary");
    case Feature::Night:
        return QT_TRANSLATE_NOOP("Feature", "Night");
    case Feature::Nocturnal:
        return QT_TRANSLATE_NOOP("Feature", "Nocturnal");
    case Feature::Sealed:
        return QT_TRANSLATE_NOOP("Feature", "Sealed");
    case Feature::SuperSoldier:
        return QT_TRANSLATE_NOOP("Feature", "Super-Soldier");
    case Feature::Count:
        break;
    }
    return "";
}

static const char *terrainEnglish(TerrainType terrain)
{
    switch (terrain) {
    case TerrainType::Arctic:
        return QT_TRANSLATE_NOOP("Feature", "Arctic");
    case TerrainType::Desert:
        return QT_TRANSLATE_NOOP("Feature", "Desert");
    case TerrainType::Jungle:
        return QT_TRANSLATE_NOOP("Feature", "Jungle");
    case TerrainType::Mountain:
        return QT_TRANSLATE_NOOP("Feature", "Mountain");
    case TerrainType::Swampland:
        return QT_TRANSLATE_NOOP("Feature", "Swampland");
    case TerrainType::Woodlands:
        return QT_TRANSLATE_NOOP("Feature", "Woodlands");
    }
    return "";
}

QString featureCode(Feature feature)
{
    return QLatin1String(featureEnglish(feature));
}

QString featureName(Feature feature)
{
    return QCoreApplication::translate("Feature", featureEnglish(feature));
}

std::optional<Feature> featureFromString(const QString &text)
{
    return findByName(allFeatures, text, featureCode);
}

QString terrainTypeCode(TerrainType terrain)
{
    return QLatin1String(terrainEnglish(terrain));
}

QString terrainTypeName(TerrainType terrain)
{
    return QCoreApplication::translate("Feature", terrainEnglish(terrain));
}

std::optional<TerrainType> terrainTypeFromString(const QString &text)
{
    return findByName(allTerrainTypes, text, terrainTypeCode);
}

std::optional<ParsedFeature> parseFeature(const QString &text)
{
    // "Neutralize (C3I)", "Neutralize C3I", "Terrain (Woodlands)", "Terrain: Woodlands"
    static const QRegularExpression parameterized(
        QStringLiteral(R"(^\s*(neutralize|terrain)\s*[:(]?\s*([A-Za-z0-9 ]+?)\s*\)?\s*$)"),
        QRegularExpression::CaseInsensitiveOption);
    const auto match = parameterized.match(text);
    if (match.hasMatch()) {
        ParsedFeature parsed;
        if (match.captured(1).compare(QLatin1String("neutralize"), Qt::CaseInsensitive) == 0)
            parsed.neutralize = specialClassFromString(match.captured(2));
        else
            parsed.terrain = terrainTypeFromString(match.captured(2));
        if (!parsed.neutralize && !parsed.terrain)
            return std::nullopt;
        return parsed;
    }
    if (const auto flag = featureFromString(text))
        return ParsedFeature{flag, std::nullopt, std::nullopt};
    return std::nullopt;
}

QString levyServiceCode(LevyService service)
{
    switch (service) {
    case LevyService::NearHome:
        return QStringLiteral("near-home");
    case LevyService::AwayFromHome:
        return QStringLiteral("away-from-home");
    case LevyService::Extended:
        return QStringLiteral("extended");
    }
    return {};
}

QString levyServiceName(LevyService service)
{
    switch (service) {
    case LevyService::NearHome:
        return QCoreApplication::translate("Feature", "Within two days of home (no upkeep)");
    case LevyService::AwayFromHome:
        return QCoreApplication::translate("Feature", "Farther from home (half upkeep)");
    case LevyService::Extended:
        return QCoreApplication::translate("Feature", "Past two months (paid as mercenaries)");
    }
    return {};
}

std::optional<LevyService> levyServiceFromCode(const QString &code)
{
    return findByName(allLevyServices, code, levyServiceCode);
}

} // namespace muster
