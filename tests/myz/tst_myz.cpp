// The Mutant: Year Zero "Mass Combat" rule set (core/battle/myz) against the supplement's sections, its Ghoul
// Strike example and the MYZ rulings in rules/README.md. One test class per source file.

#include "TestClassRunner.h"

#include <QCoreApplication>

#include <memory>

std::unique_ptr<QObject> newGhoulStrikeTest();

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    mustertest::TestClasses tests;
    tests.push_back(newGhoulStrikeTest());
    return mustertest::runTestClasses(argc, argv, tests);
}
