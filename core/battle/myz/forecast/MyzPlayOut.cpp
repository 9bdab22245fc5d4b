#include "MyzPlayOut.h"

#include "battle/myz/MyzRuleSet.h"

#include <QCoreApplication>
#include <QVarLengthArray>

#include <algorithm>

namespace muster::myz {

namespace {

QVarLengthArray<Strategy, 3> nearestAllowed(Strategy wanted)
{
    switch (wanted) {
    case Strategy::Attack:
    case Strategy::PlannedAttack:
    case Strategy::FeintedAttack:
        return {Strategy::Attack, Strategy::Defense};
    case Strategy::TotalAttack:
        return {Strategy::TotalDefense, Strategy::Attack, Strategy::Defense};
    case Strategy::Defense:
    case Strategy::Parley:
    case Strategy::Rally:
        return {Strategy::Defense, Strategy::Attack};
    case Strategy::TotalDefense:
        return {Strategy::TotalAttack, Strategy::Defense, Strategy::Attack};
    case Strategy::PlannedDefense:
        return {Strategy::Defense, Strategy::PlannedAttack, Strategy::Attack};
    case Strategy::FightingRetreat:
        return {Strategy::FullRetreat, Strategy::Defense};
    case Strategy::FullRetreat:
        return {Strategy::FightingRetreat, Strategy::Defense};
    case Strategy::Raid:
        return {Strategy::Skirmish, Strategy::Attack, Strategy::Defense};
    case Strategy::Skirmish:
        return {Strategy::Raid, Strategy::Attack, Strategy::Defense};
    case Strategy::Count:
        break;
    }
    return {};
}

// The skill of the two with more dice (COMMAND on a tie): a GM rolls her best.
Skill betterOf(const Person &person, Skill a, Skill b)
{
    const SkillDice x = person.dice(a);
    const SkillDice y = person.dice(b);
    return y.attribute + y.skill > x.attribute + x.skill ? b : a;
}

// The roll's Base Dice, then its Skill Dice (negative ones too), from the program's dice.
void rollDice(SkillRoll &roll, dice::DiceSource &dice)
{
    roll.base.clear();
    roll.skill.clear();
    dice.rollInto(roll.base, roll.baseDice, 6);
    dice.rollInto(roll.skill, std::abs(roll.skillDice), 6);
}

PersonRoll rolledPersonRoll(const MyzBattle &battle, int side, int person, Skill skill, int modifier,
                            dice::DiceSource &dice)
{
    PersonRoll roll;
    roll.person = person;
    roll.skill = skill;
    roll.roll = battle.skillPool(side, person, skill, 0, modifier);
    rollDice(roll.roll, dice);
    return roll;
}

// "COMMAND or MANIPULATE" of `person`, whichever has more dice.
PersonRoll commandRoll(const MyzBattle &battle, int side, int person, int modifier, dice::DiceSource &dice)
{
    const Person &p = battle.setup().factions[side].people.at(person);
    return rolledPersonRoll(battle, side, person, betterOf(p, Skill::Command, Skill::Manipulate), modifier, dice);
}

Strategy wantedStrategy(const FactionPolicy &policy, bool waveAtHand)
{
    return waveAtHand && policy.firstWave ? *policy.firstWave : policy.strategy;
}

ReconStep reconnaissance(const MyzBattle &battle, const MyzPolicies &policies, dice::DiceSource &dice)
{
    ReconStep s; // Ruins, by day, in fair weather
    for (int side = 0; side < 2; ++side) {
        const Faction &f = battle.setup().factions[side];
        ReconFactors &factors = s.factors[side];
        factors.scout = f.projects.contains(ArkProject::HuntingParty);
        factors.homeTerritory = f.atItsArk;
        factors.defensivePosition = battle.setup().siegeDefender == side;
        s.rolls[side] = battle.reconPool(side, factors);
        rollDice(s.rolls[side], dice);
    }
    const int a = s.rolls[0].successes();
    const int b = s.rolls[1].successes();
    if (a != b) {
        const int winner = a > b ? 0 : 1;
        const bool defends = isDefensive(wantedStrategy(policies[winner], true));
        s.ambush = !defends && std::abs(a - b) >= environmentRating(s.environment, s.night, s.badWeather);
    }
    return s;
}

InitiativeStep initiative(dice::DiceSource &dice)
{
    InitiativeStep s;
    s.rolls = {dice::DieRoll{6, dice.d6(), false}, dice::DieRoll{6, dice.d6(), false}};
    if (s.rolls[0].face != s.rolls[1].face)
        s.first = s.rolls[0].face > s.rolls[1].face ? 0 : 1;
    else
        s.first = dice.d6() <= 3 ? 0 : 1;
    return s;
}

RiskStep riskStep(const MyzBattle &battle, const MyzPolicies &policies)
{
    RiskStep s; // no entries: nobody takes a risk
    for (int side = 0; side < 2; ++side)
        if (const int risk = std::clamp(policies[side].risk, -3, 3); risk != 0)
            s.risk[side] = QList<int>(battle.setup().factions[side].people.size(), risk);
    return s;
}

RollStep rollStep(const MyzBattle &battle, dice::DiceSource &dice)
{
    RollStep s;
    for (int side = 0; side < 2; ++side) {
        const BattlePool &pool = battle.wave().pools[side];
        dice.rollInto(s.pools[side].battle, pool.battle, 6);
        dice.rollInto(s.pools[side].strategy, pool.strategy, 6);
        dice.rollInto(s.pools[side].support, pool.support, 6);
    }
    return s;
}

SupportStep supportStep(const MyzBattle &battle, dice::DiceSource &dice)
{
    SupportStep s;
    s.side = battle.sideToAct();
    // "Rally": the faction's COMMAND or MANIPULATE ends its confusion; it is the strategy's own roll.
    if (battle.wave().fought[s.side] == Strategy::Rally) {
        const Faction &f = battle.setup().factions[s.side];
        const int leader = battle.faction(s.side).leader;
        const int roller = leader >= 0 ? leader : f.rollerFor(Position::Leader);
        if (roller < f.people.size())
            s.rally = commandRoll(battle, s.side, roller, 0, dice);
    }
    return s;
}

// Every die of the End Phase in the order muster-cli rolls an "end" step left to it: each faction's casualty dice,
// then Retaliation, then each Ark's Gear Die and the project it destroys.
EndStep endStep(const MyzBattle &battle, dice::DiceSource &dice)
{
    EndStep s;
    for (int side = 0; side < 2; ++side) {
        const CasualtyDice needed = battle.casualtyDice(side);
        dice.rollInto(s.casualties[side].added, needed.none ? 0 : needed.added, 6);
        dice.rollInto(s.casualties[side].removed, needed.none ? 0 : needed.removed, 6);
    }
    s.retaliation = battle.rolledRetaliation(dice);
    for (int side = 0; side < 2; ++side) {
        s.arkDie[side] = battle.rolledArkDie(side, dice);
        if (s.arkDie[side] && s.arkDie[side]->face == 1)
            s.projectLost[side] = battle.randomProject(side, dice);
    }
    return s;
}

// Builds the next step by the policies and hands it to `take` as its own type (RollStep, EndStep, ...); returns what
// `take` returns: whether the battle took it.
template <typename Take>
bool takeNextStep(const MyzBattle &battle, const MyzPolicies &policies, bool waveAtHand, dice::DiceSource &dice,
                  Take &&take)
{
    switch (battle.phase()) {
    case Phase::Reconnaissance:
        return take(reconnaissance(battle, policies, dice));
    case Phase::Initiative:
        return take(initiative(dice));
    case Phase::Risk:
        return take(riskStep(battle, policies));
    case Phase::Strategy: {
        StrategyStep s; // no special circumstances; a Parley is declined
        for (int side = 0; side < 2; ++side) {
            const Strategy wanted = wantedStrategy(policies[side], waveAtHand);
            s.chosen[side] = battle.isLegalStrategy(side, wanted) ? wanted
                                                                   : policyStrategy(wanted, battle.legalStrategies(side));
        }
        return take(s);
    }
    case Phase::Action: {
        ActionStep none; // not ActionStep{side, ...}: braces would zero its roll's 232 bytes before building it
        none.side = battle.sideToAct();
        return take(std::move(none));
    }
    case Phase::Battle: {
        if (!battle.wave().roll)
            return take(rollStep(battle, dice));
        const int pusher = nextPusher(battle, {policies[0].push, policies[1].push});
        if (pusher < 0)
            return take(SettleStep{});
        PushStep push; // not PushStep{pusher, {}, false}: braces would zero its faces first
        push.side = pusher;
        dice.rollInto(push.faces, battle.rerollCount(pusher), 6);
        return take(std::move(push));
    }
    case Phase::Support:
        return take(supportStep(battle, dice));
    case Phase::End:
        return take(endStep(battle, dice));
    case Phase::Successor: {
        const int side = battle.sideToAct();
        return take(SuccessorStep{side, commandRoll(battle, side, battle.successor(side), -3, dice)});
    }
    case Phase::Over:
        break;
    }
    return false;
}

struct EndingText
{
    Q_DECLARE_TR_FUNCTIONS(Myz)
};

} // namespace

Strategy policyStrategy(Strategy wanted, const QList<Strategy> &legal)
{
    if (legal.isEmpty() || legal.contains(wanted))
        return wanted;
    if (legal.contains(Strategy::Rally))
        return Strategy::Rally; // "Confusion": the only other choice is flight
    for (const Strategy s : nearestAllowed(wanted))
        if (legal.contains(s))
            return s;
    for (const Strategy s : {Strategy::Attack, Strategy::Defense})
        if (legal.contains(s))
            return s;
    return legal.constFirst();
}

QList<MyzEnding> allMyzEndings()
{
    QList<MyzEnding> all;
    for (int e = 0; e < myzEndingCount; ++e)
        all << MyzEnding(e);
    return all;
}

QString myzEndingCode(MyzEnding ending)
{
    switch (ending) {
    case MyzEnding::Side0Routs: return QStringLiteral("side_0_routs");
    case MyzEnding::Side1Routs: return QStringLiteral("side_1_routs");
    case MyzEnding::Side0Surrenders: return QStringLiteral("side_0_surrenders");
    case MyzEnding::Side1Surrenders: return QStringLiteral("side_1_surrenders");
    case MyzEnding::Side0Escapes: return QStringLiteral("side_0_escapes");
    case MyzEnding::Side1Escapes: return QStringLiteral("side_1_escapes");
    case MyzEnding::NullBattle: return QStringLiteral("null_battle");
    case MyzEnding::Side0OutOfDice: return QStringLiteral("side_0_out_of_dice");
    case MyzEnding::Side1OutOfDice: return QStringLiteral("side_1_out_of_dice");
    case MyzEnding::BothOutOfDice: return QStringLiteral("both_out_of_dice");
    case MyzEnding::Unresolved:
    case MyzEnding::Count:
        break;
    }
    return QStringLiteral("unresolved");
}

QString myzEndingName(MyzEnding ending, const QStringList &sideNames)
{
    const auto name = [&sideNames](int side) { return sideNames.value(side, QString::number(side)); };
    switch (ending) {
    case MyzEnding::Side0Routs:
    case MyzEnding::Side1Routs:
        return EndingText::tr("%1 routs").arg(name(ending == MyzEnding::Side0Routs ? 0 : 1));
    case MyzEnding::Side0Surrenders:
    case MyzEnding::Side1Surrenders:
        return EndingText::tr("%1 surrenders").arg(name(ending == MyzEnding::Side0Surrenders ? 0 : 1));
    case MyzEnding::Side0Escapes:
    case MyzEnding::Side1Escapes:
        return EndingText::tr("%1 escapes").arg(name(ending == MyzEnding::Side0Escapes ? 0 : 1));
    case MyzEnding::NullBattle:
        return EndingText::tr("Null battle");
    case MyzEnding::Side0OutOfDice:
    case MyzEnding::Side1OutOfDice:
        return EndingText::tr("%1 has no Battle Dice left").arg(name(ending == MyzEnding::Side0OutOfDice ? 0 : 1));
    case MyzEnding::BothOutOfDice:
        return EndingText::tr("Both have no Battle Dice left");
    case MyzEnding::Unresolved:
    case MyzEnding::Count:
        break;
    }
    return EndingText::tr("Unresolved");
}

int myzWinner(MyzEnding ending)
{
    switch (ending) {
    case MyzEnding::Side0Routs:
    case MyzEnding::Side0Surrenders:
    case MyzEnding::Side0Escapes:
    case MyzEnding::Side0OutOfDice:
        return 1;
    case MyzEnding::Side1Routs:
    case MyzEnding::Side1Surrenders:
    case MyzEnding::Side1Escapes:
    case MyzEnding::Side1OutOfDice:
        return 0;
    default:
        break;
    }
    return -1;
}

MyzEnding myzEndingOf(const MyzBattle &battle)
{
    const std::array<Exit, 2> exits{battle.faction(0).exit, battle.faction(1).exit};
    const auto either = [&exits](Exit exit, MyzEnding side0, MyzEnding side1) -> std::optional<MyzEnding> {
        if (exits[0] == exit)
            return side0;
        if (exits[1] == exit)
            return side1;
        return std::nullopt;
    };
    // The loser of an Overwhelming Victory routs even when the winner's last Battle Die fell in the same Wave.
    if (const auto e = either(Exit::Routed, MyzEnding::Side0Routs, MyzEnding::Side1Routs))
        return *e;
    if (const auto e = either(Exit::Surrendered, MyzEnding::Side0Surrenders, MyzEnding::Side1Surrenders))
        return *e;
    // A faction that escapes leaves the field to the other, whatever that one's Battle Dice.
    if (const auto e = either(Exit::Escaped, MyzEnding::Side0Escapes, MyzEnding::Side1Escapes))
        return *e;
    if (exits[0] == Exit::FellBack || exits[1] == Exit::FellBack)
        return MyzEnding::NullBattle;
    if (exits[0] == Exit::NoBattleDice && exits[1] == Exit::NoBattleDice)
        return MyzEnding::BothOutOfDice;
    if (const auto e = either(Exit::NoBattleDice, MyzEnding::Side0OutOfDice, MyzEnding::Side1OutOfDice))
        return *e;
    return MyzEnding::Unresolved;
}

MyzEnding playOut(MyzBattle &battle, const MyzPolicies &policies, dice::DiceSource &dice, int maxWaves, StepChecks checks)
{
    const int waveAtHand = std::max(1, battle.waveNumber());
    battle.reserve(128);
    while (battle.phase() != Phase::Over) {
        const int wave = std::max(1, battle.waveNumber());
        if (battle.phase() == Phase::Risk && wave - waveAtHand >= maxWaves)
            break;
        const bool waveIsAtHand = wave == waveAtHand;
        if (checks == StepChecks::Off) {
            takeNextStep(battle, policies, waveIsAtHand, dice, [&battle](auto &&step) {
                battle.takeOwn(std::move(step));
                return true;
            });
            continue;
        }
        const bool taken = takeNextStep(battle, policies, waveIsAtHand, dice, [&battle](auto &&step) {
            const Status status = battle.take(Step(std::move(step)));
            if (!status)
                qWarning("playOut: a step of the %s was refused: %s", qPrintable(phaseName(battle.phase())),
                         qPrintable(status.error().message));
            return status.ok();
        });
        if (!taken)
            break;
    }
    return myzEndingOf(battle);
}

} // namespace muster::myz
