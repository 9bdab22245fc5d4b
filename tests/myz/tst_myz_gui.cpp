// A MYZ mass combat played through the real windows offscreen (issue 16): New Battle's set-up dialog, then the shared
// battle window through two Waves with typed dice, a push and a Support action, closed mid-Wave and resumed from the
// campaign file. MUSTER_SHOTS=folder saves the Battle Phase with its dice as myz-battle.png.

#include "CampaignDocument.h"
#include "DemoDocuments.h"
#include "NextModal.h"
#include "battle/BattleUi.h"
#include "battle/BattlesPanel.h"
#include "models/ModelEnums.h"
#include "battle/BattleWindow.h"
#include "battle/myz/MyzJson.h"
#include "battle/myz/MyzRuleSet.h"
#include "campaign/DemoCampaign.h"

#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace muster;
using mustertest::onNextModal;

namespace {

// MUSTER_SHOTS=folder: `widget` as the GM sees it, at the smallest screen the program supports (1366x768).
void shoot(QWidget *widget, const QString &name)
{
    const QByteArray shots = qgetenv("MUSTER_SHOTS");
    if (shots.isEmpty())
        return;
    widget->resize(std::min(widget->width(), 1366), std::min(widget->height(), 740));
    QTest::qWait(50);
    widget->grab().save(QDir(QString::fromLocal8Bit(shots)).filePath(name));
}

myz::MyzBattle &battleOf(BattleWindow *window)
{
    return static_cast<myz::MyzSession &>(window->session()).battle();
}

void type(BattleWindow *window, const QString &field, const QString &text)
{
    auto *edit = window->findChild<QLineEdit *>(field);
    QVERIFY2(edit, qPrintable(field));
    edit->setText(text);
}

void takeStep(BattleWindow *window)
{
    auto *button = window->findChild<QPushButton *>(QStringLiteral("takeStep"));
    QVERIFY(button);
    QTest::mouseClick(button, Qt::LeftButton);
}

} // namespace

class TstMyzGui : public QObject
{
    Q_OBJECT

    mustertest::DemoDocuments m_demos;

    std::unique_ptr<CampaignDocument> demo() { return m_demos.open(); }

private slots:
    void twoWavesSavedAndResumed()
    {
        std::unique_ptr<CampaignDocument> document = demo();
        QVERIFY(document);
        QWidget host;
        host.show();
        const BattleUi *ui = BattleUis::find(QStringLiteral("myz"));
        QVERIFY(ui);

        // The set-up: each faction gets its leader; everything else as proposed (Battle Level 2).
        bool accepted = false;
        onNextModal([&](QDialog *dialog) {
            for (const QString &faction : {QStringLiteral("faction0"), QStringLiteral("faction1")}) {
                auto *editor = dialog->findChild<QWidget *>(faction);
                QTest::mouseClick(editor->findChild<QPushButton *>(QStringLiteral("addPerson")), Qt::LeftButton);
            }
            dialog->findChild<QLineEdit *>(QStringLiteral("battleName"))->setText(QStringLiteral("Raid on the Ark"));
            shoot(dialog, QStringLiteral("myz-setup.png"));
            dialog->accept();
            accepted = dialog->result() == QDialog::Accepted;
        });
        ui->newBattle(document.get(), &host);
        QTRY_VERIFY(accepted);
        BattleWindow *window = nullptr;
        QTRY_VERIFY((window = host.findChild<BattleWindow *>()) != nullptr);
        const qint64 id = window->battleId();
        QVERIFY(id > 0);

        // Initiative typed, no risks, Attack against Defense, no actions.
        type(window, QStringLiteral("initiative0"), QStringLiteral("5"));
        type(window, QStringLiteral("initiative1"), QStringLiteral("2"));
        takeStep(window);
        takeStep(window);
        shoot(window, QStringLiteral("myz-strategy.png"));
        auto *strategy1 = window->findChild<QComboBox *>(QStringLiteral("strategy1"));
        strategy1->setCurrentIndex(strategy1->findData(int(myz::Strategy::Defense)));
        takeStep(window);
        takeStep(window);
        takeStep(window);
        QCOMPARE(battleOf(window).phase(), myz::Phase::Battle);
        QCOMPARE(battleOf(window).wave().pools[1].strategy, 1); // "Defense": +1 Strategy Die

        // Before the roll the odds with both leaders pushing stand beside those without (PushedWaveTest checks the
        // figures).
        auto *pushedOdds = window->findChild<QLabel *>(QStringLiteral("pushedOdds"));
        QVERIFY(pushedOdds);
        QVERIFY(pushedOdds->text().startsWith(QStringLiteral("If each leader pushes while behind:")));
        QVERIFY(pushedOdds->text().contains(QStringLiteral("Inconclusive")));

        // The Battle roll typed: the Ark one six and a skull; the foe nothing, then a push gives it a six.
        type(window, QStringLiteral("roll0_battle"), QStringLiteral("6 1"));
        type(window, QStringLiteral("roll1_battle"), QStringLiteral("2 3"));
        type(window, QStringLiteral("roll1_strategy"), QStringLiteral("4"));
        takeStep(window);
        QVERIFY(battleOf(window).wave().roll.has_value());
        type(window, QStringLiteral("push1"), QStringLiteral("6 5"));
        QTest::mouseClick(window->findChild<QPushButton *>(QStringLiteral("pushButton1")), Qt::LeftButton);
        QCOMPARE(battleOf(window).wave().pushes.size(), 1);
        QCOMPARE(battleOf(window).wave().faces[1].strategy.size(), 0); // the Strategy Die given up
        takeStep(window); // both settle: one six each, Inconclusive
        QCOMPARE(battleOf(window).wave().winner, -1);

        // Support: the Ark mends its skull (typed HEAL of no dice is no success; the step is still taken).
        QCOMPARE(battleOf(window).phase(), myz::Phase::Support);
        takeStep(window);
        takeStep(window);
        QCOMPARE(battleOf(window).phase(), myz::Phase::End);
        shoot(window, QStringLiteral("myz-end.png"));
        takeStep(window); // casualties and Retaliation rolled by the program
        QCOMPARE(battleOf(window).waveNumber(), 2);
        QCOMPARE(battleOf(window).phase(), myz::Phase::Risk);
        takeStep(window); // Wave 2's risks: mid-Wave now
        const QStringList log = static_cast<const BattleSession &>(window->session()).stepLog();

        // Closed mid-Wave, resumed from the file exactly where it was.
        window->reject();
        QTRY_VERIFY(!host.findChild<BattleWindow *>() || !host.findChild<BattleWindow *>()->isVisible());
        const StoredBattle *stored = document->battle(id);
        QVERIFY(stored);
        QCOMPARE(stored->ruleSet, QStringLiteral("myz"));
        // Listed in the Battles panel with its rules, status and summary, as a GURPS battle is.
        BattlesPanel panel;
        panel.setDocument(document.get());
        const QAbstractItemModel *listed = panel.view()->model();
        QCOMPARE(listed->rowCount(), 1);
        QCOMPARE(listed->index(0, BattleColumn::Name).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("Raid on the Ark (Mutant: Year Zero Mass Combat)"));
        QCOMPARE(listed->index(0, BattleColumn::Status).data().toString(), QStringLiteral("In progress"));
        QCOMPARE(listed->index(0, BattleColumn::Summary).data().toString(), stored->summary);
        QVERIFY(stored->summary.contains(QStringLiteral("Wave 2, Strategy Phase")));
        QVERIFY(ui->openBattle(document.get(), *stored, &host).ok());
        BattleWindow *resumed = nullptr;
        QTRY_VERIFY((resumed = [&host] {
                        for (BattleWindow *w : host.findChildren<BattleWindow *>())
                            if (w->isVisible())
                                return w;
                        return static_cast<BattleWindow *>(nullptr);
                    }()) != nullptr);
        QCOMPARE(battleOf(resumed).phase(), myz::Phase::Strategy);
        QCOMPARE(battleOf(resumed).waveNumber(), 2);
        QCOMPARE(static_cast<const BattleSession &>(resumed->session()).stepLog(), log);
        QVERIFY(static_cast<const BattleSession &>(resumed->session()).reportHtml().contains(QStringLiteral("Raid on the Ark")));

        // Wave 2 to its Battle Phase, for the screenshot of the pools and the odds.
        takeStep(resumed);
        takeStep(resumed);
        takeStep(resumed);
        QCOMPARE(battleOf(resumed).phase(), myz::Phase::Battle);
        // The Ark's skull was never mended: one Battle Die left. A wrong count is refused, and nothing is taken.
        type(resumed, QStringLiteral("roll0_battle"), QStringLiteral("6 6 3"));
        takeStep(resumed);
        QVERIFY(!battleOf(resumed).wave().roll);
        QVERIFY(!resumed->findChild<QLabel *>(QStringLiteral("stepError"))->text().isEmpty());
        type(resumed, QStringLiteral("roll0_battle"), QStringLiteral("6"));
        takeStep(resumed);
        QVERIFY(battleOf(resumed).wave().roll);
        resumed->reject();
    }

    // The Ghoul Strike of the README's example file, at its Battle roll, in the window: the pools with their
    // breakdown and the dice as they lie. MUSTER_SHOTS=folder saves it as myz-battle.png.
    void ghoulStrikeAtTheBattleRoll()
    {
        QFile example(QStringLiteral(MUSTER_EXAMPLES "/myz-ghoul-strike.json"));
        QVERIFY(example.open(QIODevice::ReadOnly));
        const QJsonObject file = QJsonDocument::fromJson(example.readAll()).object();
        auto setup = myz::setupFromJson(file);
        QVERIFY(setup.ok());
        myz::MyzBattle battle(*setup);
        dice::DiceSource roller(7);
        QJsonArray steps = file.value(QStringLiteral("steps")).toArray();
        while (steps.size() > 8) // through the push of the Ark: the ghouls still to push
            steps.removeLast();
        QVERIFY(myz::takeSteps(battle, steps, &roller).ok());
        QCOMPARE(battle.phase(), myz::Phase::Battle);

        std::unique_ptr<CampaignDocument> document = demo();
        QVERIFY(document);
        myz::MyzSession session(battle);
        auto id = document->saveBattle(newStoredBattle(session));
        QVERIFY(id.ok());
        QWidget host;
        host.show();
        QVERIFY(BattleUis::find(QStringLiteral("myz"))->openBattle(document.get(), *document->battle(*id), &host).ok());
        BattleWindow *window = host.findChild<BattleWindow *>();
        QVERIFY(window);
        QVERIFY(window->findChild<QLabel *>(QStringLiteral("faces0"))->text().contains(QStringLiteral(": 2 sixes")));
        QVERIFY(window->findChild<QPushButton *>(QStringLiteral("pushButton1"))->isEnabled());
        if (const QByteArray shots = qgetenv("MUSTER_SHOTS"); !shots.isEmpty()) {
            window->resize(1180, 720);
            QTest::qWait(100);
            window->grab().save(QDir(QString::fromLocal8Bit(shots)).filePath(QStringLiteral("myz-battle.png")));
        }
        window->reject();
    }
};

QTEST_MAIN(TstMyzGui)
#include "tst_myz_gui.moc"
