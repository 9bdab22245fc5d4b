// tst_economy: replacing casualties, improving and disbanding elements, and paying to raise faster (rule book
// GURPS Mass Combat, "Time to Raise a Force", "Improvements", "Force Replacements",
// "Disbanding Elements"; ruling "Time to raise" in the rulings of the rule books).

#include "EconomyTestSupport.h"
#include "catalog/RaiseTime.h"
#include "economy/Replacement.h"

#include <QtTest>

#include <memory>

using namespace muster;
using coretest::K;

Q_DECLARE_METATYPE(muster::RaiseSpeed)

class TstEconomyReplacement : public QObject
{
    Q_OBJECT

private slots:
    void replacement_data();
    void replacement();
    void replacingEverythingIsRaising_data();
    void replacingEverythingIsRaising();
    void improvement_data();
    void improvement();
    void disbanding_data();
    void disbanding();
};

// "Multiply cost and time by the percentage of the force being replaced": days round up to a whole day.
void TstEconomyReplacement::replacement_data()
{
    QTest::addColumn<Money>("raise");
    QTest::addColumn<int>("count");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<RaiseSpeed>("speed");
    QTest::addColumn<Money>("cost");
    QTest::addColumn<int>("days");
    // Heavy Infantry, $40K: 28 days (21 at x2, 14 at x4).
    QTest::newRow("10% of 5 Heavy Infantry (the text's 10%)")
        << K(40) << 5 << 0.1 << RaiseSpeed::Normal << K(20) << 3;
    QTest::newRow("10% at twice the cost") << K(40) << 5 << 0.1 << RaiseSpeed::Double << K(40) << 3;
    QTest::newRow("50% at four times the cost") << K(40) << 5 << 0.5 << RaiseSpeed::Quadruple << K(400) << 7;
    QTest::newRow("1%: at least a day") << K(40) << 1 << 0.01 << RaiseSpeed::Normal << K(0.4) << 1;
    // A $10K element takes the 10-day minimum; 30% of it is 3 days, not 3.0000000000000004 rounded up.
    QTest::newRow("30% of the 10-day minimum") << K(10) << 1 << 0.3 << RaiseSpeed::Normal << K(3) << 3;
    // Airborne Ninja, $186K: 131 days; 15% is 19.65 -> 20.
    QTest::newRow("15% of an Airborne Ninja") << K(186) << 1 << 0.15 << RaiseSpeed::Normal << K(27.9) << 20;
    QTest::newRow("nothing to replace") << K(186) << 3 << 0.0 << RaiseSpeed::Normal << Money() << 0;
    QTest::newRow("Mercenary: Raise 0") << Money() << 4 << 0.2 << RaiseSpeed::Normal << Money() << 2;
}

void TstEconomyReplacement::replacement()
{
    QFETCH(Money, raise);
    QFETCH(int, count);
    QFETCH(double, fraction);
    QFETCH(RaiseSpeed, speed);
    QFETCH(Money, cost);
    QFETCH(int, days);
    const RaiseOrder order = replacementOrder(raise, count, fraction, speed);
    QCOMPARE(order.cost, cost);
    QCOMPARE(order.days, days);
    QVERIFY(order.breakdown.steps.size() >= 2);
}

// "An element can be raised in 75% of that time (minimum 7 days) by spending twice as much ... in 50% of
// that time (minimum 5 days) by spending four times as much": replacing all of it is raising it.
void TstEconomyReplacement::replacingEverythingIsRaising_data()
{
    QTest::addColumn<Money>("raise");
    QTest::addColumn<RaiseSpeed>("speed");
    QTest::addColumn<Money>("cost");
    QTest::addColumn<int>("days");
    QTest::newRow("x1") << K(40) << RaiseSpeed::Normal << K(200) << 28;
    QTest::newRow("x2") << K(40) << RaiseSpeed::Double << K(400) << 21;
    QTest::newRow("x4") << K(40) << RaiseSpeed::Quadruple << K(800) << 14;
    QTest::newRow("x2 of a cheap element: 7 days") << K(5) << RaiseSpeed::Double << K(50) << 7;
    QTest::newRow("x4 of a cheap element: 5 days") << K(5) << RaiseSpeed::Quadruple << K(100) << 5;
    QTest::newRow("x2 of an Airborne Ninja") << K(186) << RaiseSpeed::Double << K(1860) << 99;
}

void TstEconomyReplacement::replacingEverythingIsRaising()
{
    QFETCH(Money, raise);
    QFETCH(RaiseSpeed, speed);
    QFETCH(Money, cost);
    QFETCH(int, days);
    const RaiseOrder order = replacementOrder(raise, 5, 1.0, speed);
    QCOMPARE(order.cost, cost);
    QCOMPARE(order.days, days);
    QCOMPARE(order.days, raiseDays(raiseTimeFor(raise), speed));
}

// "Improvements": time to retrain and reequip is based solely on the cost of the upgrades.
void TstEconomyReplacement::improvement_data()
{
    QTest::addColumn<Money>("from");
    QTest::addColumn<Money>("to");
    QTest::addColumn<RaiseSpeed>("speed");
    QTest::addColumn<Money>("cost");
    QTest::addColumn<int>("days");
    QTest::newRow("$20K more each") << K(40) << K(60) << RaiseSpeed::Normal << K(100) << 14;
    QTest::newRow("$20K more at x2") << K(40) << K(60) << RaiseSpeed::Double << K(200) << 11;
    QTest::newRow("$20K more at x4") << K(40) << K(60) << RaiseSpeed::Quadruple << K(400) << 7;
    QTest::newRow("$4K more: the 10-day minimum") << K(40) << K(44) << RaiseSpeed::Normal << K(20) << 10;
    QTest::newRow("cheaper: nothing to pay") << K(60) << K(40) << RaiseSpeed::Normal << Money() << 0;
}

void TstEconomyReplacement::improvement()
{
    QFETCH(Money, from);
    QFETCH(Money, to);
    QFETCH(RaiseSpeed, speed);
    QFETCH(Money, cost);
    QFETCH(int, days);
    const RaiseOrder order = improvementOrder(from, to, 5, speed);
    QCOMPARE(order.cost, cost);
    QCOMPARE(order.days, days);
}

// "Disbanding Elements": nothing on campaign in enemy or disputed territory; 20% of Raise in friendly
// territory after at least two months of demobilizing, where the area can take the equipment and people.
void TstEconomyReplacement::disbanding_data()
{
    QTest::addColumn<Money>("raise");
    QTest::addColumn<bool>("friendly");
    QTest::addColumn<int>("months");
    QTest::addColumn<bool>("absorb");
    QTest::addColumn<Money>("rebate");
    QTest::newRow("friendly, two months") << K(40) << true << 2 << true << K(40);
    QTest::newRow("friendly, six months") << K(40) << true << 6 << true << K(40);
    QTest::newRow("friendly, one month") << K(40) << true << 1 << true << Money();
    QTest::newRow("enemy territory") << K(40) << false << 3 << true << Money();
    QTest::newRow("nobody to buy the gear") << K(40) << true << 3 << false << Money();
    QTest::newRow("Mercenary: Raise 0") << Money() << true << 2 << true << Money();
    QTest::newRow("exact to the cent") << Money::fromCents(3) << true << 2 << true << Money::fromCents(3);
}

void TstEconomyReplacement::disbanding()
{
    QFETCH(Money, raise);
    QFETCH(bool, friendly);
    QFETCH(int, months);
    QFETCH(bool, absorb);
    QFETCH(Money, rebate);
    const DisbandingRebate result = disbandingRebate(raise, 5, {friendly, months, absorb});
    QCOMPARE(result.rebate, rebate);
    QCOMPARE(result.breakdown.steps.size(), 1);
}

std::unique_ptr<QObject> newEconomyReplacementTest()
{
    return std::make_unique<TstEconomyReplacement>();
}

#include "economy_replacement.moc"
