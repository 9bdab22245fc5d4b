// muster-cli with d20 strategic combat battle files ("rules": "d20"): the Hill of Spears example as it ends, the exact
// odds of an attack before it is rolled, and refusals naming the field. Every figure is counted by hand.

#include "CliTestSupport.h"

#include <QJsonArray>
#include <QtTest>

using namespace clitest;
using namespace Qt::StringLiterals;

namespace {

// Dawn's `attacker` against Dusk's `target` (units as the battle file writes them) on the default board of 24 by 16
// tiles; `steps` follow the set-up as they are.
QByteArray duel(const QString &attacker, const QString &target, const QString &steps)
{
    return (uR"({"rules": "d20", "name": "Duel", "seed": 3, "armies": [
        {"name": "Dawn", "units": [%1], "zones": [[0, 0, 2, 16]]},
        {"name": "Dusk", "units": [%2], "zones": [[22, 0, 2, 16]]}],
      "steps": %3})"_s)
        .arg(attacker, target, steps)
        .toUtf8();
}

// The Spears: melee +4, Defense 14, damage 6, Health 20 at (4,4) facing east.
const QString spears =
    uR"({"name": "Spears", "type": "melee", "attack": 4, "defense": 14, "damage": 6, "max_health": 20, "position": [4, 4], "facing": "e"})"_s;
// The Wolves at (5,4): melee +3, Defense 14, damage 4, Health 20, facing `facing`.
QString wolves(const QString &facing)
{
    return uR"({"name": "Wolves", "attack": 3, "defense": 14, "damage": 4, "max_health": 20, "position": [5, 4], "facing": "%1"})"_s.arg(facing);
}
// The Bows: ranged +3, damage 4, range increment 2, at (4,8) facing east.
const QString bows =
    uR"({"name": "Bows", "type": "ranged", "attack": 3, "defense": 12, "damage": 4, "max_health": 12, "range_increment": 2, "position": [4, 8], "facing": "e"})"_s;

QString attack(const QString &unit, const QString &target)
{
    return uR"({"step": "activate", "army": 0, "unit": "%1", "action": "attack", "target": "%2"})"_s.arg(unit, target);
}

bool near(double actual, double expected)
{
    return qAbs(actual - expected) < 1e-12;
}

} // namespace

class CliD20Test : public QObject
{
    Q_OBJECT

    JsonFiles m_files;

private slots:
    // The Hill of Spears (resources/examples/d20-hill-of-spears.json), as counted by hand in
    // tests/d20/tst_d20_battle.cpp (hillOfSpears): 15 steps, 15 log lines, round 2, the Iron Legion to act.
    void hillOfSpearsExample()
    {
        const Run r = run({u"battle"_s, example("d20-hill-of-spears.json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json["rules"_L1].toString(), u"d20"_s);
        QCOMPARE(r.json["round"_L1].toInt(), 2);
        QCOMPARE(r.json["over"_L1].toBool(), false);
        QCOMPARE(r.json["winner"_L1].toInt(), -1);
        QCOMPARE(r.json["standing"_L1].toString(), u"Round 2, Iron Legion's turn"_s);
        QCOMPARE(r.json["log"_L1].toArray().size(), 15);
        QCOMPARE(r.json["steps"_L1].toArray().size(), 15);
        const QJsonArray legion = r.json["armies"_L1][0]["units"_L1].toArray();
        const QJsonArray horde = r.json["armies"_L1][1]["units"_L1].toArray();
        // Pikes: 20 - 5 (retaliation) - 5 (the Raiders' attack) = 10; pursued into (7,4).
        QCOMPARE(legion[0]["name"_L1].toString(), u"Pikes"_s);
        QCOMPARE(legion[0]["health"_L1].toInt(), 10);
        QCOMPARE(legion[0]["position"_L1].toArray(), (QJsonArray{7, 4}));
        QCOMPARE(legion[0]["conditions"_L1].toArray(), QJsonArray{u"Pursuing"_s});
        QVERIFY(legion[0]["engaged_with"_L1].toArray().isEmpty());
        // Longbows: untouched, facing east at (3,6).
        QCOMPARE(legion[1]["health"_L1].toInt(), 12);
        QCOMPARE(legion[1]["facing"_L1].toString(), u"e"_s);
        QCOMPARE(legion[1]["position"_L1].toArray(), (QJsonArray{3, 6}));
        // Raiders: 16 - 6 - 3 - 6 (automatic) = 1, in reserve.
        QCOMPARE(horde[0]["name"_L1].toString(), u"Raiders"_s);
        QCOMPARE(horde[0]["health"_L1].toInt(), 1);
        QCOMPARE(horde[0]["in_reserve"_L1].toBool(), true);
        QCOMPARE(horde[0]["destroyed"_L1].toBool(), false);
        QVERIFY(!horde[0].toObject().contains("position"_L1));
        // Goblin Slings: 8 - 4 = 4, shattered to the reserve.
        QCOMPARE(horde[1]["health"_L1].toInt(), 4);
        QCOMPARE(horde[1]["in_reserve"_L1].toBool(), true);
    }

    // "Attacks" and "Ranged Increments", each face of the d20 equally likely (1/20 = 0.05):
    // - Spears +4 against 14, damage 6 (Wolves 20 of 20): 1 natural miss; 2-9 glancing (6 to 13), 8 faces; 10-19 hit,
    //   10 faces; 20 natural 20. Damage (8 x 3 + 10 x 6 + 12) / 20 = 4.8. Only the natural 20 (20 - 12 = 8) diminishes:
    //   a morale check 0.05, failed on 1-19: shatter 0.05 x 0.95 = 0.0475.
    // - Bows +3 at (9,8), 5 tiles at increment 2: increment 3, -4, modifier -1 against 11 (Slings 8 of 8, damage 4):
    //   1 and 2 (1 fails by 10) miss; 3-11 glancing, 9 faces; 12-19 hit, 8 faces; 20. Damage (9 x 2 + 8 x 4 + 8) / 20 =
    //   2.9. A hit leaves 4 of 8 (diminished), a natural 20 destroys: morale 8/20 = 0.4, shatter 0.4 x 0.95 = 0.38.
    // - Spears +10 against 10, damage 5 (Health 40): 1 miss; 2-9 hit, 8 faces; 10-19 critical (7), 10 faces; 20 (10).
    //   Damage (8 x 5 + 10 x 7 + 10) / 20 = 6. Never diminished.
    void oddsOfAnAttack_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<int>("modifier");
        QTest::addColumn<int>("increment");
        QTest::addColumn<int>("penalty");
        QTest::addColumn<QList<double>>("odds"); // miss, glancing, hit, critical, natural 20, damage, morale, shatter
        QTest::newRow("melee +4 against 14")
            << duel(spears, wolves(u"n"_s), u"[%1]"_s.arg(attack(u"Spears"_s, u"Wolves"_s))) << 4 << 1 << 0
            << QList<double>{0.05, 0.4, 0.5, 0.0, 0.05, 4.8, 0.05, 0.0475};
        QTest::newRow("ranged at increment 3")
            << duel(bows,
                    uR"({"name": "Slings", "type": "ranged", "defense": 11, "damage": 3, "max_health": 8, "range_increment": 2, "position": [9, 8], "facing": "w"})"_s,
                    u"[%1]"_s.arg(attack(u"Bows"_s, u"Slings"_s)))
            << -1 << 3 << -4 << QList<double>{0.1, 0.45, 0.4, 0.0, 0.05, 2.9, 0.4, 0.38};
        QTest::newRow("criticals: +10 against 10")
            << duel(QString(spears).replace(uR"("attack": 4)"_s, uR"("attack": 10)"_s).replace(uR"("damage": 6)"_s, uR"("damage": 5)"_s),
                    uR"({"name": "Wolves", "defense": 10, "max_health": 40, "position": [5, 4], "facing": "n"})"_s,
                    u"[%1]"_s.arg(attack(u"Spears"_s, u"Wolves"_s)))
            << 10 << 1 << 0 << QList<double>{0.05, 0.0, 0.4, 0.5, 0.05, 6.0, 0.0, 0.0};
    }

    void oddsOfAnAttack()
    {
        QFETCH(QByteArray, file);
        QFETCH(int, modifier);
        QFETCH(int, increment);
        QFETCH(int, penalty);
        QFETCH(QList<double>, odds);
        const Run r = run({u"odds"_s, m_files.write(file)});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json["rules"_L1].toString(), u"d20"_s);
        QCOMPARE(r.json["round"_L1].toInt(), 1);
        QCOMPARE(r.json["roll"_L1].toString(), u"attack"_s);
        QCOMPARE(r.json["army"_L1].toInt(), 0);
        QCOMPARE(r.json["modifier"_L1].toInt(), modifier);
        QCOMPARE(r.json["range_increment"_L1].toInt(), increment);
        QCOMPARE(r.json["range_penalty"_L1].toInt(), penalty);
        const QJsonObject o = r.json["odds"_L1].toObject();
        const QStringList keys{u"miss"_s, u"glancing"_s, u"hit"_s, u"critical"_s, u"natural_20"_s, u"expected_damage"_s,
                               u"morale_check"_s, u"shatter"_s};
        for (int i = 0; i < keys.size(); ++i)
            QVERIFY2(near(o[keys.at(i)].toDouble(), odds.at(i)),
                     qPrintable(u"%1: %2, expected %3"_s.arg(keys.at(i)).arg(o[keys.at(i)].toDouble()).arg(odds.at(i))));
    }

    // "Retaliatory Attacks": after the Spears' attack on the Wolves facing them (8 + 4 = 12 against 14, glancing 3:
    // 17 of 20, no morale check) the roll due is the Wolves' retaliation: +3 against the Spears' 14, damage 4: 1 miss;
    // 2-10 glancing (2), 9 faces; 11-19 hit, 9 faces; 20 (8). Damage (9 x 2 + 9 x 4 + 8) / 20 = 3.1.
    void oddsOfARetaliation()
    {
        const QString steps = u"[%1, {\"step\": \"roll\", \"face\": 8}]"_s.arg(attack(u"Spears"_s, u"Wolves"_s));
        const Run r = run({u"odds"_s, m_files.write(duel(spears, wolves(u"w"_s), steps))});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json["roll"_L1].toString(), u"retaliation"_s);
        QCOMPARE(r.json["army"_L1].toInt(), 1);
        QCOMPARE(r.json["unit"_L1].toString(), u"Wolves"_s);
        QCOMPARE(r.json["target"_L1].toString(), u"Spears"_s);
        QCOMPARE(r.json["modifier"_L1].toInt(), 3);
        QCOMPARE(r.json["defense"_L1].toInt(), 14);
        const QJsonObject o = r.json["odds"_L1].toObject();
        QVERIFY(near(o["miss"_L1].toDouble(), 0.05));
        QVERIFY(near(o["glancing"_L1].toDouble(), 0.45));
        QVERIFY(near(o["hit"_L1].toDouble(), 0.45));
        QVERIFY(near(o["natural_20"_L1].toDouble(), 0.05));
        QVERIFY2(near(o["expected_damage"_L1].toDouble(), 3.1), qPrintable(QString::number(o["expected_damage"_L1].toDouble())));
        QVERIFY(near(o["morale_check"_L1].toDouble(), 0.0));
    }

    // Bad input: exit 2, nothing on stdout, one line "muster-cli: field: message".
    void refusals_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("expected");
        const QString wolvesAt = wolves(u"w"_s);
        QTest::newRow("an activation of an unknown unit")
            << u"battle"_s << duel(spears, wolvesAt, uR"([{"step": "activate", "army": 0, "unit": "Ghosts"}])"_s)
            << uR"(steps[0].unit: Dawn has no unit named "Ghosts")"_s;
        QTest::newRow("an attack on an unknown unit")
            << u"battle"_s << duel(spears, wolvesAt, u"[%1]"_s.arg(attack(u"Spears"_s, u"Ghosts"_s)))
            << uR"(steps[0].target: Dusk has no unit named "Ghosts")"_s;
        // "Ranged Increments": the Bows (4,8) to the Wolves (15,8): 11 tiles at increment 2, increment 6 > 5.
        QTest::newRow("an attack out of range")
            << u"battle"_s
            << duel(bows, uR"({"name": "Wolves", "position": [15, 8], "facing": "w"})"_s, u"[%1]"_s.arg(attack(u"Bows"_s, u"Wolves"_s)))
            << u"steps[0].target: Wolves is 6 range increments away; Bows reaches 5"_s;
        QTest::newRow("a unit's second activation in a round")
            << u"battle"_s
            << duel(spears, wolvesAt,
                    uR"([{"step": "activate", "army": 0, "unit": "Spears"}, {"step": "activate", "army": 0, "unit": "Spears"}])"_s)
            << u"steps[1].unit: Spears has had its turn this round"_s;
        QTest::newRow("a roll with none due") << u"battle"_s << duel(spears, wolvesAt, uR"([{"step": "roll", "face": 3}])"_s)
                                              << u"steps[0]: no roll is due"_s;
        QTest::newRow("two units on one tile")
            << u"battle"_s << duel(spears, QString(wolvesAt).replace(u"[5, 4]"_s, u"[4, 4]"_s), u"[]"_s)
            << u"armies[1].units[0].position: two units stand on column 4, row 4"_s;
        QTest::newRow("two armies missing") << u"battle"_s << QByteArray(R"({"rules": "d20", "name": "Nobody"})")
                                            << u"armies: a battle has two armies"_s;
        QTest::newRow("one army") << u"odds"_s
                                  << QByteArray(R"({"rules": "d20", "armies": [{"name": "Dawn", "units": [{"name": "A"}]}]})")
                                  << u"armies: a battle has two armies"_s;
        QTest::newRow("odds with no roll due") << u"odds"_s << duel(spears, wolvesAt, u"[]"_s) << u"steps: the odds are of a roll"_s;
    }

    void refusals()
    {
        QFETCH(QString, command);
        QFETCH(QByteArray, file);
        QFETCH(QString, expected);
        const QString problem = badInputProblem(run({command, m_files.write(file)}), expected);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

std::unique_ptr<QObject> newCliD20Test()
{
    return std::make_unique<CliD20Test>();
}

#include "cli_d20.moc"
