#pragma once

#include "battle/myz/Strategy.h"
#include "battle/myz/WaveResult.h"
#include "battle/myz/forecast/PushPolicy.h"

#include <array>
#include <vector>

namespace muster::myz {

class MyzBattle;

// The dice a leader rolls for the Battle roll. Support Dice set aside by a Commando Operation are not rolled, so
// they are not counted here.
struct PoolDice
{
    int battle = 0;
    int strategy = 0;
    int support = 0;
};

// The exact chances of a Battle roll once both leaders have pushed as their policies say: WaveOdds read on the
// dice as they lie after the last push, and more.
struct PushedWaveOdds : WaveOdds
{
    // Per side, the chance of each count (the index) on the final dice: sixes, ones on Battle Dice (each a Battle
    // Die lost and 2D6 casualties) and ones on Support Dice (damage, 1D6 casualties each).
    std::array<std::vector<double>, 2> successes;
    std::array<std::vector<double>, 2> losses;
    std::array<std::vector<double>, 2> damage;
    std::array<double, 2> expectedPushes{0, 0};
};

// `first` is the side that acts first in initiative order; it settles which leader pushes when both want to.
PushedWaveOdds pushedWaveOdds(std::array<PoolDice, 2> pools, std::array<PushPolicy, 2> push, int first,
                              std::array<Strategy, 2> fought, std::array<int, 2> feintsBefore);

// The same for a battle in its Battle Phase before the roll: its pools, initiative, strategies and past feints.
PushedWaveOdds pushedWaveOdds(const MyzBattle &battle, std::array<PushPolicy, 2> push);

} // namespace muster::myz
