#pragma once

#include "catalog/Feature.h"
#include "economy/Calendar.h"
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
// The quartermaster's Administration roll for a month-end (GURPS Mass Combat, "Maintaining a Force"): rolled
// once per force and month and kept until the month is closed, so that reopening the month-end cannot roll
// it again. `typed`: the GM typed it in from real dice or over the program's roll.
struct AdministrationRoll
{
    CampaignMonth month;
    int roll = 10; // 3d6
    bool typed = false;

    bool operator==(const AdministrationRoll &) const = default;
};

// How the force last marched, as a Reconnaissance Contest sees a mobile force (GURPS Mass Combat,
// "Reconnaissance": a forced march and moving off-road count against it).
struct LastMarch
{
    bool forced = false;     // it marched at forced-march speed
    bool rollFailed = false; // ... and failed the roll to keep up
    bool offRoad = false;    // some of its way was off the roads

    bool operator==(const LastMarch &) const = default;
};

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
    std::optional<CampaignMonth> closedThrough;  // the last month whose upkeep was paid; see Treasury
    std::optional<AdministrationRoll> administrationRoll; // for the month not yet closed
    std::optional<LastMarch> lastMarch;                   // none: it has not marched in this campaign

    bool operator==(const ForceEconomy &) const = default;
};

// GURPS Mass Combat, "Maintaining a Force": a force kept at reduced readiness fights at half TS, and stays at
// half for a month after full maintenance resumes. The factor on its TS (1 or 0.5).
inline double readinessTsFactor(const ForceEconomy &economy)
{
    return economy.readiness != Readiness::Full || economy.reducedLastMonth ? 0.5 : 1.0;
}

} // namespace muster
