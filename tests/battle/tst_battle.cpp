// The GURPS battle engine (core/battle/gurps) against "Type of Campaign", "Before the Battle", "Fighting
// the Battle", "After the Battle" and "Special Battle Situations" of GURPS Mass Combat
// and the rulings in rules/README.md.
// One test class per source file; BattleTestSupport.h holds what they share.

#include "TestClassRunner.h"

#include <QCoreApplication>
#include <QtTest>

#include <memory>

std::unique_ptr<QObject> newDrakesCrossTest();
std::unique_ptr<QObject> newBattleReportTest();
std::unique_ptr<QObject> newDiceTest();
std::unique_ptr<QObject> newTablesTest();
std::unique_ptr<QObject> newBeforeBattleTest();
std::unique_ptr<QObject> newForceComparisonTest();
std::unique_ptr<QObject> newTsModifiersTest();
std::unique_ptr<QObject> newStrategiesTest();
std::unique_ptr<QObject> newCasualtiesTest();
std::unique_ptr<QObject> newSpecialCasesTest();
std::unique_ptr<QObject> newFeaturesTest();
std::unique_ptr<QObject> newReplayTest();
std::unique_ptr<QObject> newFlowTest();
std::unique_ptr<QObject> newOddsTest();
std::unique_ptr<QObject> newCampaignTypeTest();
std::unique_ptr<QObject> newFortressTest();
std::unique_ptr<QObject> newSiegeTest();
std::unique_ptr<QObject> newAmphibiousTest();
std::unique_ptr<QObject> newNavalTest();
std::unique_ptr<QObject> newMassDestructionTest();
std::unique_ptr<QObject> newSpecialJsonTest();
std::unique_ptr<QObject> newOldRecordTest();
std::unique_ptr<QObject> newCommandSplitsTest();
std::unique_ptr<QObject> newRollLogTest();
std::unique_ptr<QObject> newForceSituationTest();

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    mustertest::TestClasses tests;
    tests.push_back(newDrakesCrossTest());
    tests.push_back(newBattleReportTest());
    tests.push_back(newDiceTest());
    tests.push_back(newTablesTest());
    tests.push_back(newBeforeBattleTest());
    tests.push_back(newForceComparisonTest());
    tests.push_back(newTsModifiersTest());
    tests.push_back(newStrategiesTest());
    tests.push_back(newCasualtiesTest());
    tests.push_back(newSpecialCasesTest());
    tests.push_back(newFeaturesTest());
    tests.push_back(newReplayTest());
    tests.push_back(newFlowTest());
    tests.push_back(newOddsTest());
    tests.push_back(newCampaignTypeTest());
    tests.push_back(newFortressTest());
    tests.push_back(newSiegeTest());
    tests.push_back(newAmphibiousTest());
    tests.push_back(newNavalTest());
    tests.push_back(newMassDestructionTest());
    tests.push_back(newSpecialJsonTest());
    tests.push_back(newOldRecordTest());
    tests.push_back(newCommandSplitsTest());
    tests.push_back(newRollLogTest());
    tests.push_back(newForceSituationTest());
    return mustertest::runTestClasses(argc, argv, tests);
}
