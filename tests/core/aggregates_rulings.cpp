// tst_aggregates: rulings (the rulings of the rule books) and edge cases of force aggregates — support TS,
// Impetuous and Fanatic shares, Flagships, invalid lines, cache edits and the explanation of each figure —
// on the rosters of GURPS Mass Combat (Chapter 1, Appendix A).

#include "CoreTestSupport.h"
#include "force/ForceAggregates.h"
#include "force/LineFiguresCache.h"

#include <QtTest>

#include <memory>

using namespace muster;
using namespace coretest;

namespace {

bool anyStepContains(const Breakdown &breakdown, const QString &text)
{
    for (const QString &step : breakdown.steps) {
        if (step.contains(text))
            return true;
    }
    return false;
}

} // namespace

class TstAggregatesRulings : public QObject
{
    Q_OBJECT

private slots:
    void supportTsRuling();
    void impetuousByCountWhenGreater();
    void airborneNinjaQuantity();
    void invalidLineNotCounted();
    void cacheEdits();
    void validateForceFlagships();
    void explainAggregate_data();
    void explainAggregate();
};

// ---------------------------------------------------------------------------------------------
// Rulings and edge cases

void TstAggregatesRulings::supportTsRuling()
{
    // Ruling: support TS counts 10% toward force TS (0 when C3I is the element's only class) and full toward
    // class superiority. Two Command Posts alone: force TS 0, C3I TS (1,200).
    Force hq;
    hq.lines << modern(QStringLiteral("Infantry Headquarters"), QStringLiteral("Command Post"), 2);
    LineFiguresCache cache;
    cache.rebuild(catalog(), hq);
    ForceAggregates a = cache.aggregates();
    QCOMPARE(a.forceTs, 0.0);
    QCOMPARE(a.totalTs, 1200.0);
    QCOMPARE(a.classTsOf(SpecialClass::C3I), 1200.0);
    QVERIFY(cache.figures().at(0).stats->c3iOnly);
    QVERIFY(cache.figures().at(0).stats->support);

    // Three HSW: (1,800), "adds only 180 to the force TS", full 1,800 toward Fire.
    Force hsw;
    hsw.lines << modern(QStringLiteral("Heavy Weapons Teams"), QStringLiteral("HSW"), 3);
    cache.rebuild(catalog(), hsw);
    a = cache.aggregates();
    QCOMPARE(a.forceTs, 180.0);
    QCOMPARE(a.classTsOf(SpecialClass::F), 1800.0);
    QVERIFY(!cache.figures().at(0).stats->c3iOnly);

    // AEW (5,000) C3I at TL7: another C3I-only support element, 0 toward force TS.
    Force aew;
    aew.lines << line(QStringLiteral("AWACS"), QStringLiteral("AEW"), 1, 7, EquipmentQuality::Basic,
                      TroopQuality::Average);
    cache.rebuild(catalog(), aew);
    a = cache.aggregates();
    QCOMPARE(a.forceTs, 0.0);
    QCOMPARE(a.classTsOf(SpecialClass::C3I), 5000.0);
    QCOMPARE(a.untransportable, qint64(1)); // WT "–"

    // Battle Mages (5) Art, C3I, F, Recon — not support, and not C3I-only.
    Force mages;
    mages.lines << line(QStringLiteral("Battle Mages"), QStringLiteral("Battle Mages"), 2, 3,
                        EquipmentQuality::Basic, TroopQuality::Average);
    cache.rebuild(catalog(), mages);
    a = cache.aggregates();
    QCOMPARE(a.forceTs, 10.0);
    QCOMPARE(a.classTsOf(SpecialClass::C3I), 10.0);
    QCOMPARE(a.classTsOf(SpecialClass::Art), 10.0);
}

void TstAggregatesRulings::impetuousByCountWhenGreater()
{
    // Impetuous thresholds (ruling): by count or by TS, whichever is greater. One impetuous HMMWV in the
    // modern force: 1 of 30 elements, but only 120 of 20,880 TS -> the count share counts.
    Force force = modernForce();
    force.lines[6].record.set(Feature::Impetuous);
    LineFiguresCache cache;
    cache.rebuild(catalog(), force);
    const ForceAggregates a = cache.aggregates();
    QCOMPARE(a.impetuousElements, qint64(1));
    QCOMPARE(a.impetuousTs, 120.0);
    QCOMPARE(a.impetuousPercent(), 100.0 / 30.0);

    // Fanatic counts the same way, and a Fanatic element is also Impetuous.
    Force fanatics = modernForce();
    fanatics.lines[1].record.set(Feature::Fanatic); // 9 Rifle Squads, TS 4,320
    cache.rebuild(catalog(), fanatics);
    const ForceAggregates b = cache.aggregates();
    QCOMPARE(b.fanaticElements, qint64(9));
    QCOMPARE(b.fanaticTs, 4320.0);
    QCOMPARE(b.fanaticPercent(), 100.0 * 9.0 / 30.0); // 30% by count beats 20.7% by TS
    QCOMPARE(b.impetuousElements, qint64(9));
    QCOMPARE(b.impetuousPercent(), 100.0 * 9.0 / 30.0);
}

void TstAggregatesRulings::airborneNinjaQuantity()
{
    // Chapter 1, Quantity: five Airborne Ninja: TS 30, WT 5, $930K to raise, $122K to maintain.
    Force force;
    RosterLine ninja = line(QStringLiteral("Airborne Ninja"), QStringLiteral("Light Infantry"), 5, 4,
                            EquipmentQuality::Fine, TroopQuality::Elite, {Feature::Airborne, Feature::Night});
    ninja.record.addedNeutralizes.insert(SpecialClass::C3I);
    force.lines << ninja;
    LineFiguresCache cache;
    cache.rebuild(catalog(), force);
    const ForceAggregates a = cache.aggregates();
    QCOMPARE(a.forceTs, 30.0);
    QCOMPARE(a.wt, 5.0);
    QCOMPARE(a.raise, K(930));
    QCOMPARE(a.maintain, K(122));
    QCOMPARE(a.elements, qint64(5));
    QCOMPARE(a.classTsOf(SpecialClass::Rec), 30.0);
    QCOMPARE(a.neutralizeTsOf(SpecialClass::C3I), 30.0);
}

void TstAggregatesRulings::invalidLineNotCounted()
{
    // Hovercraft needs Coastal or Motorized mobility: a Hovercraft MBT is invalid and left out.
    Force force = modernForce();
    force.lines << line(QStringLiteral("Hover MBT"), QStringLiteral("MBT"), 4, 8, EquipmentQuality::Basic,
                        TroopQuality::Average, {Feature::Hovercraft});
    LineFiguresCache cache;
    cache.rebuild(catalog(), force);
    QCOMPARE(cache.lines().size(), qsizetype(8));
    QVERIFY(!cache.lines().at(7).stats.has_value());
    QVERIFY(!cache.lines().at(7).error.isEmpty());
    const ForceAggregates a = cache.aggregates();
    QCOMPARE(a.invalidLines, 1);
    QCOMPARE(a.forceTs, 20880.0);
    QCOMPARE(a.elements, qint64(30));

    const Breakdown b =
        muster::explainAggregate(AggregateFigure::ForceTs, SpecialClass::Air, cache.figures(), a);
    QVERIFY(!b.steps.isEmpty());
    QVERIFY(!anyStepContains(b, QStringLiteral("Hover MBT")));
}

void TstAggregatesRulings::cacheEdits()
{
    // Editing the roster line by line keeps the same totals as a rebuild.
    const Force force = yrthForce();
    LineFiguresCache cache;
    Force partial;
    cache.rebuild(catalog(), partial);
    for (qsizetype i = 0; i < force.lines.size(); ++i)
        cache.insert(catalog(), force.lines.at(i), i);
    QCOMPARE(cache.aggregates().forceTs, 75.5);

    // Sir Richard leaves (index 4): 75.5 - 12 = 63.5.
    cache.remove(4);
    QCOMPARE(cache.aggregates().forceTs, 63.5);
    QCOMPARE(cache.aggregates().elements, qint64(11));

    // The spearmen grow from 5 to 6 Heavy Infantry: +4.
    RosterLine spearmen = force.lines.at(1);
    spearmen.count = 6;
    cache.update(catalog(), spearmen, 1);
    QCOMPARE(cache.aggregates().forceTs, 67.5);
    QCOMPARE(cache.aggregates().elements, qint64(12));
}

void TstAggregatesRulings::validateForceFlagships()
{
    // Optional Features, Flagship: "Each force can only have one such element." (Appendix B: "maximum one
    // Flagship per force")
    Force one;
    one.lines << line(QStringLiteral("Flagship"), QStringLiteral("Galleon"), 1, 4, EquipmentQuality::Basic,
                      TroopQuality::Average, {Feature::Flagship})
              << line(QStringLiteral("Escorts"), QStringLiteral("Galleon"), 3, 4, EquipmentQuality::Basic,
                      TroopQuality::Average);
    const Status oneOk = validateForce(one);
    QVERIFY(oneOk.ok());
    LineFiguresCache cache;
    cache.rebuild(catalog(), one);
    QCOMPARE(cache.aggregates().flagships, qint64(1));

    Force twoLines = one;
    twoLines.lines << line(QStringLiteral("Second flagship"), QStringLiteral("Ship-of-the-Line"), 1, 5,
                           EquipmentQuality::Basic, TroopQuality::Average, {Feature::Flagship});
    const Status twoRefused = validateForce(twoLines);
    QVERIFY(!twoRefused.ok());
    QVERIFY(!twoRefused.error().message.isEmpty());

    Force twoInOneLine;
    twoInOneLine.lines << line(QStringLiteral("Flagships"), QStringLiteral("Galleon"), 2, 4,
                               EquipmentQuality::Basic, TroopQuality::Average, {Feature::Flagship});
    const Status countRefused = validateForce(twoInOneLine);
    QVERIFY(!countRefused.ok());
    QVERIFY(!countRefused.error().message.isEmpty());

    QVERIFY(validateForce(modernForce()).ok());
    QVERIFY(validateForce(yrthForce()).ok());
}

void TstAggregatesRulings::explainAggregate_data()
{
    QTest::addColumn<int>("figure");
    QTest::addColumn<SpecialClass>("specialClass");
    QTest::addColumn<QString>("contributing");
    QTest::addColumn<QString>("notContributing");

    // Modern Military Force Roster: "Armor TS considers only ... the M2 Bradleys and the M113".
    QTest::newRow("Modern Roster: Armor TS names the Bradleys, not the Rifle Squads")
        << int(AggregateFigure::ClassTs) << SpecialClass::Arm << "M2A3 Bradleys"
        << "Rifle Squads";
    QTest::newRow("Modern Roster: Recon TS names the Rifle Squads, not the Bradleys")
        << int(AggregateFigure::ClassTs) << SpecialClass::Rec << "Rifle Squads"
        << "M2A3 Bradleys";
    QTest::newRow("Modern Roster: C3I TS names the Infantry Headquarters")
        << int(AggregateFigure::ClassTs) << SpecialClass::C3I << "Infantry Headquarters"
        << "HMMWV";
    QTest::newRow("Modern Roster: Neutralize Air TS names the Stinger Team")
        << int(AggregateFigure::NeutralizeTs) << SpecialClass::Air << "Stinger Team"
        << "M113 APC";
    QTest::newRow("Modern Roster: Force TS names the Heavy Weapons Teams")
        << int(AggregateFigure::ForceTs) << SpecialClass::Air << "Heavy Weapons Teams"
        << "";
    QTest::newRow("Modern Roster: Transport names the HMMWV")
        << int(AggregateFigure::Transport) << SpecialClass::Air << "HMMWV"
        << "Rifle Squads";
    QTest::newRow("Modern Roster: Raise names the Bradleys")
        << int(AggregateFigure::Raise) << SpecialClass::Air << "M2A3 Bradleys"
        << "";
    QTest::newRow("Modern Roster: Maintain names the M113 APC")
        << int(AggregateFigure::Maintain) << SpecialClass::Air << "M113 APC"
        << "";
    QTest::newRow("Modern Roster: Raise ends with the exact total")
        << int(AggregateFigure::Raise) << SpecialClass::Air << "Total to raise: " << "";
    QTest::newRow("Modern Roster: Maintain ends with the exact total")
        << int(AggregateFigure::Maintain) << SpecialClass::Air << "Total per month: " << "";
    QTest::newRow("Modern Roster: WT names the Command Posts")
        << int(AggregateFigure::Wt) << SpecialClass::Air << "Infantry Headquarters"
        << "";
    QTest::newRow("Modern Roster: element count names the Rifle Squads")
        << int(AggregateFigure::Elements) << SpecialClass::Air << "Rifle Squads"
        << "";
}

void TstAggregatesRulings::explainAggregate()
{
    QFETCH(int, figure);
    QFETCH(SpecialClass, specialClass);
    QFETCH(QString, contributing);
    QFETCH(QString, notContributing);

    LineFiguresCache cache;
    cache.rebuild(catalog(), modernForce());
    const QList<LineFigures> figures = cache.figures();
    const ForceAggregates totals = aggregate(figures);
    const Breakdown b = muster::explainAggregate(AggregateFigure(figure), specialClass, figures, totals);
    QVERIFY(!b.steps.isEmpty());
    for (const QString &step : b.steps)
        QVERIFY(!step.trimmed().isEmpty());
    QVERIFY2(anyStepContains(b, contributing), qPrintable(b.toText()));
    if (!notContributing.isEmpty())
        QVERIFY2(!anyStepContains(b, notContributing), qPrintable(b.toText()));

    // A small maxLines still lists something and says that lines were left out.
    const Breakdown shortList =
        muster::explainAggregate(AggregateFigure::TotalTs, specialClass, figures, totals, 2);
    QVERIFY(shortList.steps.size() >= 3);
    QVERIFY(anyStepContains(shortList, QStringLiteral("M2A3 Bradleys")));
    QVERIFY(!anyStepContains(shortList, QStringLiteral("HMMWV")));
}

std::unique_ptr<QObject> newAggregatesRulingsTest()
{
    return std::make_unique<TstAggregatesRulings>();
}

#include "aggregates_rulings.moc"
