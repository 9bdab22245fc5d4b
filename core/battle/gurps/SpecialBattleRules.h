#pragma once

#include "battle/gurps/BattleSetup.h"
#include "battle/gurps/BattleState.h"
#include "battle/gurps/Strategy.h"
#include "catalog/Breakdown.h"
#include "common/Result.h"

#include <array>

namespace muster::gurps {

// The rules of "Special Battle Situations" that are not about who fights (Combatants.h, FieldedSetup.h).

// The Defense Bonus `side` fights with (before a revolt takes it away):
//  - siege: the fortress's, for the besieged side when bunkered inside (-1 when overcrowded); none for
//    the besieger ("It doesn't benefit forces outside the fortress");
//  - amphibious assault: the defender's obstacle and defenses (or the GM's figure); none for the attacker;
//  - naval battle: none at sea; the GM's figure for the side with home waters in a coastal battle;
//  - otherwise the GM's figure in the side's set-up.
int defenseBonusOf(const BattleSetup &setup, int side);
Breakdown defenseBonusBreakdown(const BattleSetup &setup, int side); // translated

// Checks what the special battle rules require of the set-up; the error names the field
// ("special.siege.fortress.capacity_wt", "sides[1].elements[3]", "start.kind", ...).
Status validateSpecialBattle(const BattleSetup &setup);

// "Playing Out a Siege", Battle Strategy: what the besieged may choose.
bool besiegedMayChoose(BattleStrategy strategy);
// Battle Resolution: the besieger's Deliberate Attack against the besieged's Deliberate Defense; the
// round is 24 times as long and ignores night and weather.
bool isLongSiegeRound(const BattleSetup &setup, const std::array<StrategyChoice, 2> &fought);
// 4 in a siege, 24 in a long siege round, 1 otherwise.
int roundLengthMultiplier(const BattleSetup &setup, const std::array<StrategyChoice, 2> &fought);
// Minutes one round lasts: the Battle Length Table for the smaller force (combatants only), times the above.
qint64 battleRoundMinutes(const BattleSetup &setup, const std::array<StrategyChoice, 2> &fought = {});

// "Amphibious Assaults", Battle Strategy: the attacker's penalty for any retreat strategy (-4), 0 else.
int retreatPenalty(const BattleSetup &setup, int side);

// A break-out ends the siege and starts an ordinary battle outside the fortress: the set-up of that
// battle, for the caller to start. Both sides keep their casualties (as starting casualties, at most 95%)
// and the people still in the battle, the current commander first; nobody has a Defense Bonus until the
// GM gives one; the besieged are no longer encamped.
BattleSetup breakOutBattle(const BattleSetup &siege, const BattleState &state);
// A side going on to another battle: its casualties so far as starting casualties (at most 95%), and the
// people still in it with the HP they have left, the one in command first; no Defense Bonus.
SideSetup sideCarryingOn(const SideSetup &side, const SideState &state);

} // namespace muster::gurps
