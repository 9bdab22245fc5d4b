// d20 strategic combat through the real windows offscreen (issue 18): the set-up dialog with the Hill of Spears armies
// and terrain painted on its board, then one round on the board: a unit moved by dragging its token, turned with the
// right mouse button and the [ key, an attack with typed dice and the target's retaliation, a ranged attack at range
// and a morale check that shatters; undo, close and resume. MUSTER_SHOTS=folder saves d20-board.png and d20-setup.png.

#include "AppTranslations.h"
#include "CampaignDocument.h"
#include "DarkPalette.h"
#include "DemoDocuments.h"
#include "NextModal.h"
#include "battle/BattleUi.h"
#include "battle/BattleWindow.h"
#include "battle/BattlesPanel.h"
#include "battle/d20/D20ArmyEditor.h"
#include "battle/d20/D20BoardView.h"
#include "battle/d20/D20Json.h"
#include "battle/d20/D20RuleSet.h"
#include "battle/d20/D20SetupDialog.h"
#include "models/ModelEnums.h"

#include <QApplication>
#include <QComboBox>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
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

d20::D20Battle &battleOf(BattleWindow *window)
{
    return static_cast<d20::D20Session &>(window->session()).battle();
}

d20::BattleSetup hillOfSpears()
{
    QFile file(QStringLiteral(MUSTER_EXAMPLES "/d20-hill-of-spears.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    auto setup = d20::setupFromJson(QJsonDocument::fromJson(file.readAll()).object());
    return setup ? *setup : d20::BattleSetup{};
}

QPoint onView(D20BoardView *board, d20::Tile tile)
{
    return board->mapFromScene(board->tileCenter(tile));
}

void roll(BattleWindow *window, int face)
{
    window->findChild<QLineEdit *>(QStringLiteral("d20"))->setText(QString::number(face));
    QTest::mouseClick(window->findChild<QPushButton *>(QStringLiteral("takeRoll")), Qt::LeftButton);
}

} // namespace

class TstD20Gui : public QObject
{
    Q_OBJECT

    mustertest::DemoDocuments m_demos;

private slots:
    void oneRoundOnTheBoard()
    {
        std::unique_ptr<CampaignDocument> document = m_demos.open();
        QVERIFY(document);
        QWidget host;
        host.show();
        const BattleUi *ui = BattleUis::find(QStringLiteral("d20"));
        QVERIFY(ui);

        const d20::BattleSetup example = hillOfSpears();
        QCOMPARE(example.armies[1].units.size(), 2);
        bool accepted = false;
        onNextModal([&](QDialog *dialog) {
            dialog->findChild<QLineEdit *>(QStringLiteral("battleName"))->setText(QStringLiteral("The Hill of Spears"));
            dialog->findChild<QSpinBox *>(QStringLiteral("columns"))->setValue(16);
            dialog->findChild<QSpinBox *>(QStringLiteral("rows"))->setValue(10);
            for (int a = 0; a < 2; ++a)
                dialog->findChild<D20ArmyEditor *>(QStringLiteral("army%1").arg(a))->setArmy(example.armies[a]);
            // A hill painted on the preview with the mouse.
            auto *preview = dialog->findChild<D20BoardView *>(QStringLiteral("preview"));
            dialog->findChild<QLineEdit *>(QStringLiteral("terrainKind"))->setText(QStringLiteral("hill"));
            dialog->findChild<QPushButton *>(QStringLiteral("paintTerrain"))->setChecked(true);
            QTest::qWait(20);
            QTest::mouseClick(preview->viewport(), Qt::LeftButton, {}, onView(preview, d20::Tile(8, 4)));
            // The Longbows, deployed at column 3, row 5, dragged one tile forward.
            dialog->findChild<QPushButton *>(QStringLiteral("paintTerrain"))->setChecked(false);
            QTest::mousePress(preview->viewport(), Qt::LeftButton, {}, onView(preview, d20::Tile(3, 5)));
            QTest::mouseRelease(preview->viewport(), Qt::LeftButton, {}, onView(preview, d20::Tile(4, 5)));
            const d20::BattleSetup set = static_cast<D20SetupDialog *>(dialog)->setup();
            QCOMPARE(set.armies[0].units.at(1).position, d20::Tile(4, 5));
            QCOMPARE(set.board.terrain.size(), 1);
            QCOMPARE(set.board.terrain.first().kind, QStringLiteral("hill"));
            QCOMPARE(set.board.terrain.first().tile, d20::Tile(8, 4));
            shoot(dialog, QStringLiteral("d20-setup.png"));
            dialog->accept();
            accepted = dialog->result() == QDialog::Accepted;
        });
        ui->newBattle(document.get(), &host);
        QTRY_VERIFY(accepted);
        BattleWindow *window = nullptr;
        QTRY_VERIFY((window = host.findChild<BattleWindow *>()) != nullptr);
        const qint64 id = window->battleId();
        window->resize(1366, 740);
        d20::D20Battle &battle = battleOf(window);
        // Deployed in front of their zones, facing each other: rows 4 and 5 of 10, columns 3 and 12.
        QCOMPARE(battle.state({0, 0}).position, d20::Tile(3, 4));
        QCOMPARE(battle.state({1, 0}).position, d20::Tile(12, 4));
        QCOMPARE(battle.state({1, 0}).facing, 6);

        // The Pikes dragged next to the Raiders, engage and attack them.
        auto *board = window->findChild<D20BoardView *>(QStringLiteral("board"));
        QVERIFY(board);
        board->ensureVisible(QRectF(board->tileCenter(d20::Tile(3, 4)), board->tileCenter(d20::Tile(11, 4))));
        QTest::mousePress(board->viewport(), Qt::LeftButton, {}, onView(board, d20::Tile(3, 4)));
        QMouseEvent move(QEvent::MouseMove, onView(board, d20::Tile(11, 4)), board->viewport()->mapToGlobal(onView(board, d20::Tile(11, 4))),
                         Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(board->viewport(), &move);
        QTest::mouseRelease(board->viewport(), Qt::LeftButton, {}, onView(board, d20::Tile(11, 4)));
        QCOMPARE(window->findChild<QSpinBox *>(QStringLiteral("column"))->value(), 11);
        auto *engage = window->findChild<QListWidget *>(QStringLiteral("engage"));
        QCOMPARE(engage->count(), 1);
        engage->item(0)->setCheckState(Qt::Checked);
        auto *action = window->findChild<QComboBox *>(QStringLiteral("action"));
        action->setCurrentIndex(action->findData(int(d20::ActionKind::Attack)));
        auto *target = window->findChild<QComboBox *>(QStringLiteral("target"));
        target->setCurrentIndex(target->findText(QStringLiteral("Raiders")));
        // +4 against Defense 13: faces 9 to 18 hit, 19 a critical... the odds before the step.
        QVERIFY(window->findChild<QLabel *>(QStringLiteral("planOdds"))->text().contains(QStringLiteral("hit 50.0%")));
        QTest::mouseClick(window->findChild<QPushButton *>(QStringLiteral("activate")), Qt::LeftButton);
        QCOMPARE(battle.state({0, 0}).position, d20::Tile(11, 4));
        QVERIFY(battle.isEngaged({0, 0}, 0));
        roll(window, 14); // 18 against 13: a hit for 6
        QCOMPARE(battle.state({1, 0}).health, 10);
        QCOMPARE(battle.pendingRoll()->kind, d20::RollKind::Retaliation);
        roll(window, 12); // the Raiders strike back: 17 against 15, 5
        QCOMPARE(battle.state({0, 0}).health, 15);

        // The Longbows turned with the right button (east to south-east) and back with [, then shoot the Slings:
        // distance 8, increment 3 of 3 tiles: -4.
        QTest::mouseClick(board->viewport(), Qt::RightButton, {}, onView(board, d20::Tile(4, 5)));
        auto *face = window->findChild<QComboBox *>(QStringLiteral("face"));
        QCOMPARE(face->currentData().toInt(), 3);
        board->setFocus();
        QTest::keyClick(board, Qt::Key_BracketLeft);
        QCOMPARE(face->currentData().toInt(), 2);
        action = window->findChild<QComboBox *>(QStringLiteral("action"));
        action->setCurrentIndex(action->findData(int(d20::ActionKind::Attack)));
        target = window->findChild<QComboBox *>(QStringLiteral("target"));
        target->setCurrentIndex(target->findText(QStringLiteral("Goblin Slings")));
        QVERIFY(window->findChild<QLabel *>(QStringLiteral("planOdds"))->text().contains(QStringLiteral("range increment 3")));
        QTest::mouseClick(window->findChild<QPushButton *>(QStringLiteral("activate")), Qt::LeftButton);
        shoot(window, QStringLiteral("d20-board.png"));
        roll(window, 19); // 18 against 11: 4, the Slings at 4 of 8: diminished
        QCOMPARE(battle.pendingRoll()->kind, d20::RollKind::Morale);
        // +0 against DC 20 holds on a 20 only: 5.0%.
        QVERIFY(window->findChild<QLabel *>(QStringLiteral("odds"))->text().contains(QStringLiteral("5.0%")));
        roll(window, 9);
        QCOMPARE(battle.state({1, 1}).position, d20::reserve);
        QTest::mouseClick(window->findChild<QPushButton *>(QStringLiteral("endTurn")), Qt::LeftButton);
        QCOMPARE(battle.armyToAct(), 1);

        // Undo takes the turn's end back; closed and resumed, the battle is where it was.
        QTest::mouseClick(window->findChild<QPushButton *>(QStringLiteral("undoBattleStep")), Qt::LeftButton);
        QCOMPARE(battle.armyToAct(), 0);
        QTest::mouseClick(window->findChild<QPushButton *>(QStringLiteral("endTurn")), Qt::LeftButton);
        const QStringList log = window->session().stepLog();
        window->reject();
        const StoredBattle *stored = document->battle(id);
        QVERIFY(stored);
        QCOMPARE(stored->ruleSet, QStringLiteral("d20"));
        QVERIFY(stored->summary.contains(QStringLiteral("Round 1, Red Horde's turn")));
        QVERIFY(ui->openBattle(document.get(), *stored, &host).ok());
        BattleWindow *resumed = nullptr;
        QTRY_VERIFY((resumed = [&host] {
                        for (BattleWindow *w : host.findChildren<BattleWindow *>())
                            if (w->isVisible())
                                return w;
                        return static_cast<BattleWindow *>(nullptr);
                    }()) != nullptr);
        QCOMPARE(resumed->session().stepLog(), log);
        QVERIFY(resumed->session().reportHtml().contains(QStringLiteral("Goblin Slings")));
        resumed->reject();
    }

    // MUSTER_SHOTS=folder only: the Hill of Spears after its first round, in German with a dark palette
    // (d20-board-de-dark.png), for a look at long words and colours on dark.
    void germanAndDarkForALook()
    {
        const QByteArray shots = qgetenv("MUSTER_SHOTS");
        if (shots.isEmpty())
            QSKIP("MUSTER_SHOTS not set");
        QFile file(QStringLiteral(MUSTER_EXAMPLES "/d20-hill-of-spears.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        d20::D20Battle battle(hillOfSpears());
        dice::DiceSource roller(1);
        QVERIFY(d20::playScript(battle, QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("steps")).toArray(), roller).ok());
        std::unique_ptr<CampaignDocument> document = m_demos.open();
        QVERIFY(document);
        d20::D20Session session(battle);
        auto id = document->saveBattle(newStoredBattle(session));
        QVERIFY(id.ok());
        const QList<QTranslator *> german = installTranslations(qApp, QLocale(QLocale::German, QLocale::Germany));
        const QPalette light = qApp->palette();
        qApp->setPalette(mustertest::darkPalette());
        QWidget host;
        host.show();
        QVERIFY(BattleUis::find(QStringLiteral("d20"))->openBattle(document.get(), *document->battle(*id), &host).ok());
        BattleWindow *window = nullptr;
        QTRY_VERIFY((window = host.findChild<BattleWindow *>()) != nullptr);
        window->findChild<D20BoardView *>(QStringLiteral("board"))->select(d20::UnitRef{0, 1});
        shoot(window, QStringLiteral("d20-board-de-dark.png"));
        window->reject();
        qApp->setPalette(light);
        for (QTranslator *translator : german)
            QCoreApplication::removeTranslator(translator);
    }
};

QTEST_MAIN(TstD20Gui)
#include "tst_d20_gui.moc"
