#pragma once

#include "campaign/Campaign.h"
#include "operations/TravelMarchPlan.h"

#include <QString>

namespace muster {

// A roster line's name as travel knows it ("Keep Spearmen (Heavy Infantry)").
QString travelLineName(const QList<TravelElement> &elements, qint64 lineId);

// The plan as the GM reads it in the Plan March dialog: when the force arrives, each leg's speed with its
// breakdown and who rides on whom, the forced-march rolls and losses, the march's Reconnaissance Contest
// modifiers, and who stays behind. Speeds and distances in `unit`; the breakdowns keep the rules' miles.
QString marchReportHtml(const MarchPlan &plan, const Campaign &campaign, DistanceUnit unit,
                        const QList<TravelElement> &elements);

} // namespace muster
