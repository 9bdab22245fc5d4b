// `muster-cli odds FILE.json`: the exact chances of a round of battle ("Battle Strategy Roll", the Combat
// Results Table) for a chosen pair of strategies, and the strategy matrix of every legal pair. The engine
// supplies what the set-up decides (BSM, Defense Bonus, casualties, legal strategies); the situation of the
// round (PB, round number, Risk, significant actions, circumstances) comes from the file.
#include "GurpsBattleScripts.h"

#include "BattleInput.h"
#include "BattleReport.h"
#include "CliSupport.h"

#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/StrategyOptions.h"

#include <QCoreApplication>

namespace muster::cli {

using namespace gurps;

namespace {

const QStringList oddsKeys = {QStringLiteral("name"),
                              QStringLiteral("start"),
                              QStringLiteral("conditions"),
                              QStringLiteral("special"),
                              QStringLiteral("sides"),
                              QStringLiteral("round"),
                              QStringLiteral("casualties"),
                              QStringLiteral("pb"),
                              QStringLiteral("risk"),
                              QStringLiteral("significant_actions"),
                              QStringLiteral("circumstances"),
                              QStringLiteral("strategies"),
                              QStringLiteral("leadership_rolls"),
                              QStringLiteral("confused"),
                              QStringLiteral("indirect_attacks"),
                              QStringLiteral("indirect_last_round")};

struct Situation
{
    int round = 1;
    int pb = 0;
    std::array<int, 2> risk{};
    std::array<int, 2> actions{};
    std::array<int, 2> circumstances{};
    std::optional<std::array<StrategyChoice, 2>> strategies;
    std::array<std::optional<int>, 2> leadershipRolls;
    std::optional<std::array<bool, 2>> confused;
    std::array<int, 2> indirectAttacks{};
    std::array<bool, 2> indirectLastRound{};
};

// One way a side's Impetuous Leadership roll can go, and its chance.
struct Alternative
{
    double weight = 1;
    int impetuous = 0;
};

// The odds of one pair of strategies, the Impetuous rolls' outcomes weighed in.
struct PairOdds
{
    MatrixCell cell;
    ContestOdds odds;
};

class OddsTable
{
public:
    OddsTable(const BattleEngine &engine, const Situation &situation);
    const QList<StrategyChoice> &legal(int side) const { return m_legal.at(size_t(side)); }
    PairOdds pairOdds(StrategyChoice row, StrategyChoice column) const;
    std::array<EffectiveSkill, 2> skills(StrategyChoice row, StrategyChoice column) const;
    // The target of the Leadership roll an Impetuous force's choice calls for in the first round, or nullopt.
    std::optional<int> impetuousTarget(int side, StrategyChoice choice) const;
    // That roll as given in the file, or its chance of success.
    QJsonValue impetuousRollJson(int side, StrategyChoice choice) const;

private:
    QList<Alternative> alternatives(int side, StrategyChoice choice) const;

    const BattleEngine &m_engine;
    const Situation &m_situation;
    std::array<SkillInputs, 2> m_inputs;
    std::array<QList<StrategyChoice>, 2> m_legal;
};

OddsTable::OddsTable(const BattleEngine &engine, const Situation &situation)
    : m_engine(engine), m_situation(situation)
{
    for (int s = 0; s < 2; ++s) {
        const bool confused = situation.confused ? situation.confused->at(size_t(s))
                                                 : engine.state().sides.at(size_t(s)).confused;
        SkillInputs &in = m_inputs.at(size_t(s));
        in = engine.skillInputs(s, situation.circumstances.at(size_t(s)));
        in.risk = situation.risk.at(size_t(s));
        in.significantActions = situation.actions.at(size_t(s));
        in.positionBonus = std::max(0, s == 0 ? situation.pb : -situation.pb);
        in.indirectLastRound = situation.indirectLastRound.at(size_t(s));
        in.confused = confused;
        in.defenseBonusAnyStrategy = situation.round == 1 && engine.setup().start.isAmbusher(s);
        StrategyContext context = engine.strategyContext(s);
        context.round = situation.round;
        context.confused = confused;
        m_legal.at(size_t(s)) = legalChoices(context);
    }
}

std::optional<int> OddsTable::impetuousTarget(int side, StrategyChoice choice) const
{
    const BattleStrategy s = choice.strategy;
    if (m_situation.round != 1 || inspiresElan(s))
        return std::nullopt;
    const auto check = m_engine.leadershipCheckFor(side, choice);
    if (!check || check->fanatic) // a Fanatic check refuses the order rather than changing the skill
        return std::nullopt;
    return check->target;
}

QList<Alternative> OddsTable::alternatives(int side, StrategyChoice choice) const
{
    if (m_situation.round == 1 && inspiresElan(choice.strategy) &&
        impetuousPercent(m_engine.setup().sides.at(size_t(side))) >= 10.0)
        return {{1.0, 1}};
    const std::optional<int> target = impetuousTarget(side, choice);
    if (!target)
        return {{1.0, 0}};
    if (const auto roll = m_situation.leadershipRolls.at(size_t(side)))
        return {{1.0, dice::succeeded(dice::successRoll(*target, *roll)) ? 0 : -2}};
    const auto odds = dice::successRollOdds(*target);
    return {{odds[0] + odds[1], 0}, {odds[2] + odds[3], -2}};
}

QJsonValue OddsTable::impetuousRollJson(int side, StrategyChoice choice) const
{
    const std::optional<int> target = impetuousTarget(side, choice);
    if (!target)
        return QJsonValue::Null;
    QJsonObject o{{QStringLiteral("target"), *target}};
    if (const auto roll = m_situation.leadershipRolls.at(size_t(side))) {
        o.insert(QStringLiteral("roll"), *roll);
        o.insert(QStringLiteral("success"), dice::succeeded(dice::successRoll(*target, *roll)));
    } else {
        const auto odds = dice::successRollOdds(*target);
        o.insert(QStringLiteral("success_chance"), probability(odds[0] + odds[1]));
    }
    return o;
}

// The strategies fought once the special cases are settled (a lone Parley refused, a stalemate).
std::array<StrategyChoice, 2> fought(StrategyChoice row, StrategyChoice column, SpecialCase special)
{
    if (special == SpecialCase::Stalemate)
        return {StrategyChoice{BattleStrategy::Skirmish, false},
                StrategyChoice{BattleStrategy::Skirmish, false}};
    std::array<StrategyChoice, 2> pair = {row, column};
    for (StrategyChoice &c : pair) {
        if (c.strategy == BattleStrategy::Parley)
            c.strategy = BattleStrategy::Defense;
    }
    return pair;
}

PairOdds OddsTable::pairOdds(StrategyChoice row, StrategyChoice column) const
{
    PairOdds result;
    bool first = true;
    for (const Alternative &a0 : alternatives(0, row)) {
        for (const Alternative &a1 : alternatives(1, column)) {
            std::array<MatrixSide, 2> sides;
            for (int s = 0; s < 2; ++s) {
                sides.at(size_t(s)).skill = m_inputs.at(size_t(s));
                sides.at(size_t(s)).skill.impetuous = (s == 0 ? a0 : a1).impetuous;
                sides.at(size_t(s)).legal = {s == 0 ? row : column};
                sides.at(size_t(s)).earlierIndirectAttacks = m_situation.indirectAttacks.at(size_t(s));
            }
            const MatrixCell cell = strategyMatrix(sides).constFirst();
            if (first)
                result.cell = cell, result.cell.win = {}, result.cell.tie = 0;
            first = false;
            if (cell.special == SpecialCase::Talks || cell.special == SpecialCase::NoBattle)
                continue;
            const double weight = a0.weight * a1.weight;
            const auto pair = fought(row, column, cell.special);
            std::array<Contestant, 2> contest;
            for (int s = 0; s < 2; ++s)
                contest.at(size_t(s)) = Contestant{pair.at(size_t(s)), cell.skills.at(size_t(s)), 10,
                                                   m_situation.indirectAttacks.at(size_t(s))};
            const ContestOdds odds = contestOdds(contest);
            for (int s = 0; s < 2; ++s) {
                result.cell.win.at(size_t(s)) += weight * cell.win.at(size_t(s));
                for (int b = 0; b < combatResultBands; ++b)
                    result.odds.bands.at(size_t(s)).at(size_t(b)) +=
                        weight * odds.bands.at(size_t(s)).at(size_t(b));
            }
            result.cell.tie += weight * cell.tie;
        }
    }
    result.odds.win = result.cell.win;
    result.odds.tie = result.cell.tie;
    return result;
}

std::array<EffectiveSkill, 2> OddsTable::skills(StrategyChoice row, StrategyChoice column) const
{
    const SpecialCase special = pairOdds(row, column).cell.special;
    const auto pair = fought(row, column, special);
    const std::array<StrategyChoice, 2> chosen = {row, column};
    std::array<EffectiveSkill, 2> skills;
    for (int s = 0; s < 2; ++s) {
        SkillInputs in = m_inputs.at(size_t(s));
        in.impetuous = alternatives(s, chosen.at(size_t(s))).constFirst().impetuous;
        const bool refused =
            special == SpecialCase::None && chosen.at(size_t(s)).strategy == BattleStrategy::Parley;
        skills.at(size_t(s)) = effectiveSkill(in, pair.at(size_t(s)), pair.at(size_t(1 - s)), refused);
    }
    return skills;
}

QJsonArray winJson(const std::array<double, 2> &win)
{
    return QJsonArray{probability(win[0]), probability(win[1])};
}

QJsonObject cellJson(const PairOdds &pair)
{
    QJsonObject o{{QStringLiteral("special"), specialCaseCode(pair.cell.special)}};
    if (pair.cell.special == SpecialCase::Talks || pair.cell.special == SpecialCase::NoBattle)
        return o;
    o.insert(QStringLiteral("skills"), QJsonArray{pair.cell.skills[0], pair.cell.skills[1]});
    o.insert(QStringLiteral("win"), winJson(pair.cell.win));
    o.insert(QStringLiteral("tie"), probability(pair.cell.tie));
    return o;
}

QJsonArray choicesJson(const QList<StrategyChoice> &choices)
{
    QJsonArray list;
    for (const StrategyChoice &c : choices)
        list << strategyChoiceToJson(c);
    return list;
}

QJsonObject pairJson(const OddsTable &table, const std::array<StrategyChoice, 2> &choices)
{
    const PairOdds pair = table.pairOdds(choices[0], choices[1]);
    QJsonObject o = cellJson(pair);
    o.insert(QStringLiteral("special_case"), o.take(QStringLiteral("special")));
    o.insert(QStringLiteral("strategies"),
             QJsonArray{strategyChoiceToJson(choices[0]), strategyChoiceToJson(choices[1])});
    if (!o.contains(QStringLiteral("win")))
        return o;
    const auto skills = table.skills(choices[0], choices[1]);
    o.insert(QStringLiteral("effective_skill"),
             QJsonArray{effectiveSkillJson(skills[0]), effectiveSkillJson(skills[1])});
    QJsonArray bands, pending;
    for (int s = 0; s < 2; ++s) {
        QJsonObject side;
        for (int b = 0; b < combatResultBands; ++b)
            side.insert(bandLabel(b), probability(pair.odds.bands.at(size_t(s)).at(size_t(b))));
        bands << side;
        pending << table.impetuousRollJson(s, choices.at(size_t(s)));
    }
    o.insert(QStringLiteral("bands"), bands);
    o.insert(QStringLiteral("impetuous_rolls"), pending);
    return o;
}

Result<Situation> situationFromJson(const QJsonObject &input, const BattleEngine &engine)
{
    JsonReader r(input, QString());
    Situation s;
    s.round = r.integer(QStringLiteral("round"), 1, 1, 10000);
    s.pb = r.integer(QStringLiteral("pb"), 0, -100, 100);
    const PerPerson risk = perPerson(r, QStringLiteral("risk"), -3, 3, peopleCounts(engine.setup()));
    for (int side = 0; side < 2; ++side)
        s.risk.at(size_t(side)) = risk.at(size_t(side)).value(0).value_or(0);
    s.actions = pair(r, QStringLiteral("significant_actions"), 0, -20, 20);
    s.circumstances = pair(r, QStringLiteral("circumstances"), 0, -3, 3);
    if (r.has(QStringLiteral("strategies")))
        s.strategies = strategyPair(r, QStringLiteral("strategies"), true);
    s.leadershipRolls = optionalPair(r, QStringLiteral("leadership_rolls"), 3, 18);
    if (r.has(QStringLiteral("confused")))
        s.confused = boolPair(r, QStringLiteral("confused"),
                              {engine.state().sides[0].confused, engine.state().sides[1].confused});
    s.indirectAttacks = pair(r, QStringLiteral("indirect_attacks"), 0, 0, 1000);
    s.indirectLastRound = boolPair(r, QStringLiteral("indirect_last_round"), {false, false});
    if (!r.ok())
        return r.error();
    return s;
}

} // namespace

Result<QJsonObject> gurpsOdds(const QJsonObject &input)
{
    auto engine = engineFromOddsInput(input, oddsKeys);
    if (!engine)
        return engine.error();
    if (engine->step() == BattleStep::DisloyalCheck) // odds assume the Disloyal elements stay loyal
        engine->apply(DisloyalCheck{{18, 18}});
    auto situation = situationFromJson(input, *engine);
    if (!situation)
        return situation.error();
    const OddsTable table(*engine, *situation);
    QJsonObject out{
        {QStringLiteral("name"), engine->setup().name},
        {QStringLiteral("sides"), sidesJson(*engine)},
        {QStringLiteral("round"), situation->round},
        {QStringLiteral("pb"), situation->pb},
        {QStringLiteral("casualties"),
         QJsonArray{engine->state().sides[0].casualties, engine->state().sides[1].casualties}},
        {QStringLiteral("legal"), QJsonArray{choicesJson(table.legal(0)), choicesJson(table.legal(1))}}};
    if (const auto &choices = situation->strategies) {
        for (int s = 0; s < 2; ++s) {
            if (!table.legal(s).contains(choices->at(size_t(s))))
                return Error{QStringLiteral("strategies[%1]: %2 cannot choose %3 in round %4.")
                                .arg(s)
                                .arg(sideLabel(engine->setup(), s), strategyChoiceName(choices->at(size_t(s))))
                                .arg(situation->round),
                             QString()};
        }
        const QJsonObject chosen = pairJson(table, *choices);
        for (auto it = chosen.begin(); it != chosen.end(); ++it)
            out.insert(it.key(), it.value());
    }
    QJsonArray cells;
    for (const StrategyChoice &row : table.legal(0)) {
        QJsonArray cellRow;
        for (const StrategyChoice &column : table.legal(1))
            cellRow << cellJson(table.pairOdds(row, column));
        cells << cellRow;
    }
    out.insert(QStringLiteral("matrix"), QJsonObject{{QStringLiteral("rows"), choicesJson(table.legal(0))},
                                                     {QStringLiteral("columns"), choicesJson(table.legal(1))},
                                                     {QStringLiteral("cells"), cells}});
    return out;
}

} // namespace muster::cli
