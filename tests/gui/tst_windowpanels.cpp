// The main window's panels and file handling beyond the menus: every dock can be closed and brought
// back from the View menu, the History dock lists the undo stack, and a campaign file dropped on the
// window is opened.

#include "gui_test_helpers.h"

#include "CampaignDocument.h"
#include "forms/RosterPanel.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QTableView>
#include <QListView>
#include <QUrl>

using namespace muster;
using namespace guitest;

class TstWindowPanels : public GuiTestCase
{
    Q_OBJECT

private slots:
    void viewMenuBringsClosedDocksBack();
    void historyListsTheUndoStack();
    void droppedCampaignOpens();
};

void TstWindowPanels::viewMenuBringsClosedDocksBack()
{
    auto window = openWindow();
    QMenu *view = nullptr;
    for (QAction *action : window->menuBar()->actions()) {
        if (action->menu() && action->text().remove(QLatin1Char('&')) == QStringLiteral("View"))
            view = action->menu();
    }
    QVERIFY(view);
    for (const char *name : {"forcesDock", "figuresDock", "recordDock", "historyDock"}) {
        auto *dock = window->findChild<QDockWidget *>(QLatin1String(name));
        QVERIFY2(dock, name);
        QVERIFY2(view->actions().contains(dock->toggleViewAction()), name);
        // Close it as the GM would (its title-bar button), then bring it back from the View menu.
        const bool shown = dock->isVisible();
        if (shown) {
            dock->close();
            QVERIFY(!dock->isVisible());
        }
        dock->toggleViewAction()->trigger();
        QVERIFY2(dock->isVisible(), name);
    }
}

void TstWindowPanels::historyListsTheUndoStack()
{
    auto window = openWindow();
    auto *undoView = window->findChild<QListView *>(QStringLiteral("undoView"));
    QVERIFY(undoView);
    QCOMPARE(undoView->model()->rowCount(), window->document()->undoStack()->count() + 1);
    const int before = undoView->model()->rowCount();
    auto *roster = window->findChild<QTableView *>(QStringLiteral("rosterView"));
    QVERIFY(roster);
    QVERIFY(roster->model()->setData(roster->model()->index(0, 2), 7));
    QCOMPARE(undoView->model()->rowCount(), before + 1);
    // Clicking an earlier entry of the history undoes back to it.
    undoView->setCurrentIndex(undoView->model()->index(0, 0));
    QCOMPARE(window->document()->undoStack()->index(), 0);
    QCOMPARE(roster->model()->index(0, 2).data().toInt(), 4);
    // The history follows Undo and Redo.
    window->findChild<QAction *>(QStringLiteral("redoAction"))->trigger();
    QCOMPARE(undoView->currentIndex().row(), 1);
    QCOMPARE(roster->model()->index(0, 2).data().toInt(), 7);
}

void TstWindowPanels::droppedCampaignOpens()
{
    auto window = openWindow();
    const QString other = demoCopy(QStringLiteral("dropped.muster"));
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(other)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window.get(), &drop);
    QCOMPARE(QFileInfo(window->document()->path()).fileName(), QStringLiteral("dropped.muster"));
    // The status bar says where every change goes, since there is no Save.
    auto *saved = window->findChild<QLabel *>(QStringLiteral("savedLabel"));
    QVERIFY(saved);
    QVERIFY2(saved->text().contains(QStringLiteral("dropped.muster")), qPrintable(saved->text()));

    // Something that is not a local file is not taken.
    QMimeData web;
    web.setUrls({QUrl(QStringLiteral("https://example.org/campaign.muster"))});
    QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &web, Qt::LeftButton, Qt::NoModifier);
    refused.setAccepted(false);
    QCoreApplication::sendEvent(window.get(), &refused);
    QVERIFY(!refused.isAccepted());
}

std::unique_ptr<QObject> newTstWindowPanels()
{
    return std::make_unique<TstWindowPanels>();
}

#include "tst_windowpanels.moc"
