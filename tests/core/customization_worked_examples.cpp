// tst_customization: worked examples of the book — Chapter 1's Airborne Ninja and the element records of
// Appendix A (GURPS Mass Combat). Expected figures are the book's, written out.

#include "CoreTestSupport.h"

#include <QtTest>

#include <memory>

using namespace muster;
using namespace coretest;

namespace {

QString classCodes(std::initializer_list<SpecialClass> classes)
{
    return ClassSet(classes).toCodes();
}

} // namespace

class TstCustomizationWorkedExamples : public QObject
{
    Q_OBJECT

private slots:
    void airborneNinja();
    void airborneNinjaQuantity();
    void breakdownOnlyWhenAsked();
    void appendixAModern_data();
    void appendixAModern();
    void appendixAYrth_data();
    void appendixAYrth();
};

// ---------------------------------------------------------------------------------------------
// Worked examples of the book

void TstCustomizationWorkedExamples::airborneNinja()
{
    // Chapter 1, Customization: "Airborne Ninja (TL4)", Light Infantry with Airborne, Neutralize C3I,
    // Night, Fine equipment and Elite troops: TS 6, WT 1, Recon, Foot, $186K to raise, $24.4K to maintain.
    ElementRecord r = record(QStringLiteral("Light Infantry"), 4, EquipmentQuality::Fine, TroopQuality::Elite,
                             {Feature::Airborne, Feature::Night});
    r.name = QStringLiteral("Airborne Ninja");
    r.addedNeutralizes.insert(SpecialClass::C3I);

    const auto stats = computeRecord(r);
    QVERIFY2(stats.ok(), stats.ok() ? "" : qPrintable(stats.error().message));
    QCOMPARE(stats->ts, 6.0);
    QVERIFY(stats->wt.has_value());
    QCOMPARE(*stats->wt, 1.0);
    QCOMPARE(stats->classes.toCodes(), classCodes({SpecialClass::Rec}));
    QCOMPARE(stats->neutralizes.toCodes(), classCodes({SpecialClass::C3I}));
    QCOMPARE(stats->mobility, QList<Mobility>{Mobility::Foot});
    QCOMPARE(stats->support, false);
    QCOMPARE(stats->raise, K(186));
    QCOMPARE(stats->maintain, K(24.4));

    // The Features and Quality Table, summed: Raise +20 +25 +20 +100 +200; Maintain +20 +25 +20 +100 +40.
    const Customization::PercentSums sums = Customization::percentSums(r);
    QCOMPARE(sums.raise, 365);
    QCOMPARE(sums.maintain, 205);
    // The record's feature line, in the text's order (ElementRecord.h).
    QCOMPARE(r.featureSummary(), QStringLiteral("Airborne; Neutralize (C3I); Night"));
}

void TstCustomizationWorkedExamples::airborneNinjaQuantity()
{
    // Chapter 1, Quantity: "five elements of airborne ninja have TS 30, total WT 5, and cost $930K to raise
    // and $122K to maintain."
    ElementRecord r = record(QStringLiteral("Light Infantry"), 4, EquipmentQuality::Fine, TroopQuality::Elite,
                             {Feature::Airborne, Feature::Night});
    r.addedNeutralizes.insert(SpecialClass::C3I);
    const auto stats = computeRecord(r, Customization::Detail::FiguresOnly);
    QVERIFY(stats.ok());
    QCOMPARE(stats->ts * 5, 30.0);
    QCOMPARE(*stats->wt * 5, 5.0);
    QCOMPARE(stats->raise * 5, K(930));
    QCOMPARE(stats->maintain * 5, K(122));
}

void TstCustomizationWorkedExamples::breakdownOnlyWhenAsked()
{
    ElementRecord r = record(QStringLiteral("Light Infantry"), 4, EquipmentQuality::Fine, TroopQuality::Elite,
                             {Feature::Airborne, Feature::Night});
    r.addedNeutralizes.insert(SpecialClass::C3I);
    const auto explained = computeRecord(r, Customization::Detail::WithBreakdown);
    const auto bare = computeRecord(r, Customization::Detail::FiguresOnly);
    QVERIFY(explained.ok());
    QVERIFY(bare.ok());
    QVERIFY(!explained->tsBreakdown.steps.isEmpty());
    QVERIFY(!explained->raiseBreakdown.steps.isEmpty());
    QVERIFY(!explained->maintainBreakdown.steps.isEmpty());
    QVERIFY(bare->tsBreakdown.steps.isEmpty());
    QVERIFY(bare->raiseBreakdown.steps.isEmpty());
    QVERIFY(bare->maintainBreakdown.steps.isEmpty());
    QCOMPARE(bare->ts, explained->ts);
    QCOMPARE(bare->raise, explained->raise);
    QCOMPARE(bare->maintain, explained->maintain);
}

void TstCustomizationWorkedExamples::appendixAModern_data()
{
    QTest::addColumn<QString>("typeName");
    QTest::addColumn<double>("ts");
    QTest::addColumn<bool>("support");
    QTest::addColumn<double>("wt");
    QTest::addColumn<QString>("classes");
    QTest::addColumn<QString>("neutralizes");
    QTest::addColumn<double>("transport");
    QTest::addColumn<Money>("raise");
    QTest::addColumn<Money>("maintain");

    // Appendix A, A Modern Military Force: every element TL8, Very Fine equipment, Good troops, Night.
    QTest::newRow("Appendix A: M2A3 Bradley (IFV) TS 1,200 $1,680K $46.4K")
        << "IFV" << 1200.0 << false << 8.0
        << classCodes({SpecialClass::Arm, SpecialClass::Cv, SpecialClass::F}) << "" << 1.0 << K(1680)
        << K(46.4);
    QTest::newRow("Appendix A: Rifle Squad (Riflemen) TS 480 $252K $34.8K")
        << "Riflemen" << 480.0 << false << 1.0 << classCodes({SpecialClass::F, SpecialClass::Rec}) << ""
        << 0.0 << K(252) << K(34.8);
    QTest::newRow("Appendix A: Heavy Weapons Team (HSW) TS (600) $210K $29K")
        << "HSW" << 600.0 << true << 0.5 << classCodes({SpecialClass::F}) << "" << 0.0 << K(210) << K(29);
    QTest::newRow("Appendix A: Infantry Headquarters (Command Post) TS (600) $420K $58K")
        << "Command Post" << 600.0 << true << 1.0 << classCodes({SpecialClass::C3I}) << "" << 0.0 << K(420)
        << K(58);
    QTest::newRow("Appendix A: Stinger Team (MANPAD) TS (600) $157.5K $21.75K")
        << "MANPAD" << 600.0 << true << 0.5 << "" << classCodes({SpecialClass::Air}) << 0.0 << K(157.5)
        << K(21.75);
    QTest::newRow("Appendix A: M113 APC (APC) TS 600 $840K $29K")
        << "APC" << 600.0 << false << 4.0
        << classCodes({SpecialClass::Arm, SpecialClass::Cv, SpecialClass::F}) << "" << 1.0 << K(840) << K(29);
    QTest::newRow("Appendix A: HMMWV (Light Truck) TS 120 $105K $7.25K")
        << "Light Truck" << 120.0 << false << 2.0 << classCodes({SpecialClass::Cv}) << "" << 1.0 << K(105)
        << K(7.25);
}

void TstCustomizationWorkedExamples::appendixAModern()
{
    QFETCH(QString, typeName);
    QFETCH(double, ts);
    QFETCH(bool, support);
    QFETCH(double, wt);
    QFETCH(QString, classes);
    QFETCH(QString, neutralizes);
    QFETCH(double, transport);
    QFETCH(Money, raise);
    QFETCH(Money, maintain);

    const ElementRecord r =
        record(typeName, 8, EquipmentQuality::VeryFine, TroopQuality::Good, {Feature::Night});
    const auto stats = computeRecord(r);
    QVERIFY2(stats.ok(), stats.ok() ? "" : qPrintable(stats.error().message));
    QCOMPARE(stats->ts, ts);
    QCOMPARE(stats->support, support);
    QVERIFY(stats->wt.has_value());
    QCOMPARE(*stats->wt, wt);
    QCOMPARE(stats->classes.toCodes(), classes);
    QCOMPARE(stats->neutralizes.toCodes(), neutralizes);
    QCOMPARE(stats->transport, transport);
    QCOMPARE(stats->raise, raise);
    QCOMPARE(stats->maintain, maintain);
}

void TstCustomizationWorkedExamples::appendixAYrth_data()
{
    QTest::addColumn<ElementRecord>("rec");
    QTest::addColumn<int>("count");
    QTest::addColumn<double>("totalTs");
    QTest::addColumn<bool>("impetuous");

    // Appendix A, An Yrth Military Force (TL3).
    ElementRecord knights = record(QStringLiteral("Heavy Cavalry"), 3, EquipmentQuality::Fine,
                                   TroopQuality::Good, {Feature::Impetuous});
    QTest::newRow("Appendix A: 3 Knights (Heavy Cavalry) Good troops Fine equipment Impetuous = 37.5")
        << knights << 3 << 37.5 << true;
    QTest::newRow("Appendix A: 5 Spearmen (Heavy Infantry) = 20")
        << record(QStringLiteral("Heavy Infantry"), 3) << 5 << 20.0 << false;
    QTest::newRow("Appendix A: 2 Crossbowmen (Bowmen) = 4")
        << record(QStringLiteral("Bowmen"), 3) << 2 << 4.0 << false;
    QTest::newRow("Appendix A: 1 Dwarves (Miners TL3) Fine = 2")
        << record(QStringLiteral("Miners"), 3, EquipmentQuality::Fine) << 1 << 2.0 << false;
    ElementRecord richard = record(QStringLiteral("Heavy Infantry"), 3, EquipmentQuality::Fine,
                                   TroopQuality::Elite, {Feature::Hero});
    richard.heroMultiplier = 1.0;
    QTest::newRow("Appendix A: Sir Richard (Heavy Infantry) Elite Fine Hero x1 = 12")
        << richard << 1 << 12.0 << false;
}

void TstCustomizationWorkedExamples::appendixAYrth()
{
    QFETCH(ElementRecord, rec);
    QFETCH(int, count);
    QFETCH(double, totalTs);
    QFETCH(bool, impetuous);
    const auto stats = computeRecord(rec);
    QVERIFY2(stats.ok(), stats.ok() ? "" : qPrintable(stats.error().message));
    QCOMPARE(stats->ts * count, totalTs);
    QCOMPARE(stats->impetuous, impetuous);
    QCOMPARE(stats->support, false);
}

std::unique_ptr<QObject> newCustomizationWorkedExamplesTest()
{
    return std::make_unique<TstCustomizationWorkedExamples>();
}

#include "customization_worked_examples.moc"
