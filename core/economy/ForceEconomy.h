#pragma once

#include "catalog/Feature.h"
#include "economy/Logistics.h"
#include "economy/MonthEnd.h"
#include "operations/ForcePosture.h"

#include <QString>
#include <QtGlobal>

#include <optional>

namespace muster {

// A force's economic situation: who pays for it, where it is, how it is maintained and supplied. Kept
// beside the force (Campaign::forceEconomy, by force id) rather than inside core/force, so that the force
// knows nothing of the economy. A force without one has these defaults.
struct ForceEconomy
{
    qint64 treasuryId = 0; // the treasury that pays its Raise and Maintain; 0: none
    QString location;
    std::optional<TerrainType> terrain; // where it spends most of the month; none: no bad terrain
    bool tiedToRoads = false;
    Readiness readiness = Readiness::Full;
    bool reducedLastMonth = false; // TS stays halved for a month after full maintenance resumes
    LogisticForce logistics;
    SupplyLine supplyLine = SupplyLine::Overland;
    ForcePosture posture = ForcePosture::Mobile; // Chapter 4: on the move, or encamped (and how)

    bool operator==(const ForceEconomy &) const = default;
};

// GURPS Mass Combat, "Maintaining a Force": a force kept at reduced readiness fights at half TS, and stays at
// half for a month after full maintenance resumes. The factor on its TS (1 or 0.5).
inline double readinessTsFactor(const ForceEconomy &economy)
{
    return economy.readiness != Readiness::Full || economy.reducedLastMonth ? 0.5 : 1.0;
}

} // namespace muster
