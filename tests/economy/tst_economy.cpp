// tst_economy: the campaign economy of GURPS Mass Combat ("RAISING A FORCE" through
// "Disbanding Elements"). One test class per source file (economy_*.cpp); this main runs every class
// (tests/support/TestClassRunner.h). EconomyTestSupport.h holds the helpers the classes share.

#include "TestClassRunner.h"

#include <QCoreApplication>
#include <QtTest>

#include <memory>

// Defined next to each test class.
std::unique_ptr<QObject> newEconomyLogisticsTest();
std::unique_ptr<QObject> newEconomyAdministrationTest();
std::unique_ptr<QObject> newEconomyTerrainSeasonTest();
std::unique_ptr<QObject> newEconomyMonthEndTest();
std::unique_ptr<QObject> newEconomyReplacementTest();
std::unique_ptr<QObject> newEconomyCalendarTest();
std::unique_ptr<QObject> newEconomyLedgerTest();
std::unique_ptr<QObject> newEconomyTreasuryTest();
std::unique_ptr<QObject> newEconomyRaisingTest();
std::unique_ptr<QObject> newEconomyLevyTest();

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true); // as QTEST_GUILESS_MAIN does
    QTEST_SET_MAIN_SOURCE_PATH
    mustertest::TestClasses tests;
    tests.push_back(newEconomyLogisticsTest());
    tests.push_back(newEconomyAdministrationTest());
    tests.push_back(newEconomyTerrainSeasonTest());
    tests.push_back(newEconomyMonthEndTest());
    tests.push_back(newEconomyReplacementTest());
    tests.push_back(newEconomyCalendarTest());
    tests.push_back(newEconomyLedgerTest());
    tests.push_back(newEconomyTreasuryTest());
    tests.push_back(newEconomyRaisingTest());
    tests.push_back(newEconomyLevyTest());
    return mustertest::runTestClasses(argc, argv, tests);
}
