#pragma once

#include "battle/myz/MyzBattle.h"
#include "battle/myz/forecast/PushPolicy.h"
#include "dice/DiceSource.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace muster::myz {

// How a leader fights a Mutant: Year Zero mass combat that the program plays out on its own (a forecast): the
// strategy it chooses every Wave and when it pushes. Everything else the rules leave to the players or the GM the
// program decides as a GM would expect for a plain fight between the two leaders:
// - Reconnaissance (when the set-up asks for one and it is not yet rolled): in Ruins (rating 3) by day in fair
//   weather; each leader's factors are what the set-up tells: a scout from the Hunting Party, home territory at its
//   own Ark, a defensive position when besieged. The winner sets an ambush whenever its margin allows one, unless it
//   means to open with a defensive strategy (an ambusher cannot). A GM who knows the ground takes that step herself
//   first (muster-cli: a "reconnaissance" step in "steps"), and the forecast continues from it.
// - Initiative: each leader's d6; on a tie a third d6 decides (1-3: side 0), as a GM rerolling the tie would.
// - Risk Phase: every person of the faction takes the policy's Risk Modifier.
// - Strategy Phase: no special circumstances, a Parley is never accepted (both leaders parleying is a cease-fire
//   all the same, by the rules); a strategy the rules do not allow now becomes the nearest one allowed
//   (policyStrategy).
// - Action Phase: no Remarkable Action, no Commando Operation and no Strategy Dice from the GM for NPCs.
// - Battle Phase: pushes by the push policy (PushPolicy.h), settling when neither leader pushes.
// - Support Phase: no Emergency Repairs and no Mend the Wounds (the players' own actions); a faction that Rallies
//   makes its Rally roll, its leader's COMMAND or MANIPULATE, whichever has more dice.
// - End Phase: every casualty, Retaliation, Armor and Ark die rolled as muster-cli rolls a step left to it; no GM
//   change of Battle Dice (no reinforcements).
// - A broken leader's successor (the first person still standing) rolls COMMAND or MANIPULATE, whichever has more
//   dice, at -3 and Risk.
struct FactionPolicy
{
    Strategy strategy = Strategy::Attack; // every Wave, as far as the rules allow it (policyStrategy)
    std::optional<Strategy> firstWave;    // the Wave at hand (the first of a new battle); `strategy` after it
    int risk = 0;                         // every person's Risk Modifier, -3 to +3
    PushPolicy push = PushPolicy::WhileBehind;
    friend bool operator==(const FactionPolicy &, const FactionPolicy &) = default;
};

using MyzPolicies = std::array<FactionPolicy, 2>;

// The strategy a policy fights with among the Wave's legal ones. When the wanted strategy is not allowed: a CONFUSED
// force Rallies; otherwise the nearest allowed, in this order of preference:
//   Attack, Planned Attack, Feinted Attack: Attack, Defense (a besieged force holds its walls);
//   Total Attack: Total Defense, Attack, Defense;
//   Defense, Parley, Rally: Defense, Attack (an ambusher cannot defend in the first Wave);
//   Total Defense: Total Attack, Defense, Attack;  Planned Defense: Defense, Planned Attack, Attack;
//   Fighting Retreat: Full Retreat, Defense;  Full Retreat: Fighting Retreat, Defense;
//   Raid: Skirmish, Attack, Defense;  Skirmish: Raid, Attack, Defense;
// then Attack, Defense, and the first legal one. `wanted` itself when nothing is legal (the rules always allow one).
Strategy policyStrategy(Strategy wanted, const QList<Strategy> &legal);

// How a battle played out ended, from the factions' exits ("End of Combat").
enum class MyzEnding {
    Side0Routs,       // an Overwhelming Victory routed side 0 (its leader captured): side 1 wins
    Side1Routs,
    Side0Surrenders,  // side 0, besieged with no way out, routed: it surrenders ("Sieges")
    Side1Surrenders,
    Side0Escapes,     // side 0 left the field by a retreat strategy; side 1 holds it
    Side1Escapes,
    NullBattle,       // a retreat met a retreat or a holding foe: the retreating forces fell back
    Side0OutOfDice,   // side 0 has no Battle Dice left, side 1 still has some
    Side1OutOfDice,
    BothOutOfDice,
    Unresolved,       // still fighting after the cap of Waves
    Count
};
constexpr int myzEndingCount = int(MyzEnding::Count);

QList<MyzEnding> allMyzEndings();
QString myzEndingCode(MyzEnding ending); // "side_0_routs", "null_battle", ...: muster-cli's keys
QString myzEndingName(MyzEnding ending, const QStringList &sideNames); // translated, short: "The Ark routs"
// The side that wins with this ending, or -1: the foe routed or surrendered (whatever the winner's own Battle Dice),
// the foe escaped, or the foe alone ran out of Battle Dice. A null battle, both out of dice or an unresolved battle
// has no winner.
int myzWinner(MyzEnding ending);
// How the battle stands: a faction's rout or surrender first, then an escape, a null battle, Battle Dice run out;
// Unresolved while no faction has left.
MyzEnding myzEndingOf(const MyzBattle &battle);

// Plays the battle from where it stands (a new battle or one in progress) to its end, taking every step through
// MyzBattle::take, each decision by `policies` (`firstWave` counts for the Wave at hand) and every die from `dice`.
// Stops when `maxWaves` Waves, the one at hand included, have begun without an end. A refused step is a bug: it is
// reported with qWarning and the play stops there.
// With StepChecks::Off the steps go through MyzBattle::takeOwn instead, unchecked (a debug build asserts): a forecast's
// millions of steps, built from the battle's own answers, in five sixths of the time. The tests play with the checks.
enum class StepChecks { On, Off };
MyzEnding playOut(MyzBattle &battle, const MyzPolicies &policies, dice::DiceSource &dice, int maxWaves = 100,
                  StepChecks checks = StepChecks::On);

} // namespace muster::myz
