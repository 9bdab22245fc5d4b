#pragma once

#include "battle/gurps/RoundRules.h"

#include <QList>

#include <array>

namespace muster::gurps {

// Exact chances of a round's Quick Contest of Strategy, from the 3d6 distributions.
struct ContestOdds
{
    std::array<double, 2> win{};
    double tie = 0;
    // Chance that side s wins with each Combat Results Table band (after Indirect and Skirmish margins).
    std::array<std::array<double, combatResultBands>, 2> bands{};
};

// `sides[i].roll` is ignored.
ContestOdds contestOdds(const std::array<Contestant, 2> &sides);

// One cell of the strategy matrix: side 0 plays `row`, side 1 plays `column`.
struct MatrixCell
{
    StrategyChoice row;
    StrategyChoice column;
    SpecialCase special = SpecialCase::None; // Stalemate cells are fought as Skirmish against Skirmish
    std::array<int, 2> skills{};
    std::array<double, 2> win{};
    double tie = 0;
};

// Everything the matrix needs of one side.
struct MatrixSide
{
    SkillInputs skill;
    QList<StrategyChoice> legal;
    int earlierIndirectAttacks = 0;
    // Impetuous elements in the first round: +1 for Attack, All-Out Attack or Raid; any other choice needs
    // a Leadership roll at this target, -2 on a failure (the cell weighs both outcomes by their odds).
    bool impetuous = false;
    int impetuousRollTarget = 10;
};

// Each side's chance to win the round for every pair of legal strategies. A Parley is counted as refused
// (Defense at -1); an accepted one is no contest. With `impetuous` set, `skill.impetuous` is worked out per cell.
QList<MatrixCell> strategyMatrix(const std::array<MatrixSide, 2> &sides);

} // namespace muster::gurps
