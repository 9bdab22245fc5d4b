#pragma once

#include "catalog/Breakdown.h"
#include "common/Result.h"
#include "force/TransportAssignment.h"
#include "operations/TravelConditions.h"
#include "operations/TravelElement.h"
#include "operations/TravelRoute.h"

#include <QList>

#include <optional>

namespace muster {

// The force's speed on one leg and how it came to be.
struct LegSpeed
{
    double speed = 0; // miles/day; 0: the force cannot move
    Breakdown breakdown;
    TransportAssignment transport; // who rides on whom on this leg
    bool automaticTransport = false;
    // With automatic transport: elements no carrier of the force can take that hold it back, which the
    // GM may leave behind (splitting the force), and the speed it would then make (= speed if none).
    QList<LineCount> leftBehindCandidates;
    double speedLeavingBehind = 0;
    qint64 slowestLineId = 0; // the line that sets the pace (the riders' line when they are carried)
};

// Each line's speed under its own power on the leg (none: Fast Air, which does not move with the force).
QList<std::optional<double>> ownSpeeds(const QList<TravelElement> &elements, RouteKind route,
                                       const TravelConditions &conditions);

// Rule book, "Travel Speed of Mobile Forces" and "Factors Affecting Movement": the force moves at its
// slowest element (carried elements at their carrier's speed; Fast Air excluded), then
//   x the forced-march factor (land legs only), x2 with no security, x1/2 escorting civilians (land or
//   water), x1/2 on land in poorly mapped terrain if no element of the force is Recon (supporting Fast
//   Air Recon elements count: they scout for it).
// `elements` are those that march (any left behind already taken out). `transport` none: the automatic
// keep-all assignment of autoAssignTransport. Errors: an invalid assignment (naming the line), a Fast
// Air carrier (Fast Air does not march with the force), or no element that marches at all.
Result<LegSpeed> legSpeed(const QList<TravelElement> &elements, RouteKind route,
                          const TravelConditions &conditions,
                          const std::optional<TransportAssignment> &transport = std::nullopt);

} // namespace muster
