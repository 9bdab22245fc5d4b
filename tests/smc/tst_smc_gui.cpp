// A Simplified Mass Combat battle played through the real windows offscreen (issue 17): New Battle's set-up dialog
// with the Ford of Ash armies, then the shared battle window through two turns with typed dice: an engagement dragged
// on the board, a Clash with the Magnitude bonus, a rout, a withdrawal and a Rally; undo, close and resume from the
// campaign file, end the battle and apply its aftermath to a campaign force. MUSTER_SHOTS=folder saves the window as
// smc-battle.png (turn 2's Clash) and the set-up as smc-setup.png.

#include "AppTranslations.h"
#include "CampaignDocument.h"
#include "DarkPalette.h"
#include "DemoDocuments.h"
#include "NextModal.h"
#include "battle/BattleUi.h"
#include "battle/BattleWindow.h"
#include "battle/BattlesPanel.h"
#include "battle/smc/ArmyEditor.h"
#include "battle/smc/SmcBoard.h"
#include "battle/smc/SmcJson.h"
#include "battle/smc/SmcRuleSet.h"
#include "campaign/DemoCampaign.h"
#include "models/ModelEnums.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;
using mustertest::onNextModal;

namespace {

void shoot(QWidget *widget, const QString &name)
{
    const QByteArray shots = qgetenv("MUSTER_SHOTS");
    if (shots.isEmpty())
        return;
    widget->resize(1366, 740);
    QTest::qWait(50);
    widget->grab().save(QDir(QString::fromLocal8Bit(shots)).filePath(name));
}

smc::SmcBattle &battleOf(BattleWindow *window)
{
    return static_cast<smc::SmcSession &>(window->session()).battle();
}

// The Ford of Ash's set-up, from the example file muster-cli runs.
smc::BattleSetup fordOfAsh()
{
    QFile file(QStringLiteral(MUSTER_EXAMPLES "/smc-ford-of-ash.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    auto setup = smc::setupFromJson(QJsonDocument::fromJson(file.readAll()).object());
    return setup ? *setup : smc::BattleSetup{};
}

// The declarations table's row of a unit, by its name.
int rowOf(BattleWindow *window, const QString &unit)
{
    auto *table = window->findChild<QTableWidget *>(QStringLiteral("declarations"));
    for (int row = 0; table && row < table->rowCount(); ++row)
        if (table->item(row, 0)->text().endsWith(unit))
            return row;
    return -1;
}

template <typename W> W *cell(BattleWindow *window, const QString &unit, int column)
{
    auto *table = window->findChild<QTableWidget *>(QStringLiteral("declarations"));
    const int row = rowOf(window, unit);
    return table && row >= 0 ? qobject_cast<W *>(table->cellWidget(row, column)) : nullptr;
}

void choose(QComboBox *combo, const QString &text)
{
    QVERIFY(combo);
    const int index = combo->findText(text);
    QVERIFY2(index >= 0, qPrintable(text));
    combo->setCurrentIndex(index);
}

void declare(BattleWindow *window)
{
    QTest::mouseClick(window->findChild<QPushButton *>(QStringLiteral("declare")), Qt::LeftButton);
}

// The roll due, typed: one pool, or a Clash's two.
void roll(BattleWindow *window, const QString &faces, const QString &defenderFaces = {})
{
    window->findChild<QLineEdit *>(QStringLiteral("faces"))->setText(faces);
    if (!defenderFaces.isEmpty())
        window->findChild<QLineEdit *>(QStringLiteral("defenderFaces"))->setText(defenderFaces);
    QTest::mouseClick(window->findChild<QPushButton *>(QStringLiteral("takeRoll")), Qt::LeftButton);
}

// Columns of the declarations table (SmcPlay).
constexpr int rallyColumn = 2, withdrawColumn = 3, engageColumn = 4, clashColumn = 5;

} // namespace

class TstSmcGui : public QObject
{
    Q_OBJECT

    mustertest::DemoDocuments m_demos;

    std::unique_ptr<CampaignDocument> demo() { return m_demos.open(); }

private slots:
    void twoTurnsAtTheFordOfAsh()
    {
        std::unique_ptr<CampaignDocument> document = demo();
        QVERIFY(document);
        QVERIFY(document->forceCount() > 0);
        const Force host0 = document->campaign().forces.first();
        QWidget host;
        host.show();
        const BattleUi *ui = BattleUis::find(QStringLiteral("smc"));
        QVERIFY(ui);

        // The set-up: the example's armies, the first fielded as the campaign's first force.
        smc::BattleSetup example = fordOfAsh();
        QCOMPARE(example.armies[0].units.size(), 2);
        example.armies[0].forceId = host0.id;
        bool accepted = false;
        onNextModal([&](QDialog *dialog) {
            dialog->findChild<QLineEdit *>(QStringLiteral("battleName"))->setText(QStringLiteral("The Ford of Ash"));
            for (int army = 0; army < 2; ++army)
                dialog->findChild<ArmyEditor *>(QStringLiteral("army%1").arg(army))->setArmy(example.armies[army]);
            // A second unit of the same name is refused with the row that is wrong.
            auto *second = dialog->findChild<ArmyEditor *>(QStringLiteral("army1"));
            QTest::mouseClick(second->findChild<QPushButton *>(QStringLiteral("addUnit")), Qt::LeftButton);
            auto *units = second->findChild<QTableWidget *>(QStringLiteral("units"));
            units->item(2, 0)->setText(QStringLiteral("Bone Riders"));
            dialog->accept();
            QVERIFY(dialog->isVisible());
            QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("error"))->text().contains(QStringLiteral("units[2].name")));
            QTest::mouseClick(second->findChild<QPushButton *>(QStringLiteral("removeUnit")), Qt::LeftButton);
            shoot(dialog, QStringLiteral("smc-setup.png"));
            dialog->accept();
            accepted = dialog->result() == QDialog::Accepted;
        });
        ui->newBattle(document.get(), &host);
        QTRY_VERIFY(accepted);
        BattleWindow *window = nullptr;
        QTRY_VERIFY((window = host.findChild<BattleWindow *>()) != nullptr);
        const qint64 id = window->battleId();
        QVERIFY(id > 0);
        QCOMPARE(battleOf(window).unitCount(1), 2);

        // Turn 1. The Dawn Spears' engagement is dragged on the board, card onto card.
        auto *board = window->findChild<SmcBoard *>(QStringLiteral("board"));
        QVERIFY(board);
        const QPoint from = board->cardRect({0, 0}).center(), onto = board->cardRect({1, 0}).center();
        QTest::mousePress(board, Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, onto, board->mapToGlobal(onto), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(board, &move);
        QTest::mouseRelease(board, Qt::LeftButton, {}, onto);
        QCOMPARE(cell<QComboBox>(window, QStringLiteral("Dawn Spears"), engageColumn)->currentText(), QStringLiteral("Hollow Wolves"));
        QCOMPARE(cell<QComboBox>(window, QStringLiteral("Dawn Spears"), clashColumn)->currentText(), QStringLiteral("Hollow Wolves"));
        // A ranged unit does not engage.
        QVERIFY(!cell<QComboBox>(window, QStringLiteral("Sun Archers"), engageColumn)->isEnabled());
        choose(cell<QComboBox>(window, QStringLiteral("Sun Archers"), clashColumn), QStringLiteral("Bone Riders"));
        choose(cell<QComboBox>(window, QStringLiteral("Bone Riders"), engageColumn), QStringLiteral("Sun Archers"));
        // Rally is for routing units only.
        QVERIFY(!cell<QCheckBox>(window, QStringLiteral("Hollow Wolves"), rallyColumn)->isEnabled());
        declare(window);
        QCOMPARE(battleOf(window).phase(), smc::Phase::Resolve);

        // The Clash with the Magnitude bonus (4 against 2: +2): 7 dice after the flurry against 6.
        QVERIFY(window->findChild<QLabel *>(QStringLiteral("odds"))->text().contains(QStringLiteral("Beaten off")));
        roll(window, QStringLiteral("10 8 7 3 2 5 1"), QStringLiteral("9 4 3 2 6 1"));
        QCOMPARE(battleOf(window).state({1, 0}).strength, (smc::UnitStrength{1, 5}));
        QVERIFY(battleOf(window).isEngaged({0, 0}, 0));
        // The rout check at difficulty 5 with 3 dice: holding needs five successes, 0.9% + 0.1% (hand count).
        QCOMPARE(battleOf(window).pendingRoll()->kind, smc::RollKind::Rout);
        QVERIFY(window->findChild<QLabel *>(QStringLiteral("odds"))->text().contains(QStringLiteral("1.0%")));
        // A wrong count is refused and nothing is taken.
        roll(window, QStringLiteral("7 2"));
        QCOMPARE(battleOf(window).pendingRoll()->kind, smc::RollKind::Rout);
        QVERIFY(!window->findChild<QLabel *>(QStringLiteral("stepError"))->text().isEmpty());
        roll(window, QStringLiteral("7 2 4"));
        QVERIFY(battleOf(window).state({1, 0}).routing);
        roll(window, QStringLiteral("8 8 2 3"), QStringLiteral("7 1 1 2 3"));
        roll(window, QStringLiteral("3 4 2 5"), QStringLiteral("9 2 2 2"));
        roll(window, QStringLiteral("7 3"));
        roll(window, QStringLiteral("8 1 2"));
        roll(window, QStringLiteral("1 3"));
        QCOMPARE(battleOf(window).turn(), 2);
        QCOMPARE(battleOf(window).phase(), smc::Phase::Declare);

        // Undo takes back the last roll (the Wolves' botched tactics) and the turn with it; the same dice again.
        QTest::mouseClick(window->findChild<QPushButton *>(QStringLiteral("undoBattleStep")), Qt::LeftButton);
        QCOMPARE(battleOf(window).turn(), 1);
        QCOMPARE(battleOf(window).pendingRoll()->kind, smc::RollKind::Tactics);
        roll(window, QStringLiteral("1 3"));
        QCOMPARE(battleOf(window).state({1, 0}).battlePlans, 0);

        // Turn 2: the Wolves in flight Rally; the Archers Withdraw; the Spears Clash on; the Riders' Clash lapses.
        QVERIFY(cell<QCheckBox>(window, QStringLiteral("Hollow Wolves"), rallyColumn)->isEnabled());
        cell<QCheckBox>(window, QStringLiteral("Hollow Wolves"), rallyColumn)->setChecked(true);
        cell<QCheckBox>(window, QStringLiteral("Sun Archers"), withdrawColumn)->setChecked(true);
        choose(cell<QComboBox>(window, QStringLiteral("Dawn Spears"), clashColumn), QStringLiteral("Hollow Wolves"));
        choose(cell<QComboBox>(window, QStringLiteral("Bone Riders"), clashColumn), QStringLiteral("Sun Archers"));
        declare(window);
        roll(window, QStringLiteral("7 5"));  // the Withdraw
        roll(window, QStringLiteral("9 4"));  // its rout check: withdrew from one unit
        roll(window, QStringLiteral("10 10 2")); // the Rally at difficulty 4: two 10s count twice
        QVERIFY(!battleOf(window).state({1, 0}).routing);
        QCOMPARE(battleOf(window).pendingRoll()->bonusSuccesses, 3); // Magnitude 4 against 1: +3, the most
        shoot(window, QStringLiteral("smc-battle.png"));
        roll(window, QStringLiteral("7 2 2 3 4 5 6"), QStringLiteral("8 9 2 3 4"));
        roll(window, QStringLiteral("2 3 4"));
        roll(window, QStringLiteral("9 2 2"));
        QCOMPARE(battleOf(window).turn(), 3);
        QCOMPARE(battleOf(window).state({1, 0}).strength, (smc::UnitStrength{1, 3}));
        QVERIFY(battleOf(window).state({1, 0}).routing);
        const QStringList log = static_cast<const BattleSession &>(window->session()).stepLog();
        QCOMPARE(window->findChild<QListWidget *>(QStringLiteral("battleLog"))->count(), log.size());
        QVERIFY(log.last().contains(QStringLiteral("Battle Plans 1")));

        // Closed, listed in the Battles panel, resumed from the file where it was.
        window->reject();
        const StoredBattle *stored = document->battle(id);
        QVERIFY(stored);
        QCOMPARE(stored->ruleSet, QStringLiteral("smc"));
        BattlesPanel panel;
        panel.setDocument(document.get());
        const QAbstractItemModel *listed = panel.view()->model();
        QCOMPARE(listed->index(0, BattleColumn::Name).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("The Ford of Ash (Simplified Mass Combat)"));
        QCOMPARE(listed->index(0, BattleColumn::Status).data().toString(), QStringLiteral("In progress"));
        QVERIFY(stored->summary.contains(QStringLiteral("Turn 3, declare actions")));
        QVERIFY(ui->openBattle(document.get(), *stored, &host).ok());
        BattleWindow *resumed = nullptr;
        QTRY_VERIFY((resumed = [&host] {
                        for (BattleWindow *w : host.findChildren<BattleWindow *>())
                            if (w->isVisible())
                                return w;
                        return static_cast<BattleWindow *>(nullptr);
                    }()) != nullptr);
        QCOMPARE(static_cast<const BattleSession &>(resumed->session()).stepLog(), log);
        QVERIFY(resumed->session().reportHtml().contains(QStringLiteral("Hollow Wolves")));

        // The GM ends it; its aftermath goes to the force the first army is.
        onNextModal([](QDialog *dialog) {
            dialog->findChild<QLineEdit *>()->setText(QStringLiteral("the Wyld Host falls back at dusk"));
            dialog->accept();
        });
        QTest::mouseClick(resumed->findChild<QPushButton *>(QStringLiteral("endBattle")), Qt::LeftButton);
        QCOMPARE(battleOf(resumed).phase(), smc::Phase::Over);
        auto *apply = resumed->findChild<QPushButton *>(QStringLiteral("applyAftermath"));
        QVERIFY(apply);
        QTest::mouseClick(apply, Qt::LeftButton);
        QVERIFY(!apply->isEnabled());
        const Force *kept = document->force(host0.id);
        QVERIFY(kept);
        const auto army = smc::armyFromJson(QJsonDocument::fromJson(kept->ruleSetData.value(QStringLiteral("smc"))).object(), {});
        QVERIFY(army.ok());
        QCOMPARE(army->units.size(), 2);
        QCOMPARE(army->units.at(0).name, QStringLiteral("Dawn Spears"));
        QCOMPARE(army->units.at(0).strength, (smc::UnitStrength{4, 5}));
        QCOMPARE(document->battle(id)->status, BattleStatus::CasualtiesApplied);
        resumed->reject();
    }

    // SMC Armies... in the Battles panel: a force's army proposed from its roster, edited, kept (one undoable step),
    // proposed by the next battle's set-up, and forgotten.
    void armiesKeptPerForce()
    {
        std::unique_ptr<CampaignDocument> document = demo();
        QVERIFY(document);
        const Force force = document->campaign().forces.first();
        BattlesPanel panel;
        panel.setDocument(document.get());
        auto *button = panel.findChild<QPushButton *>(QStringLiteral("smcArmies"));
        QVERIFY(button);
        QVERIFY(button->isEnabled());
        QString status;
        onNextModal([&](QDialog *dialog) {
            auto *editor = dialog->findChild<ArmyEditor *>(QStringLiteral("army"));
            QVERIFY(editor);
            QCOMPARE(editor->forceId(), force.id);
            // The proposal: one unit per roster line of the force.
            QCOMPARE(editor->army().units.size(), force.lines.size());
            dialog->findChild<QLineEdit *>(QStringLiteral("name"))->setText(QStringLiteral("Greyhollow Host"));
            QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("keep")), Qt::LeftButton);
            status = dialog->findChild<QLabel *>(QStringLiteral("status"))->text();
            dialog->reject();
        });
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(status, QStringLiteral("Kept in the campaign."));
        const auto kept = smc::armyFromJson(
            QJsonDocument::fromJson(document->force(force.id)->ruleSetData.value(QStringLiteral("smc"))).object(), {});
        QVERIFY(kept.ok());
        QCOMPARE(kept->name, QStringLiteral("Greyhollow Host"));
        QCOMPARE(smc::campaignArmy(document->campaign(), *document->force(force.id)).name,
                 QStringLiteral("Greyhollow Host"));
        QVERIFY(document->undo().ok());
        QVERIFY(!document->force(force.id)->ruleSetData.contains(QStringLiteral("smc")));
        QVERIFY(document->redo().ok());

        onNextModal([&](QDialog *dialog) {
            QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("forget")), Qt::LeftButton);
            dialog->reject();
        });
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(!document->force(force.id)->ruleSetData.contains(QStringLiteral("smc")));
    }

    // MUSTER_SHOTS=folder only: the Ford of Ash in turn 2 in German with a dark palette (smc-battle-de-dark.png), for
    // a look at long words and colours on dark; what it shows is checked by the test above.
    void germanAndDarkForALook()
    {
        const QByteArray shots = qgetenv("MUSTER_SHOTS");
        if (shots.isEmpty())
            QSKIP("MUSTER_SHOTS not set");
        QFile file(QStringLiteral(MUSTER_EXAMPLES "/smc-ford-of-ash.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject script = QJsonDocument::fromJson(file.readAll()).object();
        smc::SmcBattle battle(fordOfAsh());
        dice::DiceSource roller(1);
        QJsonArray turns = script.value(QStringLiteral("turns")).toArray();
        QVERIFY(smc::playTurns(battle, turns, roller).ok());
        std::unique_ptr<CampaignDocument> document = demo();
        QVERIFY(document);
        smc::SmcSession session(battle);
        auto id = document->saveBattle(newStoredBattle(session));
        QVERIFY(id.ok());
        const QList<QTranslator *> german = installTranslations(qApp, QLocale(QLocale::German, QLocale::Germany));
        const QPalette light = qApp->palette();
        qApp->setPalette(mustertest::darkPalette());
        QWidget host;
        host.show();
        QVERIFY(BattleUis::find(QStringLiteral("smc"))->openBattle(document.get(), *document->battle(*id), &host).ok());
        BattleWindow *window = nullptr;
        QTRY_VERIFY((window = host.findChild<BattleWindow *>()) != nullptr);
        shoot(window, QStringLiteral("smc-battle-de-dark.png"));
        window->reject();
        qApp->setPalette(light);
        for (QTranslator *translator : german)
            QCoreApplication::removeTranslator(translator);
    }
};

QTEST_MAIN(TstSmcGui)
#include "tst_smc_gui.moc"
