// How a Mutant: Year Zero "Mass Combat" battle ends (core/battle/myz/forecast): the exact odds of a Battle roll with
// each leader pushing by a policy, and whole battles played out by policy and sampled. One test class per source file.

#include "TestClassRunner.h"

#include <QCoreApplication>

#include <memory>

std::unique_ptr<QObject> newPushedWaveTest();
std::unique_ptr<QObject> newMyzForecastTest();

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    mustertest::TestClasses tests;
    tests.push_back(newPushedWaveTest());
    tests.push_back(newMyzForecastTest());
    return mustertest::runTestClasses(argc, argv, tests);
}
