// A rule set plugs into the battle windows through the registries alone (issue 15): the test-only coin-flip rule
// set, registered here, is chosen in New Battle, played in the shared battle window with a typed and a rolled
// coin, undone, saved after every step, closed and resumed, reported, and listed in the Battles panel.

#include "CoinBattleUi.h"

#include "CampaignDocument.h"
#include "NextModal.h"
#include "battle/BattlesPanel.h"
#include "battle/NewBattleDialog.h"
#include "campaign/DemoCampaign.h"
#include "models/ModelEnums.h"
#include "storage/WriteFaults.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace muster;
using mustertest::onNextModal;

namespace {

QStringList logLines(const BattleWindow *window)
{
    QStringList lines;
    const auto *log = window->findChild<QListWidget *>(QStringLiteral("battleLog"));
    for (int row = 0; log && row < log->count(); ++row)
        lines << log->item(row)->text();
    return lines;
}

QJsonArray storedFlips(const CampaignDocument &document, qint64 battleId)
{
    return QJsonDocument::fromJson(document.battle(battleId)->record).object().value(QStringLiteral("flips")).toArray();
}

} // namespace

class TstRuleSetsGui : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void newBattleOffersTheCampaignsRules();
    void playedUndoneSavedResumedAndReported();
    void aStepTheFileRefusesIsTakenBack();
    void gurpsCommandsStayGurps();
    void anUnplayedBattleMayBeDiscardedOnClosing();

private:
    BattleWindow *startCoinBattle();

    QTemporaryDir m_dir;
    std::unique_ptr<CampaignDocument> m_document;
    std::unique_ptr<BattlesPanel> m_panel;
};

void TstRuleSetsGui::initTestCase()
{
    QVERIFY(m_dir.isValid());
    RuleSets::add(std::make_unique<coins::CoinRuleSet>());
    BattleUis::add(std::make_unique<coins::CoinBattleUi>());
}

void TstRuleSetsGui::init()
{
    const QString path = m_dir.filePath(QStringLiteral("%1.muster").arg(QLatin1String(QTest::currentTestFunction())));
    QVERIFY(writeDemoCampaign(path).ok());
    auto opened = CampaignDocument::open(path);
    QVERIFY2(opened.ok(), qPrintable(opened ? QString() : opened.error().message));
    m_document = std::move(*opened);
    m_panel = std::make_unique<BattlesPanel>();
    m_panel->setDocument(m_document.get());
    m_panel->show();
}

void TstRuleSetsGui::cleanup()
{
    WriteFaults::clear();
    m_panel.reset();
    m_document.reset();
}

BattleWindow *TstRuleSetsGui::startCoinBattle()
{
    bool asked = false;
    onNextModal([&](QDialog *dialog) {
        auto *rules = dialog->findChild<QComboBox *>(QStringLiteral("battleRuleSet"));
        QVERIFY(rules);
        rules->setCurrentIndex(rules->findData(QStringLiteral("coins")));
        if (const QString shots = qEnvironmentVariable("MUSTER_SHOTS"); !shots.isEmpty())
            dialog->grab().save(QDir(shots).filePath(QStringLiteral("new-battle.png")));
        asked = true;
        dialog->accept();
    });
    QTest::mouseClick(m_panel->findChild<QPushButton *>(QStringLiteral("newBattle")), Qt::LeftButton);
    if (!asked)
        return nullptr;
    return m_panel->findChild<BattleWindow *>();
}

// New Battle asks for the rules when there are several, starting at the campaign's own (Campaign > Settings).
void TstRuleSetsGui::newBattleOffersTheCampaignsRules()
{
    QString offered;
    onNextModal([&](QDialog *dialog) {
        auto *rules = dialog->findChild<QComboBox *>(QStringLiteral("battleRuleSet"));
        QVERIFY(rules);
        offered = rules->currentData().toString();
        QCOMPARE(rules->count(), 5); // GURPS, MYZ, SMC, d20 and the test's coins
    });
    QTest::mouseClick(m_panel->findChild<QPushButton *>(QStringLiteral("newBattle")), Qt::LeftButton);
    QCOMPARE(offered, QStringLiteral("gurps")); // a campaign that chose none: the program's first
    QVERIFY(m_document->battles().isEmpty());   // cancelled: no battle

    QVERIFY(m_document->setBattleRuleSet(QStringLiteral("coins")).ok());
    onNextModal([&](QDialog *dialog) {
        offered = dialog->findChild<QComboBox *>(QStringLiteral("battleRuleSet"))->currentData().toString();
    });
    QTest::mouseClick(m_panel->findChild<QPushButton *>(QStringLiteral("newBattle")), Qt::LeftButton);
    QCOMPARE(offered, QStringLiteral("coins"));
    QVERIFY(!BattleActions::setBattleRuleSet(m_document->campaign(), QStringLiteral("chess")).ok());
}

void TstRuleSetsGui::playedUndoneSavedResumedAndReported()
{
    BattleWindow *window = startCoinBattle();
    QVERIFY(window);
    QCOMPARE(m_document->battles().size(), 1);
    const qint64 id = window->battleId();
    QCOMPARE(m_document->battle(id)->ruleSet, QStringLiteral("coins"));
    QCOMPARE(window->findChild<QLabel *>(QStringLiteral("battleSides"))->text(), QStringLiteral("Heads against Tails"));

    // A coin from real dice: 1 is heads' flip; then two the program rolls.
    auto *coin = window->findChild<RollField *>(QStringLiteral("coin"));
    auto *flip = window->findChild<QPushButton *>(QStringLiteral("flip"));
    QTest::keyClicks(coin, QStringLiteral("1"));
    QTest::mouseClick(flip, Qt::LeftButton);
    QCOMPARE(logLines(window), QStringList{QStringLiteral("Flip 1: Heads wins")});
    QCOMPARE(storedFlips(*m_document, id), QJsonArray{0});
    QTest::mouseClick(flip, Qt::LeftButton);
    QTest::mouseClick(flip, Qt::LeftButton);
    QCOMPARE(logLines(window).size(), 3);
    QCOMPARE(storedFlips(*m_document, id).size(), 3);
    // MUSTER_SHOTS=folder saves the window as painted, for looking at it.
    if (const QString shots = qEnvironmentVariable("MUSTER_SHOTS"); !shots.isEmpty())
        window->grab().save(QDir(shots).filePath(QStringLiteral("battle-window.png")));

    // A coin the dice cannot show is refused, and no step is taken.
    QTest::keyClicks(coin, QStringLiteral("3"));
    QVERIFY(!coin->isAcceptable());
    QTest::mouseClick(flip, Qt::LeftButton);
    QCOMPARE(storedFlips(*m_document, id).size(), 3);
    coin->clear();

    // Undo Last Step takes back the third flip in the window and in the file.
    QTest::mouseClick(window->findChild<QPushButton *>(QStringLiteral("undoBattleStep")), Qt::LeftButton);
    QCOMPARE(logLines(window).size(), 2);
    QCOMPARE(storedFlips(*m_document, id).size(), 2);
    const QStringList kept = logLines(window);

    // Closed and resumed from the Battles panel: the same steps.
    QTest::mouseClick(window->findChild<QPushButton *>(QStringLiteral("closeBattle")), Qt::LeftButton);
    QTRY_VERIFY(!m_panel->findChild<BattleWindow *>());
    m_panel->resumeBattle(id);
    window = m_panel->findChild<BattleWindow *>();
    QVERIFY(window);
    QCOMPARE(logLines(window), kept);

    // Typed heads until one side has three: the battle is over.
    coin = window->findChild<RollField *>(QStringLiteral("coin"));
    flip = window->findChild<QPushButton *>(QStringLiteral("flip"));
    while (flip->isEnabled()) {
        QTest::keyClicks(coin, QStringLiteral("1"));
        QTest::mouseClick(flip, Qt::LeftButton);
    }
    const StoredBattle *stored = m_document->battle(id);
    QCOMPARE(stored->status, BattleStatus::Finished);
    QVERIFY(stored->summary.startsWith(QStringLiteral("Heads 3")));

    // Listed in the Battles panel with its status and summary.
    auto *view = m_panel->view();
    QCOMPARE(view->model()->rowCount(), 1);
    QCOMPARE(view->model()->index(0, BattleColumn::Name).data().toString(), QStringLiteral("Coin battle"));
    QCOMPARE(view->model()->index(0, BattleColumn::Name).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Coin battle (Coin flips)"));
    QCOMPARE(view->model()->index(0, BattleColumn::Status).data().toString(), QStringLiteral("Finished"));
    QCOMPARE(view->model()->index(0, BattleColumn::Summary).data().toString(), stored->summary);

    // Reported: the window's report is the rule set's page, beside the campaign.
    QCOMPARE(window->suggestedReportPath(), m_dir.filePath(QStringLiteral("Coin battle.html")));
    QVERIFY(window->exportReport(window->suggestedReportPath()).ok());
    QFile report(window->suggestedReportPath());
    QVERIFY(report.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(report.readAll()).contains(stored->summary));

    // And the file keeps it across a reopening.
    const QString path = m_document->path();
    window->close();
    m_panel.reset();
    m_document.reset();
    auto reopened = CampaignDocument::open(path);
    QVERIFY(reopened.ok());
    QCOMPARE((*reopened)->battles().size(), 1);
    QCOMPARE((*reopened)->battles().at(0).status, BattleStatus::Finished);
}

// Every step is saved; a step the file refuses is not kept in the window either.
void TstRuleSetsGui::aStepTheFileRefusesIsTakenBack()
{
    BattleWindow *window = startCoinBattle();
    QVERIFY(window);
    const qint64 id = window->battleId();
    auto *flip = window->findChild<QPushButton *>(QStringLiteral("flip"));
    QTest::mouseClick(flip, Qt::LeftButton);
    QCOMPARE(logLines(window).size(), 1);

    WriteFaults::failCommit();
    QTest::mouseClick(flip, Qt::LeftButton);
    QCOMPARE(logLines(window).size(), 1);
    QCOMPARE(storedFlips(*m_document, id).size(), 1);
    QVERIFY(window->findChild<QLabel *>(QStringLiteral("battleError"))->isVisible());

    WriteFaults::failCommit();
    QTest::mouseClick(window->findChild<QPushButton *>(QStringLiteral("undoBattleStep")), Qt::LeftButton);
    QCOMPARE(logLines(window).size(), 1);
    QCOMPARE(storedFlips(*m_document, id).size(), 1);

    QTest::mouseClick(flip, Qt::LeftButton);
    QCOMPARE(logLines(window).size(), 2);
    QVERIFY(!window->findChild<QLabel *>(QStringLiteral("battleError"))->isVisible());
}

// The GURPS commands of the panel come from the GURPS UI and stay off for a battle of another rule set.
void TstRuleSetsGui::gurpsCommandsStayGurps()
{
    QVERIFY(startCoinBattle());
    m_panel->view()->setCurrentIndex(m_panel->view()->model()->index(0, 0));
    for (const char *name : {"subordinateCommand", "secondPitchedBattle"}) {
        auto *button = m_panel->findChild<QPushButton *>(QLatin1String(name));
        QVERIFY2(button, name);
        QVERIFY2(!button->isEnabled(), name);
    }
    QVERIFY(m_panel->findChild<QPushButton *>(QStringLiteral("newThreeWayBattle"))->isEnabled());
}

// Closed before its first flip, a battle may be kept for later or discarded (one undoable step), as a GURPS
// battle may.
void TstRuleSetsGui::anUnplayedBattleMayBeDiscardedOnClosing()
{
    BattleWindow *window = startCoinBattle();
    QVERIFY(window);
    QCOMPARE(m_document->battles().size(), 1);
    bool asked = false;
    onNextModal([&](QDialog *ask) {
        asked = ask->objectName() == QStringLiteral("closeUnplayedBattle");
        ask->findChild<QPushButton *>(QStringLiteral("discardBattle"))->click();
    });
    QTest::mouseClick(window->findChild<QPushButton *>(QStringLiteral("closeBattle")), Qt::LeftButton);
    QVERIFY(asked);
    QVERIFY(m_document->battles().isEmpty());
    QTRY_VERIFY(!m_panel->findChild<BattleWindow *>());
    QVERIFY(m_document->undo().ok());
    QCOMPARE(m_document->battles().size(), 1);

    // After a flip there is something to keep: it closes without asking.
    m_panel->resumeBattle(m_document->battles().at(0).id);
    window = m_panel->findChild<BattleWindow *>();
    QVERIFY(window);
    QTest::mouseClick(window->findChild<QPushButton *>(QStringLiteral("flip")), Qt::LeftButton);
    QTest::mouseClick(window->findChild<QPushButton *>(QStringLiteral("closeBattle")), Qt::LeftButton);
    QTRY_VERIFY(!m_panel->findChild<BattleWindow *>());
    QCOMPARE(m_document->battles().size(), 1);
}

QTEST_MAIN(TstRuleSetsGui)
#include "tst_rulesets_gui.moc"
