#pragma once

#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/forecast/BattlePolicy.h"
#include "dice/DiceSource.h"

namespace muster::gurps {

// How a battle played out by the program ended, as the forecast counts it.
enum class Ending {
    Victory0,           // side 0 wiped side 1 out
    Victory1,
    MutualAnnihilation,
    Escape0,            // side 0 escaped by a retreat strategy (side 1 holds the field and may pursue)
    Escape1,
    NoBattle,           // a retreat met a defense or another retreat: contact broken, nothing fought
    BreakOut,           // the besieged escaped the fortress; an ordinary battle follows
    Talks,              // both sides parleyed: what the talks decide is the GM's
    Unresolved,         // still going after the round limit
    Count
};
constexpr int endingCount = int(Ending::Count);

QString endingCode(Ending ending); // "side_0_wins", "side_1_escapes", "no_battle", ...: muster-cli's keys
QString endingName(Ending ending, const QStringList &sideNames); // translated, short: "Sir Richard wins"
QString endingDescription(Ending ending);                      // translated: what the ending means
// The ending of a battle the program stopped playing (finished, halted for talks, or at the round limit).
Ending endingOf(const BattleState &state);

// Plays the battle from where it stands to its end, taking every decision the battle dialog asks the GM for by
// `policies` and rolling every die with `dice`; `policies[s].firstRound` counts for the round in progress.
// Stops after `maxRounds` more rounds, or when both sides parley. Without `misfortunes`, every Misfortunes of War
// roll is rolled and then read as an 18, so nobody is hurt and the dice run as they would have until someone is
// (the forecast's paired battles: Forecast.h).
void playOut(BattleEngine &engine, const BattlePolicies &policies, dice::DiceSource &dice, int maxRounds = 1000,
             bool misfortunes = true);

} // namespace muster::gurps
