// `muster-cli battle`: the Battle of Drake's Cross of GURPS Mass Combat ("Before the
// Battle" to "After the Battle") from resources/examples/battle-drakes-cross.json, seeded rolls, bad input.

#include "CliTestSupport.h"

#include <QJsonArray>
#include <QtTest>

#include <functional>
#include <memory>

using clitest::run;
using clitest::Run;

namespace {

QJsonObject at(const QJsonObject &object, const char *key, int index)
{
    return object.value(QLatin1String(key)).toArray().at(index).toObject();
}

QJsonArray array(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toArray();
}

QJsonArray pair(int a, int b)
{
    return QJsonArray{a, b};
}

// Drake's Cross with its first round only, changed by `change`.
QJsonObject firstRound(const std::function<void(QJsonObject &)> &change)
{
    QJsonObject battle = clitest::readExample("battle-drakes-cross.json");
    QJsonObject round = at(battle, "rounds", 0);
    change(round);
    battle.insert(QStringLiteral("rounds"), QJsonArray{round});
    return battle;
}

// Strategies only: every roll is the program's. Strykland's steward Cradoc can take over if he falls.
QJsonObject seeded(int seed)
{
    QJsonObject battle = clitest::readExample("battle-drakes-cross.json");
    battle.insert(QStringLiteral("seed"), seed);
    QJsonArray sides = array(battle, "sides");
    QJsonObject strykland = sides.at(1).toObject();
    QJsonArray people = array(strykland, "people");
    people << QJsonObject{{QStringLiteral("name"), QStringLiteral("Cradoc")}, {QStringLiteral("hp"), 30}};
    strykland.insert(QStringLiteral("people"), people);
    sides.replace(1, strykland);
    battle.insert(QStringLiteral("sides"), sides);
    const QJsonObject round{
        {QStringLiteral("strategies"), QJsonArray{QStringLiteral("defense"), QStringLiteral("attack")}},
        {QStringLiteral("leadership_rolls"), QJsonArray{10, QJsonValue()}}};
    const QJsonObject later{
        {QStringLiteral("strategies"), QJsonArray{QStringLiteral("attack"), QStringLiteral("skirmish")}}};
    battle.insert(QStringLiteral("rounds"), QJsonArray{round, later});
    return battle;
}

} // namespace

class CliBattleTest : public QObject
{
    Q_OBJECT

private:
    clitest::JsonFiles m_files;

private slots:
    // "Basic Strategy Modifier": TS 75.5 against 120 gives Strykland +2 (1.59:1) and Fire 9 against 4 +1.
    void drakesCrossSides()
    {
        const Run r = run({QStringLiteral("battle"), clitest::example("battle-drakes-cross.json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject richard = at(r.json, "sides", 0), strykland = at(r.json, "sides", 1);
        QCOMPARE(richard.value(QLatin1String("ts")).toDouble(), 75.5);
        QCOMPARE(richard.value(QLatin1String("bsm")).toInt(), 0);
        QCOMPARE(strykland.value(QLatin1String("ts")).toDouble(), 120.0);
        QCOMPARE(strykland.value(QLatin1String("bsm")).toInt(), 3);
        QStringList breakdown;
        for (const QJsonValue &line : array(strykland, "bsm_breakdown"))
            breakdown << line.toString();
        QCOMPARE(breakdown.size(), 3);
        QVERIFY2(breakdown.at(0).startsWith(QLatin1String("Relative TS")) &&
                     breakdown.at(0).endsWith(QLatin1String("+2")),
                 qPrintable(breakdown.at(0)));
        QVERIFY2(breakdown.at(1).startsWith(QLatin1String("Fire superiority (9 vs 4)")) &&
                     breakdown.at(1).endsWith(QLatin1String("+1")),
                 qPrintable(breakdown.at(1)));
        QCOMPARE(strykland.value(QLatin1String("superiority")).toObject(),
                 QJsonObject({{QStringLiteral("F"), 1}}));
        // "Fighting the Battle": 12 elements in the smaller force, 30-minute rounds.
        QCOMPARE(r.json.value(QLatin1String("round_minutes")).toInt(), 30);
    }

    // "Battle Strategy Roll" and the Combat Results Table: 13 against 12, rolls 9 and 11, Richard wins by 3;
    // 10% and 15%. Sheryl's Heroism chance is 10; Misfortunes chances 7, 9 and 6; Sheryl loses 5 HP.
    void drakesCrossFirstRound()
    {
        const Run r = run({QStringLiteral("battle"), clitest::example("battle-drakes-cross.json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject round = at(r.json, "rounds", 0);
        QCOMPARE(at(round, "effective_skill", 0).value(QLatin1String("total")).toInt(), 13);
        QCOMPARE(at(round, "effective_skill", 1).value(QLatin1String("total")).toInt(), 12);
        QVERIFY(array(at(round, "effective_skill", 1), "breakdown")
                    .contains(QStringLiteral("Battle strategy -3")));
        QCOMPARE(round.value(QLatin1String("margin_of_victory")).toInt(), 3);
        QCOMPARE(round.value(QLatin1String("winner")).toInt(), 0);
        const QJsonObject casualties = round.value(QLatin1String("casualties")).toObject();
        QCOMPARE(array(casualties, "this_round"), pair(10, 15));
        QCOMPARE(array(casualties, "total"), pair(10, 15));
        QCOMPARE(round.value(QLatin1String("pb")).toObject().value(QLatin1String("signed")).toInt(), 0);
        QCOMPARE(
            array(round, "heroism").at(0).toArray().at(0).toObject().value(QLatin1String("target")).toInt(),
            10);
        const QJsonArray misfortunes = array(round, "misfortunes");
        QCOMPARE(misfortunes.at(0).toArray().at(0).toObject().value(QLatin1String("chance")).toInt(), 7);
        QCOMPARE(misfortunes.at(0).toArray().at(1).toObject().value(QLatin1String("chance")).toInt(), 9);
        QCOMPARE(misfortunes.at(0).toArray().at(1).toObject().value(QLatin1String("injury")).toInt(), 5);
        QCOMPARE(misfortunes.at(1).toArray().at(0).toObject().value(QLatin1String("chance")).toInt(), 6);
        QCOMPARE(array(round, "rolled"), QJsonArray());
        // No casualties yet: the BSM of the start (Richard 0, Strykland +3) is the BSM this round used.
        QCOMPARE(array(round, "bsm_at_start"), pair(0, 3));
        QCOMPARE(array(round, "bsm_after_casualties"), pair(0, 3));
    }

    // "Fighting the Battle": the Basic Strategy Modifier drops by 1 per 5% casualties. After round 1's 10% and
    // 15%, round 2 fights at 0 - 2 and 3 - 3; the BSM of the start stays as it was.
    void bsmAfterCasualties()
    {
        const Run r = run({QStringLiteral("battle"), clitest::example("battle-drakes-cross.json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject second = at(r.json, "rounds", 1);
        QCOMPARE(array(second, "bsm_at_start"), pair(0, 3));
        QCOMPARE(array(second, "bsm"), pair(0, 3));
        QCOMPARE(array(second, "bsm_after_casualties"), pair(-2, 0));
    }

    // "Victory?" and "After the Battle": the example plays on to Strykland's 100%; Richard's 35% halves to
    // 15%, leaving TS 64; the loot is a fifth of Strykland's $1M.
    void drakesCrossAftermath()
    {
        const Run r = run({QStringLiteral("battle"), clitest::example("battle-drakes-cross.json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json.value(QLatin1String("status")).toString(), QStringLiteral("finished"));
        QCOMPARE(r.json.value(QLatin1String("result")).toObject().value(QLatin1String("winner")).toInt(), 0);
        const QJsonObject aftermath = r.json.value(QLatin1String("aftermath")).toObject();
        QCOMPARE(at(aftermath, "sides", 0).value(QLatin1String("casualties_at_end")).toInt(), 35);
        QCOMPARE(at(aftermath, "sides", 0).value(QLatin1String("final_casualties")).toInt(), 15);
        QCOMPARE(at(aftermath, "sides", 0).value(QLatin1String("ts_after")).toDouble(), 64.0);
        QCOMPARE(at(aftermath, "sides", 1).value(QLatin1String("dead")).toInt(), 50);
        QCOMPARE(aftermath.value(QLatin1String("loot")).toDouble(), 200000.0);
    }

    // The text's alternative: rolls 13 and 9; Strykland wins by 3, doubled to 6 by the Indirect Attack:
    // 20% for Richard, 10% for Strykland, and 2 PB for Strykland.
    void alternativeRolls()
    {
        const QJsonObject battle =
            firstRound([](QJsonObject &round) { round.insert(QStringLiteral("rolls"), pair(13, 9)); });
        const Run r = run({QStringLiteral("battle"), m_files.write(battle)});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject round = at(r.json, "rounds", 0);
        QCOMPARE(round.value(QLatin1String("winner")).toInt(), 1);
        QCOMPARE(round.value(QLatin1String("margin_of_victory")).toInt(), 6);
        QCOMPARE(array(round.value(QLatin1String("casualties")).toObject(), "this_round"), pair(20, 10));
        const QJsonObject pb = round.value(QLatin1String("pb")).toObject();
        QCOMPARE(array(pb, "sides"), pair(0, 2));
        QCOMPARE(pb.value(QLatin1String("signed")).toInt(), -2);
        QCOMPARE(r.json.value(QLatin1String("status")).toString(), QStringLiteral("in-progress"));
        QVERIFY(r.json.value(QLatin1String("aftermath")).isNull());
    }

    // Rolls left out come from DiceSource(seed): the same seed gives the same battle, another seed other
    // rolls.
    void seededRunIsReproducible()
    {
        const QString file = m_files.write(seeded(7));
        const Run first = run({QStringLiteral("battle"), file});
        const Run second = run({QStringLiteral("battle"), file});
        QCOMPARE(first.exitCode, 0);
        QCOMPARE(first.output, second.output);
        const QJsonObject round = at(first.json, "rounds", 0);
        QVERIFY(array(round, "rolled").contains(QStringLiteral("rolls[0]")));
        QVERIFY(array(round, "rolled").contains(QStringLiteral("heroism[0][1]")));
        QVERIFY(!array(round, "rolled").contains(QStringLiteral("leadership_rolls[0]"))); // given: 10

        const Run other = run({QStringLiteral("battle"), m_files.write(seeded(8))});
        QCOMPARE(other.exitCode, 0);
        QJsonArray rolls, otherRolls;
        for (const QJsonValue &r : array(first.json, "rounds"))
            rolls << r.toObject().value(QLatin1String("rolls"))
                  << r.toObject().value(QLatin1String("misfortunes"));
        for (const QJsonValue &r : array(other.json, "rounds"))
            otherRolls << r.toObject().value(QLatin1String("rolls"))
                       << r.toObject().value(QLatin1String("misfortunes"));
        QVERIFY(rolls != otherRolls);
    }

    // Bad input: exit 2, nothing on stdout, one line on stderr naming the field.
    void badInput_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        const auto withRound = [](const std::function<void(QJsonObject &)> &change) {
            return QJsonDocument(firstRound(change)).toJson();
        };
        const auto strategies = [](const QString &a, const QString &b) { return QJsonArray{a, b}; };
        QTest::newRow("unknown strategy") << withRound([&](QJsonObject &r) {
            r.insert(QStringLiteral("strategies"),
                     strategies(QStringLiteral("defense"), QStringLiteral("charge")));
        }) << QStringLiteral("rounds[0].strategies[1]: unknown strategy \"charge\"");
        QTest::newRow("illegal strategy") << withRound([&](QJsonObject &r) {
            r.insert(QStringLiteral("strategies"),
                     strategies(QStringLiteral("defense"), QStringLiteral("rally")));
        }) << QStringLiteral("rounds[0].strategies[1]: Ian Strykland cannot choose Rally now.");
        QTest::newRow("roll 19") << withRound([](QJsonObject &r) {
            r.insert(QStringLiteral("rolls"), pair(19, 11));
        }) << QStringLiteral("rounds[0].rolls[0]: must be a whole number 3 to 18, not 19");
        QTest::newRow("risk 4") << withRound([](QJsonObject &r) {
            r.insert(QStringLiteral("risk"), QJsonArray{QJsonArray{4}, QJsonArray{}});
        }) << QStringLiteral("rounds[0].risk[0][0]");
        QTest::newRow("misspelled field") << withRound([](QJsonObject &r) {
            r.insert(QStringLiteral("strategy"), QStringLiteral("attack"));
        }) << QStringLiteral("rounds[0].strategy: unknown field");
        QTest::newRow("bad injury") << withRound([](QJsonObject &r) {
            // The inner list as a QJsonValue: clang reads QJsonArray{QJsonArray{...}} as a copy, not a nested list.
            r.insert(QStringLiteral("misfortune"),
                     QJsonArray{QJsonValue(QJsonArray{
                         11, QJsonObject{{QStringLiteral("roll"), 8}, {QStringLiteral("injury"), 0}}})});
        }) << QStringLiteral("rounds[0].misfortune[0][1].injury");
        QTest::newRow("missing sides")
            << QByteArray(R"j({"rounds": []})j") << QStringLiteral("sides: a battle needs exactly two sides");
        QTest::newRow("one side") << QByteArray(R"j({"sides": [{"estimate": {"ts": 10}}]})j")
                                  << QStringLiteral("sides:");
        QTest::newRow("roster and estimate")
            << QByteArray(
                   R"j({"sides": [{"estimate": {"ts": 10}, "roster": {"elements": []}}, {"estimate": {"ts": 10}}]})j")
            << QStringLiteral("sides[0]: give either \"roster\"");
        QTest::newRow("unknown element type")
            << QByteArray(
                   R"j({"sides": [{"roster": {"elements": [{"type": "Robot", "tl": 3}]}}, {"estimate": {"ts": 10}}]})j")
            << QStringLiteral("sides[0].roster.elements[0].type");
        QTest::newRow("unknown class")
            << QByteArray(
                   R"j({"sides": [{"estimate": {"ts": 10, "classes": {"Tanks": 5}}}, {"estimate": {"ts": 10}}]})j")
            << QStringLiteral("sides[0].estimate.classes.Tanks");
        QTest::newRow("no commander")
            << QByteArray(
                   R"j({"sides": [{"estimate": {"ts": 10}, "people": [{"name": "A"}]}, {"estimate": {"ts": 10}}]})j")
            << QStringLiteral("sides[1].people");
        // Issue 15: a battle file names its rule set in "rules" (GURPS when it does not).
        QTest::newRow("unknown rules") << QByteArray(R"j({"rules": "chess", "sides": []})j")
                                       << QStringLiteral("rules: unknown rule set \"chess\" (use one of: gurps, myz, smc, d20)");
        QTest::newRow("bad terrain")
            << QByteArray(
                   R"j({"conditions": {"terrain": "moon"}, "sides": [{"estimate": {"ts": 10}, "people": [{}]},
                                                   {"estimate": {"ts": 10}, "people": [{}]}]})j")
            << QStringLiteral("conditions.terrain");
    }

    // "rules": "gurps" plays the Drake's Cross example as the file without it does.
    void rulesNamedOrLeftOut()
    {
        QJsonObject named = clitest::readExample("battle-drakes-cross.json");
        QVERIFY(!named.contains(QStringLiteral("rules")));
        const Run without = run({QStringLiteral("battle"), clitest::example("battle-drakes-cross.json")});
        named.insert(QStringLiteral("rules"), QStringLiteral("gurps"));
        const Run with = run({QStringLiteral("battle"), m_files.write(QJsonDocument(named).toJson())});
        QCOMPARE(with.exitCode, 0);
        QCOMPARE(with.output, without.output);
    }

    void badInput()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        const Run r = run({QStringLiteral("battle"), m_files.write(json)});
        const QString problem = clitest::badInputProblem(r, expected);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

std::unique_ptr<QObject> newCliBattleTest()
{
    return std::make_unique<CliBattleTest>();
}

#include "cli_battle.moc"
