#pragma once

#include "battle/gurps/recon/ReconContest.h"

#include <array>

namespace muster::gurps {

// The exact chance of every result of a Reconnaissance Contest before anyone rolls, from the 3d6
// distributions of both sides and the 1d of a tie.
struct ReconOdds
{
    std::array<double, 2> initiative{};
    std::array<double, 2> surprise{};
    std::array<double, 2> ambush{};
    double tiePitched = 0;
    double tieEncounter = 0;
    double doubleConfusion = 0;

    // The chance of one result; `side` picks the winner of a win and is ignored otherwise.
    double of(ReconResult result, int side = 0) const;
    double winFor(int side) const;
    double total() const; // 1 up to rounding
};

ReconOdds reconOdds(const ReconContest &contest);

} // namespace muster::gurps
