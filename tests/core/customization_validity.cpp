// tst_customization: choices the text does not allow (Optional Features, Neutralizing Classes, TL of
// introduction), and feature names as the Features and Quality Table spells them
// (GURPS Mass Combat chapter 1, Appendix B).

#include "CoreTestSupport.h"

#include <QtTest>

#include <memory>

using namespace muster;
using namespace coretest;

class TstCustomizationValidity : public QObject
{
    Q_OBJECT

private slots:
    void validity_data();
    void validity();
    void parseFeature_data();
    void parseFeature();
    void advisories_data();
    void advisories();
};

// ---------------------------------------------------------------------------------------------
// Choices the text does not allow

void TstCustomizationValidity::validity_data()
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

void TstCustomizationValidity::validity()
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

void TstCustomizationValidity::parseFeature_data()
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

void TstCustomizationValidity::parseFeature()
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

// ---------------------------------------------------------------------------------------------
// Allowed but advised against: shown to the GM, never refused

void TstCustomizationValidity::advisories_data()
{
    QTest::addColumn<ElementRecord>("rec");
    QTest::addColumn<int>("notes");
    QTest::addColumn<QString>("mentions");

    const auto B = EquipmentQuality::Basic;
    ElementRecord neutralizeArmor = record(QStringLiteral("Light Infantry"), 4, B, TroopQuality::Average, {});
    neutralizeArmor.addedNeutralizes.insert(SpecialClass::Arm);
    ElementRecord neutralizeC3I = record(QStringLiteral("Light Infantry"), 4, B, TroopQuality::Average, {});
    neutralizeC3I.addedNeutralizes.insert(SpecialClass::C3I);
    ElementRecord airAndFire = record(QStringLiteral("Heavy Infantry"), 3, B, TroopQuality::Average, {});
    airAndFire.addedNeutralizes.insert(SpecialClass::Air);
    airAndFire.addedNeutralizes.insert(SpecialClass::F);

    // Neutralize (Class): "Adding Neutralize Armor, Air, Cavalry, or Fire is not recommended".
    QTest::newRow("Neutralize (Class): Armor advised against") << neutralizeArmor << 1 << "Neutralize (Arm)";
    QTest::newRow("Neutralize (Class): Air and Fire, two notes") << airAndFire << 2 << "Neutralize (F)";
    QTest::newRow("Neutralize (Class): C3I is an example the text gives") << neutralizeC3I << 0 << "";
    // Fanatic: "Fanatics are raised as if they had above-average troop quality".
    QTest::newRow("Fanatic: Average troops noted")
        << record(QStringLiteral("Heavy Infantry"), 3, B, TroopQuality::Average, {Feature::Fanatic}) << 1
        << "Fanatics";
    QTest::newRow("Fanatic: Elite troops fine")
        << record(QStringLiteral("Heavy Infantry"), 3, B, TroopQuality::Elite, {Feature::Fanatic}) << 0 << "";
}

void TstCustomizationValidity::advisories()
{
    QFETCH(ElementRecord, rec);
    QFETCH(int, notes);
    QFETCH(QString, mentions);
    const QStringList advice = Customization::advisories(rec);
    QCOMPARE(advice.size(), notes);
    if (!mentions.isEmpty())
        QVERIFY2(advice.join(QLatin1Char(' ')).contains(mentions), qPrintable(advice.join(QLatin1Char(' '))));
    // Advice never refuses the choice.
    QVERIFY(computeRecord(rec).ok());
}

std::unique_ptr<QObject> newCustomizationValidityTest()
{
    return std::make_unique<TstCustomizationValidity>();
}

#include "customization_validity.moc"
