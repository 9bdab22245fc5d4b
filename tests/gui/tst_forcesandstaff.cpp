// Deleting roster lines, editing a force's staff, and adding, renaming and removing forces.

#include "gui_test_helpers.h"

#include "forms/RosterPanel.h"
#include "forms/StaffPanel.h"

#include "CampaignDocument.h"
#include "models/ModelEnums.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QHeaderView>
#include <QInputDialog>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace muster;
using namespace Qt::StringLiterals;
using namespace guitest;

class TstForcesAndStaff : public GuiTestCase
{
    Q_OBJECT

private slots:
    void staffSkillOutOfRangeIsRefusedAndHpKept();
    void deleteKeyRemovesLinesAsOneStep();
    void staffEditsAreSavedAsMade();
    void addRenameRemoveForce();
};

// 6. Delete removes the selected lines as one undo step; undo puts them back where they were.
void TstForcesAndStaff::deleteKeyRemovesLinesAsOneStep()
{
    auto window = openWindow();
    QVERIFY(window->document());
    auto *roster = window->findChild<QTableView *>(QStringLiteral("rosterView"));
    QVERIFY(roster);
    QCOMPARE(roster->model()->rowCount(), 9);
    QStringList names;
    for (int row = 0; row < 9; ++row)
        names << cell(roster, row, RosterColumn::Name);
    const QString tsBefore = forceTsText(*window);
    CampaignDocument *stackDocument = &*window->document();
    const QUndoStack *stack = stackDocument->undoStack();
    const int steps = stack->count();

    const QAbstractItemModel *model = roster->model();
    roster->setFocus();
    roster->setCurrentIndex(model->index(2, RosterColumn::Name));
    roster->selectionModel()->select(QItemSelection(model->index(2, 0), model->index(3, 0)),
                                     QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    roster->selectionModel()->select(model->index(6, 0),
                                     QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QCOMPARE(roster->selectionModel()->selectedRows().size(), 3);
    QTest::keyClick(roster, Qt::Key_Delete);

    QCOMPARE(model->rowCount(), 6);
    QStringList expected = names;
    expected.removeAt(6);
    expected.removeAt(3);
    expected.removeAt(2);
    QStringList shown;
    for (int row = 0; row < model->rowCount(); ++row)
        shown << cell(roster, row, RosterColumn::Name);
    QCOMPARE(shown, expected);
    QCOMPARE(stack->count(), steps + 1);
    QVERIFY(forceTsText(*window) != tsBefore);
    // No editor was opened by the key.
    QVERIFY(!roster->indexWidget(roster->currentIndex()));

    window->undoAction()->trigger();
    QCOMPARE(model->rowCount(), 9);
    shown.clear();
    for (int row = 0; row < model->rowCount(); ++row)
        shown << cell(roster, row, RosterColumn::Name);
    QCOMPARE(shown, names);
    QCOMPARE(forceTsText(*window), tsBefore);

    window->redoAction()->trigger();
    QCOMPARE(model->rowCount(), 6);
    window->undoAction()->trigger();
    QCOMPARE(model->rowCount(), 9);

    // Sorted by TS (a click on the header), Delete still removes the lines the GM selected.
    QHeaderView *header = roster->horizontalHeader();
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                      QPoint(header->sectionViewportPosition(RosterColumn::Ts) + 5, header->height() / 2));
    QCOMPARE(header->sortIndicatorSection(), int(RosterColumn::Ts));
    QStringList sorted;
    for (int row = 0; row < model->rowCount(); ++row)
        sorted << cell(roster, row, RosterColumn::Name);
    QVERIFY(sorted != names);
    roster->setFocus();
    roster->setCurrentIndex(model->index(0, RosterColumn::Name));
    roster->selectionModel()->select(QItemSelection(model->index(0, 0), model->index(1, 0)),
                                     QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QTest::keyClick(roster, Qt::Key_Delete);
    QCOMPARE(model->rowCount(), 7);
    QStringList left;
    for (const RosterLine &line : window->document()->force(window->currentForceId())->lines)
        left << line.record.name;
    QVERIFY(!left.contains(sorted.at(0)));
    QVERIFY(!left.contains(sorted.at(1)));
    QVERIFY(left.contains(sorted.at(2)));
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    left.clear();
    for (const RosterLine &line : window->document()->force(window->currentForceId())->lines)
        left << line.record.name;
    QCOMPARE(left, names);
}

// 7. Staff edits go to the file as they are made.
void TstForcesAndStaff::staffEditsAreSavedAsMade()
{
    auto first = openWindow(QStringLiteral("staff.muster"));
    QVERIFY(first->document());
    const QString path = first->document()->path();
    auto *tabs = first->findChild<QTabWidget *>();
    QVERIFY(tabs);
    for (int tab = 0; tab < tabs->count(); ++tab) {
        if (tabs->widget(tab)->isAncestorOf(first->staffPanel())) // the tab holds it in a scroll area
            tabs->setCurrentIndex(tab);
    }
    QVERIFY(first->staffPanel()->isVisible());

    auto *name = child<QLineEdit>(first->staffPanel(), QStringLiteral("staffName_commander"));
    auto *strategy = child<QSpinBox>(first->staffPanel(), QStringLiteral("staffSkill_commander_strategy"));
    QVERIFY(name);
    QVERIFY(strategy);
    QCOMPARE(name->text(), QStringLiteral("Lady Maren"));
    QCOMPARE(strategy->value(), 14);

    typeInto(name, QStringLiteral("Dame Isolde Varr"));
    QTest::keyClick(name, Qt::Key_Return);
    const qint64 forceId = first->currentForceId();
    QCOMPARE(first->document()->force(forceId)->member(StaffRole::Commander).name,
             QStringLiteral("Dame Isolde Varr"));
    strategy->setFocus();
    QTest::keyClick(strategy, Qt::Key_Up);
    QTest::keyClick(strategy, Qt::Key_Up);
    QCOMPARE(strategy->value(), 16);
    QCOMPARE(first->document()->force(forceId)->member(StaffRole::Commander).skill(StaffSkill::Strategy), 16);

    // Undo puts the old values back into the widgets: the two Strategy steps are one undo step, the
    // rename another; redo brings the edits back.
    first->undoAction()->trigger();
    QCOMPARE(name->text(), QStringLiteral("Dame Isolde Varr"));
    QCOMPARE(strategy->value(), 14);
    first->undoAction()->trigger();
    QCOMPARE(name->text(), QStringLiteral("Lady Maren"));
    QCOMPARE(strategy->value(), 14);
    first->redoAction()->trigger();
    first->redoAction()->trigger();
    QCOMPARE(name->text(), QStringLiteral("Dame Isolde Varr"));
    QCOMPARE(strategy->value(), 16);

    // Notes typed just before switching force are kept, not lost with the pending save.
    auto *notes = child<QPlainTextEdit>(first->staffPanel(), QStringLiteral("forceNotes"));
    QVERIFY(notes);
    notes->setFocus();
    notes->moveCursor(QTextCursor::End);
    QTest::keyClicks(notes, QStringLiteral(" Winter quarters at Greyhollow."));
    const QString typedNotes = notes->toPlainText();
    QVERIFY(typedNotes.endsWith(QStringLiteral("Winter quarters at Greyhollow.")));

    // Another force has its own staff; coming back shows the edits.
    first->selectForce(first->forcesView()->model()->index(1, 0).data(role(Role::ForceId)).toLongLong());
    QCOMPARE(name->text(), QStringLiteral("Lord Castan Vell"));
    first->selectForce(forceId);
    QCOMPARE(name->text(), QStringLiteral("Dame Isolde Varr"));
    QCOMPARE(strategy->value(), 16);

    // While the first window holds the campaign, a second one is told so and stays empty.
    MainWindow second;
    QVERIFY(!second.openCampaign(path));
    QVERIFY2(second.statusBar()->currentMessage().contains(QStringLiteral("open in another program")),
             qPrintable(second.statusBar()->currentMessage()));
    QVERIFY(!second.document());

    // Once the first window has moved on, the second finds every edit in the file.
    QVERIFY(first->openCampaign(demoCopy(QStringLiteral("elsewhere.muster"))));
    QVERIFY(second.openCampaign(path));
    QCOMPARE(second.currentForceId(), forceId);
    auto *secondName = child<QLineEdit>(second.staffPanel(), QStringLiteral("staffName_commander"));
    auto *secondStrategy =
        child<QSpinBox>(second.staffPanel(), QStringLiteral("staffSkill_commander_strategy"));
    QVERIFY(secondName);
    QVERIFY(secondStrategy);
    QCOMPARE(secondName->text(), QStringLiteral("Dame Isolde Varr"));
    QCOMPARE(secondStrategy->value(), 16);
    QCOMPARE(child<QSpinBox>(second.staffPanel(), QStringLiteral("staffSkill_commander_leadership"))->value(),
             13);
    QCOMPARE(child<QPlainTextEdit>(second.staffPanel(), QStringLiteral("forceNotes"))->toPlainText(),
             typedNotes);
}

// 8. Add a force through the input dialog, rename it in place, remove a force and undo.
void TstForcesAndStaff::addRenameRemoveForce()
{
    auto window = openWindow();
    QVERIFY(window->document());
    auto *forces = window->findChild<QListView *>(QStringLiteral("forcesView"));
    auto *roster = window->findChild<QTableView *>(QStringLiteral("rosterView"));
    auto *addForce = window->findChild<QAction *>(QStringLiteral("addForceAction"));
    auto *removeForce = window->findChild<QAction *>(QStringLiteral("removeForceAction"));
    QVERIFY(forces && roster && addForce && removeForce);
    CampaignDocument *stackDocument = &*window->document();
    const QUndoStack *stack = stackDocument->undoStack();
    const int steps = stack->count();

    bool sawDialog = false;
    onNextModal([&](QDialog *dialog) {
        sawDialog = qobject_cast<QInputDialog *>(dialog) != nullptr;
        auto *edit = dialog->findChild<QLineEdit *>();
        if (!edit)
            return;
        typeInto(edit, QStringLiteral("Northern Levies"));
        QTest::keyClick(edit, Qt::Key_Return);
    });
    addForce->trigger();
    QVERIFY(sawDialog);
    QCOMPARE(forces->model()->rowCount(), 4);
    QCOMPARE(forces->model()->index(3, 0).data().toString(), QStringLiteral("Northern Levies"));
    QCOMPARE(forces->currentIndex().row(), 3);
    QCOMPARE(window->document()->force(window->currentForceId())->name, QStringLiteral("Northern Levies"));
    QCOMPARE(roster->model()->rowCount(), 0);
    QVERIFY(window->rosterPanel()->addAction()->isEnabled());
    QCOMPARE(stack->count(), steps + 1);

    // Cancelling adds nothing.
    onNextModal([](QDialog *dialog) { QTest::keyClick(dialog, Qt::Key_Escape); });
    addForce->trigger();
    QCOMPARE(forces->model()->rowCount(), 4);

    // Rename in the forces view: F2, type, Enter.
    forces->setFocus();
    QTest::keyClick(forces, Qt::Key_F2);
    auto *editor = qobject_cast<QLineEdit *>(forces->indexWidget(forces->currentIndex()));
    QVERIFY(editor);
    QCOMPARE(editor->text(), QStringLiteral("Northern Levies"));
    typeInto(editor, QStringLiteral("Iron Levies"));
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_COMPARE(forces->model()->index(3, 0).data().toString(), QStringLiteral("Iron Levies"));
    QCOMPARE(stack->count(), steps + 2);

    // An empty name is refused with a message.
    QTest::keyClick(forces, Qt::Key_F2);
    editor = qobject_cast<QLineEdit *>(forces->indexWidget(forces->currentIndex()));
    QVERIFY(editor);
    editor->clear();
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_VERIFY(!forces->indexWidget(forces->currentIndex()));
    QCOMPARE(forces->model()->index(3, 0).data().toString(), QStringLiteral("Iron Levies"));
    QVERIFY(!window->statusBar()->currentMessage().isEmpty());

    // Remove the first force, with its nine lines; undo brings it back as it was.
    forces->setCurrentIndex(forces->model()->index(0, 0));
    QCOMPARE(roster->model()->rowCount(), 9);
    const qint64 hostId = window->currentForceId();
    // Issue 14: a whole force goes only when the GM confirms; Cancel keeps it.
    const auto answer = [&window](QMessageBox::StandardButton button) {
        QMessageBox *ask = nullptr;
        QTRY_VERIFY((ask = window->findChild<QMessageBox *>(QStringLiteral("confirmRemoveForce"))));
        QVERIFY2(ask->text().contains(u"(lines: 9)"_s), qPrintable(ask->text()));
        ask->button(button)->click();
        QTRY_VERIFY(!window->findChild<QMessageBox *>(QStringLiteral("confirmRemoveForce")));
    };
    removeForce->trigger();
    answer(QMessageBox::Cancel);
    QCOMPARE(forces->model()->rowCount(), 4);
    QCOMPARE(stack->count(), steps + 2);
    removeForce->trigger();
    answer(QMessageBox::Yes);
    QCOMPARE(forces->model()->rowCount(), 3);
    QCOMPARE(forces->model()->index(0, 0).data().toString(), rebelsName);
    QVERIFY(!window->document()->force(hostId));
    QVERIFY(window->currentForceId() != hostId);
    QCOMPARE(window->document()->force(window->currentForceId())->name,
             forces->currentIndex().data().toString());
    QCOMPARE(roster->model()->rowCount(),
             int(window->document()->force(window->currentForceId())->lines.size()));
    QVERIFY(window->statusBar()->currentMessage().contains(hostName));

    window->undoAction()->trigger();
    QCOMPARE(forces->model()->rowCount(), 4);
    QCOMPARE(forces->model()->index(0, 0).data().toString(), hostName);
    forces->setCurrentIndex(forces->model()->index(0, 0));
    QCOMPARE(window->currentForceId(), hostId);
    QCOMPARE(roster->model()->rowCount(), 9);
    QCOMPARE(cell(roster, 0, RosterColumn::Name), QStringLiteral("Greyhollow Lances"));
    QCOMPARE(window->document()->force(hostId)->member(StaffRole::Commander).name,
             QStringLiteral("Lady Maren"));
    QCOMPARE(child<QLineEdit>(window->staffPanel(), QStringLiteral("staffName_commander"))->text(),
             QStringLiteral("Lady Maren"));

    // The Delete key removes a force while the forces list has focus (one undo step); in the roster it
    // removes lines, never the force. (The input dialogs above took the activation away.)
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    forces->setFocus();
    forces->setCurrentIndex(forces->model()->index(3, 0));
    QTest::keyClick(forces, Qt::Key_Delete);
    QMessageBox *ask = nullptr;
    QTRY_VERIFY((ask = window->findChild<QMessageBox *>(QStringLiteral("confirmRemoveForce"))));
    ask->button(QMessageBox::Yes)->click();
    QTRY_COMPARE(forces->model()->rowCount(), 3);
    window->undoAction()->trigger();
    QCOMPARE(forces->model()->rowCount(), 4);
    forces->setCurrentIndex(forces->model()->index(0, 0));
    roster->setFocus();
    roster->setCurrentIndex(roster->model()->index(0, 0));
    QTest::keyClick(roster, Qt::Key_Delete);
    QCOMPARE(forces->model()->rowCount(), 4);
    QCOMPARE(roster->model()->rowCount(), 8);
}

// Issue 14: a skill typed as 99 is refused with the range, not kept as 9; the staff's hit points and fate
// are shown and set here (a battle leaves them; the GM heals), one undo step each, and an edit of a skill keeps
// them.
void TstForcesAndStaff::staffSkillOutOfRangeIsRefusedAndHpKept()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    QVERIFY(document);
    const qint64 forceId = window->currentForceId();
    auto *strategy = child<QSpinBox>(window->staffPanel(), QStringLiteral("staffSkill_commander_strategy"));
    auto *hp = child<QSpinBox>(window->staffPanel(), QStringLiteral("staffHp_commander"));
    auto *fate = child<QComboBox>(window->staffPanel(), QStringLiteral("staffFate_commander"));
    QVERIFY(strategy && hp && fate);

    hp->setValue(-7);
    fate->setCurrentIndex(fate->findData(int(StaffFate::Captured)));
    QCOMPARE(document->force(forceId)->member(StaffRole::Commander).hp, -7);
    QCOMPARE(document->force(forceId)->member(StaffRole::Commander).fate, StaffFate::Captured);

    strategy->selectAll();
    QTest::keyClicks(strategy, QStringLiteral("99"));
    QTRY_VERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("Skills range from 0 to 30")));
    QCOMPARE(document->force(forceId)->member(StaffRole::Commander).skill(StaffSkill::Strategy), 9);
    QCOMPARE(strategy->value(), 9); // back to what the force has
    // The skill edit kept the battle's marks.
    QCOMPARE(document->force(forceId)->member(StaffRole::Commander).hp, -7);
    QCOMPARE(document->force(forceId)->member(StaffRole::Commander).fate, StaffFate::Captured);
}

std::unique_ptr<QObject> newTstForcesAndStaff()
{
    return std::make_unique<TstForcesAndStaff>();
}

#include "tst_forcesandstaff.moc"
