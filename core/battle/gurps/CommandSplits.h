#pragma once

#include "battle/gurps/BattleSetup.h"
#include "battle/gurps/BattleState.h"
#include "battle/gurps/Strategy.h"
#include "catalog/Breakdown.h"
#include "common/Result.h"

#include <QList>

#include <array>

namespace muster::gurps {

// "Three-Sided Battles" and "Subordinate Commands": pure functions that turn one battle into the two-sided
// battles the engine fights. The GM decides what goes where; these apply the rules to his choices.

// --- Three forces, two cooperating loosely ---------------------------------------------------------------
// The allies fight as a single force under the commander of the larger one (by TS), at the average of
// their commanders' Strategy rounded down; the extra -1 for limited coordination is the set-up's
// special.commandPenalty (see alliedCommandPenalty).
struct AlliedForce
{
    SideSetup side;  // every ally's elements (or estimates) and people, the larger force's commander first
    int larger = 0;  // index of the ally with the larger TS: his strategy prevails
    int strategy = 10; // the commanders' average Strategy, rounded down (the commander's in `side`)
    Breakdown breakdown; // translated
};
Result<AlliedForce> alliedForce(const QList<SideSetup> &allies);
constexpr int alliedCommandPenalty = -1;
// "Should the commanders pick different battle strategies, the larger force's strategy prevails."
StrategyChoice alliedStrategy(const AlliedForce &allies, const QList<StrategyChoice> &choices);

// --- Three mutually hostile forces -----------------------------------------------------------------------
// Each commander fights two battles and takes -4 in all on his two Strategy rolls, chosen secretly:
// 0 and -4, -1 and -3, or -2 and -2 (either way round).
QList<std::array<int, 2>> splitCommandChoices();
bool isValidCommandSplit(std::array<int, 2> penalties);
// The three battles, A against B, B against C and C against A, of the forces each commander sent to it:
// `sent[i]` holds force i's share for its battle against the next force and against the previous one.
// Each battle's set-up carries the two commanders' penalties in special.commandPenalty.
struct ThreeWayShare
{
    SideSetup againstNext;     // force i's troops in its battle against force (i + 1) % 3
    SideSetup againstPrevious; // ... against force (i + 2) % 3
    std::array<int, 2> penalties{}; // on its roll against the next force, and against the previous one
};
Result<std::array<BattleSetup, 3>> threeWayBattles(const std::array<ThreeWayShare, 3> &forces, const BattleSetup &base);

// --- Splitting a force (subordinate commands, three-way battles) ----------------------------------------
// `taken[i]` of the side's elements[i] leave with the detachment; an estimated side gives the fraction
// `taken[0] / elements` of its estimate. The detachment is led by `leader` (a person of the side, or a
// new one); the people stay with the main force otherwise.
struct SplitForce
{
    SideSetup detachment;
    SideSetup remaining;
};
Result<SplitForce> splitForce(const SideSetup &side, const QList<int> &taken, const Person &leader);
// The fraction of the side's elements, by number, that `taken` is.
double elementFraction(const SideSetup &side, const QList<int> &taken);
// "If the PC commands 1/10 of his side's troops (by number of elements), then 1/10 of the enemy's forces
// will fight him": the same fraction of each of the enemy's element lines, rounded to whole elements so
// that the total is the fraction of all his elements, rounded to the nearest.
QList<int> matchingShare(const SideSetup &enemy, double fraction);

// "If a subordinate commander wins his fight but the main force on his side loses the main battle, he can
// opt to retreat immediately or stay and fight a second pitched battle against the entire remaining
// opposing force. Both sides retain their casualties but lose any Position Bonus": that battle's set-up.
// `side` is the subordinate's side in both battles. The remaining opposing force is the enemy's main
// force as the main battle left it; the enemy detachment he beat is routed (a ruling).
Result<BattleSetup> secondPitchedBattle(const BattleSetup &subordinate, const BattleState &subordinateState,
                                        const BattleSetup &main, const BattleState &mainState, int side);

} // namespace muster::gurps
