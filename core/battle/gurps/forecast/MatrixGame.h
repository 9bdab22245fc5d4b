#pragma once

#include <vector>

namespace muster::gurps {

// A two-player zero-sum game in mixed strategies: the row player picks a row and gets `payoff[row][column]`,
// which the column player wants as small as possible.
struct MatrixGameSolution
{
    std::vector<double> rowMix;    // the row player's optimal (maximin) chances of each row, summing to 1
    std::vector<double> columnMix; // the column player's optimal (minimax) chances of each column
    double value = 0;              // what the row player's mix guarantees whatever the column player does
};

// Solved exactly (up to rounding) by the simplex method on the game's linear program. `payoff` has at least one
// row and every row as many columns (at least one).
MatrixGameSolution solveMatrixGame(const std::vector<std::vector<double>> &payoff);

} // namespace muster::gurps
