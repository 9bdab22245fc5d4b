// The Mutant: Year Zero "Mass Combat" rule set (core/battle/myz) against the supplement's sections, its Ghoul
// Strike example and the MYZ rulings in rules/README.md. One test class per source file.

#include "TestClassRunner.h"

#include <QCoreApplication>

#include <memory>

std::unique_ptr<QObject> newGhoulStrikeTest();
std::unique_ptr<QObject> newCampaignTest();
std::unique_ptr<QObject> newPoolsTest();
std::unique_ptr<QObject> newStrategiesTest();
std::unique_ptr<QObject> newActionSupportTest();
std::unique_ptr<QObject> newWaveEndTest();

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    mustertest::TestClasses tests;
    tests.push_back(newGhoulStrikeTest());
    tests.push_back(newCampaignTest());
    tests.push_back(newPoolsTest());
    tests.push_back(newStrategiesTest());
    tests.push_back(newActionSupportTest());
    tests.push_back(newWaveEndTest());
    return mustertest::runTestClasses(argc, argv, tests);
}
