#pragma once

#include "battle/gurps/Strategy.h"

#include <QList>

#include <array>
#include <optional>

namespace muster::gurps {

// How one side fights a battle the program plays out on its own (a forecast, a simulated battle): the
// strategy it orders every round, and the answers to what the rules leave to the GM. A side never accepts a
// Parley, never changes its strategy when it keeps the momentum, always pursues when its commander may
// choose, never surrenders on a critical Misfortune, and never strikes a Raid at the logistics.
struct SidePolicy
{
    StrategyChoice strategy;                  // every round, as far as the rules allow it (policyChoice)
    std::optional<StrategyChoice> firstRound; // the GM's pick for the round at hand; `strategy` after it
    int risk = 0;                             // every person's Risk, -3 to +3
    bool operator==(const SidePolicy &) const = default;
};

using BattlePolicies = std::array<SidePolicy, 2>;

// The choice a policy makes among this round's legal choices (never empty). When the wanted one is not
// legal: a confused force Rallies (or flees in Full Retreat if it cannot); the same strategy without
// Desperate; the nearest of its kind (an attack: Attack; a defense: Defense, Mobile Defense; a retreat:
// Fighting Retreat, Full Retreat, Defense; Raid or Skirmish: Skirmish, Raid, Attack); else Attack; else the first
// legal one.
StrategyChoice policyChoice(StrategyChoice wanted, const QList<StrategyChoice> &legal);

} // namespace muster::gurps
