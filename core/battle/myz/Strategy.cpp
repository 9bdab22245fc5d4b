#include "Strategy.h"

#include "common/NameLookup.h"

#include <QCoreApplication>

namespace muster::myz {

namespace {

const char *englishName(Strategy strategy)
{
    switch (strategy) {
    case Strategy::Attack: return QT_TRANSLATE_NOOP("MyzStrategy", "Attack");
    case Strategy::TotalAttack: return QT_TRANSLATE_NOOP("MyzStrategy", "Total Attack");
    case Strategy::PlannedAttack: return QT_TRANSLATE_NOOP("MyzStrategy", "Planned Attack");
    case Strategy::FeintedAttack: return QT_TRANSLATE_NOOP("MyzStrategy", "Feinted Attack");
    case Strategy::Defense: return QT_TRANSLATE_NOOP("MyzStrategy", "Defense");
    case Strategy::TotalDefense: return QT_TRANSLATE_NOOP("MyzStrategy", "Total Defense");
    case Strategy::PlannedDefense: return QT_TRANSLATE_NOOP("MyzStrategy", "Planned Defense");
    case Strategy::Rally: return QT_TRANSLATE_NOOP("MyzStrategy", "Rally");
    case Strategy::Parley: return QT_TRANSLATE_NOOP("MyzStrategy", "Parley");
    case Strategy::FightingRetreat: return QT_TRANSLATE_NOOP("MyzStrategy", "Fighting Retreat");
    case Strategy::FullRetreat: return QT_TRANSLATE_NOOP("MyzStrategy", "Full Retreat");
    case Strategy::Raid: return QT_TRANSLATE_NOOP("MyzStrategy", "Raid");
    case Strategy::Skirmish: return QT_TRANSLATE_NOOP("MyzStrategy", "Skirmish");
    case Strategy::Count: break;
    }
    return "";
}

struct MyzStrategyText
{
    Q_DECLARE_TR_FUNCTIONS(MyzStrategy)
};

} // namespace

QList<Strategy> allStrategies()
{
    QList<Strategy> all;
    for (int i = 0; i < int(Strategy::Count); ++i)
        all << Strategy(i);
    return all;
}

QString strategyCode(Strategy strategy)
{
    return nameCode(englishName(strategy));
}

QString strategyName(Strategy strategy)
{
    return MyzStrategyText::tr(englishName(strategy));
}

std::optional<Strategy> strategyFromName(const QString &text)
{
    return findByName(allStrategies(), text, strategyCode, strategyName);
}

QString strategyEffect(Strategy strategy)
{
    switch (strategy) {
    case Strategy::Attack: return MyzStrategyText::tr("No modifier.");
    case Strategy::TotalAttack: return MyzStrategyText::tr("+2 Strategy Dice; own casualties doubled; winning inflicts +1D6 casualties.");
    case Strategy::PlannedAttack:
        return MyzStrategyText::tr("+1 Strategy Die, +1 more with Artillery superiority; halves the foe's Defensive Advantage.");
    case Strategy::FeintedAttack:
        return MyzStrategyText::tr("-2 Strategy Dice (-4 right after another Feint); winning doubles the margin (+1 on later Feints).");
    case Strategy::Defense: return MyzStrategyText::tr("+1 Strategy Die and the Defensive Advantage.");
    case Strategy::TotalDefense: return MyzStrategyText::tr("+2 Strategy Dice and the Defensive Advantage; own casualties doubled.");
    case Strategy::PlannedDefense:
        return MyzStrategyText::tr("+1 Strategy Die, +1 more with Artillery superiority, and the Defensive Advantage; winning or tying "
                  "inflicts +1D6 casualties. First Wave only, with a Defensive Advantage and not surprised.");
    case Strategy::Rally:
        return MyzStrategyText::tr("Only when CONFUSED. A COMMAND or MANIPULATE roll in the Support Phase ends the confusion.");
    case Strategy::Parley:
        return MyzStrategyText::tr("Offers a truce: accepted, the Wave stops; declined, Defense with 1 Strategy Die less.");
    case Strategy::FightingRetreat:
        return MyzStrategyText::tr("+2 Strategy Dice; no Support Phase; cannot win; the foe's casualties halved; escapes on a win or tie.");
    case Strategy::FullRetreat:
        return MyzStrategyText::tr("+4 Strategy Dice (+2 when CONFUSED); no Support Phase; the foe takes no casualties; escapes "
                  "with 2D6 fewer casualties.");
    case Strategy::Raid:
        return MyzStrategyText::tr("+1 Strategy Die per Aerial, Cavalry and Naval superiority; winning makes the foe skip its Support "
                  "Phase.");
    case Strategy::Skirmish:
        return MyzStrategyText::tr("+2 Strategy Dice, +1 more with Aerial or Artillery superiority; 1D6 fewer own casualties; a "
                  "winning margin is halved.");
    case Strategy::Count: break;
    }
    return {};
}

} // namespace muster::myz
