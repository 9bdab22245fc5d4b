// `muster-cli forecast FILE.json` for Mutant: Year Zero: how the whole battle ends, from the battle file (its set-up
// and the steps taken so far, dice left out rolled from "seed") and each leader's policy
// (core/battle/myz/forecast): the chance of every ending, each faction's chance to win, its fighters killed, Battle
// Dice left and leader captured, each PC's chance to end broken, and the expected Waves, sampled over "battles"
// battles played through the engine, every figure with its standard error.
#include "MyzBattleScripts.h"

#include "CliSupport.h"
#include "battle/myz/MyzJson.h"
#include "battle/myz/forecast/MyzForecast.h"
#include "common/JsonReader.h"

#include <QJsonArray>

#include <cmath>

namespace muster::cli {

namespace {

using namespace myz;

const QStringList forecastKeys = {QStringLiteral("name"),     QStringLiteral("factions"),
                                  QStringLiteral("terrain"),  QStringLiteral("siege_defender"),
                                  QStringLiteral("waterway"), QStringLiteral("reconnaissance"),
                                  QStringLiteral("restore_per_pair"), QStringLiteral("steps"),
                                  QStringLiteral("seed"),     QStringLiteral("policies"),
                                  QStringLiteral("battles"),  QStringLiteral("max_waves")};

constexpr int defaultBattles = 100'000;
constexpr int fewestBattles = 1'000;
constexpr int mostBattles = 1'000'000;

double rounded(double value)
{
    return std::round(value * 1e4) / 1e4;
}

std::optional<Strategy> strategyAt(JsonReader &r, const QJsonObject &object, const QString &key, const QString &path)
{
    const QJsonValue value = object.value(key);
    const auto strategy = value.isString() ? strategyFromName(value.toString()) : std::nullopt;
    if (!strategy) {
        QStringList codes;
        for (const Strategy s : allStrategies())
            codes << strategyCode(s);
        r.fail(path + QLatin1Char('.') + key,
               QStringLiteral("must be a battle strategy (%1), not %2")
                   .arg(codes.join(QStringLiteral(", ")), value.isString() ? value.toString() : QStringLiteral("that")));
    }
    return strategy;
}

MyzPolicies policiesFromJson(JsonReader &r)
{
    MyzPolicies policies;
    if (!r.has(QStringLiteral("policies"))) {
        r.fail(QStringLiteral("policies"), QStringLiteral("is missing: how each leader fights, e.g. [{\"strategy\": \"attack\"}, "
                                                          "{\"strategy\": \"defense\", \"risk\": 1, \"push\": \"never\"}]"));
        return policies;
    }
    const QJsonArray list = r.array(QStringLiteral("policies"));
    if (r.ok() && list.size() != 2)
        r.fail(QStringLiteral("policies"), QStringLiteral("needs one policy per faction: [{\"strategy\": \"attack\"}, "
                                                          "{\"strategy\": \"defense\"}]"));
    for (int side = 0; side < 2 && r.ok(); ++side) {
        const QString key = QStringLiteral("policies[%1]").arg(side);
        if (!list.at(side).isObject()) {
            r.fail(key, QStringLiteral("must be an object such as {\"strategy\": \"attack\"}"));
            break;
        }
        const QJsonObject object = list.at(side).toObject();
        checkKeys(r, object, {QStringLiteral("strategy"), QStringLiteral("first_wave"), QStringLiteral("risk"), QStringLiteral("push")},
                  key);
        if (!r.ok())
            break;
        FactionPolicy &policy = policies[side];
        if (!object.contains(QLatin1String("strategy"))) {
            r.fail(key + QStringLiteral(".strategy"), QStringLiteral("is missing: the strategy the leader fights every Wave"));
            break;
        }
        if (const auto s = strategyAt(r, object, QStringLiteral("strategy"), key))
            policy.strategy = *s;
        if (r.ok() && object.contains(QLatin1String("first_wave")))
            policy.firstWave = strategyAt(r, object, QStringLiteral("first_wave"), key);
        JsonReader fields(object, r.path(key));
        policy.risk = fields.integer(QStringLiteral("risk"), 0, -3, 3);
        const QString push = fields.string(QStringLiteral("push"), pushPolicyCode(PushPolicy::WhileBehind));
        if (const auto known = pushPolicyFromName(push); known && fields.ok())
            policy.push = *known;
        else if (fields.ok())
            fields.fail(QStringLiteral("push"), QStringLiteral("must be never, while-behind or while-not-ahead, not %1").arg(push));
        if (r.ok() && !fields.ok())
            r.fail(fields.error().field, fields.error().message);
    }
    return policies;
}

QJsonArray policiesJson(const MyzPolicies &policies)
{
    QJsonArray list;
    for (const FactionPolicy &p : policies) {
        QJsonObject object{{QStringLiteral("strategy"), strategyCode(p.strategy)},
                           {QStringLiteral("risk"), p.risk},
                           {QStringLiteral("push"), pushPolicyCode(p.push)}};
        if (p.firstWave)
            object.insert(QStringLiteral("first_wave"), strategyCode(*p.firstWave));
        list << object;
    }
    return list;
}

QJsonObject factionJson(const Faction &faction, const MyzSideForecast &side)
{
    QJsonObject quantiles;
    for (size_t i = 0; i < fightersKilledLevels.size(); ++i)
        quantiles.insert(QStringLiteral("%1%").arg(qRound(fightersKilledLevels[i] * 100)), side.fightersKilledQuantiles[i]);
    QJsonArray broken;
    for (int p = 0; p < faction.people.size() && p < side.broken.size(); ++p) {
        if (!faction.people.at(p).playerCharacter)
            continue; // NPCs suffer no Retaliation
        broken << QJsonObject{{QStringLiteral("name"), faction.people.at(p).name},
                              {QStringLiteral("chance"), probability(side.broken.at(p))},
                              {QStringLiteral("standard_error"), probability(side.brokenErrors.at(p))}};
    }
    return QJsonObject{{QStringLiteral("name"), faction.name},
                       {QStringLiteral("wins"), probability(side.wins)},
                       {QStringLiteral("wins_error"), probability(side.winsError)},
                       {QStringLiteral("expected_fighters_killed"), rounded(side.fightersKilled)},
                       {QStringLiteral("expected_fighters_killed_error"), rounded(side.fightersKilledError)},
                       {QStringLiteral("fighters_killed_quantiles"), quantiles},
                       {QStringLiteral("most_fighters_killed"), side.fightersKilledMost},
                       {QStringLiteral("expected_battle_dice_left"), rounded(side.battleDiceLeft)},
                       {QStringLiteral("expected_battle_dice_left_error"), rounded(side.battleDiceLeftError)},
                       {QStringLiteral("leader_captured"), probability(side.leaderCaptured)},
                       {QStringLiteral("leader_captured_error"), probability(side.leaderCapturedError)},
                       {QStringLiteral("broken"), broken}};
}

} // namespace

Result<QJsonObject> myzForecast(const QJsonObject &file)
{
    JsonReader r(file, QString());
    checkKeys(r, file, forecastKeys);
    const quint64 seed = quint64(r.number(QStringLiteral("seed"), 1, 0, 9007199254740991.0));
    const int battles = r.integer(QStringLiteral("battles"), defaultBattles, fewestBattles, mostBattles);
    const int maxWaves = r.integer(QStringLiteral("max_waves"), 100, 1, 1000);
    const MyzPolicies policies = r.ok() ? policiesFromJson(r) : MyzPolicies{};
    if (!r.ok())
        return r.error();
    auto setup = setupFromJson(file);
    if (!setup)
        return setup.error();
    MyzBattle battle(*setup);
    dice::DiceSource roller(seed);
    const QJsonArray steps = r.array(QStringLiteral("steps"));
    if (!r.ok())
        return r.error();
    if (const Status taken = takeSteps(battle, steps, &roller); !taken)
        return taken.error();

    const MyzForecast forecast = sampleMyzBattles(battle, policies, battles, seed, maxWaves);
    QJsonObject outcomes, errors;
    for (const MyzEnding ending : allMyzEndings()) {
        outcomes.insert(myzEndingCode(ending), probability(forecast.endings[size_t(ending)]));
        errors.insert(myzEndingCode(ending), probability(forecast.endingErrors[size_t(ending)]));
    }
    QJsonArray factions;
    for (int side = 0; side < 2; ++side)
        factions << factionJson(battle.setup().factions[side], forecast.sides[side]);
    return QJsonObject{{QStringLiteral("rules"), myzRuleSetId},
                       {QStringLiteral("name"), battle.setup().name},
                       {QStringLiteral("method"), QStringLiteral("sampled")},
                       {QStringLiteral("battles"), forecast.battles},
                       {QStringLiteral("seed"), qint64(seed)},
                       {QStringLiteral("wave"), forecast.firstWave},
                       {QStringLiteral("max_waves"), forecast.maxWaves},
                       {QStringLiteral("policies"), policiesJson(policies)},
                       {QStringLiteral("outcomes"), outcomes},
                       {QStringLiteral("standard_errors"), errors},
                       {QStringLiteral("wins"), QJsonArray{probability(forecast.wins(0)), probability(forecast.wins(1))}},
                       {QStringLiteral("wins_standard_errors"),
                        QJsonArray{probability(forecast.sides[0].winsError), probability(forecast.sides[1].winsError)}},
                       {QStringLiteral("expected_waves"), rounded(forecast.expectedWaves)},
                       {QStringLiteral("expected_waves_error"), rounded(forecast.expectedWavesError)},
                       {QStringLiteral("factions"), factions}};
}

} // namespace muster::cli
