// tst_aggregates: Appendix A, A Modern Military Force — the roster sheet's figures
// (GURPS Mass Combat), written out, with the rulings in the rulings of the rule books.

#include "CoreTestSupport.h"
#include "force/ForceAggregates.h"
#include "force/LineFiguresCache.h"

#include <QtTest>

#include <memory>

using namespace muster;
using namespace coretest;

class TstAggregatesModern : public QObject
{
    Q_OBJECT

private slots:
    void modernRoster();
    void modernClassTs_data();
    void modernClassTs();
    void modernLines_data();
    void modernLines();
    void modernCosts();
    void modernTransport();
    void modernDirectFromCompute();
};

// ---------------------------------------------------------------------------------------------
// Appendix A: A Modern Military Force

void TstAggregatesModern::modernRoster()
{
    LineFiguresCache cache;
    cache.rebuild(catalog(), modernForce());
    const ForceAggregates a = cache.aggregates();

    // Modern Military Force Roster: Force TS 20,880 (parenthetical non-C3I TS at 10%, C3I-only at 0).
    QCOMPARE(a.forceTs, 20880.0);
    // Every element's full TS: 15,600 + 4,320 + (1,800) + (1,200) + (600) + 600 + 120.
    QCOMPARE(a.totalTs, 15600.0 + 4320.0 + 1800.0 + 1200.0 + 600.0 + 600.0 + 120.0);
    QCOMPARE(a.elements, qint64(13 + 9 + 3 + 2 + 1 + 1 + 1));
    QCOMPARE(a.elements, qint64(30));
    QCOMPARE(a.invalidLines, 0);
    QCOMPARE(a.impetuousElements, qint64(0));
    QCOMPARE(a.impetuousPercent(), 0.0);
}

void TstAggregatesModern::modernClassTs_data()
{
    QTest::addColumn<SpecialClass>("specialClass");
    QTest::addColumn<bool>("neutralize");
    QTest::addColumn<double>("ts");

    QTest::newRow("Modern Roster: Armor TS 16,200") << SpecialClass::Arm << false << 16200.0;
    QTest::newRow("Modern Roster: C3I TS 1,200") << SpecialClass::C3I << false << 1200.0;
    QTest::newRow("Modern Roster: Cavalry TS 16,320") << SpecialClass::Cv << false << 16320.0;
    QTest::newRow("Modern Roster: Fire TS 22,320") << SpecialClass::F << false << 22320.0;
    QTest::newRow("Modern Roster: Neutralize Air TS 600") << SpecialClass::Air << true << 600.0;
    QTest::newRow("Modern Roster: Recon TS 4,320") << SpecialClass::Rec << false << 4320.0;
    // Classes the roster does not list.
    QTest::newRow("Modern Roster: no Air Combat") << SpecialClass::Air << false << 0.0;
    QTest::newRow("Modern Roster: no Artillery") << SpecialClass::Art << false << 0.0;
    QTest::newRow("Modern Roster: no Engineering") << SpecialClass::Eng << false << 0.0;
    QTest::newRow("Modern Roster: no Naval") << SpecialClass::Nav << false << 0.0;
    QTest::newRow("Modern Roster: no Neutralize Armor") << SpecialClass::Arm << true << 0.0;
}

void TstAggregatesModern::modernClassTs()
{
    QFETCH(SpecialClass, specialClass);
    QFETCH(bool, neutralize);
    QFETCH(double, ts);
    LineFiguresCache cache;
    cache.rebuild(catalog(), modernForce());
    const ForceAggregates a = cache.aggregates();
    QCOMPARE(neutralize ? a.neutralizeTsOf(specialClass) : a.classTsOf(specialClass), ts);
}

void TstAggregatesModern::modernLines_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("label");
    QTest::addColumn<double>("totalTs");
    QTest::addColumn<double>("forceTs");

    // Modern Military Force Roster, "Total TS" column; force TS share per the parenthetical rule.
    QTest::newRow("Modern Roster: 13 M2A3 Bradleys (IFV) 15,600")
        << 0 << "13 M2A3 Bradleys (IFV)" << 15600.0 << 15600.0;
    QTest::newRow("Modern Roster: 9 Rifle Squads (Riflemen) 4,320")
        << 1 << "9 Rifle Squads (Riflemen)" << 4320.0 << 4320.0;
    // "The TS is parenthetical, which means it adds only 180 to the force TS."
    QTest::newRow("Modern Roster: 3 Heavy Weapons Teams (HSW) (1,800) adds 180")
        << 2 << "3 Heavy Weapons Teams (HSW)" << 1800.0 << 180.0;
    // "The parentheses indicate that this TS only counts toward C3I Superiority." (ruling: 0 to force TS)
    QTest::newRow("Modern Roster: 2 Infantry Headquarters (Command Post) (1,200) adds 0")
        << 3 << "2 Infantry Headquarters (Command Post)" << 1200.0 << 0.0;
    // "all but 10% of this TS will be wasted"
    QTest::newRow("Modern Roster: 1 Stinger Team (MANPAD) (600) adds 60")
        << 4 << "1 Stinger Team (MANPAD)" << 600.0 << 60.0;
    QTest::newRow("Modern Roster: 1 M113 APC (APC) 600") << 5 << "1 M113 APC (APC)" << 600.0 << 600.0;
    QTest::newRow("Modern Roster: 1 HMMWV (Light Truck) 120")
        << 6 << "1 HMMWV (Light Truck)" << 120.0 << 120.0;
}

void TstAggregatesModern::modernLines()
{
    QFETCH(int, index);
    QFETCH(QString, label);
    QFETCH(double, totalTs);
    QFETCH(double, forceTs);
    LineFiguresCache cache;
    cache.rebuild(catalog(), modernForce());
    const QList<LineFigures> figures = cache.figures();
    QCOMPARE(figures.size(), qsizetype(7));
    const LineFigures &f = figures.at(index);
    QVERIFY(f.stats);
    QCOMPARE(f.label, label);
    QCOMPARE(f.stats->ts * f.count, totalTs);
    QCOMPARE(f.stats->forceTs() * f.count, forceTs);
}

void TstAggregatesModern::modernCosts()
{
    LineFiguresCache cache;
    cache.rebuild(catalog(), modernForce());
    const ForceAggregates a = cache.aggregates();
    // Appendix A element records: Raise $1,680K, $252K, $210K, $420K, $157.5K, $840K, $105K;
    // Maintain $46.4K, $34.8K, $29K, $58K, $21.75K, $29K, $7.25K — times the roster counts.
    const Money raise = K(1680) * 13 + K(252) * 9 + K(210) * 3 + K(420) * 2 + K(157.5) + K(840) + K(105);
    const Money maintain = K(46.4) * 13 + K(34.8) * 9 + K(29) * 3 + K(58) * 2 + K(21.75) + K(29) + K(7.25);
    QCOMPARE(raise, K(26680.5));
    QCOMPARE(maintain, K(1177.4));
    QCOMPARE(a.raise, raise);
    QCOMPARE(a.maintain, maintain);
}

void TstAggregatesModern::modernTransport()
{
    LineFiguresCache cache;
    cache.rebuild(catalog(), modernForce());
    const ForceAggregates a = cache.aggregates();
    // Classes "Arm, Cv, F, T1" (13 IFV, 1 APC) and "Cv, T1" (1 Light Truck): 13 + 1 + 1 = 15.
    QCOMPARE(a.transportCapacity, 15.0);
    QCOMPARE(a.largestCarrier, 1.0);
    // WT of the element records: IFV 8, Riflemen 1, HSW 0.5, Command Post 1, MANPAD 0.5, APC 4, Light
    // Truck 2.
    QCOMPARE(a.wt, 13 * 8.0 + 9 * 1.0 + 3 * 0.5 + 2 * 1.0 + 1 * 0.5 + 1 * 4.0 + 1 * 2.0);
    QCOMPARE(a.untransportable, qint64(0));
    // "Mobility: 0" — the two Command Posts (WT 1 each) move only when carried; T1 carriers can take them.
    QCOMPARE(a.immobileWt, 2.0);
    QCOMPARE(a.immobileTooHeavy, qint64(0));
}

void TstAggregatesModern::modernDirectFromCompute()
{
    const ComputedForce computed = computeDirectly(modernForce());
    const ForceAggregates a = aggregate(computed.figures);
    QCOMPARE(a.forceTs, 20880.0);
    QCOMPARE(a.classTsOf(SpecialClass::Arm), 16200.0);
    QCOMPARE(a.classTsOf(SpecialClass::C3I), 1200.0);
    QCOMPARE(a.classTsOf(SpecialClass::Cv), 16320.0);
    QCOMPARE(a.classTsOf(SpecialClass::F), 22320.0);
    QCOMPARE(a.neutralizeTsOf(SpecialClass::Air), 600.0);
    QCOMPARE(a.classTsOf(SpecialClass::Rec), 4320.0);
    QCOMPARE(a.elements, qint64(30));
    QCOMPARE(a.transportCapacity, 15.0);
}

std::unique_ptr<QObject> newAggregatesModernTest()
{
    return std::make_unique<TstAggregatesModern>();
}

#include "aggregates_modern.moc"
