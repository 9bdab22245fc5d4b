// tst_customization: Optional Features, Customization Cost (the -80% floor) and the features that change
// what an element costs — Mercenary, Levy and Hero (GURPS Mass Combat chapter 1;
// rulings in the rulings of the rule books, "GURPS Mass Combat"). Expected figures are the book's.

#include "CoreTestSupport.h"

#include <QtTest>

#include <memory>

using namespace muster;
using namespace coretest;

class TstCustomizationCostRules : public QObject
{
    Q_OBJECT

private slots:
    void percentFloor_data();
    void percentFloor();
    void mercenary_data();
    void mercenary();
    void levy_data();
    void levy();
    void hero_data();
    void hero();
};

void TstCustomizationCostRules::percentFloor_data()
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

void TstCustomizationCostRules::percentFloor()
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

void TstCustomizationCostRules::mercenary_data()
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

void TstCustomizationCostRules::mercenary()
{
    QFETCH(ElementRecord, rec);
    QFETCH(Money, raise);
    QFETCH(Money, maintain);
    const auto stats = computeRecord(rec);
    QVERIFY2(stats.ok(), stats.ok() ? "" : qPrintable(stats.error().message));
    QCOMPARE(stats->raise, raise);
    QCOMPARE(stats->maintain, maintain);
}

void TstCustomizationCostRules::levy_data()
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

void TstCustomizationCostRules::levy()
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

void TstCustomizationCostRules::hero_data()
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

void TstCustomizationCostRules::hero()
{
    QFETCH(ElementRecord, rec);
    QFETCH(double, ts);
    QFETCH(Money, raise);
    QFETCH(Money, maintain);
    compareTsAndCosts(rec, ts, raise, maintain);
}

std::unique_ptr<QObject> newCustomizationCostRulesTest()
{
    return std::make_unique<TstCustomizationCostRules>();
}

#include "customization_cost_rules.moc"
