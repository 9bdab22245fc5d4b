#include "TravelConditions.h"

#include "catalog/Breakdown.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace muster {

TravelConditions TravelConditions::with(const TravelConditions &leg) const
{
    TravelConditions both;
    both.night = night || leg.night;
    both.badWeather = badWeather || leg.badWeather;
    both.seaWeatherRoll = leg.seaWeatherRoll ? leg.seaWeatherRoll : seaWeatherRoll;
    both.forcedMarch = std::max(forcedMarch, leg.forcedMarch);
    both.hostileTerrain = hostileTerrain || leg.hostileTerrain;
    both.noSecurity = noSecurity || leg.noSecurity;
    both.escortingCivilians = escortingCivilians || leg.escortingCivilians;
    both.poorlyMapped = poorlyMapped || leg.poorlyMapped;
    return both;
}

Status validateConditions(const TravelConditions &conditions)
{
    if (!std::isfinite(conditions.forcedMarch) || conditions.forcedMarch < 1.0 ||
        conditions.forcedMarch > maximumForcedMarch)
        return Error{QCoreApplication::translate("Travel", "A forced march goes at 1 to %1 times normal "
                                                           "speed, not %2.")
                         .arg(formatNumber(maximumForcedMarch), formatNumber(conditions.forcedMarch)),
                     QStringLiteral("forcedMarch")};
    if (conditions.seaWeatherRoll && (*conditions.seaWeatherRoll < minimumSeaWeatherRoll ||
                                      *conditions.seaWeatherRoll > maximumSeaWeatherRoll))
        return Error{QCoreApplication::translate("Travel", "A 5d roll totals %1 to %2, not %3.")
                         .arg(minimumSeaWeatherRoll)
                         .arg(maximumSeaWeatherRoll)
                         .arg(*conditions.seaWeatherRoll),
                     QStringLiteral("seaWeatherRoll")};
    return success();
}

} // namespace muster
