#pragma once

#include "battle/d20/Army.h"

namespace muster {
struct Campaign;
struct Force;
} // namespace muster

namespace muster::d20 {

// A GURPS force brought into d20 strategic combat: a proposal the GM edits, one unit per roster line, in reserve.
// - Type: Artillery for an Art line (range increment 4), Ranged for an F line (range increment 2), otherwise Melee.
// - Health 10 per element of the line; damage the square root of the line's TS left, rounded (at least 1).
// - Attack modifier log2 of that TS, rounded down (0 to 15); Defense 12, +3 for Arm, +1 for Cv.
// The force's commander is the army's champion.
Army armyFromForce(const Campaign &campaign, const Force &force);

} // namespace muster::d20
