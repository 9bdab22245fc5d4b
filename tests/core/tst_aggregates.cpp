// Force aggregates against the two roster sheets of Appendix A (the Yrth force and the modern force)
// of GURPS Mass Combat, and the rulings in the rulings of the rule books.
// Expected figures are the book's roster figures, written out.
//
// One test class per source file: aggregates_yrth.cpp (An Yrth Military Force), aggregates_modern.cpp (A
// Modern Military Force), aggregates_rulings.cpp (rulings and edge cases), aggregates_casualties.cpp (lines
// at reduced strength after a battle). The two roster sheets and the other shared helpers are in
// CoreTestSupport.h; this main runs every class (tests/support/TestClassRunner.h).

#include "TestClassRunner.h"

#include <QCoreApplication>
#include <QtTest>

#include <memory>

// Defined next to each test class.
std::unique_ptr<QObject> newAggregatesYrthTest();
std::unique_ptr<QObject> newAggregatesModernTest();
std::unique_ptr<QObject> newAggregatesRulingsTest();
std::unique_ptr<QObject> newAggregatesCasualtiesTest();

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true); // as QTEST_GUILESS_MAIN does
    QTEST_SET_MAIN_SOURCE_PATH
    mustertest::TestClasses tests;
    tests.push_back(newAggregatesYrthTest());
    tests.push_back(newAggregatesModernTest());
    tests.push_back(newAggregatesRulingsTest());
    tests.push_back(newAggregatesCasualtiesTest());
    return mustertest::runTestClasses(argc, argv, tests);
}
