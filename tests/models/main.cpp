// tst_models: every test class of the item models and the undoable document (one class per source
// file; helpers in models_test_helpers.h), run by TestClassRunner.h.

#include "TestClassRunner.h"
#include "models_test_helpers.h"

#include <QGuiApplication>
#include <QtTest>

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true); // as QTEST_MAIN does
    QTEST_SET_MAIN_SOURCE_PATH
    mustertest::TestClasses tests;
    tests.push_back(newTstModelTester());
    tests.push_back(newTstPersistence());
    tests.push_back(newTstUndoRedo());
    tests.push_back(newTstRosterModel());
    tests.push_back(newTstAggregatesModel());
    tests.push_back(newTstCustomTypes());
    tests.push_back(newTstBattles());
    tests.push_back(newTstEconomyDocument());
    tests.push_back(newTstEconomyOrders());
    tests.push_back(newTstOperationsDocument());
    tests.push_back(newTstLedgerModel());
    tests.push_back(newTstFortresses());
    tests.push_back(newTstFaultInjection());
    return mustertest::runTestClasses(argc, argv, tests);
}
