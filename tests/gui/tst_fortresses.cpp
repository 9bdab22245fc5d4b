// Campaign > Fortresses... offscreen (issue 6, "Sieges: fortresses as campaign objects"): the demo's
// fortresses with the Defense Bonus each gives, a fortress added through the editor (fields by kind, the
// breakdown and the garrison live, a refusal that names what to fix), edited, removed and undone.

#include "gui_test_helpers.h"

#include "CampaignDocument.h"
#include "FortressesModel.h"
#include "fortress/FortressEditor.h"
#include "fortress/FortressesDialog.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace muster;
using namespace guitest;

namespace {

FortressesDialog *openDialog(MainWindow &window)
{
    auto *action = window.findChild<QAction *>(QStringLiteral("fortressesAction"));
    if (!action)
        return nullptr;
    action->trigger();
    return window.findChild<FortressesDialog *>();
}

void pick(QWidget *parent, const QString &name, int data)
{
    auto *combo = child<QComboBox>(parent, name);
    QVERIFY2(combo, qPrintable(name));
    combo->setFocus();
    combo->setCurrentIndex(combo->findData(data));
}

} // namespace

class TstFortresses : public GuiTestCase
{
    Q_OBJECT

private slots:
    void demoFortressesAndTheirDefenseBonus();
    void addEditRemoveUndo();
    void editorShowsTheFieldsOfEachKind();
};

void TstFortresses::demoFortressesAndTheirDefenseBonus()
{
    auto window = openWindow();
    FortressesDialog *dialog = openDialog(*window);
    QVERIFY(dialog);
    QTableView *table = child<QTableView>(dialog, QStringLiteral("fortressesTable"));
    QVERIFY(table);
    const int castle = rowWithText(table, QStringLiteral("Kesteven Castle"), FortressColumn::Name);
    QVERIFY(castle >= 0);
    QCOMPARE(cell(table, castle, FortressColumn::Tl), QStringLiteral("3"));
    QCOMPARE(cell(table, castle, FortressColumn::Capacity), QStringLiteral("400"));
    QCOMPARE(cell(table, castle, FortressColumn::DefenseBonus),
             QStringLiteral("+8")); // TL3+4, +1 strong site
    const int abbey = rowWithText(table, QStringLiteral("The Drowned Abbey"), FortressColumn::Name);
    QVERIFY(abbey >= 0);
    QCOMPARE(cell(table, abbey, FortressColumn::DefenseBonus), QStringLiteral("+5")); // TL3+4, -2 ruined
    // The selected fortress' breakdown and garrison below the table.
    table->setCurrentIndex(table->model()->index(castle, 0));
    const QString details = child<QLabel>(dialog, QStringLiteral("fortressDetails"))->text();
    QVERIFY2(details.contains(QStringLiteral("TL+4")) && details.contains(QStringLiteral("600")),
             qPrintable(details));
    dialog->reject();
}

void TstFortresses::addEditRemoveUndo()
{
    auto window = openWindow();
    CampaignDocument *document = window->document();
    const qsizetype before = document->fortresses().size();
    FortressesDialog *dialog = openDialog(*window);
    QVERIFY(dialog);
    QTableView *table = dialog->table();

    // Add: a natural stronghold. A blank name is refused with a message naming it; the editor stays open.
    bool driven = false;
    onNextModal(
        [&](QDialog *modal) {
            auto *editor = qobject_cast<FortressEditor *>(modal);
            QVERIFY(editor);
            pick(editor, QStringLiteral("fortressKind"), int(FortressKind::Natural));
            pick(editor, QStringLiteral("fortressNaturalBonus"), 5);
            typeInto(child<QDoubleSpinBox>(editor, QStringLiteral("fortressCapacity")), QStringLiteral("60"));
            QVERIFY(child<QLabel>(editor, QStringLiteral("fortressBreakdown"))
                        ->text()
                        .contains(QStringLiteral("+5")));
            QVERIFY(child<QLabel>(editor, QStringLiteral("fortressGarrison"))
                        ->text()
                        .contains(QStringLiteral("90")));
            auto *name = child<QLineEdit>(editor, QStringLiteral("fortressName"));
            name->clear();
            QTest::mouseClick(child<QPushButton>(editor, QStringLiteral("fortressOk")), Qt::LeftButton);
            QVERIFY(editor->isVisible());
            QVERIFY2(editor->errorText().contains(QStringLiteral("name")), qPrintable(editor->errorText()));
            QCOMPARE(editor->focusWidget(), name); // the field to fix
            // A name the campaign already has is refused too.
            typeInto(name, QStringLiteral("Kesteven Castle"));
            QTest::keyClick(name, Qt::Key_Return);
            QVERIFY(editor->isVisible());
            QVERIFY2(editor->errorText().contains(QStringLiteral("already")),
                     qPrintable(editor->errorText()));
            typeInto(name, QStringLiteral("Wolf Pass"));
            QTest::keyClick(name, Qt::Key_Return); // Enter is OK
            QVERIFY(!editor->isVisible());
            driven = true;
        },
        dialog);
    QTest::mouseClick(child<QPushButton>(dialog, QStringLiteral("addFortress")), Qt::LeftButton);
    QVERIFY(driven);
    QCOMPARE(document->fortresses().size(), before + 1);
    const int pass = rowWithText(table, QStringLiteral("Wolf Pass"), FortressColumn::Name);
    QVERIFY(pass >= 0);
    QCOMPARE(table->currentIndex().row(), pass); // the new one is selected
    QCOMPARE(cell(table, pass, FortressColumn::DefenseBonus), QStringLiteral("+5"));
    QCOMPARE(cell(table, pass, FortressColumn::Capacity), QStringLiteral("60"));

    // Edit with the keyboard: Enter on the castle's row opens the editor; upgraded to TL4.
    const int castle = rowWithText(table, QStringLiteral("Kesteven Castle"), FortressColumn::Name);
    QVERIFY(castle >= 0);
    table->setFocus();
    table->setCurrentIndex(table->model()->index(castle, 0));
    driven = false;
    onNextModal(
        [&](QDialog *modal) {
            auto *editor = qobject_cast<FortressEditor *>(modal);
            QVERIFY(editor);
            QCOMPARE(child<QLineEdit>(editor, QStringLiteral("fortressName"))->text(),
                     QStringLiteral("Kesteven Castle"));
            auto *tl = child<QSpinBox>(editor, QStringLiteral("fortressTl"));
            QCOMPARE(tl->value(), 3);
            typeInto(tl, QStringLiteral("4"));
            QCOMPARE(child<QLabel>(editor, QStringLiteral("fortressDefenseBonus"))->text(),
                     QStringLiteral("+9"));
            QTest::keyClick(tl, Qt::Key_Return);
            driven = !editor->isVisible();
        },
        dialog);
    QTest::keyClick(table, Qt::Key_Return);
    QVERIFY(driven);
    QCOMPARE(cell(table, castle, FortressColumn::DefenseBonus), QStringLiteral("+9"));
    QCOMPARE(cell(table, castle, FortressColumn::Tl), QStringLiteral("4"));

    // Remove with Delete; Undo brings it back, then the edit is undone too.
    const qint64 passId = document->fortresses().at(pass).id;
    table->setFocus();
    table->setCurrentIndex(table->model()->index(pass, 0));
    QTest::keyClick(table, Qt::Key_Delete);
    QCOMPARE(rowWithText(table, QStringLiteral("Wolf Pass"), FortressColumn::Name), -1);
    QVERIFY(!document->fortress(passId));
    document->undo();
    QCOMPARE(rowWithText(table, QStringLiteral("Wolf Pass"), FortressColumn::Name), pass);
    QVERIFY(document->fortress(passId));
    document->undo();
    QCOMPARE(cell(table, castle, FortressColumn::DefenseBonus), QStringLiteral("+8"));
    // The Remove button as well.
    table->setCurrentIndex(table->model()->index(pass, 0));
    QTest::mouseClick(child<QPushButton>(dialog, QStringLiteral("removeFortress")), Qt::LeftButton);
    QCOMPARE(document->fortresses().size(), before);
    dialog->reject();
}

void TstFortresses::editorShowsTheFieldsOfEachKind()
{
    Fortress castle;
    castle.name = QStringLiteral("Kesteven Castle");
    castle.capacityWt = 400;
    Fortress submitted;
    FortressEditor editor(castle, [&](const Fortress &f) {
        submitted = f;
        return success();
    });
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    const auto visible = [&](const QString &name) {
        auto *widget = editor.findChild<QWidget *>(name);
        return widget && widget->isVisibleTo(&editor);
    };
    // Permanent: TL and site.
    QVERIFY(visible(QStringLiteral("fortressTl")) && visible(QStringLiteral("fortressSite")));
    QVERIFY(!visible(QStringLiteral("fortressSolid")) && !visible(QStringLiteral("fortressRuinPenalty")));
    QVERIFY(!visible(QStringLiteral("fortressNaturalBonus")));
    // Improvised: "solid", no TL.
    pick(&editor, QStringLiteral("fortressKind"), int(FortressKind::Improvised));
    QVERIFY(visible(QStringLiteral("fortressSolid")) && !visible(QStringLiteral("fortressTl")));
    child<QCheckBox>(&editor, QStringLiteral("fortressSolid"))->setChecked(true);
    QCOMPARE(child<QLabel>(&editor, QStringLiteral("fortressDefenseBonus"))->text(), QStringLiteral("+5"));
    // Ruins: TL and the ruin's penalty.
    pick(&editor, QStringLiteral("fortressKind"), int(FortressKind::Ruins));
    QVERIFY(visible(QStringLiteral("fortressTl")) && visible(QStringLiteral("fortressRuinPenalty")));
    typeInto(child<QSpinBox>(&editor, QStringLiteral("fortressRuinPenalty")), QStringLiteral("2"));
    QCOMPARE(child<QLabel>(&editor, QStringLiteral("fortressDefenseBonus"))->text(), QStringLiteral("+5"));
    QVERIFY(child<QLabel>(&editor, QStringLiteral("fortressBreakdown"))
                ->text()
                .contains(QStringLiteral("less 2")));
    // Natural: +4 or +5 in all, no site.
    pick(&editor, QStringLiteral("fortressSite"), int(FortressSite::ExtremelyStrong));
    pick(&editor, QStringLiteral("fortressKind"), int(FortressKind::Natural));
    QVERIFY(visible(QStringLiteral("fortressNaturalBonus")) && !visible(QStringLiteral("fortressSite")));
    QVERIFY(visible(QStringLiteral("fortressSiteNote")));
    QCOMPARE(child<QLabel>(&editor, QStringLiteral("fortressDefenseBonus"))->text(), QStringLiteral("+4"));
    // No capacity: refused, the capacity focused.
    typeInto(child<QDoubleSpinBox>(&editor, QStringLiteral("fortressCapacity")), QStringLiteral("0"));
    editor.accept();
    QVERIFY(editor.isVisible());
    QVERIFY(editor.errorText().contains(QStringLiteral("WT")));
    QCOMPARE(editor.focusWidget(), child<QDoubleSpinBox>(&editor, QStringLiteral("fortressCapacity")));
    typeInto(child<QDoubleSpinBox>(&editor, QStringLiteral("fortressCapacity")), QStringLiteral("80"));
    editor.accept();
    QVERIFY(!editor.isVisible());
    QCOMPARE(submitted.kind, FortressKind::Natural);
    QCOMPARE(submitted.site, FortressSite::Ordinary);
    QCOMPARE(submitted.capacityWt, 80.0);
}

std::unique_ptr<QObject> newTstFortresses()
{
    return std::make_unique<TstFortresses>();
}

#include "tst_fortresses.moc"
