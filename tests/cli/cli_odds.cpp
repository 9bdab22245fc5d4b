// `muster-cli odds`: the chances of the first round of Drake's Cross
// (resources/examples/odds-drakes-cross.json) from the 3d6 distributions, and the strategy matrix of every
// legal pair.

#include "CliTestSupport.h"

#include <QJsonArray>
#include <QtTest>

#include <memory>

using clitest::rounding;
using clitest::run;
using clitest::Run;
using clitest::sum;

namespace {

QJsonArray array(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toArray();
}

int indexOf(const QJsonValue &list, const char *strategy)
{
    return int(list.toArray().toVariantList().indexOf(QString::fromLatin1(strategy)));
}

} // namespace

class CliOddsTest : public QObject
{
    Q_OBJECT

private:
    clitest::JsonFiles m_files;

private slots:
    // "Battle Strategy Roll": 13 against 12 with Defense and Indirect Attack. Every outcome is a win in one
    // band of the Combat Results Table for one side, or a tie.
    void drakesCrossFirstRound()
    {
        const Run r = run({QStringLiteral("odds"), clitest::example("odds-drakes-cross.json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(array(r.json, "skills"), QJsonArray({13, 12}));
        const double tie = r.json.value(QLatin1String("tie")).toDouble();
        QVERIFY(qAbs(sum(array(r.json, "win")) + tie - 1.0) < rounding);
        const QJsonArray bands = array(r.json, "bands");
        QCOMPARE(bands.size(), 2);
        QCOMPARE(bands.at(0).toObject().keys().size(), 7);
        QVERIFY(bands.at(0).toObject().contains(QStringLiteral("1-3")));
        QVERIFY(bands.at(0).toObject().contains(QStringLiteral("20+")));
        QVERIFY(qAbs(sum(bands.at(0).toObject()) + sum(bands.at(1).toObject()) + tie - 1.0) < rounding);
        for (int s = 0; s < 2; ++s)
            QVERIFY(qAbs(sum(bands.at(s).toObject()) - array(r.json, "win").at(s).toDouble()) < rounding);
        // Strykland's Indirect Attack doubles his margin: a win by 1 already reads the 1-3 row, a win by 2
        // the 4-6.
        QCOMPARE(bands.at(1).toObject().value(QLatin1String("0")).toDouble(), 0.0);
        QVERIFY(bands.at(1).toObject().value(QLatin1String("20+")).toDouble() > 0);
    }

    // The matrix: a row per legal choice of Sir Richard (no Defense Bonus, so no Deliberate Defense), a
    // column per legal choice of Strykland (all but Rally), and in each cell chances that sum to 1.
    void matrixIsLegalByLegal()
    {
        const Run r = run({QStringLiteral("odds"), clitest::example("odds-drakes-cross.json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray legal = array(r.json, "legal");
        const QJsonObject matrix = r.json.value(QLatin1String("matrix")).toObject();
        QCOMPARE(array(matrix, "rows"), legal.at(0).toArray());
        QCOMPARE(array(matrix, "columns"), legal.at(1).toArray());
        QCOMPARE(legal.at(0).toArray().size(), 12);
        QCOMPARE(legal.at(1).toArray().size(), 13);
        QVERIFY(!legal.at(0).toArray().contains(QStringLiteral("deliberate-defense")));
        QVERIFY(legal.at(1).toArray().contains(QStringLiteral("deliberate-defense")));
        const QJsonArray cells = array(matrix, "cells");
        QCOMPARE(cells.size(), 12);
        for (const QJsonValue &row : cells) {
            QCOMPARE(row.toArray().size(), 13);
            for (const QJsonValue &value : row.toArray()) {
                const QJsonObject cell = value.toObject();
                const QString special = cell.value(QLatin1String("special")).toString();
                if (special == QLatin1String("talks") || special == QLatin1String("no-battle"))
                    continue;
                QVERIFY(qAbs(sum(array(cell, "win")) + cell.value(QLatin1String("tie")).toDouble() - 1.0) <
                        rounding);
            }
        }
        // Defense against Indirect Attack: the chosen pair's cell.
        const int row = indexOf(legal.at(0), "defense");
        const int column = indexOf(legal.at(1), "indirect-attack");
        const QJsonObject cell = cells.at(row).toArray().at(column).toObject();
        QCOMPARE(array(cell, "win"), array(r.json, "win"));
        // A Full Retreat against a defense is no battle.
        const int retreat = indexOf(legal.at(0), "full-retreat");
        QCOMPARE(cells.at(retreat)
                     .toArray()
                     .at(indexOf(legal.at(1), "defense"))
                     .toObject()
                     .value(QLatin1String("special"))
                     .toString(),
                 QStringLiteral("no-battle"));
    }

    // Without the Impetuous Leadership roll the odds weigh both outcomes (Leadership 12 - 4 = 8: 25.9%).
    void pendingImpetuousRoll()
    {
        QJsonObject odds = clitest::readExample("odds-drakes-cross.json");
        odds.remove(QStringLiteral("leadership_rolls"));
        const Run r = run({QStringLiteral("odds"), m_files.write(odds)});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject roll = array(r.json, "impetuous_rolls").at(0).toObject();
        QCOMPARE(roll.value(QLatin1String("target")).toInt(), 8);
        QCOMPARE(roll.value(QLatin1String("success_chance")).toDouble(), 0.259259);
        QVERIFY(array(r.json, "win").at(0).toDouble() < 0.5);
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown rules") << QStringLiteral("rules") << QJsonValue(QStringLiteral("chess"))
                                       << QStringLiteral("rules: unknown rule set \"chess\" (use one of: gurps, myz, smc, d20)");
        QTest::newRow("illegal strategy")
            << QStringLiteral("strategies")
            << QJsonValue(QJsonArray{QStringLiteral("rally"), QStringLiteral("attack")})
            << QStringLiteral("strategies[0]: Sir Richard cannot choose Rally in round 1.");
        QTest::newRow("unknown strategy")
            << QStringLiteral("strategies")
            << QJsonValue(QJsonArray{QStringLiteral("attack"), QStringLiteral("siege")})
            << QStringLiteral("strategies[1]: unknown strategy");
        QTest::newRow("casualties 120") << QStringLiteral("casualties") << QJsonValue(QJsonArray{120, 0})
                                        << QStringLiteral("casualties[0]");
        QTest::newRow("round 0") << QStringLiteral("round") << QJsonValue(0) << QStringLiteral("round:");
        QTest::newRow("unknown field") << QStringLiteral("rounds") << QJsonValue(QJsonArray())
                                       << QStringLiteral("rounds: unknown field");
    }

    // "Sieges": the fortress's Defense Bonus counts for the besieged side bunkered inside. Behind a castle
    // last upgraded at TL3 (TL+4 = +7), Sir Richard's Defense goes from 13 to 20; the besieger's Indirect
    // Attack stays at 12.
    void siegeDefenseBonus()
    {
        QJsonObject odds = clitest::readExample("odds-drakes-cross.json");
        const QJsonObject fortress{{QStringLiteral("name"), QStringLiteral("Caer Drake")},
                                   {QStringLiteral("kind"), QStringLiteral("permanent")},
                                   {QStringLiteral("tl"), 3},
                                   {QStringLiteral("capacity_wt"), 100000}};
        odds.insert(QStringLiteral("special"),
                    QJsonObject{{QStringLiteral("situation"), QStringLiteral("siege")},
                                {QStringLiteral("siege"), QJsonObject{{QStringLiteral("besieged"), 0},
                                                                      {QStringLiteral("fortress"), fortress}}}});
        const Run r = run({QStringLiteral("odds"), m_files.write(odds)});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(array(r.json, "skills"), QJsonArray({20, 12}));
    }

    void badInput()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        QJsonObject odds = clitest::readExample("odds-drakes-cross.json");
        odds.insert(key, value);
        const Run r = run({QStringLiteral("odds"), m_files.write(odds)});
        const QString problem = clitest::badInputProblem(r, expected);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

std::unique_ptr<QObject> newCliOddsTest()
{
    return std::make_unique<CliOddsTest>();
}

#include "cli_odds.moc"
