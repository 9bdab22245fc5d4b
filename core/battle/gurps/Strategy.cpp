#include "Strategy.h"

#include "common/NameLookup.h"

#include <QCoreApplication>

namespace muster::gurps {

namespace {

struct StrategyText
{
    Q_DECLARE_TR_FUNCTIONS(Strategy)
};

const char *englishName(BattleStrategy strategy)
{
    switch (strategy) {
    case BattleStrategy::AllOutAttack:
        return QT_TRANSLATE_NOOP("Strategy", "All-Out Attack");
    case BattleStrategy::Attack:
        return QT_TRANSLATE_NOOP("Strategy", "Attack");
    case BattleStrategy::DeliberateAttack:
        return QT_TRANSLATE_NOOP("Strategy", "Deliberate Attack");
    case BattleStrategy::IndirectAttack:
        return QT_TRANSLATE_NOOP("Strategy", "Indirect Attack");
    case BattleStrategy::AllOutDefense:
        return QT_TRANSLATE_NOOP("Strategy", "All-Out Defense");
    case BattleStrategy::Defense:
        return QT_TRANSLATE_NOOP("Strategy", "Defense");
    case BattleStrategy::DeliberateDefense:
        return QT_TRANSLATE_NOOP("Strategy", "Deliberate Defense");
    case BattleStrategy::MobileDefense:
        return QT_TRANSLATE_NOOP("Strategy", "Mobile Defense");
    case BattleStrategy::Parley:
        return QT_TRANSLATE_NOOP("Strategy", "Parley");
    case BattleStrategy::Rally:
        return QT_TRANSLATE_NOOP("Strategy", "Rally");
    case BattleStrategy::FightingRetreat:
        return QT_TRANSLATE_NOOP("Strategy", "Fighting Retreat");
    case BattleStrategy::FullRetreat:
        return QT_TRANSLATE_NOOP("Strategy", "Full Retreat");
    case BattleStrategy::Raid:
        return QT_TRANSLATE_NOOP("Strategy", "Raid");
    case BattleStrategy::Skirmish:
        return QT_TRANSLATE_NOOP("Strategy", "Skirmish");
    case BattleStrategy::Count:
        break;
    }
    return "";
}

} // namespace

QString strategyCode(BattleStrategy strategy)
{
    return nameCode(englishName(strategy));
}

QString strategyName(BattleStrategy strategy)
{
    return StrategyText::tr(englishName(strategy));
}

QString strategyChoiceName(const StrategyChoice &choice)
{
    return choice.desperate ? StrategyText::tr("Desperate %1").arg(strategyName(choice.strategy))
                            : strategyName(choice.strategy);
}

QString strategyRuleSummary(BattleStrategy strategy)
{
    switch (strategy) {
    case BattleStrategy::AllOutAttack:
        return StrategyText::tr("+2. Winning inflicts 5% more casualties; own casualties doubled unless they are 0.");
    case BattleStrategy::Attack:
        return StrategyText::tr("No modifier.");
    case BattleStrategy::DeliberateAttack:
        return StrategyText::tr("+1, +1 more with Artillery superiority. Halves the enemy's Defense Bonus; "
                                "lets the enemy change strategy.");
    case BattleStrategy::IndirectAttack:
        return StrategyText::tr("-3, or -2 with C3I superiority; -2 more right after another Indirect Attack. Doubles the "
                                "margin of victory (x1.5 on later tries).");
    case BattleStrategy::AllOutDefense:
        return StrategyText::tr("+2. Losing costs 1 PB less; own casualties doubled unless they are 0; "
                                "cannot gain PB.");
    case BattleStrategy::Defense:
        return StrategyText::tr("+1 and the Defense Bonus; cannot gain PB.");
    case BattleStrategy::DeliberateDefense:
        return StrategyText::tr("+1, or +2 with Fire superiority, and the Defense Bonus. Winning or tying "
                                "inflicts 5% more casualties; lets the enemy change strategy.");
    case BattleStrategy::MobileDefense:
        return StrategyText::tr("+1 with Cavalry or Naval superiority. Losing or tying: 5% fewer own "
                                "casualties, and the enemy gains 1 more PB.");
    case BattleStrategy::Parley:
        return StrategyText::tr("Asks to talk. If refused, fights as Defense at -1.");
    case BattleStrategy::Rally:
        return StrategyText::tr("-2. A confused force regroups: Leadership-2 at the end of the round.");
    case BattleStrategy::FightingRetreat:
        return StrategyText::tr("+3. Escapes on a win or tie; losing gives the enemy 1 more PB and costs "
                                "logistics too. Enemy casualties halved.");
    case BattleStrategy::FullRetreat:
        return StrategyText::tr("+8. The force escapes and loses the battle; 10% fewer own casualties, "
                                "which also hit logistics; inflicts none.");
    case BattleStrategy::Raid:
        return StrategyText::tr("+1 per Air, Cavalry, Naval and Recon superiority. Can only reduce enemy PB; "
                                "the winner may strike the enemy's logistics instead.");
    case BattleStrategy::Skirmish:
        return StrategyText::tr("+2, +1 more with Air, Artillery or Fire superiority. Halves the margin; "
                                "5% fewer own casualties; cannot gain PB.");
    case BattleStrategy::Count:
        break;
    }
    return {};
}

std::optional<BattleStrategy> strategyFromCode(const QString &code)
{
    return findByName(allStrategies, code, strategyCode);
}

} // namespace muster::gurps
