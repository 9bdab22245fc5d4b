// tst_aggregates: roster lines at reduced strength after a battle — "After the Battle: Casualties" and
// "Quick Casualty Determination" of GURPS Mass Combat, with the ruling "Casualties
// after battle" of the rulings of the rule books: every element of a line loses the same fraction of its TS;
// its count, WT, transport, Raise and Maintain are not reduced.

#include "CoreTestSupport.h"
#include "catalog/Breakdown.h"
#include "force/ForceAggregates.h"
#include "force/LineFiguresCache.h"
#include "force/RosterJson.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>
#include <memory>

using namespace muster;
using namespace coretest;

namespace {

Force withCasualties(Force force, double casualties)
{
    for (RosterLine &l : force.lines)
        l.casualties = casualties;
    return force;
}

ForceAggregates aggregatesOf(const Force &force)
{
    LineFiguresCache cache;
    cache.rebuild(catalog(), force);
    return cache.aggregates();
}

} // namespace

class TstAggregatesCasualties : public QObject
{
    Q_OBJECT

private slots:
    void yrthAtFifteenPercent();
    void unreducedFigures_data();
    void unreducedFigures();
    void classAndNeutralizeTsScaled_data();
    void classAndNeutralizeTsScaled();
    void fanaticAndDisloyalTsScaled();
    void lineAtFullStrengthUnchanged();
    void cacheCarriesStrength();
    void explainShowsStrength();
    void tsShownAsTheBookPrintsIt_data();
    void tsShownAsTheBookPrintsIt();
    void strengthAndCasualtiesAddUp();
    void rosterJsonCasualties_data();
    void rosterJsonCasualties();
};

// Quick Casualty Determination: "For a TS 75.5 force, 15% losses leave TS 64." Every element is reduced
// by the percentage across the board; the ruling floors the remaining force TS (75.5 x 0.85 = 64.175).
void TstAggregatesCasualties::yrthAtFifteenPercent()
{
    const ForceAggregates a = aggregatesOf(withCasualties(yrthForce(), 0.15));
    QCOMPARE(a.forceTs, 75.5 * 0.85);
    QCOMPARE(a.totalTs, 75.5 * 0.85);
    QCOMPARE(std::floor(a.forceTs), 64.0);
    QCOMPARE(a.classTsOf(SpecialClass::Cv), 37.5 * 0.85);
    QCOMPARE(a.classTsOf(SpecialClass::Eng), 2.0 * 0.85);
    QCOMPARE(a.classTsOf(SpecialClass::F), 4.0 * 0.85);
    QCOMPARE(a.impetuousTs, 37.5 * 0.85);
    // Impetuous: the greater of the shares by count and by TS; every TS shrinks alike, so neither moves.
    QCOMPARE(a.impetuousPercent(), 100.0 * 37.5 / 75.5);
    QCOMPARE(a.invalidLines, 0);
}

void TstAggregatesCasualties::unreducedFigures_data()
{
    QTest::addColumn<bool>("modern");
    QTest::newRow("Appendix A, Yrth Roster at 15%") << false;
    QTest::newRow("Appendix A, Modern Roster at 15%") << true;
}

// After the Battle: casualties are a share of the force's TS; the text reduces nothing else. Raise and
// Maintain stay those of whole elements (Force Replacements pay for the lost share separately).
void TstAggregatesCasualties::unreducedFigures()
{
    QFETCH(bool, modern);
    const Force full = modern ? modernForce() : yrthForce();
    const ForceAggregates before = aggregatesOf(full);
    const ForceAggregates after = aggregatesOf(withCasualties(full, 0.15));
    QCOMPARE(after.elements, before.elements);
    QCOMPARE(after.wt, before.wt);
    QCOMPARE(after.untransportable, before.untransportable);
    QCOMPARE(after.raise, before.raise);
    QCOMPARE(after.maintain, before.maintain);
    QCOMPARE(after.transportCapacity, before.transportCapacity);
    QCOMPARE(after.largestCarrier, before.largestCarrier);
    QCOMPARE(after.immobileWt, before.immobileWt);
    QCOMPARE(after.immobileTooHeavy, before.immobileTooHeavy);
    QCOMPARE(after.impetuousElements, before.impetuousElements);
    QCOMPARE(after.fanaticElements, before.fanaticElements);
    QCOMPARE(after.flagships, before.flagships);
    QCOMPARE(after.forceTs, before.forceTs * 0.85);
}

void TstAggregatesCasualties::classAndNeutralizeTsScaled_data()
{
    QTest::addColumn<SpecialClass>("specialClass");
    for (SpecialClass c : allSpecialClasses)
        QTest::newRow(qPrintable(QStringLiteral("Modern Roster at 20%: %1").arg(specialClassCode(c)))) << c;
}

// Quick Casualty Determination on the Modern Roster at 20%: support TS (full for class superiority, 10% for
// force TS) and neutralizing TS shrink with the rest of the element.
void TstAggregatesCasualties::classAndNeutralizeTsScaled()
{
    QFETCH(SpecialClass, specialClass);
    const ForceAggregates before = aggregatesOf(modernForce());
    const ForceAggregates after = aggregatesOf(withCasualties(modernForce(), 0.2));
    QCOMPARE(after.forceTs, 20880.0 * 0.8);
    QCOMPARE(after.totalTs, before.totalTs * 0.8);
    QCOMPARE(after.classTsOf(specialClass), before.classTsOf(specialClass) * 0.8);
    QCOMPARE(after.neutralizeTsOf(specialClass), before.neutralizeTsOf(specialClass) * 0.8);
}

// The Fanatic and Disloyal shares are shares of force TS, so a line's casualties shrink its part of them.
void TstAggregatesCasualties::fanaticAndDisloyalTsScaled()
{
    Force force = modernForce();
    force.lines[1].record.set(Feature::Fanatic);  // 9 Rifle Squads, TS 4,320
    force.lines[5].record.set(Feature::Disloyal); // 1 M113 APC, TS 600
    force.lines[1].casualties = 0.25;
    force.lines[5].casualties = 0.5;
    const ForceAggregates a = aggregatesOf(force);
    QCOMPARE(a.fanaticElements, qint64(9));
    QCOMPARE(a.fanaticTs, 4320.0 * 0.75);
    QCOMPARE(a.impetuousTs, 4320.0 * 0.75); // a Fanatic element is also Impetuous
    QCOMPARE(a.disloyalTs, 600.0 * 0.5);
    QCOMPARE(a.forceTs, 20880.0 - 4320.0 * 0.25 - 600.0 * 0.5);
    QCOMPARE(a.disloyalPercent(), 100.0 * 300.0 / a.forceTs);
}

// Alternative Casualty Determination lets the GM rule losses line by line: a line at casualties 0 keeps
// its full TS beside one that lost 15%.
void TstAggregatesCasualties::lineAtFullStrengthUnchanged()
{
    Force force = yrthForce();
    force.lines[0].casualties = 0.15; // 3 Knights, TS 37.5
    const ForceAggregates a = aggregatesOf(force);
    QCOMPARE(a.forceTs, 75.5 - 37.5 * 0.15);
    QCOMPARE(a.classTsOf(SpecialClass::Cv), 37.5 * 0.85);
    QCOMPARE(a.classTsOf(SpecialClass::F), 4.0);
    QCOMPARE(a.classTsOf(SpecialClass::Eng), 2.0);

    LineFiguresCache cache;
    cache.rebuild(catalog(), force);
    QCOMPARE(cache.figures().at(0).strength, 0.85);
    for (qsizetype i = 1; i < force.lines.size(); ++i)
        QCOMPARE(cache.figures().at(i).strength, 1.0);
}

// After the Battle: the casualties are set on a line after it is on the roster; the cache's figures follow.
void TstAggregatesCasualties::cacheCarriesStrength()
{
    Force force = yrthForce();
    LineFiguresCache cache;
    cache.rebuild(catalog(), force);
    QCOMPARE(cache.aggregates().forceTs, 75.5);
    force.lines[1].casualties = 0.5; // 5 Spearmen, TS 20
    cache.update(catalog(), force.lines[1], 1);
    QCOMPARE(cache.lines().at(1).strength, 0.5);
    QCOMPARE(cache.aggregates().forceTs, 75.5 - 10.0);
    RosterLine reinforcement = force.lines[1];
    reinforcement.casualties = 0.1;
    cache.insert(catalog(), reinforcement, 2);
    QCOMPARE(cache.aggregates().forceTs, 75.5 - 10.0 + 18.0);
    QCOMPARE(computeLine(catalog(), reinforcement).strength, 0.9);
}

// Design principle "Everything a GM sees is explained": a line at reduced strength shows the reduction in
// every TS breakdown, and none in the cost breakdowns the casualties do not change.
void TstAggregatesCasualties::explainShowsStrength()
{
    Force force = yrthForce();
    force.lines[0].casualties = 0.15;
    LineFiguresCache cache;
    cache.rebuild(catalog(), force);
    const QList<LineFigures> figures = cache.figures();
    const ForceAggregates totals = aggregate(figures);
    const QString knights = QStringLiteral("3 Knights (Heavy Cavalry): 37.5 x 85% strength = 31.9");
    for (AggregateFigure figure :
         {AggregateFigure::ForceTs, AggregateFigure::TotalTs, AggregateFigure::ClassTs}) {
        const Breakdown b = explainAggregate(figure, SpecialClass::Cv, figures, totals);
        QVERIFY2(b.toText().contains(knights), qPrintable(b.toText()));
    }
    const Breakdown forceTs = explainAggregate(AggregateFigure::ForceTs, SpecialClass::Cv, figures, totals);
    QVERIFY2(forceTs.steps.contains(QStringLiteral("5 Spearmen (Heavy Infantry): 20")),
             qPrintable(forceTs.toText()));
    QVERIFY2(forceTs.toText().contains(QStringLiteral("Force TS 69.9")), qPrintable(forceTs.toText()));
    const Breakdown impetuous =
        explainAggregate(AggregateFigure::Impetuous, SpecialClass::Cv, figures, totals);
    QVERIFY2(impetuous.toText().contains(QStringLiteral("3 elements, TS 37.5 x 85% strength = 31.9")),
             qPrintable(impetuous.toText()));
    for (AggregateFigure figure : {AggregateFigure::Raise, AggregateFigure::Maintain, AggregateFigure::Wt}) {
        const Breakdown b = explainAggregate(figure, SpecialClass::Cv, figures, totals);
        QVERIFY2(!b.toText().contains(QStringLiteral("strength")), qPrintable(b.toText()));
    }
}

// "After the Battle": TS 75.5 at 15% leaves 64, and the book prints TS with at most one decimal; the figure
// itself stays exact (issue 14: TS after casualties showed as 17.4797 and 46.1463).
void TstAggregatesCasualties::tsShownAsTheBookPrintsIt_data()
{
    QTest::addColumn<double>("ts");
    QTest::addColumn<QString>("shown");
    QTest::newRow("whole") << 64.0 << QStringLiteral("64");
    QTest::newRow("one decimal") << 75.5 << QStringLiteral("75.5");
    QTest::newRow("after casualties") << 17.4797 << QStringLiteral("17.5");
    QTest::newRow("force after casualties") << 46.1463 << QStringLiteral("46.1");
    QTest::newRow("thousands") << 1200.0 << QStringLiteral("1,200");
    QTest::newRow("rounds to whole") << 2.96 << QStringLiteral("3");
    QTest::newRow("nothing left") << -0.01 << QStringLiteral("0");
}

void TstAggregatesCasualties::tsShownAsTheBookPrintsIt()
{
    QFETCH(double, ts);
    QFETCH(QString, shown);
    QCOMPARE(formatTs(ts), shown);
}

// A line that kept 34.9593% of its TS shows 65% casualties and 35% strength, never "34.9593% strength"
// beside "65%": the two always add up to 100 as shown.
void TstAggregatesCasualties::strengthAndCasualtiesAddUp()
{
    Force force = yrthForce();
    force.lines[0].casualties = 1.0 - 0.349593; // 3 Knights, TS 37.5
    QCOMPARE(casualtiesPercent(force.lines[0].casualties), 65);
    LineFiguresCache cache;
    cache.rebuild(catalog(), force);
    const QList<LineFigures> figures = cache.figures();
    const ForceAggregates totals = aggregate(figures);
    QCOMPARE(totals.forceTs, 75.5 - 37.5 * (1 - 0.349593)); // exact
    const Breakdown b = explainAggregate(AggregateFigure::ForceTs, SpecialClass::Cv, figures, totals);
    QVERIFY2(b.steps.contains(QStringLiteral("3 Knights (Heavy Cavalry): 37.5 x 35% strength = 13.1")), qPrintable(b.toText()));
    QVERIFY2(b.toText().contains(QStringLiteral("Force TS 51.1")), qPrintable(b.toText()));
    // Half a percent either way: 32.5% casualties show as 33%, so 67% strength, not 68%.
    force.lines[0].casualties = 0.325;
    cache.rebuild(catalog(), force);
    const Breakdown half = explainAggregate(AggregateFigure::TotalTs, SpecialClass::Cv, cache.figures(), cache.aggregates());
    QCOMPARE(casualtiesPercent(0.325), 33);
    QVERIFY2(half.toText().contains(QStringLiteral("x 67% strength")), qPrintable(half.toText()));
}

void TstAggregatesCasualties::rosterJsonCasualties_data()
{
    QTest::addColumn<QByteArray>("casualties"); // the JSON value, or empty for no field
    QTest::addColumn<bool>("valid");
    QTest::addColumn<double>("fraction");
    QTest::newRow("no casualties field: full strength") << QByteArray() << true << 0.0;
    QTest::newRow("null: full strength") << QByteArray("null") << true << 0.0;
    QTest::newRow("0%") << QByteArray("0") << true << 0.0;
    QTest::newRow("Quick Casualty Determination example: 15%") << QByteArray("15") << true << 0.15;
    QTest::newRow("17.5% before rounding") << QByteArray("17.5") << true << 0.175;
    QTest::newRow("99.5%") << QByteArray("99.5") << true << 0.995;
    QTest::newRow("Casualties: at 100% the force ceases to exist") << QByteArray("100") << false << 0.0;
    QTest::newRow("negative") << QByteArray("-5") << false << 0.0;
    QTest::newRow("text") << QByteArray("\"15\"") << false << 0.0;
}

// design.md, muster-cli: percentages are numbers (15 means 15%); bad input names the field.
void TstAggregatesCasualties::rosterJsonCasualties()
{
    QFETCH(QByteArray, casualties);
    QFETCH(bool, valid);
    QFETCH(double, fraction);
    QByteArray json = R"({"elements":[{"type":"Heavy Infantry","count":5,"tl":3)";
    if (!casualties.isEmpty())
        json += R"(,"casualties":)" + casualties;
    json += "}]}";
    const QJsonDocument document = QJsonDocument::fromJson(json);
    QVERIFY(document.isObject());
    const auto lines = rosterFromJson(catalog(), document.object());
    QCOMPARE(lines.ok(), valid);
    if (!valid) {
        QCOMPARE(lines.error().field, QStringLiteral("elements[0].casualties"));
        QVERIFY2(lines.error().message.startsWith(QStringLiteral("elements[0].casualties ")),
                 qPrintable(lines.error().message));
        return;
    }
    QCOMPARE(lines->size(), qsizetype(1));
    QCOMPARE(lines->at(0).casualties, fraction);
    QCOMPARE(lines->at(0).count, 5);
}

std::unique_ptr<QObject> newAggregatesCasualtiesTest()
{
    return std::make_unique<TstAggregatesCasualties>();
}

#include "aggregates_casualties.moc"
