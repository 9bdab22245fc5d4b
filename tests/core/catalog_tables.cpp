// tst_catalog: the six element tables of the rule book (GURPS Mass Combat,
// chapters 2-3) as a whole — their row counts, unique ids, and the TL marks (*, †, ^) of their rows.

#include "CoreTestSupport.h"

#include <QSet>
#include <QtTest>

#include <memory>

using namespace muster;
using namespace coretest;

class TstCatalogTables : public QObject
{
    Q_OBJECT

private slots:
    void tableCounts_data();
    void tableCounts();
    void totalCount();
    void idsUnique();
    void descriptionsNonEmpty();
    void doublingTypes();
    void lateTl5Types();
    void superscienceTypes();
    void tl6To12NavalNotTransportable();
};

void TstCatalogTables::tableCounts_data()
{
    QTest::addColumn<CatalogTable>("table");
    QTest::addColumn<int>("count");

    QTest::newRow("Chapter 2: TL0-5 Land Elements Table") << CatalogTable::LandTl0To5 << 24;
    QTest::newRow("Chapter 2: TL0-5 Naval Elements Table") << CatalogTable::NavalTl0To5 << 11;
    QTest::newRow("Chapter 2: Fantastic Elements Table") << CatalogTable::Fantastic << 16;
    QTest::newRow("Chapter 3: TL6-12 Land Elements Table") << CatalogTable::LandTl6To12 << 36;
    QTest::newRow("Chapter 3: TL6-12 Naval Elements Table") << CatalogTable::NavalTl6To12 << 9;
    QTest::newRow("Chapter 3: TL6-12 Air Elements Table") << CatalogTable::AirTl6To12 << 20;
    QTest::newRow("no custom types built in") << CatalogTable::Custom << 0;
}

void TstCatalogTables::tableCounts()
{
    QFETCH(CatalogTable, table);
    QFETCH(int, count);
    QCOMPARE(ElementCatalog::builtIn().countInTable(table), count);
}

void TstCatalogTables::totalCount()
{
    // Chapters 2-3: 24 + 11 + 16 + 36 + 9 + 20 rows.
    QCOMPARE(ElementCatalog::builtIn().types().size(), qsizetype(116));
    for (const ElementType &type : ElementCatalog::builtIn().types())
        QVERIFY2(type.isBuiltIn(), qPrintable(type.id));
}

void TstCatalogTables::idsUnique()
{
    QSet<QString> ids;
    for (const ElementType &type : ElementCatalog::builtIn().types()) {
        QVERIFY2(!type.id.isEmpty(), qPrintable(type.name));
        QVERIFY2(!ids.contains(type.id), qPrintable(type.id));
        ids.insert(type.id);
        // find() returns this very type.
        QCOMPARE(ElementCatalog::builtIn().find(type.id), &type);
    }
    QCOMPARE(ids.size(), qsizetype(116));
}

void TstCatalogTables::descriptionsNonEmpty()
{
    for (const ElementType &type : ElementCatalog::builtIn().types()) {
        QVERIFY2(!type.description.trimmed().isEmpty(), qPrintable(type.id));
        QVERIFY2(!type.name.trimmed().isEmpty(), qPrintable(type.id));
    }
}

void TstCatalogTables::doublingTypes()
{
    // TL0-5 Land Elements Table: "* Double TS every TL after the element first appears, through to TL5":
    // Cavalry Pistols 3*, Heavy Artillery (2.5)*, Light Artillery (1)*, Miners 0.5*.
    QStringList doubling;
    for (const ElementType &type : ElementCatalog::builtIn().types()) {
        if (type.scaling == TlScaling::LowTechDoubling) {
            QCOMPARE(type.table, CatalogTable::LandTl0To5);
            doubling << type.name;
        }
    }
    doubling.sort();
    QCOMPARE(doubling, (QStringList{QStringLiteral("Cavalry Pistols"), QStringLiteral("Heavy Artillery"),
                                    QStringLiteral("Light Artillery"), QStringLiteral("Miners")}));

    // Chapter 3: "Double TS every TL after introduction for all elements" of the TL6-12 tables;
    // the TL0-5 and Fantastic tables do not double (except the * types above).
    for (const ElementType &type : ElementCatalog::builtIn().types()) {
        const bool highTable = type.table == CatalogTable::LandTl6To12 ||
                               type.table == CatalogTable::NavalTl6To12 ||
                               type.table == CatalogTable::AirTl6To12;
        QCOMPARE(type.scaling == TlScaling::HighTech, highTable);
    }
}

void TstCatalogTables::lateTl5Types()
{
    // TL6-12 Naval Elements Table, †: "A version with half TS is available at late TL5" —
    // Capital Ship, Escort Ship, Fast Attack Boat, Gunboat.
    QStringList dagger;
    for (const ElementType &type : ElementCatalog::builtIn().types()) {
        if (type.lateTl5HalfTs) {
            QCOMPARE(type.table, CatalogTable::NavalTl6To12);
            QCOMPARE(type.earliestTl(), 5);
            dagger << type.name;
        }
    }
    dagger.sort();
    QCOMPARE(dagger, (QStringList{QStringLiteral("Capital Ship"), QStringLiteral("Escort Ship"),
                                  QStringLiteral("Fast Attack Boat"), QStringLiteral("Gunboat")}));
    // Carrier has no †: earliest TL is its TL of introduction.
    const ElementType *carrier =
        findInTable(ElementCatalog::builtIn(), CatalogTable::NavalTl6To12, QStringLiteral("Carrier"));
    QVERIFY(carrier);
    QCOMPARE(carrier->earliestTl(), 6);
}

void TstCatalogTables::superscienceTypes()
{
    // TL6-12 Air Elements Table: TL10^ types.
    QStringList marked;
    for (const ElementType &type : ElementCatalog::builtIn().types()) {
        if (type.superscience)
            marked << type.name;
    }
    marked.sort();
    QCOMPARE(marked, (QStringList{QStringLiteral("Flying APC"), QStringLiteral("Flying Battleship"),
                                  QStringLiteral("Flying Battlesuits"), QStringLiteral("Flying Tank"),
                                  QStringLiteral("Sky Troopers")}));
}

void TstCatalogTables::tl6To12NavalNotTransportable()
{
    // Chapter 3, Reading the Element Statistics: "A dash (or omission of WT from the table) indicates that
    // it's too large to transport" — the TL6-12 Naval Elements Table has no WT column.
    int checked = 0;
    for (const ElementType &type : ElementCatalog::builtIn().types()) {
        if (type.table != CatalogTable::NavalTl6To12)
            continue;
        QVERIFY2(!type.wt.has_value(), qPrintable(type.name));
        QVERIFY2(type.hasWaterMobility(), qPrintable(type.name));
        ++checked;
    }
    QCOMPARE(checked, 9);
}

std::unique_ptr<QObject> newCatalogTablesTest()
{
    return std::make_unique<TstCatalogTables>();
}

#include "catalog_tables.moc"
