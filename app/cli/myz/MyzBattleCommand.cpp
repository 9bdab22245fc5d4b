#include "MyzBattleScripts.h"

#include "CliSupport.h"
#include "battle/myz/MyzJson.h"
#include "battle/myz/forecast/PushedWave.h"
#include "common/JsonReader.h"

#include <QJsonArray>

#include <array>
#include <optional>
#include <vector>

namespace muster::cli {

namespace {

using namespace myz;

QJsonObject poolToJson(const BattlePool &pool)
{
    QJsonArray lines;
    for (const PoolLine &line : pool.lines)
        lines.append(poolLineText(line));
    return QJsonObject{{QStringLiteral("battle"), pool.battle},
                       {QStringLiteral("strategy"), pool.strategy},
                       {QStringLiteral("support"), pool.support},
                       {QStringLiteral("support_set_aside"), pool.supportSetAside},
                       {QStringLiteral("breakdown"), lines}};
}

QJsonObject waveToJson(const MyzBattle &battle, const WaveRecord &w)
{
    QJsonObject wave{{QStringLiteral("number"), w.number},
                     {QStringLiteral("fought"), QJsonArray{strategyCode(w.fought[0]), strategyCode(w.fought[1])}}};
    if (w.actions[0] && w.actions[1])
        wave.insert(QStringLiteral("pools"), QJsonArray{poolToJson(w.pools[0]), poolToJson(w.pools[1])});
    if (w.settled) {
        wave.insert(QStringLiteral("sixes"), QJsonArray{poolSixes(w.faces[0]), poolSixes(w.faces[1])});
        wave.insert(QStringLiteral("winner"), w.winner);
        wave.insert(QStringLiteral("margin"), w.margin);
        wave.insert(QStringLiteral("result"), resultRowName(w.row));
    }
    if (w.end) {
        wave.insert(QStringLiteral("fighters_killed"), QJsonArray{w.casualties[0], w.casualties[1]});
        QJsonArray retaliation;
        for (int i = 0; i < w.end->retaliation.size() && i < w.retaliationDamage.size(); ++i) {
            const RetaliationRoll &r = w.end->retaliation.at(i);
            retaliation.append(QJsonObject{{QStringLiteral("side"), r.side},
                                           {QStringLiteral("person"), battle.setup().factions[r.side].people.at(r.person).name},
                                           {QStringLiteral("damage"), w.retaliationDamage.at(i)}});
        }
        wave.insert(QStringLiteral("retaliation"), retaliation);
    }
    if (w.ceasefire)
        wave.insert(QStringLiteral("ceasefire"), true);
    if (w.nullBattle)
        wave.insert(QStringLiteral("null_battle"), true);
    if (w.stalemate)
        wave.insert(QStringLiteral("stalemate"), true);
    return wave;
}

Result<MyzBattle> playFile(const QJsonObject &file, dice::DiceSource &roller)
{
    auto setup = setupFromJson(file);
    if (!setup)
        return setup.error();
    MyzBattle battle(*setup);
    JsonReader in(file, {});
    const QJsonArray steps = in.array(QStringLiteral("steps"));
    if (!in.ok())
        return in.error();
    const Status taken = takeSteps(battle, steps, &roller);
    if (!taken)
        return taken.error();
    return battle;
}

using Policies = std::array<PushPolicy, 2>;

// The file's optional "push": one push policy per faction, in the factions' order.
Result<std::optional<Policies>> pushPolicies(const QJsonObject &file)
{
    const QString key = QStringLiteral("push");
    if (!file.contains(key) || file.value(key).isNull())
        return std::optional<Policies>();
    const QJsonArray list = file.value(key).toArray();
    if (!file.value(key).isArray() || list.size() != 2)
        return Error{QStringLiteral("push: must list one push policy per faction, as [\"while-behind\", \"never\"]"), key};
    Policies policies{};
    for (int side = 0; side < 2; ++side) {
        const std::optional<PushPolicy> policy = pushPolicyFromName(list.at(side).toString());
        if (!policy)
            return Error{QStringLiteral("push[%1]: \"%2\" is not a push policy (never, while-behind or while-not-ahead)")
                             .arg(side)
                             .arg(list.at(side).isString() ? list.at(side).toString() : QStringLiteral("?")),
                         key};
        policies[side] = *policy;
    }
    return std::optional<Policies>(policies);
}

// Each side's wins by row of the margin table, keyed by the row's name.
QJsonObject winsToJson(const std::array<std::array<double, 5>, 2> &rows, int side)
{
    QJsonObject wins;
    for (int row = 1; row <= 4; ++row)
        wins.insert(resultRowName(ResultRow(row)), rows[side][row]);
    return wins;
}

QJsonArray chancesToJson(const std::vector<double> &chances)
{
    QJsonArray array;
    for (const double chance : chances)
        array.append(chance);
    return array;
}

QJsonObject pushedToJson(const MyzBattle &battle, const PushedWaveOdds &odds, const Policies &policies)
{
    QJsonArray sides;
    for (int side = 0; side < 2; ++side)
        sides.append(QJsonObject{{QStringLiteral("name"), battle.setup().factions[side].name},
                                 {QStringLiteral("push"), pushPolicyCode(policies[side])},
                                 {QStringLiteral("more_sixes"), odds.moreSixes[side]},
                                 {QStringLiteral("wins"), winsToJson(odds.rows, side)},
                                 {QStringLiteral("expected_pushes"), odds.expectedPushes[side]},
                                 {QStringLiteral("successes"), chancesToJson(odds.successes[side])},
                                 {QStringLiteral("losses"), chancesToJson(odds.losses[side])},
                                 {QStringLiteral("damage"), chancesToJson(odds.damage[side])}});
    return QJsonObject{{QStringLiteral("sides"), sides},
                       {QStringLiteral("same_sixes"), odds.sameSixes},
                       {QStringLiteral("inconclusive"), odds.inconclusive}};
}

} // namespace

Result<QJsonObject> myzBattle(const QJsonObject &file)
{
    dice::DiceSource roller(scriptSeed(file));
    auto played = playFile(file, roller);
    if (!played)
        return played.error();
    const MyzBattle &battle = *played;
    QJsonArray steps;
    for (const Step &step : battle.steps())
        steps.append(stepToJson(step));
    QJsonArray waves;
    for (const WaveRecord &w : battle.waves())
        waves.append(waveToJson(battle, w));
    QJsonArray factions;
    for (int side = 0; side < 2; ++side) {
        const FactionState &s = battle.faction(side);
        QJsonArray damage;
        for (int i = 0; i < s.damage.size(); ++i)
            damage.append(QJsonObject{{QStringLiteral("name"), battle.setup().factions[side].people.at(i).name},
                                      {QStringLiteral("damage"), s.damage.at(i)}});
        factions.append(QJsonObject{{QStringLiteral("name"), battle.setup().factions[side].name},
                                    {QStringLiteral("battle_dice"), s.battleDice},
                                    {QStringLiteral("fighters_killed"), s.fightersKilled},
                                    {QStringLiteral("confused"), s.confused},
                                    {QStringLiteral("exit"), exitName(s.exit)},
                                    {QStringLiteral("leader_captured"), s.leaderCaptured},
                                    {QStringLiteral("support_lost"), QJsonArray::fromStringList(s.supportLost)},
                                    {QStringLiteral("people"), damage}});
    }
    QJsonObject report{{QStringLiteral("rules"), myzRuleSetId},
                       {QStringLiteral("name"), battle.setup().name},
                       {QStringLiteral("seed"), qint64(roller.seed())},
                       {QStringLiteral("standing"), standing(battle)},
                       {QStringLiteral("over"), battle.phase() == Phase::Over},
                       {QStringLiteral("factions"), factions},
                       {QStringLiteral("waves"), waves},
                       {QStringLiteral("log"), QJsonArray::fromStringList(stepLines(battle))},
                       {QStringLiteral("steps"), steps}};
    // The next Wave's pools once its strategies and actions are in.
    if (battle.phase() == Phase::Battle)
        report.insert(QStringLiteral("pools"), QJsonArray{poolToJson(battle.pool(0)), poolToJson(battle.pool(1))});
    return report;
}

Result<QJsonObject> myzOdds(const QJsonObject &file)
{
    const auto push = pushPolicies(file);
    if (!push)
        return push.error();
    dice::DiceSource roller(scriptSeed(file));
    auto played = playFile(file, roller);
    if (!played)
        return played.error();
    const MyzBattle &battle = *played;
    if (battle.phase() != Phase::Battle || battle.wave().roll)
        return Error{QStringLiteral("steps: the odds are of a Battle roll: end the steps after the Action Phase"),
                     QStringLiteral("steps")};
    const WaveRecord &w = battle.wave();
    const WaveOdds odds = waveOdds({w.pools[0].dice(), w.pools[1].dice()}, w.fought,
                                   {battle.faction(0).feints, battle.faction(1).feints});
    QJsonArray sides;
    for (int side = 0; side < 2; ++side)
        sides.append(QJsonObject{{QStringLiteral("name"), battle.setup().factions[side].name},
                                 {QStringLiteral("pool"), poolToJson(w.pools[side])},
                                 {QStringLiteral("more_sixes"), odds.moreSixes[side]},
                                 {QStringLiteral("wins"), winsToJson(odds.rows, side)}});
    QJsonObject report{{QStringLiteral("rules"), myzRuleSetId},
                       {QStringLiteral("wave"), w.number},
                       {QStringLiteral("sides"), sides},
                       {QStringLiteral("same_sixes"), odds.sameSixes},
                       {QStringLiteral("inconclusive"), odds.inconclusive}};
    // "Battle Phase": the same roll once each leader has pushed as its policy says.
    if (*push)
        report.insert(QStringLiteral("pushed"), pushedToJson(battle, pushedWaveOdds(battle, **push), **push));
    return report;
}

} // namespace muster::cli
