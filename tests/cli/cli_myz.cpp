// muster-cli with Mutant: Year Zero "Mass Combat" battle files ("rules": "myz"): the Ghoul Strike example as the
// README documents it, the exact odds of a Battle roll (also with pushes), a campaign force fielded as a faction, and
// refusals.

#include "CliTestSupport.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace clitest;
using namespace Qt::StringLiterals;

namespace {

QByteArray exampleFile()
{
    QFile file(QStringLiteral(MUSTER_EXAMPLES "/myz-ghoul-strike.json"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Two factions of one Battle Die each, no units, both attacking: the first `steps` of a Wave.
QByteArray duel(const QString &steps)
{
    return (uR"({"rules": "myz", "factions": [
        {"name": "Ark", "battle_level": 1, "people": [{"name": "Boss", "position": "leader"}]},
        {"name": "Raiders", "battle_level": 1, "people": [{"name": "Ilona", "position": "leader"}]}],
      "steps": [{"step": "initiative", "rolls": [4, 2]}, {"step": "risk"},
                {"step": "strategy", "strategies": ["attack", "attack"]},
                {"step": "action", "kind": "none"}, {"step": "action", "kind": "none"}%1]})"_s)
        .arg(steps)
        .toUtf8();
}

// Before the Battle roll: Ark {1 Battle Die, 2 Strategy Dice from special circumstances} against Raiders {1 Battle
// Die}, both attacking, with `push` (a JSON value) as the file's "push".
QByteArray pushedDuel(const QString &push)
{
    return (uR"({"rules": "myz", "push": %1, "factions": [
        {"name": "Ark", "battle_level": 1, "people": [{"name": "Boss", "position": "leader"}]},
        {"name": "Raiders", "battle_level": 1, "people": [{"name": "Ilona", "position": "leader"}]}],
      "steps": [{"step": "initiative", "rolls": [4, 2]}, {"step": "risk"},
                {"step": "strategy", "strategies": ["attack", "attack"], "circumstances": [2, 0]},
                {"step": "action", "kind": "none"}, {"step": "action", "kind": "none"}]})"_s)
        .arg(push)
        .toUtf8();
}

} // namespace

class CliMyzTest : public QObject
{
    Q_OBJECT

    JsonFiles m_files;
    QTemporaryDir m_dir;

private slots:
    // "Example: Ghoul Strike": the text's first-Wave pools, Marlotte's push for a second six and the ghouls' two.
    void ghoulStrikeExample()
    {
        const QByteArray file = exampleFile();
        QVERIFY(!file.isEmpty());
        const Run r = run({u"battle"_s, m_files.write(file)});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json["rules"_L1].toString(), u"myz"_s);
        const QJsonObject wave = r.json["waves"_L1][0].toObject();
        const QJsonObject ark = wave["pools"_L1][0].toObject();
        const QJsonObject ghouls = wave["pools"_L1][1].toObject();
        QCOMPARE(ark["battle"_L1].toInt(), 2);
        QCOMPARE(ark["support"_L1].toInt(), 1);
        QCOMPARE(ark["strategy"_L1].toInt(), 3);
        QCOMPARE(ghouls["battle"_L1].toInt(), 3);
        QCOMPARE(ghouls["support"_L1].toInt(), 1);
        QCOMPARE(ghouls["strategy"_L1].toInt(), 4);
        QVERIFY(ghouls["breakdown"_L1].toArray().contains(u"+2 Strategy Dice: surprise"_s));
        QCOMPARE(wave["sixes"_L1][0].toInt(), 2); // one six, then a second after the push
        QCOMPARE(wave["winner"_L1].toInt(), 0);
        QCOMPARE(wave["margin"_L1].toInt(), 1);
        // The dice the file leaves out (casualties, Retaliation) come from its seed: the same every run.
        QCOMPARE(run({u"battle"_s, m_files.write(file)}).output, r.output);
        QCOMPARE(r.json["standing"_L1].toString(), u"Wave 2, Risk Phase"_s);
    }

    // Before the Battle roll, one die against one: each side rolls more sixes with 1/6 x 5/6 = 5/36, and that is a
    // Marginal Victory; the same number of sixes (26/36) is Inconclusive.
    void oddsOfOneDieEach()
    {
        const Run r = run({u"odds"_s, m_files.write(duel(QString()))});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray sides = r.json["sides"_L1].toArray();
        QVERIFY(qAbs(sides[0]["more_sixes"_L1].toDouble() - 5.0 / 36) < 1e-12);
        QVERIFY(qAbs(sides[1]["wins"_L1]["Marginal Victory"_L1].toDouble() - 5.0 / 36) < 1e-12);
        QVERIFY(qAbs(sides[1]["wins"_L1]["Definite Victory"_L1].toDouble()) < 1e-12);
        QVERIFY(qAbs(r.json["inconclusive"_L1].toDouble() - 26.0 / 36) < 1e-12);
    }

    // "push": the Ark pushes while behind, the Raiders never. Worked by hand (tst_myz_forecast's PushedWaveTest
    // shows the steps): the Ark rolls more sixes with 5/6 * 91/216 + 1/6 * 169/1944 = 533/1458, the Raiders with
    // 1/6 * 125/216 * 35/54 = 4375/69984; the Ark pushes 1/6 * 125/216 * 13/9 = 1625/11664 times on average.
    void pushedOddsByHand()
    {
        const Run r = run({u"odds"_s, m_files.write(pushedDuel(u"[\"while-behind\", \"never\"]"_s))});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray sides = r.json["sides"_L1].toArray();
        QCOMPARE(sides[0]["pool"_L1]["battle"_L1].toInt(), 1);
        QCOMPARE(sides[0]["pool"_L1]["strategy"_L1].toInt(), 2);
        QCOMPARE(sides[1]["pool"_L1]["strategy"_L1].toInt(), 0);
        const QJsonObject pushed = r.json["pushed"_L1].toObject();
        const QJsonArray pushedSides = pushed["sides"_L1].toArray();
        QCOMPARE(pushedSides[0]["push"_L1].toString(), u"while-behind"_s);
        QVERIFY(qAbs(pushedSides[0]["more_sixes"_L1].toDouble() - 533.0 / 1458) < 1e-12);
        QVERIFY(qAbs(sum(pushedSides[0]["wins"_L1].toObject()) - 533.0 / 1458) < 1e-12);
        QVERIFY(qAbs(pushedSides[1]["more_sixes"_L1].toDouble() - 4375.0 / 69984) < 1e-12);
        QVERIFY(qAbs(pushedSides[0]["expected_pushes"_L1].toDouble() - 1625.0 / 11664) < 1e-12);
        QCOMPARE(pushedSides[1]["expected_pushes"_L1].toDouble(), 0.0);
        // Without "push" there is no "pushed", and the plain odds are the same either way.
        const Run plain = run({u"odds"_s, m_files.write(pushedDuel(u"null"_s))});
        QCOMPARE(plain.exitCode, 0);
        QVERIFY(!plain.json.contains("pushed"_L1));
        QCOMPARE(plain.json["sides"_L1], r.json["sides"_L1]);
    }

    // Every chance "pushed" gives is a whole distribution: the rows and Inconclusive, more and same sixes, and each
    // side's successes, losses and damage.
    void pushedOddsAddUp()
    {
        const QByteArray file = pushedDuel(u"[\"while-not-ahead\", \"while-behind\"]"_s)
                                    .replace("\"battle_level\": 1, \"people\": [{\"name\": \"Boss\"",
                                             "\"battle_level\": 4, \"units\": {\"armored\": 1}, \"people\": [{\"name\": \"Boss\"")
                                    .replace("[2, 0]", "[3, 2]");
        const Run r = run({u"odds"_s, m_files.write(file)});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject pushed = r.json["pushed"_L1].toObject();
        const QJsonArray sides = pushed["sides"_L1].toArray();
        QCOMPARE(sides.size(), 2);
        QVERIFY(r.json["sides"_L1][0]["pool"_L1]["support"_L1].toInt() >= 1);
        double wins = pushed["inconclusive"_L1].toDouble();
        double more = pushed["same_sixes"_L1].toDouble();
        for (const QJsonValue &side : sides) {
            wins += sum(side["wins"_L1].toObject());
            more += side["more_sixes"_L1].toDouble();
            for (const QLatin1StringView key : {"successes"_L1, "losses"_L1, "damage"_L1}) {
                QVERIFY2(side[key].toArray().size() >= 1, key.data());
                QVERIFY2(qAbs(sum(side[key].toArray()) - 1) < 1e-9, key.data());
            }
            QVERIFY(side["expected_pushes"_L1].toDouble() > 0);
        }
        QVERIFY(qAbs(wins - 1) < 1e-9);
        QVERIFY(qAbs(more - 1) < 1e-9);
        QCOMPARE(sides[0]["losses"_L1].toArray().size(), 5);   // 4 Battle Dice: 0 to 4 lost
        QCOMPARE(sides[0]["damage"_L1].toArray().size(), 2);   // the armored unit's Support Die
    }

    void pushRefusals_data()
    {
        QTest::addColumn<QString>("push");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown policy") << u"[\"charge\", \"never\"]"_s
                                        << u"push[0]: \"charge\" is not a push policy"_s;
        QTest::newRow("not a name") << u"[\"never\", 2]"_s << u"push[1]: \"?\" is not a push policy"_s;
        QTest::newRow("one policy") << u"[\"never\"]"_s << u"push: must list one push policy per faction"_s;
        QTest::newRow("not a list") << u"\"never\""_s << u"push: must list one push policy per faction"_s;
    }

    void pushRefusals()
    {
        QFETCH(QString, push);
        QFETCH(QString, expected);
        const QString problem = badInputProblem(run({u"odds"_s, m_files.write(pushedDuel(push))}), expected);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a die showing 7")
            << duel(u", {\"step\": \"roll\", \"pools\": [{\"battle\": [7]}, {\"battle\": [2]}]}"_s)
            << u"steps[5].pools[0].battle: every die shows 1 to 6"_s;
        QTest::newRow("too many dice")
            << duel(u", {\"step\": \"roll\", \"pools\": [{\"battle\": [6, 6]}, {\"battle\": [2]}]}"_s)
            << u"steps[5].pools[0].battle: must list 1 dice, not 2"_s;
        QTest::newRow("Rally without confusion")
            << duel(QString()).replace("[\"attack\", \"attack\"]", "[\"rally\", \"attack\"]")
            << u"steps[2].strategy: Ark cannot choose Rally now."_s;
        QTest::newRow("a push before the roll") << duel(u", {\"step\": \"push\", \"side\": 0}"_s)
                                                 << u"steps[5].push: A push needs the pools rolled"_s;
        QTest::newRow("unknown step") << duel(u", {\"step\": \"charge\"}"_s) << u"steps[5].step: must be"_s;
        QTest::newRow("one faction") << QByteArray(R"({"rules": "myz", "factions": [{"name": "Ark"}]})")
                                     << u"factions: must list two factions"_s;
    }

    void refusals()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, expected);
        const QString problem = badInputProblem(run({u"battle"_s, m_files.write(file)}), expected);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // A campaign force fielded under these rules is a faction proposed from its roster, knowing its force.
    void fieldedForceIsAFaction()
    {
        const QString path = m_dir.filePath(u"demo.muster"_s);
        QCOMPARE(run({u"demo"_s, path}).exitCode, 0);
        const Run r = run({u"field"_s, path, u"--force"_s, u"Host"_s, u"--rules"_s, u"myz"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json["rules"_L1].toString(), u"myz"_s);
        const QJsonObject faction = r.json["side"_L1].toObject();
        QCOMPARE(faction["name"_L1].toString(), u"Host of Lady Maren of Greyhollow"_s);
        QVERIFY(faction["force_id"_L1].toInteger() > 0);
        QVERIFY(faction["battle_level"_L1].toInt() >= 1);
        QVERIFY(faction["units"_L1].toObject().contains(u"cavalry"_s)); // the Host's Heavy Cavalry
    }
};

std::unique_ptr<QObject> newCliMyzTest()
{
    return std::make_unique<CliMyzTest>();
}

#include "cli_myz.moc"
