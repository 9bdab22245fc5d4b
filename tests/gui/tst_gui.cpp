// GUI tests: drive the real widgets (found by objectName and type) the way a GM would, offscreen.
#include "forms/FeaturesDialog.h"
#include "forms/FiguresPanel.h"
#include "forms/MainWindow.h"
#include "forms/RosterPanel.h"
#include "forms/StaffPanel.h"

#include "CampaignDocument.h"
#include "campaign/DemoCampaign.h"
#include "catalog/Breakdown.h"
#include "catalog/ElementCatalog.h"
#include "models/AggregatesModel.h"
#include "models/ModelEnums.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDeadlineTimer>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoStack>

#include <functional>
#include <memory>

using namespace muster;

namespace {

const QString hostName = QStringLiteral("Host of Lady Maren of Greyhollow");
const QString rebelsName = QStringLiteral("Rebels of the Red Fen");
const QString harrowName = QStringLiteral("Task Force Harrow (TL8)");

// Drivers still waiting for a dialog; a failed test must not leave one to act in the next test.
QList<QPointer<QTimer>> pendingDrivers;

// Runs `action` on the next modal dialog that opens (other than `outer`), from inside its exec().
// Whatever `action` leaves open (a failed check returns early) is rejected, so exec() always returns.
void onNextModal(std::function<void(QDialog *)> action, QWidget *outer = nullptr)
{
    auto *timer = new QTimer;
    pendingDrivers << timer;
    timer->setInterval(10);
    const QDeadlineTimer deadline(10000);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, deadline, outer, action] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog || dialog == outer) {
            if (deadline.hasExpired()) {
                qWarning("onNextModal: no modal dialog opened");
                timer->deleteLater();
                timer->stop();
            }
            return;
        }
        timer->stop();
        timer->deleteLater();
        QPointer<QDialog> guard(dialog);
        action(dialog);
        if (guard && guard->isVisible())
            guard->reject();
    });
    timer->start();
}

template <typename T>
T *child(QObject *parent, const QString &name)
{
    return parent ? parent->findChild<T *>(name) : nullptr;
}

QPushButton *okButton(QDialog *dialog)
{
    const auto boxes = dialog->findChildren<QDialogButtonBox *>();
    return boxes.isEmpty() ? nullptr : boxes.constFirst()->button(QDialogButtonBox::Ok);
}

QString cell(const QAbstractItemView *view, int row, int column)
{
    return view->model()->index(row, column).data().toString();
}

// The row whose `column` shows `text`, or -1.
int rowWithText(const QAbstractItemView *view, const QString &text, int column = 0)
{
    const QAbstractItemModel *model = view->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, column).data().toString() == text)
            return row;
    }
    return -1;
}

// The value shown beside "Force TS" in the figures dock.
QString forceTsText(const MainWindow &window)
{
    const auto *view = window.findChild<QTableView *>(QStringLiteral("figuresView"));
    if (!view)
        return QStringLiteral("<no figuresView>");
    const int row = rowWithText(view, QStringLiteral("Force TS"), FigureColumn::Figure);
    return row < 0 ? QStringLiteral("<no Force TS row>") : cell(view, row, FigureColumn::Value);
}

// Selects the cell, presses F2 as a GM would and returns the delegate's editor.
template <typename Editor>
Editor *openEditor(QAbstractItemView *view, int row, int column)
{
    const QModelIndex index = view->model()->index(row, column);
    view->setFocus();
    view->setCurrentIndex(index);
    QTest::keyClick(view, Qt::Key_F2);
    return qobject_cast<Editor *>(view->indexWidget(index));
}

void typeInto(QAbstractSpinBox *spin, const QString &text)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, text);
}

void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
}

} // namespace

class TstGui : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void startWithDemoCampaign();
    void editCountThroughDelegateAndUndo();
    void editEquipmentTypeAndTlThroughDelegates();
    void featuresDialogRefusesInvalidChoice();
    void addAirborneNinja();
    void deleteKeyRemovesLinesAsOneStep();
    void staffEditsAreSavedAsMade();
    void addRenameRemoveForce();
    void elementTypesCopyBuiltInAsCustom();
    void openingNonCampaignKeepsWindowUsable();
    void featuresCellOpensDialogFromKeyboard();

private:
    // A fresh copy of the demo campaign in the temporary folder.
    QString demoCopy(const QString &fileName);
    // A shown, active main window with a fresh copy of the demo campaign open.
    std::unique_ptr<MainWindow> openWindow(const QString &fileName = {});

    std::unique_ptr<QTemporaryDir> m_dir;
    int m_copies = 0;
};

void TstGui::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MusterTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_gui"));
    QSettings().clear();
    // A demo campaign left by an earlier run would carry its edits.
    QFile::remove(MainWindow::demoCampaignPath());
    QVERIFY(MainWindow::demoCampaignPath().contains(QStringLiteral("tst_gui")));
}

void TstGui::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TstGui::cleanup()
{
    for (const QPointer<QTimer> &timer : std::as_const(pendingDrivers))
        delete timer.data();
    pendingDrivers.clear();
    // A failed check may leave a dialog open; never let it block the next test.
    while (QWidget *modal = QApplication::activeModalWidget())
        modal->close();
    m_dir.reset();
}

QString TstGui::demoCopy(const QString &fileName)
{
    const QString path = m_dir->filePath(fileName);
    const Status written = writeDemoCampaign(path);
    if (!written)
        qWarning("writeDemoCampaign: %s", qPrintable(written.error().message));
    return path;
}

std::unique_ptr<MainWindow> TstGui::openWindow(const QString &fileName)
{
    auto window = std::make_unique<MainWindow>();
    window->show();
    window->activateWindow();
    if (!QTest::qWaitForWindowActive(window.get()))
        qWarning("The main window did not become active");
    const QString path =
        demoCopy(fileName.isEmpty() ? QStringLiteral("campaign%1.muster").arg(++m_copies) : fileName);
    if (!window->openCampaign(path))
        qWarning("Could not open %s: %s", qPrintable(path), qPrintable(window->statusBar()->currentMessage()));
    return window;
}

// 1. The demo campaign opens with its three forces, the first force's roster and its figures.
void TstGui::startWithDemoCampaign()
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
void TstGui::editCountThroughDelegateAndUndo()
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
    QUndoStack *stack = window->document()->undoStack();
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
    auto *typed = qobject_cast<QSpinBox *>(roster->indexWidget(roster->model()->index(row, RosterColumn::Count)));
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
void TstGui::editEquipmentTypeAndTlThroughDelegates()
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

// 4. The features dialog says why an invalid choice cannot be accepted; a valid one is one undo step.
void TstGui::featuresDialogRefusesInvalidChoice()
{
    auto window = openWindow();
    QVERIFY(window->document());
    RosterPanel *panel = window->rosterPanel();
    auto *roster = window->findChild<QTableView *>(QStringLiteral("rosterView"));
    QVERIFY(roster);
    const int row = rowWithText(roster, QStringLiteral("Keep Spearmen"));
    QVERIFY(row >= 0);
    roster->setCurrentIndex(roster->model()->index(row, RosterColumn::Name));
    QCOMPARE(cell(roster, row, RosterColumn::Features), QString());
    QVERIFY(panel->featuresAction()->isEnabled());
    QUndoStack *stack = window->document()->undoStack();
    const int steps = stack->count();

    bool sawDialog = false;
    bool okWhenHovercraft = true;
    QString problemWhenHovercraft;
    bool okWhenNight = false;
    QString problemWhenNight = QStringLiteral("<unset>");
    QString preview;
    onNextModal([&](QDialog *dialog) {
        sawDialog = true;
        auto *hovercraft = child<QCheckBox>(dialog, QStringLiteral("feature_Hovercraft"));
        auto *night = child<QCheckBox>(dialog, QStringLiteral("feature_Night"));
        auto *problem = child<QLabel>(dialog, QStringLiteral("problem"));
        auto *previewLabel = child<QLabel>(dialog, QStringLiteral("preview"));
        QPushButton *ok = okButton(dialog);
        if (!hovercraft || !night || !problem || !previewLabel || !ok)
            return;
        hovercraft->click();
        okWhenHovercraft = ok->isEnabled();
        problemWhenHovercraft = problem->text();
        hovercraft->click();
        night->click();
        okWhenNight = ok->isEnabled();
        problemWhenNight = problem->text();
        preview = previewLabel->text();
        QTest::mouseClick(ok, Qt::LeftButton);
    });
    panel->featuresAction()->trigger();
    QVERIFY(sawDialog);
    QVERIFY(!okWhenHovercraft);
    QVERIFY2(problemWhenHovercraft.contains(QStringLiteral("TL7")), qPrintable(problemWhenHovercraft));
    QVERIFY(okWhenNight);
    QCOMPARE(problemWhenNight, QString());
    // Heavy Infantry: TS 4, $40K and $8K a month; Night adds 20% to both costs.
    QCOMPARE(preview, QStringLiteral("Per element: TS 4, Raise $48K, Maintain $9.6K per month"));

    QCOMPARE(cell(roster, row, RosterColumn::Features), QStringLiteral("Night"));
    QCOMPARE(cell(roster, row, RosterColumn::Raise), QStringLiteral("$384K"));
    QCOMPARE(stack->count(), steps + 1);
    window->undoAction()->trigger();
    QCOMPARE(cell(roster, row, RosterColumn::Features), QString());
    QCOMPARE(cell(roster, row, RosterColumn::Raise), QStringLiteral("$320K"));
    window->redoAction()->trigger();
    QCOMPARE(cell(roster, row, RosterColumn::Features), QStringLiteral("Night"));

    // Built directly: the dialog keeps the line's features and refuses Hovercraft below TL7.
    const ElementType *type = window->document()->catalog().find(QStringLiteral("heavy-infantry"));
    QVERIFY(type);
    ElementRecord record;
    record.typeId = type->id;
    record.tl = 3;
    record.set(Feature::Night);
    FeaturesDialog dialog(*type, record);
    auto *hovercraft = child<QCheckBox>(&dialog, QStringLiteral("feature_Hovercraft"));
    QVERIFY(hovercraft);
    QVERIFY(child<QCheckBox>(&dialog, QStringLiteral("feature_Night"))->isChecked());
    QVERIFY(okButton(&dialog)->isEnabled());
    QVERIFY(!child<QDoubleSpinBox>(&dialog, QStringLiteral("heroMultiplier"))->isEnabled());
    hovercraft->setChecked(true);
    QVERIFY(!okButton(&dialog)->isEnabled());
    QVERIFY(child<QLabel>(&dialog, QStringLiteral("problem"))->text().contains(QStringLiteral("TL7")));
    QCOMPARE(child<QLabel>(&dialog, QStringLiteral("preview"))->text(), QString());
    child<QCheckBox>(&dialog, QStringLiteral("feature_Hero"))->setChecked(true);
    QVERIFY(child<QDoubleSpinBox>(&dialog, QStringLiteral("heroMultiplier"))->isEnabled());
}

// 5. The text's Airborne Ninja, built through the dialogs and delegates.
void TstGui::addAirborneNinja()
{
    auto window = openWindow();
    QVERIFY(window->document());
    RosterPanel *panel = window->rosterPanel();
    auto *roster = window->findChild<QTableView *>(QStringLiteral("rosterView"));
    QVERIFY(roster);
    const int rowsBefore = roster->model()->rowCount();
    QUndoStack *stack = window->document()->undoStack();
    const int steps = stack->count();

    bool sawDialog = false;
    bool okWithNoMatch = true;
    int matches = -1;
    QString chosen;
    int minimumTl = -1;
    int initialTl = -1;
    int tlForIfv = -1;
    int tlBackToLight = -1;
    onNextModal([&](QDialog *dialog) {
        sawDialog = true;
        auto *filter = child<QLineEdit>(dialog, QStringLiteral("catalogFilter"));
        auto *view = child<QTableView>(dialog, QStringLiteral("catalogView"));
        auto *tl = child<QSpinBox>(dialog, QStringLiteral("elementTl"));
        auto *count = child<QSpinBox>(dialog, QStringLiteral("elementCount"));
        auto *name = child<QLineEdit>(dialog, QStringLiteral("elementName"));
        QPushButton *ok = okButton(dialog);
        if (!filter || !view || !tl || !count || !name || !ok)
            return;
        // The dialog opens on the current line's type (Heavy Cavalry, TL2) at the default TL.
        initialTl = tl->value();
        typeInto(filter, QStringLiteral("no such element"));
        okWithNoMatch = ok->isEnabled();
        filter->clear();
        typeInto(filter, QStringLiteral("Light Infantry"));
        matches = view->model()->rowCount();
        const int row = rowWithText(view, QStringLiteral("Light Infantry"), CatalogColumn::Name);
        if (row < 0)
            return;
        const QRect cellRect = view->visualRect(view->model()->index(row, CatalogColumn::Name));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cellRect.center());
        chosen = view->currentIndex().siblingAtColumn(CatalogColumn::Name).data().toString();
        minimumTl = tl->minimum();
        typeInto(tl, QStringLiteral("4"));
        // Looking at a later type raises the TL only while that type is chosen.
        auto choose = [&](const QString &typeName) {
            filter->clear();
            typeInto(filter, typeName);
            const int match = rowWithText(view, typeName, CatalogColumn::Name);
            if (match >= 0)
                view->setCurrentIndex(view->model()->index(match, CatalogColumn::Name));
        };
        choose(QStringLiteral("IFV"));
        tlForIfv = tl->value();
        choose(QStringLiteral("Light Infantry"));
        tlBackToLight = tl->value();
        typeInto(count, QStringLiteral("5"));
        typeInto(name, QStringLiteral("Airborne Ninja"));
        // Enter accepts the dialog.
        QTest::keyClick(name, Qt::Key_Return);
    });
    panel->addAction()->trigger();
    QVERIFY(sawDialog);
    QVERIFY(!okWithNoMatch);
    QCOMPARE(matches, 1);
    QCOMPARE(chosen, QStringLiteral("Light Infantry"));
    QCOMPARE(minimumTl, 1);
    QCOMPARE(initialTl, 3);
    QCOMPARE(tlForIfv, 7);
    QCOMPARE(tlBackToLight, 4);
    QCOMPARE(roster->model()->rowCount(), rowsBefore + 1);
    QCOMPARE(stack->count(), steps + 1);

    // The new line is the current one.
    const int row = roster->currentIndex().row();
    QCOMPARE(row, rowsBefore);
    QCOMPARE(cell(roster, row, RosterColumn::Name), QStringLiteral("Airborne Ninja"));
    QCOMPARE(cell(roster, row, RosterColumn::Type), QStringLiteral("Light Infantry"));
    QCOMPARE(cell(roster, row, RosterColumn::Tl), QStringLiteral("4"));
    QCOMPARE(cell(roster, row, RosterColumn::Count), QStringLiteral("5"));
    QCOMPARE(cell(roster, row, RosterColumn::Ts), QStringLiteral("10"));

    sawDialog = false;
    onNextModal([&](QDialog *dialog) {
        sawDialog = true;
        for (const char *name : {"feature_Airborne", "neutralize_C3I", "feature_Night"}) {
            auto *check = child<QCheckBox>(dialog, QString::fromLatin1(name));
            if (!check)
                return;
            check->click();
        }
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
    });
    panel->featuresAction()->trigger();
    QVERIFY(sawDialog);
    QCOMPARE(cell(roster, row, RosterColumn::Features), QStringLiteral("Airborne; Neutralize (C3I); Night"));

    auto *equipment = openEditor<QComboBox>(roster, row, RosterColumn::Equipment);
    QVERIFY(equipment);
    equipment->setCurrentIndex(equipment->findText(QStringLiteral("Fine")));
    QTest::keyClick(equipment, Qt::Key_Return);
    QTRY_COMPARE(cell(roster, row, RosterColumn::Equipment), QStringLiteral("Fine"));
    auto *troops = openEditor<QComboBox>(roster, row, RosterColumn::Troops);
    QVERIFY(troops);
    troops->setCurrentIndex(troops->findText(QStringLiteral("Elite")));
    QTest::keyClick(troops, Qt::Key_Return);
    QTRY_COMPARE(cell(roster, row, RosterColumn::Troops), QStringLiteral("Elite"));

    // Chapter 1, Quantity: five Airborne Ninja have TS 30, WT 5 and cost $930K to raise.
    QCOMPARE(cell(roster, row, RosterColumn::Ts), QStringLiteral("30"));
    QCOMPARE(cell(roster, row, RosterColumn::Wt), QStringLiteral("5"));
    QCOMPARE(cell(roster, row, RosterColumn::Raise), QStringLiteral("$930K"));
    QCOMPARE(cell(roster, row, RosterColumn::Maintain), QStringLiteral("$122K"));
    QCOMPARE(cell(roster, row, RosterColumn::Classes), QStringLiteral("Rec (C3I)"));
    QCOMPARE(stack->count(), steps + 4);

    // The element record beside the roster shows the text's record of the line.
    auto *record = window->findChild<QTextBrowser *>(QStringLiteral("elementRecord"));
    QVERIFY(record);
    QVERIFY2(record->toPlainText().contains(QStringLiteral("Airborne Ninja (TL4)")), qPrintable(record->toPlainText()));
    QVERIFY2(record->toPlainText().contains(QStringLiteral("$186K")), qPrintable(record->toPlainText()));

    // A type of the C3I class cannot neutralize C3I: the change is refused and the status bar says why.
    auto *type = openEditor<QComboBox>(roster, row, RosterColumn::Type);
    QVERIFY(type);
    type->setCurrentIndex(type->findData(QStringLiteral("battle-mages")));
    QTest::keyClick(type, Qt::Key_Return);
    QTRY_VERIFY(!roster->indexWidget(roster->model()->index(row, RosterColumn::Type)));
    QCOMPARE(cell(roster, row, RosterColumn::Type), QStringLiteral("Light Infantry"));
    QCOMPARE(stack->count(), steps + 4);
    const QString refusal = window->statusBar()->currentMessage();
    QVERIFY2(refusal.contains(QStringLiteral("C3I")), qPrintable(refusal));
}

// 6. Delete removes the selected lines as one undo step; undo puts them back where they were.
void TstGui::deleteKeyRemovesLinesAsOneStep()
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
    QUndoStack *stack = window->document()->undoStack();
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
void TstGui::staffEditsAreSavedAsMade()
{
    auto first = openWindow(QStringLiteral("staff.muster"));
    QVERIFY(first->document());
    const QString path = first->document()->path();
    auto *tabs = first->findChild<QTabWidget *>();
    QVERIFY(tabs);
    tabs->setCurrentWidget(first->staffPanel());
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
    auto *secondStrategy = child<QSpinBox>(second.staffPanel(), QStringLiteral("staffSkill_commander_strategy"));
    QVERIFY(secondName);
    QVERIFY(secondStrategy);
    QCOMPARE(secondName->text(), QStringLiteral("Dame Isolde Varr"));
    QCOMPARE(secondStrategy->value(), 16);
    QCOMPARE(child<QSpinBox>(second.staffPanel(), QStringLiteral("staffSkill_commander_leadership"))->value(), 13);
    QCOMPARE(child<QPlainTextEdit>(second.staffPanel(), QStringLiteral("forceNotes"))->toPlainText(), typedNotes);
}

// 8. Add a force through the input dialog, rename it in place, remove a force and undo.
void TstGui::addRenameRemoveForce()
{
    auto window = openWindow();
    QVERIFY(window->document());
    auto *forces = window->findChild<QListView *>(QStringLiteral("forcesView"));
    auto *roster = window->findChild<QTableView *>(QStringLiteral("rosterView"));
    auto *addForce = window->findChild<QAction *>(QStringLiteral("addForceAction"));
    auto *removeForce = window->findChild<QAction *>(QStringLiteral("removeForceAction"));
    QVERIFY(forces && roster && addForce && removeForce);
    QUndoStack *stack = window->document()->undoStack();
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
    removeForce->trigger();
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
    QCOMPARE(window->document()->force(hostId)->member(StaffRole::Commander).name, QStringLiteral("Lady Maren"));
    QCOMPARE(child<QLineEdit>(window->staffPanel(), QStringLiteral("staffName_commander"))->text(),
             QStringLiteral("Lady Maren"));
}

// 9. Built-in types are read-only; copying one makes a custom type that joins the catalog.
void TstGui::elementTypesCopyBuiltInAsCustom()
{
    auto window = openWindow();
    QVERIFY(window->document());
    auto *action = window->findChild<QAction *>(QStringLiteral("elementTypesAction"));
    QVERIFY(action);
    QVERIFY(action->isEnabled());
    QUndoStack *stack = window->document()->undoStack();
    const int steps = stack->count();
    const int typesBefore = int(window->document()->catalog().types().size());

    struct Seen
    {
        bool dialog = false;
        bool editor = false;
        bool builtInEdit = true, builtInDelete = true, builtInCopy = false;
        bool editorOkWithoutName = true;
        QString editorName;
        int rowsAfter = -1;
        QString newTs;
        bool customEdit = false, customDelete = false;
    } seen;
    onNextModal([&](QDialog *dialog) {
        seen.dialog = true;
        auto *view = child<QTableView>(dialog, QStringLiteral("typesView"));
        auto *copy = child<QPushButton>(dialog, QStringLiteral("copyTypeButton"));
        auto *edit = child<QPushButton>(dialog, QStringLiteral("editTypeButton"));
        auto *remove = child<QPushButton>(dialog, QStringLiteral("deleteTypeButton"));
        if (!view || !copy || !edit || !remove)
            return;
        const int heavy = rowWithText(view, QStringLiteral("Heavy Infantry"), CatalogColumn::Name);
        if (heavy < 0)
            return;
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                          view->visualRect(view->model()->index(heavy, CatalogColumn::Name)).center());
        seen.builtInEdit = edit->isEnabled();
        seen.builtInDelete = remove->isEnabled();
        seen.builtInCopy = copy->isEnabled();

        onNextModal(
            [&](QDialog *editor) {
                seen.editor = true;
                auto *name = child<QLineEdit>(editor, QStringLiteral("typeName"));
                auto *ts = child<QDoubleSpinBox>(editor, QStringLiteral("typeTs"));
                if (!name || !ts)
                    return;
                seen.editorName = name->text();
                name->clear();
                seen.editorOkWithoutName = okButton(editor)->isEnabled();
                typeInto(name, QStringLiteral("Shieldwall Veterans"));
                typeInto(ts, QStringLiteral("5"));
                QTest::mouseClick(okButton(editor), Qt::LeftButton);
            },
            dialog);
        QTest::mouseClick(copy, Qt::LeftButton);

        seen.rowsAfter = view->model()->rowCount();
        const int added = rowWithText(view, QStringLiteral("Shieldwall Veterans"), CatalogColumn::Name);
        if (added < 0)
            return;
        seen.newTs = cell(view, added, CatalogColumn::Ts);
        view->setCurrentIndex(view->model()->index(added, CatalogColumn::Name));
        seen.customEdit = edit->isEnabled();
        seen.customDelete = remove->isEnabled();
        QTest::keyClick(dialog, Qt::Key_Escape);
    });
    action->trigger();
    QVERIFY(seen.dialog);
    QVERIFY(!seen.builtInEdit);
    QVERIFY(!seen.builtInDelete);
    QVERIFY(seen.builtInCopy);
    QVERIFY(seen.editor);
    QCOMPARE(seen.editorName, QStringLiteral("Heavy Infantry (copy)"));
    QVERIFY(!seen.editorOkWithoutName);
    QCOMPARE(seen.rowsAfter, typesBefore + 1);
    QCOMPARE(seen.newTs, QStringLiteral("5"));
    QVERIFY(seen.customEdit);
    QVERIFY(seen.customDelete);

    const ElementType *custom = nullptr;
    for (const ElementType &type : window->document()->catalog().types()) {
        if (type.name == QLatin1String("Shieldwall Veterans"))
            custom = &type;
    }
    QVERIFY(custom);
    QVERIFY(!custom->isBuiltIn());
    QCOMPARE(custom->ts, 5.0);
    QCOMPARE(custom->tl, 2);
    QCOMPARE(stack->count(), steps + 1);

    // The roster's type editor offers it.
    auto *roster = window->findChild<QTableView *>(QStringLiteral("rosterView"));
    auto *type = openEditor<QComboBox>(roster, 0, RosterColumn::Type);
    QVERIFY(type);
    QVERIFY(type->findData(custom->id) >= 0);
    QTest::keyClick(type, Qt::Key_Escape);

    window->undoAction()->trigger();
    QCOMPARE(int(window->document()->catalog().types().size()), typesBefore);
}

// 10. A file that is not a campaign is refused with a message; the open campaign stays usable.
void TstGui::openingNonCampaignKeepsWindowUsable()
{
    const QString textPath = m_dir->filePath(QStringLiteral("orders.muster"));
    const QByteArray text = "March at dawn. Bring the oxen.\n";
    {
        QFile file(textPath);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    }

    // With nothing open.
    MainWindow empty;
    QVERIFY(!empty.openCampaign(textPath));
    QVERIFY2(empty.statusBar()->currentMessage().contains(QStringLiteral("not a Muster campaign")),
             qPrintable(empty.statusBar()->currentMessage()));
    QVERIFY(!empty.document());
    QCOMPARE(empty.windowTitle(), QStringLiteral("Muster"));

    // With a campaign open.
    auto window = openWindow();
    QVERIFY(window->document());
    const QString title = window->windowTitle();
    QVERIFY(!window->openCampaign(textPath));
    const QString message = window->statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("orders.muster")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("not a Muster campaign")), qPrintable(message));
    QCOMPARE(window->windowTitle(), title);

    // The file is untouched and no lock is left beside it.
    QFile file(textPath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), text);
    QVERIFY(!QFileInfo::exists(textPath + QStringLiteral(".lock")));

    // The window still edits the campaign it had.
    auto *forces = window->findChild<QListView *>(QStringLiteral("forcesView"));
    auto *roster = window->findChild<QTableView *>(QStringLiteral("rosterView"));
    QCOMPARE(forces->model()->rowCount(), 3);
    QCOMPARE(roster->model()->rowCount(), 9);
    auto *spin = openEditor<QSpinBox>(roster, 0, RosterColumn::Count);
    QVERIFY(spin);
    typeInto(spin, QStringLiteral("6"));
    QTest::keyClick(spin, Qt::Key_Return);
    QTRY_COMPARE(cell(roster, 0, RosterColumn::Count), QStringLiteral("6"));
    QVERIFY(window->undoAction()->isEnabled());

    // A missing file is refused the same way and is not created.
    const QString missing = m_dir->filePath(QStringLiteral("missing.muster"));
    QVERIFY(!window->openCampaign(missing));
    QVERIFY(!QFileInfo::exists(missing));
    QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("does not exist")));
    QCOMPARE(window->windowTitle(), title);
}

// The Features cell's tooltip promises: "Double-click (or press F2 on the line) to choose features."
void TstGui::featuresCellOpensDialogFromKeyboard()
{
    auto window = openWindow();
    QVERIFY(window->document());
    auto *roster = window->findChild<QTableView *>(QStringLiteral("rosterView"));
    QVERIFY(roster);
    const QModelIndex features = roster->model()->index(0, RosterColumn::Features);
    QVERIFY(features.data(Qt::ToolTipRole).toString().contains(QStringLiteral("F2")));

    QString title;
    onNextModal([&](QDialog *dialog) { title = dialog->windowTitle(); });
    roster->setFocus();
    roster->setCurrentIndex(features);
    QTest::keyClick(roster, Qt::Key_F2);
    QTRY_COMPARE_WITH_TIMEOUT(title, QStringLiteral("Features of Greyhollow Lances"), 500);

    title.clear();
    onNextModal([&](QDialog *dialog) { title = dialog->windowTitle(); });
    // A double click as the window system delivers it: press, release, double click, release.
    const QPoint centre = roster->visualRect(features).center();
    QTest::mouseClick(roster->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseDClick(roster->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseRelease(roster->viewport(), Qt::LeftButton, {}, centre);
    QTRY_COMPARE_WITH_TIMEOUT(title, QStringLiteral("Features of Greyhollow Lances"), 500);
}

QTEST_MAIN(TstGui)
#include "tst_gui.moc"
