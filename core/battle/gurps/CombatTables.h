#pragma once

#include <QtGlobal>

namespace muster::gurps {

// One row of the Combat Results Table: casualties in percent, and the winner's PB shift if attacking.
struct CombatResult
{
    int loserCasualties = 10;
    int winnerCasualties = 10;
    int pbShift = 0;
    bool operator==(const CombatResult &) const = default;
};

// The bands of the Combat Results Table, by margin of victory: 0 (tie), 1-3, 4-6, 7-9, 10-14, 15-19, 20+.
constexpr int combatResultBands = 7;
int combatResultBand(int marginOfVictory);
CombatResult combatResultForBand(int band);
CombatResult combatResultFor(int marginOfVictory);
int combatResultBandLowestMargin(int band); // 0, 1, 4, 7, 10, 15, 20

// Relative TS Table: the Strategy bonus of the stronger side for the exact odds factor (larger / smaller).
int relativeTsBonus(double oddsFactor);

// Special Class Superiority Table, for an odds factor already rounded down (2 -> +1, 3 -> +2, 5+ -> +3).
int superiorityBonus(int oddsFactor);

// Misfortunes of War: the base chance for a side's casualties this round (5% -> 5 ... 40%+ -> 9).
// A side that took no casualties rolls as at 5% (the table's first row).
int misfortuneChance(int casualtiesThisRound);

// Battle Length Table: minutes per round, by the number of elements of the smaller force.
int roundLengthMinutes(qint64 elementsOfSmallerForce);

// Looting the field: 30 minutes for 1-9 elements, doubled for every tenfold increase.
qint64 lootingMinutes(qint64 elementsInvolved);

// Rounds down to a multiple of 5 (percent casualties move in steps of 5).
constexpr int roundDownToFive(int percent)
{
    return percent - percent % 5;
}

} // namespace muster::gurps
