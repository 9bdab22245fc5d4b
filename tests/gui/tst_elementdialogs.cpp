// The features dialog and the add-element dialog, opened from the actions and from the roster.

#include "gui_test_helpers.h"

#include "forms/FeaturesDialog.h"
#include "forms/RosterPanel.h"

#include "CampaignDocument.h"
#include "catalog/ElementCatalog.h"
#include "models/ModelEnums.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

using namespace muster;
using namespace guitest;

class TstElementDialogs : public GuiTestCase
{
    Q_OBJECT

private slots:
    void featuresDialogRefusesInvalidChoice();
    void addAirborneNinja();
    void filterAndEnterTakesTheFirstMatch();
    void featuresCellOpensDialogFromKeyboard();
    void addElementStartsAtTheCurrentLinesTl();
};

// 4. The features dialog says why an invalid choice cannot be accepted; a valid one is one undo step.
void TstElementDialogs::featuresDialogRefusesInvalidChoice()
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
    CampaignDocument *stackDocument = &*window->document();
    const QUndoStack *stack = stackDocument->undoStack();
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

// Issue 14: typing a filter and Enter adds the first match ("heavy artillery": the TL0-5 table's Heavy
// Artillery before the TL6-12 one), at the force's TL (the one most of its elements have), and a TL that
// differs from the force's is pointed out.
void TstElementDialogs::filterAndEnterTakesTheFirstMatch()
{
    auto window = openWindow();
    QVERIFY(window->document());
    const Force *host = window->document()->force(window->currentForceId());
    QVERIFY(host);
    const std::optional<int> hostTl = host->usualTl();
    QVERIFY(hostTl);
    const int linesBefore = int(host->lines.size());
    int initialTl = -1;
    QString warningAtForceTl = QStringLiteral("unset");
    QString warningAtTl8;
    onNextModal([&](QDialog *dialog) {
        auto *filter = child<QLineEdit>(dialog, QStringLiteral("catalogFilter"));
        auto *tl = child<QSpinBox>(dialog, QStringLiteral("elementTl"));
        auto *warning = child<QLabel>(dialog, QStringLiteral("tlWarning"));
        if (!filter || !tl || !warning)
            return;
        initialTl = tl->value();
        warningAtForceTl = warning->text();
        tl->setValue(8);
        warningAtTl8 = warning->text();
        tl->setValue(initialTl);
        filter->setFocus();
        typeInto(filter, QStringLiteral("heavy artillery"));
        QTest::keyClick(filter, Qt::Key_Return);
    });
    window->rosterPanel()->addAction()->trigger();
    QCOMPARE(initialTl, *hostTl);
    QVERIFY(warningAtForceTl.isEmpty());
    QVERIFY2(warningAtTl8.contains(QStringLiteral("TL%1").arg(*hostTl)), qPrintable(warningAtTl8));
    host = window->document()->force(window->currentForceId());
    QCOMPARE(int(host->lines.size()), linesBefore + 1);
    const RosterLine &added = host->lines.constLast();
    const ElementType *type = window->document()->catalog().find(added.record.typeId);
    QVERIFY(type);
    QCOMPARE(type->name, QStringLiteral("Heavy Artillery"));
    QVERIFY2(type->earliestTl() <= 5, qPrintable(added.record.typeId)); // the low-tech one, listed first
    QCOMPARE(added.record.tl, std::max(*hostTl, type->earliestTl()));
}

// 5. The text's Airborne Ninja, built through the dialogs and delegates.
void TstElementDialogs::addAirborneNinja()
{
    auto window = openWindow();
    QVERIFY(window->document());
    RosterPanel *panel = window->rosterPanel();
    auto *roster = window->findChild<QTableView *>(QStringLiteral("rosterView"));
    QVERIFY(roster);
    const int rowsBefore = roster->model()->rowCount();
    CampaignDocument *stackDocument = &*window->document();
    const QUndoStack *stack = stackDocument->undoStack();
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
    QVERIFY2(record->toPlainText().contains(QStringLiteral("Airborne Ninja (TL4)")),
             qPrintable(record->toPlainText()));
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

// The Features cell's tooltip promises: "Double-click (or press F2 on the line) to choose features."
void TstElementDialogs::featuresCellOpensDialogFromKeyboard()
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

// In the TL8 company, a new element starts at TL8 (the current line's TL), not the TL3 default.
void TstElementDialogs::addElementStartsAtTheCurrentLinesTl()
{
    auto window = openWindow();
    auto *forces = window->forcesView();
    const int harrow = rowWithText(forces, harrowName);
    QVERIFY(harrow >= 0);
    forces->setCurrentIndex(forces->model()->index(harrow, 0));
    RosterPanel *panel = window->rosterPanel();
    QVERIFY(panel->currentLineId() != 0);
    int initialTl = -1;
    onNextModal([&](QDialog *dialog) {
        if (auto *tl = child<QSpinBox>(dialog, QStringLiteral("elementTl")))
            initialTl = tl->value();
        QTest::keyClick(dialog, Qt::Key_Escape);
    });
    panel->addAction()->trigger();
    QCOMPARE(initialTl, 8);
}

std::unique_ptr<QObject> newTstElementDialogs()
{
    return std::make_unique<TstElementDialogs>();
}

#include "tst_elementdialogs.moc"
