// tst_catalog: finding a built-in element type by id, or by name and TL where two tables of the rule
// book (GURPS Mass Combat, chapters 2-3) share a name.

#include "CoreTestSupport.h"

#include <QtTest>

#include <memory>

using namespace muster;
using namespace coretest;

class TstCatalogLookup : public QObject
{
    Q_OBJECT

private slots:
    void findByName_data();
    void findByName();
    void findByNameUnknown();
    void findById();
};

void TstCatalogLookup::findByName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("tl");
    QTest::addColumn<CatalogTable>("table");
    QTest::addColumn<int>("introducedAt");
    QTest::addColumn<double>("ts");

    // Heavy Artillery appears in the TL0-5 Land table (TL2, (2.5)*) and the TL6-12 Land table (TL6, (300)).
    QTest::newRow("Heavy Artillery at TL2 -> TL0-5 table")
        << "Heavy Artillery" << 2 << CatalogTable::LandTl0To5 << 2 << 2.5;
    QTest::newRow("Heavy Artillery at TL4 -> TL0-5 table")
        << "Heavy Artillery" << 4 << CatalogTable::LandTl0To5 << 2 << 2.5;
    QTest::newRow("Heavy Artillery at TL5 -> TL0-5 table")
        << "Heavy Artillery" << 5 << CatalogTable::LandTl0To5 << 2 << 2.5;
    QTest::newRow("Heavy Artillery at TL6 -> TL6-12 table")
        << "Heavy Artillery" << 6 << CatalogTable::LandTl6To12 << 6 << 300.0;
    QTest::newRow("Heavy Artillery at TL9 -> TL6-12 table")
        << "Heavy Artillery" << 9 << CatalogTable::LandTl6To12 << 6 << 300.0;
    QTest::newRow("heavy artillery (case) at TL9 -> TL6-12 table")
        << "heavy artillery" << 9 << CatalogTable::LandTl6To12 << 6 << 300.0;
    // Draft Team: TL0-5 Land (TL1, TS 0) and TL6-12 Land (TL6, TS 2).
    QTest::newRow("Draft Team at TL1 -> TL0-5 table")
        << "Draft Team" << 1 << CatalogTable::LandTl0To5 << 1 << 0.0;
    QTest::newRow("Draft Team at TL5 -> TL0-5 table")
        << "Draft Team" << 5 << CatalogTable::LandTl0To5 << 1 << 0.0;
    QTest::newRow("Draft Team at TL6 -> TL6-12 table")
        << "Draft Team" << 6 << CatalogTable::LandTl6To12 << 6 << 2.0;
    QTest::newRow("Draft Team at TL8 -> TL6-12 table")
        << "Draft Team" << 8 << CatalogTable::LandTl6To12 << 6 << 2.0;
    // Light Artillery: TL0-5 Land (TL2, (1)*) and TL6-12 Land (TL6, (60)).
    QTest::newRow("Light Artillery at TL3 -> TL0-5 table")
        << "Light Artillery" << 3 << CatalogTable::LandTl0To5 << 2 << 1.0;
    QTest::newRow("Light Artillery at TL6 -> TL6-12 table")
        << "Light Artillery" << 6 << CatalogTable::LandTl6To12 << 6 << 60.0;
    QTest::newRow("Light Artillery at TL12 -> TL6-12 table")
        << "Light Artillery" << 12 << CatalogTable::LandTl6To12 << 6 << 60.0;
    // A name only one table has.
    QTest::newRow("Light Infantry at TL4") << "Light Infantry" << 4 << CatalogTable::LandTl0To5 << 1 << 2.0;
    QTest::newRow("IFV at TL8") << "IFV" << 8 << CatalogTable::LandTl6To12 << 7 << 200.0;
    // † type at late TL5 (TL6-12 Naval Elements Table).
    QTest::newRow("Capital Ship at TL5 (dagger)")
        << "Capital Ship" << 5 << CatalogTable::NavalTl6To12 << 6 << 40000.0;
}

void TstCatalogLookup::findByName()
{
    QFETCH(QString, name);
    QFETCH(int, tl);
    QFETCH(CatalogTable, table);
    QFETCH(int, introducedAt);
    QFETCH(double, ts);

    const ElementType *type = ElementCatalog::builtIn().findByName(name, tl);
    QVERIFY(type);
    QCOMPARE(type->name.toLower(), name.toLower());
    QCOMPARE(type->table, table);
    QCOMPARE(type->tl, introducedAt);
    QCOMPARE(type->ts, ts);
}

void TstCatalogLookup::findByNameUnknown()
{
    QCOMPARE(ElementCatalog::builtIn().findByName(QStringLiteral("Flying Spaghetti Monster"), 5),
             static_cast<const ElementType *>(nullptr));
    QCOMPARE(ElementCatalog::builtIn().find(QStringLiteral("no-such-id")),
             static_cast<const ElementType *>(nullptr));
}

void TstCatalogLookup::findById()
{
    const ElementType *byName = ElementCatalog::builtIn().findByName(QStringLiteral("Light Infantry"), 1);
    QVERIFY(byName);
    QCOMPARE(ElementCatalog::builtIn().find(byName->id), byName);
}

std::unique_ptr<QObject> newCatalogLookupTest()
{
    return std::make_unique<TstCatalogLookup>();
}

#include "catalog_lookup.moc"
