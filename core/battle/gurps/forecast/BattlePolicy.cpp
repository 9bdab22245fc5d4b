#include "BattlePolicy.h"

#include <QVarLengthArray>

namespace muster::gurps {

namespace {

QVarLengthArray<BattleStrategy, 3> nearestOfItsKind(BattleStrategy wanted)
{
    switch (categoryOf(wanted)) {
    case StrategyCategory::Attack:
        return {BattleStrategy::Attack};
    case StrategyCategory::Defense:
        return {BattleStrategy::Defense, BattleStrategy::MobileDefense};
    case StrategyCategory::Retreat:
        return {BattleStrategy::FightingRetreat, BattleStrategy::FullRetreat, BattleStrategy::Defense};
    case StrategyCategory::RaidAndSkirmish:
        return {BattleStrategy::Skirmish, BattleStrategy::Raid, BattleStrategy::Attack};
    }
    return {};
}

} // namespace

StrategyChoice policyChoice(StrategyChoice wanted, const QList<StrategyChoice> &legal)
{
    if (legal.contains(wanted))
        return wanted;
    const auto has = [&legal](BattleStrategy s) { return legal.contains(StrategyChoice{s, false}); };
    // A confused force has only Rally and Full Retreat.
    if (has(BattleStrategy::Rally))
        return StrategyChoice{BattleStrategy::Rally, false};
    if (has(wanted.strategy))
        return StrategyChoice{wanted.strategy, false};
    for (BattleStrategy s : nearestOfItsKind(wanted.strategy)) {
        if (has(s))
            return StrategyChoice{s, false};
    }
    return has(BattleStrategy::Attack) ? StrategyChoice{BattleStrategy::Attack, false} : legal.constFirst();
}

} // namespace muster::gurps
