#include "D20Json.h"

#include "battle/StepRecord.h"
#include "common/JsonReader.h"
#include "common/NameLookup.h"

#include <QCoreApplication>

namespace muster::d20 {

namespace {

struct D20Text
{
    Q_DECLARE_TR_FUNCTIONS(D20)
};

constexpr RollKind allRollKinds[] = {RollKind::Attack, RollKind::Retaliation, RollKind::FreeAttack, RollKind::Morale};
constexpr ActionKind allActions[] = {ActionKind::None, ActionKind::Attack, ActionKind::Disengage, ActionKind::Rest};

QString actionCode(ActionKind kind)
{
    switch (kind) {
    case ActionKind::None: return QStringLiteral("none");
    case ActionKind::Attack: return QStringLiteral("attack");
    case ActionKind::Disengage: return QStringLiteral("disengage");
    case ActionKind::Rest: return QStringLiteral("rest");
    }
    return {};
}

int unitIndex(const Army &army, const QString &name)
{
    return indexOfName(army.units, name);
}

// A facing given as 0-7 or a compass code; nullopt with `problem` set when it is neither.
std::optional<int> facingFrom(const QJsonValue &value, bool &problem)
{
    problem = false;
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    const auto facing = facingFromCode(value.isDouble() ? QString::number(value.toInt()) : value.toString());
    problem = !facing;
    return facing;
}

Error unknownUnit(const Army &army, const QString &name, const QString &field)
{
    return Error{D20Text::tr("%1 has no unit named \"%2\"").arg(army.name, name), field};
}

Result<Step> activationFromJson(const QJsonObject &object, const BattleSetup &setup, const QString &path)
{
    JsonReader in(object, path);
    ActivationStep step;
    step.unit.army = in.integer(QStringLiteral("army"), 0, 0, 1);
    const QString name = in.string(QStringLiteral("unit"));
    if (!in.ok())
        return in.error();
    const Army &own = setup.armies[step.unit.army], &enemies = setup.armies[1 - step.unit.army];
    step.unit.unit = unitIndex(own, name);
    if (step.unit.unit < 0)
        return unknownUnit(own, name, in.path(QStringLiteral("unit")));
    bool problem = false;
    step.face = facingFrom(object.value(QStringLiteral("face")), problem);
    if (problem)
        return Error{D20Text::tr("a facing is 0 to 7 or n, ne, e, se, s, sw, w, nw"), in.path(QStringLiteral("face"))};
    step.faceAgain = facingFrom(object.value(QStringLiteral("face_again")), problem);
    if (problem)
        return Error{D20Text::tr("a facing is 0 to 7 or n, ne, e, se, s, sw, w, nw"), in.path(QStringLiteral("face_again"))};
    if (object.contains(QStringLiteral("move_to"))) {
        const QJsonArray xy = object.value(QStringLiteral("move_to")).toArray();
        if (xy.size() != 2 || !xy.at(0).isDouble() || !xy.at(1).isDouble())
            return Error{D20Text::tr("must be [column, row]"), in.path(QStringLiteral("move_to"))};
        step.moveTo = QPoint(xy.at(0).toInt(), xy.at(1).toInt());
    }
    for (const auto &[key, list] : {std::pair{QStringLiteral("engage"), &step.engage}, std::pair{QStringLiteral("spared"), &step.spared}})
        for (const QJsonValue &enemy : in.array(key)) {
            const int index = unitIndex(enemies, enemy.toString());
            if (index < 0)
                return unknownUnit(enemies, enemy.toString(), in.path(key));
            *list << index;
        }
    const QString action = in.string(QStringLiteral("action"), QStringLiteral("none"));
    bool known = false;
    for (const ActionKind kind : allActions)
        if (actionCode(kind) == action) {
            step.action = kind;
            known = true;
        }
    if (in.ok() && !known)
        in.fail(QStringLiteral("action"), D20Text::tr("must be none, attack, disengage or rest"));
    if (in.ok() && in.has(QStringLiteral("target"))) {
        const QString target = in.string(QStringLiteral("target"));
        step.target = unitIndex(enemies, target);
        if (step.target < 0)
            return unknownUnit(enemies, target, in.path(QStringLiteral("target")));
    }
    if (in.ok() && step.action == ActionKind::Attack && step.target < 0)
        in.fail(QStringLiteral("target"), D20Text::tr("an attack names its target"));
    if (!in.ok())
        return in.error();
    return Step{step};
}

Result<Step> championFromJson(const QJsonObject &object, const BattleSetup &setup, const QString &path)
{
    JsonReader in(object, path);
    ChampionStep step;
    step.army = in.integer(QStringLiteral("army"), 0, 0, 1);
    const QString name = in.string(QStringLiteral("champion"));
    step.action = in.string(QStringLiteral("action"));
    if (in.has(QStringLiteral("join")))
        step.join = in.string(QStringLiteral("join"));
    if (!in.ok())
        return in.error();
    const QList<Champion> &champions = setup.armies[step.army].champions;
    step.champion = indexOfName(champions, name);
    if (step.champion < 0)
        return Error{D20Text::tr("%1 has no champion named \"%2\"").arg(setup.armies[step.army].name, name),
                     in.path(QStringLiteral("champion"))};
    return Step{step};
}

Result<Step> rollFromJson(const QJsonObject &object, const D20Battle &battle, dice::DiceSource *roller, const QString &path)
{
    const std::optional<PendingRoll> due = battle.pendingRoll();
    if (!due)
        return Error{D20Text::tr("no roll is due"), path};
    RollStep step{due->kind, due->unit, 1};
    JsonReader in(object, path);
    if (in.has(QStringLiteral("roll"))) {
        const QString code = in.string(QStringLiteral("roll"));
        bool known = false;
        for (const RollKind kind : allRollKinds)
            if (rollKindCode(kind) == code) {
                step.kind = kind;
                known = true;
            }
        if (in.ok() && !known)
            in.fail(QStringLiteral("roll"), D20Text::tr("must be attack, retaliation, free-attack or morale"));
    }
    if (in.has(QStringLiteral("unit"))) {
        step.unit.army = in.integer(QStringLiteral("army"), due->unit.army, 0, 1);
        const QString name = in.string(QStringLiteral("unit"));
        step.unit.unit = unitIndex(battle.setup().armies[step.unit.army], name);
        if (in.ok() && step.unit.unit < 0)
            return unknownUnit(battle.setup().armies[step.unit.army], name, in.path(QStringLiteral("unit")));
    }
    if (in.has(QStringLiteral("face")))
        step.face = in.integer(QStringLiteral("face"), 1, -1000, 1000); // the battle refuses a face off the die
    else if (roller)
        step.face = roller->pool(1, 20).constFirst();
    else
        in.fail(QStringLiteral("face"), D20Text::tr("the d20 of the roll is missing"));
    if (!in.ok())
        return in.error();
    return Step{step};
}

Result<Step> pursuitFromJson(const QJsonObject &object, const BattleSetup &setup, const QString &path)
{
    JsonReader in(object, path);
    PursuitStep step;
    step.unit.army = in.integer(QStringLiteral("army"), 0, 0, 1);
    const QString name = in.string(QStringLiteral("unit"));
    step.pursue = in.boolean(QStringLiteral("pursue"), false);
    if (!in.ok())
        return in.error();
    step.unit.unit = unitIndex(setup.armies[step.unit.army], name);
    if (step.unit.unit < 0)
        return unknownUnit(setup.armies[step.unit.army], name, in.path(QStringLiteral("unit")));
    return Step{step};
}

QJsonArray namesOf(const QList<int> &units, const Army &army)
{
    QJsonArray names;
    for (const int i : units)
        names.append(army.units.at(i).name);
    return names;
}

} // namespace

QString rollKindCode(RollKind kind)
{
    switch (kind) {
    case RollKind::Attack: return QStringLiteral("attack");
    case RollKind::Retaliation: return QStringLiteral("retaliation");
    case RollKind::FreeAttack: return QStringLiteral("free-attack");
    case RollKind::Morale: return QStringLiteral("morale");
    }
    return {};
}

QJsonObject setupToJson(const BattleSetup &setup)
{
    return QJsonObject{{QStringLiteral("name"), setup.name},
                       {QStringLiteral("options"), QJsonObject{{QStringLiteral("natural_one_misses"), setup.options.naturalOneMisses},
                                                               {QStringLiteral("morale_dc"), setup.options.moraleDc}}},
                       {QStringLiteral("board"), boardToJson(setup.board)},
                       {QStringLiteral("armies"), QJsonArray{armyToJson(setup.armies[0]), armyToJson(setup.armies[1])}},
                       {QStringLiteral("first_army"), setup.firstArmy}};
}

Result<BattleSetup> setupFromJson(const QJsonObject &object)
{
    JsonReader in(object, QString());
    BattleSetup setup;
    setup.name = in.string(QStringLiteral("name"), D20Text::tr("Battle"));
    setup.firstArmy = in.integer(QStringLiteral("first_army"), 0, 0, 1);
    JsonReader options(in.object(QStringLiteral("options")), QStringLiteral("options"));
    setup.options.naturalOneMisses = options.boolean(QStringLiteral("natural_one_misses"), true);
    setup.options.moraleDc = options.integer(QStringLiteral("morale_dc"), 20, 1, 40);
    if (!options.ok())
        return options.error();
    auto board = boardFromJson(in.object(QStringLiteral("board")), QStringLiteral("board"));
    if (!board)
        return board.error();
    setup.board = *board;
    const QJsonArray armies = in.array(QStringLiteral("armies"));
    if (!in.ok())
        return in.error();
    if (armies.size() != 2)
        return Error{D20Text::tr("a battle has two armies"), QStringLiteral("armies")};
    for (int i = 0; i < 2; ++i) {
        auto army = armyFromJson(armies.at(i).toObject(), QStringLiteral("armies[%1]").arg(i), setup.board);
        if (!army)
            return army.error();
        setup.armies[i] = *army;
    }
    // One unit to a tile.
    QSet<std::pair<int, int>> taken;
    for (int a = 0; a < 2; ++a)
        for (int i = 0; i < setup.armies[a].units.size(); ++i) {
            const Tile t = setup.armies[a].units.at(i).position;
            if (t == reserve)
                continue;
            if (taken.contains({t.x(), t.y()}))
                return Error{D20Text::tr("two units stand on column %1, row %2").arg(t.x()).arg(t.y()),
                             QStringLiteral("armies[%1].units[%2].position").arg(a).arg(i)};
            taken.insert({t.x(), t.y()});
        }
    return setup;
}

QJsonObject stepToJson(const Step &step, const BattleSetup &setup)
{
    if (const auto *s = std::get_if<ChampionStep>(&step)) {
        QJsonObject object{{QStringLiteral("step"), QStringLiteral("champion")},
                           {QStringLiteral("army"), s->army},
                           {QStringLiteral("champion"), setup.armies[s->army].champions.at(s->champion).name},
                           {QStringLiteral("action"), s->action}};
        if (s->join)
            object.insert(QStringLiteral("join"), *s->join);
        return object;
    }
    if (const auto *s = std::get_if<ActivationStep>(&step)) {
        const Army &own = setup.armies[s->unit.army], &enemies = setup.armies[1 - s->unit.army];
        QJsonObject object{{QStringLiteral("step"), QStringLiteral("activate")},
                           {QStringLiteral("army"), s->unit.army},
                           {QStringLiteral("unit"), own.units.at(s->unit.unit).name},
                           {QStringLiteral("action"), actionCode(s->action)}};
        if (s->face)
            object.insert(QStringLiteral("face"), facingCode(*s->face));
        if (s->moveTo)
            object.insert(QStringLiteral("move_to"), QJsonArray{s->moveTo->x(), s->moveTo->y()});
        if (s->faceAgain)
            object.insert(QStringLiteral("face_again"), facingCode(*s->faceAgain));
        if (!s->engage.isEmpty())
            object.insert(QStringLiteral("engage"), namesOf(s->engage, enemies));
        if (s->target >= 0)
            object.insert(QStringLiteral("target"), enemies.units.at(s->target).name);
        if (!s->spared.isEmpty())
            object.insert(QStringLiteral("spared"), namesOf(s->spared, enemies));
        return object;
    }
    if (const auto *s = std::get_if<RollStep>(&step))
        return QJsonObject{{QStringLiteral("step"), QStringLiteral("roll")},
                           {QStringLiteral("roll"), rollKindCode(s->kind)},
                           {QStringLiteral("army"), s->unit.army},
                           {QStringLiteral("unit"), setup.armies[s->unit.army].units.at(s->unit.unit).name},
                           {QStringLiteral("face"), s->face}};
    if (const auto *s = std::get_if<PursuitStep>(&step))
        return QJsonObject{{QStringLiteral("step"), QStringLiteral("pursue")},
                           {QStringLiteral("army"), s->unit.army},
                           {QStringLiteral("unit"), setup.armies[s->unit.army].units.at(s->unit.unit).name},
                           {QStringLiteral("pursue"), s->pursue}};
    if (std::holds_alternative<EndTurnStep>(step))
        return QJsonObject{{QStringLiteral("step"), QStringLiteral("end_turn")}};
    return QJsonObject{{QStringLiteral("step"), QStringLiteral("end")}, {QStringLiteral("reason"), std::get<EndStep>(step).reason}};
}

Result<Step> stepFromJson(const QJsonObject &object, const D20Battle &battle, dice::DiceSource *roller, const QString &path)
{
    const QString kind = object.value(QStringLiteral("step")).toString();
    if (kind == QStringLiteral("champion"))
        return championFromJson(object, battle.setup(), path);
    if (kind == QStringLiteral("activate"))
        return activationFromJson(object, battle.setup(), path);
    if (kind == QStringLiteral("roll"))
        return rollFromJson(object, battle, roller, path);
    if (kind == QStringLiteral("pursue"))
        return pursuitFromJson(object, battle.setup(), path);
    if (kind == QStringLiteral("end_turn"))
        return Step{EndTurnStep{}};
    if (kind == QStringLiteral("end"))
        return Step{EndStep{object.value(QStringLiteral("reason")).toString()}};
    return Error{D20Text::tr("must be champion, activate, roll, pursue, end_turn or end"), path + QStringLiteral(".step")};
}

Status takeSteps(D20Battle &battle, const QJsonArray &steps, dice::DiceSource *roller)
{
    return takeJsonSteps(battle, steps, [&battle, roller](const QJsonObject &object, const QString &path) {
        return stepFromJson(object, battle, roller, path);
    });
}

Status playScript(D20Battle &battle, const QJsonArray &steps, dice::DiceSource &roller)
{
    // What is due and not in the script: rolls from the seed, pursuits declined (before a pursuit the script chooses,
    // only the rolls).
    const auto settle = [&battle, &roller](const QString &path, bool declinePursuits = true) -> Status {
        while (battle.phase() == Phase::Roll || (declinePursuits && battle.phase() == Phase::Pursuit)) {
            Result<Step> step = battle.phase() == Phase::Roll
                                    ? rollFromJson({}, battle, &roller, path)
                                    : Result<Step>(Step{PursuitStep{battle.pendingPursuit()->first, false}});
            if (!step)
                return step.error();
            if (const Status taken = battle.take(*step); !taken)
                return Error{taken.error().message, path};
        }
        return success();
    };
    for (int i = 0; i < steps.size() && battle.phase() != Phase::Over; ++i) {
        const QString path = QStringLiteral("steps[%1]").arg(i);
        const QJsonObject object = steps.at(i).toObject();
        const QString kind = object.value(QStringLiteral("step")).toString();
        if (kind != QStringLiteral("roll") && kind != QStringLiteral("end"))
            if (const Status settled = settle(path, kind != QStringLiteral("pursue")); !settled)
                return settled;
        auto step = stepFromJson(object, battle, &roller, path);
        if (!step)
            return step.error();
        if (const Status taken = battle.take(*step); !taken)
            return Error{taken.error().message, path + QLatin1Char('.') + taken.error().field};
    }
    return battle.phase() == Phase::Over ? success() : settle(QStringLiteral("steps"));
}

QByteArray battleRecord(const D20Battle &battle)
{
    return battleStepRecord(battle, &setupToJson, [&battle](const Step &step) { return stepToJson(step, battle.setup()); });
}

Result<D20Battle> battleFromRecord(const QByteArray &record)
{
    return battleFromStepRecord<D20Battle>(record, &setupFromJson, [](D20Battle &battle, const QJsonArray &steps) {
        return takeSteps(battle, steps, nullptr);
    });
}

} // namespace muster::d20
