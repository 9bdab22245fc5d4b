// The battle and reconnaissance windows as a new GM meets them (issue 14, "Tried as a new GM would"):
// a typed die the dice cannot make is never replaced by a program roll, it holds the step back until fixed
// or cleared; every roll shows in the round log and the report as typed or rolled; a battle opened and
// left before any round is resolved can be discarded; Close and Finish say what they do; every window
// fits a 1366x768 screen and reads on a dark palette.
// Rules: "Fighting the Battle" and "Reconnaissance Operations" of GURPS Mass Combat.

#include "battle_test_helpers.h"

#include "CampaignDocument.h"
#include "DialogSupport.h"
#include "TextExport.h"
#include "battle/BattlesPanel.h"
#include "battle/gurps/StoredBattleIo.h"
#include "battle/gurps/SubordinateCommandDialog.h"
#include "battle/gurps/ThreeWayBattleDialog.h"
#include "battle/gurps/StoredEngine.h"
#include "operations/MarchDialog.h"
#include "battle/gurps/ReconDialog.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QStatusBar>
#include <QTableWidget>
#include <QUndoStack>

using namespace muster;
using namespace muster::gurps;
using namespace guitest;

class TstBattleWindows : public GuiTestCase
{
    Q_OBJECT

private slots:
    void wrongTypedRollHoldsTheStep();
    void wrongTypedRollHoldsResolve();
    void rollsInTheLogAndTheReport();
    void unplayedBattleDiscardedOnClose();
    void unplayedBattlesDiscardedFromThePanel();
    void closeAndFinishTellApart();
    void reportSuggestedBesideTheCampaign();
    void abbreviatedHeadersExplainThemselves();
    void windowsFitTheScreen();
    void darkPalette();

private:
    // The Battle of Fen Ford at its first Strategy roll: Attack against Attack, nobody hurt.
    BattleWizard *atTheFirstStrategyRoll(MainWindow &window);
};

BattleWizard *TstBattleWindows::atTheFirstStrategyRoll(MainWindow &window)
{
    BattleWizard *wizard = fenFordAtStrategies(window);
    if (!wizard)
        return nullptr;
    chooseStrategies(wizard, QStringLiteral("Attack"), QStringLiteral("Attack"));
    takeStep(wizard);
    return wizard->engine().step() == BattleStep::RollContest ? wizard : nullptr;
}

// A 2 or a 19 typed on 3d stays as typed, in red with the range in its tooltip, and the step waits;
// clearing the field (the program rolls) or fixing it lets the step go on.
void TstBattleWindows::wrongTypedRollHoldsTheStep()
{
    auto window = openWindow();
    BattleWizard *wizard = atTheFirstStrategyRoll(*window);
    QVERIFY(wizard);
    auto *roll = child<RollField>(wizard, QStringLiteral("strategyRoll0"));
    auto *step = child<QPushButton>(wizard, QStringLiteral("stepAction"));
    auto *problem = child<QLabel>(wizard, QStringLiteral("rollProblem"));
    QVERIFY(roll && step && problem);
    QVERIFY(step->isEnabled());
    QVERIFY(roll->styleSheet().isEmpty());

    for (const QString &wrong : {QStringLiteral("2"), QStringLiteral("19"), QStringLiteral("x")}) {
        roll->clear();
        QTest::keyClicks(roll, wrong);
        QCOMPARE(roll->text(), wrong); // kept as typed, not replaced
        QVERIFY(!roll->isAcceptable());
        QVERIFY2(roll->styleSheet().contains(QStringLiteral("border")), qPrintable(roll->styleSheet()));
        QVERIFY2(roll->toolTip().contains(QStringLiteral("3 to 18")), qPrintable(roll->toolTip()));
        QVERIFY(!step->isEnabled());
        QVERIFY2(problem->text().contains(QStringLiteral("3 to 18")), qPrintable(problem->text()));
        QTest::keyClick(roll, Qt::Key_Return); // Enter does not take the step either
        QCOMPARE(wizard->engine().step(), BattleStep::RollContest);
    }

    // Cleared: the program rolls.
    roll->selectAll();
    QTest::keyClick(roll, Qt::Key_Delete);
    QVERIFY(roll->isAcceptable());
    QVERIFY(step->isEnabled());
    QVERIFY(problem->text().isEmpty());
    QVERIFY(roll->styleSheet().isEmpty());

    // Wrong again, then fixed: the typed roll is the one the contest uses.
    QTest::keyClicks(roll, QStringLiteral("19"));
    QVERIFY(!step->isEnabled());
    QTest::keyClick(roll, Qt::Key_Backspace);
    QCOMPARE(roll->text(), QStringLiteral("1"));
    QVERIFY(!step->isEnabled()); // 1 is no roll of 3d either
    QTest::keyClicks(roll, QStringLiteral("2"));
    QVERIFY(step->isEnabled());
    takeStep(wizard);
    QCOMPARE(wizard->engine().state().rounds.at(0).rolls[0], 12);
    closeKeeping(wizard);
}

// The Reconnaissance Contest: a wrong roll holds Resolve back the same way.
void TstBattleWindows::wrongTypedRollHoldsResolve()
{
    auto window = openWindow();
    window->reconAction()->trigger();
    auto *dialog = window->findChild<ReconDialog *>();
    QVERIFY(dialog);
    auto *resolve = child<QPushButton>(dialog, QStringLiteral("resolve"));
    auto *tie = child<RollField>(dialog, QStringLiteral("tieRoll"));
    QVERIFY(resolve->isEnabled());
    QTest::keyClicks(tie, QStringLiteral("7")); // 1d
    QCOMPARE(tie->text(), QStringLiteral("7"));
    QVERIFY(!resolve->isEnabled());
    QVERIFY(!dialog->resolve().ok());
    QVERIFY(!dialog->outcome());
    QVERIFY2(child<QLabel>(dialog, QStringLiteral("rollProblem"))->text().contains(QStringLiteral("1 to 6")),
             qPrintable(child<QLabel>(dialog, QStringLiteral("rollProblem"))->text()));
    QTest::keyClick(tie, Qt::Key_Backspace);
    QTest::keyClicks(tie, QStringLiteral("6"));
    QVERIFY(resolve->isEnabled());
    child<RollField>(dialog, QStringLiteral("roll0"))->setTypedValue(8);
    child<RollField>(dialog, QStringLiteral("roll1"))->setTypedValue(12);
    QVERIFY(dialog->resolve().ok());
    QCOMPARE(dialog->outcome()->rolls, (std::array<int, 2>{8, 12}));
    dialog->reject();
}

// Each roll of a round is a line of the round log and of the report, marked typed or rolled.
void TstBattleWindows::rollsInTheLogAndTheReport()
{
    auto window = openWindow();
    BattleWizard *wizard = atTheFirstStrategyRoll(*window);
    QVERIFY(wizard);
    typeRoll(wizard, QStringLiteral("strategyRoll0"), 10); // the Host's from real dice; the Rebels' rolled
    takeStep(wizard);
    // A copy: the next step starts a new round and may move the rounds in memory.
    const RoundRecord round = wizard->engine().state().rounds.at(0);
    QCOMPARE(round.rollsTyped, (std::array<bool, 2>{true, false}));
    const QString log = child<QTextBrowser>(wizard, QStringLiteral("roundLog"))->toPlainText();
    QVERIFY2(log.contains(QStringLiteral("%1's Strategy roll: 10 against %2").arg(hostName).arg(round.skills[0].total())) &&
                 log.contains(QStringLiteral("(typed)")),
             qPrintable(log));
    QVERIFY2(log.contains(QStringLiteral("%1's Strategy roll: %2 against").arg(rebelsName).arg(round.rolls[1])) &&
                 log.contains(QStringLiteral("(rolled)")),
             qPrintable(log));
    noMisfortunes(wizard);
    takeStep(wizard); // Misfortunes of War, typed: 18 for everyone
    const QString ended = child<QTextBrowser>(wizard, QStringLiteral("roundLog"))->toPlainText();
    QVERIFY2(ended.contains(QStringLiteral("Misfortunes of War roll: 18 against")), qPrintable(ended));
    const QString report = m_dir->filePath(QStringLiteral("report.html"));
    QVERIFY(writeBattleReport(wizard->engine(), report).ok());
    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    QVERIFY2(html.contains(QStringLiteral("10 (typed)")), "the Host's Strategy roll");
    QVERIFY2(html.contains(QStringLiteral("%1 (rolled)").arg(round.rolls[1])), "the Rebels' Strategy roll");
    QVERIFY(html.contains(QStringLiteral("Misfortunes of War roll: 18 against")));
    wizard->close(); // a round is resolved: no question
    QCOMPARE(window->document()->battles().size(), 1);
}

// A battle started and closed before any round is resolved: the window offers to discard it (one undoable
// step) or keep it to resume.
void TstBattleWindows::unplayedBattleDiscardedOnClose()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    BattleWizard *wizard = openBattleWizard(*window);
    QVERIFY(wizard);
    startFenFord(wizard);
    QCOMPARE(document->battles().size(), 1);
    bool asked = false;
    onNextModal(
        [&asked](QDialog *ask) {
            asked = true;
            QVERIFY(ask->findChild<QPushButton *>(QStringLiteral("keepBattle")));
            child<QPushButton>(ask, QStringLiteral("discardBattle"))->click();
        },
        wizard);
    wizard->close();
    QVERIFY(asked);
    QVERIFY(document->battles().isEmpty());
    QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Discard unplayed battle \"Battle of Fen Ford\""));
    document->undo();
    QCOMPARE(document->battles().size(), 1);

    // Kept: it stays to be resumed.
    wizard = openBattleWizard(*window);
    QVERIFY(wizard);
    startFenFord(wizard);
    closeKeeping(wizard);
    QCOMPARE(document->battles().size(), 2);
}

// The Battles panel drops every battle left before a round was resolved, in one undoable step, and keeps
// the ones fought.
void TstBattleWindows::unplayedBattlesDiscardedFromThePanel()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    auto *discard = child<QPushButton>(window.get(), QStringLiteral("discardUnplayed"));
    QVERIFY(discard);
    QVERIFY(!discard->isEnabled());
    for (int i = 0; i < 2; ++i) {
        BattleWizard *wizard = openBattleWizard(*window);
        QVERIFY(wizard);
        startFenFord(wizard);
        closeKeeping(wizard);
    }
    BattleWizard *fought = atTheFirstStrategyRoll(*window);
    QVERIFY(fought);
    takeStep(fought);
    noMisfortunes(fought);
    takeStep(fought);
    fought->close();
    QCOMPARE(document->battles().size(), 3);
    QVERIFY(discard->isEnabled());
    QTest::mouseClick(discard, Qt::LeftButton);
    QCOMPARE(document->battles().size(), 1);
    QVERIFY(!engineFromStored(document->battles().at(0))->isUnplayed());
    QVERIFY(!discard->isEnabled());
    document->undo();
    QCOMPARE(document->battles().size(), 3);
}

// A battle report is suggested in the campaign's folder, named after the battle, with the characters a file
// system refuses replaced; the status bar says where it went.
void TstBattleWindows::reportSuggestedBesideTheCampaign()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    BattleWizard *wizard = startedBattle(*window, QStringLiteral("Fen Ford: North / South?"));
    QVERIFY(wizard);
    closeKeeping(wizard);
    QCOMPARE(document->battles().size(), 1);
    auto *panel = window->findChild<BattlesPanel *>();
    QVERIFY(panel);
    const QDir folder = QFileInfo(document->path()).absoluteDir();
    QCOMPARE(panel->suggestedReportPath(document->battles().at(0).id),
             folder.filePath(QStringLiteral("Fen Ford- North - South-.html")));
    QCOMPARE(exportFileName(QStringLiteral("  "), QStringLiteral("html"), QStringLiteral("battle")),
             QStringLiteral("battle.html"));
    QCOMPARE(exportFileName(QStringLiteral("..hidden"), QStringLiteral("csv"), QStringLiteral("x")),
             QStringLiteral("hidden.csv"));
    emit panel->exported(folder.filePath(QStringLiteral("Fen Ford.html")));
    QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("Exported to Fen Ford.html"));
}

// Every short header of the battle window says in its tooltip what it stands for ("Help and the first hour").
void TstBattleWindows::abbreviatedHeadersExplainThemselves()
{
    auto window = openWindow();
    BattleWizard *wizard = atTheFirstStrategyRoll(*window);
    QVERIFY(wizard);
    const auto people = wizard->findChildren<QTableWidget *>(QStringLiteral("people"));
    QCOMPARE(people.size(), 2);
    for (QTableWidget *table : people) {
        for (int column = 1; column < table->columnCount(); ++column) { // all but the name
            QTableWidgetItem *header = table->horizontalHeaderItem(column);
            QVERIFY2(!header->toolTip().isEmpty(), qPrintable(header->text()));
        }
    }
    auto *odds = child<QTableWidget>(wizard, QStringLiteral("roundOdds"));
    for (int column = 0; column < odds->columnCount(); ++column) {
        QTableWidgetItem *header = odds->horizontalHeaderItem(column);
        QVERIFY2(!header->toolTip().isEmpty(), qPrintable(header->text()));
    }
    QVERIFY(odds->horizontalHeaderItem(1)->toolTip().contains(QStringLiteral("margin of 1-3")));
    for (int side = 0; side < 2; ++side) {
        auto *removals = child<QTableWidget>(wizard, QStringLiteral("removals%1").arg(side));
        QVERIFY(removals->horizontalHeaderItem(1)->toolTip().contains(QStringLiteral("Troop Strength")));
    }
    closeKeeping(wizard);
}

// Close only closes (the battle is kept to resume) and sits apart from Next and Finish; once the battle is
// over, Finish is the one way out.
void TstBattleWindows::closeAndFinishTellApart()
{
    auto window = openWindow();
    BattleWizard *wizard = atTheFirstStrategyRoll(*window);
    QVERIFY(wizard);
    QAbstractButton *close = wizard->button(QWizard::CancelButton);
    QAbstractButton *next = wizard->button(QWizard::NextButton);
    QVERIFY(close->isVisible());
    QCOMPARE(close->text(), QStringLiteral("C&lose, Resume Later"));
    QVERIFY(close->toolTip().contains(QStringLiteral("Battles panel")));
    QVERIFY(close->x() < next->x());
    // Round 1 a tie; in round 2 the Rebels flee and the Host pursues.
    typeRoll(wizard, QStringLiteral("strategyRoll0"), 10);
    typeRoll(wizard, QStringLiteral("strategyRoll1"), 10);
    takeStep(wizard);
    noMisfortunes(wizard);
    takeStep(wizard);
    retreatAndPursue(wizard);
    if (QTest::currentTestFailed())
        return;
    wizard->next();
    QCOMPARE(wizard->currentId(), int(BattleWizard::AftermathPageId));
    QVERIFY(!close->isVisible());
    QAbstractButton *finish = wizard->button(QWizard::FinishButton);
    QVERIFY(finish->isVisible());
    QVERIFY(finish->toolTip().contains(QStringLiteral("Battles panel")));
    finish->click();
    QCOMPARE(window->document()->battles().at(0).status, BattleStatus::Finished);
}

// Every battle and reconnaissance window fits a 1366x768 screen (about 1350x700 inside the frame and the
// panel): the New Three-Way Battle dialog once took 1704 pixels and hid Cancel.
void TstBattleWindows::windowsFitTheScreen()
{
    const QSize room(1350, 700);
    const auto fits = [&room](QWidget *window, const char *what) {
        // A wizard gives no size hint of its own; its minimum size is its current page's.
        const QSize least = window->minimumSizeHint().expandedTo(window->minimumSize());
        QVERIFY2(least.width() <= room.width() && least.height() <= room.height(),
                 qPrintable(QStringLiteral("%1 needs %2x%3").arg(QLatin1String(what)).arg(least.width()).arg(least.height())));
        // Opened no larger than that room, or than the screen it is on (the test's screen is not 1366x768).
        const QSize screen = room.expandedTo(roomOnScreen(window));
        QVERIFY2(window->width() <= screen.width() && window->height() <= screen.height(),
                 qPrintable(QStringLiteral("%1 opens at %2x%3").arg(QLatin1String(what)).arg(window->width()).arg(window->height())));
    };
    auto window = openWindow();
    CampaignDocument *document = window->document();
    BattleWizard *wizard = openBattleWizard(*window);
    QVERIFY(wizard);
    fits(wizard, "the battle dialog's sides");
    startFenFord(wizard);
    fits(wizard, "the battle dialog's rounds");
    const qint64 battle = wizard->battleId();
    {
        SubordinateCommandDialog subordinate(document, battle, window.get());
        subordinate.show();
        fits(&subordinate, "Subordinate Command");
    }
    closeKeeping(wizard);
    {
        ThreeWayBattleDialog threeWay(document, window.get());
        threeWay.show();
        fits(&threeWay, "New Three-Way Battle");
        QVERIFY(threeWay.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel)->isVisible());
    }
    {
        ReconDialog recon(document, document->campaign().forces.at(0).id, window.get());
        recon.show();
        fits(&recon, "Reconnaissance Contest");
    }
    {
        MarchDialog march(document, document->campaign().forces.at(0).id, window.get());
        march.show();
        fits(&march, "Plan March");
    }
}

// On a dark palette the odds matrix is shaded from the palette's own dark base, and a wrong roll's red is a
// light one that reads on it.
void TstBattleWindows::darkPalette()
{
    const QPalette light = QApplication::palette();
    QPalette dark = light;
    dark.setColor(QPalette::Base, QColor(30, 30, 30));
    dark.setColor(QPalette::Window, QColor(45, 45, 45));
    dark.setColor(QPalette::Text, QColor(230, 230, 230));
    dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
    QApplication::setPalette(dark);
    auto window = openWindow();
    BattleWizard *wizard = fenFordAtStrategies(*window);
    QVERIFY(wizard);
    auto *matrix = child<QTableWidget>(wizard, QStringLiteral("strategyMatrix"));
    QVERIFY(matrix && matrix->rowCount() > 0);
    int shaded = 0;
    for (int r = 0; r < matrix->rowCount(); ++r) {
        for (int c = 0; c < matrix->columnCount(); ++c) {
            const QTableWidgetItem *item = matrix->item(r, c);
            if (!item || item->background().style() == Qt::NoBrush)
                continue;
            ++shaded;
            QVERIFY2(item->background().color().lightness() < 110, qPrintable(item->background().color().name()));
        }
    }
    QVERIFY(shaded > 0);
    chooseStrategies(wizard, QStringLiteral("Attack"), QStringLiteral("Attack"));
    takeStep(wizard);
    auto *roll = child<RollField>(wizard, QStringLiteral("strategyRoll0"));
    QTest::keyClicks(roll, QStringLiteral("2"));
    QVERIFY(errorTextColor(roll->palette()).lightness() > 150);
    QVERIFY(roll->styleSheet().contains(errorTextColor(dark).name()));
    roll->clear();
    closeKeeping(wizard);
    QApplication::setPalette(light);
}

std::unique_ptr<QObject> newTstBattleWindows()
{
    return std::make_unique<TstBattleWindows>();
}

#include "tst_battlewindows.moc"
