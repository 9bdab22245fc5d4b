// tst_aggregates: Appendix A, An Yrth Military Force — the roster sheet's figures
// (GURPS Mass Combat), written out.

#include "CoreTestSupport.h"
#include "force/ForceAggregates.h"
#include "force/LineFiguresCache.h"

#include <QtTest>

#include <memory>

using namespace muster;
using namespace coretest;

class TstAggregatesYrth : public QObject
{
    Q_OBJECT

private slots:
    void yrthRoster();
    void yrthLines_data();
    void yrthLines();
    void yrthImpetuous();
    void yrthDirectFromCompute();
};

// ---------------------------------------------------------------------------------------------
// Appendix A: An Yrth Military Force

void TstAggregatesYrth::yrthRoster()
{
    LineFiguresCache cache;
    cache.rebuild(catalog(), yrthForce());
    const ForceAggregates a = cache.aggregates();

    // Yrth Military Force Roster: "37.5 + 20 + 4 + 2 + 12 = 75.5"; no parenthetical TS.
    QCOMPARE(a.forceTs, 75.5);
    QCOMPARE(a.totalTs, 75.5);
    QCOMPARE(a.classTsOf(SpecialClass::Cv), 37.5); // Cavalry TS 37.5
    QCOMPARE(a.classTsOf(SpecialClass::Eng), 2.0); // Engineering TS 2
    QCOMPARE(a.classTsOf(SpecialClass::F), 4.0);   // Fire TS 4
    QCOMPARE(a.classTsOf(SpecialClass::Arm), 0.0);
    QCOMPARE(a.classTsOf(SpecialClass::Rec), 0.0);
    QCOMPARE(a.elements, qint64(3 + 5 + 2 + 1 + 1));
    QCOMPARE(a.invalidLines, 0);
    QCOMPARE(a.impetuousElements, qint64(3));
    QCOMPARE(a.impetuousTs, 37.5);
    QCOMPARE(a.flagships, qint64(0));
    // TL0-5 Land table WT: Heavy Cavalry 2, Heavy Infantry 1, Bowmen 1, Miners 1.
    QCOMPARE(a.wt, 3 * 2.0 + 5 * 1.0 + 2 * 1.0 + 1 * 1.0 + 1 * 1.0);
    QCOMPARE(a.untransportable, qint64(0));
    QCOMPARE(a.transportCapacity, 0.0);
}

void TstAggregatesYrth::yrthLines_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("label");
    QTest::addColumn<double>("totalTs");

    QTest::newRow("Yrth Roster: 3 Knights (Heavy Cavalry) 37.5") << 0 << "3 Knights (Heavy Cavalry)" << 37.5;
    QTest::newRow("Yrth Roster: 5 Spearmen (Heavy Infantry) 20")
        << 1 << "5 Spearmen (Heavy Infantry)" << 20.0;
    QTest::newRow("Yrth Roster: 2 Crossbowmen (Bowmen) 4") << 2 << "2 Crossbowmen (Bowmen)" << 4.0;
    QTest::newRow("Yrth Roster: 1 Dwarves (Miners) 2") << 3 << "1 Dwarves (Miners)" << 2.0;
    QTest::newRow("Yrth Roster: Sir Richard (Heavy Infantry) 12")
        << 4 << "1 Sir Richard (Heavy Infantry)" << 12.0;
}

void TstAggregatesYrth::yrthLines()
{
    QFETCH(int, index);
    QFETCH(QString, label);
    QFETCH(double, totalTs);
    LineFiguresCache cache;
    cache.rebuild(catalog(), yrthForce());
    const QList<LineFigures> figures = cache.figures();
    QCOMPARE(figures.size(), qsizetype(5));
    const LineFigures &f = figures.at(index);
    QVERIFY(f.stats);
    QCOMPARE(f.label, label);
    QCOMPARE(f.stats->ts * f.count, totalTs);
    QVERIFY(cache.lines().at(index).error.isEmpty());
}

void TstAggregatesYrth::yrthImpetuous()
{
    LineFiguresCache cache;
    cache.rebuild(catalog(), yrthForce());
    const ForceAggregates a = cache.aggregates();
    // Impetuous: "at least 10% impetuous elements by percentage of total elements or total TS" — the
    // knights are 3 of 12 elements (25%) but 37.5 of 75.5 TS; the greater share counts.
    QCOMPARE(a.impetuousPercent(), 100.0 * 37.5 / 75.5);
    QVERIFY(a.impetuousPercent() > 25.0);
    QCOMPARE(a.fanaticPercent(), 0.0);
}

void TstAggregatesYrth::yrthDirectFromCompute()
{
    const ComputedForce computed = computeDirectly(yrthForce());
    const ForceAggregates a = aggregate(computed.figures);
    QCOMPARE(a.forceTs, 75.5);
    QCOMPARE(a.classTsOf(SpecialClass::Cv), 37.5);
    QCOMPARE(a.classTsOf(SpecialClass::Eng), 2.0);
    QCOMPARE(a.classTsOf(SpecialClass::F), 4.0);
    QCOMPARE(a.elements, qint64(12));
}

std::unique_ptr<QObject> newAggregatesYrthTest()
{
    return std::make_unique<TstAggregatesYrth>();
}

#include "aggregates_yrth.moc"
