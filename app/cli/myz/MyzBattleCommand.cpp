#include "MyzBattleScripts.h"

#include "CliSupport.h"
#include "battle/myz/MyzJson.h"
#include "common/JsonReader.h"

#include <QJsonArray>

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
    for (int side = 0; side < 2; ++side) {
        QJsonObject rows;
        for (int row = 1; row <= 4; ++row)
            rows.insert(resultRowName(ResultRow(row)), odds.rows[side][row]);
        sides.append(QJsonObject{{QStringLiteral("name"), battle.setup().factions[side].name},
                                 {QStringLiteral("pool"), poolToJson(w.pools[side])},
                                 {QStringLiteral("more_sixes"), odds.moreSixes[side]},
                                 {QStringLiteral("wins"), rows}});
    }
    return QJsonObject{{QStringLiteral("rules"), myzRuleSetId},
                       {QStringLiteral("wave"), w.number},
                       {QStringLiteral("sides"), sides},
                       {QStringLiteral("same_sixes"), odds.sameSixes},
                       {QStringLiteral("inconclusive"), odds.inconclusive}};
}

} // namespace muster::cli
