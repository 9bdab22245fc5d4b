#pragma once

#include <QString>

#include <array>
#include <optional>

namespace muster::gurps {

// The battle strategies of "Choose Battle Strategy" (Battle Strategies Table of Appendix B).
enum class BattleStrategy {
    AllOutAttack,
    Attack,
    DeliberateAttack,
    IndirectAttack,
    AllOutDefense,
    Defense,
    DeliberateDefense,
    MobileDefense,
    Parley,
    Rally,
    FightingRetreat,
    FullRetreat,
    Raid,
    Skirmish,
    Count
};
constexpr int strategyCount = int(BattleStrategy::Count);

constexpr std::array<BattleStrategy, strategyCount> allStrategies = {
    BattleStrategy::AllOutAttack,      BattleStrategy::Attack,        BattleStrategy::DeliberateAttack,
    BattleStrategy::IndirectAttack,    BattleStrategy::AllOutDefense, BattleStrategy::Defense,
    BattleStrategy::DeliberateDefense, BattleStrategy::MobileDefense, BattleStrategy::Parley,
    BattleStrategy::Rally,             BattleStrategy::FightingRetreat, BattleStrategy::FullRetreat,
    BattleStrategy::Raid,              BattleStrategy::Skirmish};

enum class StrategyCategory { Attack, Defense, Retreat, RaidAndSkirmish };

constexpr StrategyCategory categoryOf(BattleStrategy strategy)
{
    switch (strategy) {
    case BattleStrategy::AllOutAttack:
    case BattleStrategy::Attack:
    case BattleStrategy::DeliberateAttack:
    case BattleStrategy::IndirectAttack:
        return StrategyCategory::Attack;
    case BattleStrategy::FightingRetreat:
    case BattleStrategy::FullRetreat:
        return StrategyCategory::Retreat;
    case BattleStrategy::Raid:
    case BattleStrategy::Skirmish:
        return StrategyCategory::RaidAndSkirmish;
    default:
        return StrategyCategory::Defense;
    }
}
constexpr bool isAttack(BattleStrategy s)
{
    return categoryOf(s) == StrategyCategory::Attack;
}
constexpr bool isDefense(BattleStrategy s)
{
    return categoryOf(s) == StrategyCategory::Defense;
}
constexpr bool isRetreat(BattleStrategy s)
{
    return categoryOf(s) == StrategyCategory::Retreat;
}
// Deliberate Attack, Deliberate Defense and Parley are slow and hand the opponent the momentum.
constexpr bool surrendersMomentum(BattleStrategy s)
{
    return s == BattleStrategy::DeliberateAttack || s == BattleStrategy::DeliberateDefense ||
           s == BattleStrategy::Parley;
}
// Desperate goes with any strategy but these three.
constexpr bool allowsDesperate(BattleStrategy s)
{
    return s != BattleStrategy::DeliberateAttack && s != BattleStrategy::DeliberateDefense &&
           s != BattleStrategy::Skirmish;
}

// "Impetuous": the strategies whose elan gives a force with Impetuous elements +1 in the first round.
constexpr bool inspiresElan(BattleStrategy s)
{
    return s == BattleStrategy::Attack || s == BattleStrategy::AllOutAttack || s == BattleStrategy::Raid;
}

// What a commander orders for a round.
struct StrategyChoice
{
    BattleStrategy strategy = BattleStrategy::Attack;
    bool desperate = false;
    bool operator==(const StrategyChoice &) const = default;
};

QString strategyCode(BattleStrategy strategy); // "all-out-attack": files and muster-cli
QString strategyName(BattleStrategy strategy); // translated
QString strategyChoiceName(const StrategyChoice &choice); // "Desperate All-Out Attack"
QString strategyRuleSummary(BattleStrategy strategy);     // translated one-line summary of its rules
std::optional<BattleStrategy> strategyFromCode(const QString &code);

} // namespace muster::gurps
