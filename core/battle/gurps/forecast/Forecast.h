#pragma once

#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/forecast/BattlePolicy.h"
#include "battle/gurps/forecast/PlayedOut.h"

#include <array>

namespace muster::gurps {

// One side's part of a forecast.
struct SideForecast
{
    double tsBefore = 0;                       // the TS its casualties are taken from
    std::array<double, 101> finalCasualties{}; // chance of each percent at the end, after the aftermath's halving
    std::array<double, 101> atMostError{};     // standard error of the chance of that percent or less
    double expectedCasualties = 0;             // the mean of the above
    double expectedCasualtiesError = 0;
    double commanderFalls = 0;                 // the commander in charge when the forecast starts falls or surrenders
    double commanderFallsError = 0;
};

// How a forecast's figures were made.
enum class ForecastMethod {
    // A Markov chain over everything the rules carry from one round to the next (casualties, Position Bonus,
    // Indirect Attack streaks, confusion, revolts, who commands and every person's HP), every die folded in.
    Exact,
    // That chain with nobody hurt (Misfortunes of War left out), corrected by paired battles through the engine:
    // each played twice on the same dice, once as the rules say and once with nobody hurt; the mean difference
    // is added to the chain's figures and its spread is their standard error.
    ExactWithSampledMisfortunes,
    // Battles played out through the engine, counted.
    Sampled,
};

// The whole battle from where it stands, both sides fighting by their policies ("Fighting the Battle" to
// "After the Battle").
struct BattleForecast
{
    ForecastMethod method = ForecastMethod::Exact;
    int battles = 0;                              // the paired or sampled battles behind the standard errors
    int firstRound = 1;                           // the round the forecast starts from
    std::array<double, endingCount> endings{};    // chances, summing to 1
    std::array<double, endingCount> endingErrors{};
    std::array<SideForecast, 2> sides;
    double expectedRounds = 0; // rounds begun, the first included
    double expectedRoundsError = 0;
    double expectedHours = 0;  // of fighting (rounds with a Quick Contest)
    double expectedHoursError = 0;
    qsizetype states = 0;      // the largest round's count of distinct states of the chain

    // Side `side` holds the field at the end: it wiped the enemy out or the enemy escaped by retreat.
    double wins(int side) const;
};

struct ForecastLimits
{
    int maxRounds = 200;          // rounds after which a battle counts as unresolved
    qsizetype maxStates = 100000; // more states in a round and the forecast samples instead
    int battles = 1000;           // paired battles for Misfortunes of War, or battles when sampling
    bool exactMisfortunes = false; // follow every person's HP in the chain (small battles only)
    quint64 seed = 20261128;      // the battles' dice
};

// The forecast from the start of the round in progress (or from the Disloyal check before the first), with the
// round's strategies as far as the GM has chosen them, else each side's policy: exact with sampled Misfortunes
// of War (or fully exact with `exactMisfortunes`), sampled when the chain outgrows `maxStates` or the battle is
// in its pursuit or over.
BattleForecast forecastBattle(const BattleEngine &engine, const BattlePolicies &policies, const ForecastLimits &limits = {});

// The chain alone (ForecastMethod::Exact); without `misfortunes` nobody is hurt. Nothing when it outgrows the limit.
std::optional<BattleForecast> chainForecast(const BattleEngine &engine, const BattlePolicies &policies, bool misfortunes,
                                            const ForecastLimits &limits = {});

// The same for several policies that differ only in their strategies (the advisor's cells): what the chain
// learns of the rules' answers in one serves the next.
QList<std::optional<BattleForecast>> chainForecasts(const BattleEngine &engine, const QList<BattlePolicies> &policies,
                                                    bool misfortunes, const ForecastLimits &limits = {});

// For the advisor: each side's chance to win the battle (Victory or the enemy's escape) for each pair of this
// round's choices, both sides fighting by `policies` after it, nobody hurt (as chainForecast without
// misfortunes). The later rounds' states are explored once and their chances found by value iteration, shared
// by every pair. Nothing when the states outgrow `maxStates` or the chain cannot start (chainForecast).
std::optional<QList<std::array<double, 2>>> battleWinsByFirstRound(const BattleEngine &engine, const BattlePolicies &policies,
                                                                   const QList<std::array<StrategyChoice, 2>> &firstRounds,
                                                                   const ForecastLimits &limits = {});

// The figures of `battles` battles played out through the engine with the program's dice (playOut).
BattleForecast sampleBattles(const BattleEngine &engine, const BattlePolicies &policies, int battles, quint64 seed,
                             int maxRounds = 200, bool misfortunes = true);

// The policies as the round in progress stands: the strategies already chosen are this round's choices.
BattlePolicies policiesForRoundInProgress(const BattleEngine &engine, BattlePolicies policies);

} // namespace muster::gurps
