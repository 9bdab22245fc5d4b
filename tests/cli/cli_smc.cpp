// muster-cli with "Simplified Mass Combat" battle files ("rules": "smc"): the Ford of Ash example as it ends, the exact
// odds of a Clash before it is rolled, and refusals naming the field. Every figure is counted by hand.

#include "CliTestSupport.h"

#include <QJsonArray>
#include <QtTest>

using namespace clitest;
using namespace Qt::StringLiterals;

namespace {

// Bows (ranged, Power 1, Magnitude `bowsMagnitude`) against Shields (Power 1, Magnitude 1): one die each, no Battle
// Plans. `steps` follow the set-up as they are.
QByteArray duel(int bowsMagnitude, const QString &steps)
{
    return (uR"({"rules": "smc", "name": "Duel", "armies": [
        {"name": "Dawn", "units": [{"name": "Bows", "magnitude": %1, "power": 1, "ranged": true}]},
        {"name": "Dusk", "units": [{"name": "Shields", "magnitude": 1, "power": 1}]}],
      "steps": %2})"_s)
        .arg(bowsMagnitude)
        .arg(steps)
        .toUtf8();
}

// The Bows' Clash on the Shields declared: the roll due is that Clash.
const QString clashDeclared = uR"([{"step": "declare", "units": [{"army": 0, "unit": "Bows", "clash": "Shields"}]}])"_s;

} // namespace

class CliSmcTest : public QObject
{
    Q_OBJECT

    JsonFiles m_files;

private slots:
    // The Ford of Ash (resources/examples/smc-ford-of-ash.json), as counted by hand from Simplified Mass Combat's
    // turn order (see tests/smc/tst_smc_battle.cpp, fordOfAshByHand): two turns, 15 steps, turn 3 to declare.
    void fordOfAshExample()
    {
        const Run r = run({u"battle"_s, example("smc-ford-of-ash.json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json["rules"_L1].toString(), u"smc"_s);
        QCOMPARE(r.json["turn"_L1].toInt(), 3);
        QCOMPARE(r.json["over"_L1].toBool(), false);
        QCOMPARE(r.json["winner"_L1].toInt(), -1);
        QCOMPARE(r.json["log"_L1].toArray().size(), 15);
        QCOMPARE(r.json["steps"_L1].toArray().size(), 15);
        QVERIFY(!r.json.contains("next_roll"_L1)); // turn 3 waits for declarations
        const QJsonArray dawn = r.json["armies"_L1][0]["units"_L1].toArray();
        const QJsonArray wyld = r.json["armies"_L1][1]["units"_L1].toArray();
        // Dawn Spears: M4 H5 untouched, Battle Plans 2 -> 1 (failed Maintain Tactics), engaged with the Wolves.
        QCOMPARE(dawn[0]["name"_L1].toString(), u"Dawn Spears"_s);
        QCOMPARE(dawn[0]["magnitude"_L1].toInt(), 4);
        QCOMPARE(dawn[0]["health"_L1].toInt(), 5);
        QCOMPARE(dawn[0]["battle_plans"_L1].toInt(), 1);
        QCOMPARE(dawn[0]["in_flight"_L1].toBool(), false);
        QCOMPARE(dawn[0]["engaged_with"_L1].toArray(), QJsonArray{u"Hollow Wolves"_s});
        // Sun Archers: untouched, withdrew in turn 2.
        QCOMPARE(dawn[1]["magnitude"_L1].toInt(), 2);
        QCOMPARE(dawn[1]["health"_L1].toInt(), 5);
        QCOMPARE(dawn[1]["in_flight"_L1].toBool(), false);
        QVERIFY(dawn[1]["engaged_with"_L1].toArray().isEmpty());
        // Hollow Wolves: 5 then 2 Health (M2 H5 -> M1 H5 -> M1 H3), in flight after the rout check at 4: Rally at 3.
        QCOMPARE(wyld[0]["magnitude"_L1].toInt(), 1);
        QCOMPARE(wyld[0]["health"_L1].toInt(), 3);
        QCOMPARE(wyld[0]["battle_plans"_L1].toInt(), 0);
        QCOMPARE(wyld[0]["in_flight"_L1].toBool(), true);
        QCOMPARE(wyld[0]["rally_difficulty"_L1].toInt(), 3);
        // Bone Riders: 1 from the Archers, 1 beaten off (M3 H3); no longer engaged.
        QCOMPARE(wyld[1]["magnitude"_L1].toInt(), 3);
        QCOMPARE(wyld[1]["health"_L1].toInt(), 3);
        QCOMPARE(wyld[1]["in_flight"_L1].toBool(), false);
        QVERIFY(wyld[1]["engaged_with"_L1].toArray().isEmpty());
        QVERIFY(!wyld[1].toObject().contains("rally_difficulty"_L1));
    }

    // Simplified Mass Combat, "Step Two: Clash", with one die against one (ruling: 7-9 one success, 0.3; 10 two,
    // 0.1; else none, 0.6). Without a Magnitude bonus the Bows deal 1 when 1 beats 0 (0.3 x 0.6) or 2 beats 1 (0.1
    // x 0.3): 0.21; 2 when 2 beats 0: 0.06; a tie or worse beats them off: 1 - 0.27 = 0.73. With +1 (M2 against M1)
    // they deal 1 on a tie (0.36 + 0.09 + 0.01 = 0.46), 2 when 1 ahead (0.21), 3 when 2 ahead (0.06), and are beaten
    // off only when the Shields roll more (0.6 x 0.3 + 0.6 x 0.1 + 0.3 x 0.1 = 0.27).
    void oddsOfOneDieEach_data()
    {
        QTest::addColumn<int>("bowsMagnitude");
        QTest::addColumn<QList<double>>("damage"); // the chance of 1, 2, ... Health
        QTest::addColumn<double>("beatenOff");
        QTest::newRow("no bonus") << 1 << QList<double>{0.21, 0.06} << 0.73;
        QTest::newRow("Magnitude bonus 1") << 2 << QList<double>{0.46, 0.21, 0.06} << 0.27;
    }
    void oddsOfOneDieEach()
    {
        QFETCH(int, bowsMagnitude);
        QFETCH(QList<double>, damage);
        QFETCH(double, beatenOff);
        const Run r = run({u"odds"_s, m_files.write(duel(bowsMagnitude, clashDeclared))});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json["rules"_L1].toString(), u"smc"_s);
        QCOMPARE(r.json["roll"_L1].toString(), u"clash"_s);
        QCOMPARE(r.json["unit"_L1].toString(), u"Bows"_s);
        QCOMPARE(r.json["defender"_L1].toString(), u"Shields"_s);
        QCOMPARE(r.json["pool"_L1]["dice"_L1].toInt(), 1);
        QCOMPARE(r.json["defender_pool"_L1]["dice"_L1].toInt(), 1);
        QCOMPARE(r.json["magnitude_bonus"_L1].toInt(), bowsMagnitude - 1);
        const QJsonObject toDefender = r.json["damage_to_defender"_L1].toObject();
        QCOMPARE(toDefender.size(), damage.size());
        for (int k = 1; k <= damage.size(); ++k)
            QVERIFY2(qAbs(toDefender[QString::number(k)].toDouble() - damage.at(k - 1)) < 1e-12,
                     qPrintable(QStringLiteral("%1 Health: %2").arg(k).arg(toDefender[QString::number(k)].toDouble())));
        QVERIFY2(qAbs(r.json["attacker_beaten_off"_L1].toDouble() - beatenOff) < 1e-12,
                 qPrintable(QString::number(r.json["attacker_beaten_off"_L1].toDouble())));
    }

    // Bad input: exit 2, nothing on stdout, one line "muster-cli: field: message".
    void refusals_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a declaration of an unknown unit")
            << u"battle"_s
            << duel(1, uR"([{"step": "declare", "units": [{"army": 1, "unit": "Ghosts", "clash": "Bows"}]}])"_s)
            << uR"(steps[0].units[0].unit: Dusk has no unit named "Ghosts")"_s;
        QTest::newRow("a Clash on an unknown unit")
            << u"battle"_s
            << duel(1, uR"([{"step": "declare", "units": [{"army": 0, "unit": "Bows", "clash": "Ghosts"}]}])"_s)
            << uR"(steps[0].units[0].clash: Dusk has no unit named "Ghosts")"_s;
        QTest::newRow("a script's declaration of an unknown unit")
            << u"battle"_s
            << QByteArray(duel(1, u"[]"_s).replace(
                   R"("steps": [])", R"("turns": [{"declare": [{"army": 0, "unit": "Swords", "clash": "Shields"}]}])"))
            << uR"(turns[0].declare[0].unit: Dawn has no unit named "Swords")"_s;
        // "Rally: If the unit is currently routing": a refused declaration names its field.
        QTest::newRow("a Rally when not in flight")
            << u"battle"_s << duel(1, uR"([{"step": "declare", "units": [{"army": 0, "unit": "Bows", "rally": true}]}])"_s)
            << u"steps[0].units[0].rally: Bows is not in flight"_s;
        QTest::newRow("two faces for a pool of one")
            << u"battle"_s
            << duel(1, uR"([{"step": "declare", "units": [{"army": 0, "unit": "Bows", "clash": "Shields"}]},
                            {"step": "roll", "faces": [7, 8], "defender_faces": [2]}])"_s)
            << u"steps[1].faces: the pool has 1 die; 2 faces were given"_s;
        QTest::newRow("two armies missing") << u"battle"_s << QByteArray(R"({"rules": "smc", "name": "Nobody"})")
                                            << u"armies: a battle has two armies"_s;
        QTest::newRow("one army") << u"odds"_s
                                  << QByteArray(R"({"rules": "smc", "armies": [{"name": "Dawn", "units": [{"name": "A"}]}]})")
                                  << u"armies: a battle has two armies"_s;
        QTest::newRow("odds with no roll due") << u"odds"_s << duel(1, u"[]"_s) << u"steps: the odds are of a roll"_s;
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

std::unique_ptr<QObject> newCliSmcTest()
{
    return std::make_unique<CliSmcTest>();
}

#include "cli_smc.moc"
