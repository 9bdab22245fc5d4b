#pragma once

#include "catalog/Breakdown.h"
#include "common/Money.h"
#include "economy/RaisingQueue.h" // RaiseSpeed, raiseCostMultiplier, raiseDays

namespace muster {

// Raising, replacing, improving and disbanding elements (rule book, "RAISING A FORCE", "Force
// Replacements", "Disbanding Elements"; rulings "Time to raise" in rules/README.md).

// Raising new elements at x1, x2 or x4 the cost is planRaising() of RaisingQueue.h.

// What an order costs and how many days it takes. Elements are raised side by side, so the days are
// those of one element whatever the count.
struct RaiseOrder
{
    Money cost;
    int days = 0;
    Breakdown breakdown;
};

// Replacing casualties: cost and time to raise x the fraction replaced (0.1 for 10%, at most 1). The
// fraction is taken to the millionth; the days are those of raising one element at `speed`, x the fraction,
// rounded up to a whole day (at least 1 when anything is replaced).
RaiseOrder replacementOrder(Money raise, int count, double fraction, RaiseSpeed speed = RaiseSpeed::Normal);

// Improvements (better quality, new features): the cost is the difference in Raise per element, and the
// time is the time to raise something of that cost (with its minimum). A change that does not raise the
// Raise costs nothing and takes no time.
RaiseOrder improvementOrder(Money oldRaise, Money newRaise, int count, RaiseSpeed speed = RaiseSpeed::Normal);

// The queue order that carries out a priced replacement or improvement of `line` (for an improvement,
// the line as it will be), placed on `ordered`: nothing changes in the roster before it is ready.
RaisingOrder lineOrder(const Calendar &calendar, qint64 forceId, OrderKind kind, const RosterLine &line,
                       const RaiseOrder &priced, RaiseSpeed speed, const CampaignDate &ordered);

// Where and how an element is disbanded.
struct Disbanding
{
    bool friendlyTerritory = false; // on campaign in enemy or disputed territory: no rebate
    int monthsDemobilizing = 0;     // at least two for a rebate
    bool areaCanAbsorb = true;      // the area can buy or repurpose its equipment and personnel
};

struct DisbandingRebate
{
    Money rebate;
    Breakdown breakdown;
};

// 20% of the Raise (at x1 cost, whatever was paid to raise it faster) when disbanded carefully in
// friendly territory; nothing otherwise. Mercenaries have Raise 0, so no rebate.
DisbandingRebate disbandingRebate(Money raise, int count, const Disbanding &how);

} // namespace muster
