// `muster-cli battle FILE.json`: plays a scripted GURPS battle through the engine. Every roll the script
// leaves out is rolled with DiceSource(seed), in the order the battle needs it, and listed under "rolled".
#include "GurpsBattleScripts.h"

#include "BattleReport.h"
#include "battle/gurps/EndOfRound.h"
#include "BattleScript.h"
#include "CliSupport.h"

#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/CombatTables.h"
#include "battle/gurps/GurpsRuleSet.h"
#include "battle/gurps/RoundEvents.h"
#include "battle/gurps/SpecialBattleRules.h"
#include "dice/DiceSource.h"

#include <QCoreApplication>

namespace muster::cli {

using namespace gurps;

namespace {

class BattleRunner
{
public:
    BattleRunner(const BattleScript &script, BattleEngine engine)
        : m_script(script), m_engine(std::move(engine)), m_dice(script.seed)
    {
    }

    Status run();
    QJsonObject report() const;

private:
    // The given roll, or `dice` d6 + `adjust` rolled now and listed under `field`.
    int roll(std::optional<int> given, int dice, const QString &field, int adjust = 0);
    // Applies a decision; an error names the field of the script (`prefix` + the decision's field).
    Status apply(const Decision &decision, const QString &prefix);
    Status disloyalCheck();
    Status playRound(int index);
    Status chooseStrategies(const ChoiceInput &in, const QString &prefix);
    Status respond(const RespondInput &in);
    Status endRound(const RoundInput &in);
    Status pursuit();

    const BattleScript &m_script;
    BattleEngine m_engine;
    dice::DiceSource m_dice;
    QString m_prefix;            // "rounds[2]." while a round is played
    QStringList m_rolled;        // fields rolled by the program in the current round
    QStringList m_rolledOutside; // the Disloyal check and the pursuit
    QJsonArray m_sides;          // strengths at the start
    QJsonArray m_rounds;
    int m_played = 0;
};

int BattleRunner::roll(std::optional<int> given, int dice, const QString &field, int adjust)
{
    if (given)
        return *given;
    (m_prefix.isEmpty() ? m_rolledOutside : m_rolled) << field;
    return m_dice.roll(dice) + adjust;
}

// The engine names fields after its decisions; the script calls a few of them differently.
Status BattleRunner::apply(const Decision &decision, const QString &prefix)
{
    Status status = m_engine.apply(decision);
    if (status)
        return status;
    QString field = status.error().field;
    if (field.startsWith(QLatin1String("successor["))) { // nobody is left to take command
        field = QStringLiteral("sides[%1].people").arg(field.mid(10, 1));
    } else {
        field.replace(QLatin1String("choices"), QLatin1String("strategies"));
        field.replace(QLatin1String("misfortunes"), QLatin1String("misfortune"));
        field = m_prefix + prefix + field;
    }
    return Error{status.error().message, field};
}

Status BattleRunner::disloyalCheck()
{
    DisloyalCheck d;
    for (int s = 0; s < 2; ++s) {
        if (m_engine.needsDisloyalCheck(s))
            d.rolls.at(size_t(s)) =
                roll(m_script.disloyalRolls.at(size_t(s)), 3, QStringLiteral("disloyal_rolls[%1]").arg(s));
    }
    return apply(d, QStringLiteral("disloyal_"));
}

Status BattleRunner::chooseStrategies(const ChoiceInput &in, const QString &prefix)
{
    ChooseStrategies d;
    d.choices = in.choices;
    for (int s = 0; s < 2; ++s) {
        if (m_engine.leadershipTargetFor(s, in.choices.at(size_t(s))))
            d.leadershipRolls.at(size_t(s)) = roll(in.leadershipRolls.at(size_t(s)), 3,
                                                   prefix + QStringLiteral("leadership_rolls[%1]").arg(s));
    }
    return apply(d, prefix);
}

Status BattleRunner::respond(const RespondInput &in)
{
    Respond d;
    d.acceptParley = in.acceptParley;
    d.change = in.change;
    if (in.change && m_engine.leadershipTargetFor(m_engine.respondingSide(), *in.change))
        d.leadershipRoll = roll(in.leadershipRoll, 3, QStringLiteral("respond.leadership_roll"));
    return apply(d, QStringLiteral("respond."));
}

Status BattleRunner::endRound(const RoundInput &in)
{
    if (in.raidOnLogistics && !m_engine.raidCanStrikeLogistics())
        return Error{
            QStringLiteral(
                "only the winner of a Raid that inflicts casualties can strike the enemy's logistic force"),
            m_prefix + QStringLiteral("raid_on_logistics")};
    // The rolls the rules ask for (EndOfRound.h): the script's, or rolled now and listed as rolled.
    const auto given = [&in](int s, int p) {
        const auto &typed = in.misfortune.at(size_t(s));
        return p < typed.size() ? typed.at(p) : MisfortuneInput{};
    };
    EndOfRoundChoices choices;
    choices.raidOnLogistics = in.raidOnLogistics;
    choices.surrenders = [&given](int s, int p) { return given(s, p).surrender; };
    // A roll the script gives counts as typed.
    const auto take = [this](std::optional<int> given, int dice, const QString &field, int add) {
        return TakenRoll{roll(given, dice, field, add), given.has_value()};
    };
    choices.roll = [&](EndOfRoundRoll what, int s, int p, int dice, int add) {
        const QString misfortune = QStringLiteral("misfortune[%1][%2]").arg(s).arg(p);
        switch (what) {
        case EndOfRoundRoll::Misfortune:
            return take(given(s, p).roll, dice, misfortune, add);
        case EndOfRoundRoll::Injury:
            return take(given(s, p).injury, dice, misfortune + QStringLiteral(".injury"), add);
        case EndOfRoundRoll::Successor:
            return take(in.successorRolls.at(size_t(s)), dice, QStringLiteral("successor_rolls[%1]").arg(s), add);
        case EndOfRoundRoll::Rally:
            break;
        }
        return take(in.rallyRolls.at(size_t(s)), dice, QStringLiteral("rally_rolls[%1]").arg(s), add);
    };
    const EndRound d = endOfRound(m_engine, choices);
    return apply(d, {});
}

Status BattleRunner::pursuit()
{
    const PursuitInput &in = m_script.pursuit;
    const Person &leader = m_engine.commander(m_engine.pursuingSide());
    Pursuit d;
    d.leadershipRoll = roll(in.leadershipRoll, 3, QStringLiteral("pursuit.leadership_roll"));
    d.pursue = in.pursue;
    bool pursues = in.pursue;
    if (!dice::succeeded(dice::successRoll(leader.leadership, *d.leadershipRoll))) {
        d.reactionRoll = roll(in.reactionRoll, 1, QStringLiteral("pursuit.reaction_roll"));
        pursues = *d.reactionRoll <= 3;
    }
    if (pursues)
        d.logisticsRoll = roll(in.logisticsRoll, 1, QStringLiteral("pursuit.logistics_roll"));
    return apply(d, QStringLiteral("pursuit."));
}

Status BattleRunner::playRound(int index)
{
    const RoundInput &in = m_script.rounds.at(index);
    m_prefix = QStringLiteral("rounds[%1].").arg(index);
    m_rolled.clear();
    const int record = int(m_engine.state().rounds.size()) - 1;
    const RoundRecord current = m_engine.state().rounds.at(record);
    OpenRound open;
    open.night = in.night.value_or(current.night);
    open.badWeather = in.badWeather.value_or(current.badWeather);
    open.endByAgreement = in.endByAgreement;
    open.agreedWinner = in.agreedWinner;
    for (int s = 0; s < 2; ++s) {
        const int people = int(m_engine.setup().sides.at(size_t(s)).people.size());
        for (int p = 0; p < people; ++p) {
            const auto &risk = in.risk.at(size_t(s));
            open.risk.at(size_t(s)) << (p < risk.size() ? risk.at(p).value_or(0) : 0);
            const auto &heroism = in.heroism.at(size_t(s));
            const std::optional<int> given = p < heroism.size() ? heroism.at(p) : std::nullopt;
            open.heroismRolls.at(size_t(s))
                << (m_engine.rollsHeroism(s, p)
                        ? std::optional<int>(roll(given, 3, QStringLiteral("heroism[%1][%2]").arg(s).arg(p)))
                        : std::nullopt);
        }
    }
    QJsonObject entry;
    Status status = apply(open, {});
    if (status && m_engine.isFinished()) { // ended by agreement: the engine drops the round
        entry = QJsonObject{{QStringLiteral("number"), current.number},
                            {QStringLiteral("end_by_agreement"), true}};
    } else {
        if (status)
            status = chooseStrategies(in.strategies, {});
        if (status && m_engine.step() == BattleStep::ChooseStrategies) { // fanatics refused
            const QString refusal = roundEventText(m_engine.currentRound()->events.last(), m_engine.setup());
            status = in.rechoose
                         ? chooseStrategies(*in.rechoose, QStringLiteral("rechoose."))
                         : Status(Error{refusal + QStringLiteral(" Give the strategies to choose instead."),
                                        m_prefix + QStringLiteral("rechoose")});
        }
        if (status && m_engine.step() == BattleStep::Respond)
            status = respond(in.respond);
        if (status && m_engine.step() == BattleStep::RollContest) {
            RollContest d;
            d.circumstances = in.circumstances;
            for (int s = 0; s < 2; ++s)
                d.rolls.at(size_t(s)) = roll(in.rolls.at(size_t(s)), 3, QStringLiteral("rolls[%1]").arg(s));
            status = apply(d, {});
            if (status)
                status = endRound(in);
        }
        if (status) {
            entry = roundJson(m_engine, record);
            if (m_script.specialBattle)
                addSpecialRoundJson(m_engine, record, entry);
        }
    }
    if (!status)
        return status;
    entry.insert(QStringLiteral("rolled"), QJsonArray::fromStringList(m_rolled));
    m_rounds << entry;
    ++m_played;
    m_prefix.clear();
    if (m_engine.step() == BattleStep::Pursuit)
        return pursuit();
    return success();
}

Status BattleRunner::run()
{
    if (m_engine.step() == BattleStep::DisloyalCheck) {
        if (Status s = disloyalCheck(); !s)
            return s;
    }
    m_sides = sidesJson(m_engine);
    for (int i = 0; i < m_script.rounds.size() && !m_engine.isFinished(); ++i) {
        if (Status s = playRound(i); !s)
            return s;
    }
    return success();
}

QJsonObject BattleRunner::report() const
{
    const BattleSetup &setup = m_engine.setup();
    QJsonObject o;
    o.insert(QStringLiteral("name"), setup.name);
    o.insert(QStringLiteral("seed"), qint64(m_script.seed));
    if (m_script.specialBattle) {
        // Only combatants count for the round length, and a siege's rounds are four times as long.
        o.insert(QStringLiteral("round_minutes"), battleRoundMinutes(setup));
        o.insert(QStringLiteral("special"), specialBattleJson(m_engine));
        QJsonArray sides;
        for (int s = 0; s < 2; ++s) {
            QJsonObject side = m_sides.at(s).toObject();
            addSpecialSideJson(m_engine, s, side);
            sides << side;
        }
        o.insert(QStringLiteral("sides"), sides);
    } else {
        o.insert(QStringLiteral("round_minutes"),
                 roundLengthMinutes(std::min(setup.sides[0].elementCount(), setup.sides[1].elementCount())));
        o.insert(QStringLiteral("sides"), m_sides);
    }
    o.insert(QStringLiteral("disloyal"), disloyalJson(m_engine));
    o.insert(QStringLiteral("rounds"), m_rounds);
    o.insert(QStringLiteral("pursuit"), pursuitJson(m_engine));
    o.insert(QStringLiteral("result"), resultJson(m_engine));
    o.insert(QStringLiteral("aftermath"), aftermathJson(m_engine));
    o.insert(QStringLiteral("rolled"), QJsonArray::fromStringList(m_rolledOutside));
    o.insert(QStringLiteral("unused_rounds"), int(m_script.rounds.size()) - m_played);
    o.insert(QStringLiteral("status"),
             battleStatusCode(battleStatus(m_engine)));
    return o;
}

} // namespace

Result<QJsonObject> gurpsBattle(const QJsonObject &file)
{
    auto script = battleScriptFromJson(file);
    if (!script)
        return script.error();
    auto engine = BattleEngine::create(script->setup);
    if (!engine)
        return engine.error();
    BattleRunner runner(*script, *engine);
    if (Status s = runner.run(); !s)
        return s.error();
    return runner.report();
}

} // namespace muster::cli
