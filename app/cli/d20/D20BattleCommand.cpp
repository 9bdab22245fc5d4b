#include "D20BattleScripts.h"

#include "CliSupport.h"
#include "battle/d20/D20Json.h"
#include "common/JsonReader.h"

#include <QJsonArray>

namespace muster::cli {

namespace {

using namespace d20;

Result<D20Battle> playFile(const QJsonObject &file, dice::DiceSource &roller)
{
    auto setup = setupFromJson(file);
    if (!setup)
        return setup.error();
    D20Battle battle(*setup);
    JsonReader in(file, {});
    const QJsonArray steps = in.array(QStringLiteral("steps"));
    if (!in.ok())
        return in.error();
    if (Status played = playScript(battle, steps, roller); !played)
        return played.error();
    return battle;
}

QJsonObject unitToJson(const D20Battle &battle, UnitRef ref)
{
    const UnitState &s = battle.state(ref);
    QJsonArray engaged;
    for (const int enemy : battle.engagedWith(ref))
        engaged.append(battle.unit({1 - ref.army, enemy}).name);
    QJsonObject unit{{QStringLiteral("name"), battle.unit(ref).name},
                     {QStringLiteral("health"), s.health},
                     {QStringLiteral("max_health"), battle.unit(ref).maxHealth},
                     {QStringLiteral("facing"), facingCode(s.facing)},
                     {QStringLiteral("conditions"), QJsonArray::fromStringList(s.conditions)},
                     {QStringLiteral("engaged_with"), engaged},
                     {QStringLiteral("destroyed"), s.destroyed},
                     {QStringLiteral("state"), unitStateText(battle, ref)}};
    if (s.position != reserve)
        unit.insert(QStringLiteral("position"), QJsonArray{s.position.x(), s.position.y()});
    else if (!s.destroyed)
        unit.insert(QStringLiteral("in_reserve"), true);
    return unit;
}

QJsonObject pendingToJson(const D20Battle &battle, const PendingRoll &roll)
{
    QJsonObject object{{QStringLiteral("roll"), rollKindCode(roll.kind)},
                       {QStringLiteral("army"), roll.unit.army},
                       {QStringLiteral("unit"), battle.unit(roll.unit).name},
                       {QStringLiteral("modifier"), roll.modifier}};
    if (roll.kind == RollKind::Morale) {
        object.insert(QStringLiteral("dc"), roll.defense);
        object.insert(QStringLiteral("holds"), roll.holds);
        return object;
    }
    object.insert(QStringLiteral("target"), battle.unit(roll.target).name);
    object.insert(QStringLiteral("defense"), roll.defense);
    object.insert(QStringLiteral("range_increment"), roll.increment);
    object.insert(QStringLiteral("range_penalty"), roll.rangePenalty);
    object.insert(QStringLiteral("damage"), roll.damage);
    object.insert(QStringLiteral("odds"), QJsonObject{{QStringLiteral("miss"), roll.odds.miss},
                                                      {QStringLiteral("glancing"), roll.odds.glancing},
                                                      {QStringLiteral("hit"), roll.odds.hit},
                                                      {QStringLiteral("critical"), roll.odds.critical},
                                                      {QStringLiteral("natural_20"), roll.odds.natural20},
                                                      {QStringLiteral("expected_damage"), roll.odds.expectedDamage},
                                                      {QStringLiteral("morale_check"), roll.odds.moraleCheck},
                                                      {QStringLiteral("shatter"), roll.odds.shatter}});
    return object;
}

} // namespace

Result<QJsonObject> d20Battle(const QJsonObject &file)
{
    dice::DiceSource roller(scriptSeed(file));
    auto played = playFile(file, roller);
    if (!played)
        return played.error();
    const D20Battle &battle = *played;
    QJsonArray steps;
    for (const Step &step : battle.steps())
        steps.append(stepToJson(step, battle.setup()));
    QJsonArray armies;
    for (int army = 0; army < 2; ++army) {
        QJsonArray units;
        for (int i = 0; i < battle.unitCount(army); ++i)
            units.append(unitToJson(battle, {army, i}));
        armies.append(QJsonObject{{QStringLiteral("name"), battle.setup().armies[army].name}, {QStringLiteral("units"), units}});
    }
    QJsonObject report{{QStringLiteral("rules"), d20RuleSetId},
                       {QStringLiteral("name"), battle.setup().name},
                       {QStringLiteral("seed"), qint64(roller.seed())},
                       {QStringLiteral("round"), battle.round()},
                       {QStringLiteral("standing"), standing(battle)},
                       {QStringLiteral("over"), battle.phase() == Phase::Over},
                       {QStringLiteral("winner"), battle.winner()},
                       {QStringLiteral("armies"), armies},
                       {QStringLiteral("log"), QJsonArray::fromStringList(battle.lines())},
                       {QStringLiteral("steps"), steps}};
    return report;
}

Result<QJsonObject> d20Odds(const QJsonObject &file)
{
    // The odds of the attack the file's last step calls for: played without settling what is due at the end.
    auto setup = setupFromJson(file);
    if (!setup)
        return setup.error();
    D20Battle battle(*setup);
    dice::DiceSource roller(scriptSeed(file));
    if (Status taken = takeSteps(battle, file.value(QStringLiteral("steps")).toArray(), &roller); !taken)
        return taken.error();
    const std::optional<PendingRoll> due = battle.pendingRoll();
    if (!due)
        return Error{QStringLiteral("steps: the odds are of a roll: end the steps where one is due"), QStringLiteral("steps")};
    QJsonObject odds = pendingToJson(battle, *due);
    odds.insert(QStringLiteral("rules"), d20RuleSetId);
    odds.insert(QStringLiteral("round"), battle.round());
    return odds;
}

} // namespace muster::cli
