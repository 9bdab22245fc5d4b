#include "SmcJson.h"

#include "battle/StepRecord.h"
#include "common/JsonReader.h"
#include "common/NameLookup.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace muster::smc {

namespace {

struct SmcText
{
    Q_DECLARE_TR_FUNCTIONS(Smc)
};

constexpr RollKind allRollKinds[] = {RollKind::Rally, RollKind::Withdraw, RollKind::Clash, RollKind::Rout,
                                     RollKind::Tactics};

QJsonArray facesToJson(const QList<int> &faces)
{
    QJsonArray array;
    for (const int face : faces)
        array.append(face);
    return array;
}

// Faces as listed; a wrong face is left for the battle to refuse with the pool's size in its message.
Result<QList<int>> facesFromJson(const QJsonValue &value, const QString &path)
{
    if (!value.isArray())
        return Error{SmcText::tr("must be a list of d10 faces"), path};
    QList<int> faces;
    for (const QJsonValue &face : value.toArray()) {
        if (!face.isDouble())
            return Error{SmcText::tr("must be a list of d10 faces"), path};
        faces << face.toInt();
    }
    return faces;
}

int unitIndex(const Army &army, const QString &name)
{
    return indexOfName(army.units, name);
}

Result<Declaration> declarationFromJson(const QJsonObject &object, const BattleSetup &setup, const QString &path)
{
    JsonReader in(object, path);
    Declaration d;
    d.unit.army = in.integer(QStringLiteral("army"), 0, 0, 1);
    const QString name = in.string(QStringLiteral("unit"));
    if (!in.ok())
        return in.error();
    d.unit.unit = unitIndex(setup.armies[d.unit.army], name);
    if (d.unit.unit < 0)
        return Error{SmcText::tr("%1 has no unit named \"%2\"").arg(setup.armies[d.unit.army].name, name),
                     in.path(QStringLiteral("unit"))};
    d.rally = in.boolean(QStringLiteral("rally"), false);
    d.withdraw = in.boolean(QStringLiteral("withdraw"), false);
    d.special = in.string(QStringLiteral("special"));
    const Army &enemies = setup.armies[1 - d.unit.army];
    for (const auto &[key, target] : {std::pair{QStringLiteral("engage"), &d.engage}, std::pair{QStringLiteral("clash"), &d.clash}}) {
        if (!in.has(key))
            continue;
        const QString enemy = in.string(key);
        *target = unitIndex(enemies, enemy);
        if (in.ok() && *target < 0)
            in.fail(key, SmcText::tr("%1 has no unit named \"%2\"").arg(enemies.name, enemy));
    }
    if (!in.ok())
        return in.error();
    return d;
}

QJsonObject declarationToJson(const Declaration &d, const BattleSetup &setup)
{
    QJsonObject object{{QStringLiteral("army"), d.unit.army},
                       {QStringLiteral("unit"), setup.armies[d.unit.army].units.at(d.unit.unit).name}};
    const Army &enemies = setup.armies[1 - d.unit.army];
    if (d.rally)
        object.insert(QStringLiteral("rally"), true);
    if (d.withdraw)
        object.insert(QStringLiteral("withdraw"), true);
    if (d.engage >= 0)
        object.insert(QStringLiteral("engage"), enemies.units.at(d.engage).name);
    if (d.clash >= 0)
        object.insert(QStringLiteral("clash"), enemies.units.at(d.clash).name);
    if (!d.special.isEmpty())
        object.insert(QStringLiteral("special"), d.special);
    return object;
}

Result<Step> declareFromJson(const QJsonArray &units, const BattleSetup &setup, const QString &path)
{
    DeclareStep step;
    for (int i = 0; i < units.size(); ++i) {
        const QString at = QStringLiteral("%1[%2]").arg(path).arg(i);
        if (!units.at(i).isObject())
            return Error{SmcText::tr("must be an object"), at};
        auto d = declarationFromJson(units.at(i).toObject(), setup, at);
        if (!d)
            return d.error();
        step.declarations << *d;
    }
    return Step{step};
}

// The roll due, with the faces given in `object` ("faces", "defender_faces") or rolled from `roller`.
Result<Step> rollFromJson(const QJsonObject &object, const SmcBattle &battle, dice::DiceSource *roller,
                          const QString &path)
{
    const std::optional<PendingRoll> pending = battle.pendingRoll();
    if (!pending)
        return Error{SmcText::tr("no roll is due: the turn's actions are declared first"), path};
    RollStep step;
    step.kind = pending->kind;
    step.unit = pending->unit;
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
            in.fail(QStringLiteral("roll"), SmcText::tr("must be rally, withdraw, clash, rout or tactics"));
    }
    if (in.has(QStringLiteral("unit"))) {
        step.unit.army = in.integer(QStringLiteral("army"), pending->unit.army, 0, 1);
        const QString name = in.string(QStringLiteral("unit"));
        if (in.ok()) {
            step.unit.unit = unitIndex(battle.setup().armies[step.unit.army], name);
            if (step.unit.unit < 0)
                in.fail(QStringLiteral("unit"), SmcText::tr("%1 has no unit named \"%2\"")
                                                    .arg(battle.setup().armies[step.unit.army].name, name));
        }
    }
    if (!in.ok())
        return in.error();
    for (const auto &[key, faces, dice] : {std::tuple{QStringLiteral("faces"), &step.faces, pending->pool.dice},
                                           std::tuple{QStringLiteral("defender_faces"), &step.defenderFaces,
                                                      pending->defenderPool.dice}}) {
        if (key == QStringLiteral("defender_faces") && pending->kind != RollKind::Clash)
            continue;
        if (object.contains(key)) {
            auto typed = facesFromJson(object.value(key), in.path(key));
            if (!typed)
                return typed.error();
            *faces = *typed;
        } else if (roller) {
            *faces = roller->pool(dice, 10);
        } else {
            return Error{SmcText::tr("the faces of the roll are missing"), in.path(key)};
        }
    }
    return Step{step};
}

} // namespace

QString rollKindCode(RollKind kind)
{
    switch (kind) {
    case RollKind::Rally: return QStringLiteral("rally");
    case RollKind::Withdraw: return QStringLiteral("withdraw");
    case RollKind::Clash: return QStringLiteral("clash");
    case RollKind::Rout: return QStringLiteral("rout");
    case RollKind::Tactics: return QStringLiteral("tactics");
    }
    return {};
}

QJsonObject setupToJson(const BattleSetup &setup)
{
    const SmcOptions &o = setup.options;
    return QJsonObject{{QStringLiteral("name"), setup.name},
                       {QStringLiteral("options"), QJsonObject{{QStringLiteral("health_per_magnitude"), o.healthPerMagnitude},
                                                               {QStringLiteral("success_target"), o.successTarget},
                                                               {QStringLiteral("tens_count_twice"), o.tensCountTwice},
                                                               {QStringLiteral("flurry_penalty"), o.flurryPenalty}}},
                       {QStringLiteral("armies"), QJsonArray{armyToJson(setup.armies[0]), armyToJson(setup.armies[1])}}};
}

Result<BattleSetup> setupFromJson(const QJsonObject &object)
{
    JsonReader in(object, QString());
    BattleSetup setup;
    setup.name = in.string(QStringLiteral("name"), SmcText::tr("Battle"));
    JsonReader options(in.object(QStringLiteral("options")), QStringLiteral("options"));
    setup.options.healthPerMagnitude = options.integer(QStringLiteral("health_per_magnitude"), 5, 1, 50);
    setup.options.successTarget = options.integer(QStringLiteral("success_target"), 7, 2, 10);
    setup.options.tensCountTwice = options.boolean(QStringLiteral("tens_count_twice"), true);
    setup.options.flurryPenalty = options.integer(QStringLiteral("flurry_penalty"), 1, 0, 3);
    if (!options.ok())
        return options.error();
    const QJsonArray armies = in.array(QStringLiteral("armies"));
    if (!in.ok())
        return in.error();
    if (armies.size() != 2)
        return Error{SmcText::tr("a battle has two armies"), QStringLiteral("armies")};
    for (int i = 0; i < 2; ++i) {
        auto army = armyFromJson(armies.at(i).toObject(), QStringLiteral("armies[%1]").arg(i), setup.options);
        if (!army)
            return army.error();
        setup.armies[i] = *army;
    }
    return setup;
}

QJsonObject stepToJson(const Step &step, const BattleSetup &setup)
{
    if (const auto *declare = std::get_if<DeclareStep>(&step)) {
        QJsonArray units;
        for (const Declaration &d : declare->declarations)
            units.append(declarationToJson(d, setup));
        return QJsonObject{{QStringLiteral("step"), QStringLiteral("declare")}, {QStringLiteral("units"), units}};
    }
    if (const auto *roll = std::get_if<RollStep>(&step)) {
        QJsonObject object{{QStringLiteral("step"), QStringLiteral("roll")},
                           {QStringLiteral("roll"), rollKindCode(roll->kind)},
                           {QStringLiteral("army"), roll->unit.army},
                           {QStringLiteral("unit"), setup.armies[roll->unit.army].units.at(roll->unit.unit).name},
                           {QStringLiteral("faces"), facesToJson(roll->faces)}};
        if (roll->kind == RollKind::Clash)
            object.insert(QStringLiteral("defender_faces"), facesToJson(roll->defenderFaces));
        return object;
    }
    return QJsonObject{{QStringLiteral("step"), QStringLiteral("end")},
                       {QStringLiteral("reason"), std::get<EndStep>(step).reason}};
}

Result<Step> stepFromJson(const QJsonObject &object, const SmcBattle &battle, dice::DiceSource *roller,
                          const QString &path)
{
    const QString kind = object.value(QStringLiteral("step")).toString();
    if (kind == QStringLiteral("declare"))
        return declareFromJson(object.value(QStringLiteral("units")).toArray(), battle.setup(),
                               path + QStringLiteral(".units"));
    if (kind == QStringLiteral("roll"))
        return rollFromJson(object, battle, roller, path);
    if (kind == QStringLiteral("end"))
        return Step{EndStep{object.value(QStringLiteral("reason")).toString()}};
    return Error{SmcText::tr("must be declare, roll or end"), path + QStringLiteral(".step")};
}

Status takeSteps(SmcBattle &battle, const QJsonArray &steps, dice::DiceSource *roller)
{
    return takeJsonSteps(battle, steps, [&battle, roller](const QJsonObject &object, const QString &path) {
        return stepFromJson(object, battle, roller, path);
    });
}

Status playTurns(SmcBattle &battle, const QJsonArray &turns, dice::DiceSource &roller)
{
    for (int t = 0; t < turns.size() && battle.phase() != Phase::Over; ++t) {
        const QString path = QStringLiteral("turns[%1]").arg(t);
        const QJsonObject turn = turns.at(t).toObject();
        const auto take = [&](const Result<Step> &step, const QString &at) -> Status {
            if (!step)
                return step.error();
            const Status taken = battle.take(*step);
            if (!taken)
                return Error{taken.error().message, at + QLatin1Char('.') + taken.error().field};
            return success();
        };
        if (turn.contains(QStringLiteral("end"))) {
            if (Status s = take(Step{EndStep{turn.value(QStringLiteral("end")).toString()}}, path); !s)
                return s;
            break;
        }
        const QString declarePath = path + QStringLiteral(".declare");
        const auto declared = declareFromJson(turn.value(QStringLiteral("declare")).toArray(), battle.setup(), declarePath);
        if (!declared)
            return declared.error();
        // A script lists its declarations under "declare" itself: "units[2].clash" is "declare[2].clash" there.
        if (const Status taken = battle.take(*declared); !taken) {
            const QString field = taken.error().field;
            return Error{taken.error().message,
                         declarePath + (field.startsWith(QStringLiteral("units[")) ? field.mid(5) : QLatin1Char('.') + field)};
        }
        const QJsonArray rolls = turn.value(QStringLiteral("rolls")).toArray();
        for (int r = 0; r < rolls.size(); ++r) {
            const QString at = QStringLiteral("%1.rolls[%2]").arg(path).arg(r);
            if (battle.phase() == Phase::Declare || battle.phase() == Phase::Over)
                return Error{SmcText::tr("the turn has no more rolls"), at};
            const QJsonObject roll = rolls.at(r).isArray() ? QJsonObject{{QStringLiteral("faces"), rolls.at(r)}}
                                                           : rolls.at(r).toObject();
            if (Status s = take(rollFromJson(roll, battle, &roller, at), at); !s)
                return s;
        }
        while (battle.pendingRoll()) {
            if (Status s = take(rollFromJson({}, battle, &roller, path), path); !s)
                return s;
        }
    }
    return success();
}

QByteArray battleRecord(const SmcBattle &battle)
{
    return battleStepRecord(battle, &setupToJson, [&battle](const Step &step) { return stepToJson(step, battle.setup()); });
}

Result<SmcBattle> battleFromRecord(const QByteArray &record)
{
    return battleFromStepRecord<SmcBattle>(record, &setupFromJson, [](SmcBattle &battle, const QJsonArray &steps) {
        return takeSteps(battle, steps, nullptr);
    });
}

} // namespace muster::smc
