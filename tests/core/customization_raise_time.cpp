// tst_customization: Time to Raise a Force (GURPS Mass Combat chapter 1; rulings in
// the rulings of the rule books, "GURPS Mass Combat").

#include "CoreTestSupport.h"
#include "catalog/RaiseTime.h"

#include <QtTest>

#include <memory>

using namespace muster;
using namespace coretest;

class TstCustomizationRaiseTime : public QObject
{
    Q_OBJECT

private slots:
    void raiseTimeFor_data();
    void raiseTimeFor();
    void elementRaiseTime_data();
    void elementRaiseTime();
};

// ---------------------------------------------------------------------------------------------
// Time to Raise a Force

void TstCustomizationRaiseTime::raiseTimeFor_data()
{
    QTest::addColumn<Money>("raise");
    QTest::addColumn<int>("normal");
    QTest::addColumn<int>("doubleCost");
    QTest::addColumn<int>("quadrupleCost");

    // Chapter 1, Time to Raise a Force: a week per $10K (minimum 10 days); 75% at twice the cost (minimum 7),
    // 50% at four times the cost (minimum 5). Ruling: percentages on the unclamped days, rounded up.
    QTest::newRow("Time to Raise: Light Infantry $40K -> 28/21/14") << K(40) << 28 << 21 << 14;
    QTest::newRow("Time to Raise: Draft Team $10K -> 10/7/5") << K(10) << 10 << 7 << 5;
    QTest::newRow("Time to Raise: Airborne Ninja $186K -> 131/99/66") << K(186) << 131 << 99 << 66;
    QTest::newRow("Time to Raise: Frigate $1M -> 700/525/350") << M(1) << 700 << 525 << 350;
    QTest::newRow("Time to Raise: Boat $5K -> minimums 10/7/5") << K(5) << 10 << 7 << 5;
    QTest::newRow("Time to Raise: $0 -> minimums 10/7/5") << K(0) << 10 << 7 << 5;
    QTest::newRow("Time to Raise: $12K -> 9 days unclamped -> 10/7/5") << K(12) << 10 << 7 << 5;
    QTest::newRow("Time to Raise: $15K -> 11 days -> 11/9/6") << K(15) << 11 << 9 << 6;
    QTest::newRow("Time to Raise: $20K -> 14/11/7") << K(20) << 14 << 11 << 7;
    QTest::newRow("Time to Raise: M2A3 Bradley $1,680K -> 1,176/882/588") << K(1680) << 1176 << 882 << 588;
}

void TstCustomizationRaiseTime::raiseTimeFor()
{
    QFETCH(Money, raise);
    QFETCH(int, normal);
    QFETCH(int, doubleCost);
    QFETCH(int, quadrupleCost);
    const RaiseTime time = muster::raiseTimeFor(raise);
    QCOMPARE(time.normal, normal);
    QCOMPARE(time.doubleCost, doubleCost);
    QCOMPARE(time.quadrupleCost, quadrupleCost);
}

void TstCustomizationRaiseTime::elementRaiseTime_data()
{
    QTest::addColumn<ElementRecord>("rec");
    QTest::addColumn<int>("normal");
    QTest::addColumn<int>("doubleCost");
    QTest::addColumn<int>("quadrupleCost");

    QTest::newRow("Time to Raise: Light Infantry ($40K) 28/21/14")
        << record(QStringLiteral("Light Infantry"), 1) << 28 << 21 << 14;
    ElementRecord ninja = record(QStringLiteral("Light Infantry"), 4, EquipmentQuality::Fine,
                                 TroopQuality::Elite, {Feature::Airborne, Feature::Night});
    ninja.addedNeutralizes.insert(SpecialClass::C3I);
    QTest::newRow("Time to Raise: Airborne Ninja ($186K) 131/99/66") << ninja << 131 << 99 << 66;
    QTest::newRow("Time to Raise: Frigate ($1M) 700/525/350")
        << record(QStringLiteral("Frigate"), 5) << 700 << 525 << 350;
    QTest::newRow("Time to Raise: Boat ($5K) 10/7/5") << record(QStringLiteral("Boat"), 1) << 10 << 7 << 5;
}

void TstCustomizationRaiseTime::elementRaiseTime()
{
    QFETCH(ElementRecord, rec);
    QFETCH(int, normal);
    QFETCH(int, doubleCost);
    QFETCH(int, quadrupleCost);
    const auto stats = computeRecord(rec);
    QVERIFY2(stats.ok(), stats.ok() ? "" : qPrintable(stats.error().message));
    QCOMPARE(stats->raiseTime.normal, normal);
    QCOMPARE(stats->raiseTime.doubleCost, doubleCost);
    QCOMPARE(stats->raiseTime.quadrupleCost, quadrupleCost);
}

std::unique_ptr<QObject> newCustomizationRaiseTimeTest()
{
    return std::make_unique<TstCustomizationRaiseTime>();
}

#include "customization_raise_time.moc"
