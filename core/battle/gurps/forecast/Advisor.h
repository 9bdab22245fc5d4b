#pragma once

#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/forecast/BattlePolicy.h"
#include "battle/gurps/forecast/MatrixGame.h"

#include <QList>

#include <array>
#include <vector>

namespace muster::gurps {

// The strategy advisor for the round at hand: each side's chance to win the battle (not just the round) for
// every pair of this round's legal strategies, both sides fighting by their policies from the next round on;
// each side's best answer to every enemy choice; and each side's optimal mixed strategy of the round's game,
// the minimax of its own chances to win, with the chance that mix guarantees. The chances come from the exact
// chain without Misfortunes of War (Forecast.h: battleWinsByFirstRound), so that every cell is worked out the
// same, fast way.
struct RoundAdvice
{
    std::array<QList<StrategyChoice>, 2> legal;  // rows: side 0's choices; columns: side 1's
    std::vector<std::array<double, 2>> wins;     // per cell, row by row: each side's chance to win the battle
    std::array<QList<int>, 2> bestAnswers;       // side 0's best row for each column; side 1's best column per row
    std::array<MatrixGameSolution, 2> optimal;   // each side's own game (for side 1, rows and columns swapped)

    double win(int side, int row, int column) const
    {
        return wins.at(size_t(row * legal[1].size() + column)).at(size_t(side));
    }
};

// For the engine's round in progress (its legal choices now); the policies say how both sides fight after it.
RoundAdvice adviseRound(const BattleEngine &engine, const BattlePolicies &policies);

} // namespace muster::gurps
