// Force aggregates against the two roster sheets of Appendix A (the Yrth force and the modern force)
// of /work/shared/rules/gurps-mass-combat.md, and the rulings in /work/shared/rules/README.md.
// Expected figures are the book's roster figures, written out.

#include "catalog/Customization.h"
#include "catalog/ElementCatalog.h"
#include "force/Force.h"
#include "force/ForceAggregates.h"
#include "force/LineFiguresCache.h"

#include <QtTest>

#include <cmath>

using namespace muster;

Q_DECLARE_METATYPE(muster::SpecialClass)

namespace muster {
char *toString(const Money &money)
{
    return qstrdup(qPrintable(QStringLiteral("%1 cents (%2)").arg(money.cents()).arg(money.toShortString())));
}
} // namespace muster

namespace {

Money K(double thousands)
{
    return Money::fromCents(qint64(std::llround(thousands * 100'000.0)));
}

const ElementCatalog &catalog()
{
    return ElementCatalog::builtIn();
}

RosterLine line(const QString &name, const QString &typeName, int count, int tl, EquipmentQuality equipment,
                TroopQuality troops, std::initializer_list<Feature> features = {})
{
    const ElementType *type = catalog().findByName(typeName, tl);
    if (!type)
        qFatal("test data: no element type %s", qPrintable(typeName));
    RosterLine l;
    l.record.name = name;
    l.record.typeId = type->id;
    l.record.tl = tl;
    l.record.equipment = equipment;
    l.record.troops = troops;
    for (Feature f : features)
        l.record.set(f);
    l.count = count;
    return l;
}

// Appendix A, An Yrth Military Force: the roster sheet.
Force yrthForce()
{
    Force force;
    force.name = QStringLiteral("Sir Richard's force");
    force.lines << line(QStringLiteral("Knights"), QStringLiteral("Heavy Cavalry"), 3, 3,
                        EquipmentQuality::Fine, TroopQuality::Good, {Feature::Impetuous})
                << line(QStringLiteral("Spearmen"), QStringLiteral("Heavy Infantry"), 5, 3,
                        EquipmentQuality::Basic, TroopQuality::Average)
                << line(QStringLiteral("Crossbowmen"), QStringLiteral("Bowmen"), 2, 3,
                        EquipmentQuality::Basic, TroopQuality::Average)
                << line(QStringLiteral("Dwarves"), QStringLiteral("Miners"), 1, 3, EquipmentQuality::Fine,
                        TroopQuality::Average);
    RosterLine richard = line(QStringLiteral("Sir Richard"), QStringLiteral("Heavy Infantry"), 1, 3,
                              EquipmentQuality::Fine, TroopQuality::Elite, {Feature::Hero});
    richard.record.heroMultiplier = 1.0;
    force.lines << richard;
    return force;
}

// Appendix A, A Modern Military Force: TL8, Very Fine equipment, Good troops, Night.
RosterLine modern(const QString &name, const QString &typeName, int count)
{
    return line(name, typeName, count, 8, EquipmentQuality::VeryFine, TroopQuality::Good, {Feature::Night});
}

Force modernForce()
{
    Force force;
    force.name = QStringLiteral("Charlie Company");
    force.lines << modern(QStringLiteral("M2A3 Bradleys"), QStringLiteral("IFV"), 13)
                << modern(QStringLiteral("Rifle Squads"), QStringLiteral("Riflemen"), 9)
                << modern(QStringLiteral("Heavy Weapons Teams"), QStringLiteral("HSW"), 3)
                << modern(QStringLiteral("Infantry Headquarters"), QStringLiteral("Command Post"), 2)
                << modern(QStringLiteral("Stinger Team"), QStringLiteral("MANPAD"), 1)
                << modern(QStringLiteral("M113 APC"), QStringLiteral("APC"), 1)
                << modern(QStringLiteral("HMMWV"), QStringLiteral("Light Truck"), 1);
    return force;
}

// The same figures without the cache: LineFigures built straight from Customization::compute.
struct ComputedForce
{
    QList<ElementStats> stats;
    QList<LineFigures> figures;
};

ComputedForce computeDirectly(const Force &force)
{
    ComputedForce computed;
    computed.stats.reserve(force.lines.size()); // pointers into the list must stay valid
    for (const RosterLine &l : force.lines) {
        const ElementType *type = catalog().find(l.record.typeId);
        auto stats = Customization::compute(*type, l.record, Customization::Detail::FiguresOnly);
        if (!stats)
            qFatal("test data: %s", qPrintable(stats.error().message));
        computed.stats.append(std::move(stats).value());
    }
    for (qsizetype i = 0; i < force.lines.size(); ++i)
        computed.figures.append(
            {force.lines.at(i).record.name, force.lines.at(i).count, &computed.stats.at(i)});
    return computed;
}

bool anyStepContains(const Breakdown &breakdown, const QString &text)
{
    for (const QString &step : breakdown.steps) {
        if (step.contains(text))
            return true;
    }
    return false;
}

} // namespace

class TstAggregates : public QObject
{
    Q_OBJECT

private slots:
    void yrthRoster();
    void yrthLines_data();
    void yrthLines();
    void yrthImpetuous();
    void yrthDirectFromCompute();

    void modernRoster();
    void modernClassTs_data();
    void modernClassTs();
    void modernLines_data();
    void modernLines();
    void modernCosts();
    void modernTransport();
    void modernDirectFromCompute();

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
// Appendix A: An Yrth Military Force

void TstAggregates::yrthRoster()
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

void TstAggregates::yrthLines_data()
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

void TstAggregates::yrthLines()
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

void TstAggregates::yrthImpetuous()
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

void TstAggregates::yrthDirectFromCompute()
{
    const ComputedForce computed = computeDirectly(yrthForce());
    const ForceAggregates a = aggregate(computed.figures);
    QCOMPARE(a.forceTs, 75.5);
    QCOMPARE(a.classTsOf(SpecialClass::Cv), 37.5);
    QCOMPARE(a.classTsOf(SpecialClass::Eng), 2.0);
    QCOMPARE(a.classTsOf(SpecialClass::F), 4.0);
    QCOMPARE(a.elements, qint64(12));
}

// ---------------------------------------------------------------------------------------------
// Appendix A: A Modern Military Force

void TstAggregates::modernRoster()
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

void TstAggregates::modernClassTs_data()
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

void TstAggregates::modernClassTs()
{
    QFETCH(SpecialClass, specialClass);
    QFETCH(bool, neutralize);
    QFETCH(double, ts);
    LineFiguresCache cache;
    cache.rebuild(catalog(), modernForce());
    const ForceAggregates a = cache.aggregates();
    QCOMPARE(neutralize ? a.neutralizeTsOf(specialClass) : a.classTsOf(specialClass), ts);
}

void TstAggregates::modernLines_data()
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

void TstAggregates::modernLines()
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

void TstAggregates::modernCosts()
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

void TstAggregates::modernTransport()
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

void TstAggregates::modernDirectFromCompute()
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

// ---------------------------------------------------------------------------------------------
// Rulings and edge cases

void TstAggregates::supportTsRuling()
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

void TstAggregates::impetuousByCountWhenGreater()
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

void TstAggregates::airborneNinjaQuantity()
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

void TstAggregates::invalidLineNotCounted()
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

void TstAggregates::cacheEdits()
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

void TstAggregates::validateForceFlagships()
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

void TstAggregates::explainAggregate_data()
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
    QTest::newRow("Modern Roster: WT names the Command Posts")
        << int(AggregateFigure::Wt) << SpecialClass::Air << "Infantry Headquarters"
        << "";
    QTest::newRow("Modern Roster: element count names the Rifle Squads")
        << int(AggregateFigure::Elements) << SpecialClass::Air << "Rifle Squads"
        << "";
}

void TstAggregates::explainAggregate()
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

QTEST_GUILESS_MAIN(TstAggregates)
#include "tst_aggregates.moc"
