#pragma once

#include "economy/Calendar.h"
#include "force/TransportAssignment.h"
#include "operations/TravelConditions.h"
#include "operations/TravelElement.h"
#include "operations/TravelRoute.h"

#include <QList>

#include <optional>

namespace muster {

// One stretch of a march over one kind of route.
struct MarchLeg
{
    RouteKind route = RouteKind::OffRoad;
    double miles = 0;
    TravelConditions conditions; // added to the march's
    // Who rides on whom on this leg; none: the march's assignment, or else the automatic one.
    std::optional<TransportAssignment> transport;
    // Elements that are not with the force on this leg (a fleet waiting at the coast while the army
    // marches to it): they neither slow the force nor carry anyone on this leg.
    QList<LineCount> elsewhere;
};

// What the GM orders: who marches, where, how, and from when.
struct MarchOrder
{
    QList<TravelElement> elements; // the whole force, e.g. from travelElements(force, catalog)
    QList<MarchLeg> legs;
    TravelConditions conditions; // hold on every leg
    // For every leg without its own. None: on each leg, the automatic assignment that keeps everyone
    // (each leg's days depend on that leg's speed alone, so the fastest assignment leg by leg gives the
    // fewest days over the whole march).
    std::optional<TransportAssignment> transport;
    QList<LineCount> leftBehind;       // elements the GM leaves behind (splitting the force) for the march
    CampaignDate start;                // the day the force sets out
    std::optional<int> administration; // the quartermaster's skill; needed for forced-march rolls
    QList<int> forcedMarchRolls;       // 3d6 rolls typed by the GM, in order; the rest are rolled
    bool tiedToRoads = false;          // logistics tie the force to roads (Reconnaissance Contest, -3)
};

} // namespace muster
