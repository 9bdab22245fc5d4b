// tst_catalog: the custom-type API — a GM's own element types added to, replaced in and removed from
// a copy of the built-in catalog, whose rows (GURPS Mass Combat, chapters 2-3) stay
// untouched.

#include "CoreTestSupport.h"

#include <QSet>
#include <QtTest>

#include <memory>

using namespace muster;
using namespace coretest;

namespace {

ElementType customType(const QString &id, const QString &name)
{
    ElementType type;
    type.id = id;
    type.name = name;
    type.table = CatalogTable::Custom;
    type.ts = 3;
    type.classes = {SpecialClass::F};
    type.wt = 1;
    type.mobility = {Mobility::Foot};
    type.raise = K(50);
    type.maintain = K(10);
    type.tl = 3;
    type.description = QStringLiteral("A GM's own element type for the tests.");
    return type;
}

} // namespace

class TstCatalogCustomTypes : public QObject
{
    Q_OBJECT

private slots:
    void addCustom();
    void addCustomRefusesDuplicatesAndBuiltIns();
    void replaceCustom();
    void replaceBuiltInRefused();
    void removeCustom();
    void removeBuiltInRefused();
    void newCustomIdUnique();
    void builtInViability_data();
    void builtInViability();
};

void TstCatalogCustomTypes::addCustom()
{
    ElementCatalog catalog = ElementCatalog::builtIn();
    const QString id = catalog.newCustomId();
    QVERIFY(!id.isEmpty());
    QCOMPARE(catalog.find(id), static_cast<const ElementType *>(nullptr));

    const Status added = catalog.addCustom(customType(id, QStringLiteral("Dwarven Crossbows")));
    QVERIFY2(added.ok(), added.ok() ? "" : qPrintable(added.error().message));
    QCOMPARE(catalog.types().size(), qsizetype(117));
    QCOMPARE(catalog.countInTable(CatalogTable::Custom), 1);
    const ElementType *found = catalog.find(id);
    QVERIFY(found);
    QCOMPARE(found->name, QStringLiteral("Dwarven Crossbows"));
    QVERIFY(!found->isBuiltIn());
    QCOMPARE(catalog.findByName(QStringLiteral("dwarven crossbows"), 3), found);

    // The built-in catalog itself is untouched.
    QCOMPARE(ElementCatalog::builtIn().types().size(), qsizetype(116));
    QCOMPARE(ElementCatalog::builtIn().find(id), static_cast<const ElementType *>(nullptr));
}

void TstCatalogCustomTypes::addCustomRefusesDuplicatesAndBuiltIns()
{
    ElementCatalog catalog = ElementCatalog::builtIn();
    const ElementType *lightInfantry = catalog.findByName(QStringLiteral("Light Infantry"), 1);
    QVERIFY(lightInfantry);

    // An id a built-in type already uses.
    const Status duplicateBuiltInId =
        catalog.addCustom(customType(lightInfantry->id, QStringLiteral("Mine")));
    QVERIFY(!duplicateBuiltInId.ok());
    QVERIFY(!duplicateBuiltInId.error().message.isEmpty());

    // A custom id used twice.
    const QString id = catalog.newCustomId();
    QVERIFY(catalog.addCustom(customType(id, QStringLiteral("First"))).ok());
    const Status duplicateCustom = catalog.addCustom(customType(id, QStringLiteral("Second")));
    QVERIFY(!duplicateCustom.ok());
    QVERIFY(!duplicateCustom.error().message.isEmpty());
    QCOMPARE(catalog.find(id)->name, QStringLiteral("First"));

    // A type claiming to belong to a built-in table.
    ElementType fake = customType(QStringLiteral("fake-table-row"), QStringLiteral("Fake"));
    fake.table = CatalogTable::LandTl0To5;
    const Status builtInTable = catalog.addCustom(fake);
    QVERIFY(!builtInTable.ok());
    QVERIFY(!builtInTable.error().message.isEmpty());

    QCOMPARE(catalog.types().size(), qsizetype(117));
}

void TstCatalogCustomTypes::replaceCustom()
{
    ElementCatalog catalog = ElementCatalog::builtIn();
    const QString id = catalog.newCustomId();
    QVERIFY(catalog.addCustom(customType(id, QStringLiteral("Before"))).ok());

    ElementType changed = customType(id, QStringLiteral("After"));
    changed.ts = 7;
    changed.raise = K(70);
    const Status replaced = catalog.replaceCustom(changed);
    QVERIFY2(replaced.ok(), replaced.ok() ? "" : qPrintable(replaced.error().message));
    QCOMPARE(catalog.types().size(), qsizetype(117));
    QCOMPARE(catalog.find(id)->name, QStringLiteral("After"));
    QCOMPARE(catalog.find(id)->ts, 7.0);
    QCOMPARE(catalog.find(id)->raise, K(70));

    // A custom id that does not exist cannot be replaced.
    const Status unknown =
        catalog.replaceCustom(customType(QStringLiteral("custom-999"), QStringLiteral("X")));
    QVERIFY(!unknown.ok());
    QVERIFY(!unknown.error().message.isEmpty());
}

void TstCatalogCustomTypes::replaceBuiltInRefused()
{
    ElementCatalog catalog = ElementCatalog::builtIn();
    const ElementType *heavyInfantry = catalog.findByName(QStringLiteral("Heavy Infantry"), 2);
    QVERIFY(heavyInfantry);
    const QString id = heavyInfantry->id;

    // As a custom copy with the built-in id...
    ElementType copy = *heavyInfantry;
    copy.table = CatalogTable::Custom;
    copy.ts = 99;
    const Status asCustom = catalog.replaceCustom(copy);
    QVERIFY(!asCustom.ok());
    QVERIFY(!asCustom.error().message.isEmpty());

    // ...or as a built-in row.
    ElementType edited = *catalog.find(id);
    edited.ts = 99;
    const Status asBuiltIn = catalog.replaceCustom(edited);
    QVERIFY(!asBuiltIn.ok());
    QVERIFY(!asBuiltIn.error().message.isEmpty());

    // TL0-5 Land Elements Table: Heavy Infantry is still TS 4.
    QCOMPARE(catalog.find(id)->ts, 4.0);
    QCOMPARE(catalog.find(id)->table, CatalogTable::LandTl0To5);
}

void TstCatalogCustomTypes::removeCustom()
{
    ElementCatalog catalog = ElementCatalog::builtIn();
    const QString first = catalog.newCustomId();
    QVERIFY(catalog.addCustom(customType(first, QStringLiteral("First"))).ok());
    const QString second = catalog.newCustomId();
    QVERIFY(catalog.addCustom(customType(second, QStringLiteral("Second"))).ok());
    QCOMPARE(catalog.countInTable(CatalogTable::Custom), 2);

    const Status removed = catalog.removeCustom(first);
    QVERIFY2(removed.ok(), removed.ok() ? "" : qPrintable(removed.error().message));
    QCOMPARE(catalog.find(first), static_cast<const ElementType *>(nullptr));
    QCOMPARE(catalog.countInTable(CatalogTable::Custom), 1);
    QCOMPARE(catalog.types().size(), qsizetype(117));
    // The index still finds the others after the removal.
    QVERIFY(catalog.find(second));
    QCOMPARE(catalog.find(second)->name, QStringLiteral("Second"));
    for (const ElementType &type : ElementCatalog::builtIn().types()) {
        QVERIFY2(catalog.find(type.id), qPrintable(type.id));
        QCOMPARE(catalog.find(type.id)->name, type.name);
    }

    // Removing it again: no such custom type.
    const Status again = catalog.removeCustom(first);
    QVERIFY(!again.ok());
    QVERIFY(!again.error().message.isEmpty());
}

void TstCatalogCustomTypes::removeBuiltInRefused()
{
    ElementCatalog catalog = ElementCatalog::builtIn();
    const ElementType *galleon = catalog.findByName(QStringLiteral("Galleon"), 4);
    QVERIFY(galleon);
    const QString id = galleon->id;
    const Status removed = catalog.removeCustom(id);
    QVERIFY(!removed.ok());
    QVERIFY(!removed.error().message.isEmpty());
    QVERIFY(catalog.find(id));
    QCOMPARE(catalog.types().size(), qsizetype(116));
    QCOMPARE(catalog.countInTable(CatalogTable::NavalTl0To5), 11);
}

void TstCatalogCustomTypes::newCustomIdUnique()
{
    ElementCatalog catalog = ElementCatalog::builtIn();
    QSet<QString> ids;
    for (const ElementType &type : catalog.types())
        ids.insert(type.id);
    for (int i = 0; i < 5; ++i) {
        const QString id = catalog.newCustomId();
        QVERIFY2(!ids.contains(id), qPrintable(id));
        QVERIFY(catalog.addCustom(customType(id, QStringLiteral("Custom %1").arg(i))).ok());
        ids.insert(id);
    }
    // After a removal, a fresh id still collides with nothing.
    const QString removed = catalog.types().last().id;
    QVERIFY(catalog.removeCustom(removed).ok());
    ids.remove(removed);
    const QString fresh = catalog.newCustomId();
    QVERIFY2(!ids.contains(fresh), qPrintable(fresh));
    QVERIFY(catalog.addCustom(customType(fresh, QStringLiteral("Fresh"))).ok());
    QCOMPARE(catalog.countInTable(CatalogTable::Custom), 5);
}

// TL6-12 tables, footnote: doubling continues "for as long as the GM feels the type is viable (at least
// two TLs after introduction, and sometimes until TL12)".
void TstCatalogCustomTypes::builtInViability_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("cap");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("IFV (TL7) capped at TL9: two TLs after introduction") << "ifv" << 9 << true;
    QTest::newRow("IFV capped at TL8: less than two TLs after introduction") << "ifv" << 8 << false;
    QTest::newRow("IFV back to TL12: no cap") << "ifv" << 12 << true;
    QTest::newRow("IFV past TL12") << "ifv" << 13 << false;
    QTest::newRow("Super Tank (TL10) can only run to TL12") << "super-tank" << 11 << false;
    QTest::newRow("Heavy Infantry does not double at all") << "heavy-infantry" << 9 << false;
    QTest::newRow("Miners (*) double only to TL5, no cap to set") << "miners" << 9 << false;
    QTest::newRow("unknown type") << "no-such-type" << 9 << false;
}

void TstCatalogCustomTypes::builtInViability()
{
    QFETCH(QString, id);
    QFETCH(int, cap);
    QFETCH(bool, allowed);
    ElementCatalog catalog = ElementCatalog::builtIn();
    const Status status = catalog.setBuiltInViability(id, cap);
    QCOMPARE(status.ok(), allowed);
    if (!allowed) {
        QVERIFY(!status.error().message.isEmpty());
        return;
    }
    QCOMPARE(catalog.find(id)->viableThroughTl, cap);
    QCOMPARE(catalog.builtInViabilities().contains(id), cap < 12);
    // The shared built-in catalog itself is never changed.
    QCOMPARE(ElementCatalog::builtIn().find(id)->viableThroughTl, 12);
}

std::unique_ptr<QObject> newCatalogCustomTypesTest()
{
    return std::make_unique<TstCatalogCustomTypes>();
}

#include "catalog_custom_types.moc"
