// tst_recon: the Reconnaissance Contest of GURPS Mass Combat ("RECONNAISSANCE
// OPERATIONS" and Appendix B's Reconnaissance Contest and Terrain and Surprise tables). One test class per
// source file (recon_*.cpp); this main runs every class (tests/support/TestClassRunner.h).

#include "TestClassRunner.h"

#include <QCoreApplication>
#include <QtTest>

#include <memory>

// Defined next to each test class.
std::unique_ptr<QObject> newReconTerrainRatingTest();
std::unique_ptr<QObject> newReconModifiersTest();
std::unique_ptr<QObject> newReconContestTest();
std::unique_ptr<QObject> newReconOddsTest();
std::unique_ptr<QObject> newReconWinnerTest();
std::unique_ptr<QObject> newReconDrakesCrossTest();

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true); // as QTEST_GUILESS_MAIN does
    QTEST_SET_MAIN_SOURCE_PATH
    mustertest::TestClasses tests;
    tests.push_back(newReconDrakesCrossTest());
    tests.push_back(newReconTerrainRatingTest());
    tests.push_back(newReconModifiersTest());
    tests.push_back(newReconContestTest());
    tests.push_back(newReconOddsTest());
    tests.push_back(newReconWinnerTest());
    return mustertest::runTestClasses(argc, argv, tests);
}
