// `muster-cli forecast`: how Drake's Cross ends (resources/examples/forecast-drakes-cross.json) with each side's
// policy, the strategy advisor's matrix, battles whose ending the rules fix ("Special Cases"), and bad input.

#include "CliTestSupport.h"

#include <QJsonArray>
#include <QtTest>

#include <memory>

using clitest::rounding;
using clitest::run;
using clitest::Run;
using clitest::sum;

namespace {

QJsonObject policy(const char *strategy)
{
    return QJsonObject{{QStringLiteral("strategy"), QString::fromLatin1(strategy)}};
}

} // namespace

class CliForecastTest : public QObject
{
    Q_OBJECT

private:
    clitest::JsonFiles m_files;

    Run forecastWith(const QJsonObject &changes)
    {
        QJsonObject file = clitest::readExample("forecast-drakes-cross.json");
        file.remove(QStringLiteral("advise"));
        for (auto it = changes.begin(); it != changes.end(); ++it)
            file.insert(it.key(), it.value());
        return run({QStringLiteral("forecast"), m_files.write(file)});
    }

private slots:
    // The README's example: every ending's chance, summing to 1; the winner's chances are its victories and the
    // enemy's escapes; each side's final casualties and TS left are distributions.
    void drakesCross()
    {
        const Run r = run({QStringLiteral("forecast"), clitest::example("forecast-drakes-cross.json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject outcomes = r.json.value(QLatin1String("outcomes")).toObject();
        QCOMPARE(outcomes.keys(), (QStringList{QStringLiteral("break_out"), QStringLiteral("mutual_annihilation"),
                                               QStringLiteral("no_battle"), QStringLiteral("side_0_escapes"),
                                               QStringLiteral("side_0_wins"), QStringLiteral("side_1_escapes"),
                                               QStringLiteral("side_1_wins"), QStringLiteral("talks"),
                                               QStringLiteral("unresolved")}));
        QVERIFY(std::abs(sum(outcomes) - 1.0) < 9 * rounding);
        QCOMPARE(r.json.value(QLatin1String("method")).toString(), QStringLiteral("exact-chain-with-sampled-misfortunes"));
        QCOMPARE(r.json.value(QLatin1String("battles")).toInt(), 1000);
        const QJsonArray wins = r.json.value(QLatin1String("wins")).toArray();
        QVERIFY(std::abs(wins[0].toDouble() - outcomes.value(QLatin1String("side_0_wins")).toDouble() -
                         outcomes.value(QLatin1String("side_1_escapes")).toDouble()) < 2 * rounding);
        // Holding Defense against a host of TS 120 (Sir Richard's 75.5): Strykland wins far more often than not.
        QVERIFY(wins[1].toDouble() > 0.5);
        for (const QJsonValue &side : r.json.value(QLatin1String("forecast")).toArray()) {
            const QJsonObject s = side.toObject();
            QVERIFY(std::abs(sum(s.value(QLatin1String("final_casualties")).toObject()) - 1.0) < 0.001);
            QVERIFY(std::abs(sum(s.value(QLatin1String("ts_left")).toObject()) - 1.0) < 0.001);
            QVERIFY(s.value(QLatin1String("commander_falls")).toDouble() >= 0);
        }
        // The advisor: one cell per legal pair; each side's optimal mix sums to 1 and guarantees no more than
        // its best pure answer to the enemy's worst column could.
        const QJsonObject advice = r.json.value(QLatin1String("advice")).toObject();
        const QJsonArray rows = advice.value(QLatin1String("rows")).toArray();
        const QJsonArray columns = advice.value(QLatin1String("columns")).toArray();
        const QJsonArray cells = advice.value(QLatin1String("wins")).toArray();
        QCOMPARE(cells.size(), rows.size());
        QCOMPARE(cells[0].toArray().size(), columns.size());
        for (const QJsonValue &mine : advice.value(QLatin1String("optimal")).toArray()) {
            double total = 0;
            for (const QJsonValue &m : mine.toObject().value(QLatin1String("mix")).toArray())
                total += m.toObject().value(QLatin1String("chance")).toDouble();
            QVERIFY(std::abs(total - 1.0) < 1e-4);
        }
    }

    // "Special Cases": a retreat against a defense breaks contact with no battle; both sides parleying halt it.
    // These endings are certain, whatever the dice.
    void certainEndings_data()
    {
        QTest::addColumn<QJsonArray>("policies");
        QTest::addColumn<QString>("ending");
        QTest::newRow("full retreat against defense")
            << QJsonArray{policy("defense"), policy("full-retreat")} << QStringLiteral("no_battle");
        QTest::newRow("both parley") << QJsonArray{policy("parley"), policy("parley")} << QStringLiteral("talks");
    }
    void certainEndings()
    {
        QFETCH(QJsonArray, policies);
        QFETCH(QString, ending);
        const Run r = forecastWith({{QStringLiteral("policies"), policies},
                                    {QStringLiteral("strategies"), QJsonValue::Null}});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json.value(QLatin1String("outcomes")).toObject().value(ending).toDouble(), 1.0);
        QCOMPARE(r.json.value(QLatin1String("expected_rounds")).toDouble(), 1.0);
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no policies") << QStringLiteral("policies") << QJsonValue() << QStringLiteral("policies: is missing");
        QTest::newRow("one policy") << QStringLiteral("policies") << QJsonValue(QJsonArray{policy("attack")})
                                    << QStringLiteral("policies: needs one policy per side");
        QTest::newRow("no strategy") << QStringLiteral("policies") << QJsonValue(QJsonArray{QJsonObject{}, policy("attack")})
                                     << QStringLiteral("policies[0].strategy: is missing");
        QTest::newRow("unknown strategy")
            << QStringLiteral("policies") << QJsonValue(QJsonArray{policy("charge"), policy("attack")})
            << QStringLiteral("policies[0].strategy: unknown strategy \"charge\"");
        QJsonObject risky = policy("attack");
        risky.insert(QStringLiteral("risk"), 4);
        QTest::newRow("risk 4") << QStringLiteral("policies") << QJsonValue(QJsonArray{policy("attack"), risky})
                                << QStringLiteral("policies[1]");
        QTest::newRow("too few battles") << QStringLiteral("battles") << QJsonValue(10) << QStringLiteral("battles:");
        QTest::newRow("unknown field") << QStringLiteral("risk") << QJsonValue(QJsonArray()) << QStringLiteral("risk: unknown field");
    }
    void badInput()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        QJsonObject file = clitest::readExample("forecast-drakes-cross.json");
        if (value.isUndefined() || value.isNull())
            file.remove(key);
        else
            file.insert(key, value);
        const Run r = run({QStringLiteral("forecast"), m_files.write(file)});
        const QString problem = clitest::badInputProblem(r, expected);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // A rule set with no forecast (Simplified Mass Combat, so far) refuses by name.
    void otherRulesRefused()
    {
        QJsonObject file = clitest::readExample("smc-ford-of-ash.json");
        const Run r = run({QStringLiteral("forecast"), m_files.write(file)});
        const QString problem = clitest::badInputProblem(r, QStringLiteral("rules: muster-cli has no forecast of"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

std::unique_ptr<QObject> newCliForecastTest()
{
    return std::make_unique<CliForecastTest>();
}

#include "cli_forecast.moc"
