#pragma once

#include "catalog/Breakdown.h"
#include "catalog/Feature.h"
#include "common/Money.h"
#include "economy/Administration.h"
#include "economy/Logistics.h"
#include "economy/MaintainedLine.h"

#include <QList>
#include <QString>

#include <optional>

namespace muster {

// How much of its Maintain the fighting force gets this month (rule book, "Reduced Readiness").
enum class Readiness {
    Full,
    Low,  // half the cost to maintain; half TS
    None, // nothing paid; half TS and 5% casualties
};
constexpr Readiness allReadinessLevels[] = {Readiness::Full, Readiness::Low, Readiness::None};

QString readinessCode(Readiness readiness); // "full", "low", "none"
QString readinessName(Readiness readiness); // translated
std::optional<Readiness> readinessFromString(const QString &text);

// Everything the month-end maintenance of one force depends on.
struct MonthEndInput
{
    QList<MaintainedLine> lines;
    LogisticForce logistics;
    int logisticTl = 0; // for campaigning season; see highestTl()
    SupplyLine supplyLine = SupplyLine::Overland;
    AdministrationResult administration;
    Readiness readiness = Readiness::Full;
    bool reducedLastMonth = false; // TS stays halved for a month after full maintenance resumes
    std::optional<TerrainType>
        terrain; // where the force spends all or most of the month; none: no bad terrain
    std::optional<bool> terrainFeatureForAll; // the GM's word for the whole force, over each line's features
    bool tiedToRoads = false;
    bool campaigningSeason = false;
};

struct MonthEndResult
{
    Money fightingMaintain;  // after campaigning season, terrain and readiness; before Administration
    Money logisticsMaintain; // after campaigning season; before Administration
    int administrationPercent = 0;
    Money total; // (fighting + logistics) x (100 + Administration %) / 100
    // The total split the way it is paid: the logistic force first, the rest to the fighting force.
    Money logisticsDue;
    Money fightingDue;
    // The hired troops' part of the fighting Maintain (after readiness) and of what is due for it: the
    // ledger books it as Hire, the rest of fightingDue as Maintain.
    Money hiredMaintain;
    Money hireDue;
    LogisticSupport support; // from the fighting Maintain before Administration
    double tsBefore = 0;
    double tsAfter = 0;
    int casualtiesPercent = 0; // suffered this month (No Maintenance)

    Breakdown fightingBreakdown;
    Breakdown logisticsBreakdown;
    Breakdown administrationBreakdown;
    Breakdown totalBreakdown;
    Breakdown tsBreakdown;
};

// The month-end maintenance of one force, in this order:
//  1. each line: count x Maintain x campaigning season (1/2) x bad terrain (3/2 or 2, less 1/2 with the
//     Terrain feature), one rounding to the cent per line; the lines summed;
//  2. readiness on that sum: Low halves it, None makes it 0 -> the fighting Maintain;
//  3. the logistic force: 10% of its Raise per kind, x campaigning season for TL0-5 land and air LS
//     (bad terrain and readiness apply to elements, not to the logistic force);
//  4. Administration on the total of both, one rounding: (fighting + logistics) x (100 + %) / 100;
//     the logistic force's share, logistics x (100 + %) / 100, is paid first;
//  5. LS required = the fighting Maintain of step 2 (what must be delivered), before Administration,
//     which changes what the money buys, not how much must be carried;
//  6. TS: halved at Low or None readiness, or for a month after either; None also costs 5% casualties.
MonthEndResult monthEnd(const MonthEndInput &input);

} // namespace muster
