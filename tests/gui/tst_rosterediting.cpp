// Starting with the demo campaign, and editing roster lines through the table's delegates.

#include "gui_test_helpers.h"

#include "forms/FiguresPanel.h"

#include "CampaignDocument.h"
#include "catalog/Breakdown.h"
#include "catalog/ElementCatalog.h"
#include "models/AggregatesModel.h"
#include "models/ModelEnums.h"

#include <QAction>
#include <QComboBox>
#include <QFileInfo>
#include <QListView>
#include <QLocale>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace muster;
using namespace guitest;

class TstRosterEditing : public GuiTestCase
{
    Q_OBJECT

private slots:
    void startWithDemoCampaign();
    void editCountThroughDelegateAndUndo();
    void editEquipmentTypeAndTlThroughDelegates();
};

// 1. The demo campaign opens with its three forces, the first force's roster and its figures.
void TstRosterEditing::startWithDemoCampaign()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.windowTitle(), QStringLiteral("Muster"));
    QVERIFY(window.openDemoCampaign());
    QVERIFY(QFileInfo::exists(MainWindow::demoCampaignPath()));

    auto *forces = window.findChild<QListView *>(QStringLiteral("forcesView"));
    QVERIFY(forces);
    QCOMPARE(forces->model()->rowCount(), 3);
    QCOMPARE(forces->model()->index(0, 0).data().toString(), hostName);
    QCOMPARE(forces->model()->index(1, 0).data().toString(), rebelsName);
    QCOMPARE(forces->model()->index(2, 0).data().toString(), harrowName);
    QCOMPARE(forces->currentIndex().row(), 0);

    auto *roster = window.findChild<QTableView *>(QStringLiteral("rosterView"));
    QVERIFY(roster);
    QCOMPARE(roster->model()->rowCount(), 9);
    QCOMPARE(cell(roster, 0, RosterColumn::Name), QStringLiteral("Greyhollow Lances"));
    QCOMPARE(cell(roster, 0, RosterColumn::Type), QStringLiteral("Heavy Cavalry"));
    QCOMPARE(cell(roster, 1, RosterColumn::Name), QStringLiteral("Keep Spearmen"));
    QCOMPARE(cell(roster, 1, RosterColumn::Count), QStringLiteral("8"));
    QCOMPARE(cell(roster, 8, RosterColumn::Name), QStringLiteral("Baggage Oxen"));

    const QString ts = forceTsText(window);
    bool isNumber = false;
    const double value = QLocale().toDouble(ts, &isNumber);
    QVERIFY2(isNumber, qPrintable(ts));
    QVERIFY(value > 0);
    QCOMPARE(value, window.figuresPanel()->model()->totals().forceTs);

    QVERIFY(window.windowTitle().contains(QStringLiteral("The Thornmarch Succession")));
    QVERIFY(window.windowTitle().contains(QStringLiteral("demo.muster")));

    // Choosing another force shows its roster.
    forces->setCurrentIndex(forces->model()->index(2, 0));
    QCOMPARE(roster->model()->rowCount(), 7);
    QCOMPARE(cell(roster, 0, RosterColumn::Name), QStringLiteral("Bradley Section"));
    QVERIFY(forceTsText(window) != ts);
}

// 2. Count through the spin box delegate; undo and redo through the actions and Ctrl+Z.
void TstRosterEditing::editCountThroughDelegateAndUndo()
{
    auto window = openWindow();
    QVERIFY(window->document());
    auto *roster = window->findChild<QTableView *>(QStringLiteral("rosterView"));
    QVERIFY(roster);
    const int row = rowWithText(roster, QStringLiteral("Keep Spearmen"));
    QVERIFY(row >= 0);
    QCOMPARE(cell(roster, row, RosterColumn::Count), QStringLiteral("8"));
    QCOMPARE(cell(roster, row, RosterColumn::Ts), QStringLiteral("32"));
    const QString tsBefore = forceTsText(*window);
    const double forceTs = window->figuresPanel()->model()->totals().forceTs;
    CampaignDocument *stackDocument = &*window->document();
    const QUndoStack *stack = stackDocument->undoStack();
    const int steps = stack->count();
    QVERIFY(!window->undoAction()->isEnabled());

    auto *spin = openEditor<QSpinBox>(roster, row, RosterColumn::Count);
    QVERIFY(spin);
    QCOMPARE(spin->value(), 8);
    typeInto(spin, QStringLiteral("12"));
    QTest::keyClick(spin, Qt::Key_Return);
    QTRY_COMPARE(cell(roster, row, RosterColumn::Count), QStringLiteral("12"));
    QTRY_VERIFY(!roster->indexWidget(roster->model()->index(row, RosterColumn::Count)));
    QCOMPARE(cell(roster, row, RosterColumn::Ts), QStringLiteral("48"));
    // Heavy Infantry at TL3 is TS 4 each: four more elements add 16.
    QCOMPARE(forceTsText(*window), formatNumber(forceTs + 16));
    QCOMPARE(stack->count(), steps + 1);
    QVERIFY(window->undoAction()->isEnabled());
    QVERIFY(window->undoAction()->text().contains(QStringLiteral("12")));

    window->undoAction()->trigger();
    QCOMPARE(cell(roster, row, RosterColumn::Count), QStringLiteral("8"));
    QCOMPARE(forceTsText(*window), tsBefore);
    QVERIFY(window->redoAction()->isEnabled());

    window->redoAction()->trigger();
    QCOMPARE(cell(roster, row, RosterColumn::Count), QStringLiteral("12"));
    QCOMPARE(forceTsText(*window), formatNumber(forceTs + 16));

    // The same through the keyboard: Ctrl+Z on the window.
    roster->setFocus();
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(cell(roster, row, RosterColumn::Count), QStringLiteral("8"));
    QCOMPARE(forceTsText(*window), tsBefore);
    QCOMPARE(stack->index(), steps);

    // Typing a digit on the cell opens the editor with the digit in it; Enter commits.
    roster->setFocus();
    roster->setCurrentIndex(roster->model()->index(row, RosterColumn::Count));
    QTest::keyClicks(roster, QStringLiteral("7"));
    auto *typed =
        qobject_cast<QSpinBox *>(roster->indexWidget(roster->model()->index(row, RosterColumn::Count)));
    QVERIFY(typed);
    QTest::keyClick(typed, Qt::Key_Return);
    QTRY_COMPARE(cell(roster, row, RosterColumn::Count), QStringLiteral("7"));
    QCOMPARE(forceTsText(*window), formatNumber(forceTs - 4));
    window->undoAction()->trigger();
    QCOMPARE(cell(roster, row, RosterColumn::Count), QStringLiteral("8"));

    // Every edit was saved as made: the file has the count the window shows.
    const qint64 forceId = window->currentForceId();
    const QString path = window->document()->path();
    QVERIFY(window->openCampaign(demoCopy(QStringLiteral("other.muster"))));
    auto reopened = CampaignDocument::open(path);
    QVERIFY2(reopened.ok(), reopened.ok() ? "" : qPrintable(reopened.error().message));
    const Force *force = (*reopened)->force(forceId);
    QVERIFY(force);
    QCOMPARE(force->lines.at(row).count, 8);
}

// 3. Equipment and element type through the combo box delegates, TL through its spin box.
void TstRosterEditing::editEquipmentTypeAndTlThroughDelegates()
{
    auto window = openWindow();
    QVERIFY(window->document());
    auto *roster = window->findChild<QTableView *>(QStringLiteral("rosterView"));
    QVERIFY(roster);
    const int row = rowWithText(roster, QStringLiteral("Keep Spearmen"));
    QVERIFY(row >= 0);
    QCOMPARE(cell(roster, row, RosterColumn::Equipment), QStringLiteral("Basic"));

    auto *equipment = openEditor<QComboBox>(roster, row, RosterColumn::Equipment);
    QVERIFY(equipment);
    QCOMPARE(equipment->currentText(), QStringLiteral("Basic"));
    QCOMPARE(equipment->count(), 5);
    equipment->setCurrentIndex(equipment->findText(QStringLiteral("Fine")));
    QTest::keyClick(equipment, Qt::Key_Return);
    QTRY_COMPARE(cell(roster, row, RosterColumn::Equipment), QStringLiteral("Fine"));
    QVERIFY(cell(roster, row, RosterColumn::Ts) != QStringLiteral("32"));

    auto *troops = openEditor<QComboBox>(roster, row, RosterColumn::Troops);
    QVERIFY(troops);
    QCOMPARE(troops->currentText(), QStringLiteral("Average"));
    troops->setCurrentIndex(troops->findText(QStringLiteral("Elite")));
    QTest::keyClick(troops, Qt::Key_Return);
    QTRY_COMPARE(cell(roster, row, RosterColumn::Troops), QStringLiteral("Elite"));

    // Escape leaves the line as it was.
    equipment = openEditor<QComboBox>(roster, row, RosterColumn::Equipment);
    QVERIFY(equipment);
    equipment->setCurrentIndex(equipment->findText(QStringLiteral("Poor")));
    QTest::keyClick(equipment, Qt::Key_Escape);
    QTRY_VERIFY(!roster->indexWidget(roster->model()->index(row, RosterColumn::Equipment)));
    QCOMPARE(cell(roster, row, RosterColumn::Equipment), QStringLiteral("Fine"));

    // The element type, from the whole catalog.
    auto *type = openEditor<QComboBox>(roster, row, RosterColumn::Type);
    QVERIFY(type);
    QCOMPARE(type->objectName(), QStringLiteral("typeEditor"));
    QCOMPARE(type->currentData().toString(), QStringLiteral("heavy-infantry"));
    QCOMPARE(type->count(), int(window->document()->catalog().types().size()));
    const int light = type->findData(QStringLiteral("light-infantry"));
    QVERIFY(light >= 0);
    type->setCurrentIndex(light);
    QTest::keyClick(type, Qt::Key_Return);
    QTRY_COMPARE(cell(roster, row, RosterColumn::Type), QStringLiteral("Light Infantry"));
    QCOMPARE(cell(roster, row, RosterColumn::Name), QStringLiteral("Keep Spearmen"));
    QCOMPARE(cell(roster, row, RosterColumn::Tl), QStringLiteral("3"));
    QCOMPARE(cell(roster, row, RosterColumn::Classes), QStringLiteral("Rec"));

    // A modern type moves the line up to its TL of introduction.
    type = openEditor<QComboBox>(roster, row, RosterColumn::Type);
    QVERIFY(type);
    type->setCurrentIndex(type->findData(QStringLiteral("ifv")));
    QTest::keyClick(type, Qt::Key_Return);
    QTRY_COMPARE(cell(roster, row, RosterColumn::Type), QStringLiteral("IFV"));
    QCOMPARE(cell(roster, row, RosterColumn::Tl), QStringLiteral("7"));

    // The TL editor of an IFV line starts at TL7.
    window->selectForce(window->forcesView()->model()->index(2, 0).data(role(Role::ForceId)).toLongLong());
    QCOMPARE(window->document()->force(window->currentForceId())->name, harrowName);
    const int bradley = rowWithText(roster, QStringLiteral("Bradley Section"));
    QVERIFY(bradley >= 0);
    QCOMPARE(cell(roster, bradley, RosterColumn::Type), QStringLiteral("IFV"));
    const QString tsAtTl8 = cell(roster, bradley, RosterColumn::Ts);
    auto *tl = openEditor<QSpinBox>(roster, bradley, RosterColumn::Tl);
    QVERIFY(tl);
    QCOMPARE(tl->minimum(), 7);
    QCOMPARE(tl->maximum(), 12);
    QCOMPARE(tl->value(), 8);
    typeInto(tl, QStringLiteral("9"));
    QTest::keyClick(tl, Qt::Key_Return);
    QTRY_COMPARE(cell(roster, bradley, RosterColumn::Tl), QStringLiteral("9"));
    QVERIFY(cell(roster, bradley, RosterColumn::Ts) != tsAtTl8);

    // Stepping down stops at TL7.
    tl = openEditor<QSpinBox>(roster, bradley, RosterColumn::Tl);
    QVERIFY(tl);
    for (int i = 0; i < 5; ++i)
        QTest::keyClick(tl, Qt::Key_Down);
    QCOMPARE(tl->value(), 7);
    QTest::keyClick(tl, Qt::Key_Return);
    QTRY_COMPARE(cell(roster, bradley, RosterColumn::Tl), QStringLiteral("7"));
}

std::unique_ptr<QObject> newTstRosterEditing()
{
    return std::make_unique<TstRosterEditing>();
}

#include "tst_rosterediting.moc"
