// tst_travel: forced-march rolls and their casualties (rule book, "Factors Affecting Movement": Forced
// March, Escorting Civilians; rules/README.md: criticals of a success roll).

#include "TravelTestSupport.h"
#include "dice/DiceSource.h"
#include "operations/TravelForcedMarch.h"

#include <QtTest>

#include <memory>

using namespace muster;
using dice::RollOutcome;

Q_DECLARE_METATYPE(QList<muster::ForcedMarchLeg>)

class TstTravelForcedMarch : public QObject
{
    Q_OBJECT

private slots:
    void dayModifiers_data();
    void dayModifiers();
    void casualtiesPerRoll_data();
    void casualtiesPerRoll();
    void rolls_data();
    void rolls();
    void countingDays_data();
    void countingDays();
    void casualtiesAddUpToAll();
    void typedThenRolled();
    void rollErrors();
    void describesTheRoll();
};

// "at +3 for the first day but with a cumulative -1 per day past the first".
void TstTravelForcedMarch::dayModifiers_data()
{
    QTest::addColumn<int>("day");
    QTest::addColumn<int>("modifier");
    QTest::newRow("day 1") << 1 << 3;
    QTest::newRow("day 2") << 2 << 2;
    QTest::newRow("day 3") << 3 << 1;
    QTest::newRow("day 4") << 4 << 0;
    QTest::newRow("day 5") << 5 << -1;
    QTest::newRow("day 10") << 10 << -6;
}

void TstTravelForcedMarch::dayModifiers()
{
    QFETCH(int, day);
    QFETCH(int, modifier);
    QCOMPARE(forcedMarchModifier(day), modifier);
}

// "Any failure means the force takes 5% casualties - or 10%, on a critical failure"; civilians twice that.
void TstTravelForcedMarch::casualtiesPerRoll_data()
{
    QTest::addColumn<RollOutcome>("outcome");
    QTest::addColumn<bool>("civilians");
    QTest::addColumn<double>("percent");
    QTest::newRow("critical success") << RollOutcome::CriticalSuccess << false << 0.0;
    QTest::newRow("success") << RollOutcome::Success << false << 0.0;
    QTest::newRow("failure") << RollOutcome::Failure << false << 5.0;
    QTest::newRow("critical failure") << RollOutcome::CriticalFailure << false << 10.0;
    QTest::newRow("civilians, success") << RollOutcome::Success << true << 0.0;
    QTest::newRow("civilians, failure") << RollOutcome::Failure << true << 10.0;
    QTest::newRow("civilians, critical failure") << RollOutcome::CriticalFailure << true << 20.0;
}

void TstTravelForcedMarch::casualtiesPerRoll()
{
    QFETCH(RollOutcome, outcome);
    QFETCH(bool, civilians);
    QFETCH(double, percent);
    QCOMPARE(forcedMarchCasualties(outcome, civilians), percent);
}

// One roll against Administration + (4 - day), criticals as the rulings give them.
void TstTravelForcedMarch::rolls_data()
{
    QTest::addColumn<int>("administration");
    QTest::addColumn<int>("day");
    QTest::addColumn<int>("roll");
    QTest::addColumn<int>("target");
    QTest::addColumn<RollOutcome>("outcome");
    QTest::addColumn<double>("casualties");
    QTest::newRow("day 1: 13 vs 13") << 10 << 1 << 13 << 13 << RollOutcome::Success << 0.0;
    QTest::newRow("day 1: 14 vs 13") << 10 << 1 << 14 << 13 << RollOutcome::Failure << 5.0;
    QTest::newRow("day 4: 11 vs 10") << 10 << 4 << 11 << 10 << RollOutcome::Failure << 5.0;
    QTest::newRow("day 6: 9 vs 8") << 10 << 6 << 9 << 8 << RollOutcome::Failure << 5.0;
    QTest::newRow("17 vs 15: critical failure")
        << 12 << 1 << 17 << 15 << RollOutcome::CriticalFailure << 10.0;
    QTest::newRow("17 vs 16: failure") << 13 << 1 << 17 << 16 << RollOutcome::Failure << 5.0;
    QTest::newRow("18 always critical") << 20 << 1 << 18 << 23 << RollOutcome::CriticalFailure << 10.0;
    QTest::newRow("target + 10: critical") << 5 << 7 << 12 << 2 << RollOutcome::CriticalFailure << 10.0;
    QTest::newRow("4 succeeds at target 1") << 4 << 7 << 4 << 1 << RollOutcome::CriticalSuccess << 0.0;
    QTest::newRow("6 at 16: critical success") << 13 << 1 << 6 << 16 << RollOutcome::CriticalSuccess << 0.0;
}

void TstTravelForcedMarch::rolls()
{
    QFETCH(int, administration);
    QFETCH(int, day);
    QFETCH(int, roll);
    QFETCH(int, target);
    QFETCH(RollOutcome, outcome);
    QFETCH(double, casualties);
    const Result<ForcedMarchResult> result =
        resolveForcedMarch({ForcedMarchDay{0, day, false}}, administration, {roll});
    QVERIFY(result.ok());
    QCOMPARE(result->rolls.size(), qsizetype(1));
    const ForcedMarchRoll &r = result->rolls.first();
    QCOMPARE(r.target, target);
    QCOMPARE(r.roll, roll);
    QVERIFY(!r.rolledByProgram);
    QCOMPARE(r.outcome, outcome);
    QCOMPARE(r.casualtiesPct, casualties);
    QCOMPARE(result->casualtiesPct, casualties);
    QCOMPARE(result->civilianCasualtiesPct, 0.0);
}

// "For each day of forced march": a part-day is a day; consecutive forced legs are one march; a leg at
// normal speed in between erases the penalty, so the count starts again at day 1.
void TstTravelForcedMarch::countingDays_data()
{
    QTest::addColumn<QList<ForcedMarchLeg>>("legs");
    QTest::addColumn<QList<int>>("legOfDay");
    QTest::addColumn<QList<int>>("dayNumber");
    QTest::newRow("no forced legs") << QList<ForcedMarchLeg>{{3.0, false, false}} << QList<int>{}
                                    << QList<int>{};
    QTest::newRow("exactly 3 days") << QList<ForcedMarchLeg>{{3.0, true, false}} << QList<int>{0, 0, 0}
                                    << QList<int>{1, 2, 3};
    QTest::newRow("1.5 days: 2 rolls")
        << QList<ForcedMarchLeg>{{1.5, true, false}} << QList<int>{0, 0} << QList<int>{1, 2};
    QTest::newRow("two forced legs run on: 1.5 + 1.2 = 3 days")
        << QList<ForcedMarchLeg>{{1.5, true, false}, {1.2, true, false}} << QList<int>{0, 0, 1}
        << QList<int>{1, 2, 3};
    QTest::newRow("normal leg between resets")
        << QList<ForcedMarchLeg>{{1.5, true, false}, {1.0, false, false}, {1.2, true, false}}
        << QList<int>{0, 0, 2, 2} << QList<int>{1, 2, 1, 2};
    QTest::newRow("short legs: day 2 starts in the third leg")
        << QList<ForcedMarchLeg>{{0.5, true, false}, {0.5, true, false}, {1.0, true, false}}
        << QList<int>{0, 2} << QList<int>{1, 2};
    QTest::newRow("a third of a day")
        << QList<ForcedMarchLeg>{{1.0 / 3, true, false}} << QList<int>{0} << QList<int>{1};
}

void TstTravelForcedMarch::countingDays()
{
    QFETCH(QList<ForcedMarchLeg>, legs);
    QFETCH(QList<int>, legOfDay);
    QFETCH(QList<int>, dayNumber);
    const QList<ForcedMarchDay> days = forcedMarchDays(legs);
    QList<int> legs2, numbers;
    for (const ForcedMarchDay &d : days) {
        legs2 << d.leg;
        numbers << d.day;
    }
    QCOMPARE(legs2, legOfDay);
    QCOMPARE(numbers, dayNumber);
}

// Our choice: losses of several rolls add in percentage points, at most 100; civilians double each.
void TstTravelForcedMarch::casualtiesAddUpToAll()
{
    const QList<ForcedMarchDay> days{{0, 1, false}, {0, 2, true}, {0, 3, true}, {0, 4, false}};
    // Administration 10: targets 13, 12, 11, 10. Rolls: 14 fail, 18 critical, 9 success, 12 fail.
    const Result<ForcedMarchResult> r = resolveForcedMarch(days, 10, {14, 18, 9, 12});
    QVERIFY(r.ok());
    QCOMPARE(r->casualtiesPct, 5.0 + 10.0 + 0.0 + 5.0);
    QCOMPARE(r->civilianCasualtiesPct, 20.0); // only days 2 and 3 had civilians: 20 + 0
    QCOMPARE(r->breakdown.steps.size(), qsizetype(4));

    QList<ForcedMarchDay> long_;
    QList<int> eighteens;
    for (int day = 1; day <= 12; ++day) {
        long_.append({0, day, true});
        eighteens.append(18);
    }
    const Result<ForcedMarchResult> worst = resolveForcedMarch(long_, 10, eighteens);
    QCOMPARE(worst->casualtiesPct, 100.0);         // 12 x 10 capped
    QCOMPARE(worst->civilianCasualtiesPct, 100.0); // 12 x 20 capped
}

// The GM types what he rolled; the program rolls the rest, reproducibly.
void TstTravelForcedMarch::typedThenRolled()
{
    const QList<ForcedMarchDay> days{{0, 1, false}, {0, 2, false}, {1, 3, false}};
    dice::DiceSource dice(42);
    const Result<ForcedMarchResult> r = resolveForcedMarch(days, 12, {10}, &dice);
    QVERIFY(r.ok());
    QCOMPARE(r->rolls.size(), qsizetype(3));
    QVERIFY(!r->rolls.at(0).rolledByProgram);
    QCOMPARE(r->rolls.at(0).roll, 10);
    QVERIFY(r->rolls.at(1).rolledByProgram && r->rolls.at(2).rolledByProgram);
    dice::DiceSource same(42);
    const int second = same.roll3d6();
    const int third = same.roll3d6();
    QCOMPARE(r->rolls.at(1).roll, second);
    QCOMPARE(r->rolls.at(2).roll, third);
    QCOMPARE(r->rolls.at(2).leg, 1);
    QCOMPARE(r->rolls.at(2).target, 13);
}

void TstTravelForcedMarch::rollErrors()
{
    const QList<ForcedMarchDay> days{{0, 1, false}, {0, 2, false}};
    Result<ForcedMarchResult> r = resolveForcedMarch(days, 12, {10});
    QVERIFY(!r.ok()); // one roll missing and no dice
    QCOMPARE(r.error().field, QStringLiteral("forcedMarchRolls"));
    r = resolveForcedMarch(days, 12, {10, 19});
    QVERIFY(!r.ok());
    QVERIFY(r.error().message.contains(QStringLiteral("19")));
    r = resolveForcedMarch(days, 12, {10, 11, 12});
    QVERIFY(!r.ok()); // more rolls than days
    r = resolveForcedMarch({}, 12, {});
    QVERIFY(r.ok());
    QCOMPARE(r->casualtiesPct, 0.0);
}

void TstTravelForcedMarch::describesTheRoll()
{
    ForcedMarchRoll roll;
    roll.leg = 0;
    roll.day = 2;
    roll.target = 14;
    roll.roll = 15;
    roll.outcome = RollOutcome::Failure;
    roll.casualtiesPct = 5;
    roll.civilians = true;
    roll.civilianCasualtiesPct = 10;
    QCOMPARE(describeForcedMarchRoll(roll),
             QStringLiteral("Day 2, leg 1: Administration 12 +2 = 14, rolled 15: failure: 5% casualties "
                            "(civilians 10%)"));
}

std::unique_ptr<QObject> newTravelForcedMarchTest()
{
    return std::make_unique<TstTravelForcedMarch>();
}

#include "travel_forced_march.moc"
