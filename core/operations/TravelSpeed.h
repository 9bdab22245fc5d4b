#pragma once

#include "catalog/Breakdown.h"
#include "catalog/Mobility.h"
#include "operations/TravelConditions.h"
#include "operations/TravelElement.h"
#include "operations/TravelRoute.h"

#include <optional>

namespace muster {

// Rule book, "Travel Speed of Mobile Forces" and the Travel Speed Table, in miles/day:
//   Foot 20 on roads, 10 off-road; Mounted 30 / 15;
//   Mechanized 80 / 60, Motorized 120 on good roads, 60 on dirt roads, 20 off-road: both +25% of that
//   figure per TL past TL6 (added, not compounded);
//   Slow Air moves as Foot (its base moves forward); on water it has to be carried (our choice: the base
//   has to be shipped);
//   Sea 160 on any water, +40 per TL past TL3; Coastal the same but never on open water;
//   Fast Air has no travel speed: it supports the force from its base.
// None when the mobility cannot use the route.
std::optional<double> baseTravelSpeed(Mobility mobility, int tl, RouteKind route);

// "20 miles/day", translated.
QString formatMilesPerDay(double speed);

// How far Slow Air elements reach out to support combat: 100 miles, doubled per TL past TL6.
double slowAirSupportRange(int tl);

// One element's speed on one leg.
struct ElementSpeed
{
    bool supporting = false; // Fast Air: not part of the force's speed (and not a carrier on the march)
    double speed = 0;        // under its own power, miles/day; 0: it moves only when carried
    std::optional<Mobility> mobility; // the one it uses: the fastest it can use on this leg
};

// The element's speed on `route` under `conditions` (the march's and the leg's together):
//  - bad weather: a dirt road counts as off-road for everyone; on water Coastal elements cannot move and
//    Sea elements lose seaWeatherRoll x 10 miles/day (minimum 0; no roll: no loss), unless All-Weather;
//  - night: off-road speed on land is halved unless the element has Night; a Nocturnal element has it
//    the other way round (halved by day), and one with Night ("Day") is never slowed.
// `explain`, when given, gets the steps for the mobility used.
ElementSpeed elementTravelSpeed(const TravelElement &element, RouteKind route,
                                const TravelConditions &conditions, Breakdown *explain = nullptr);

} // namespace muster
