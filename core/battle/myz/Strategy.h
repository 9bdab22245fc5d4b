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

StrategyCategory categoryOf(Strategy strategy);
QList<Strategy> allStrategies();
QString strategyCode(Strategy strategy); // "total-attack"
QString strategyName(Strategy strategy); // translated
// What the strategy does, in one line for the choice list's tooltip.
QString strategyEffect(Strategy strategy);
std::optional<Strategy> strategyFromName(const QString &text);

inline bool isDefensive(Strategy s) { return categoryOf(s) == StrategyCategory::Defensive; }
inline bool isRetreat(Strategy s) { return categoryOf(s) == StrategyCategory::Retreat; }
inline bool isOffensive(Strategy s) { return categoryOf(s) == StrategyCategory::Offensive; }

} // namespace muster::myz
