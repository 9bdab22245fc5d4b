// Customization: Optional Features, Quality, the TL notes of the element tables and Time to Raise
// (GURPS Mass Combat chapters 1-3, Appendices A and B; rulings in
// the rulings of the rule books, "GURPS Mass Combat"). Expected figures are the book's, written out.
//
// One test class per source file: customization_worked_examples.cpp, customization_features.cpp (Optional
// Features), customization_quality.cpp, customization_cost_rules.cpp (Customization Cost floor, Mercenary,
// Levy, Hero), customization_tl_scaling.cpp (TL notes of the element tables), customization_raise_time.cpp
// (Time to Raise a Force), customization_validity.cpp (choices the text does not allow, feature names).
// Shared helpers are in CoreTestSupport.h; this main runs every class (tests/support/TestClassRunner.h).

#include "TestClassRunner.h"

#include <QCoreApplication>
#include <QtTest>

#include <memory>

// Defined next to each test class.
std::unique_ptr<QObject> newCustomizationWorkedExamplesTest();
std::unique_ptr<QObject> newCustomizationFeaturesTest();
std::unique_ptr<QObject> newCustomizationQualityTest();
std::unique_ptr<QObject> newCustomizationCostRulesTest();
std::unique_ptr<QObject> newCustomizationTlScalingTest();
std::unique_ptr<QObject> newCustomizationRaiseTimeTest();
std::unique_ptr<QObject> newCustomizationValidityTest();

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true); // as QTEST_GUILESS_MAIN does
    QTEST_SET_MAIN_SOURCE_PATH
    mustertest::TestClasses tests;
    tests.push_back(newCustomizationWorkedExamplesTest());
    tests.push_back(newCustomizationFeaturesTest());
    tests.push_back(newCustomizationQualityTest());
    tests.push_back(newCustomizationCostRulesTest());
    tests.push_back(newCustomizationTlScalingTest());
    tests.push_back(newCustomizationRaiseTimeTest());
    tests.push_back(newCustomizationValidityTest());
    return mustertest::runTestClasses(argc, argv, tests);
}
