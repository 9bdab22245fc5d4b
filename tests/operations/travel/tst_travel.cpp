// tst_travel: travel and transport of GURPS Mass Combat ("Transport (T)", "TRANSPORT
// WEIGHT (WT)", "MOBILITY (MOB)", "FORCES IN MOTION" through "Environmental Issues", the Travel Speed
// Table). One test class per source file (travel_*.cpp); this main runs every class
// (tests/support/TestClassRunner.h). TravelTestSupport.h holds the helpers the classes share.

#include "TestClassRunner.h"

#include <QCoreApplication>
#include <QtTest>

#include <memory>

// Defined next to each test class.
std::unique_ptr<QObject> newTravelSpeedTest();
std::unique_ptr<QObject> newTravelConditionsTest();
std::unique_ptr<QObject> newTravelTransportTest();
std::unique_ptr<QObject> newTravelForcedMarchTest();
std::unique_ptr<QObject> newTravelMarchPlanTest();

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true); // as QTEST_GUILESS_MAIN does
    QTEST_SET_MAIN_SOURCE_PATH
    mustertest::TestClasses tests;
    tests.push_back(newTravelSpeedTest());
    tests.push_back(newTravelConditionsTest());
    tests.push_back(newTravelTransportTest());
    tests.push_back(newTravelForcedMarchTest());
    tests.push_back(newTravelMarchPlanTest());
    return mustertest::runTestClasses(argc, argv, tests);
}
