#include "StrategyOptions.h"

#include "battle/gurps/SpecialBattleRules.h"

namespace muster::gurps {

bool isLegal(const StrategyContext &c, BattleStrategy s)
{
    // Confusion comes first: a confused force can only Rally or flee; the besieged cannot flee, since
    // Full Retreat is not among their strategies (a ruling: the text lists no exception for confusion).
    if (c.confused)
        return s == BattleStrategy::Rally || (s == BattleStrategy::FullRetreat && !c.besieged);
    if (s == BattleStrategy::Rally)
        return false;
    if (c.fanaticsRefusedRetreat && (s == BattleStrategy::FullRetreat || s == BattleStrategy::Parley))
        return false;
    const bool firstRound = c.round == 1;
    switch (s) {
    case BattleStrategy::DeliberateAttack:
        if (c.kind != BattleKind::Pitched || c.startedConfused)
            return false;
        break;
    case BattleStrategy::DeliberateDefense:
        if (c.kind != BattleKind::Pitched || c.startedConfused)
            return false;
        // "Either side may use it freely during a siege"; otherwise round 1 only, with a Defense Bonus.
        if (!c.siege && (!firstRound || !c.hasDefenseBonus))
            return false;
        break;
    default:
        break;
    }
    if (c.besieged && !besiegedMayChoose(s))
        return false;
    if (c.defenseNeedsPb && isDefense(s) && c.positionBonus < 1)
        return false;
    if (firstRound && c.kind == BattleKind::Encounter && c.mobile) {
        if (isRetreat(s))
            return false;
        if (isDefense(s) && s != BattleStrategy::MobileDefense)
            return false;
    }
    if (firstRound && c.ambusher && isDefense(s))
        return false;
    return true;
}

QList<BattleStrategy> legalStrategies(const StrategyContext &context)
{
    QList<BattleStrategy> legal;
    legal.reserve(strategyCount);
    for (BattleStrategy s : allStrategies) {
        if (isLegal(context, s))
            legal << s;
    }
    return legal;
}

bool desperateAllowed(const StrategyContext &context, BattleStrategy strategy)
{
    return allowsDesperate(strategy) && context.casualties >= context.enemyCasualties + 25 &&
           isLegal(context, strategy);
}

QList<StrategyChoice> legalChoices(const StrategyContext &context)
{
    QList<StrategyChoice> choices;
    choices.reserve(2 * strategyCount);
    for (BattleStrategy s : allStrategies) {
        if (!isLegal(context, s))
            continue;
        choices << StrategyChoice{s, false};
        if (desperateAllowed(context, s))
            choices << StrategyChoice{s, true};
    }
    return choices;
}

bool isLegalChoice(const StrategyContext &context, StrategyChoice choice)
{
    return choice.desperate ? desperateAllowed(context, choice.strategy) : isLegal(context, choice.strategy);
}

} // namespace muster::gurps
