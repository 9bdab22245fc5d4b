// The steps half of the MYZ battle file, and the record the campaign keeps.

#include "MyzJson.h"

#include "battle/StepRecord.h"
#include "common/JsonReader.h"
#include "common/Overloaded.h"
#include "dice/DieRollJson.h"
#include "dice/PoolCounts.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace muster::myz {

namespace {

struct MyzText
{
    Q_DECLARE_TR_FUNCTIONS(Myz)
};

template <typename List> QJsonArray facesToJson(const List &faces)
{
    QJsonArray array;
    for (const int face : faces)
        array.append(face);
    return array;
}

QJsonObject skillRollToJson(const SkillRoll &roll)
{
    return QJsonObject{{QStringLiteral("base_dice"), roll.baseDice},
                       {QStringLiteral("skill_dice"), roll.skillDice},
                       {QStringLiteral("base"), facesToJson(roll.base)},
                       {QStringLiteral("skill"), facesToJson(roll.skill)},
                       {QStringLiteral("typed"), roll.typed}};
}

QJsonObject personRollToJson(const PersonRoll &roll)
{
    QJsonObject object = skillRollToJson(roll.roll);
    object.insert(QStringLiteral("person"), roll.person);
    object.insert(QStringLiteral("skill_name"), skillCode(roll.skill));
    object.insert(QStringLiteral("helpers"), facesToJson(roll.helpers));
    object.insert(QStringLiteral("mutation_points"), roll.mutationPoints);
    return object;
}

QJsonObject poolToJson(const PoolFaces &faces)
{
    return QJsonObject{{QStringLiteral("battle"), facesToJson(faces.battle)},
                       {QStringLiteral("strategy"), facesToJson(faces.strategy)},
                       {QStringLiteral("support"), facesToJson(faces.support)}};
}

// Reads the faces of `count` dice at `key`, or rolls them when they are left out and there is a roller.
class DiceReader
{
public:
    DiceReader(JsonReader &in, dice::DiceSource *roller) : m_in(in), m_roller(roller) {}

    Faces faces(const QString &key, int count, bool *typed = nullptr)
    {
        if (!m_in.has(key)) {
            if (count <= 0)
                return {};
            if (!m_roller) {
                m_in.fail(key, MyzText::tr("the dice are missing"));
                return {};
            }
            if (typed)
                *typed = false;
            Faces rolled;
            m_roller->rollInto(rolled, count, 6);
            return rolled;
        }
        Faces faces;
        for (const QJsonValue face : m_in.array(key)) {
            if (!face.isDouble() || face.toInt() < 1 || face.toInt() > 6 || face.toDouble() != double(face.toInt())) {
                m_in.fail(key, MyzText::tr("every die shows 1 to 6"));
                return {};
            }
            faces << face.toInt();
        }
        if (faces.size() != std::max(0, count))
            m_in.fail(key, MyzText::tr("must list %1 dice, not %2").arg(std::max(0, count)).arg(faces.size()));
        return faces;
    }

private:
    JsonReader &m_in;
    dice::DiceSource *m_roller;
};

// A skill roll whose dice counts default to `pool`.
SkillRoll skillRollFrom(const QJsonObject &object, const SkillRoll &pool, dice::DiceSource *roller, const QString &path,
                        std::optional<Error> &error)
{
    JsonReader in(object, path);
    DiceReader dice(in, roller);
    SkillRoll roll;
    roll.baseDice = in.integer(QStringLiteral("base_dice"), pool.baseDice, 0, 30);
    roll.skillDice = in.integer(QStringLiteral("skill_dice"), pool.skillDice, -30, 30);
    roll.typed = in.has(QStringLiteral("base")) || in.has(QStringLiteral("skill"));
    roll.base = dice.faces(QStringLiteral("base"), roll.baseDice);
    roll.skill = dice.faces(QStringLiteral("skill"), std::abs(roll.skillDice));
    roll.typed = in.boolean(QStringLiteral("typed"), roll.typed);
    if (!in.ok() && !error)
        error = in.error();
    return roll;
}

// A person named by index (from 0) or by name.
int personIndex(const QJsonValue &value, const Faction &faction, int fallback)
{
    if (value.isDouble())
        return value.toInt();
    if (value.isString())
        for (int i = 0; i < faction.people.size(); ++i)
            if (faction.people.at(i).name.compare(value.toString(), Qt::CaseInsensitive) == 0)
                return i;
    return value.isUndefined() || value.isNull() ? fallback : -2;
}

PersonRoll personRollFrom(const QJsonObject &object, const MyzBattle &battle, int side, Skill defaultSkill,
                          int defaultPerson, int modifier, dice::DiceSource *roller, const QString &path,
                          std::optional<Error> &error)
{
    JsonReader in(object, path);
    const Faction &f = battle.setup().factions[side];
    PersonRoll roll;
    roll.person = personIndex(object.value(QStringLiteral("person")), f, defaultPerson);
    if (roll.person < 0 || roll.person >= f.people.size())
        in.fail(QStringLiteral("person"), MyzText::tr("names no one in %1").arg(f.name));
    const QString skill = in.string(QStringLiteral("skill_name"), skillCode(defaultSkill));
    if (const auto known = skillFromName(skill))
        roll.skill = *known;
    else
        in.fail(QStringLiteral("skill_name"), MyzText::tr("%1 is not a skill of mass combat").arg(skill));
    for (const QJsonValue helper : in.array(QStringLiteral("helpers")))
        roll.helpers << personIndex(helper, f, -2);
    roll.mutationPoints = in.integer(QStringLiteral("mutation_points"), 0, 0, 30);
    if (!in.ok()) {
        if (!error)
            error = in.error();
        return roll;
    }
    const SkillRoll pool = battle.skillPool(side, roll.person, roll.skill, int(roll.helpers.size()), modifier);
    roll.roll = skillRollFrom(object, pool, roller, path, error);
    return roll;
}

} // namespace

QJsonObject stepToJson(const Step &step)
{
    return std::visit(
        Overloaded{
            [](const ReconStep &s) {
                QJsonArray factors;
                for (const ReconFactors &f : s.factors)
                    factors.append(QJsonObject{{QStringLiteral("scout"), f.scout},
                                               {QStringLiteral("home_territory"), f.homeTerritory},
                                               {QStringLiteral("defensive_position"), f.defensivePosition},
                                               {QStringLiteral("only_flying"), f.onlyFlying},
                                               {QStringLiteral("motorized"), f.motorized},
                                               {QStringLiteral("forced_march"), f.forcedMarch}});
                return QJsonObject{{QStringLiteral("step"), QStringLiteral("reconnaissance")},
                                   {QStringLiteral("environment"), environmentCode(s.environment)},
                                   {QStringLiteral("night"), s.night},
                                   {QStringLiteral("bad_weather"), s.badWeather},
                                   {QStringLiteral("factors"), factors},
                                   {QStringLiteral("rolls"), QJsonArray{skillRollToJson(s.rolls[0]), skillRollToJson(s.rolls[1])}},
                                   {QStringLiteral("ambush"), s.ambush}};
            },
            [](const InitiativeStep &s) {
                return QJsonObject{{QStringLiteral("step"), QStringLiteral("initiative")},
                                   {QStringLiteral("rolls"), QJsonArray{s.rolls[0].face, s.rolls[1].face}},
                                   {QStringLiteral("typed"), s.rolls[0].typed},
                                   {QStringLiteral("first"), s.first}};
            },
            [](const RiskStep &s) {
                return QJsonObject{{QStringLiteral("step"), QStringLiteral("risk")},
                                   {QStringLiteral("risk"), QJsonArray{facesToJson(s.risk[0]), facesToJson(s.risk[1])}}};
            },
            [](const StrategyStep &s) {
                return QJsonObject{{QStringLiteral("step"), QStringLiteral("strategy")},
                                   {QStringLiteral("strategies"),
                                    QJsonArray{strategyCode(s.chosen[0]), strategyCode(s.chosen[1])}},
                                   {QStringLiteral("circumstances"), QJsonArray{s.circumstances[0], s.circumstances[1]}},
                                   {QStringLiteral("parley_accepted"), s.parleyAccepted}};
            },
            [](const ActionStep &s) {
                QJsonObject object{{QStringLiteral("step"), QStringLiteral("action")},
                                   {QStringLiteral("side"), s.side},
                                   {QStringLiteral("kind"), actionKindCode(s.kind)}};
                if (s.kind == ActionKind::Remarkable || s.kind == ActionKind::Commando) {
                    const QJsonObject roll = personRollToJson(s.roll);
                    for (auto it = roll.constBegin(); it != roll.constEnd(); ++it)
                        object.insert(it.key(), it.value());
                }
                if (s.kind == ActionKind::GmDice)
                    object.insert(QStringLiteral("gm_dice"), s.gmDice);
                if (s.kind == ActionKind::Commando)
                    object.insert(QStringLiteral("support_damage"), s.supportDamage);
                return object;
            },
            [](const RollStep &s) {
                return QJsonObject{{QStringLiteral("step"), QStringLiteral("roll")},
                                   {QStringLiteral("pools"), QJsonArray{poolToJson(s.pools[0]), poolToJson(s.pools[1])}},
                                   {QStringLiteral("typed"), s.typed}};
            },
            [](const PushStep &s) {
                return QJsonObject{{QStringLiteral("step"), QStringLiteral("push")},
                                   {QStringLiteral("side"), s.side},
                                   {QStringLiteral("faces"), facesToJson(s.faces)},
                                   {QStringLiteral("typed"), s.typed}};
            },
            [](const SettleStep &) { return QJsonObject{{QStringLiteral("step"), QStringLiteral("settle")}}; },
            [](const SupportStep &s) {
                QJsonObject object{{QStringLiteral("step"), QStringLiteral("support")}, {QStringLiteral("side"), s.side}};
                if (s.repairs)
                    object.insert(QStringLiteral("repairs"), personRollToJson(*s.repairs));
                if (s.mend)
                    object.insert(QStringLiteral("mend"), personRollToJson(*s.mend));
                if (s.rally)
                    object.insert(QStringLiteral("rally"), personRollToJson(*s.rally));
                return object;
            },
            [](const EndStep &s) {
                QJsonArray casualties;
                for (const CasualtyRoll &c : s.casualties)
                    casualties.append(QJsonObject{{QStringLiteral("added"), facesToJson(c.added)},
                                                  {QStringLiteral("removed"), facesToJson(c.removed)},
                                                  {QStringLiteral("typed"), c.typed}});
                QJsonArray retaliation;
                for (const RetaliationRoll &r : s.retaliation)
                    retaliation.append(QJsonObject{{QStringLiteral("side"), r.side},
                                                   {QStringLiteral("person"), r.person},
                                                   {QStringLiteral("base"), facesToJson(r.base)},
                                                   {QStringLiteral("armor"), facesToJson(r.armor)},
                                                   {QStringLiteral("typed"), r.typed}});
                QJsonArray arkDice, lost;
                for (int side = 0; side < 2; ++side) {
                    arkDice.append(s.arkDie[side] ? QJsonValue(s.arkDie[side]->face) : QJsonValue());
                    lost.append(s.projectLost[side] ? QJsonValue(arkProjectCode(*s.projectLost[side])) : QJsonValue());
                }
                return QJsonObject{{QStringLiteral("step"), QStringLiteral("end")},
                                   {QStringLiteral("casualties"), casualties},
                                   {QStringLiteral("retaliation"), retaliation},
                                   {QStringLiteral("ark_die"), arkDice},
                                   {QStringLiteral("project_lost"), lost},
                                   {QStringLiteral("battle_dice_change"),
                                    QJsonArray{s.battleDiceChange[0], s.battleDiceChange[1]}}};
            },
            [](const SuccessorStep &s) {
                QJsonObject object = personRollToJson(s.roll);
                object.insert(QStringLiteral("step"), QStringLiteral("successor"));
                object.insert(QStringLiteral("side"), s.side);
                return object;
            },
        },
        step);
}

Result<Step> stepFromJson(const QJsonObject &object, const MyzBattle &battle, dice::DiceSource *roller,
                          const QString &path)
{
    JsonReader in(object, path);
    DiceReader dice(in, roller);
    std::optional<Error> error;
    const QString kind = in.string(QStringLiteral("step"));
    const auto sideOf = [&](int fallback) { return in.integer(QStringLiteral("side"), fallback, 0, 1); };
    const auto pair = [&](const QString &key) {
        const QJsonArray array = in.array(key);
        if (in.has(key) && array.size() != 2)
            in.fail(key, MyzText::tr("must list one entry per faction"));
        return array;
    };
    Step step = SettleStep{};
    if (kind == QStringLiteral("reconnaissance")) {
        ReconStep s;
        const QString environment = in.string(QStringLiteral("environment"), QStringLiteral("ruins"));
        if (const auto known = environmentFromName(environment))
            s.environment = *known;
        else
            in.fail(QStringLiteral("environment"), MyzText::tr("%1 is not an environment of the rating table").arg(environment));
        s.night = in.boolean(QStringLiteral("night"), false);
        s.badWeather = in.boolean(QStringLiteral("bad_weather"), false);
        const QJsonArray factors = pair(QStringLiteral("factors"));
        const QJsonArray rolls = pair(QStringLiteral("rolls"));
        for (int side = 0; side < 2 && in.ok(); ++side) {
            JsonReader f(factors.at(side).toObject(), in.path(QStringLiteral("factors[%1]").arg(side)));
            ReconFactors &r = s.factors[side];
            const Faction &faction = battle.setup().factions[side];
            r.scout = f.boolean(QStringLiteral("scout"), faction.projects.contains(ArkProject::HuntingParty));
            r.homeTerritory = f.boolean(QStringLiteral("home_territory"), false);
            r.defensivePosition = f.boolean(QStringLiteral("defensive_position"), false);
            r.onlyFlying = f.boolean(QStringLiteral("only_flying"), false);
            r.motorized = f.boolean(QStringLiteral("motorized"), false);
            r.forcedMarch = f.boolean(QStringLiteral("forced_march"), false);
            if (!f.ok())
                return f.error();
            s.rolls[side] = skillRollFrom(rolls.at(side).toObject(), battle.reconPool(side, r), roller,
                                          in.path(QStringLiteral("rolls[%1]").arg(side)), error);
        }
        s.ambush = in.boolean(QStringLiteral("ambush"), false);
        step = s;
    } else if (kind == QStringLiteral("initiative")) {
        InitiativeStep s;
        bool typed = true;
        const Faces faces = dice.faces(QStringLiteral("rolls"), 2, &typed);
        typed = in.boolean(QStringLiteral("typed"), typed);
        for (int side = 0; side < 2 && faces.size() == 2; ++side)
            s.rolls[side] = dice::DieRoll{6, faces.at(side), typed};
        const int higher = faces.size() == 2 && faces.at(1) > faces.at(0) ? 1 : 0;
        s.first = in.integer(QStringLiteral("first"), higher, 0, 1);
        step = s;
    } else if (kind == QStringLiteral("risk")) {
        RiskStep s;
        const QJsonArray risk = pair(QStringLiteral("risk"));
        for (int side = 0; side < 2 && in.ok(); ++side)
            for (const QJsonValue r : risk.at(side).toArray())
                s.risk[side] << r.toInt();
        step = s;
    } else if (kind == QStringLiteral("strategy")) {
        StrategyStep s;
        const QJsonArray chosen = pair(QStringLiteral("strategies"));
        for (int side = 0; side < 2 && in.ok(); ++side) {
            const auto strategy = strategyFromName(chosen.at(side).toString());
            if (!strategy)
                in.fail(QStringLiteral("strategies"), MyzText::tr("%1 is not a battle strategy").arg(chosen.at(side).toString()));
            else
                s.chosen[side] = *strategy;
        }
        const QJsonArray circumstances = pair(QStringLiteral("circumstances"));
        for (int side = 0; side < circumstances.size(); ++side)
            s.circumstances[side] = circumstances.at(side).toInt();
        s.parleyAccepted = in.boolean(QStringLiteral("parley_accepted"), false);
        step = s;
    } else if (kind == QStringLiteral("action")) {
        ActionStep s;
        s.side = sideOf(std::max(0, battle.sideToAct()));
        const QString code = in.string(QStringLiteral("kind"), QStringLiteral("none"));
        if (const auto known = actionKindFromCode(code))
            s.kind = *known;
        else
            in.fail(QStringLiteral("kind"), MyzText::tr("must be none, remarkable, commando or gm-dice"));
        if (in.ok() && (s.kind == ActionKind::Remarkable || s.kind == ActionKind::Commando)) {
            const int assailant = battle.setup().factions[s.side].rollerFor(Position::Assailant);
            s.roll = personRollFrom(object, battle, s.side, Skill::Fight, assailant, 0, roller, path, error);
        }
        s.gmDice = in.integer(QStringLiteral("gm_dice"), 0, 0, 4);
        s.supportDamage = in.integer(QStringLiteral("support_damage"), 0, 0, 15);
        step = s;
    } else if (kind == QStringLiteral("roll")) {
        RollStep s;
        const QJsonArray pools = pair(QStringLiteral("pools"));
        s.typed = !pools.isEmpty();
        // A record may put a roll before any Wave (a damaged or hand-edited file): there are no pools yet.
        if (battle.waves().isEmpty())
            in.fail(QStringLiteral("step"), MyzText::tr("no Wave has begun, so there is nothing to roll"));
        for (int side = 0; side < 2 && in.ok(); ++side) {
            JsonReader p(pools.at(side).toObject(), in.path(QStringLiteral("pools[%1]").arg(side)));
            DiceReader d(p, roller);
            const BattlePool &pool = battle.wave().pools[side];
            s.pools[side] = PoolFaces{d.faces(QStringLiteral("battle"), pool.battle),
                                      d.faces(QStringLiteral("strategy"), pool.strategy),
                                      d.faces(QStringLiteral("support"), pool.support)};
            if (!p.ok())
                return p.error();
        }
        s.typed = in.boolean(QStringLiteral("typed"), s.typed);
        step = s;
    } else if (kind == QStringLiteral("push")) {
        PushStep s;
        s.side = sideOf(0);
        s.typed = in.has(QStringLiteral("faces"));
        s.faces = dice.faces(QStringLiteral("faces"), battle.rerollCount(s.side));
        s.typed = in.boolean(QStringLiteral("typed"), s.typed);
        step = s;
    } else if (kind == QStringLiteral("settle")) {
        step = SettleStep{};
    } else if (kind == QStringLiteral("support")) {
        SupportStep s;
        s.side = sideOf(std::max(0, battle.sideToAct()));
        const Faction &f = battle.setup().factions[s.side];
        if (in.has(QStringLiteral("repairs")))
            s.repairs = personRollFrom(in.object(QStringLiteral("repairs")), battle, s.side, Skill::JuryRig,
                                       f.rollerFor(Position::Engineer), 0, roller, in.path(QStringLiteral("repairs")), error);
        if (in.has(QStringLiteral("mend")))
            s.mend = personRollFrom(in.object(QStringLiteral("mend")), battle, s.side, Skill::Heal, f.rollerFor(Position::Medic),
                                    0, roller, in.path(QStringLiteral("mend")), error);
        if (in.has(QStringLiteral("rally")))
            s.rally = personRollFrom(in.object(QStringLiteral("rally")), battle, s.side, Skill::Command,
                                     battle.faction(s.side).leader, 0, roller, in.path(QStringLiteral("rally")), error);
        step = s;
    } else if (kind == QStringLiteral("end")) {
        EndStep s;
        const QJsonArray casualties = pair(QStringLiteral("casualties"));
        for (int side = 0; side < 2 && in.ok(); ++side) {
            JsonReader c(casualties.at(side).toObject(), in.path(QStringLiteral("casualties[%1]").arg(side)));
            DiceReader d(c, roller);
            const CasualtyDice needed = battle.casualtyDice(side);
            s.casualties[side].typed = c.has(QStringLiteral("added"));
            s.casualties[side].added = d.faces(QStringLiteral("added"), needed.none ? 0 : needed.added);
            s.casualties[side].removed = d.faces(QStringLiteral("removed"), needed.none ? 0 : needed.removed);
            s.casualties[side].typed = c.boolean(QStringLiteral("typed"), s.casualties[side].typed);
            if (!c.ok())
                return c.error();
        }
        if (in.has(QStringLiteral("retaliation"))) {
            const QJsonArray rolls = in.array(QStringLiteral("retaliation"));
            for (int i = 0; i < rolls.size() && in.ok(); ++i) {
                JsonReader r(rolls.at(i).toObject(), in.path(QStringLiteral("retaliation[%1]").arg(i)));
                DiceReader d(r, roller);
                RetaliationRoll roll;
                roll.side = r.integer(QStringLiteral("side"), 0, 0, 1);
                roll.person = personIndex(rolls.at(i).toObject().value(QStringLiteral("person")),
                                          battle.setup().factions[roll.side], -2);
                if (!battle.retaliationTargets(roll.side).contains(roll.person))
                    r.fail(QStringLiteral("person"), MyzText::tr("is no PC of that faction still standing"));
                if (!r.ok())
                    return r.error();
                roll.typed = r.has(QStringLiteral("base"));
                roll.base = d.faces(QStringLiteral("base"), battle.retaliationDice(roll.side, roll.person));
                roll.armor = d.faces(QStringLiteral("armor"), battle.setup().factions[roll.side].people.at(roll.person).armor);
                roll.typed = r.boolean(QStringLiteral("typed"), roll.typed);
                if (!r.ok())
                    return r.error();
                s.retaliation << roll;
            }
        } else if (roller) {
            s.retaliation = battle.rolledRetaliation(*roller);
        }
        const QJsonArray arkDice = pair(QStringLiteral("ark_die"));
        const QJsonArray lost = pair(QStringLiteral("project_lost"));
        for (int side = 0; side < 2 && in.ok(); ++side) {
            if (arkDice.at(side).isDouble())
                s.arkDie[side] = dice::DieRoll{6, arkDice.at(side).toInt(), true};
            else if (roller)
                s.arkDie[side] = battle.rolledArkDie(side, *roller);
            if (lost.at(side).isString()) {
                const auto project = arkProjectFromName(lost.at(side).toString());
                if (!project)
                    in.fail(QStringLiteral("project_lost"), MyzText::tr("%1 is not an Ark project").arg(lost.at(side).toString()));
                else
                    s.projectLost[side] = project;
            } else if (s.arkDie[side] && s.arkDie[side]->face == 1 && roller) {
                s.projectLost[side] = battle.randomProject(side, *roller);
            }
        }
        const QJsonArray change = pair(QStringLiteral("battle_dice_change"));
        for (int side = 0; side < change.size(); ++side)
            s.battleDiceChange[side] = change.at(side).toInt();
        step = s;
    } else if (kind == QStringLiteral("successor")) {
        SuccessorStep s;
        s.side = sideOf(std::max(0, battle.sideToAct()));
        s.roll = personRollFrom(object, battle, s.side, Skill::Command, battle.successor(s.side),
                                -3, roller, path, error);
        step = s;
    } else if (in.ok()) {
        in.fail(QStringLiteral("step"), MyzText::tr("must be reconnaissance, initiative, risk, strategy, action, roll, push, settle, "
                                           "support, end or successor"));
    }
    if (!in.ok())
        return in.error();
    if (error)
        return *error;
    return step;
}

Status takeSteps(MyzBattle &battle, const QJsonArray &steps, dice::DiceSource *roller)
{
    return takeJsonSteps(battle, steps, [&battle, roller](const QJsonObject &object, const QString &path) {
        return stepFromJson(object, battle, roller, path);
    });
}

QByteArray battleRecord(const MyzBattle &battle)
{
    return battleStepRecord(battle, &setupToJson, [](const Step &step) { return stepToJson(step); });
}

Result<MyzBattle> battleFromRecord(const QByteArray &record)
{
    return battleFromStepRecord<MyzBattle>(record, &setupFromJson, [](MyzBattle &battle, const QJsonArray &steps) {
        return takeSteps(battle, steps, nullptr);
    });
}

} // namespace muster::myz
