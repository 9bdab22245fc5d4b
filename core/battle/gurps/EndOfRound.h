#pragma once

#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/Decision.h"

#include <functional>

namespace muster::gurps {

// The rolls the end of a round asks for, so that the battle dialog and muster-cli ask for the same ones.
enum class EndOfRoundRoll {
    Misfortune, // 3d against the person's chance ("Misfortunes of War")
    Injury,     // 2d-1 HP, or 6d on a critical success
    Successor,  // 3d: the successor's Leadership roll, when the commander fell
    Rally,      // 3d: the commander's Rally roll
};

// A roll as it came to the table: typed in from the GM's dice, or rolled by the program.
struct TakenRoll
{
    int value = 0;
    bool typed = false;
};

struct EndOfRoundChoices
{
    bool raidOnLogistics = false;
    // On a critical success, whether the person surrenders instead of taking 6d injury (the GM's choice).
    std::function<bool(int side, int person)> surrenders;
    // A roll of `dice`d6 + `add`: typed by the GM, or rolled now (person is -1 for a side's roll).
    std::function<TakenRoll(EndOfRoundRoll what, int side, int person, int dice, int add)> roll;
};

// Steps 5 and 6 of a round (GURPS Mass Combat, "Fighting the Battle"): everyone still in the battle rolls
// Misfortunes of War; a success is an injury of 2d-1 HP, a critical success 6d or, if the GM chooses, the
// person's surrender; a side whose commander falls rolls for the successor (when there is one); a side that
// fought Rally and is not wiped out rolls Rally, unless its successor just took over. Only the rolls the
// rules need are asked for, in that order; the typed ones are listed in the decision's `typed`.
EndRound endOfRound(const BattleEngine &engine, const EndOfRoundChoices &choices);

} // namespace muster::gurps
