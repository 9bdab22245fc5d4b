// Helpers shared by the GUI tests of the battle dialog: opening it, starting the Battle of Fen Ford
// (the demo's Host against the Rebels), taking steps and typing rolls the way a GM would.

#pragma once

#include "gui_test_helpers.h"

#include "battle/gurps/BattleWizard.h"
#include "battle/RollField.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTextBrowser>

namespace guitest {

// The battle dialog of the window's New Battle action, or null when it is missing or disabled.
inline muster::BattleWizard *openBattleWizard(muster::MainWindow &window)
{
    auto *action = window.findChild<QAction *>(QStringLiteral("newBattleAction"));
    if (!action || !action->isEnabled())
        return nullptr;
    // A wizard closed earlier may still wait for its deletion: the one wanted is the new one.
    const auto before = window.findChildren<muster::BattleWizard *>();
    // New Battle asks for the rules first, now that there are several: the campaign's own, GURPS.
    onNextModal([](QDialog *chooser) { chooser->accept(); });
    action->trigger();
    const auto after = window.findChildren<muster::BattleWizard *>();
    for (muster::BattleWizard *wizard : after) {
        if (!before.contains(wizard))
            return wizard;
    }
    return nullptr;
}

// Host (first side) against the Rebels in Plains; the Host won initiative and has a +1 Defense Bonus.
inline void startFenFord(muster::BattleWizard *wizard)
{
    typeInto(child<QLineEdit>(wizard, QStringLiteral("battleName")), QStringLiteral("Battle of Fen Ford"));
    wizard->next();
    QCOMPARE(wizard->currentId(), int(muster::BattleWizard::ConditionsPageId));
    auto *start = child<QComboBox>(wizard, QStringLiteral("start"));
    start->setCurrentIndex(1); // the first side won initiative
    auto *terrain = child<QComboBox>(wizard, QStringLiteral("terrain"));
    terrain->setCurrentIndex(terrain->findText(QStringLiteral("Plains")));
    child<QSpinBox>(wizard, QStringLiteral("defenseBonus0"))->setValue(1);
    wizard->next();
    QCOMPARE(wizard->currentId(), int(muster::BattleWizard::BeforePageId));
    const QString before = child<QTextBrowser>(wizard, QStringLiteral("beforeTheBattle"))->toPlainText();
    QVERIFY2(before.contains(QStringLiteral("Basic Strategy Modifier")), qPrintable(before));
    QVERIFY(before.contains(QStringLiteral("Defense Bonus: +1")));
    wizard->next(); // the commit page starts the battle
    QCOMPARE(wizard->currentId(), int(muster::BattleWizard::RoundPageId));
    QVERIFY(wizard->hasStarted());
}

// A battle named `name` started with the dialog's defaults, in any language; null when it did not start.
inline muster::BattleWizard *startedBattle(muster::MainWindow &window, const QString &name)
{
    muster::BattleWizard *wizard = openBattleWizard(window);
    if (!wizard)
        return nullptr;
    typeInto(child<QLineEdit>(wizard, QStringLiteral("battleName")), name);
    for (int page = 0; page < 3; ++page)
        wizard->next(); // the sides, the conditions, and the commit page that starts the battle
    return wizard->hasStarted() ? wizard : nullptr;
}

// Clicks the round page's step button; the step must be taken without an error.
inline void takeStep(muster::BattleWizard *wizard)
{
    auto *button = child<QPushButton>(wizard, QStringLiteral("stepAction"));
    QVERIFY(button && button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
    const QString error = child<QLabel>(wizard->page(muster::BattleWizard::RoundPageId), QStringLiteral("error"))->text();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

inline void chooseStrategies(muster::BattleWizard *wizard, const QString &first, const QString &second)
{
    for (int s = 0; s < 2; ++s) {
        auto *combo = child<QComboBox>(wizard, QStringLiteral("strategy%1").arg(s));
        const int index = combo->findText(s == 0 ? first : second);
        QVERIFY2(index >= 0, qPrintable(s == 0 ? first : second));
        combo->setCurrentIndex(index);
    }
}

inline void typeRoll(muster::BattleWizard *wizard, const QString &name, int value)
{
    auto *field = child<muster::RollField>(wizard, name);
    QVERIFY2(field, qPrintable(name));
    field->setTypedValue(value);
}

// Every misfortune escapes on an 18, which always fails; Heroism and Impetuous Leadership succeed on a 3.
inline void noMisfortunes(muster::BattleWizard *wizard)
{
    const auto fields = wizard->findChildren<muster::RollField *>();
    for (muster::RollField *f : fields) {
        if (f->objectName().startsWith(QLatin1String("misfortune")) || f->objectName().startsWith(QLatin1String("heroism")) ||
            f->objectName().startsWith(QLatin1String("strategyLeadership")))
            f->setTypedValue(f->objectName().startsWith(QLatin1String("misfortune")) ? 18 : 3);
    }
}

// The Battle of Fen Ford opened, nobody hurt in the first round's opening, at the choice of strategies;
// null when a step failed (the test has failed then).
inline muster::BattleWizard *fenFordAtStrategies(muster::MainWindow &window)
{
    muster::BattleWizard *wizard = openBattleWizard(window);
    if (!wizard)
        return nullptr;
    startFenFord(wizard);
    noMisfortunes(wizard);
    takeStep(wizard);
    return wizard->hasStarted() && wizard->engine().step() == muster::gurps::BattleStep::ChooseStrategies ? wizard : nullptr;
}

// From the opening of a round: the Rebels retreat in full and escape, the Host's commander controls his
// troops (Leadership roll 3) and pursues; the battle is over.
inline void retreatAndPursue(muster::BattleWizard *wizard)
{
    noMisfortunes(wizard);
    takeStep(wizard);
    chooseStrategies(wizard, QStringLiteral("Attack"), QStringLiteral("Full Retreat"));
    noMisfortunes(wizard);
    takeStep(wizard);
    QCOMPARE(wizard->engine().step(), muster::gurps::BattleStep::RollContest);
    typeRoll(wizard, QStringLiteral("strategyRoll0"), 10);
    typeRoll(wizard, QStringLiteral("strategyRoll1"), 10);
    takeStep(wizard);
    noMisfortunes(wizard);
    takeStep(wizard);
    QCOMPARE(wizard->engine().step(), muster::gurps::BattleStep::Pursuit);
    typeRoll(wizard, QStringLiteral("pursuitLeadership"), 3);
    takeStep(wizard);
    QVERIFY(wizard->engine().isFinished());
}

// Closes a battle window and, when it asks about a battle with no round resolved, keeps the battle.
inline void closeKeeping(QWidget *wizard)
{
    onNextModal(
        [](QDialog *ask) {
            auto *keep = child<QPushButton>(ask, QStringLiteral("keepBattle"));
            QVERIFY(keep);
            keep->click();
        },
        wizard);
    wizard->close();
    stopPendingDrivers(); // no question when the battle has a round resolved
}

} // namespace guitest
