#include "Reconnaissance.h"

#include "common/NameLookup.h"

#include <QCoreApplication>

namespace muster::myz {

namespace {

struct EnvironmentRow
{
    const char *name;
    int rating;
};

// "Environment Rating" table.
EnvironmentRow row(Environment environment)
{
    switch (environment) {
    case Environment::Jungle: return {QT_TRANSLATE_NOOP("Myz", "Jungle"), 2};
    case Environment::Marshlands: return {QT_TRANSLATE_NOOP("Myz", "Marshlands"), 2};
    case Environment::Mountain: return {QT_TRANSLATE_NOOP("Myz", "Mountain"), 2};
    case Environment::ThickWoods: return {QT_TRANSLATE_NOOP("Myz", "Thick Woods"), 2};
    case Environment::DeadWoods: return {QT_TRANSLATE_NOOP("Myz", "Dead Woods"), 3};
    case Environment::Arctic: return {QT_TRANSLATE_NOOP("Myz", "Arctic"), 3};
    case Environment::ArkOrSettlement: return {QT_TRANSLATE_NOOP("Myz", "Ark or Settlement"), 3};
    case Environment::HugeCrater: return {QT_TRANSLATE_NOOP("Myz", "Huge Crater"), 3};
    case Environment::Ruins: return {QT_TRANSLATE_NOOP("Myz", "Ruins or Derelict Industries"), 3};
    case Environment::AshDesert: return {QT_TRANSLATE_NOOP("Myz", "Ash Desert or Glasified Field"), 4};
    case Environment::Scrublands: return {QT_TRANSLATE_NOOP("Myz", "Scrublands"), 4};
    case Environment::Underwater: return {QT_TRANSLATE_NOOP("Myz", "Underwater"), 2};
    case Environment::RuinsInSea: return {QT_TRANSLATE_NOOP("Myz", "Ruins in Sea"), 3};
    case Environment::Coastal: return {QT_TRANSLATE_NOOP("Myz", "Island, Beach or Coastal Sea"), 3};
    case Environment::OpenSea: return {QT_TRANSLATE_NOOP("Myz", "Open Sea"), 4};
    case Environment::Count: break;
    }
    return {"", 0};
}

} // namespace

QList<Environment> allEnvironments()
{
    QList<Environment> all;
    for (int i = 0; i < int(Environment::Count); ++i)
        all << Environment(i);
    return all;
}

QString environmentCode(Environment environment)
{
    // The first word of the table's name is enough to tell the rows apart, except for the two kinds of ruins.
    switch (environment) {
    case Environment::ThickWoods: return QStringLiteral("thick-woods");
    case Environment::DeadWoods: return QStringLiteral("dead-woods");
    case Environment::ArkOrSettlement: return QStringLiteral("ark");
    case Environment::HugeCrater: return QStringLiteral("crater");
    case Environment::AshDesert: return QStringLiteral("ash-desert");
    case Environment::RuinsInSea: return QStringLiteral("ruins-in-sea");
    case Environment::OpenSea: return QStringLiteral("open-sea");
    default: return QString::fromLatin1(row(environment).name).section(QLatin1Char(' '), 0, 0).toLower().remove(QLatin1Char(','));
    }
}

QString environmentName(Environment environment)
{
    return QCoreApplication::translate("Myz", row(environment).name);
}

std::optional<Environment> environmentFromName(const QString &text)
{
    return findByName(allEnvironments(), text, environmentCode, environmentName);
}

int environmentBaseRating(Environment environment)
{
    return row(environment).rating;
}

int environmentRating(Environment environment, bool night, bool badWeather)
{
    int rating = environmentBaseRating(environment);
    if (night)
        rating = (rating + 1) / 2;
    if (badWeather)
        rating -= 1;
    return rating;
}

int ReconFactors::total() const
{
    return (scout ? 1 : -1) + int(homeTerritory) + int(defensivePosition) - int(onlyFlying) - int(motorized)
           - int(forcedMarch);
}

} // namespace muster::myz
