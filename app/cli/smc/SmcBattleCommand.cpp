#include "SmcBattleScripts.h"

#include "CliSupport.h"
#include "battle/smc/SmcJson.h"
#include "common/JsonReader.h"

#include <QJsonArray>

namespace muster::cli {

namespace {

using namespace smc;

Result<SmcBattle> playFile(const QJsonObject &file, dice::DiceSource &roller)
{
    auto setup = setupFromJson(file);
    if (!setup)
        return setup.error();
    SmcBattle battle(*setup);
    JsonReader in(file, {});
    const QJsonArray steps = in.array(QStringLiteral("steps"));
    const QJsonArray turns = in.array(QStringLiteral("turns"));
    if (!in.ok())
        return in.error();
    if (Status taken = takeSteps(battle, steps, &roller); !taken)
        return taken.error();
    if (Status played = playTurns(battle, turns, roller); !played)
        return played.error();
    return battle;
}

QJsonObject poolToJson(const RollPool &pool)
{
    QJsonArray terms;
    for (const PoolTerm &term : pool.terms)
        terms.append(QJsonObject{{QStringLiteral("term"), term.label}, {QStringLiteral("dice"), term.dice}});
    return QJsonObject{{QStringLiteral("dice"), pool.dice}, {QStringLiteral("terms"), terms}};
}

QJsonObject unitToJson(const SmcBattle &battle, UnitRef ref)
{
    const UnitState &s = battle.state(ref);
    QJsonArray engaged;
    for (const int enemy : battle.engagedWith(ref))
        engaged.append(battle.unit({1 - ref.army, enemy}).name);
    QJsonObject unit{{QStringLiteral("name"), battle.unit(ref).name},
                     {QStringLiteral("magnitude"), s.strength.magnitude},
                     {QStringLiteral("health"), s.strength.health},
                     {QStringLiteral("battle_plans"), s.battlePlans},
                     {QStringLiteral("in_flight"), s.routing},
                     {QStringLiteral("destroyed"), s.destroyed},
                     {QStringLiteral("engaged_with"), engaged},
                     {QStringLiteral("state"), unitStateText(battle, ref)}};
    if (s.routing)
        unit.insert(QStringLiteral("rally_difficulty"), rallyDifficulty(s.lastCheck));
    return unit;
}

QJsonObject pendingToJson(const SmcBattle &battle, const PendingRoll &roll)
{
    QJsonObject object{{QStringLiteral("roll"), rollKindCode(roll.kind)},
                       {QStringLiteral("army"), roll.unit.army},
                       {QStringLiteral("unit"), battle.unit(roll.unit).name},
                       {QStringLiteral("pool"), poolToJson(roll.pool)}};
    const RollOdds odds = rollOdds(roll, battle.options());
    if (roll.kind == RollKind::Clash) {
        object.insert(QStringLiteral("defender"), battle.unit({1 - roll.unit.army, roll.target}).name);
        object.insert(QStringLiteral("defender_pool"), poolToJson(roll.defenderPool));
        object.insert(QStringLiteral("magnitude_bonus"), roll.bonusSuccesses);
        QJsonObject damage;
        for (size_t k = 1; k < odds.clash.damageToDefender.size(); ++k)
            if (odds.clash.damageToDefender[k] > 0)
                damage.insert(QString::number(k), odds.clash.damageToDefender[k]);
        object.insert(QStringLiteral("damage_to_defender"), damage);
        object.insert(QStringLiteral("attacker_beaten_off"), odds.clash.attackerBeatenOff);
    } else {
        object.insert(QStringLiteral("difficulty"), roll.difficulty);
        object.insert(QStringLiteral("success"), odds.success);
        object.insert(QStringLiteral("botch"), odds.botch);
    }
    return object;
}

} // namespace

Result<QJsonObject> smcBattle(const QJsonObject &file)
{
    dice::DiceSource roller(scriptSeed(file));
    auto played = playFile(file, roller);
    if (!played)
        return played.error();
    const SmcBattle &battle = *played;
    QJsonArray steps;
    for (const Step &step : battle.steps())
        steps.append(stepToJson(step, battle.setup()));
    QJsonArray armies;
    for (int army = 0; army < 2; ++army) {
        QJsonArray units;
        for (int i = 0; i < battle.unitCount(army); ++i)
            units.append(unitToJson(battle, {army, i}));
        armies.append(QJsonObject{{QStringLiteral("name"), battle.setup().armies[army].name},
                                  {QStringLiteral("units"), units}});
    }
    QJsonObject report{{QStringLiteral("rules"), smcRuleSetId},
                       {QStringLiteral("name"), battle.setup().name},
                       {QStringLiteral("seed"), qint64(roller.seed())},
                       {QStringLiteral("turn"), battle.turn()},
                       {QStringLiteral("standing"), standing(battle)},
                       {QStringLiteral("over"), battle.phase() == Phase::Over},
                       {QStringLiteral("winner"), battle.winner()},
                       {QStringLiteral("armies"), armies},
                       {QStringLiteral("log"), QJsonArray::fromStringList(battle.lines())},
                       {QStringLiteral("steps"), steps}};
    if (const std::optional<PendingRoll> pending = battle.pendingRoll())
        report.insert(QStringLiteral("next_roll"), pendingToJson(battle, *pending));
    return report;
}

Result<QJsonObject> smcOdds(const QJsonObject &file)
{
    dice::DiceSource roller(scriptSeed(file));
    auto played = playFile(file, roller);
    if (!played)
        return played.error();
    const std::optional<PendingRoll> pending = played->pendingRoll();
    if (!pending)
        return Error{QStringLiteral("steps: the odds are of a roll: end the steps where a roll is due"),
                     QStringLiteral("steps")};
    QJsonObject odds = pendingToJson(*played, *pending);
    odds.insert(QStringLiteral("rules"), smcRuleSetId);
    odds.insert(QStringLiteral("turn"), played->turn());
    return odds;
}

} // namespace muster::cli
