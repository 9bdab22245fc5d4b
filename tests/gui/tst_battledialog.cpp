// The battle dialog (forms/battle): a whole battle played through the real wizard offscreen, the secret
// strategy choice, undoing a step, and a battle closed mid-way and resumed from the Battles view.
// Rules: "Before the Battle", "Fighting the Battle", "After the Battle" of GURPS Mass Combat.

#include "battle_test_helpers.h"

#include "CampaignDocument.h"
#include "battle/gurps/AftermathPage.h"
#include "battle/gurps/BattleWizard.h"
#include "battle/gurps/ForecastPanel.h"
#include "battle/BattlesPanel.h"
#include "battle/RollField.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QStackedWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>
#include <QUndoStack>

using namespace muster;
using namespace muster::gurps;
using namespace guitest;

class TstBattleDialog : public GuiTestCase
{
    Q_OBJECT

private slots:
    void wholeBattleThroughTheDialog();
    void hiddenStrategyChoice();
    void forecastFollowsTheChoices();
    void undoLastStep();
    void battleResumesWhereItWasLeft();
};

// A battle from set-up to aftermath: a tied first round, a Full Retreat, the pursuit, casualties applied
// to the rosters (undoably) and the report exported.
void TstBattleDialog::wholeBattleThroughTheDialog()
{
    auto window = openWindow();
    BattleWizard *wizard = openBattleWizard(*window);
    QVERIFY(wizard);
    startFenFord(wizard);
    QCOMPARE(wizard->engine().step(), BattleStep::OpenRound);

    // Round 1: Attack against Attack, both roll 10: a tie, 10% each.
    noMisfortunes(wizard);
    takeStep(wizard);
    QCOMPARE(wizard->engine().step(), BattleStep::ChooseStrategies);
    QVERIFY(child<QTableWidget>(wizard, QStringLiteral("strategyMatrix"))->rowCount() > 0);
    chooseStrategies(wizard, QStringLiteral("Attack"), QStringLiteral("Attack"));
    takeStep(wizard);
    QCOMPARE(wizard->engine().step(), BattleStep::RollContest);
    const QString skill = child<QLabel>(wizard, QStringLiteral("effectiveSkill0"))->text();
    QVERIFY2(skill.contains(QStringLiteral("Strategy")), qPrintable(skill));
    typeRoll(wizard, QStringLiteral("strategyRoll0"), 10);
    typeRoll(wizard, QStringLiteral("strategyRoll1"), 10);
    takeStep(wizard);
    QCOMPARE(wizard->engine().step(), BattleStep::EndRound);
    noMisfortunes(wizard);
    takeStep(wizard);
    QCOMPARE(wizard->engine().state().sides[0].casualties + wizard->engine().state().sides[1].casualties >= 20, true);

    // Round 2: the Rebels retreat in full; they escape and the Host pursues.
    retreatAndPursue(wizard);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(wizard->engine().state().winner, 0);
    QVERIFY(wizard->engine().state().pursuit->pursued);

    // The aftermath.
    QVERIFY(wizard->button(QWizard::NextButton)->isEnabled());
    wizard->next();
    QCOMPARE(wizard->currentId(), int(BattleWizard::AftermathPageId));
    const QString aftermath = child<QTextBrowser>(wizard, QStringLiteral("aftermath"))->toPlainText();
    QVERIFY2(aftermath.contains(QStringLiteral("holds the field")), qPrintable(aftermath));

    CampaignDocument *document = window->document();
    const qint64 rebels = document->campaign().forces.at(1).id;
    const RosterLine firstLine = document->force(rebels)->lines.at(0);
    QCOMPARE(firstLine.casualties, 0.0);
    QTest::mouseClick(child<QPushButton>(wizard, QStringLiteral("applyCasualties")), Qt::LeftButton);
    QVERIFY(document->force(rebels)->lines.at(0).casualties > 0.0);
    QCOMPARE(document->battles().size(), 1);
    QCOMPARE(document->battles().at(0).status, BattleStatus::CasualtiesApplied);
    document->undo();
    QCOMPARE(document->force(rebels)->lines.at(0), firstLine);
    QCOMPARE(document->battles().at(0).status, BattleStatus::Finished);

    auto *page = qobject_cast<AftermathPage *>(wizard->page(BattleWizard::AftermathPageId));
    // The export is suggested beside the campaign file, named after the battle (issue 14).
    QCOMPARE(page->suggestedReportPath(),
             QFileInfo(document->path()).absoluteDir().filePath(QStringLiteral("Battle of Fen Ford.html")));
    const QString report = m_dir->filePath(QStringLiteral("report.html"));
    QVERIFY(page->exportReport(report).ok());
    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray html = file.readAll();
    QVERIFY(html.contains("Battle of Fen Ford"));
    QVERIFY(html.contains("<svg"));
    // "Loot", "Force Replacements": the winner books the loot and the cost of replacing its casualties in
    // one undoable step (issue 4: "can be booked from the battle record in one step").
    const qint64 treasury = *document->addTreasury(QStringLiteral("Greyhollow"), Money::fromDollars(1'000'000));
    const QList<LedgerEntry> spoils = page->spoilsEntries(0);
    QCOMPARE(spoils.size(), 2);
    QCOMPARE(spoils.at(0).category, LedgerCategory::Loot);
    QVERIFY(spoils.at(0).amount > Money());
    QCOMPARE(spoils.at(1).category, LedgerCategory::Replacement);
    QVERIFY(spoils.at(1).amount < Money());
    const int steps = document->undoStack()->count();
    QVERIFY(page->bookSpoils(0, treasury).ok());
    QCOMPARE(document->undoStack()->count(), steps + 1);
    QCOMPARE(document->treasury(treasury)->balance(),
             Money::fromDollars(1'000'000) + spoils.at(0).amount + spoils.at(1).amount);
    document->undo();
    QCOMPARE(document->treasury(treasury)->balance(), Money::fromDollars(1'000'000));
    wizard->close();

    // The Battles view lists it.
    auto *view = window->findChild<QTableView *>(QStringLiteral("battlesView"));
    QCOMPARE(view->model()->rowCount(), 1);
    QCOMPARE(cell(view, 0, 0), QStringLiteral("Battle of Fen Ford"));
}

// "Choose Battle Strategy": each commander chooses in secret; a hidden choice shows no strategy.
void TstBattleDialog::hiddenStrategyChoice()
{
    auto window = openWindow();
    BattleWizard *wizard = fenFordAtStrategies(*window);
    QVERIFY(wizard);
    auto *combo = child<QComboBox>(wizard, QStringLiteral("strategy0"));
    auto *stack = qobject_cast<QStackedWidget *>(combo->parentWidget());
    QVERIFY(stack);
    QCOMPARE(stack->currentWidget(), combo);
    const auto buttons = wizard->findChildren<QToolButton *>();
    QToolButton *hide = nullptr;
    for (QToolButton *b : buttons) {
        if (b->isCheckable() && b->parentWidget() == stack->parentWidget() && b->isVisible())
            hide = b;
    }
    QVERIFY(hide);
    hide->click();
    QVERIFY(stack->currentWidget() != combo);
    closeKeeping(wizard);
}

// The forecast panel beside the round's odds: it follows the GM's choice of strategies. "Special Cases": the Rebels'
// Full Retreat against the Host's Defense breaks contact, so there is no battle, certainly; a hidden choice hides the
// forecast too. Before the battle the set-up page shows one as well.
void TstBattleDialog::forecastFollowsTheChoices()
{
    auto window = openWindow();
    BattleWizard *wizard = openBattleWizard(*window);
    QVERIFY(wizard);
    typeInto(child<QLineEdit>(wizard, QStringLiteral("battleName")), QStringLiteral("Battle of Fen Ford"));
    wizard->next();
    wizard->next();
    QCOMPARE(wizard->currentId(), int(BattleWizard::BeforePageId));
    auto *before = child<ForecastPanel>(wizard->page(BattleWizard::BeforePageId), QStringLiteral("forecastPanel"));
    QVERIFY(before);
    QTRY_VERIFY(child<QLabel>(before, QStringLiteral("forecastSummary"))->text().contains(QStringLiteral("rounds")));
    wizard->next();
    noMisfortunes(wizard);
    takeStep(wizard);
    QCOMPARE(wizard->engine().step(), BattleStep::ChooseStrategies);
    auto *panel = child<ForecastPanel>(wizard->page(BattleWizard::RoundPageId), QStringLiteral("forecastPanel"));
    QVERIFY(panel);
    chooseStrategies(wizard, QStringLiteral("Defense"), QStringLiteral("Full Retreat"));
    QTRY_COMPARE(panel->forecast().endings[size_t(Ending::NoBattle)], 1.0);
    auto *noBattle = child<QProgressBar>(panel, QStringLiteral("forecast-no_battle"));
    QVERIFY(noBattle && noBattle->isVisibleTo(wizard));
    QCOMPARE(noBattle->value(), 1000);
    chooseStrategies(wizard, QStringLiteral("Attack"), QStringLiteral("Attack"));
    QTRY_VERIFY(panel->forecast().endings[size_t(Ending::NoBattle)] < 1.0);
    QVERIFY(panel->forecast().wins(0) + panel->forecast().wins(1) > 0.9);
    if (const QString shots = qEnvironmentVariable("MUSTER_SHOTS"); !shots.isEmpty())
        wizard->grab().save(shots + QStringLiteral("/forecast.png"));
    const auto buttons = wizard->findChildren<QToolButton *>();
    for (QToolButton *b : buttons) {
        if (b->isCheckable() && b->isVisible()) {
            b->click();
            break;
        }
    }
    QVERIFY(!child<QLabel>(panel, QStringLiteral("forecastSummary"))->isVisibleTo(wizard));
    closeKeeping(wizard);
}

// "Undo of the last step": the step is taken back and the battle is as it was.
void TstBattleDialog::undoLastStep()
{
    auto window = openWindow();
    BattleWizard *wizard = openBattleWizard(*window);
    QVERIFY(wizard);
    startFenFord(wizard);
    const BattleState before = wizard->engine().state();
    noMisfortunes(wizard);
    takeStep(wizard);
    QCOMPARE(wizard->engine().step(), BattleStep::ChooseStrategies);
    QTest::mouseClick(child<QPushButton>(wizard, QStringLiteral("undoStep")), Qt::LeftButton);
    QCOMPARE(wizard->engine().step(), BattleStep::OpenRound);
    QVERIFY(wizard->engine().state() == before);
    closeKeeping(wizard);
}

// "The battle can be closed and resumed later from the campaign file": the campaign is reopened and the
// battle resumed from the Battles view is in exactly the state it was left in.
void TstBattleDialog::battleResumesWhereItWasLeft()
{
    const QString path = demoCopy(QStringLiteral("resume.muster"));
    BattleState left;
    {
        MainWindow window;
        QVERIFY(window.openCampaign(path));
        window.show();
        BattleWizard *wizard = openBattleWizard(window);
        QVERIFY(wizard);
        startFenFord(wizard);
        noMisfortunes(wizard);
        takeStep(wizard);
        chooseStrategies(wizard, QStringLiteral("Attack"), QStringLiteral("Raid"));
        takeStep(wizard);
        QCOMPARE(wizard->engine().step(), BattleStep::RollContest);
        left = wizard->engine().state();
        closeKeeping(wizard);
    }
    MainWindow window;
    QVERIFY(window.openCampaign(path));
    window.show();
    CampaignDocument *document = window.document();
    QCOMPARE(document->battles().size(), 1);
    QCOMPARE(document->battles().at(0).status, BattleStatus::InProgress);
    window.battlesPanel()->resumeBattle(document->battles().at(0).id);
    auto *wizard = window.findChild<BattleWizard *>();
    QVERIFY(wizard);
    QCOMPARE(wizard->currentId(), int(BattleWizard::RoundPageId));
    QCOMPARE(wizard->engine().step(), BattleStep::RollContest);
    QVERIFY(wizard->engine().state() == left);
    closeKeeping(wizard);
}

std::unique_ptr<QObject> newTstBattleDialog()
{
    return std::make_unique<TstBattleDialog>();
}

#include "tst_battledialog.moc"
