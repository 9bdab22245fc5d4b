#pragma once

#include "catalog/Breakdown.h"
#include "common/Result.h"
#include "dice/DiceSource.h"
#include "operations/TravelDuration.h"
#include "operations/TravelForcedMarch.h"
#include "operations/TravelLegSpeed.h"
#include "operations/TravelMarchOrder.h"
#include "operations/TravelRecon.h"

#include <optional>

namespace muster {

struct LegPlan
{
    RouteKind route = RouteKind::OffRoad;
    double miles = 0;
    TravelConditions conditions;   // the march's and the leg's together, with the weather roll used
    bool seaWeatherRolled = false; // the program rolled the 5d for bad weather at sea
    LegSpeed speed;                // speed, breakdown, transport, left-behind candidates
    double days = 0;               // miles / speed; 0 for a leg the force cannot move on

    double hours() const { return days * 24.0; }
    bool blocked() const { return miles > 0 && speed.speed <= 0; }
};

struct MarchPlan
{
    QList<LegPlan> legs;
    int blockedLeg = -1;  // the first leg the force cannot move on; -1: it arrives
    double totalDays = 0; // of the legs it marches (up to the blocked one)
    DaysHours duration;
    std::optional<CampaignDate> arrival; // none when blocked
    ForcedMarchResult forcedMarch;       // rolls, casualties_pct (military and civilian)
    QList<LineCount> leftBehind;         // as ordered
    MarchReconModifiers recon;

    bool arrives() const { return blockedLeg < 0; }
    double casualtiesPct() const { return forcedMarch.casualtiesPct; }
    double civilianCasualtiesPct() const { return forcedMarch.civilianCasualtiesPct; }
};

// The longest march Muster plans, in days (ten years): a longer one is a mistyped distance.
constexpr int maxMarchDays = 3650;

// Plans the march leg by leg (rule book, "FORCES IN MOTION" through "Environmental Issues"). Dice, when
// given, roll what the GM did not type, in this order: each leg's 5d for bad weather at sea (needed only
// when a Sea element without All-Weather marches), then the forced-march rolls. Errors name the field:
// "legs", "miles", "forcedMarch", "seaWeatherRoll", "leftBehind", "elsewhere", "transport", "lines",
// "start", "administration", "forcedMarchRolls".
Result<MarchPlan> planMarch(const MarchOrder &order, const Calendar &calendar,
                            dice::DiceSource *dice = nullptr);

} // namespace muster
