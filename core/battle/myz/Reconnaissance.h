#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace muster::myz {

// "Reconnaissance": the Zone sector's environment and what its rating allows.
enum class Environment {
    Jungle, Marshlands, Mountain, ThickWoods, DeadWoods, Arctic, ArkOrSettlement, HugeCrater, Ruins, AshDesert,
    Scrublands, Underwater, RuinsInSea, Coastal, OpenSea, Count
};
QList<Environment> allEnvironments();
QString environmentCode(Environment environment); // "ruins"
QString environmentName(Environment environment); // translated
std::optional<Environment> environmentFromName(const QString &text);
int environmentBaseRating(Environment environment);
// "Environment Rating": halved (rounded up) at night, then 1 less in bad weather.
int environmentRating(Environment environment, bool night, bool badWeather);

// The +1 / -1 factors of a leader's Reconnaissance roll. A faction with a scout or recon unit gets +1, one
// without gets -1.
struct ReconFactors
{
    bool scout = false;
    bool homeTerritory = false;
    bool defensivePosition = false;
    bool onlyFlying = false;
    bool motorized = false;
    bool forcedMarch = false;

    int total() const;
    friend bool operator==(const ReconFactors &, const ReconFactors &) = default;
};

} // namespace muster::myz
