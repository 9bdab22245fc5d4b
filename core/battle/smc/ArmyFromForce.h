#pragma once

#include "battle/smc/Army.h"

namespace muster {
struct Campaign;
struct Force;
} // namespace muster

namespace muster::smc {

// A GURPS force brought into Simplified Mass Combat: a proposal the GM edits, one unit per roster line.
// - Magnitude from the line's element count: 1 + log2 of it, rounded down (1 element: 1, 2-3: 2, 4-7: 3, ...), at
//   most 10.
// - Power from the TS the line has left: its square root, rounded, at least 1 (TS 100: 10 dice).
// - Might from its heavy classes: +1 each for Armor, Artillery and Air, at most 3.
// - Ranged when it is Artillery.
// The force's commander leads every unit and commands the army.
Army armyFromForce(const Campaign &campaign, const Force &force, const SmcOptions &options = {});

} // namespace muster::smc
