#include "TravelSpeed.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {

// TLs past the one after which a mobility gets faster: TL6 for powered land vehicles, TL3 for ships.
int tlsPast(Mobility mobility, int tl)
{
    switch (mobility) {
    case Mobility::Mech:
    case Mobility::Motor:
        return std::max(0, tl - 6);
    case Mobility::Sea:
    case Mobility::Coast:
        return std::max(0, tl - 3);
    default:
        return 0;
    }
}

// The table's figure, before any TL bonus.
std::optional<double> tableSpeed(Mobility mobility, RouteKind route)
{
    const bool land = isLandRoute(route);
    const bool road = isRoad(route);
    switch (mobility) {
    case Mobility::Foot:
    case Mobility::SA:
        return land ? std::optional(road ? 20.0 : 10.0) : std::nullopt;
    case Mobility::Mtd:
        return land ? std::optional(road ? 30.0 : 15.0) : std::nullopt;
    case Mobility::Mech:
        return land ? std::optional(road ? 80.0 : 60.0) : std::nullopt;
    case Mobility::Motor:
        if (!land)
            return std::nullopt;
        return route == RouteKind::GoodRoad ? 120.0 : route == RouteKind::DirtRoad ? 60.0 : 20.0;
    case Mobility::Sea:
        return land ? std::nullopt : std::optional(160.0);
    case Mobility::Coast:
        return land || route == RouteKind::OpenWater ? std::nullopt : std::optional(160.0);
    case Mobility::FA:
        return std::nullopt;
    }
    return std::nullopt;
}

double withTl(Mobility mobility, int tl, double speed)
{
    const int past = tlsPast(mobility, tl);
    if (isWaterMobility(mobility))
        return speed + 40.0 * past;
    return speed * (1.0 + 0.25 * past);
}

void explainTl(Mobility mobility, int tl, double speed, Breakdown &explain)
{
    const int past = tlsPast(mobility, tl);
    if (past == 0)
        return;
    if (isWaterMobility(mobility))
        explain.add(QCoreApplication::translate("Travel", "TL%1, %2 TL past TL3: +%3 miles/day: %4")
                        .arg(tl)
                        .arg(past)
                        .arg(40 * past)
                        .arg(formatMilesPerDay(speed)));
    else
        explain.add(QCoreApplication::translate("Travel", "TL%1, %2 TL past TL6: +%3%: %4")
                        .arg(tl)
                        .arg(past)
                        .arg(25 * past)
                        .arg(formatMilesPerDay(speed)));
}

// One mobility's speed under the conditions; none when it cannot use the route.
std::optional<double> speedWith(Mobility mobility, const TravelElement &element, RouteKind route,
                                const TravelConditions &conditions, Breakdown *explain)
{
    const RouteKind going =
        conditions.badWeather && route == RouteKind::DirtRoad ? RouteKind::OffRoad : route;
    const std::optional<double> table = tableSpeed(mobility, going);
    if (!table)
        return std::nullopt;
    double speed = withTl(mobility, element.tl, *table);
    if (explain) {
        if (going != route)
            explain->add(
                QCoreApplication::translate("Travel", "Bad weather: the dirt road counts as off-road."));
        if (mobility == Mobility::SA)
            explain->add(QCoreApplication::translate(
                "Travel", "Slow Air moves at Foot speed: its base moves forward with the force."));
        explain->add(QCoreApplication::translate("Travel", "%1 %2: %3")
                         .arg(mobilityName(mobility), routeKindName(going), formatMilesPerDay(*table)));
        explainTl(mobility, element.tl, speed, *explain);
    }
    if (going == RouteKind::OffRoad && !element.night && conditions.night != element.nocturnal) {
        speed /= 2;
        if (explain)
            explain->add(conditions.night
                             ? QCoreApplication::translate(
                                   "Travel", "Night, no Night feature: off-road speed halved: %1")
                                   .arg(formatMilesPerDay(speed))
                             : QCoreApplication::translate(
                                   "Travel", "Day, Nocturnal without Day: off-road speed halved: %1")
                                   .arg(formatMilesPerDay(speed)));
    }
    if (isWaterRoute(route) && conditions.badWeather) {
        if (element.allWeather) {
            if (explain)
                explain->add(
                    QCoreApplication::translate("Travel", "All-Weather: bad weather does not slow it."));
        } else if (mobility == Mobility::Coast) {
            speed = 0;
            if (explain)
                explain->add(QCoreApplication::translate(
                    "Travel", "Bad weather: Coastal elements cannot sail: 0 miles/day."));
        } else {
            const int roll = conditions.seaWeatherRoll.value_or(0);
            speed = std::max(0.0, speed - 10.0 * roll);
            if (explain)
                explain->add(QCoreApplication::translate(
                                 "Travel", "Bad weather at sea: -5d x 10 (rolled %1): -%2 miles/day: %3")
                                 .arg(roll)
                                 .arg(10 * roll)
                                 .arg(formatMilesPerDay(speed)));
        }
    }
    return speed;
}

} // namespace

std::optional<double> baseTravelSpeed(Mobility mobility, int tl, RouteKind route)
{
    const std::optional<double> table = tableSpeed(mobility, route);
    return table ? std::optional(withTl(mobility, tl, *table)) : std::nullopt;
}

QString formatMilesPerDay(double speed)
{
    return QCoreApplication::translate("Travel", "%1 miles/day").arg(formatNumber(speed));
}

double slowAirSupportRange(int tl)
{
    return 100.0 * std::pow(2.0, std::max(0, tl - 6));
}

ElementSpeed elementTravelSpeed(const TravelElement &element, RouteKind route,
                                const TravelConditions &conditions, Breakdown *explain)
{
    ElementSpeed result;
    const QList<Mobility> &mobility = element.line.mobility;
    if (mobility.contains(Mobility::FA)) {
        result.supporting = true;
        if (explain)
            explain->add(QCoreApplication::translate(
                "Travel", "Fast Air: supports the force from its base and does not slow it."));
        return result;
    }
    for (Mobility m : mobility) {
        const std::optional<double> speed = speedWith(m, element, route, conditions, nullptr);
        if (speed && (!result.mobility || *speed > result.speed)) {
            result.mobility = m;
            result.speed = *speed;
        }
    }
    if (!explain)
        return result;
    if (result.mobility) {
        speedWith(*result.mobility, element, route, conditions, explain);
        return result;
    }
    if (mobility.isEmpty())
        explain->add(QCoreApplication::translate("Travel", "Mobility 0: moves only when carried."));
    else if (mobility.contains(Mobility::SA) && isWaterRoute(route))
        explain->add(QCoreApplication::translate(
            "Travel", "Slow Air crosses water only when carried: its base has to be shipped."));
    else
        explain->add(QCoreApplication::translate("Travel", "%1 cannot move on %2: moves only when carried.")
                         .arg(mobilityCodes(mobility), routeKindName(route)));
    return result;
}

} // namespace muster
