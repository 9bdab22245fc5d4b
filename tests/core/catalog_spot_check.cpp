// tst_catalog: rows of the element tables of the rule book (GURPS Mass Combat,
// chapters 2-3), every column checked against the book. Every expected figure below is copied from the
// book's tables.

#include "CoreTestSupport.h"

#include <QHash>
#include <QtTest>

#include <memory>

using namespace muster;
using namespace coretest;

namespace {

// The book's class abbreviations, independent of the code under test.
const QHash<QString, SpecialClass> &bookClasses()
{
    static const QHash<QString, SpecialClass> classes = {
        {QStringLiteral("Air"), SpecialClass::Air}, {QStringLiteral("Arm"), SpecialClass::Arm},
        {QStringLiteral("Art"), SpecialClass::Art}, {QStringLiteral("Cv"), SpecialClass::Cv},
        {QStringLiteral("C3I"), SpecialClass::C3I}, {QStringLiteral("Eng"), SpecialClass::Eng},
        {QStringLiteral("F"), SpecialClass::F},     {QStringLiteral("Nav"), SpecialClass::Nav},
        {QStringLiteral("Rec"), SpecialClass::Rec}, {QStringLiteral("Recon"), SpecialClass::Rec},
    };
    return classes;
}

// "Arm, Cv, F" -> a ClassSet; an empty string is no class.
ClassSet classesFrom(const QString &codes)
{
    ClassSet set;
    for (const QString &code : codes.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString trimmed = code.trimmed();
        if (!bookClasses().contains(trimmed))
            qFatal("test data: unknown class %s", qPrintable(trimmed));
        set.insert(bookClasses().value(trimmed));
    }
    return set;
}

QString mobilityText(Mobility m)
{
    switch (m) {
    case Mobility::Foot:
        return QStringLiteral("Foot");
    case Mobility::Mech:
        return QStringLiteral("Mech");
    case Mobility::Motor:
        return QStringLiteral("Motor");
    case Mobility::Mtd:
        return QStringLiteral("Mtd");
    case Mobility::Coast:
        return QStringLiteral("Coast");
    case Mobility::Sea:
        return QStringLiteral("Sea");
    case Mobility::FA:
        return QStringLiteral("FA");
    case Mobility::SA:
        return QStringLiteral("SA");
    }
    return QStringLiteral("?");
}

// Sorted list of mobility abbreviations; "0" (no mobility) is the empty list.
QStringList mobilityList(const QList<Mobility> &mobility)
{
    QStringList list;
    for (Mobility m : mobility)
        list << mobilityText(m);
    list.sort();
    return list;
}

QStringList bookMobility(const QString &text)
{
    QStringList list;
    if (text == QLatin1String("0"))
        return list;
    for (const QString &m : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        list << m.trimmed();
    list.sort();
    return list;
}

} // namespace

class TstCatalogSpotCheck : public QObject
{
    Q_OBJECT

private slots:
    void spotCheck_data();
    void spotCheck();
};

void TstCatalogSpotCheck::spotCheck_data()
{
    QTest::addColumn<CatalogTable>("table");
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("ts");
    QTest::addColumn<bool>("support");
    QTest::addColumn<QString>("classes");
    QTest::addColumn<QString>("neutralizes");
    QTest::addColumn<double>("transport");
    QTest::addColumn<double>("wt"); // -1: "–", cannot be transported
    QTest::addColumn<QString>("mobility");
    QTest::addColumn<Money>("raise");
    QTest::addColumn<Money>("maintain");
    QTest::addColumn<int>("tl");
    QTest::addColumn<TlScaling>("scaling");
    QTest::addColumn<bool>("dagger");
    QTest::addColumn<bool>("superscience");

    const auto land = CatalogTable::LandTl0To5;
    const auto naval = CatalogTable::NavalTl0To5;
    const auto fantastic = CatalogTable::Fantastic;
    const auto land6 = CatalogTable::LandTl6To12;
    const auto naval6 = CatalogTable::NavalTl6To12;
    const auto air6 = CatalogTable::AirTl6To12;
    const auto low = TlScaling::LowTech;
    const auto lowStar = TlScaling::LowTechDoubling;
    const auto high = TlScaling::HighTech;

    // TL0-5 Land Elements Table
    QTest::newRow("TL0-5 Land: Light Infantry 2 Rec 1 Foot 40K 8K TL1")
        << land << "Light Infantry" << 2.0 << false << "Rec"
        << "" << 0.0 << 1.0 << "Foot" << K(40) << K(8) << 1 << low << false << false;
    QTest::newRow("TL0-5 Land: Heavy Artillery (2.5)* Art 2 0 100K 10K TL2")
        << land << "Heavy Artillery" << 2.5 << true << "Art"
        << "" << 0.0 << 2.0 << "0" << K(100) << K(10) << 2 << lowStar << false << false;
    QTest::newRow("TL0-5 Land: Light Artillery (1)* Art 1 Foot 40K 8K TL2")
        << land << "Light Artillery" << 1.0 << true << "Art"
        << "" << 0.0 << 1.0 << "Foot" << K(40) << K(8) << 2 << lowStar << false << false;
    QTest::newRow("TL0-5 Land: Balloon (1) Air 2 0 50K 5K TL5")
        << land << "Balloon" << 1.0 << true << "Air"
        << "" << 0.0 << 2.0 << "0" << K(50) << K(5) << 5 << low << false << false;
    QTest::newRow("TL0-5 Land: Draft Team 0 T2 2 Foot 10K 1K TL1")
        << land << "Draft Team" << 0.0 << false << ""
        << "" << 2.0 << 2.0 << "Foot" << K(10) << K(1) << 1 << low << false << false;
    QTest::newRow("TL0-5 Land: Pikemen 4 (Cv) 1 Foot 60K 12K TL2")
        << land << "Pikemen" << 4.0 << false << ""
        << "Cv" << 0.0 << 1.0 << "Foot" << K(60) << K(12) << 2 << low << false << false;
    QTest::newRow("TL0-5 Land: Miners 0.5* Eng 1 Foot 30K 6K TL2")
        << land << "Miners" << 0.5 << false << "Eng"
        << "" << 0.0 << 1.0 << "Foot" << K(30) << K(6) << 2 << lowStar << false << false;
    QTest::newRow("TL0-5 Land: Cavalry Pistols 3* Cv, F 2 Mtd 100K 20K TL4")
        << land << "Cavalry Pistols" << 3.0 << false << "Cv, F"
        << "" << 0.0 << 2.0 << "Mtd" << K(100) << K(20) << 4 << lowStar << false << false;
    QTest::newRow("TL0-5 Land: Mounts 0 T1 1 Mtd 60K 12K TL1")
        << land << "Mounts" << 0.0 << false << ""
        << "" << 1.0 << 1.0 << "Mtd" << K(60) << K(12) << 1 << low << false << false;
    QTest::newRow("TL0-5 Land: Stone-Age Warriors 1 Rec 1 Foot 25K 5K TL0")
        << land << "Stone-Age Warriors" << 1.0 << false << "Rec"
        << "" << 0.0 << 1.0 << "Foot" << K(25) << K(5) << 0 << low << false << false;
    QTest::newRow("TL0-5 Land: War Beast 20 Arm 4 Foot 400K 80K TL2")
        << land << "War Beast" << 20.0 << false << "Arm"
        << "" << 0.0 << 4.0 << "Foot" << K(400) << K(80) << 2 << low << false << false;

    // TL0-5 Naval Elements Table
    QTest::newRow("TL0-5 Naval: Boat 0 T1 1 Coast 5K 0.5K TL1")
        << naval << "Boat" << 0.0 << false << ""
        << "" << 1.0 << 1.0 << "Coast" << K(5) << K(0.5) << 1 << low << false << false;
    QTest::newRow("TL0-5 Naval: Galleon 30 Nav, Art, T6 - Sea 750K 75K TL4")
        << naval << "Galleon" << 30.0 << false << "Nav, Art"
        << "" << 6.0 << -1.0 << "Sea" << K(750) << K(75) << 4 << low << false << false;
    QTest::newRow("TL0-5 Naval: Longship 3 T7 - Coast 50K 10K TL2")
        << naval << "Longship" << 3.0 << false << ""
        << "" << 7.0 << -1.0 << "Coast" << K(50) << K(10) << 2 << low << false << false;
    QTest::newRow("TL0-5 Naval: Ship-of-the-Line 300 Nav, Art, T10 - Sea 4M 400K TL5")
        << naval << "Ship-of-the-Line" << 300.0 << false << "Nav, Art"
        << "" << 10.0 << -1.0 << "Sea" << M(4) << K(400) << 5 << low << false << false;

    // Fantastic Elements Table
    QTest::newRow("Fantastic: Amphibious Warriors 2 Nav 1 Coast, Foot 60K 12K TL0")
        << fantastic << "Amphibious Warriors" << 2.0 << false << "Nav"
        << "" << 0.0 << 1.0 << "Coast, Foot" << K(60) << K(12) << 0 << low << false << false;
    QTest::newRow("Fantastic: Battle Mages 5 Art, C3I, F, Recon 1 Foot 200K 40K TL0")
        << fantastic << "Battle Mages" << 5.0 << false << "Art, C3I, F, Recon"
        << "" << 0.0 << 1.0 << "Foot" << K(200) << K(40) << 0 << low << false << false;
    QTest::newRow("Fantastic: Flying Infantry 2 Air, Rec 1 Foot, SA 60K 20K TL0")
        << fantastic << "Flying Infantry" << 2.0 << false << "Air, Rec"
        << "" << 0.0 << 1.0 << "Foot, SA" << K(60) << K(20) << 0 << low << false << false;
    QTest::newRow("Fantastic: Flying Leviathan 150 Air, T10 - SA 10M 400K TL0")
        << fantastic << "Flying Leviathan" << 150.0 << false << "Air"
        << "" << 10.0 << -1.0 << "SA" << M(10) << K(400) << 0 << low << false << false;
    QTest::newRow("Fantastic: Flying Cavalry 2 Air, F 2 SA 600K 60K TL1")
        << fantastic << "Flying Cavalry" << 2.0 << false << "Air, F"
        << "" << 0.0 << 2.0 << "SA" << K(600) << K(60) << 1 << low << false << false;
    QTest::newRow("Fantastic: Titan 400 Arm, Art, Eng - Foot 16M 640K TL0")
        << fantastic << "Titan" << 400.0 << false << "Arm, Art, Eng"
        << "" << 0.0 << -1.0 << "Foot" << M(16) << K(640) << 0 << low << false << false;

    // TL6-12 Land Elements Table
    QTest::newRow("TL6-12 Land: Battlesuits 800 (Air, Arm), F, Rec 1 Foot 200K 40K TL9")
        << land6 << "Battlesuits" << 800.0 << false << "F, Rec"
        << "Air, Arm" << 0.0 << 1.0 << "Foot" << K(200) << K(40) << 9 << high << false << false;
    QTest::newRow("TL6-12 Land: IFV 200 Arm, Cv, F, T1 8 Mech 400K 16K TL7")
        << land6 << "IFV" << 200.0 << false << "Arm, Cv, F"
        << "" << 1.0 << 8.0 << "Mech" << K(400) << K(16) << 7 << high << false << false;
    QTest::newRow("TL6-12 Land: TAD (50,000) (Air) 16 0 60M 2M TL7")
        << land6 << "TAD" << 50000.0 << true << ""
        << "Air" << 0.0 << 16.0 << "0" << M(60) << M(2) << 7 << high << false << false;
    QTest::newRow("TL6-12 Land: MANPAD (100) (Air) 0.5 Foot 37.5K 7.5K TL7")
        << land6 << "MANPAD" << 100.0 << true << ""
        << "Air" << 0.0 << 0.5 << "Foot" << K(37.5) << K(7.5) << 7 << high << false << false;
    QTest::newRow("TL6-12 Land: Command Post (50) C3I 1 0 100K 20K TL6")
        << land6 << "Command Post" << 50.0 << true << "C3I"
        << "" << 0.0 << 1.0 << "0" << K(100) << K(20) << 6 << high << false << false;
    QTest::newRow("TL6-12 Land: Heavy AAA (200) (Air, Arm) 3 0 200K 10K TL6")
        << land6 << "Heavy AAA" << 200.0 << true << ""
        << "Air, Arm" << 0.0 << 3.0 << "0" << K(200) << K(10) << 6 << high << false << false;
    QTest::newRow("TL6-12 Land: Heavy Artillery (300) Art 3 0 300K 15K TL6")
        << land6 << "Heavy Artillery" << 300.0 << true << "Art"
        << "" << 0.0 << 3.0 << "0" << K(300) << K(15) << 6 << high << false << false;
    QTest::newRow("TL6-12 Land: Motor ATGM 160 (Arm), Cv 2 Motor 140K 9K TL7")
        << land6 << "Motor ATGM" << 160.0 << false << "Cv"
        << "Arm" << 0.0 << 2.0 << "Motor" << K(140) << K(9) << 7 << high << false << false;
    QTest::newRow("TL6-12 Land: Super Tank 20,000 Arm, Art, Cv, C3I, F 16 Mech 6M 200K TL10")
        << land6 << "Super Tank" << 20000.0 << false << "Arm, Art, Cv, C3I, F"
        << "" << 0.0 << 16.0 << "Mech" << M(6) << K(200) << 10 << high << false << false;
    QTest::newRow("TL6-12 Land: Light Truck 10 Cv, T1 2 Motor 25K 2.5K TL6")
        << land6 << "Light Truck" << 10.0 << false << "Cv"
        << "" << 1.0 << 2.0 << "Motor" << K(25) << K(2.5) << 6 << high << false << false;

    // TL6-12 Naval Elements Table (no WT column: ships cannot be transported)
    QTest::newRow("TL6-12 Naval: Capital Ship 40,000 Nav, Art, T4 Sea 600M 24M TL6 dagger")
        << naval6 << "Capital Ship" << 40000.0 << false << "Nav, Art"
        << "" << 4.0 << -1.0 << "Sea" << M(600) << M(24) << 6 << high << true << false;
    QTest::newRow("TL6-12 Naval: Gunboat 240 (Nav), Art, T2 Coast 2.4M 96K TL6 dagger")
        << naval6 << "Gunboat" << 240.0 << false << "Art"
        << "Nav" << 2.0 << -1.0 << "Coast" << M(2.4) << K(96) << 6 << high << true << false;
    QTest::newRow("TL6-12 Naval: Fast Attack Boat 100 (Nav) Coast 750K 30K TL6 dagger")
        << naval6 << "Fast Attack Boat" << 100.0 << false << ""
        << "Nav" << 0.0 << -1.0 << "Coast" << K(750) << K(30) << 6 << high << true << false;
    QTest::newRow("TL6-12 Naval: Carrier 48,000 Nav, Air, T8 Sea 900M 36M TL6")
        << naval6 << "Carrier" << 48000.0 << false << "Nav, Air"
        << "" << 8.0 << -1.0 << "Sea" << M(900) << M(36) << 6 << high << false << false;
    QTest::newRow("TL6-12 Naval: Guided-Missile Escort 16,000 Nav, (Air), T2 Sea 100M 4M TL7")
        << naval6 << "Guided-Missile Escort" << 16000.0 << false << "Nav"
        << "Air" << 2.0 << -1.0 << "Sea" << M(100) << M(4) << 7 << high << false << false;

    // TL6-12 Air Elements Table
    QTest::newRow("TL6-12 Air: Flying Battleship 240,000 Air, Nav - FA 1.8B 72M TL10^")
        << air6 << "Flying Battleship" << 240000.0 << false << "Air, Nav"
        << "" << 0.0 << -1.0 << "FA" << B(1.8) << M(72) << 10 << high << false << true;
    QTest::newRow("TL6-12 Air: Flying Battlesuits 800 Air (Arm), F, Rec 1 SA 2M 400K TL10^")
        << air6 << "Flying Battlesuits" << 800.0 << false << "Air, F, Rec"
        << "Arm" << 0.0 << 1.0 << "SA" << M(2) << K(400) << 10 << high << false << true;
    QTest::newRow("TL6-12 Air: Medium Lift Aircraft 0 T3 16 FA 3.75M 125K TL6")
        << air6 << "Medium Lift Aircraft" << 0.0 << false << ""
        << "" << 3.0 << 16.0 << "FA" << M(3.75) << K(125) << 6 << high << false << false;
    QTest::newRow("TL6-12 Air: AEW (5,000) C3I - FA 120M 4M TL7")
        << air6 << "AEW" << 5000.0 << true << "C3I"
        << "" << 0.0 << -1.0 << "FA" << M(120) << M(4) << 7 << high << false << false;
    QTest::newRow("TL6-12 Air: Jet Fighter (2,000) (Air) 8 FA 10M 400K TL7")
        << air6 << "Jet Fighter" << 2000.0 << true << ""
        << "Air" << 0.0 << 8.0 << "FA" << M(10) << K(400) << 7 << high << false << false;
    QTest::newRow("TL6-12 Air: Drop Ship (1,000) Air, T5 16 FA 40M 1.6M TL9")
        << air6 << "Drop Ship" << 1000.0 << true << "Air"
        << "" << 5.0 << 16.0 << "FA" << M(40) << M(1.6) << 9 << high << false << false;
    QTest::newRow("TL6-12 Air: Utility Aircraft (50) Air, T1 8 SA 750K 30K TL7")
        << air6 << "Utility Aircraft" << 50.0 << true << "Air"
        << "" << 1.0 << 8.0 << "SA" << K(750) << K(30) << 7 << high << false << false;
}

void TstCatalogSpotCheck::spotCheck()
{
    QFETCH(CatalogTable, table);
    QFETCH(QString, name);
    QFETCH(double, ts);
    QFETCH(bool, support);
    QFETCH(QString, classes);
    QFETCH(QString, neutralizes);
    QFETCH(double, transport);
    QFETCH(double, wt);
    QFETCH(QString, mobility);
    QFETCH(Money, raise);
    QFETCH(Money, maintain);
    QFETCH(int, tl);
    QFETCH(TlScaling, scaling);
    QFETCH(bool, dagger);
    QFETCH(bool, superscience);

    const ElementType *type = findInTable(ElementCatalog::builtIn(), table, name);
    QVERIFY2(type, qPrintable(name));
    QCOMPARE(type->ts, ts);
    QCOMPARE(type->support, support);
    QCOMPARE(type->classes.toCodes(), classesFrom(classes).toCodes());
    QCOMPARE(type->neutralizes.toCodes(), classesFrom(neutralizes).toCodes());
    QCOMPARE(type->transport, transport);
    if (wt < 0) {
        QVERIFY2(!type->wt.has_value(), "the table says \"-\": cannot be transported");
    } else {
        QVERIFY(type->wt.has_value());
        QCOMPARE(*type->wt, wt);
    }
    QCOMPARE(mobilityList(type->mobility), bookMobility(mobility));
    QCOMPARE(type->raise, raise);
    QCOMPARE(type->maintain, maintain);
    QCOMPARE(type->tl, tl);
    QCOMPARE(type->scaling, scaling);
    QCOMPARE(type->lateTl5HalfTs, dagger);
    QCOMPARE(type->superscience, superscience);
    QVERIFY(type->isBuiltIn());
}

std::unique_ptr<QObject> newCatalogSpotCheckTest()
{
    return std::make_unique<TstCatalogSpotCheck>();
}

#include "catalog_spot_check.moc"
