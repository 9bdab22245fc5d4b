#include "RoundEvents.h"

#include "battle/gurps/BattleEngine.h"
#include "catalog/Breakdown.h"

#include <QCoreApplication>

namespace muster::gurps {

namespace {

// The engine's context: the translations were made when the engine wrote these words itself.
struct EventText
{
    Q_DECLARE_TR_FUNCTIONS(BattleEngine)
};

QString siegeRoundLength(int minutes)
{
    return minutes % 60 == 0 ? EventText::tr("%n hour(s)", nullptr, minutes / 60) : EventText::tr("%n minute(s)", nullptr, minutes);
}

} // namespace

QString roundEventText(const RoundEvent &e, const BattleSetup &setup)
{
    const QString side = e.side >= 0 ? sideLabel(setup, e.side) : QString();
    const QString name = e.side >= 0 && e.person >= 0 ? setup.sides.at(size_t(e.side)).people.value(e.person).name : QString();
    switch (e.kind) {
    case RoundEventKind::Revolt:
        return EventText::tr("The Disloyal elements of %1 revolt and join the enemy; %1 loses its Defense Bonus.").arg(side);
    case RoundEventKind::SignificantAction:
        return EventText::tr("%1 performs a significant action: %2 to the commander's roll.").arg(name).arg(formatModifier(e.value));
    case RoundEventKind::Blunder:
        return EventText::tr("%1 blunders: -1 to the commander's roll.").arg(name);
    case RoundEventKind::FanaticsRefuse:
        return EventText::tr("The fanatics of %1 refuse the order to %2 and turn on their commander; choose again.")
            .arg(side, strategyName(e.choice.strategy));
    case RoundEventKind::BothParley:
        return EventText::tr("Both sides ask to parley: the battle halts for a round under a flag of truce.");
    case RoundEventKind::ParleyAccepted:
        return EventText::tr("%1 accepts the parley: the battle pauses while they talk.").arg(side);
    case RoundEventKind::ParleyRefused:
        return EventText::tr("%1 refuses the parley; %2 fights on as Defense at -1.")
            .arg(side, sideLabel(setup, otherSide(e.side)));
    case RoundEventKind::MomentumChange:
        return EventText::tr("%1 seizes the momentum and changes to %2.").arg(side, strategyChoiceName(e.choice));
    case RoundEventKind::NoBattle:
        return EventText::tr("No battle: the retreating side breaks contact and escapes without casualties.");
    case RoundEventKind::BreakOut:
        return EventText::tr("%1 breaks out of the fortress: the siege ends, and an ordinary battle follows outside.").arg(side);
    case RoundEventKind::Stalemate:
        return EventText::tr("Stalemate: both sides defend, so both skirmish.");
    case RoundEventKind::LongSiegeRound:
        return EventText::tr("Siege: Deliberate Attack against Deliberate Defense, so the round lasts %1 (24 times the usual); "
                             "night and weather do not count.")
            .arg(siegeRoundLength(e.value));
    case RoundEventKind::SiegeRound:
        return EventText::tr("Siege: the round lasts %1 (four times the usual).").arg(siegeRoundLength(e.value));
    case RoundEventKind::Surrender:
        return EventText::tr("%1 is caught and surrenders.").arg(name);
    case RoundEventKind::Injury:
        return EventText::tr("%1 suffers %2 HP of injury.").arg(name).arg(e.value);
    case RoundEventKind::InjuryFalls:
        return EventText::tr("%1 suffers %2 HP of injury and falls.").arg(name).arg(e.value);
    case RoundEventKind::Leaderless:
        return EventText::tr("Nobody is left to command %1: the force is confused.").arg(side);
    case RoundEventKind::SuccessorTakesCommand:
        return EventText::tr("%1 takes command and averts panic.").arg(name);
    case RoundEventKind::SuccessorConfused:
        return EventText::tr("%1 takes command, but the force is confused: Rally or Full Retreat next round.").arg(name);
    case RoundEventKind::Rallied:
        return EventText::tr("%1 rallies and is no longer confused.").arg(side);
    case RoundEventKind::RallyFailed:
        return EventText::tr("%1 fails to rally.").arg(side);
    case RoundEventKind::Escape:
        return EventText::tr("%1 escapes the field.").arg(side);
    }
    return {};
}

QStringList roundEventTexts(const RoundRecord &round, const BattleSetup &setup)
{
    QStringList texts;
    texts.reserve(round.events.size());
    for (const RoundEvent &event : round.events)
        texts << roundEventText(event, setup);
    return texts;
}

} // namespace muster::gurps
