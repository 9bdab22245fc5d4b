#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace muster::myz {

// The thirteen battle strategies of "Strategy Phase", in the order of its memo table's categories.
enum class Strategy {
    Attack, TotalAttack, PlannedAttack, FeintedAttack,         // offensive
    Defense, TotalDefense, PlannedDefense, Rally, Parley,      // defensive
    FightingRetreat, FullRetreat,                              // retreat
    Raid, Skirmish,                                            // harass
    Count
};

enum class StrategyCategory { Offensive, Defensive, Retreat, Harass };

// Inline: the rules ask it several times a Wave, and a forecast plays a million Waves.
constexpr StrategyCategory categoryOf(Strategy strategy)
{
    switch (strategy) {
    case Strategy::Attack:
    case Strategy::TotalAttack:
    case Strategy::PlannedAttack:
    case Strategy::FeintedAttack:
        return StrategyCategory::Offensive;
    case Strategy::FightingRetreat:
    case Strategy::FullRetreat:
        return StrategyCategory::Retreat;
    case Strategy::Raid:
    case Strategy::Skirmish:
        return StrategyCategory::Harass;
    default:
        return StrategyCategory::Defensive;
    }
}
QList<Strategy> allStrategies();
QString strategyCode(Strategy strategy); // "total-attack"
QString strategyName(Strategy strategy); // translated
// What the strategy does, in one line for the choice list's tooltip.
QString strategyEffect(Strategy strategy);
std::optional<Strategy> strategyFromName(const QString &text);

constexpr bool isDefensive(Strategy s) { return categoryOf(s) == StrategyCategory::Defensive; }
constexpr bool isRetreat(Strategy s) { return categoryOf(s) == StrategyCategory::Retreat; }
constexpr bool isOffensive(Strategy s) { return categoryOf(s) == StrategyCategory::Offensive; }

} // namespace muster::myz
