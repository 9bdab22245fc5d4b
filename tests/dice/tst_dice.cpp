// core/dice beyond the GURPS 3d6 (which tests/battle/battle_dice.cpp covers): dice of any size from the
// seeded source, faces the GM types in from real dice, their records as JSON, and the pool counts of the
// rulings "Simplified Mass Combat (dice not given in the text)" and "MYZ Mass Combat" in rules/README.md.
// One test class per source file; this main runs every class (tests/support/TestClassRunner.h).

#include "TestClassRunner.h"

#include <QCoreApplication>
#include <QtTest>

#include <memory>

// Defined next to each test class.
std::unique_ptr<QObject> newDiceSourceTest();
std::unique_ptr<QObject> newDiceEntryTest();
std::unique_ptr<QObject> newDiceJsonTest();
std::unique_ptr<QObject> newPoolCountsTest();

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    mustertest::TestClasses tests;
    tests.push_back(newDiceSourceTest());
    tests.push_back(newDiceEntryTest());
    tests.push_back(newDiceJsonTest());
    tests.push_back(newPoolCountsTest());
    return mustertest::runTestClasses(argc, argv, tests);
}
