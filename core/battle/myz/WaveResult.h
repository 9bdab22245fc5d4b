#pragma once

#include "battle/myz/Strategy.h"

#include <array>

namespace muster::myz {

// "Margin of Victory: Battle Result".
enum class ResultRow { Inconclusive = 0, Marginal = 1, Definite = 2, Great = 3, Overwhelming = 4 };
QString resultRowName(ResultRow row);

// Who won a Wave and by how much, from the sixes each side rolled.
struct WaveResult
{
    int winner = -1; // -1: no winner
    int margin = 0;  // after Feinted Attack, Skirmish and retreats
    ResultRow row = ResultRow::Inconclusive;
};

// "End Phase" with "Feinted Attack" (double the margin; +1 when the side feinted before), "Skirmish" (halve it) and
// the rulings that a retreating side cannot win and a Skirmish margin halved to 0 is Inconclusive.
WaveResult waveResult(std::array<int, 2> sixes, std::array<Strategy, 2> fought, std::array<int, 2> feintsBefore);

// The exact chances of a Battle roll from the pools as they stand, before any push: each die shows a six with
// chance 1/6.
struct WaveOdds
{
    std::array<double, 2> moreSixes{0, 0}; // each side rolls more sixes
    double sameSixes = 0;
    std::array<std::array<double, 5>, 2> rows{}; // side wins with row r (Marginal..Overwhelming at 1..4)
    double inconclusive = 0;                      // no winner
};
WaveOdds waveOdds(std::array<int, 2> dice, std::array<Strategy, 2> fought, std::array<int, 2> feintsBefore);
// Counts the chance `p` of the two sides ending the Battle roll with `sixes` into `odds`.
void addSixes(WaveOdds &odds, std::array<int, 2> sixes, double p, std::array<Strategy, 2> fought,
              std::array<int, 2> feintsBefore);

} // namespace muster::myz
