// The GURPS battle engine (core/battle/gurps) against "Before the Battle", "Fighting the Battle" and
// "After the Battle" of /work/shared/rules/gurps-mass-combat.md and the rulings in rules/README.md.
// One test class per source file; BattleTestSupport.h holds what they share.

#include "TestClassRunner.h"

#include <QCoreApplication>
#include <QtTest>

#include <memory>

std::unique_ptr<QObject> newDrakesCrossTest();
std::unique_ptr<QObject> newBattleReportTest();

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    mustertest::TestClasses tests;
    tests.push_back(newDrakesCrossTest());
    tests.push_back(newBattleReportTest());
    return mustertest::runTestClasses(argc, argv, tests);
}
