// tst_gui: every GUI test class (one class per source file; helpers in gui_test_helpers.h), run by
// TestClassRunner.h.

#include "TestClassRunner.h"
#include "gui_test_helpers.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

std::unique_ptr<QObject> newTstThreeWayBattle(); // tst_threewaybattle.cpp
std::unique_ptr<QObject> newTstSubordinateCommand(); // tst_subordinatecommand.cpp
std::unique_ptr<QObject> newTstAlliedSide(); // tst_alliedside.cpp
std::unique_ptr<QObject> newTstTranslations(); // tst_translations.cpp
std::unique_ptr<QObject> newTstHelp();         // tst_help.cpp
std::unique_ptr<QObject> newTstFirstHour();    // tst_firsthour.cpp
std::unique_ptr<QObject> newTstWindowFit();    // tst_windowfit.cpp
std::unique_ptr<QObject> newTstMnemonics();    // tst_mnemonics.cpp
std::unique_ptr<QObject> newTstPalette();      // tst_palette.cpp
std::unique_ptr<QObject> newTstBattleWindows(); // tst_battlewindows.cpp
std::unique_ptr<QObject> newTstBattleStaff(); // tst_battlestaff.cpp
std::unique_ptr<QObject> newTstGcsImport(); // tst_gcsimport.cpp
std::unique_ptr<QObject> newTstForceFiles(); // tst_forcefiles.cpp
std::unique_ptr<QObject> newTstPrint(); // tst_print.cpp

int main(int argc, char *argv[])
{
    // A home of its own: two runs at once (ctest -j, a developer's run beside CI) must not share the demo
    // campaign and the settings that the tests create and remove.
    const QTemporaryDir home;
    if (home.isValid())
        qputenv("HOME", home.path().toLocal8Bit());
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true); // as QTEST_MAIN does
    QTEST_SET_MAIN_SOURCE_PATH
    // Settings and the demo campaign go to test locations, never to the user's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MusterTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_gui"));
    mustertest::TestClasses tests;
    tests.push_back(newTstRosterEditing());
    tests.push_back(newTstElementDialogs());
    tests.push_back(newTstForcesAndStaff());
    tests.push_back(newTstGcsImport());
    tests.push_back(newTstForceFiles());
    tests.push_back(newTstPrint());
    tests.push_back(newTstTypesAndFiles());
    tests.push_back(newTstWindowPanels());
    tests.push_back(newTstBattleDialog());
    tests.push_back(newTstSpecialBattles());
    tests.push_back(newTstThreeWayBattle());
    tests.push_back(newTstSubordinateCommand());
    tests.push_back(newTstAlliedSide());
    tests.push_back(newTstBattleWindows());
    tests.push_back(newTstBattleStaff());
    tests.push_back(newTstMonthEnd());
    tests.push_back(newTstTreasuryChart());
    tests.push_back(newTstEconomyDialogs());
    tests.push_back(newTstMarchDialog());
    tests.push_back(newTstReconDialog());
    tests.push_back(newTstFortresses());
    tests.push_back(newTstTranslations());
    tests.push_back(newTstHelp());
    tests.push_back(newTstFirstHour());
    tests.push_back(newTstWindowFit());
    tests.push_back(newTstMnemonics());
    tests.push_back(newTstPalette());
    return mustertest::runTestClasses(argc, argv, tests);
}
