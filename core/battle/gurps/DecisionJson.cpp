// Decisions as JSON, for the battle record and for muster-cli's scripted rounds.
#include "Decision.h"

#include "common/JsonReader.h"

#include <QJsonArray>

namespace muster::gurps {

namespace {

QJsonValue optionalToJson(const std::optional<int> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonArray pairToJson(const std::array<std::optional<int>, 2> &pair)
{
    return QJsonArray{optionalToJson(pair[0]), optionalToJson(pair[1])};
}

std::array<std::optional<int>, 2> pairFromJson(JsonReader &r, const QString &key, int low, int high)
{
    std::array<std::optional<int>, 2> pair;
    const QJsonArray a = r.array(key);
    for (int s = 0; s < 2 && s < a.size(); ++s) {
        if (a.at(s).isNull())
            continue;
        const double v = a.at(s).toDouble(-1);
        if (!a.at(s).isDouble() || v < low || v > high || v != int(v))
            r.fail(key, QStringLiteral("each entry must be a whole number %1 to %2 or null").arg(low).arg(high));
        else
            pair.at(size_t(s)) = int(v);
    }
    return pair;
}

QJsonObject choiceToJson(const StrategyChoice &c)
{
    QJsonObject o;
    o.insert(QLatin1String("strategy"), strategyCode(c.strategy));
    o.insert(QLatin1String("desperate"), c.desperate);
    return o;
}

StrategyChoice choiceFromJson(JsonReader &r, const QJsonValue &value, const QString &key)
{
    StrategyChoice c;
    // "attack" or {"strategy": "attack", "desperate": true}
    const QString code = value.isString() ? value.toString() : value.toObject().value(QLatin1String("strategy")).toString();
    const auto s = strategyFromCode(code);
    if (!s)
        r.fail(key, QStringLiteral("unknown strategy \"%1\"").arg(code));
    c.strategy = s.value_or(BattleStrategy::Attack);
    c.desperate = value.toObject().value(QLatin1String("desperate")).toBool(false);
    return c;
}

QJsonArray listsToJson(const std::array<PerPerson<int>, 2> &lists)
{
    QJsonArray out;
    for (const PerPerson<int> &list : lists) {
        QJsonArray a;
        for (int v : list)
            a << v;
        out << a;
    }
    return out;
}

QJsonArray optionalListsToJson(const std::array<PerPerson<std::optional<int>>, 2> &lists)
{
    QJsonArray out;
    for (const auto &list : lists) {
        QJsonArray a;
        for (const auto &v : list)
            a << optionalToJson(v);
        out << a;
    }
    return out;
}

template <typename T> std::array<PerPerson<T>, 2> listsFromJson(JsonReader &r, const QString &key, auto convert)
{
    std::array<PerPerson<T>, 2> lists;
    const QJsonArray a = r.array(key);
    for (int s = 0; s < 2 && s < a.size(); ++s) {
        for (const QJsonValue &v : a.at(s).toArray())
            lists.at(size_t(s)) << convert(v);
    }
    return lists;
}

} // namespace

QJsonObject decisionToJson(const Decision &decision)
{
    QJsonObject o;
    std::visit(
        [&o](const auto &d) {
            using T = std::decay_t<decltype(d)>;
            if constexpr (std::is_same_v<T, DisloyalCheck>) {
                o.insert(QLatin1String("step"), QStringLiteral("disloyal-check"));
                o.insert(QLatin1String("rolls"), pairToJson(d.rolls));
            } else if constexpr (std::is_same_v<T, OpenRound>) {
                o.insert(QLatin1String("step"), QStringLiteral("open-round"));
                o.insert(QLatin1String("night"), d.night);
                o.insert(QLatin1String("bad_weather"), d.badWeather);
                o.insert(QLatin1String("risk"), listsToJson(d.risk));
                o.insert(QLatin1String("heroism"), optionalListsToJson(d.heroismRolls));
                if (d.endByAgreement) {
                    o.insert(QLatin1String("end_by_agreement"), true);
                    o.insert(QLatin1String("agreed_winner"), d.agreedWinner);
                }
            } else if constexpr (std::is_same_v<T, ChooseStrategies>) {
                o.insert(QLatin1String("step"), QStringLiteral("strategies"));
                o.insert(QLatin1String("choices"), QJsonArray{choiceToJson(d.choices[0]), choiceToJson(d.choices[1])});
                o.insert(QLatin1String("leadership_rolls"), pairToJson(d.leadershipRolls));
            } else if constexpr (std::is_same_v<T, Respond>) {
                o.insert(QLatin1String("step"), QStringLiteral("respond"));
                o.insert(QLatin1String("accept_parley"), d.acceptParley);
                if (d.change)
                    o.insert(QLatin1String("change"), choiceToJson(*d.change));
                o.insert(QLatin1String("leadership_roll"), optionalToJson(d.leadershipRoll));
            } else if constexpr (std::is_same_v<T, RollContest>) {
                o.insert(QLatin1String("step"), QStringLiteral("roll"));
                o.insert(QLatin1String("circumstances"), QJsonArray{d.circumstances[0], d.circumstances[1]});
                o.insert(QLatin1String("rolls"), QJsonArray{d.rolls[0], d.rolls[1]});
            } else if constexpr (std::is_same_v<T, EndRound>) {
                o.insert(QLatin1String("step"), QStringLiteral("end-round"));
                o.insert(QLatin1String("raid_on_logistics"), d.raidOnLogistics);
                QJsonArray sides;
                for (const auto &list : d.misfortunes) {
                    QJsonArray a;
                    for (const auto &m : list) {
                        if (!m) {
                            a << QJsonValue(QJsonValue::Null);
                            continue;
                        }
                        QJsonObject mo;
                        mo.insert(QLatin1String("roll"), m->roll);
                        if (m->surrender)
                            mo.insert(QLatin1String("surrender"), true);
                        if (m->injury)
                            mo.insert(QLatin1String("injury"), *m->injury);
                        a << mo;
                    }
                    sides << a;
                }
                o.insert(QLatin1String("misfortunes"), sides);
                o.insert(QLatin1String("successor_rolls"), pairToJson(d.successorRolls));
                o.insert(QLatin1String("rally_rolls"), pairToJson(d.rallyRolls));
            } else {
                o.insert(QLatin1String("step"), QStringLiteral("pursuit"));
                o.insert(QLatin1String("leadership_roll"), optionalToJson(d.leadershipRoll));
                o.insert(QLatin1String("reaction_roll"), optionalToJson(d.reactionRoll));
                o.insert(QLatin1String("pursue"), d.pursue);
                o.insert(QLatin1String("logistics_roll"), optionalToJson(d.logisticsRoll));
            }
        },
        decision);
    // Only when some roll was typed, so that a record of program rolls reads as it always did.
    std::visit(
        [&o](const auto &d) {
            if (!d.typed.isEmpty())
                o.insert(QLatin1String("typed"), QJsonArray::fromStringList(d.typed));
        },
        decision);
    return o;
}

Result<Decision> decisionFromJson(const QJsonObject &object)
{
    JsonReader r(object, QString());
    const QString step = r.string(QStringLiteral("step"));
    Decision decision;
    if (step == QLatin1String("disloyal-check")) {
        decision = DisloyalCheck{pairFromJson(r, QStringLiteral("rolls"), 3, 18)};
    } else if (step == QLatin1String("open-round")) {
        OpenRound d;
        d.night = r.boolean(QStringLiteral("night"), false);
        d.badWeather = r.boolean(QStringLiteral("bad_weather"), false);
        d.risk = listsFromJson<int>(r, QStringLiteral("risk"), [](const QJsonValue &v) { return v.toInt(); });
        d.heroismRolls = listsFromJson<std::optional<int>>(r, QStringLiteral("heroism"), [](const QJsonValue &v) {
            return v.isNull() ? std::optional<int>() : std::optional<int>(v.toInt());
        });
        d.endByAgreement = r.boolean(QStringLiteral("end_by_agreement"), false);
        d.agreedWinner = r.integer(QStringLiteral("agreed_winner"), -1, -1, 1);
        decision = d;
    } else if (step == QLatin1String("strategies")) {
        ChooseStrategies d;
        const QJsonArray choices = r.array(QStringLiteral("choices"));
        if (choices.size() != 2)
            r.fail(QStringLiteral("choices"), QStringLiteral("needs both sides' strategies"));
        for (int s = 0; s < 2 && s < choices.size(); ++s)
            d.choices.at(size_t(s)) = choiceFromJson(r, choices.at(s), QStringLiteral("choices"));
        d.leadershipRolls = pairFromJson(r, QStringLiteral("leadership_rolls"), 3, 18);
        decision = d;
    } else if (step == QLatin1String("respond")) {
        Respond d;
        d.acceptParley = r.boolean(QStringLiteral("accept_parley"), false);
        if (r.has(QStringLiteral("change")))
            d.change = choiceFromJson(r, object.value(QLatin1String("change")), QStringLiteral("change"));
        d.leadershipRoll = r.optionalInteger(QStringLiteral("leadership_roll"), 3, 18);
        decision = d;
    } else if (step == QLatin1String("roll")) {
        RollContest d;
        const auto circumstances = pairFromJson(r, QStringLiteral("circumstances"), -3, 3);
        const auto rolls = pairFromJson(r, QStringLiteral("rolls"), 3, 18);
        for (int s = 0; s < 2; ++s) {
            d.circumstances.at(size_t(s)) = circumstances.at(size_t(s)).value_or(0);
            if (!rolls.at(size_t(s)))
                r.fail(QStringLiteral("rolls"), QStringLiteral("needs both sides' 3d rolls"));
            d.rolls.at(size_t(s)) = rolls.at(size_t(s)).value_or(10);
        }
        decision = d;
    } else if (step == QLatin1String("end-round")) {
        EndRound d;
        d.raidOnLogistics = r.boolean(QStringLiteral("raid_on_logistics"), false);
        d.misfortunes = listsFromJson<std::optional<MisfortuneRoll>>(r, QStringLiteral("misfortunes"), [](const QJsonValue &v) {
            if (v.isNull())
                return std::optional<MisfortuneRoll>();
            const QJsonObject mo = v.toObject();
            MisfortuneRoll m;
            m.roll = mo.value(QLatin1String("roll")).toInt();
            m.surrender = mo.value(QLatin1String("surrender")).toBool(false);
            if (mo.contains(QLatin1String("injury")))
                m.injury = mo.value(QLatin1String("injury")).toInt();
            return std::optional<MisfortuneRoll>(m);
        });
        d.successorRolls = pairFromJson(r, QStringLiteral("successor_rolls"), 3, 18);
        d.rallyRolls = pairFromJson(r, QStringLiteral("rally_rolls"), 3, 18);
        decision = d;
    } else if (step == QLatin1String("pursuit")) {
        Pursuit d;
        d.leadershipRoll = r.optionalInteger(QStringLiteral("leadership_roll"), 3, 18);
        d.reactionRoll = r.optionalInteger(QStringLiteral("reaction_roll"), 1, 6);
        d.pursue = r.boolean(QStringLiteral("pursue"), true);
        d.logisticsRoll = r.optionalInteger(QStringLiteral("logistics_roll"), 1, 6);
        decision = d;
    } else {
        r.fail(QStringLiteral("step"), QStringLiteral("unknown step \"%1\"").arg(step));
    }
    // Records from before the GM's dice were told apart have no "typed": every roll reads as rolled.
    QStringList typed;
    for (const QJsonValue &field : r.array(QStringLiteral("typed"))) {
        if (!field.isString())
            r.fail(QStringLiteral("typed"), QStringLiteral("each entry must be the name of a roll's field"));
        typed << field.toString();
    }
    std::visit([&typed](auto &d) { d.typed = typed; }, decision);
    if (!r.ok())
        return r.error();
    return decision;
}

} // namespace muster::gurps
