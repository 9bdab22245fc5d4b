// The battle report (core/battle/gurps/BattleReport): a self-contained HTML document of the set-up, the
// Basic Strategy Modifiers, every round, a casualties chart and the aftermath, for the Battle of Drake's
// Cross.

#include "BattleTestSupport.h"

#include "battle/gurps/Aftermath.h"
#include "battle/gurps/BattleReport.h"

#include <QRegularExpression>

#include <memory>

using namespace battletest;

class BattleReportTest : public QObject
{
    Q_OBJECT

private:
    // Round 1 as the text plays it ("Fighting the Battle"): Defense against Indirect Attack, rolls 9 and 11;
    // Sir Richard wins by 3, Strykland takes 15% and Sir Richard 10%. A refused decision fails the test.
    static BattleEngine roundOnePlayed(const BattleSetup &setup)
    {
        BattleEngine engine = engineFor(setup);
        const auto apply = [&engine](const Decision &decision) {
            if (const muster::Status st = engine.apply(decision); !st.ok())
                QTest::qFail(qPrintable(st.error().message), __FILE__, __LINE__);
        };
        apply(openRound({1, 3}, {0}, {std::nullopt, 9}));
        apply(strategies(BattleStrategy::Defense, BattleStrategy::IndirectAttack, 8));
        apply(rolls(9, 11));
        apply(quietEnd(engine));
        return engine;
    }

    // The `points` attribute of every <polyline> in the report.
    static QStringList polylinePoints(const QString &html)
    {
        static const QRegularExpression polyline(QStringLiteral("<polyline[^>]*points=\"([^\"]*)\""));
        QStringList points;
        for (const QRegularExpressionMatch &m : polyline.globalMatch(html))
            points << m.captured(1);
        return points;
    }

private slots:
    void roundOneOfDrakesCross()
    {
        const BattleEngine engine = roundOnePlayed(drakesCross());
        QVERIFY(!QTest::currentTestFailed());
        const QString html = battleReportHtml(engine);

        QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
        QVERIFY(html.contains(QStringLiteral("<meta charset=\"utf-8\">")));
        QVERIFY(html.trimmed().endsWith(QStringLiteral("</html>")));
        QVERIFY(html.contains(QStringLiteral("<title>Battle of Drake's Cross</title>")));
        QVERIFY(html.contains(QStringLiteral("Sir Richard")));
        QVERIFY(html.contains(QStringLiteral("Ian Strykland")));
        QVERIFY(html.contains(QStringLiteral("Sheryl Navarre")));

        // "Battle Strategy Roll": 13 against 12, each with its breakdown.
        const RoundRecord &one = engine.state().rounds.constFirst();
        QCOMPARE(one.skills[0].total(), 13);
        QCOMPARE(one.skills[1].total(), 12);
        QVERIFY(html.contains(QStringLiteral("<strong>13</strong>")));
        QVERIFY(html.contains(QStringLiteral("<strong>12</strong>")));
        for (const EffectiveSkill &skill : one.skills) {
            for (const QString &line : skill.explain().split(QLatin1Char('\n')))
                QVERIFY2(html.contains(line.toHtmlEscaped()), qPrintable(line));
        }
        QVERIFY(html.contains(strategyName(BattleStrategy::IndirectAttack)));
        QVERIFY(html.contains(QStringLiteral("15%")));
        QVERIFY(html.contains(QStringLiteral("10%")));

        // The Basic Strategy Modifiers with their breakdown.
        const ForceComparison comparison = engine.comparison();
        for (const QString &step : comparison.sides[1].bsmBreakdown.steps)
            QVERIFY2(html.contains(step.toHtmlEscaped()), qPrintable(step));

        // One chart, one line per side: the start and the end of round 1.
        QCOMPARE(html.count(QStringLiteral("<svg")), 1);
        QCOMPARE(html.count(QStringLiteral("</svg>")), 1);
        const QStringList lines = polylinePoints(html);
        QCOMPARE(lines.size(), 2);
        for (const QString &points : lines)
            QCOMPARE(points.split(QLatin1Char(' ')).size(), 2);

        // Self-contained, and still going.
        QVERIFY(!html.contains(QStringLiteral("src=")));
        QVERIFY(!html.contains(QStringLiteral("<link")));
        QVERIFY(!html.contains(QStringLiteral("<script")));
        QVERIFY(html.contains(QStringLiteral("In progress")));
        QVERIFY(!html.contains(QStringLiteral("Looting time")));
    }

    void userTextIsEscaped()
    {
        BattleSetup setup = drakesCross();
        setup.name = QStringLiteral("<Evil & Co> at \"the Cross\"");
        setup.sides[1].name = QStringLiteral("<Evil & Co>");
        setup.sides[1].people[0].name = QStringLiteral("Ian <the Bold>");
        const QString html = battleReportHtml(roundOnePlayed(setup));
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(html.contains(QStringLiteral("&lt;Evil &amp; Co&gt;")));
        QVERIFY(html.contains(QStringLiteral("&lt;Evil &amp; Co&gt; at &quot;the Cross&quot;")));
        QVERIFY(html.contains(QStringLiteral("Ian &lt;the Bold&gt;")));
        QVERIFY(!html.contains(QStringLiteral("<Evil")));
        QVERIFY(!html.contains(QStringLiteral("<the Bold>")));
    }

    // Sir Richard orders a Full Retreat in round 1 and escapes; Strykland pursues.
    void finishedBattleHasTheAftermath()
    {
        BattleEngine engine = engineFor(drakesCross());
        APPLY(engine, openRound({0, 0}, {0}, {std::nullopt, 12}));
        APPLY(engine, strategies(BattleStrategy::FullRetreat, BattleStrategy::Attack, 8));
        APPLY(engine, rolls(10, 10));
        APPLY(engine, quietEnd(engine));
        QCOMPARE(engine.step(), BattleStep::Pursuit);
        Pursuit pursuit;
        pursuit.leadershipRoll = 8;
        pursuit.pursue = true;
        pursuit.logisticsRoll = 2;
        APPLY(engine, pursuit);
        QVERIFY(engine.isFinished());

        const QString html = battleReportHtml(engine);
        QVERIFY(html.contains(QStringLiteral("<section id=\"aftermath\">")));
        QVERIFY(!html.contains(QStringLiteral("In progress")));
        QVERIFY(html.contains(QStringLiteral("Victory")));
        QVERIFY(html.contains(QStringLiteral("Looting time")));
        QVERIFY(html.contains(QStringLiteral("Ian Strykland pursues")));
        const Aftermath after = aftermathOf(engine.setup(), engine.state());
        QCOMPARE(after.winner, 1);
        QVERIFY(html.contains(after.loot.toShortString().toHtmlEscaped()));
        for (const SideAftermath &side : after.sides) {
            for (const QString &step : side.breakdown.steps)
                QVERIFY2(html.contains(step.toHtmlEscaped()), qPrintable(step));
        }
        QCOMPARE(polylinePoints(html).size(), 2);
    }
};

std::unique_ptr<QObject> newBattleReportTest()
{
    return std::make_unique<BattleReportTest>();
}

#include "battle_report.moc"
