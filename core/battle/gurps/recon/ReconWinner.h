#pragma once

#include "battle/gurps/BattleSetup.h"
#include "common/Result.h"
#include "battle/gurps/recon/ReconContest.h"

#include <QStringList>

#include <optional>

namespace muster::gurps {

// The enemy estimate the winning intelligence chief gets: within this many percent either way.
constexpr int enemyEstimateTolerancePercent = 25;

// What the winner of the Reconnaissance Contest may do ("Winning Initiative", "Achieving Surprise",
// "Achieving an Ambush"). Without a winner (a tie) nothing is chosen: the contest decided the battle.
struct WinnerOptions
{
    int side = -1;
    Advantage advantage = Advantage::None;
    bool mayAvoidBattle = false;           // the enemy is bunkered, or mobile and no faster
    bool enemyConfusedInEncounter = false; // surprise or ambush
    bool enemyConfusedInPitched = false;   // ambush
    QStringList text;                      // translated, one line per option
};

// Whether `winner` may turn back and avoid `enemy`: the enemy is bunkered, or mobile at an equal or
// slower speed (speeds as given; two unknown speeds count as equal).
bool mayAvoidBattle(const ReconSide &winner, const ReconSide &enemy);

WinnerOptions winnerOptions(const ReconOutcome &outcome, const ReconSetup &setup);

// The low and high ends of an estimate of the enemy's TS, for the GM to show.
struct EnemyEstimate
{
    double low = 0;
    double high = 0;
};
EnemyEstimate enemyEstimateRange(double enemyTs);

enum class WinnerChoice { PitchedBattle, EncounterBattle, AvoidBattle };

// How the battle starts for the battle dialog, or nullopt when the winner avoids battle. The choice is
// the winner's; after a tie or a double critical failure it is ignored. Avoiding battle when the options
// do not allow it is an error (field "choice").
Result<std::optional<BattleStart>> battleStartFrom(const ReconOutcome &outcome, const WinnerOptions &options,
                                                   WinnerChoice choice);

} // namespace muster::gurps
