#include "ReconOdds.h"

#include <algorithm>

namespace muster::gurps {

double ReconOdds::of(ReconResult result, int side) const
{
    switch (result) {
    case ReconResult::Initiative:
        return initiative.at(size_t(side));
    case ReconResult::Surprise:
        return surprise.at(size_t(side));
    case ReconResult::Ambush:
        return ambush.at(size_t(side));
    case ReconResult::TiePitched:
        return tiePitched;
    case ReconResult::TieEncounter:
        return tieEncounter;
    case ReconResult::DoubleConfusion:
        return doubleConfusion;
    }
    return 0;
}

double ReconOdds::winFor(int side) const
{
    return initiative.at(size_t(side)) + surprise.at(size_t(side)) + ambush.at(size_t(side));
}

double ReconOdds::total() const
{
    return winFor(0) + winFor(1) + tiePitched + tieEncounter + doubleConfusion;
}

ReconOdds reconOdds(const ReconContest &contest)
{
    ReconOdds odds;
    // A tie is pitched on 1d <= the Terrain Rating.
    const double pitchedOnTie = std::clamp(contest.terrainRating, 0, 6) / 6.0;
    for (int r0 = dice::minimum3d6; r0 <= dice::maximum3d6; ++r0) {
        for (int r1 = dice::minimum3d6; r1 <= dice::maximum3d6; ++r1) {
            const double p = dice::probability3d6(r0) * dice::probability3d6(r1);
            const ReconQuickContest quick = quickReconContest(contest, {r0, r1});
            if (quick.doubleCriticalFailure) {
                odds.doubleConfusion += p;
                continue;
            }
            const int winner = quick.winner();
            if (winner < 0) {
                odds.tiePitched += p * pitchedOnTie;
                odds.tieEncounter += p * (1 - pitchedOnTie);
                continue;
            }
            switch (winResult(quick.marginOfVictory, contest.terrainRating)) {
            case ReconResult::Ambush:
                odds.ambush.at(size_t(winner)) += p;
                break;
            case ReconResult::Surprise:
                odds.surprise.at(size_t(winner)) += p;
                break;
            default:
                odds.initiative.at(size_t(winner)) += p;
                break;
            }
        }
    }
    return odds;
}

} // namespace muster::gurps
