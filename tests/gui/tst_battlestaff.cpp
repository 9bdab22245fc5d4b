// The people of a battle after it (issue 14): a commander left for dead at -7 HP used to command the next
// battle at 10 HP. The aftermath carries each staff member's HP and fate (the GM's pick for one who fell) to
// the force's staff in the step that applies the casualties, and the next battle starts from the staff.
// Rules: "Misfortunes of War" and "Effects of Battle on PCs and Important NPCs" of GURPS Mass Combat.

#include "battle_test_helpers.h"

#include "CampaignDocument.h"
#include "battle/gurps/AftermathPage.h"
#include "battle/gurps/SideSetupWidget.h"

#include <QTableWidget>
#include <QUndoStack>

using namespace muster;
using namespace muster::gurps;
using namespace guitest;

class TstBattleStaff : public GuiTestCase
{
    Q_OBJECT

private slots:
    void fallenCommanderStaysDown();
};

void TstBattleStaff::fallenCommanderStaysDown()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    const qint64 host = document->campaign().forces.at(0).id;
    QCOMPARE(document->force(host)->member(StaffRole::Commander).name, QStringLiteral("Lady Maren"));
    QCOMPARE(document->force(host)->member(StaffRole::Commander).hp, 10);

    BattleWizard *wizard = fenFordAtStrategies(*window);
    QVERIFY(wizard);
    chooseStrategies(wizard, QStringLiteral("Attack"), QStringLiteral("Attack"));
    takeStep(wizard);
    typeRoll(wizard, QStringLiteral("strategyRoll0"), 10);
    typeRoll(wizard, QStringLiteral("strategyRoll1"), 10);
    takeStep(wizard);
    // Lady Maren: a critical misfortune, 17 HP of injury: she falls at -7 HP; Brother Osric takes command.
    noMisfortunes(wizard);
    typeRoll(wizard, QStringLiteral("misfortune0_0"), 3);
    typeRoll(wizard, QStringLiteral("injury0_0"), 17);
    typeRoll(wizard, QStringLiteral("successorRoll0"), 3);
    takeStep(wizard);
    QCOMPARE(wizard->engine().state().sides[0].people[0].hp, -7);
    QCOMPARE(wizard->engine().commanderOf(0), 1);
    retreatAndPursue(wizard);
    if (QTest::currentTestFailed())
        return;
    wizard->next();
    QCOMPARE(wizard->currentId(), int(BattleWizard::AftermathPageId));

    // The GM says what became of her; the others stand as they are.
    auto *fate = child<QComboBox>(wizard, QStringLiteral("staffFate0_0"));
    QVERIFY(fate);
    QCOMPARE(StaffFate(fate->currentData().toInt()), StaffFate::Wounded);
    QVERIFY(!child<QComboBox>(wizard, QStringLiteral("staffFate0_1")));
    const int steps = document->undoStack()->count();
    QTest::mouseClick(child<QPushButton>(wizard, QStringLiteral("applyCasualties")), Qt::LeftButton);
    QCOMPARE(document->undoStack()->count(), steps + 1); // one step with the rosters' losses
    const StaffMember maren = document->force(host)->member(StaffRole::Commander);
    QCOMPARE(maren.hp, -7);
    QCOMPARE(maren.fate, StaffFate::Wounded);
    QVERIFY(!fate->isEnabled());
    wizard->close();

    // The next battle starts from the staff: she is down, so Brother Osric commands.
    BattleWizard *next = openBattleWizard(*window);
    QVERIFY(next);
    auto *side = child<SideSetupWidget>(next, QStringLiteral("side0"));
    auto *people = child<QTableWidget>(side, QStringLiteral("people"));
    QVERIFY(people);
    QCOMPARE(people->item(0, 0)->text(), QStringLiteral("Brother Osric"));
    for (int row = 0; row < people->rowCount(); ++row)
        QVERIFY(people->item(row, 0)->text() != QStringLiteral("Lady Maren"));
    const QString summary = child<QLabel>(side, QStringLiteral("sideSummary"))->text();
    QVERIFY2(summary.contains(QStringLiteral("Lady Maren is down at -7 HP.")), qPrintable(summary));
    next->close();

    // Undone, the staff is as it was before the battle.
    document->undo();
    QCOMPARE(document->force(host)->member(StaffRole::Commander).hp, 10);
    QCOMPARE(document->force(host)->member(StaffRole::Commander).fate, StaffFate::Serving);
}

std::unique_ptr<QObject> newTstBattleStaff()
{
    return std::make_unique<TstBattleStaff>();
}

#include "tst_battlestaff.moc"
