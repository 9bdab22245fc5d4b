// The element types dialog (built-in types are read-only, copies become custom types), and files
// that cannot be opened as campaigns.

#include "gui_test_helpers.h"

#include "CampaignDocument.h"
#include "catalog/ElementCatalog.h"
#include "models/ModelEnums.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace muster;
using namespace guitest;

class TstTypesAndFiles : public GuiTestCase
{
    Q_OBJECT

private slots:
    void elementTypesCopyBuiltInAsCustom();
    void doublingCapOfBuiltInType();
    void openingNonCampaignKeepsWindowUsable();
    void missingRecentFileIsRemovedFromTheList();
};

// 9. Built-in types are read-only; copying one makes a custom type that joins the catalog.
void TstTypesAndFiles::elementTypesCopyBuiltInAsCustom()
{
    auto window = openWindow();
    QVERIFY(window->document());
    auto *action = window->findChild<QAction *>(QStringLiteral("elementTypesAction"));
    QVERIFY(action);
    QVERIFY(action->isEnabled());
    CampaignDocument *stackDocument = &*window->document();
    const QUndoStack *stack = stackDocument->undoStack();
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

// The GM caps how long a built-in high-tech type doubles (TL6-12 tables) through the types dialog.
void TstTypesAndFiles::doublingCapOfBuiltInType()
{
    auto window = openWindow();
    auto *action = window->findChild<QAction *>(QStringLiteral("elementTypesAction"));
    QVERIFY(action);
    struct Seen
    {
        bool dialog = false;
        bool lowTechCap = true;
        bool highTechCap = false;
        int minimum = -1;
        QString tlCell;
    } seen;
    onNextModal([&](QDialog *dialog) {
        seen.dialog = true;
        auto *view = child<QTableView>(dialog, QStringLiteral("typesView"));
        auto *cap = child<QPushButton>(dialog, QStringLiteral("capTypeButton"));
        if (!view || !cap)
            return;
        const int heavy = rowWithText(view, QStringLiteral("Heavy Infantry"), CatalogColumn::Name);
        view->setCurrentIndex(view->model()->index(heavy, CatalogColumn::Name));
        seen.lowTechCap = cap->isEnabled();
        const int mbt = rowWithText(view, QStringLiteral("MBT"), CatalogColumn::Name);
        view->setCurrentIndex(view->model()->index(mbt, CatalogColumn::Name));
        seen.highTechCap = cap->isEnabled();
        onNextModal(
            [&](QDialog *input) {
                auto *spin = input->findChild<QSpinBox *>();
                if (!spin)
                    return;
                seen.minimum = spin->minimum();
                typeInto(spin, QStringLiteral("10"));
                QTest::mouseClick(okButton(input), Qt::LeftButton);
            },
            dialog);
        QTest::mouseClick(cap, Qt::LeftButton);
        const int after = rowWithText(view, QStringLiteral("MBT"), CatalogColumn::Name);
        seen.tlCell = cell(view, after, CatalogColumn::Tl);
        QTest::keyClick(dialog, Qt::Key_Escape);
    });
    action->trigger();
    QVERIFY(seen.dialog);
    QVERIFY(!seen.lowTechCap);
    QVERIFY(seen.highTechCap);
    QCOMPARE(seen.minimum, 9); // MBT is TL7: viable at least two TLs after
    QVERIFY2(seen.tlCell.contains(QStringLiteral("TL10")), qPrintable(seen.tlCell));
    QCOMPARE(window->document()->catalog().find(QStringLiteral("mbt"))->viableThroughTl, 10);
    window->undoAction()->trigger();
    QCOMPARE(window->document()->catalog().find(QStringLiteral("mbt"))->viableThroughTl, 12);
}

// 10. A file that is not a campaign is refused with a message; the open campaign stays usable.
void TstTypesAndFiles::openingNonCampaignKeepsWindowUsable()
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

// A campaign on the Open Recent list that was deleted or moved since (issue "Hardening"): choosing it says so and
// that it left the list, and the campaign in the window stays open and editable.
void TstTypesAndFiles::missingRecentFileIsRemovedFromTheList()
{
    auto window = openWindow(QStringLiteral("kept.muster"));
    const QString gone = demoCopy(QStringLiteral("gone.muster"));
    QVERIFY(window->openCampaign(gone));
    QVERIFY(window->openCampaign(m_dir->filePath(QStringLiteral("kept.muster"))));
    QVERIFY(QFile::remove(gone));
    const QString title = window->windowTitle();

    auto *recent = window->findChild<QMenu *>();
    QAction *goneAction = nullptr;
    for (QMenu *menu : window->findChildren<QMenu *>()) {
        for (QAction *action : menu->actions()) {
            if (action->toolTip() == gone)
                goneAction = action;
        }
    }
    QVERIFY(recent);
    QVERIFY2(goneAction, "the deleted campaign is not on the Open Recent menu");
    goneAction->trigger();

    const QString message = window->statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("does not exist")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("removed from the list of recent campaigns")), qPrintable(message));
    for (QMenu *menu : window->findChildren<QMenu *>()) {
        for (QAction *action : menu->actions())
            QVERIFY2(action->toolTip() != gone, "the deleted campaign is still on the Open Recent menu");
    }
    QVERIFY(!QFileInfo::exists(gone));
    QCOMPARE(window->windowTitle(), title);
    QVERIFY(window->document());
    QVERIFY(window->document()->renameForce(window->document()->campaign().forces.constFirst().id,
                                            QStringLiteral("Still Editable")));
}

std::unique_ptr<QObject> newTstTypesAndFiles()
{
    return std::make_unique<TstTypesAndFiles>();
}

#include "tst_typesandfiles.moc"
