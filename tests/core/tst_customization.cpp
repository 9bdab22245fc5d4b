// Customization: Optional Features, Quality, the TL notes of the element tables and Time to Raise
// (/work/shared/rules/gurps-mass-combat.md chapters 1-3, Appendices A and B; rulings in
// /work/shared/rules/README.md, "GURPS Mass Combat"). Expected figures are the book's, written out.

#include "catalog/Customization.h"
#include "catalog/ElementCatalog.h"
#include "catalog/RaiseTime.h"

#include <QtTest>

#include <cmath>

using namespace muster;

Q_DECLARE_METATYPE(muster::Money)
Q_DECLARE_METATYPE(muster::ElementRecord)
Q_DECLARE_METATYPE(muster::Feature)
Q_DECLARE_METATYPE(muster::EquipmentQuality)
Q_DECLARE_METATYPE(muster::TroopQuality)
Q_DECLARE_METATYPE(muster::LevyService)

namespace muster {
char *toString(const Money &money)
{
    return qstrdup(qPrintable(QStringLiteral("%1 cents (%2)").arg(money.cents()).arg(money.toShortString())));
}
} // namespace muster

namespace {

// The book's money notation: "40K", "2.4M".
Money K(double thousands)
{
    return Money::fromCents(qint64(std::llround(thousands * 100'000.0)));
}
Money M(double millions)
{
    return Money::fromCents(qint64(std::llround(millions * 100'000'000.0)));
}

const ElementCatalog &catalog()
{
    return ElementCatalog::builtIn();
}

const ElementType &typeNamed(const QString &name, int tl)
{
    const ElementType *type = catalog().findByName(name, tl);
    if (!type)
        qFatal("test data: no element type %s", qPrintable(name));
    return *type;
}

// A record of a built-in type, as a GM would fill it in.
ElementRecord record(const QString &typeName, int tl, EquipmentQuality equipment = EquipmentQuality::Basic,
                     TroopQuality troops = TroopQuality::Average,
                     std::initializer_list<Feature> features = {})
{
    ElementRecord r;
    r.typeId = typeNamed(typeName, tl).id;
    r.tl = tl;
    r.equipment = equipment;
    r.troops = troops;
    for (Feature f : features)
        r.set(f);
    return r;
}

Result<ElementStats> computeRecord(const ElementRecord &r,
                                   Customization::Detail detail = Customization::Detail::WithBreakdown)
{
    const ElementType *type = catalog().find(r.typeId);
    if (!type)
        qFatal("test data: unknown type id %s", qPrintable(r.typeId));
    return Customization::compute(*type, r, detail);
}

// A custom type with round figures on which every feature is allowed on its own: TL7 (Hovercraft),
// Motorized (land: Airborne, Marine, Hovercraft) and Coastal (water: All-Weather), class Naval (Flagship).
ElementType roundType()
{
    ElementType type;
    type.id = QStringLiteral("test-round");
    type.name = QStringLiteral("Round Figures");
    type.table = CatalogTable::Custom;
    type.ts = 10;
    type.classes = {SpecialClass::Nav};
    type.wt = 2;
    type.mobility = {Mobility::Motor, Mobility::Coast};
    type.raise = K(100);
    type.maintain = K(10);
    type.tl = 7;
    type.scaling = TlScaling::HighTech;
    type.description = QStringLiteral("Test type");
    return type;
}

ElementRecord roundRecord(std::initializer_list<Feature> features = {})
{
    ElementRecord r;
    r.typeId = QStringLiteral("test-round");
    r.tl = 7;
    for (Feature f : features)
        r.set(f);
    return r;
}

QString classCodes(std::initializer_list<SpecialClass> classes)
{
    return ClassSet(classes).toCodes();
}

QString errorOf(const Status &status)
{
    return status.ok() ? QString() : status.error().message;
}

} // namespace

class TstCustomization : public QObject
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

    void featureCostTable_data();
    void featureCostTable();
    void featureModifiers_data();
    void featureModifiers();
    void superSoldierQualityOnDoubledTs_data();
    void superSoldierQualityOnDoubledTs();

    void equipmentQualityTable_data();
    void equipmentQualityTable();
    void troopQualityTable_data();
    void troopQualityTable();
    void equipmentQualityOnElement_data();
    void equipmentQualityOnElement();
    void troopQualityOnElement_data();
    void troopQualityOnElement();

    void fanatic_data();
    void fanatic();
    void percentFloor_data();
    void percentFloor();
    void mercenary_data();
    void mercenary();
    void levy_data();
    void levy();
    void hero_data();
    void hero();

    void tlScaling_data();
    void tlScaling();
    void tlFactorExplained();
    void viableThroughTlCap_data();
    void viableThroughTlCap();
    void belowIntroductionRefused_data();
    void belowIntroductionRefused();
    void costsIgnoreTl_data();
    void costsIgnoreTl();

    void raiseTimeFor_data();
    void raiseTimeFor();
    void elementRaiseTime_data();
    void elementRaiseTime();

    void validity_data();
    void validity();
    void parseFeature_data();
    void parseFeature();
};

// ---------------------------------------------------------------------------------------------
// Worked examples of the book

void TstCustomization::airborneNinja()
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

void TstCustomization::airborneNinjaQuantity()
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

void TstCustomization::breakdownOnlyWhenAsked()
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

void TstCustomization::appendixAModern_data()
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

void TstCustomization::appendixAModern()
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

void TstCustomization::appendixAYrth_data()
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

void TstCustomization::appendixAYrth()
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

// ---------------------------------------------------------------------------------------------
// Optional Features

void TstCustomization::featureCostTable_data()
{
    QTest::addColumn<Feature>("feature");
    QTest::addColumn<int>("raise");
    QTest::addColumn<int>("maintain");

    // Appendix B, Features and Quality Table (Special / GM-assigned features carry no fixed percentage).
    QTest::newRow("Appendix B: Airborne +20% +20%") << Feature::Airborne << 20 << 20;
    QTest::newRow("Appendix B: All-Weather +20% +20%") << Feature::AllWeather << 20 << 20;
    QTest::newRow("Appendix B: Disloyal GM assigns") << Feature::Disloyal << 0 << 0;
    QTest::newRow("Appendix B: Fanatic Special") << Feature::Fanatic << 0 << 0;
    QTest::newRow("Appendix B: Flagship +0% +0%") << Feature::Flagship << 0 << 0;
    QTest::newRow("Appendix B: Hero GM assigns") << Feature::Hero << 0 << 0;
    QTest::newRow("Appendix B: Hovercraft +80% +80%") << Feature::Hovercraft << 80 << 80;
    QTest::newRow("Appendix B: Impetuous +0% +0%") << Feature::Impetuous << 0 << 0;
    QTest::newRow("Appendix B: Levy Special") << Feature::Levy << 0 << 0;
    QTest::newRow("Appendix B: Marine +20% +20%") << Feature::Marine << 20 << 20;
    QTest::newRow("Appendix B: Mercenary Special") << Feature::Mercenary << 0 << 0;
    QTest::newRow("Appendix B: Night +20% +20%") << Feature::Night << 20 << 20;
    QTest::newRow("Appendix B: Nocturnal +0% +0%") << Feature::Nocturnal << 0 << 0;
    QTest::newRow("Appendix B: Sealed +20% +20%") << Feature::Sealed << 20 << 20;
    QTest::newRow("Appendix B: Super-Soldier +200% +200%") << Feature::SuperSoldier << 200 << 200;
}

void TstCustomization::featureCostTable()
{
    QFETCH(Feature, feature);
    QFETCH(int, raise);
    QFETCH(int, maintain);
    QCOMPARE(featureCost(feature).raise, raise);
    QCOMPARE(featureCost(feature).maintain, maintain);

    // Appendix B: Neutralize (Class) +25% +25%; Terrain (Type) +20% +0%.
    QCOMPARE(neutralizeCost.raise, 25);
    QCOMPARE(neutralizeCost.maintain, 25);
    QCOMPARE(terrainCost.raise, 20);
    QCOMPARE(terrainCost.maintain, 0);
    // Optional Features, Customization Cost: floor of -80%.
    QCOMPARE(Customization::percentFloor, -80);
}

void TstCustomization::featureModifiers_data()
{
    QTest::addColumn<ElementRecord>("rec");
    QTest::addColumn<double>("ts");
    QTest::addColumn<Money>("raise");
    QTest::addColumn<Money>("maintain");
    QTest::addColumn<bool>("impetuous");

    // A TS 10 element costing $100K to raise and $10K to maintain, one feature at a time
    // (Optional Features, pp. 8-11; Appendix B, Features and Quality Table).
    QTest::newRow("Optional Features: none") << roundRecord() << 10.0 << K(100) << K(10) << false;
    QTest::newRow("Optional Features: Airborne +20% Raise and Maintain")
        << roundRecord({Feature::Airborne}) << 10.0 << K(120) << K(12) << false;
    QTest::newRow("Optional Features: All-Weather +20% Raise and Maintain")
        << roundRecord({Feature::AllWeather}) << 10.0 << K(120) << K(12) << false;
    ElementRecord disloyal = roundRecord({Feature::Disloyal});
    disloyal.disloyalPercent = -30;
    QTest::newRow("Optional Features: Disloyal, GM-assigned -30%")
        << disloyal << 10.0 << K(70) << K(7) << false;
    QTest::newRow("Optional Features: Disloyal, GM-assigned 0%")
        << roundRecord({Feature::Disloyal}) << 10.0 << K(100) << K(10) << false;
    QTest::newRow("Optional Features: Fanatic (Average troops): no cost, Impetuous")
        << roundRecord({Feature::Fanatic}) << 10.0 << K(100) << K(10) << true;
    QTest::newRow("Optional Features: Flagship: no extra cost")
        << roundRecord({Feature::Flagship}) << 10.0 << K(100) << K(10) << false;
    ElementRecord hero = roundRecord({Feature::Hero});
    hero.heroMultiplier = 2.0;
    QTest::newRow("Optional Features: Hero x2: TS only, cost unchanged")
        << hero << 20.0 << K(100) << K(10) << false;
    ElementRecord costlyHero = roundRecord({Feature::Hero});
    costlyHero.heroMultiplier = 1.0;
    costlyHero.heroCostPercent = 50;
    QTest::newRow("Optional Features: Hero, GM-assigned +50% cost")
        << costlyHero << 10.0 << K(150) << K(15) << false;
    QTest::newRow("Optional Features: Hovercraft +80% Raise and Maintain")
        << roundRecord({Feature::Hovercraft}) << 10.0 << K(180) << K(18) << false;
    QTest::newRow("Optional Features: Impetuous: no extra cost")
        << roundRecord({Feature::Impetuous}) << 10.0 << K(100) << K(10) << true;
    QTest::newRow("Optional Features: Levy (within two days of home): Raise as ordinary, no Maintain")
        << roundRecord({Feature::Levy}) << 10.0 << K(100) << K(0) << false;
    QTest::newRow("Optional Features: Marine +20% Raise and Maintain")
        << roundRecord({Feature::Marine}) << 10.0 << K(120) << K(12) << false;
    QTest::newRow("Optional Features: Mercenary: Raise 0, hire 1.5x Maintain")
        << roundRecord({Feature::Mercenary}) << 10.0 << K(0) << K(15) << false;
    ElementRecord neutralize = roundRecord();
    neutralize.addedNeutralizes.insert(SpecialClass::C3I);
    QTest::newRow("Optional Features: Neutralize (C3I) +25% Raise and Maintain")
        << neutralize << 10.0 << K(125) << K(12.5) << false;
    ElementRecord neutralizeTwo = roundRecord();
    neutralizeTwo.addedNeutralizes.insert(SpecialClass::C3I);
    neutralizeTwo.addedNeutralizes.insert(SpecialClass::Rec);
    QTest::newRow("Optional Features: Neutralize (C3I) + Neutralize (Recon): +25% each, additive")
        << neutralizeTwo << 10.0 << K(150) << K(15) << false;
    QTest::newRow("Optional Features: Night +20% Raise and Maintain")
        << roundRecord({Feature::Night}) << 10.0 << K(120) << K(12) << false;
    QTest::newRow("Optional Features: Nocturnal: no extra cost")
        << roundRecord({Feature::Nocturnal}) << 10.0 << K(100) << K(10) << false;
    QTest::newRow("Optional Features: Sealed +20% Raise and Maintain")
        << roundRecord({Feature::Sealed}) << 10.0 << K(120) << K(12) << false;
    QTest::newRow("Optional Features: Super-Soldier +200% Raise and Maintain, TS x2")
        << roundRecord({Feature::SuperSoldier}) << 20.0 << K(300) << K(30) << false;
    ElementRecord terrain = roundRecord();
    terrain.setTerrain(TerrainType::Woodlands);
    QTest::newRow("Optional Features: Terrain (Woodlands) +20% Raise only")
        << terrain << 10.0 << K(120) << K(10) << false;
    ElementRecord terrainTwo = roundRecord();
    terrainTwo.setTerrain(TerrainType::Arctic);
    terrainTwo.setTerrain(TerrainType::Mountain);
    QTest::newRow("Optional Features: Terrain (Arctic) + Terrain (Mountain): +20% Raise each")
        << terrainTwo << 10.0 << K(140) << K(10) << false;
    QTest::newRow("Optional Features: Airborne + Night + Sealed: additive +60%")
        << roundRecord({Feature::Airborne, Feature::Night, Feature::Sealed}) << 10.0 << K(160) << K(16)
        << false;
}

void TstCustomization::featureModifiers()
{
    QFETCH(ElementRecord, rec);
    QFETCH(double, ts);
    QFETCH(Money, raise);
    QFETCH(Money, maintain);
    QFETCH(bool, impetuous);

    const ElementType type = roundType();
    const Status valid = Customization::validate(type, rec);
    QVERIFY2(valid.ok(), qPrintable(errorOf(valid)));
    const auto stats = Customization::compute(type, rec);
    QVERIFY(stats.ok());
    QCOMPARE(stats->ts, ts);
    QCOMPARE(stats->raise, raise);
    QCOMPARE(stats->maintain, maintain);
    QCOMPARE(stats->impetuous, impetuous);
    QCOMPARE(stats->flagship, rec.has(Feature::Flagship));
    QCOMPARE(stats->disloyal, rec.has(Feature::Disloyal));
}

void TstCustomization::superSoldierQualityOnDoubledTs_data()
{
    QTest::addColumn<ElementRecord>("rec");
    QTest::addColumn<double>("ts");
    QTest::addColumn<Money>("raise");
    QTest::addColumn<Money>("maintain");

    // Optional Features, Super-Soldier: "Double the element's base TS ... Apply the modifiers under Quality
    // to doubled TS, not to base TS."  Heavy Infantry TS 4, 40K / 8K.
    QTest::newRow("Super-Soldier: Heavy Infantry 4 x2 = 8")
        << record(QStringLiteral("Heavy Infantry"), 2, EquipmentQuality::Basic, TroopQuality::Average,
                  {Feature::SuperSoldier})
        << 8.0 << K(120) << K(24);
    QTest::newRow("Super-Soldier + Good troops: (4 x2) +50% = 12")
        << record(QStringLiteral("Heavy Infantry"), 2, EquipmentQuality::Basic, TroopQuality::Good,
                  {Feature::SuperSoldier})
        << 12.0 << K(160) << K(25.6);
    QTest::newRow("Super-Soldier + Fine equipment + Elite troops: (4 x2) +200% = 24")
        << record(QStringLiteral("Heavy Infantry"), 2, EquipmentQuality::Fine, TroopQuality::Elite,
                  {Feature::SuperSoldier})
        << 24.0 << K(240) << K(35.2);
    QTest::newRow("Super-Soldier + Inferior troops: (4 x2) -50% = 4")
        << record(QStringLiteral("Heavy Infantry"), 2, EquipmentQuality::Basic, TroopQuality::Inferior,
                  {Feature::SuperSoldier})
        << 4.0 << K(100) << K(20);
}

void TstCustomization::superSoldierQualityOnDoubledTs()
{
    QFETCH(ElementRecord, rec);
    QFETCH(double, ts);
    QFETCH(Money, raise);
    QFETCH(Money, maintain);
    const auto stats = computeRecord(rec);
    QVERIFY2(stats.ok(), stats.ok() ? "" : qPrintable(stats.error().message));
    QCOMPARE(stats->ts, ts);
    QCOMPARE(stats->raise, raise);
    QCOMPARE(stats->maintain, maintain);
}

// ---------------------------------------------------------------------------------------------
// Quality

void TstCustomization::equipmentQualityTable_data()
{
    QTest::addColumn<EquipmentQuality>("quality");
    QTest::addColumn<int>("ts");
    QTest::addColumn<int>("raise");
    QTest::addColumn<int>("maintain");

    QTest::newRow("Equipment Quality Table: Very Fine +150% +200% +150%")
        << EquipmentQuality::VeryFine << 150 << 200 << 150;
    QTest::newRow("Equipment Quality Table: Fine +100% +100% +100%")
        << EquipmentQuality::Fine << 100 << 100 << 100;
    QTest::newRow("Equipment Quality Table: Good +50% +50% +50%") << EquipmentQuality::Good << 50 << 50 << 50;
    QTest::newRow("Equipment Quality Table: Basic +0%") << EquipmentQuality::Basic << 0 << 0 << 0;
    QTest::newRow("Equipment Quality Table: Poor -25% -25% -25%")
        << EquipmentQuality::Poor << -25 << -25 << -25;
}

void TstCustomization::equipmentQualityTable()
{
    QFETCH(EquipmentQuality, quality);
    QFETCH(int, ts);
    QFETCH(int, raise);
    QFETCH(int, maintain);
    const QualityModifiers m = equipmentModifiers(quality);
    QCOMPARE(m.ts, ts);
    QCOMPARE(m.raise, raise);
    QCOMPARE(m.maintain, maintain);
}

void TstCustomization::troopQualityTable_data()
{
    QTest::addColumn<TroopQuality>("quality");
    QTest::addColumn<bool>("fanatic");
    QTest::addColumn<int>("ts");
    QTest::addColumn<int>("raise");
    QTest::addColumn<int>("maintain");

    QTest::newRow("Troop Quality Table: Elite +100% +200% +40%")
        << TroopQuality::Elite << false << 100 << 200 << 40;
    QTest::newRow("Troop Quality Table: Good +50% +100% +20%")
        << TroopQuality::Good << false << 50 << 100 << 20;
    QTest::newRow("Troop Quality Table: Average +0%") << TroopQuality::Average << false << 0 << 0 << 0;
    QTest::newRow("Troop Quality Table: Inferior -50% -50% -50%")
        << TroopQuality::Inferior << false << -50 << -50 << -50;
    // "* Halved (Good is +50% and Elite is +100%) for Fanatic troops."
    QTest::newRow("Troop Quality Table: Elite Fanatic, Raise halved to +100%")
        << TroopQuality::Elite << true << 100 << 100 << 40;
    QTest::newRow("Troop Quality Table: Good Fanatic, Raise halved to +50%")
        << TroopQuality::Good << true << 50 << 50 << 20;
    QTest::newRow("Troop Quality Table: Average Fanatic unchanged")
        << TroopQuality::Average << true << 0 << 0 << 0;
    QTest::newRow("Troop Quality Table: Inferior Fanatic unchanged")
        << TroopQuality::Inferior << true << -50 << -50 << -50;
}

void TstCustomization::troopQualityTable()
{
    QFETCH(TroopQuality, quality);
    QFETCH(bool, fanatic);
    QFETCH(int, ts);
    QFETCH(int, raise);
    QFETCH(int, maintain);
    const QualityModifiers m = troopModifiers(quality, fanatic);
    QCOMPARE(m.ts, ts);
    QCOMPARE(m.raise, raise);
    QCOMPARE(m.maintain, maintain);
}

void TstCustomization::equipmentQualityOnElement_data()
{
    QTest::addColumn<EquipmentQuality>("quality");
    QTest::addColumn<double>("ts");
    QTest::addColumn<Money>("raise");
    QTest::addColumn<Money>("maintain");

    // Heavy Infantry (TL0-5 Land Elements Table: TS 4, 40K, 8K) with each equipment quality.
    QTest::newRow("Equipment Quality Table: Very Fine -> TS 10, $120K, $20K")
        << EquipmentQuality::VeryFine << 10.0 << K(120) << K(20);
    QTest::newRow("Equipment Quality Table: Fine -> TS 8, $80K, $16K")
        << EquipmentQuality::Fine << 8.0 << K(80) << K(16);
    QTest::newRow("Equipment Quality Table: Good -> TS 6, $60K, $12K")
        << EquipmentQuality::Good << 6.0 << K(60) << K(12);
    QTest::newRow("Equipment Quality Table: Basic -> TS 4, $40K, $8K")
        << EquipmentQuality::Basic << 4.0 << K(40) << K(8);
    QTest::newRow("Equipment Quality Table: Poor -> TS 3, $30K, $6K")
        << EquipmentQuality::Poor << 3.0 << K(30) << K(6);
}

void TstCustomization::equipmentQualityOnElement()
{
    QFETCH(EquipmentQuality, quality);
    QFETCH(double, ts);
    QFETCH(Money, raise);
    QFETCH(Money, maintain);
    const auto stats = computeRecord(record(QStringLiteral("Heavy Infantry"), 3, quality));
    QVERIFY(stats.ok());
    QCOMPARE(stats->ts, ts);
    QCOMPARE(stats->raise, raise);
    QCOMPARE(stats->maintain, maintain);
}

void TstCustomization::troopQualityOnElement_data()
{
    QTest::addColumn<TroopQuality>("quality");
    QTest::addColumn<double>("ts");
    QTest::addColumn<Money>("raise");
    QTest::addColumn<Money>("maintain");

    // Heavy Infantry (TS 4, 40K, 8K) with each troop quality.
    QTest::newRow("Troop Quality Table: Elite -> TS 8, $120K, $11.2K")
        << TroopQuality::Elite << 8.0 << K(120) << K(11.2);
    QTest::newRow("Troop Quality Table: Good -> TS 6, $80K, $9.6K")
        << TroopQuality::Good << 6.0 << K(80) << K(9.6);
    QTest::newRow("Troop Quality Table: Average -> TS 4, $40K, $8K")
        << TroopQuality::Average << 4.0 << K(40) << K(8);
    QTest::newRow("Troop Quality Table: Inferior -> TS 2, $20K, $4K")
        << TroopQuality::Inferior << 2.0 << K(20) << K(4);
}

void TstCustomization::troopQualityOnElement()
{
    QFETCH(TroopQuality, quality);
    QFETCH(double, ts);
    QFETCH(Money, raise);
    QFETCH(Money, maintain);
    const auto stats =
        computeRecord(record(QStringLiteral("Heavy Infantry"), 3, EquipmentQuality::Basic, quality));
    QVERIFY(stats.ok());
    QCOMPARE(stats->ts, ts);
    QCOMPARE(stats->raise, raise);
    QCOMPARE(stats->maintain, maintain);
}

void TstCustomization::fanatic_data()
{
    QTest::addColumn<TroopQuality>("troops");
    QTest::addColumn<double>("ts");
    QTest::addColumn<Money>("raise");
    QTest::addColumn<Money>("maintain");

    // Optional Features, Fanatic + Troop Quality Table note: Good/Elite Raise modifier halved; TS and
    // Maintain as usual. Heavy Infantry TS 4, 40K, 8K.
    QTest::newRow("Fanatic Elite: Raise +100% -> $80K, Maintain +40% -> $11.2K, TS 8")
        << TroopQuality::Elite << 8.0 << K(80) << K(11.2);
    QTest::newRow("Fanatic Good: Raise +50% -> $60K, Maintain +20% -> $9.6K, TS 6")
        << TroopQuality::Good << 6.0 << K(60) << K(9.6);
    QTest::newRow("Fanatic Average: unchanged") << TroopQuality::Average << 4.0 << K(40) << K(8);
    QTest::newRow("Fanatic Inferior: -50% unchanged") << TroopQuality::Inferior << 2.0 << K(20) << K(4);
}

void TstCustomization::fanatic()
{
    QFETCH(TroopQuality, troops);
    QFETCH(double, ts);
    QFETCH(Money, raise);
    QFETCH(Money, maintain);
    const ElementRecord r =
        record(QStringLiteral("Heavy Infantry"), 3, EquipmentQuality::Basic, troops, {Feature::Fanatic});
    const auto stats = computeRecord(r);
    QVERIFY(stats.ok());
    QCOMPARE(stats->ts, ts);
    QCOMPARE(stats->raise, raise);
    QCOMPARE(stats->maintain, maintain);
    // "As long as a fanatic element is fighting for its cause, it counts as Impetuous."
    QCOMPARE(stats->impetuous, true);
    QCOMPARE(stats->fanatic, true);
    QCOMPARE(r.isImpetuous(), true);
}

void TstCustomization::percentFloor_data()
{
    QTest::addColumn<ElementRecord>("rec");
    QTest::addColumn<int>("raiseSum");
    QTest::addColumn<int>("maintainSum");
    QTest::addColumn<Money>("raise");
    QTest::addColumn<Money>("maintain");

    // Optional Features, Customization Cost: "The sum of all feature and quality modifiers has a floor of
    // -80%. Treat anything worse (e.g., -100%) as -80%."  Heavy Infantry 40K / 8K.
    ElementRecord floored = record(QStringLiteral("Heavy Infantry"), 3, EquipmentQuality::Poor,
                                   TroopQuality::Inferior, {Feature::Disloyal});
    floored.disloyalPercent = -50;
    QTest::newRow("Poor -25% + Inferior -50% + Disloyal -50% = -125% -> -80%")
        << floored << -125 << -125 << K(8) << K(1.6);
    QTest::newRow("Poor -25% + Inferior -50% = -75%, above the floor")
        << record(QStringLiteral("Heavy Infantry"), 3, EquipmentQuality::Poor, TroopQuality::Inferior) << -75
        << -75 << K(10) << K(2);
    ElementRecord exactly = record(QStringLiteral("Heavy Infantry"), 3, EquipmentQuality::Basic,
                                   TroopQuality::Inferior, {Feature::Disloyal});
    exactly.disloyalPercent = -30;
    QTest::newRow("Inferior -50% + Disloyal -30% = -80% exactly") << exactly << -80 << -80 << K(8) << K(1.6);
    ElementRecord terrainOnly = record(QStringLiteral("Heavy Infantry"), 3, EquipmentQuality::Poor,
                                       TroopQuality::Inferior, {Feature::Disloyal});
    terrainOnly.disloyalPercent = -20;
    terrainOnly.setTerrain(TerrainType::Mountain);
    // Raise: -25 -50 -20 +20 = -75%; Maintain: -25 -50 -20 = -95% -> -80%: each sum floored on its own.
    QTest::newRow("Raise and Maintain floored separately (Terrain +20% on Raise only)")
        << terrainOnly << -75 << -95 << K(10) << K(1.6);
}

void TstCustomization::percentFloor()
{
    QFETCH(ElementRecord, rec);
    QFETCH(int, raiseSum);
    QFETCH(int, maintainSum);
    QFETCH(Money, raise);
    QFETCH(Money, maintain);
    const Customization::PercentSums sums = Customization::percentSums(rec);
    QCOMPARE(sums.raise, raiseSum);
    QCOMPARE(sums.maintain, maintainSum);
    const auto stats = computeRecord(rec);
    QVERIFY2(stats.ok(), stats.ok() ? "" : qPrintable(stats.error().message));
    QCOMPARE(stats->raise, raise);
    QCOMPARE(stats->maintain, maintain);
}

void TstCustomization::mercenary_data()
{
    QTest::addColumn<ElementRecord>("rec");
    QTest::addColumn<Money>("raise");
    QTest::addColumn<Money>("maintain");

    // Optional Features, Mercenary: cost nothing to raise; "normally 1.5x the cost to maintain"; "lengthy
    // contracts (a year or more) ... typically 1.25x maintenance cost".
    QTest::newRow("Mercenary Heavy Infantry: $0, 1.5 x $8K = $12K")
        << record(QStringLiteral("Heavy Infantry"), 3, EquipmentQuality::Basic, TroopQuality::Average,
                  {Feature::Mercenary})
        << K(0) << K(12);
    ElementRecord longContract = record(QStringLiteral("Heavy Infantry"), 3, EquipmentQuality::Basic,
                                        TroopQuality::Average, {Feature::Mercenary});
    longContract.mercenaryLongContract = true;
    QTest::newRow("Mercenary Heavy Infantry, a year or more: 1.25 x $8K = $10K")
        << longContract << K(0) << K(10);
    // Chapter 1's Airborne Ninja ($24.4K to maintain) hired: 1.5 x $24.4K = $36.6K.
    ElementRecord ninja =
        record(QStringLiteral("Light Infantry"), 4, EquipmentQuality::Fine, TroopQuality::Elite,
               {Feature::Airborne, Feature::Night, Feature::Mercenary});
    ninja.addedNeutralizes.insert(SpecialClass::C3I);
    QTest::newRow("Mercenary Airborne Ninja: $0, 1.5 x $24.4K = $36.6K") << ninja << K(0) << K(36.6);
    ElementRecord ninjaLong = ninja;
    ninjaLong.mercenaryLongContract = true;
    QTest::newRow("Mercenary Airborne Ninja, a year or more: 1.25 x $24.4K = $30.5K")
        << ninjaLong << K(0) << K(30.5);
}

void TstCustomization::mercenary()
{
    QFETCH(ElementRecord, rec);
    QFETCH(Money, raise);
    QFETCH(Money, maintain);
    const auto stats = computeRecord(rec);
    QVERIFY2(stats.ok(), stats.ok() ? "" : qPrintable(stats.error().message));
    QCOMPARE(stats->raise, raise);
    QCOMPARE(stats->maintain, maintain);
}

void TstCustomization::levy_data()
{
    QTest::addColumn<LevyService>("service");
    QTest::addColumn<bool>("waived");
    QTest::addColumn<Money>("raise");
    QTest::addColumn<Money>("maintain");

    // Optional Features, Levy: raise as an ordinary element (GM may waive); no maintenance within two days'
    // journey of home, half farther away; after two months, as mercenaries (1.5x). Heavy Infantry 40K / 8K.
    QTest::newRow("Levy within two days of home: $40K, $0")
        << LevyService::NearHome << false << K(40) << K(0);
    QTest::newRow("Levy farther from home: $40K, half = $4K")
        << LevyService::AwayFromHome << false << K(40) << K(4);
    QTest::newRow("Levy after two months, as mercenaries: $40K, 1.5x = $12K")
        << LevyService::Extended << false << K(40) << K(12);
    QTest::newRow("Levy, grant waived by the GM: $0, $0") << LevyService::NearHome << true << K(0) << K(0);
    QTest::newRow("Levy, grant waived, farther from home: $0, $4K")
        << LevyService::AwayFromHome << true << K(0) << K(4);
}

void TstCustomization::levy()
{
    QFETCH(LevyService, service);
    QFETCH(bool, waived);
    QFETCH(Money, raise);
    QFETCH(Money, maintain);
    ElementRecord r = record(QStringLiteral("Heavy Infantry"), 3, EquipmentQuality::Basic,
                             TroopQuality::Average, {Feature::Levy});
    r.levyService = service;
    r.levyRaiseWaived = waived;
    const auto stats = computeRecord(r);
    QVERIFY2(stats.ok(), stats.ok() ? "" : qPrintable(stats.error().message));
    QCOMPARE(stats->raise, raise);
    QCOMPARE(stats->maintain, maintain);
}

void TstCustomization::hero_data()
{
    QTest::addColumn<ElementRecord>("rec");
    QTest::addColumn<double>("ts");
    QTest::addColumn<Money>("raise");
    QTest::addColumn<Money>("maintain");

    // Optional Features, Hero: "any desired multiple to TS. This doesn't affect cost unless the GM wishes it
    // to!"
    ElementRecord x3 = record(QStringLiteral("Heavy Infantry"), 3, EquipmentQuality::Basic,
                              TroopQuality::Average, {Feature::Hero});
    x3.heroMultiplier = 3.0;
    QTest::newRow("Hero x3: Heavy Infantry TS 12, cost unchanged") << x3 << 12.0 << K(40) << K(8);
    ElementRecord half = x3;
    half.heroMultiplier = 0.5;
    QTest::newRow("Hero x0.5: Heavy Infantry TS 2") << half << 2.0 << K(40) << K(8);
    // Sir Richard with a GM-assigned price: Elite Fine Heavy Infantry x5, +100% cost.
    ElementRecord richard = record(QStringLiteral("Heavy Infantry"), 3, EquipmentQuality::Fine,
                                   TroopQuality::Elite, {Feature::Hero});
    richard.heroMultiplier = 5.0;
    QTest::newRow("Hero x5 on Elite Fine Heavy Infantry: 12 x5 = 60") << richard << 60.0 << K(160) << K(19.2);
    ElementRecord pricey = richard;
    pricey.heroCostPercent = 100;
    // Raise +100 (Fine) +200 (Elite) +100 (GM) = +400% -> $200K; Maintain +100 +40 +100 = +240% -> $27.2K.
    QTest::newRow("Hero, GM makes it cost +100%") << pricey << 60.0 << K(200) << K(27.2);
}

void TstCustomization::hero()
{
    QFETCH(ElementRecord, rec);
    QFETCH(double, ts);
    QFETCH(Money, raise);
    QFETCH(Money, maintain);
    const auto stats = computeRecord(rec);
    QVERIFY2(stats.ok(), stats.ok() ? "" : qPrintable(stats.error().message));
    QCOMPARE(stats->ts, ts);
    QCOMPARE(stats->raise, raise);
    QCOMPARE(stats->maintain, maintain);
}

// ---------------------------------------------------------------------------------------------
// TL notes of the element tables

void TstCustomization::tlScaling_data()
{
    QTest::addColumn<QString>("typeName");
    QTest::addColumn<int>("tl");
    QTest::addColumn<double>("ts");

    // TL6-12 tables: "Double TS every TL after introduction".
    QTest::newRow("TL6-12 Land: IFV at TL7 (introduction) 200") << "IFV" << 7 << 200.0;
    QTest::newRow("TL6-12 Land: IFV at TL8 400") << "IFV" << 8 << 400.0;
    QTest::newRow("TL6-12 Land: IFV at TL9 800") << "IFV" << 9 << 800.0;
    QTest::newRow("TL6-12 Land: IFV at TL12 6,400") << "IFV" << 12 << 6400.0;
    // Appendix A: "TS for the APC, IFV, and MANPAD elements (all introduced at TL7) is x2. The Command Post,
    // HSW, Light Truck, and Riflemen elements (all introduced at TL6) now have x4 TS."
    QTest::newRow("Appendix A: Riflemen at TL8 x4 = 160") << "Riflemen" << 8 << 160.0;
    QTest::newRow("Appendix A: Command Post at TL8 x4 = (200)") << "Command Post" << 8 << 200.0;
    QTest::newRow("Appendix A: MANPAD at TL8 x2 = (200)") << "MANPAD" << 8 << 200.0;
    QTest::newRow("TL6-12 Air: Flying APC at TL10 800") << "Flying APC" << 10 << 800.0;
    QTest::newRow("TL6-12 Air: Flying APC at TL11 1,600") << "Flying APC" << 11 << 1600.0;
    QTest::newRow("TL6-12 Naval: Submarine at TL7 6,400") << "Submarine" << 7 << 6400.0;
    // TL0-5 Land table, *: "Double TS every TL after the element first appears, through to TL5."
    // Appendix A: "As the dwarves are TL3, their base TS 0.5 doubles to TS 1."
    QTest::newRow("TL0-5 Land *: Miners at TL2 0.5") << "Miners" << 2 << 0.5;
    QTest::newRow("Appendix A: Miners at TL3 1") << "Miners" << 3 << 1.0;
    QTest::newRow("TL0-5 Land *: Miners at TL4 2") << "Miners" << 4 << 2.0;
    QTest::newRow("TL0-5 Land *: Miners at TL5 4") << "Miners" << 5 << 4.0;
    QTest::newRow("TL0-5 Land *: Heavy Artillery at TL5 (20)") << "Heavy Artillery" << 5 << 20.0;
    QTest::newRow("TL0-5 Land *: Cavalry Pistols at TL5 6") << "Cavalry Pistols" << 5 << 6.0;
    // Chapter 3, Low-Tech Upgrades: "add 25% to TS every TL past TL5" (ruling: additive).
    QTest::newRow("Low-Tech Upgrades: Miners at TL6 = 4 x1.25 = 5") << "Miners" << 6 << 5.0;
    QTest::newRow("Low-Tech Upgrades: Miners at TL7 = 0.5 x8 x1.5 = 6") << "Miners" << 7 << 6.0;
    QTest::newRow("TL0-5 Land: Heavy Infantry at TL2 4") << "Heavy Infantry" << 2 << 4.0;
    QTest::newRow("TL0-5 Land: Heavy Infantry at TL5 4 (no *)") << "Heavy Infantry" << 5 << 4.0;
    QTest::newRow("Low-Tech Upgrades: Heavy Infantry at TL6 = 5") << "Heavy Infantry" << 6 << 5.0;
    QTest::newRow("Low-Tech Upgrades: Heavy Infantry at TL7 = 4 x1.5 = 6") << "Heavy Infantry" << 7 << 6.0;
    QTest::newRow("Low-Tech Upgrades: Heavy Infantry at TL12 = 4 x2.75 = 11")
        << "Heavy Infantry" << 12 << 11.0;
    QTest::newRow("Low-Tech Upgrades: Light Cavalry at TL9 = 2 x2 = 4") << "Light Cavalry" << 9 << 4.0;
    QTest::newRow("TL0-5 Land: Light Infantry at TL4 2") << "Light Infantry" << 4 << 2.0;
    QTest::newRow("Fantastic: Ogres at TL3 8") << "Ogres" << 3 << 8.0;
    // TL6-12 Naval table, †: "A version with half TS is available at late TL5."
    QTest::newRow("TL6-12 Naval dagger: Capital Ship at TL5 = 20,000") << "Capital Ship" << 5 << 20000.0;
    QTest::newRow("TL6-12 Naval: Capital Ship at TL6 = 40,000") << "Capital Ship" << 6 << 40000.0;
    QTest::newRow("TL6-12 Naval: Capital Ship at TL7 = 80,000") << "Capital Ship" << 7 << 80000.0;
    QTest::newRow("TL6-12 Naval dagger: Escort Ship at TL5 = 500") << "Escort Ship" << 5 << 500.0;
    QTest::newRow("TL6-12 Naval dagger: Fast Attack Boat at TL5 = 50") << "Fast Attack Boat" << 5 << 50.0;
    QTest::newRow("TL6-12 Naval dagger: Gunboat at TL5 = 120") << "Gunboat" << 5 << 120.0;
}

void TstCustomization::tlScaling()
{
    QFETCH(QString, typeName);
    QFETCH(int, tl);
    QFETCH(double, ts);
    const auto stats = computeRecord(record(typeName, tl));
    QVERIFY2(stats.ok(), stats.ok() ? "" : qPrintable(stats.error().message));
    QCOMPARE(stats->ts, ts);
}

void TstCustomization::tlFactorExplained()
{
    // The factor for a changed TS carries a reason for the breakdown.
    const auto ifv = Customization::tlFactor(typeNamed(QStringLiteral("IFV"), 8), 8);
    QVERIFY(ifv.ok());
    QCOMPARE(ifv->factor, 2.0);
    QVERIFY(!ifv->explanation.isEmpty());
    const auto capital = Customization::tlFactor(typeNamed(QStringLiteral("Capital Ship"), 5), 5);
    QVERIFY(capital.ok());
    QCOMPARE(capital->factor, 0.5);
    QVERIFY(!capital->explanation.isEmpty());
    const auto miners = Customization::tlFactor(typeNamed(QStringLiteral("Miners"), 7), 7);
    QVERIFY(miners.ok());
    QCOMPARE(miners->factor, 12.0);
    QVERIFY(!miners->explanation.isEmpty());
    const auto same = Customization::tlFactor(typeNamed(QStringLiteral("Light Infantry"), 1), 1);
    QVERIFY(same.ok());
    QCOMPARE(same->factor, 1.0);
}

void TstCustomization::viableThroughTlCap_data()
{
    QTest::addColumn<int>("tl");
    QTest::addColumn<double>("ts");

    // TL6-12 Land table: doubling continues "for as long as the GM feels the type is viable". An IFV the GM
    // caps at TL8 stops at TL8's 400.
    QTest::newRow("IFV capped at TL8: TL7 200") << 7 << 200.0;
    QTest::newRow("IFV capped at TL8: TL8 400") << 8 << 400.0;
    QTest::newRow("IFV capped at TL8: TL9 still 400") << 9 << 400.0;
    QTest::newRow("IFV capped at TL8: TL12 still 400") << 12 << 400.0;
}

void TstCustomization::viableThroughTlCap()
{
    QFETCH(int, tl);
    QFETCH(double, ts);
    ElementType capped = typeNamed(QStringLiteral("IFV"), 7);
    capped.id = QStringLiteral("custom-capped-ifv");
    capped.table = CatalogTable::Custom;
    capped.viableThroughTl = 8;
    ElementRecord r;
    r.typeId = capped.id;
    r.tl = tl;
    const auto stats = Customization::compute(capped, r);
    QVERIFY2(stats.ok(), stats.ok() ? "" : qPrintable(stats.error().message));
    QCOMPARE(stats->ts, ts);
    // Built-in types are viable through TL12.
    QCOMPARE(typeNamed(QStringLiteral("IFV"), 7).viableThroughTl, 12);
}

void TstCustomization::belowIntroductionRefused_data()
{
    QTest::addColumn<QString>("typeName");
    QTest::addColumn<int>("tl");

    QTest::newRow("TL6-12 Land: IFV (TL7) at TL6") << "IFV" << 6;
    QTest::newRow("TL6-12 Land: Battlesuits (TL9) at TL8") << "Battlesuits" << 8;
    QTest::newRow("TL0-5 Land: Miners (TL2) at TL1") << "Miners" << 1;
    QTest::newRow("TL0-5 Land: Musketeers (TL4) at TL3") << "Musketeers" << 3;
    QTest::newRow("TL0-5 Land: Balloon (TL5) at TL4") << "Balloon" << 4;
    QTest::newRow("TL6-12 Air: Flying APC (TL10^) at TL9") << "Flying APC" << 9;
    // † only reaches down to late TL5, and only for the marked types.
    QTest::newRow("TL6-12 Naval dagger: Capital Ship at TL4") << "Capital Ship" << 4;
    QTest::newRow("TL6-12 Naval: Carrier (no dagger) at TL5") << "Carrier" << 5;
    QTest::newRow("TL6-12 Naval: Nuclear Submarine (TL7) at TL6") << "Nuclear Submarine" << 6;
}

void TstCustomization::belowIntroductionRefused()
{
    QFETCH(QString, typeName);
    QFETCH(int, tl);
    const ElementType &type = typeNamed(typeName, tl);
    const auto factor = Customization::tlFactor(type, tl);
    QVERIFY(!factor.ok());
    QVERIFY(!factor.error().message.isEmpty());

    ElementRecord r;
    r.typeId = type.id;
    r.tl = tl;
    const Status valid = Customization::validate(type, r);
    QVERIFY(!valid.ok());
    QVERIFY(!valid.error().message.isEmpty());
    const auto stats = Customization::compute(type, r);
    QVERIFY(!stats.ok());
    QVERIFY(!stats.error().message.isEmpty());
}

void TstCustomization::costsIgnoreTl_data()
{
    QTest::addColumn<QString>("typeName");
    QTest::addColumn<int>("tl");
    QTest::addColumn<Money>("raise");
    QTest::addColumn<Money>("maintain");

    // Ruling: costs never change with TL; the tables' Raise and Maintain hold at every TL.
    QTest::newRow("IFV at TL9: 400K, 16K") << "IFV" << 9 << K(400) << K(16);
    QTest::newRow("Miners at TL5: 30K, 6K") << "Miners" << 5 << K(30) << K(6);
    QTest::newRow("Heavy Infantry at TL7: 40K, 8K") << "Heavy Infantry" << 7 << K(40) << K(8);
    QTest::newRow("Capital Ship at late TL5: 600M, 24M") << "Capital Ship" << 5 << M(600) << M(24);
}

void TstCustomization::costsIgnoreTl()
{
    QFETCH(QString, typeName);
    QFETCH(int, tl);
    QFETCH(Money, raise);
    QFETCH(Money, maintain);
    const auto stats = computeRecord(record(typeName, tl));
    QVERIFY2(stats.ok(), stats.ok() ? "" : qPrintable(stats.error().message));
    QCOMPARE(stats->raise, raise);
    QCOMPARE(stats->maintain, maintain);
}

// ---------------------------------------------------------------------------------------------
// Time to Raise a Force

void TstCustomization::raiseTimeFor_data()
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

void TstCustomization::raiseTimeFor()
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

void TstCustomization::elementRaiseTime_data()
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

void TstCustomization::elementRaiseTime()
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

// ---------------------------------------------------------------------------------------------
// Choices the text does not allow

void TstCustomization::validity_data()
{
    QTest::addColumn<ElementRecord>("rec");
    QTest::addColumn<bool>("allowed");

    const auto B = EquipmentQuality::Basic;
    const auto A = TroopQuality::Average;

    // Airborne / Marine: "This feature is for land mobility elements."
    QTest::newRow("Optional Features, Airborne: Galleon (Sea) refused")
        << record(QStringLiteral("Galleon"), 4, B, A, {Feature::Airborne}) << false;
    QTest::newRow("Optional Features, Marine: Galleon (Sea) refused")
        << record(QStringLiteral("Galleon"), 4, B, A, {Feature::Marine}) << false;
    QTest::newRow("Optional Features, Airborne: Balloon (mobility 0) refused")
        << record(QStringLiteral("Balloon"), 5, B, A, {Feature::Airborne}) << false;
    QTest::newRow("Optional Features, Airborne: Light Infantry allowed")
        << record(QStringLiteral("Light Infantry"), 4, B, A, {Feature::Airborne}) << true;
    QTest::newRow("Optional Features, Marine: Heavy Infantry allowed")
        << record(QStringLiteral("Heavy Infantry"), 3, B, A, {Feature::Marine}) << true;
    QTest::newRow("Optional Features, Marine: Amphibious Warriors (Coast, Foot) allowed")
        << record(QStringLiteral("Amphibious Warriors"), 0, B, A, {Feature::Marine}) << true;
    // All-Weather: "only available for elements with air or water mobility, or that also have Airborne".
    QTest::newRow("Optional Features, All-Weather: Heavy Infantry refused")
        << record(QStringLiteral("Heavy Infantry"), 3, B, A, {Feature::AllWeather}) << false;
    QTest::newRow("Optional Features, All-Weather: Heavy Infantry + Airborne allowed")
        << record(QStringLiteral("Heavy Infantry"), 3, B, A, {Feature::AllWeather, Feature::Airborne})
        << true;
    QTest::newRow("Optional Features, All-Weather: Galleon allowed")
        << record(QStringLiteral("Galleon"), 4, B, A, {Feature::AllWeather}) << true;
    QTest::newRow("Optional Features, All-Weather: Scout Aircraft allowed")
        << record(QStringLiteral("Scout Aircraft"), 6, B, A, {Feature::AllWeather}) << true;
    // Hovercraft: "Any TL7+ element that has either Coastal or Motorized mobility."
    QTest::newRow("Optional Features, Hovercraft: Heavy Truck at TL6 refused")
        << record(QStringLiteral("Heavy Truck"), 6, B, A, {Feature::Hovercraft}) << false;
    QTest::newRow("Optional Features, Hovercraft: Heavy Truck at TL7 allowed")
        << record(QStringLiteral("Heavy Truck"), 7, B, A, {Feature::Hovercraft}) << true;
    QTest::newRow("Optional Features, Hovercraft: MBT (Mech) at TL8 refused")
        << record(QStringLiteral("MBT"), 8, B, A, {Feature::Hovercraft}) << false;
    QTest::newRow("Optional Features, Hovercraft: Gunboat (Coast) at TL7 allowed")
        << record(QStringLiteral("Gunboat"), 7, B, A, {Feature::Hovercraft}) << true;
    QTest::newRow("Optional Features, Hovercraft: Boat (Coast) at TL5 refused")
        << record(QStringLiteral("Boat"), 5, B, A, {Feature::Hovercraft}) << false;
    QTest::newRow("Optional Features, Hovercraft: Capital Ship (Sea) at TL8 refused")
        << record(QStringLiteral("Capital Ship"), 8, B, A, {Feature::Hovercraft}) << false;
    // Super-Soldier: "Elements with TS 0 cannot have this feature."
    QTest::newRow("Optional Features, Super-Soldier: Mounts (TS 0) refused")
        << record(QStringLiteral("Mounts"), 1, B, A, {Feature::SuperSoldier}) << false;
    QTest::newRow("Optional Features, Super-Soldier: Draft Team TL1 (TS 0) refused")
        << record(QStringLiteral("Draft Team"), 1, B, A, {Feature::SuperSoldier}) << false;
    QTest::newRow("Optional Features, Super-Soldier: Heavy Infantry allowed")
        << record(QStringLiteral("Heavy Infantry"), 3, B, A, {Feature::SuperSoldier}) << true;
    // Flagship: "Naval only".
    QTest::newRow("Optional Features, Flagship: Heavy Infantry refused")
        << record(QStringLiteral("Heavy Infantry"), 3, B, A, {Feature::Flagship}) << false;
    QTest::newRow("Optional Features, Flagship: Galleon (Nav) allowed")
        << record(QStringLiteral("Galleon"), 4, B, A, {Feature::Flagship}) << true;
    QTest::newRow("Optional Features, Flagship: Capital Ship (Nav) allowed")
        << record(QStringLiteral("Capital Ship"), 6, B, A, {Feature::Flagship}) << true;
    // Neutralizing Classes: "An element can't neutralize a special class to which it belongs."
    ElementRecord liRec = record(QStringLiteral("Light Infantry"), 4);
    liRec.addedNeutralizes.insert(SpecialClass::Rec);
    QTest::newRow("Optional Features, Neutralize (Recon): Light Infantry (Rec) refused") << liRec << false;
    ElementRecord liC3i = record(QStringLiteral("Light Infantry"), 4);
    liC3i.addedNeutralizes.insert(SpecialClass::C3I);
    QTest::newRow("Optional Features, Neutralize (C3I): Light Infantry allowed") << liC3i << true;
    ElementRecord ifvArm = record(QStringLiteral("IFV"), 8);
    ifvArm.addedNeutralizes.insert(SpecialClass::Arm);
    QTest::newRow("Optional Features, Neutralize (Armor): IFV (Arm) refused") << ifvArm << false;
    // ... nor neutralize again a class the table already gives it.
    ElementRecord pikemenCv = record(QStringLiteral("Pikemen"), 3);
    pikemenCv.addedNeutralizes.insert(SpecialClass::Cv);
    QTest::newRow("Optional Features, Neutralize (Cavalry): Pikemen already (Cv) refused")
        << pikemenCv << false;
    ElementRecord manpadAir = record(QStringLiteral("MANPAD"), 8);
    manpadAir.addedNeutralizes.insert(SpecialClass::Air);
    QTest::newRow("Optional Features, Neutralize (Air): MANPAD already (Air) refused") << manpadAir << false;
    // Mercenary (hired) and Levy (obliged to serve) exclude each other.
    QTest::newRow("Optional Features, Mercenary + Levy refused")
        << record(QStringLiteral("Heavy Infantry"), 3, B, A, {Feature::Mercenary, Feature::Levy}) << false;
    QTest::newRow("Optional Features, Mercenary alone allowed")
        << record(QStringLiteral("Heavy Infantry"), 3, B, A, {Feature::Mercenary}) << true;
    QTest::newRow("Optional Features, Levy alone allowed")
        << record(QStringLiteral("Heavy Infantry"), 3, B, A, {Feature::Levy}) << true;
    // Below the TL of introduction.
    QTest::newRow("TL: IFV at TL6 refused") << record(QStringLiteral("IFV"), 6) << false;
    // The Airborne Ninja of Chapter 1 is allowed.
    ElementRecord ninja = record(QStringLiteral("Light Infantry"), 4, EquipmentQuality::Fine,
                                 TroopQuality::Elite, {Feature::Airborne, Feature::Night});
    ninja.addedNeutralizes.insert(SpecialClass::C3I);
    QTest::newRow("Chapter 1: Airborne Ninja allowed") << ninja << true;
}

void TstCustomization::validity()
{
    QFETCH(ElementRecord, rec);
    QFETCH(bool, allowed);
    const ElementType *type = catalog().find(rec.typeId);
    QVERIFY(type);
    const Status valid = Customization::validate(*type, rec);
    QCOMPARE(valid.ok(), allowed);
    const auto stats = Customization::compute(*type, rec);
    QCOMPARE(stats.ok(), allowed);
    if (!allowed) {
        QVERIFY(!valid.error().message.isEmpty());
        QVERIFY(!stats.error().message.isEmpty());
        QCOMPARE(stats.error().message, valid.error().message);
    }
}

void TstCustomization::parseFeature_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("parsed");
    QTest::addColumn<int>("flag");       // Feature, or -1
    QTest::addColumn<int>("neutralize"); // SpecialClass, or -1
    QTest::addColumn<int>("terrain");    // TerrainType, or -1

    // The features as the Features and Quality Table and Chapter 1 spell them.
    QTest::newRow("Features and Quality Table: Neutralize (C3I)")
        << "Neutralize (C3I)" << true << -1 << int(SpecialClass::C3I) << -1;
    QTest::newRow("Features and Quality Table: Neutralize C3I (Chapter 1 record)")
        << "Neutralize C3I" << true << -1 << int(SpecialClass::C3I) << -1;
    QTest::newRow("Features and Quality Table: Neutralize (Recon)")
        << "Neutralize (Recon)" << true << -1 << int(SpecialClass::Rec) << -1;
    QTest::newRow("Features and Quality Table: Terrain (Woodlands)")
        << "Terrain (Woodlands)" << true << -1 << -1 << int(TerrainType::Woodlands);
    QTest::newRow("Features and Quality Table: Terrain (Arctic)")
        << "Terrain (Arctic)" << true << -1 << -1 << int(TerrainType::Arctic);
    QTest::newRow("Features and Quality Table: All-Weather")
        << "All-Weather" << true << int(Feature::AllWeather) << -1 << -1;
    QTest::newRow("Features and Quality Table: super-soldier (case)")
        << "super-soldier" << true << int(Feature::SuperSoldier) << -1 << -1;
    QTest::newRow("Features and Quality Table: Super-Soldier")
        << "Super-Soldier" << true << int(Feature::SuperSoldier) << -1 << -1;
    QTest::newRow("Features and Quality Table: Night") << "Night" << true << int(Feature::Night) << -1 << -1;
    QTest::newRow("Features and Quality Table: Airborne")
        << "Airborne" << true << int(Feature::Airborne) << -1 << -1;
    QTest::newRow("Features and Quality Table: Impetuous")
        << "Impetuous" << true << int(Feature::Impetuous) << -1 << -1;
    QTest::newRow("Features and Quality Table: garbage") << "Flying Spaghetti" << false << -1 << -1 << -1;
    QTest::newRow("Features and Quality Table: Neutralize an unknown class")
        << "Neutralize (Bananas)" << false << -1 << -1 << -1;
    QTest::newRow("Features and Quality Table: Terrain of an unknown type")
        << "Terrain (Open)" << false << -1 << -1 << -1;
    QTest::newRow("Features and Quality Table: empty") << "" << false << -1 << -1 << -1;
}

void TstCustomization::parseFeature()
{
    QFETCH(QString, text);
    QFETCH(bool, parsed);
    QFETCH(int, flag);
    QFETCH(int, neutralize);
    QFETCH(int, terrain);

    const std::optional<ParsedFeature> result = muster::parseFeature(text);
    QCOMPARE(result.has_value(), parsed);
    if (!parsed)
        return;
    QCOMPARE(result->flag.has_value(), flag >= 0);
    if (flag >= 0)
        QCOMPARE(int(*result->flag), flag);
    QCOMPARE(result->neutralize.has_value(), neutralize >= 0);
    if (neutralize >= 0)
        QCOMPARE(int(*result->neutralize), neutralize);
    QCOMPARE(result->terrain.has_value(), terrain >= 0);
    if (terrain >= 0)
        QCOMPARE(int(*result->terrain), terrain);
}

QTEST_GUILESS_MAIN(TstCustomization)
#include "tst_customization.moc"
