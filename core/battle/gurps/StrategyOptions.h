#pragma once

#include "battle/gurps/BattleSetup.h"
#include "battle/gurps/Strategy.h"

#include <QList>

namespace muster::gurps {

// What limits one side's choice of strategy this round.
struct StrategyContext
{
    int round = 1;
    BattleKind kind = BattleKind::Pitched;
    bool confused = false;
    bool startedConfused = false;
    bool mobile = true;             // not encamped before the battle
    bool hasDefenseBonus = false;
    bool ambusher = false;
    bool fanaticsRefusedRetreat = false; // this round's Leadership roll for Full Retreat or Parley failed
    int casualties = 0;
    int enemyCasualties = 0;
    bool siege = false;             // Deliberate Defense for either side on any round
    bool besieged = false;          // only the besieged's strategies ("Playing Out a Siege")
    bool defenseNeedsPb = false;    // an amphibious assault's attacker: no defense before +1 PB
    int positionBonus = 0;          // this side's PB
};

// The strategies the rules allow ("Reconnaissance and Battle Strategy", the strategies' own limits, and
// the Battle Strategy rules of sieges and amphibious assaults).
QList<BattleStrategy> legalStrategies(const StrategyContext &context);
bool isLegal(const StrategyContext &context, BattleStrategy strategy);
// Desperate: 25 percentage points more casualties than the enemy, and not with Deliberate or Skirmish.
bool desperateAllowed(const StrategyContext &context, BattleStrategy strategy);
// Every legal choice, the Desperate ones included.
QList<StrategyChoice> legalChoices(const StrategyContext &context);
// Whether `choice` is among them.
bool isLegalChoice(const StrategyContext &context, StrategyChoice choice);

} // namespace muster::gurps
