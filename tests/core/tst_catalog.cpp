// The built-in element catalog against the element tables of the rule book
// (GURPS Mass Combat, chapters 2-3), and the custom-type API.
// Every expected figure below is copied from the book's tables.
//
// One test class per source file: catalog_tables.cpp (the tables as a whole), catalog_spot_check.cpp (rows
// checked column by column), catalog_lookup.cpp (find by id, by name and TL), catalog_custom_types.cpp (the
// custom-type API). Shared helpers are in CoreTestSupport.h; this main runs every class (tests/support/TestClassRunner.h).

#include "TestClassRunner.h"

#include <QCoreApplication>
#include <QtTest>

#include <memory>

// Defined next to each test class.
std::unique_ptr<QObject> newCatalogTablesTest();
std::unique_ptr<QObject> newCatalogSpotCheckTest();
std::unique_ptr<QObject> newCatalogLookupTest();
std::unique_ptr<QObject> newCatalogCustomTypesTest();

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true); // as QTEST_GUILESS_MAIN does
    QTEST_SET_MAIN_SOURCE_PATH
    mustertest::TestClasses tests;
    tests.push_back(newCatalogTablesTest());
    tests.push_back(newCatalogSpotCheckTest());
    tests.push_back(newCatalogLookupTest());
    tests.push_back(newCatalogCustomTypesTest());
    return mustertest::runTestClasses(argc, argv, tests);
}
