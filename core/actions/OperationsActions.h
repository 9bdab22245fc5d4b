#pragma once

#include "campaign/Campaign.h"
#include "campaign/CampaignChange.h"
#include "common/Result.h"
#include "actions/EconomyActions.h"
#include "force/TransportAssignment.h"
#include "operations/TravelMarchPlan.h"

#include <QCoreApplication>

#include <optional>

namespace muster {

// A planned march the GM carries out (GURPS Mass Combat, "Forces in Motion").
struct MarchExecution
{
    qint64 forceId = 0;
    QString destination; // the force's location on arrival
    ForcePosture postureOnArrival = ForcePosture::Mobile;
    double casualtiesPct = 0; // forced-march losses, in percent of TS
    // Elements left behind (split off): they become a new force that stays where the march began.
    QList<LineCount> leftBehind;
    std::optional<CampaignDate> arrival; // advance the campaign date to the arrival; none: keep it
    LastMarch how; // forced or not, on or off the roads: what a Reconnaissance Contest asks of a mobile force
};

// Operations' user actions: the unit of distance, and carrying out a march.
class OperationsActions
{
    Q_DECLARE_TR_FUNCTIONS(muster::CampaignDocument)

public:
    static Result<CampaignChange> setDistanceUnit(const Campaign &campaign, DistanceUnit unit);
    // How a planned march ends, as the force will remember it for its next Reconnaissance Contest: forced (and
    // a roll failed) as the march's recon modifiers say, off-road unless its last leg is a road.
    static LastMarch lastMarchOf(const MarchPlan &plan);
    // The marching force moves to its destination with its posture on arrival; forced-march losses count as
    // casualties on every line; the elements left behind split off as a new force where the march began; and
    // the date moves on to the arrival (with the revenue and orders that falls due, and the month-ends on the
    // way as `onMonthEnd` says, as advanceTime; a march that would pass a month-end it may not close is
    // refused). The force remembers how it marched.
    static Result<CampaignChange> executeMarch(const Campaign &campaign, const MarchExecution &march,
                                               MonthEndOnAdvance onMonthEnd = MonthEndOnAdvance::Stop,
                                               dice::DiceSource *dice = nullptr);
};

} // namespace muster
