// core/dice against the ruling "Quick Contests" of the rule books' rulings (success rolls on 3d6,
// criticals) and the design's "every die roll can be made by the program (seeded, reproducible)".

#include "RuleTestSupport.h"

#include "dice/Dice.h"
#include "dice/DiceSource.h"

#include <memory>

using namespace battletest;
using muster::dice::RollOutcome;

Q_DECLARE_METATYPE(muster::dice::RollOutcome)

class DiceTest : public QObject
{
    Q_OBJECT

private slots:
    // Ruling "Quick Contests": critical success on 3-4 always, 5 at skill 15+, 6 at 16+; critical
    // failure on 18 always, 17 at skill 15 or less, or skill + 10 or more; 3-4 succeed even below 3 and
    // 17-18 always fail.
    void successRoll_data()
    {
        QTest::addColumn<int>("target");
        QTest::addColumn<int>("roll");
        QTest::addColumn<RollOutcome>("outcome");
        const auto row = [](const char *name, int target, int roll, RollOutcome outcome) {
            QTest::newRow(name) << target << roll << outcome;
        };
        row("10: 3 is critical", 10, 3, RollOutcome::CriticalSuccess);
        row("10: 4 is critical", 10, 4, RollOutcome::CriticalSuccess);
        row("10: 5 is only a success below 15", 10, 5, RollOutcome::Success);
        row("10: 6 is only a success below 16", 10, 6, RollOutcome::Success);
        row("10: 10 succeeds", 10, 10, RollOutcome::Success);
        row("10: 11 fails", 10, 11, RollOutcome::Failure);
        row("10: 16 fails", 10, 16, RollOutcome::Failure);
        row("10: 17 is critical at 15 or less", 10, 17, RollOutcome::CriticalFailure);
        row("10: 18 is critical", 10, 18, RollOutcome::CriticalFailure);
        row("14: 5 is a success", 14, 5, RollOutcome::Success);
        row("15: 5 is critical", 15, 5, RollOutcome::CriticalSuccess);
        row("15: 6 is a success", 15, 6, RollOutcome::Success);
        row("15: 16 fails", 15, 16, RollOutcome::Failure);
        row("15: 17 is critical", 15, 17, RollOutcome::CriticalFailure);
        row("16: 6 is critical", 16, 6, RollOutcome::CriticalSuccess);
        row("16: 16 succeeds", 16, 16, RollOutcome::Success);
        row("16: 17 is an ordinary failure", 16, 17, RollOutcome::Failure);
        row("16: 18 is critical", 16, 18, RollOutcome::CriticalFailure);
        row("20: 17 always fails", 20, 17, RollOutcome::Failure);
        row("20: 16 succeeds", 20, 16, RollOutcome::Success);
        row("5: 5 succeeds", 5, 5, RollOutcome::Success);
        row("5: 14 fails", 5, 14, RollOutcome::Failure);
        row("5: 15 is skill + 10", 5, 15, RollOutcome::CriticalFailure);
        row("2: 3 succeeds below 3", 2, 3, RollOutcome::CriticalSuccess);
        row("2: 4 succeeds below 3", 2, 4, RollOutcome::CriticalSuccess);
        row("2: 5 fails", 2, 5, RollOutcome::Failure);
        row("2: 11 fails", 2, 11, RollOutcome::Failure);
        row("2: 12 is skill + 10", 2, 12, RollOutcome::CriticalFailure);
        row("0: 9 fails", 0, 9, RollOutcome::Failure);
        row("0: 10 is skill + 10", 0, 10, RollOutcome::CriticalFailure);
        row("-5: 3 still succeeds", -5, 3, RollOutcome::CriticalSuccess);
        row("-5: 5 is skill + 10", -5, 5, RollOutcome::CriticalFailure);
    }
    void successRoll()
    {
        QFETCH(int, target);
        QFETCH(int, roll);
        QFETCH(RollOutcome, outcome);
        QCOMPARE(muster::dice::successRoll(target, roll), outcome);
        QCOMPARE(muster::dice::succeeded(outcome),
                 outcome == RollOutcome::CriticalSuccess || outcome == RollOutcome::Success);
    }

    // The 3d6 table: 216 ways, 27 ways to roll 10 or 11, 1 way to roll 3 or 18.
    void threeDiceTable()
    {
        QCOMPARE(muster::dice::probability3d6(10), 27.0 / 216);
        QCOMPARE(muster::dice::probability3d6(3), 1.0 / 216);
        QCOMPARE(muster::dice::probability3d6(18), 1.0 / 216);
        QCOMPARE(muster::dice::probability3d6(2), 0.0);
        QCOMPARE(muster::dice::probability3d6(19), 0.0);
        double total = 0;
        for (int roll = 3; roll <= 18; ++roll)
            total += muster::dice::probability3d6(roll);
        QCOMPARE(rounded(total), 1.0);
        QVERIFY(muster::dice::isValid3d6(3));
        QVERIFY(!muster::dice::isValid3d6(19));
        QVERIFY(!muster::dice::isValid1d6(0));
        QVERIFY(muster::dice::isValid1d6(6));
    }

    // Exact chances, counted by hand from the 3d6 table (ways out of 216), in the order critical success,
    // success, failure, critical failure.
    void successRollOdds_data()
    {
        QTest::addColumn<int>("target");
        QTest::addColumn<QList<int>>("ways");
        // 10: 108 ways to roll 10 or less; criticals 3-4 (4 ways) and 17-18 (4 ways).
        QTest::newRow("skill 10 succeeds 50%") << 10 << QList<int>{4, 104, 104, 4};
        // 16: crit on 3-6 (1+3+6+10 = 20), success to 16 (212 in all); 17 fails (3); 18 critical (1).
        QTest::newRow("skill 16") << 16 << QList<int>{20, 192, 3, 1};
        // 3: only 3-4 succeed (4, critical); 13+ is skill + 10 (21+15+10+6+3+1 = 56).
        QTest::newRow("skill 3") << 3 << QList<int>{4, 0, 156, 56};
        // 25: 17 and 18 still fail, 17 only ordinarily.
        QTest::newRow("skill 25") << 25 << QList<int>{20, 192, 3, 1};
    }
    void successRollOdds()
    {
        QFETCH(int, target);
        QFETCH(QList<int>, ways);
        const auto odds = muster::dice::successRollOdds(target);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(rounded(odds.at(size_t(i))), rounded(ways.at(i) / 216.0));
    }

    void successRollOddsSumToOne()
    {
        for (int target = -5; target <= 25; ++target) {
            const auto odds = muster::dice::successRollOdds(target);
            QCOMPARE(rounded(odds[0] + odds[1] + odds[2] + odds[3]), 1.0);
        }
    }

    // "Every die roll can be made by the program (seeded, reproducible)": the same seed gives the same
    // rolls, another seed other rolls.
    void sameSeedSameRolls()
    {
        muster::dice::DiceSource a(20261122), b(20261122), c(7);
        QCOMPARE(a.seed(), quint64(20261122));
        QList<int> rollsA, rollsB, rollsC;
        for (int i = 0; i < 200; ++i) {
            rollsA << a.roll3d6();
            rollsB << b.roll3d6();
            rollsC << c.roll3d6();
        }
        QCOMPARE(rollsA, rollsB);
        QVERIFY(rollsA != rollsC);
    }

    // A d6 shows 1 to 6 and nothing else, each about a sixth of the time; 3d6 stays within 3-18.
    void facesOneToSix()
    {
        muster::dice::DiceSource dice(42);
        std::array<int, 7> seen{};
        constexpr int throws = 60'000;
        for (int i = 0; i < throws; ++i) {
            const int face = dice.d6();
            QVERIFY2(face >= 1 && face <= 6, qPrintable(QString::number(face)));
            ++seen.at(size_t(face));
        }
        QCOMPARE(seen[0], 0);
        for (int face = 1; face <= 6; ++face)
            QVERIFY2(seen.at(size_t(face)) > 9'500 && seen.at(size_t(face)) < 10'500,
                     qPrintable(QStringLiteral("face %1: %2").arg(face).arg(seen.at(size_t(face)))));
        for (int i = 0; i < 1000; ++i) {
            const int roll = dice.roll3d6();
            QVERIFY(roll >= 3 && roll <= 18);
        }
    }
};

std::unique_ptr<QObject> newDiceTest()
{
    return std::make_unique<DiceTest>();
}

#include "battle_dice.moc"
