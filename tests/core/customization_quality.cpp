// tst_customization: Quality — the Equipment Quality Table and the Troop Quality Table, with its note on
// Fanatic troops (GURPS Mass Combat chapter 1, Appendix B). Expected figures are the
// book's, written out.

#include "CoreTestSupport.h"

#include <QtTest>

#include <memory>

using namespace muster;
using namespace coretest;

class TstCustomizationQuality : public QObject
{
    Q_OBJECT

private slots:
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
};

// ---------------------------------------------------------------------------------------------
// Quality

void TstCustomizationQuality::equipmentQualityTable_data()
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

void TstCustomizationQuality::equipmentQualityTable()
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

void TstCustomizationQuality::troopQualityTable_data()
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

void TstCustomizationQuality::troopQualityTable()
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

void TstCustomizationQuality::equipmentQualityOnElement_data()
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

void TstCustomizationQuality::equipmentQualityOnElement()
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

void TstCustomizationQuality::troopQualityOnElement_data()
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

void TstCustomizationQuality::troopQualityOnElement()
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

void TstCustomizationQuality::fanatic_data()
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

void TstCustomizationQuality::fanatic()
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

std::unique_ptr<QObject> newCustomizationQualityTest()
{
    return std::make_unique<TstCustomizationQuality>();
}

#include "customization_quality.moc"
