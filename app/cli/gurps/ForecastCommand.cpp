// `muster-cli forecast FILE.json`: how the whole battle ends, from the situation of an odds file and each side's
// policy (core/battle/gurps/forecast): the chances of every ending, each side's final casualties and TS left,
// the expected rounds and hours, each commander's chance to fall; with "advise", the strategy advisor's
// battle-win matrix for the round and each side's optimal mixed strategy.
#include "GurpsBattleScripts.h"

#include "BattleInput.h"
#include "BattleReport.h"
#include "CliSupport.h"

#include "battle/gurps/Aftermath.h"
#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/forecast/Advisor.h"
#include "battle/gurps/forecast/Forecast.h"

#include <QJsonArray>

namespace muster::cli {

using namespace gurps;

namespace {

const QStringList forecastKeys = {QStringLiteral("name"),     QStringLiteral("start"),
                                  QStringLiteral("conditions"), QStringLiteral("special"),
                                  QStringLiteral("sides"),    QStringLiteral("round"),
                                  QStringLiteral("casualties"), QStringLiteral("pb"),
                                  QStringLiteral("confused"), QStringLiteral("indirect_attacks"),
                                  QStringLiteral("indirect_last_round"), QStringLiteral("strategies"),
                                  QStringLiteral("policies"), QStringLiteral("battles"),
                                  QStringLiteral("seed"),     QStringLiteral("exact_misfortunes"),
                                  QStringLiteral("advise")};

QString methodCode(ForecastMethod method)
{
    switch (method) {
    case ForecastMethod::Exact:
        return QStringLiteral("exact");
    case ForecastMethod::ExactWithSampledMisfortunes:
        return QStringLiteral("exact-chain-with-sampled-misfortunes");
    case ForecastMethod::Sampled:
        break;
    }
    return QStringLiteral("sampled");
}

double rounded(double value)
{
    return std::round(value * 1e4) / 1e4;
}

BattlePolicies policiesFromJson(JsonReader &r, const std::optional<std::array<StrategyChoice, 2>> &thisRound)
{
    BattlePolicies policies;
    const QJsonArray list = r.array(QStringLiteral("policies"));
    if (r.ok() && list.size() != 2)
        r.fail(QStringLiteral("policies"), QStringLiteral("needs one policy per side: [{\"strategy\": \"attack\"}, "
                                                          "{\"strategy\": \"defense\"}]"));
    for (int s = 0; s < 2 && r.ok(); ++s) {
        const QString key = QStringLiteral("policies[%1]").arg(s);
        const QJsonObject object = list.at(s).toObject();
        JsonReader side(object, r.path(key));
        checkKeys(r, object, {QStringLiteral("strategy"), QStringLiteral("first_round"), QStringLiteral("risk")}, key);
        if (!object.contains(QLatin1String("strategy"))) {
            r.fail(key + QStringLiteral(".strategy"), QStringLiteral("is missing: the strategy the side fights every round"));
            break;
        }
        if (const auto choice = strategyChoice(r, key + QStringLiteral(".strategy"), object.value(QLatin1String("strategy"))))
            policies.at(size_t(s)).strategy = *choice;
        if (object.contains(QLatin1String("first_round"))) {
            policies.at(size_t(s)).firstRound =
                strategyChoice(r, key + QStringLiteral(".first_round"), object.value(QLatin1String("first_round")));
        } else if (thisRound) {
            policies.at(size_t(s)).firstRound = thisRound->at(size_t(s));
        }
        policies.at(size_t(s)).risk = side.integer(QStringLiteral("risk"), 0, -3, 3);
        if (!side.ok())
            r.fail(key, side.error().message);
    }
    return policies;
}

// The engine at the start of the file's round: its casualties, PB, confusion and Indirect Attacks so far.
BattleEngine engineAt(BattleEngine engine, JsonReader &r)
{
    const int round = r.integer(QStringLiteral("round"), 1, 1, 10000);
    const int pb = r.integer(QStringLiteral("pb"), 0, -100, 100);
    const auto indirect = pair(r, QStringLiteral("indirect_attacks"), 0, 0, 1000);
    const auto lastRound = boolPair(r, QStringLiteral("indirect_last_round"), {false, false});
    std::optional<std::array<bool, 2>> confused;
    if (r.has(QStringLiteral("confused")))
        confused = boolPair(r, QStringLiteral("confused"), {false, false});
    const bool changed = round > 1 || pb != 0 || confused || indirect != std::array<int, 2>{} ||
                         lastRound != std::array<bool, 2>{};
    if (!r.ok() || !changed)
        return engine; // as the battle starts, with its Disloyal check if any
    if (engine.step() == BattleStep::DisloyalCheck) // later rounds assume the Disloyal elements stayed loyal
        engine.apply(DisloyalCheck{{18, 18}});
    BattleState state = engine.state();
    state.positionBonus = pb;
    for (int s = 0; s < 2; ++s) {
        SideState &side = state.sides.at(size_t(s));
        side.indirectAttacks = indirect.at(size_t(s));
        if (confused)
            side.confused = confused->at(size_t(s));
    }
    RoundRecord current = state.rounds.constLast();
    current.number = round;
    state.rounds.clear();
    if (round > 1) {
        RoundRecord previous;
        previous.number = round - 1;
        previous.contested = true;
        for (int s = 0; s < 2; ++s)
            if (lastRound.at(size_t(s)))
                previous.fought.at(size_t(s)).strategy = BattleStrategy::IndirectAttack;
        state.rounds << previous;
    }
    state.rounds << current;
    state.step = BattleStep::OpenRound;
    engine.assumeState(state);
    return engine;
}

QJsonObject sideJson(const SideForecast &side)
{
    QJsonObject casualties, tsLeft;
    for (int c = 0; c <= 100; ++c) {
        const double p = side.finalCasualties.at(size_t(c));
        if (p < 5e-7)
            continue;
        casualties.insert(QString::number(c), probability(p));
        const QString ts = QString::number(tsLeftAfter(side.tsBefore, c));
        tsLeft.insert(ts, probability(tsLeft.value(ts).toDouble() + p));
    }
    return QJsonObject{{QStringLiteral("ts_before"), side.tsBefore},
                       {QStringLiteral("final_casualties"), casualties},
                       {QStringLiteral("ts_left"), tsLeft},
                       {QStringLiteral("expected_final_casualties"), rounded(side.expectedCasualties)},
                       {QStringLiteral("expected_final_casualties_error"), rounded(side.expectedCasualtiesError)},
                       {QStringLiteral("commander_falls"), probability(side.commanderFalls)},
                       {QStringLiteral("commander_falls_error"), probability(side.commanderFallsError)}};
}

QJsonArray choicesJson(const QList<StrategyChoice> &choices)
{
    QJsonArray list;
    for (const StrategyChoice &c : choices)
        list << strategyChoiceToJson(c);
    return list;
}

QJsonArray mixJson(const QList<StrategyChoice> &choices, const std::vector<double> &mix)
{
    QJsonArray list;
    for (qsizetype i = 0; i < choices.size(); ++i) {
        if (mix.at(size_t(i)) > 5e-7)
            list << QJsonObject{{QStringLiteral("strategy"), strategyChoiceToJson(choices.at(i))},
                                {QStringLiteral("chance"), probability(mix.at(size_t(i)))}};
    }
    return list;
}

QJsonObject adviceJson(const RoundAdvice &advice)
{
    QJsonArray cells;
    for (int r = 0; r < advice.legal[0].size(); ++r) {
        QJsonArray row;
        for (int c = 0; c < advice.legal[1].size(); ++c)
            row << QJsonArray{probability(advice.win(0, r, c)), probability(advice.win(1, r, c))};
        cells << row;
    }
    QJsonArray best0, best1;
    for (int b : advice.bestAnswers[0])
        best0 << strategyChoiceToJson(advice.legal[0].at(b));
    for (int b : advice.bestAnswers[1])
        best1 << strategyChoiceToJson(advice.legal[1].at(b));
    QJsonArray optimal;
    for (int s = 0; s < 2; ++s)
        optimal << QJsonObject{{QStringLiteral("mix"), mixJson(advice.legal.at(size_t(s)), advice.optimal.at(size_t(s)).rowMix)},
                               {QStringLiteral("guaranteed_win"), probability(advice.optimal.at(size_t(s)).value)}};
    return QJsonObject{{QStringLiteral("rows"), choicesJson(advice.legal[0])},
                       {QStringLiteral("columns"), choicesJson(advice.legal[1])},
                       {QStringLiteral("wins"), cells},
                       {QStringLiteral("best_answers"), QJsonArray{best0, best1}},
                       {QStringLiteral("optimal"), optimal}};
}

} // namespace

Result<QJsonObject> gurpsForecast(const QJsonObject &input)
{
    JsonReader r(input, QString());
    auto created = engineFromOddsInput(input, forecastKeys);
    if (!created)
        return created.error();
    const BattleEngine engine = engineAt(*created, r);
    std::optional<std::array<StrategyChoice, 2>> thisRound;
    if (r.has(QStringLiteral("strategies")))
        thisRound = strategyPair(r, QStringLiteral("strategies"), true);
    if (!r.has(QStringLiteral("policies")))
        r.fail(QStringLiteral("policies"), QStringLiteral("is missing: how each side fights, e.g. [{\"strategy\": "
                                                          "\"attack\"}, {\"strategy\": \"defense\", \"risk\": 1}]"));
    const BattlePolicies policies = r.ok() ? policiesFromJson(r, thisRound) : BattlePolicies{};
    ForecastLimits limits;
    limits.battles = r.integer(QStringLiteral("battles"), limits.battles, 100, 1'000'000);
    limits.seed = quint64(r.number(QStringLiteral("seed"), double(limits.seed), 0, 9007199254740991.0));
    limits.exactMisfortunes = r.boolean(QStringLiteral("exact_misfortunes"), false);
    const bool advise = r.boolean(QStringLiteral("advise"), false);
    if (!r.ok())
        return r.error();
    const BattleForecast forecast = forecastBattle(engine, policies, limits);
    QJsonObject outcomes, errors;
    for (int e = 0; e < endingCount; ++e) {
        outcomes.insert(endingCode(Ending(e)), probability(forecast.endings.at(size_t(e))));
        errors.insert(endingCode(Ending(e)), probability(forecast.endingErrors.at(size_t(e))));
    }
    QJsonObject out{{QStringLiteral("name"), engine.setup().name},
                    {QStringLiteral("sides"), sidesJson(engine)},
                    {QStringLiteral("round"), forecast.firstRound},
                    {QStringLiteral("method"), methodCode(forecast.method)},
                    {QStringLiteral("battles"), forecast.method == ForecastMethod::Exact ? 0 : forecast.battles},
                    {QStringLiteral("outcomes"), outcomes},
                    {QStringLiteral("standard_errors"), errors},
                    {QStringLiteral("wins"), QJsonArray{probability(forecast.wins(0)), probability(forecast.wins(1))}},
                    {QStringLiteral("expected_rounds"), rounded(forecast.expectedRounds)},
                    {QStringLiteral("expected_rounds_error"), rounded(forecast.expectedRoundsError)},
                    {QStringLiteral("expected_hours"), rounded(forecast.expectedHours)},
                    {QStringLiteral("expected_hours_error"), rounded(forecast.expectedHoursError)},
                    {QStringLiteral("forecast"), QJsonArray{sideJson(forecast.sides[0]), sideJson(forecast.sides[1])}}};
    if (advise) {
        if (engine.step() == BattleStep::DisloyalCheck)
            return Error{QStringLiteral("advise: the Disloyal check comes first; give \"round\" 1 with \"confused\" "
                                        "to advise on the round after it"),
                         QStringLiteral("advise")};
        out.insert(QStringLiteral("advice"), adviceJson(adviseRound(engine, policies)));
    }
    return out;
}

} // namespace muster::cli
