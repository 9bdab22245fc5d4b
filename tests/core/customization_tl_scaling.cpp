// tst_customization: TL notes of the element tables — TS doubling (*, TL6-12), Low-Tech Upgrades, the
// late-TL5 half-TS ships (†) and costs that never change with TL (GURPS Mass Combat
// chapters 2-3, Appendix A; rulings in the rulings of the rule books, "GURPS Mass Combat").

#include "CoreTestSupport.h"

#include <QtTest>

#include <memory>

using namespace muster;
using namespace coretest;

class TstCustomizationTlScaling : public QObject
{
    Q_OBJECT

private slots:
    void tlScaling_data();
    void tlScaling();
    void tlFactorExplained();
    void viableThroughTlCap_data();
    void viableThroughTlCap();
    void belowIntroductionRefused_data();
    void belowIntroductionRefused();
    void costsIgnoreTl_data();
    void costsIgnoreTl();
};

// ---------------------------------------------------------------------------------------------
// TL notes of the element tables

void TstCustomizationTlScaling::tlScaling_data()
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

void TstCustomizationTlScaling::tlScaling()
{
    QFETCH(QString, typeName);
    QFETCH(int, tl);
    QFETCH(double, ts);
    const auto stats = computeRecord(record(typeName, tl));
    QVERIFY2(stats.ok(), stats.ok() ? "" : qPrintable(stats.error().message));
    QCOMPARE(stats->ts, ts);
}

void TstCustomizationTlScaling::tlFactorExplained()
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

void TstCustomizationTlScaling::viableThroughTlCap_data()
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

void TstCustomizationTlScaling::viableThroughTlCap()
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

void TstCustomizationTlScaling::belowIntroductionRefused_data()
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

void TstCustomizationTlScaling::belowIntroductionRefused()
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

void TstCustomizationTlScaling::costsIgnoreTl_data()
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

void TstCustomizationTlScaling::costsIgnoreTl()
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

std::unique_ptr<QObject> newCustomizationTlScalingTest()
{
    return std::make_unique<TstCustomizationTlScaling>();
}

#include "customization_tl_scaling.moc"
