// tst_customization: Optional Features (GURPS Mass Combat chapter 1, Appendix B,
// Features and Quality Table). Expected figures are the book's, written out.

#include "CoreTestSupport.h"

#include <QtTest>

#include <memory>

using namespace muster;
using namespace coretest;

namespace {

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

QString errorOf(const Status &status)
{
    return status.ok() ? QString() : status.error().message;
}

} // namespace

class TstCustomizationFeatures : public QObject
{
    Q_OBJECT

private slots:
    void featureCostTable_data();
    void featureCostTable();
    void featureModifiers_data();
    void featureModifiers();
    void superSoldierQualityOnDoubledTs_data();
    void superSoldierQualityOnDoubledTs();
};

// ---------------------------------------------------------------------------------------------
// Optional Features

void TstCustomizationFeatures::featureCostTable_data()
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

void TstCustomizationFeatures::featureCostTable()
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

void TstCustomizationFeatures::featureModifiers_data()
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

void TstCustomizationFeatures::featureModifiers()
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

void TstCustomizationFeatures::superSoldierQualityOnDoubledTs_data()
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

void TstCustomizationFeatures::superSoldierQualityOnDoubledTs()
{
    QFETCH(ElementRecord, rec);
    QFETCH(double, ts);
    QFETCH(Money, raise);
    QFETCH(Money, maintain);
    compareTsAndCosts(rec, ts, raise, maintain);
}

std::unique_ptr<QObject> newCustomizationFeaturesTest()
{
    return std::make_unique<TstCustomizationFeatures>();
}

#include "customization_features.moc"
