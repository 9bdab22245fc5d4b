// `muster-cli forecast` for Mutant: Year Zero: the Ghoul Strike forecast (resources/examples/
// forecast-myz-ghoul-strike.json), an ending the rules fix ("Null Battle"), and bad input refused with its key named.

#include "CliTestSupport.h"

#include <QJsonArray>
#include <QtTest>

#include <memory>

using clitest::rounding;
using clitest::run;
using clitest::Run;
using clitest::sum;

namespace {

const QStringList endingCodes{QStringLiteral("both_out_of_dice"),   QStringLiteral("null_battle"),
                              QStringLiteral("side_0_escapes"),     QStringLiteral("side_0_out_of_dice"),
                              QStringLiteral("side_0_routs"),       QStringLiteral("side_0_surrenders"),
                              QStringLiteral("side_1_escapes"),     QStringLiteral("side_1_out_of_dice"),
                              QStringLiteral("side_1_routs"),       QStringLiteral("side_1_surrenders"),
                              QStringLiteral("unresolved")};

QJsonObject policy(const char *strategy)
{
    return QJsonObject{{QStringLiteral("strategy"), QString::fromLatin1(strategy)}};
}

} // namespace

class CliMyzForecastTest : public QObject
{
    Q_OBJECT

private:
    clitest::JsonFiles m_files;

    // The example with `changes`, and its fewest battles unless the changes say otherwise.
    Run forecastWith(const QJsonObject &changes)
    {
        QJsonObject file = clitest::readExample("forecast-myz-ghoul-strike.json");
        file.insert(QStringLiteral("battles"), 1000);
        for (auto it = changes.begin(); it != changes.end(); ++it)
            file.insert(it.key(), it.value());
        return run({QStringLiteral("forecast"), m_files.write(file)});
    }

private slots:
    // The README's example: every ending's chance, summing to 1, with its standard error sqrt(p(1 - p) / N); each
    // faction's wins are the foe's rout, surrender, escape or running out of Battle Dice alone.
    void ghoulStrike()
    {
        const Run r = run({QStringLiteral("forecast"), clitest::example("forecast-myz-ghoul-strike.json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json.value(QLatin1String("rules")).toString(), QStringLiteral("myz"));
        QCOMPARE(r.json.value(QLatin1String("battles")).toInt(), 100000);
        QCOMPARE(r.json.value(QLatin1String("seed")).toInt(), 7);
        const QJsonObject outcomes = r.json.value(QLatin1String("outcomes")).toObject();
        const QJsonObject errors = r.json.value(QLatin1String("standard_errors")).toObject();
        QCOMPARE(outcomes.keys(), endingCodes);
        QCOMPARE(errors.keys(), endingCodes);
        QVERIFY(std::abs(sum(outcomes) - 1.0) < 11 * rounding);
        for (const QString &code : endingCodes) {
            const double p = outcomes.value(code).toDouble();
            QVERIFY2(std::abs(errors.value(code).toDouble() - std::sqrt(p * (1 - p) / 100000)) < 2 * rounding, qPrintable(code));
        }
        const auto o = [&outcomes](const char *code) { return outcomes.value(QLatin1String(code)).toDouble(); };
        const QJsonArray wins = r.json.value(QLatin1String("wins")).toArray();
        QVERIFY(std::abs(wins[0].toDouble() - (o("side_1_routs") + o("side_1_surrenders") + o("side_1_escapes") +
                                               o("side_1_out_of_dice"))) < 5 * rounding);
        QVERIFY(std::abs(wins[1].toDouble() - (o("side_0_routs") + o("side_0_surrenders") + o("side_0_escapes") +
                                               o("side_0_out_of_dice"))) < 5 * rounding);
        // Nobody retreats and nobody is besieged.
        QCOMPARE(o("null_battle"), 0.0);
        QCOMPARE(o("side_0_escapes") + o("side_1_escapes") + o("side_0_surrenders") + o("side_1_surrenders"), 0.0);
        QVERIFY(r.json.value(QLatin1String("expected_waves")).toDouble() >= 1);
        const QJsonArray factions = r.json.value(QLatin1String("factions")).toArray();
        QCOMPARE(factions.size(), 2);
        const QJsonObject ark = factions[0].toObject();
        QCOMPARE(ark.value(QLatin1String("name")).toString(), QStringLiteral("The Ark"));
        QCOMPARE(ark.value(QLatin1String("wins")).toDouble(), wins[0].toDouble());
        // A leader is captured only by an Overwhelming Victory, which routs the faction.
        QCOMPARE(ark.value(QLatin1String("leader_captured")).toDouble(), o("side_0_routs"));
        // Four PCs at the Ark, none among the Zone-Ghouls (an NPC suffers no Retaliation).
        QCOMPARE(ark.value(QLatin1String("broken")).toArray().size(), 4);
        QCOMPARE(factions[1].toObject().value(QLatin1String("broken")).toArray().size(), 0);
        const QJsonObject quantiles = ark.value(QLatin1String("fighters_killed_quantiles")).toObject();
        QCOMPARE(quantiles.keys(), (QStringList{QStringLiteral("10%"), QStringLiteral("25%"), QStringLiteral("50%"),
                                                QStringLiteral("75%"), QStringLiteral("90%")}));
        QVERIFY(quantiles.value(QLatin1String("10%")).toInt() <= quantiles.value(QLatin1String("90%")).toInt());
    }

    // "Null Battle": a Full Retreat against Defense ends the battle in the first Wave, whatever the dice.
    void nullBattleIsCertain()
    {
        QJsonObject file = clitest::readExample("forecast-myz-ghoul-strike.json");
        file.remove(QStringLiteral("steps")); // no ambush: nobody is CONFUSED
        file.insert(QStringLiteral("reconnaissance"), false);
        file.insert(QStringLiteral("battles"), 1000);
        file.insert(QStringLiteral("policies"), QJsonArray{policy("full-retreat"), policy("defense")});
        const Run r = run({QStringLiteral("forecast"), m_files.write(file)});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject outcomes = r.json.value(QLatin1String("outcomes")).toObject();
        for (const QString &code : endingCodes)
            QCOMPARE(outcomes.value(code).toDouble(), code == QStringLiteral("null_battle") ? 1.0 : 0.0);
        QCOMPARE(sum(r.json.value(QLatin1String("standard_errors")).toObject()), 0.0);
        QCOMPARE(r.json.value(QLatin1String("wins")).toArray(), (QJsonArray{0, 0}));
        QCOMPARE(r.json.value(QLatin1String("expected_waves")).toDouble(), 1.0);
        QCOMPARE(r.json.value(QLatin1String("expected_waves_error")).toDouble(), 0.0);
    }

    // Bad input: exit 2, nothing on stdout, one line on stderr naming the key.
    void badInput_data()
    {
        QTest::addColumn<QJsonObject>("changes");
        QTest::addColumn<QString>("key");
        QTest::newRow("no policies") << QJsonObject{{QStringLiteral("policies"), QJsonValue()}} << QStringLiteral("policies");
        QTest::newRow("one policy") << QJsonObject{{QStringLiteral("policies"), QJsonArray{policy("attack")}}}
                                    << QStringLiteral("policies");
        QTest::newRow("unknown strategy") << QJsonObject{{QStringLiteral("policies"), QJsonArray{policy("attack"), policy("charge")}}}
                                          << QStringLiteral("policies[1].strategy");
        QTest::newRow("no strategy") << QJsonObject{{QStringLiteral("policies"), QJsonArray{QJsonObject{}, policy("attack")}}}
                                     << QStringLiteral("policies[0].strategy");
        QJsonObject badFirst = policy("attack");
        badFirst.insert(QStringLiteral("first_wave"), QStringLiteral("ambush"));
        QTest::newRow("unknown first wave") << QJsonObject{{QStringLiteral("policies"), QJsonArray{badFirst, policy("attack")}}}
                                            << QStringLiteral("policies[0].first_wave");
        QJsonObject badPush = policy("attack");
        badPush.insert(QStringLiteral("push"), QStringLiteral("always"));
        QTest::newRow("unknown push") << QJsonObject{{QStringLiteral("policies"), QJsonArray{policy("attack"), badPush}}}
                                      << QStringLiteral("policies[1].push");
        QJsonObject badRisk = policy("attack");
        badRisk.insert(QStringLiteral("risk"), 4);
        QTest::newRow("risk above 3") << QJsonObject{{QStringLiteral("policies"), QJsonArray{badRisk, policy("attack")}}}
                                      << QStringLiteral("policies[0].risk");
        QJsonObject extra = policy("attack");
        extra.insert(QStringLiteral("courage"), 1);
        QTest::newRow("unknown policy key") << QJsonObject{{QStringLiteral("policies"), QJsonArray{policy("attack"), extra}}}
                                            << QStringLiteral("policies[1].courage");
        QTest::newRow("too few battles") << QJsonObject{{QStringLiteral("battles"), 999}} << QStringLiteral("battles");
        QTest::newRow("too many battles") << QJsonObject{{QStringLiteral("battles"), 1000001}} << QStringLiteral("battles");
        QTest::newRow("no Waves") << QJsonObject{{QStringLiteral("max_waves"), 0}} << QStringLiteral("max_waves");
        QTest::newRow("negative seed") << QJsonObject{{QStringLiteral("seed"), -1}} << QStringLiteral("seed");
        QTest::newRow("unknown key") << QJsonObject{{QStringLiteral("advise"), true}} << QStringLiteral("advise");
        QTest::newRow("bad set-up") << QJsonObject{{QStringLiteral("terrain"), QStringLiteral("swamp")}} << QStringLiteral("terrain");
        QTest::newRow("refused step")
            << QJsonObject{{QStringLiteral("steps"), QJsonArray{QJsonObject{{QStringLiteral("step"), QStringLiteral("settle")}}}}}
            << QStringLiteral("steps[0]");
    }
    void badInput()
    {
        QFETCH(QJsonObject, changes);
        QFETCH(QString, key);
        QJsonObject input = changes;
        const bool dropPolicies = changes.contains(QLatin1String("policies")) && changes.value(QLatin1String("policies")).isNull();
        Run r;
        if (dropPolicies) {
            QJsonObject file = clitest::readExample("forecast-myz-ghoul-strike.json");
            file.remove(QStringLiteral("policies"));
            r = run({QStringLiteral("forecast"), m_files.write(file)});
        } else {
            r = forecastWith(input);
        }
        const QString problem = clitest::badInputProblem(r, key);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

std::unique_ptr<QObject> newCliMyzForecastTest()
{
    return std::make_unique<CliMyzForecastTest>();
}

#include "cli_myz_forecast.moc"
