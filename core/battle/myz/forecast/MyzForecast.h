#pragma once

#include "battle/myz/MyzBattle.h"
#include "battle/myz/forecast/MyzPlayOut.h"

#include <QList>

#include <array>

namespace muster::myz {

// The fractions of the battles at which a faction's fighters killed are read: 10%, a quarter, the median, ...
inline constexpr std::array<double, 5> fightersKilledLevels{0.10, 0.25, 0.50, 0.75, 0.90};

// One faction's part of a forecast. Every standard error is that of the mean over the battles sampled: for a
// chance p over N battles sqrt(p(1 - p) / N), for a mean the battles' standard deviation over sqrt(N).
struct MyzSideForecast
{
    double wins = 0; // myzWinner: the foe routed, surrendered, escaped, or alone ran out of Battle Dice
    double winsError = 0;
    // Fighters killed in the whole battle, the Waves already fought included ("Casualties").
    double fightersKilled = 0;
    double fightersKilledError = 0;
    // At each of fightersKilledLevels, the fewest fighters killed that at least that fraction of battles stay within.
    std::array<int, fightersKilledLevels.size()> fightersKilledQuantiles{};
    int fightersKilledMost = 0; // in any battle sampled
    double battleDiceLeft = 0;  // at the end (the next Wave's Battle Dice)
    double battleDiceLeftError = 0;
    double leaderCaptured = 0;  // an Overwhelming Victory took the leader
    double leaderCapturedError = 0;
    // For each person of the set-up, the chance to end the battle broken (Retaliation damage at least their
    // strength); 0 for NPCs, who suffer no Retaliation.
    QList<double> broken;
    QList<double> brokenErrors;
};

// A whole battle from where it stands, both leaders fighting by their policies, sampled.
struct MyzForecast
{
    int battles = 0;
    quint64 seed = 0;
    int firstWave = 1;                       // the Wave at hand when the forecast starts
    int maxWaves = 0;                        // Waves, that one included, after which a battle is unresolved
    std::array<double, myzEndingCount> endings{}; // chances, summing to 1
    std::array<double, myzEndingCount> endingErrors{};
    std::array<MyzSideForecast, 2> sides;
    // Waves fought from the one at hand, that one included (none when the battle is over already).
    double expectedWaves = 0;
    double expectedWavesError = 0;

    double wins(int side) const { return sides[side].wins; }
};

// The standard error of a chance `p` counted over `battles` battles: sqrt(p(1 - p) / battles).
double chanceStandardError(double p, int battles);

// `battles` battles played out from `from` (a new battle or one in progress, which each continues) by playOut, one
// after another, with the program's dice from `seed` drawn in batches (DiceSource::Sixes::Batched), counted.
MyzForecast sampleMyzBattles(const MyzBattle &from, const MyzPolicies &policies, int battles, quint64 seed,
                             int maxWaves = 100);

} // namespace muster::myz
