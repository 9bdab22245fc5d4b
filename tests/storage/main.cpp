// tst_storage: every test class of the storage layer (see storage_test_helpers.h) in one executable,
// so that CTest sees a single test; TestClassRunner.h runs them and routes the command line.

#include "TestClassRunner.h"
#include "storage_test_helpers.h"

#include <QCoreApplication>
#include <QtTest>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true); // as QTEST_MAIN does
    QTEST_SET_MAIN_SOURCE_PATH
    mustertest::TestClasses tests;
    tests.push_back(storagetest::createRoundTripTest());
    tests.push_back(storagetest::createMarkingTest());
    tests.push_back(storagetest::createMigrationTest());
    tests.push_back(storagetest::createRefusalsTest());
    tests.push_back(storagetest::createLockCopyCreateTest());
    tests.push_back(storagetest::createTransactionsTest());
    tests.push_back(storagetest::createBattlesTest());
    tests.push_back(storagetest::createMigrationV4Test());
    tests.push_back(storagetest::createMigrationV5Test());
    tests.push_back(storagetest::createMigrationV6Test());
    tests.push_back(storagetest::createMigrationV7Test());
    tests.push_back(storagetest::createMigrationV8Test());
    tests.push_back(storagetest::createMigrationV9Test());
    tests.push_back(storagetest::createEconomyTest());
    tests.push_back(storagetest::createEconomyIntegrityTest());
    tests.push_back(storagetest::createCampaignStartTest());
    tests.push_back(storagetest::createOldBattlesTest());
    return mustertest::runTestClasses(argc, argv, tests);
}
