#include "PlayedOut.h"

#include "battle/gurps/EndOfRound.h"

#include <QCoreApplication>

namespace muster::gurps {

namespace {

struct EndingText
{
    Q_DECLARE_TR_FUNCTIONS(Forecast)
};

OpenRound openRound(const BattleEngine &engine, const BattlePolicies &policies, dice::DiceSource &dice)
{
    OpenRound d;
    const RoundRecord &round = *engine.currentRound();
    d.night = round.night;
    d.badWeather = round.badWeather;
    for (int s = 0; s < 2; ++s) {
        const int people = int(engine.setup().sides.at(size_t(s)).people.size());
        d.risk.at(size_t(s)).reserve(people);
        d.heroismRolls.at(size_t(s)).reserve(people);
        for (int p = 0; p < people; ++p) {
            d.risk.at(size_t(s)) << policies.at(size_t(s)).risk;
            d.heroismRolls.at(size_t(s)) << (engine.rollsHeroism(s, p) ? std::optional<int>(dice.roll3d6()) : std::nullopt);
        }
    }
    return d;
}

ChooseStrategies chooseStrategies(const BattleEngine &engine, const BattlePolicies &policies, bool roundAtHand,
                                  dice::DiceSource &dice)
{
    ChooseStrategies d;
    for (int s = 0; s < 2; ++s) {
        const SidePolicy &policy = policies.at(size_t(s));
        const StrategyChoice wanted = roundAtHand ? policy.firstRound.value_or(policy.strategy) : policy.strategy;
        const StrategyChoice choice = engine.isLegalChoice(s, wanted) ? wanted : policyChoice(wanted, engine.legalChoices(s));
        d.choices.at(size_t(s)) = choice;
        if (engine.leadershipTargetFor(s, choice))
            d.leadershipRolls.at(size_t(s)) = dice.roll3d6();
    }
    return d;
}

Pursuit pursuit(dice::DiceSource &dice)
{
    Pursuit d;
    d.leadershipRoll = dice.roll3d6();
    d.reactionRoll = dice.d6();
    d.logisticsRoll = dice.d6();
    return d;
}

} // namespace

QString endingCode(Ending ending)
{
    switch (ending) {
    case Ending::Victory0:
        return QStringLiteral("side_0_wins");
    case Ending::Victory1:
        return QStringLiteral("side_1_wins");
    case Ending::MutualAnnihilation:
        return QStringLiteral("mutual_annihilation");
    case Ending::Escape0:
        return QStringLiteral("side_0_escapes");
    case Ending::Escape1:
        return QStringLiteral("side_1_escapes");
    case Ending::NoBattle:
        return QStringLiteral("no_battle");
    case Ending::BreakOut:
        return QStringLiteral("break_out");
    case Ending::Talks:
        return QStringLiteral("talks");
    case Ending::Unresolved:
    case Ending::Count:
        break;
    }
    return QStringLiteral("unresolved");
}

QString endingName(Ending ending, const QStringList &sideNames)
{
    switch (ending) {
    case Ending::Victory0:
    case Ending::Victory1:
        return EndingText::tr("%1 wins").arg(sideNames.value(ending == Ending::Victory0 ? 0 : 1));
    case Ending::MutualAnnihilation:
        return EndingText::tr("Both are wiped out");
    case Ending::Escape0:
    case Ending::Escape1:
        return EndingText::tr("%1 escapes").arg(sideNames.value(ending == Ending::Escape0 ? 0 : 1));
    case Ending::NoBattle:
        return EndingText::tr("No battle");
    case Ending::BreakOut:
        return EndingText::tr("Break-out");
    case Ending::Talks:
        return EndingText::tr("Talks");
    case Ending::Unresolved:
    case Ending::Count:
        break;
    }
    return EndingText::tr("Unresolved");
}

QString endingDescription(Ending ending)
{
    switch (ending) {
    case Ending::Victory0:
    case Ending::Victory1:
        return EndingText::tr("The enemy is wiped out (100% casualties).");
    case Ending::MutualAnnihilation:
        return EndingText::tr("Both sides reach 100% casualties in the same round.");
    case Ending::Escape0:
    case Ending::Escape1:
        return EndingText::tr("The side escapes the field by a retreat strategy; the other holds it and may pursue.");
    case Ending::NoBattle:
        return EndingText::tr("A retreat meets a defense or another retreat: contact is broken before any fighting.");
    case Ending::BreakOut:
        return EndingText::tr("The besieged escape the fortress; an ordinary battle follows outside.");
    case Ending::Talks:
        return EndingText::tr("Both sides parley: what the talks decide is the GM's.");
    case Ending::Unresolved:
    case Ending::Count:
        break;
    }
    return EndingText::tr("Still fighting after the forecast's last round.");
}

Ending endingOf(const BattleState &state)
{
    switch (state.end) {
    case BattleEnd::MutualAnnihilation:
        return Ending::MutualAnnihilation;
    case BattleEnd::Victory:
        // A side that escaped may still be pursued to its last man; it escaped all the same.
        if (state.step == BattleStep::Pursuit || state.pursuit)
            return state.winner == 0 ? Ending::Escape1 : Ending::Escape0;
        return state.winner == 0 ? Ending::Victory0 : Ending::Victory1;
    case BattleEnd::NoBattle:
        return Ending::NoBattle;
    case BattleEnd::BreakOut:
        return Ending::BreakOut;
    case BattleEnd::Agreement:
        return Ending::Talks;
    case BattleEnd::NotYet:
        break;
    }
    if (state.rounds.size() >= 2 && state.rounds.at(state.rounds.size() - 2).special == SpecialCase::Talks)
        return Ending::Talks;
    return Ending::Unresolved;
}

void playOut(BattleEngine &engine, const BattlePolicies &policies, dice::DiceSource &dice, int maxRounds, bool misfortunes)
{
    const int roundAtHand = std::max(1, engine.roundNumber()); // round 1 when its Disloyal check is still to come
    EndOfRoundChoices end;
    end.roll = [&dice, misfortunes](EndOfRoundRoll what, int, int, int count, int add) {
        const int rolled = dice.roll(count) + add;
        return TakenRoll{misfortunes || what != EndOfRoundRoll::Misfortune ? rolled : dice::maximum3d6};
    };
    while (!engine.isFinished()) {
        Status status = success();
        switch (engine.step()) {
        case BattleStep::DisloyalCheck:
            status = engine.apply(DisloyalCheck{{dice.roll3d6(), dice.roll3d6()}});
            break;
        case BattleStep::OpenRound:
            if (engine.roundNumber() - roundAtHand >= maxRounds)
                return;
            // Both sides parleyed last round: the talks are the GM's to play.
            if (engine.state().rounds.size() >= 2 &&
                engine.state().rounds.at(engine.state().rounds.size() - 2).special == SpecialCase::Talks)
                return;
            status = engine.apply(openRound(engine, policies, dice));
            break;
        case BattleStep::ChooseStrategies:
            status = engine.apply(chooseStrategies(engine, policies, engine.roundNumber() == roundAtHand, dice));
            break;
        case BattleStep::Respond:
            status = engine.apply(Respond{});
            break;
        case BattleStep::RollContest:
            status = engine.apply(RollContest{{}, {dice.roll3d6(), dice.roll3d6()}});
            break;
        case BattleStep::EndRound:
            status = engine.apply(endOfRound(engine, end));
            break;
        case BattleStep::Pursuit:
            status = engine.apply(pursuit(dice));
            break;
        case BattleStep::Finished:
            break;
        }
        Q_ASSERT_X(status, "playOut", qPrintable(status ? QString() : status.error().message));
        if (!status) {
            qWarning("playOut: step %d refused: %s", int(engine.step()), qPrintable(status.error().message));
            return;
        }
    }
}

} // namespace muster::gurps
