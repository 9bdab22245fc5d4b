#include "BattleScript.h"

#include "BattleInput.h"

#include "common/JsonReader.h"

#include <QJsonArray>

#include <limits>

namespace muster::cli {

namespace {

const QStringList topKeys = {
    QStringLiteral("name"),       QStringLiteral("seed"),    QStringLiteral("start"),
    QStringLiteral("conditions"), QStringLiteral("sides"),   QStringLiteral("disloyal_rolls"),
    QStringLiteral("rounds"),     QStringLiteral("pursuit"), QStringLiteral("special")};
const QStringList roundKeys = {QStringLiteral("night"),
                               QStringLiteral("bad_weather"),
                               QStringLiteral("risk"),
                               QStringLiteral("heroism"),
                               QStringLiteral("end_by_agreement"),
                               QStringLiteral("agreed_winner"),
                               QStringLiteral("strategies"),
                               QStringLiteral("leadership_rolls"),
                               QStringLiteral("rechoose"),
                               QStringLiteral("respond"),
                               QStringLiteral("circumstances"),
                               QStringLiteral("rolls"),
                               QStringLiteral("raid_on_logistics"),
                               QStringLiteral("misfortune"),
                               QStringLiteral("successor_rolls"),
                               QStringLiteral("rally_rolls")};
const QStringList respondKeys = {QStringLiteral("accept_parley"), QStringLiteral("change"),
                                 QStringLiteral("leadership_roll")};
const QStringList rechooseKeys = {QStringLiteral("strategies"), QStringLiteral("leadership_rolls")};
const QStringList misfortuneKeys = {QStringLiteral("roll"), QStringLiteral("injury"),
                                    QStringLiteral("surrender")};
const QStringList pursuitKeys = {QStringLiteral("leadership_roll"), QStringLiteral("reaction_roll"),
                                 QStringLiteral("pursue"), QStringLiteral("logistics_roll")};

std::optional<bool> optionalBoolean(JsonReader &r, const QString &key)
{
    if (!r.has(key))
        return std::nullopt;
    return r.boolean(key, false);
}

ChoiceInput choiceInput(JsonReader &r, bool required)
{
    ChoiceInput in;
    in.choices = strategyPair(r, QStringLiteral("strategies"), required);
    in.leadershipRolls = optionalPair(r, QStringLiteral("leadership_rolls"), 3, 18);
    return in;
}

// A number (the 3d roll) or {"roll": 8, "injury": 5, "surrender": false}; null: everything rolled.
Result<MisfortuneInput> misfortuneInput(JsonReader &r, const QString &key, const QJsonValue &value)
{
    MisfortuneInput in;
    if (!value.isObject()) {
        if (!value.isNull())
            in.roll = wholeNumber(r, key, value, 3, 18);
        return in;
    }
    const QJsonObject object = value.toObject();
    JsonReader m(object, r.path(key));
    checkKeys(m, object, misfortuneKeys);
    in.roll = m.optionalInteger(QStringLiteral("roll"), 3, 18);
    in.injury = m.optionalInteger(QStringLiteral("injury"), 1, 36);
    in.surrender = m.boolean(QStringLiteral("surrender"), false);
    if (!m.ok())
        return m.error();
    return in;
}

Result<RoundInput> roundInput(JsonReader &r, const QJsonObject &object, std::array<int, 2> people)
{
    RoundInput in;
    checkKeys(r, object, roundKeys);
    in.night = optionalBoolean(r, QStringLiteral("night"));
    in.badWeather = optionalBoolean(r, QStringLiteral("bad_weather"));
    in.risk = perPerson(r, QStringLiteral("risk"), -3, 3, people);
    in.heroism = perPerson(r, QStringLiteral("heroism"), 3, 18, people);
    in.endByAgreement = r.boolean(QStringLiteral("end_by_agreement"), false);
    in.agreedWinner = r.integer(QStringLiteral("agreed_winner"), -1, -1, 1);
    in.strategies = choiceInput(r, !in.endByAgreement);
    if (r.has(QStringLiteral("rechoose"))) {
        const QJsonObject rechoose = r.object(QStringLiteral("rechoose"));
        if (!r.ok())
            return r.error();
        JsonReader inner(rechoose, r.path(QStringLiteral("rechoose")));
        checkKeys(inner, rechoose, rechooseKeys);
        in.rechoose = choiceInput(inner, true);
        if (!inner.ok())
            return inner.error();
    }
    if (r.has(QStringLiteral("respond"))) {
        const QJsonObject respond = r.object(QStringLiteral("respond"));
        if (!r.ok())
            return r.error();
        JsonReader inner(respond, r.path(QStringLiteral("respond")));
        checkKeys(inner, respond, respondKeys);
        in.respond.acceptParley = inner.boolean(QStringLiteral("accept_parley"), false);
        if (inner.has(QStringLiteral("change")))
            in.respond.change =
                strategyChoice(inner, QStringLiteral("change"), respond.value(QLatin1String("change")));
        in.respond.leadershipRoll = inner.optionalInteger(QStringLiteral("leadership_roll"), 3, 18);
        if (!inner.ok())
            return inner.error();
    }
    in.circumstances = pair(r, QStringLiteral("circumstances"), 0, -3, 3);
    in.rolls = optionalPair(r, QStringLiteral("rolls"), 3, 18);
    in.raidOnLogistics = r.boolean(QStringLiteral("raid_on_logistics"), false);
    const QJsonArray misfortune = r.array(QStringLiteral("misfortune"));
    if (misfortune.size() > 2)
        r.fail(QStringLiteral("misfortune"),
               QStringLiteral("needs one list per side, not %1").arg(misfortune.size()));
    for (int s = 0; s < 2 && s < misfortune.size() && r.ok(); ++s) {
        const QString key = QStringLiteral("misfortune[%1]").arg(s);
        const QJsonArray persons = misfortune.at(s).toArray();
        if (!misfortune.at(s).isArray() && !misfortune.at(s).isNull())
            r.fail(key, QStringLiteral("must be a list with a roll per person of the side"));
        else if (persons.size() > people.at(size_t(s)))
            r.fail(key, QStringLiteral("side %1 has %2 people, not %3")
                            .arg(s)
                            .arg(people.at(size_t(s)))
                            .arg(persons.size()));
        for (qsizetype p = 0; p < persons.size() && r.ok(); ++p) {
            auto person = misfortuneInput(r, QStringLiteral("%1[%2]").arg(key).arg(p), persons.at(p));
            if (!person)
                return person.error();
            in.misfortune.at(size_t(s)) << *person;
        }
    }
    in.successorRolls = optionalPair(r, QStringLiteral("successor_rolls"), 3, 18);
    in.rallyRolls = optionalPair(r, QStringLiteral("rally_rolls"), 3, 18);
    if (!r.ok())
        return r.error();
    return in;
}

} // namespace

Result<BattleScript> battleScriptFromJson(const QJsonObject &input)
{
    JsonReader r(input, QString());
    checkKeys(r, input, topKeys);
    if (!r.ok())
        return r.error();
    auto setup = battleSetupFromInput(input);
    if (!setup)
        return setup.error();
    BattleScript script;
    script.setup = *setup;
    script.specialBattle = input.contains(QLatin1String("special"));
    script.seed = quint64(r.integer(QStringLiteral("seed"), 1, 0, std::numeric_limits<int>::max()));
    script.disloyalRolls = optionalPair(r, QStringLiteral("disloyal_rolls"), 3, 18);
    const QJsonArray rounds = r.array(QStringLiteral("rounds"));
    for (qsizetype i = 0; i < rounds.size() && r.ok(); ++i) {
        const QString key = QStringLiteral("rounds[%1]").arg(i);
        if (!rounds.at(i).isObject()) {
            r.fail(key, QStringLiteral("must be an object with at least \"strategies\""));
            break;
        }
        JsonReader reader(rounds.at(i).toObject(), key);
        auto round = roundInput(reader, rounds.at(i).toObject(), peopleCounts(script.setup));
        if (!round)
            return round.error();
        script.rounds << *round;
    }
    if (r.has(QStringLiteral("pursuit"))) {
        const QJsonObject pursuit = r.object(QStringLiteral("pursuit"));
        JsonReader p(pursuit, QStringLiteral("pursuit"));
        checkKeys(p, pursuit, pursuitKeys);
        script.pursuit.leadershipRoll = p.optionalInteger(QStringLiteral("leadership_roll"), 3, 18);
        script.pursuit.reactionRoll = p.optionalInteger(QStringLiteral("reaction_roll"), 1, 6);
        script.pursuit.pursue = p.boolean(QStringLiteral("pursue"), true);
        script.pursuit.logisticsRoll = p.optionalInteger(QStringLiteral("logistics_roll"), 1, 6);
        if (!p.ok())
            return p.error();
    }
    if (!r.ok())
        return r.error();
    return script;
}

} // namespace muster::cli
