// Subordinate commands (issue 6) through the real dialogs offscreen, opened from the Battles panel.
// Rules: "Subordinate Commands" (Special Battle Situations) of GURPS Mass Combat: "if the PC commands
// 1/10 of his side's troops (by number of elements), then 1/10 of the enemy's forces will fight him ...
// Subtract the subordinate commands from the forces involved in the main battle" and "If a subordinate
// commander wins his fight but the main force on his side loses the main battle, he can opt to retreat
// immediately or stay and fight a second pitched battle against the entire remaining opposing force. Both
// sides retain their casualties but lose any Position Bonus won through prior fighting."

#include "battle_test_helpers.h"

#include "QuietEnd.h"

#include "CampaignDocument.h"
#include "battle/gurps/BattleWizard.h"
#include "battle/BattlesPanel.h"
#include "battle/gurps/SecondPitchedBattleDialog.h"
#include "battle/gurps/StoredBattleIo.h"
#include "battle/gurps/SubordinateCommandDialog.h"
#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/CommandSplits.h"
#include "battle/gurps/SideFromForce.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

#include <numeric>

using namespace muster;
using namespace muster::gurps;
using namespace guitest;

class TstSubordinateCommand : public GuiTestCase
{
    Q_OBJECT

private slots:
    void detachmentAndMatchingEnemyShare();
    void fromTheBattleDialog();
    void onlyBeforeTheFighting();
    void secondPitchedBattleKeepsCasualties();
};

namespace {

SideSetup demoSide(const CampaignDocument &document, const QString &name)
{
    for (const Force &f : document.campaign().forces) {
        if (f.name == name)
            return sideFromForce(document.catalog(), *document.force(f.id));
    }
    return {};
}

qint64 saveStarted(CampaignDocument &document, const BattleSetup &setup)
{
    const auto engine = BattleEngine::create(setup);
    if (!engine)
        return 0;
    const auto id = document.saveBattle(newStoredBattle(*engine));
    return id ? *id : 0;
}

const StoredBattle *battleNamed(const CampaignDocument &document, const QString &name)
{
    for (const StoredBattle &battle : document.battles()) {
        if (battle.name == name)
            return &battle;
    }
    return nullptr;
}

void selectBattle(BattlesPanel *panel, qint64 id)
{
    QAbstractItemModel *model = panel->view()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        panel->view()->setCurrentIndex(model->index(row, 0));
        if (panel->currentBattleId() == id)
            return;
    }
}

int total(const QList<int> &counts)
{
    return std::accumulate(counts.cbegin(), counts.cend(), 0);
}

// Ad-hoc forces of infantry (TS 10 each), a commander and his second.
SideSetup infantry(const QString &name, int count, int strategy)
{
    BattleElement e;
    e.name = e.label = QStringLiteral("Infantry");
    e.count = count;
    e.ts = 10;
    e.mobility = {Mobility::Foot};
    e.raise = Money::fromDollars(10'000);
    SideSetup side;
    side.name = name;
    side.elements = {e};
    for (const QString &who : {QStringLiteral(" commander"), QStringLiteral(" second")}) {
        Person p;
        p.name = name + who;
        p.strategy = strategy;
        p.leadership = 12;
        side.people << p;
    }
    return side;
}

BattleSetup battleOf(const QString &name, const SideSetup &a, const SideSetup &b)
{
    BattleSetup setup;
    setup.name = name;
    setup.sides = {a, b};
    return setup;
}

// The battle played to its end: a round of attacks, then the loser flees and is pursued.
Result<BattleEngine> wonBy(const BattleSetup &setup, int winner)
{
    auto engine = BattleEngine::create(setup);
    if (!engine)
        return engine.error();
    const StrategyChoice flee{BattleStrategy::FullRetreat, false}, attack{BattleStrategy::Attack, false};
    OpenRound open;
    ChooseStrategies choose;
    choose.choices = {winner == 0 ? attack : flee, winner == 0 ? flee : attack};
    RollContest roll;
    roll.rolls = {10, 10};
    const EndRound end = testsupport::quietEnd(*engine);
    // A hard-fought first round (the winner rolls better), so that both sides take casualties.
    ChooseStrategies fight;
    fight.choices = {attack, attack};
    RollContest close;
    close.rolls = {winner == 0 ? 8 : 12, winner == 0 ? 12 : 8};
    for (const Decision &d : QList<Decision>{open, fight, close, end, open, choose, roll, end,
                                             Pursuit{3, std::nullopt, true, 2}}) {
        if (Status s = engine->apply(d); !s)
            return s.error();
    }
    if (!engine->isFinished())
        return Error{QStringLiteral("not finished"), QString()};
    return engine;
}

} // namespace

// The PC Sir Aldric takes about 1/10 of the Host's elements; the Rebels send the same fraction of theirs.
// The main battle keeps its record with both detachments subtracted; the detachments fight their own.
void TstSubordinateCommand::detachmentAndMatchingEnemyShare()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    const SideSetup host = demoSide(*document, hostName), rebels = demoSide(*document, rebelsName);
    QVERIFY(!host.elements.isEmpty() && !rebels.elements.isEmpty());
    const qint64 mainId = saveStarted(*document, battleOf(QStringLiteral("Battle of the Fen"), host, rebels));
    QVERIFY(mainId != 0);
    selectBattle(window->battlesPanel(), mainId);

    const int hostCount = int(host.elementCount()), rebelCount = int(rebels.elementCount());
    const int taken = std::clamp(hostCount / 10, 1, host.elements.constFirst().count);
    QList<int> takenLines(host.elements.size(), 0);
    takenLines[0] = taken;
    QList<int> share = matchingShare(rebels, double(taken) / hostCount);
    const bool ran = clickIntoDialog<SubordinateCommandDialog>(
        window->battlesPanel(), QStringLiteral("subordinateCommand"), [&](SubordinateCommandDialog *dialog) {
            auto *error = child<QLabel>(dialog, QStringLiteral("error"));
            // Nothing taken yet: refused.
            QVERIFY2(error->text().contains(QStringLiteral("at least one element")),
                     qPrintable(error->text()));
            QVERIFY(!okButton(dialog)->isEnabled());
            auto *leader = child<QComboBox>(dialog, QStringLiteral("leader"));
            typeInto(leader->lineEdit(), QStringLiteral("Sir Aldric"));
            // Everything taken: refused.
            for (int line = 0; line < host.elements.size(); ++line)
                child<QSpinBox>(dialog, QStringLiteral("taken%1").arg(line))
                    ->setValue(host.elements.at(line).count);
            QVERIFY2(error->text().contains(QStringLiteral("Leave at least one element")),
                     qPrintable(error->text()));
            QVERIFY(!okButton(dialog)->isEnabled());
            for (int line = 0; line < host.elements.size(); ++line)
                child<QSpinBox>(dialog, QStringLiteral("taken%1").arg(line))->setValue(0);
            typeInto(child<QSpinBox>(dialog, QStringLiteral("taken0")), QString::number(taken));
            // The fraction of the side, and the same fraction of each enemy line.
            const QString fraction = child<QLabel>(dialog, QStringLiteral("fraction"))->text();
            QVERIFY2(fraction.startsWith(QStringLiteral("%1 of %2 element(s)").arg(taken).arg(hostCount)),
                     qPrintable(fraction));
            QVERIFY2(fraction.contains(QString::number(100.0 * taken / hostCount, 'f', 1) + QLatin1Char('%')),
                     qPrintable(fraction));
            for (int line = 0; line < rebels.elements.size(); ++line)
                QCOMPARE(child<QSpinBox>(dialog, QStringLiteral("enemyShare%1").arg(line))->value(),
                         share.at(line));
            QCOMPARE(qint64(total(share)), std::llround(double(rebelCount) * taken / hostCount));
            if (total(share) == 0) {
                // A small enemy may owe nothing: an empty share is refused, and the GM adjusts it.
                QVERIFY2(error->text().contains(QStringLiteral("share is empty")), qPrintable(error->text()));
                QVERIFY(!okButton(dialog)->isEnabled());
                child<QSpinBox>(dialog, QStringLiteral("enemyShare0"))->setValue(1);
                share[0] = 1;
            }
            QVERIFY2(error->text().isEmpty(), qPrintable(error->text()));
            QTest::mouseClick(okButton(dialog), Qt::LeftButton);
            QVERIFY(!dialog->isVisible());
            QVERIFY(dialog->detachmentBattleId() != 0);
        });
    QVERIFY(ran);

    QCOMPARE(document->battles().size(), 2);
    // The main battle: same record, both sides without their detachments.
    const StoredBattle *main = document->battle(mainId);
    QVERIFY(main);
    QCOMPARE(main->status, BattleStatus::InProgress);
    const auto mainEngine = engineFromStored(*main);
    QVERIFY(mainEngine.ok());
    const BattleSetup &mainSetup = mainEngine->setup();
    QCOMPARE(mainSetup.name, QStringLiteral("Battle of the Fen"));
    QCOMPARE(mainSetup.sides[0].elementCount(), qint64(hostCount - taken));
    QCOMPARE(mainSetup.sides[1].elementCount(), qint64(rebelCount - total(share)));
    QCOMPARE(mainSetup.sides[0].elements.constFirst().count, host.elements.constFirst().count - taken);
    QCOMPARE(mainSetup.sides[0].people.constFirst().name, host.people.constFirst().name);
    QCOMPARE(mainSetup.sides[1].people.constFirst().name, rebels.people.constFirst().name);
    // The detachments' battle: exactly those elements, under Sir Aldric and the enemy's subordinate.
    const StoredBattle *detachment =
        battleNamed(*document, QStringLiteral("Sir Aldric's command at Battle of the Fen"));
    QVERIFY(detachment);
    QCOMPARE(detachment->status, BattleStatus::InProgress);
    const auto detachmentEngine = engineFromStored(*detachment);
    QVERIFY(detachmentEngine.ok());
    const BattleSetup &sub = detachmentEngine->setup();
    QCOMPARE(sub.sides[0].elementCount(), qint64(taken));
    QCOMPARE(sub.sides[0].elements.size(), 1);
    QCOMPARE(sub.sides[0].elements.constFirst().label, host.elements.constFirst().label);
    QCOMPARE(sub.sides[1].elementCount(), qint64(total(share)));
    QCOMPARE(sub.sides[0].people.size(), 1);
    QCOMPARE(sub.sides[0].people.constFirst().name, QStringLiteral("Sir Aldric"));
    QVERIFY(sub.sides[0].people.constFirst().pc);
    QCOMPARE(sub.sides[1].people.constFirst().name, QStringLiteral("%1's subordinate").arg(rebelsName));
    QCOMPARE(sub.conditions, mainSetup.conditions);
    QCOMPARE(window->findChild<QTableView *>(QStringLiteral("battlesView"))->model()->rowCount(), 2);
    // The panel selects the new battle, ready to be opened.
    QCOMPARE(window->battlesPanel()->currentBattleId(), detachment->id);
}

// The battle dialog offers the split too, on the round page before the first step; the dialog then
// carries on with the main battle's remaining forces.
void TstSubordinateCommand::fromTheBattleDialog()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    const qint64 id =
        saveStarted(*document, battleOf(QStringLiteral("Skirmish"), infantry(QStringLiteral("Red"), 10, 12),
                                        infantry(QStringLiteral("Blue"), 20, 12)));
    QVERIFY(id != 0);
    BattleWizard wizard(document, *document->battle(id), window.get());
    QVERIFY2(wizard.lastError().isEmpty(), qPrintable(wizard.lastError()));
    wizard.show();
    QCOMPARE(wizard.currentId(), int(BattleWizard::RoundPageId));
    auto *split = child<QPushButton>(&wizard, QStringLiteral("subordinateCommand"));
    QVERIFY(split && split->isVisibleTo(&wizard));
    const bool ran = clickIntoDialog<SubordinateCommandDialog>(
        &wizard, QStringLiteral("subordinateCommand"), [](SubordinateCommandDialog *dialog) {
            typeInto(child<QComboBox>(dialog, QStringLiteral("leader"))->lineEdit(),
                     QStringLiteral("Sir Aldric"));
            typeInto(child<QSpinBox>(dialog, QStringLiteral("taken0")), QStringLiteral("2"));
            // 2 of 10 elements: 20% of Blue's 20.
            QCOMPARE(child<QSpinBox>(dialog, QStringLiteral("enemyShare0"))->value(), 4);
            QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        });
    QVERIFY(ran);
    // The dialog fights on with what is left; the detachments' battle waits in the Battles list.
    QCOMPARE(wizard.engine().setup().sides[0].elementCount(), qint64(8));
    QCOMPARE(wizard.engine().setup().sides[1].elementCount(), qint64(16));
    QVERIFY(battleNamed(*document, QStringLiteral("Sir Aldric's command at Skirmish")));
    const QString notice = child<QLabel>(&wizard, QStringLiteral("roundNotice"))->text();
    QVERIFY2(notice.contains(QStringLiteral("Sir Aldric's command at Skirmish")), qPrintable(notice));
    const QString header = child<QLabel>(&wizard, QStringLiteral("roundHeader"))->text();
    QVERIFY2(header.contains(QStringLiteral("Red commander")), qPrintable(header));
    // Once the first step is taken, the split is no longer offered.
    QTest::mouseClick(child<QPushButton>(&wizard, QStringLiteral("stepAction")), Qt::LeftButton);
    QCOMPARE(wizard.engine().decisions().size(), 1);
    QVERIFY(!split->isVisibleTo(&wizard));
    QVERIFY(child<QLabel>(&wizard, QStringLiteral("roundNotice"))->text().isEmpty());
    // Saved: reopened, the battle has the remaining forces and its first step.
    const auto stored = engineFromStored(*document->battle(id));
    QVERIFY(stored.ok());
    QCOMPARE(stored->setup().sides[0].elementCount(), qint64(8));
    QCOMPARE(stored->decisions().size(), 1);
    closeKeeping(&wizard);
}

// The split happens before the fighting: once a decision is taken, the button is disabled and says why.
void TstSubordinateCommand::onlyBeforeTheFighting()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    auto *button = child<QPushButton>(window->battlesPanel(), QStringLiteral("subordinateCommand"));
    auto *second = child<QPushButton>(window->battlesPanel(), QStringLiteral("secondPitchedBattle"));
    QVERIFY(!button->isEnabled());
    QVERIFY(!second->isEnabled());
    const BattleSetup setup = battleOf(QStringLiteral("Skirmish"), infantry(QStringLiteral("Red"), 10, 12),
                                       infantry(QStringLiteral("Blue"), 10, 12));
    auto engine = BattleEngine::create(setup);
    QVERIFY(engine.ok());
    QVERIFY(engine->apply(OpenRound{}).ok());
    const auto id = document->saveBattle(newStoredBattle(*engine));
    QVERIFY(id.ok());
    selectBattle(window->battlesPanel(), *id);
    QCOMPARE(window->battlesPanel()->currentBattleId(), *id);
    QVERIFY(!button->isEnabled());
    QVERIFY2(button->toolTip().contains(QStringLiteral("fighting has begun")), qPrintable(button->toolTip()));
    QVERIFY(!second->isEnabled());
    const qint64 fresh = saveStarted(*document, setup);
    selectBattle(window->battlesPanel(), fresh);
    QVERIFY(button->isEnabled());
    QVERIFY(!second->isEnabled());
}

// Sir Aldric's detachment won, his side's main force lost: he fights on against the enemy's main force,
// both keeping their casualties, neither with a Position Bonus.
void TstSubordinateCommand::secondPitchedBattleKeepsCasualties()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    const auto won = wonBy(battleOf(QStringLiteral("Sir Aldric's command at the Fen"),
                                    infantry(QStringLiteral("Aldric"), 2, 14),
                                    infantry(QStringLiteral("Their detachment"), 3, 10)),
                           0);
    QVERIFY2(won.ok(), won.ok() ? "" : qPrintable(won.error().message));
    const auto lost = wonBy(battleOf(QStringLiteral("Battle of the Fen"),
                                     infantry(QStringLiteral("Our main force"), 18, 10),
                                     infantry(QStringLiteral("Their main force"), 27, 12)),
                            1);
    QVERIFY2(lost.ok(), lost.ok() ? "" : qPrintable(lost.error().message));
    // Both winners bled, and the enemy's main force won a Position Bonus: neither may be lost on the way.
    QVERIFY(won->state().sides[0].casualties > 0);
    QVERIFY(lost->state().sides[1].casualties > 0);
    QVERIFY(lost->state().pbOf(1) > 0);
    const auto subId = document->saveBattle(newStoredBattle(*won));
    const auto mainId = document->saveBattle(newStoredBattle(*lost));
    QVERIFY(subId.ok() && mainId.ok());
    QCOMPARE(document->battle(*subId)->status, BattleStatus::Finished);

    // Opened on the main battle (his side lost it): the function's refusal, in red.
    selectBattle(window->battlesPanel(), *mainId);
    QVERIFY(!child<QPushButton>(window->battlesPanel(), QStringLiteral("subordinateCommand"))->isEnabled());
    bool ran = clickIntoDialog<SecondPitchedBattleDialog>(
        window->battlesPanel(), QStringLiteral("secondPitchedBattle"),
        [&](SecondPitchedBattleDialog *dialog) {
            QVERIFY(!child<QLabel>(dialog, QStringLiteral("rule"))->text().isEmpty());
            auto *side = child<QComboBox>(dialog, QStringLiteral("side"));
            side->setCurrentIndex(0);
            auto *error = child<QLabel>(dialog, QStringLiteral("error"));
            QVERIFY2(error->text().contains(QStringLiteral("won his fight")), qPrintable(error->text()));
            QVERIFY(!okButton(dialog)->isEnabled());
            dialog->accept();
            QVERIFY(dialog->isVisible());
            dialog->reject();
        });
    QVERIFY(ran);
    QCOMPARE(document->battles().size(), 2);

    selectBattle(window->battlesPanel(), *subId);
    ran = clickIntoDialog<SecondPitchedBattleDialog>(
        window->battlesPanel(), QStringLiteral("secondPitchedBattle"),
        [&](SecondPitchedBattleDialog *dialog) {
            auto *main = child<QComboBox>(dialog, QStringLiteral("mainBattle"));
            QCOMPARE(main->count(), 1);
            QCOMPARE(main->currentText(), QStringLiteral("Battle of the Fen"));
            QCOMPARE(child<QComboBox>(dialog, QStringLiteral("side"))->currentIndex(),
                     0); // the winner's, by default
            auto *error = child<QLabel>(dialog, QStringLiteral("error"));
            QVERIFY2(error->text().isEmpty(), qPrintable(error->text()));
            QTest::mouseClick(okButton(dialog), Qt::LeftButton);
            QVERIFY(!dialog->isVisible());
        });
    QVERIFY(ran);
    QCOMPARE(document->battles().size(), 3);
    const StoredBattle *next =
        battleNamed(*document, QStringLiteral("Aldric commander fights on at Battle of the Fen"));
    QVERIFY(next);
    QCOMPARE(next->status, BattleStatus::InProgress);
    const auto engine = engineFromStored(*next);
    QVERIFY(engine.ok());
    const BattleSetup &setup = engine->setup();
    QCOMPARE(setup.sides[0].name, QStringLiteral("Aldric"));
    QCOMPARE(setup.sides[1].name, QStringLiteral("Their main force"));
    QCOMPARE(setup.sides[0].elementCount(), 2);
    QCOMPARE(setup.sides[1].elementCount(), 27);
    QCOMPARE(setup.sides[0].startingCasualties, won->state().sides[0].casualties);
    QCOMPARE(setup.sides[1].startingCasualties, lost->state().sides[1].casualties);
    QCOMPARE(setup.start, BattleStart{});
    QCOMPARE(engine->state().positionBonus, 0);
    QCOMPARE(window->battlesPanel()->currentBattleId(), next->id);
}

std::unique_ptr<QObject> newTstSubordinateCommand()
{
    return std::make_unique<TstSubordinateCommand>();
}

#include "tst_subordinatecommand.moc"
