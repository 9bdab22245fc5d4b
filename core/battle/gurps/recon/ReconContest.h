#pragma once

#include "common/Result.h"
#include "dice/Dice.h"
#include "dice/DiceSource.h"
#include "battle/gurps/recon/ReconSide.h"

#include <array>
#include <optional>

namespace muster::gurps {

// What the Reconnaissance Contest decided.
enum class ReconResult {
    Initiative,      // a win by less than the Terrain Rating
    Surprise,        // a win by the Terrain Rating or more
    Ambush,          // a win by the Terrain Rating + 5 or more
    TiePitched,      // a tie (or a bunkered win), 1d <= Terrain Rating: pitched battle
    TieEncounter,    // a tie (or a bunkered win), 1d > Terrain Rating: encounter battle
    DoubleConfusion, // both critically failed: encounter battle, both sides confused
};
constexpr ReconResult allReconResults[] = {ReconResult::Initiative,   ReconResult::Surprise,
                                           ReconResult::Ambush,       ReconResult::TiePitched,
                                           ReconResult::TieEncounter, ReconResult::DoubleConfusion};
QString reconResultName(ReconResult result); // translated
constexpr bool isWin(ReconResult result)
{
    return result == ReconResult::Initiative || result == ReconResult::Surprise ||
           result == ReconResult::Ambush;
}

// Everything the contest needs once the modifiers are known.
struct ReconContest
{
    std::array<int, 2> skills{10, 10};
    std::array<bool, 2> bunkered{};
    int terrainRating = 6;
    bool operator==(const ReconContest &) const = default;
};

// The effective skills, bunkered postures and Terrain Rating of a setup.
ReconContest reconContestFor(const ReconSetup &setup);

// The Quick Contest itself, before the Terrain Rating decides what a win or a tie means.
struct ReconQuickContest
{
    std::array<int, 2> margins{}; // skill - roll
    std::array<dice::RollOutcome, 2> outcomes{};
    int higherMargin = -1; // the side with the higher margin, -1 if equal
    int marginOfVictory = 0;
    bool bunkeredWin = false;           // the higher margin is a bunkered side's: a tie
    bool doubleCriticalFailure = false; // decides the contest whatever the margins

    int winner() const { return doubleCriticalFailure || bunkeredWin ? -1 : higherMargin; }
};
// `rolls` must be valid 3d6 totals.
ReconQuickContest quickReconContest(const ReconContest &contest, const std::array<int, 2> &rolls);

// A win's result by its margin of victory.
ReconResult winResult(int marginOfVictory, int terrainRating);
// A tie's result by the 1d roll.
ReconResult tieResult(int d6, int terrainRating);

struct ReconOutcome
{
    ReconResult result = ReconResult::TiePitched;
    int winner = -1;         // the side with initiative, surprise or ambush; -1 otherwise
    int marginOfVictory = 0; // of the higher margin, even when a bunkered win counts as a tie
    std::array<int, 2> rolls{};
    std::array<int, 2> margins{};
    std::array<dice::RollOutcome, 2> outcomes{};
    bool bunkeredWin = false;
    std::optional<int> tieRoll; // the 1d roll of a tie
    int terrainRating = 6;
    bool operator==(const ReconOutcome &) const = default;
};

// Whether these rolls make a tie that needs the 1d roll.
bool needsTieRoll(const ReconContest &contest, const std::array<int, 2> &rolls);

// The contest with rolls typed in; a tie needs `tieRoll` (error field "tieRoll").
Result<ReconOutcome> resolveReconContest(const ReconContest &contest, const std::array<int, 2> &rolls,
                                         std::optional<int> tieRoll = std::nullopt);
// The contest rolled by the program; the 1d only when there is a tie.
ReconOutcome rollReconContest(const ReconContest &contest, dice::DiceSource &dice);

// "Strykland wins by 3: initiative (Terrain Rating 6)." Translated.
QString describeReconOutcome(const ReconOutcome &outcome, const std::array<QString, 2> &sideNames);

} // namespace muster::gurps
