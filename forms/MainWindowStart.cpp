// The main window as the program starts and while no campaign is open: the window's first size and its
// restored one, and the start page in place of the campaign's panels.

#include "MainWindow.h"

#include "CampaignDocument.h"
#include "StartPage.h"
#include "WindowGeometry.h"

#include <QDockWidget>
#include <QResizeEvent>
#include <QStackedWidget>
#include <QTabWidget>
#include <QToolBar>

namespace muster {

void MainWindow::showRestored()
{
    // The roster has many columns: the first time the whole screen; later as the GM left it (the constructor
    // has kept the restored geometry on the screen).
    if (m_settings.windowGeometry().isEmpty()) {
        showMaximized();
        return;
    }
    show();
    fitToScreen(this); // again, now that the window has its frame

}

bool MainWindow::isShowingStartPage() const
{
    return m_pages->currentWidget() != m_tabs;
}

void MainWindow::showStartPage(bool show)
{
    if (show == isShowingStartPage())
        return;
    if (show) {
        // Panels with nothing to show give their room to the start page, and come back as they were.
        if (isVisible())
            m_campaignLayout = saveState();
        for (QDockWidget *dock : std::as_const(m_docks))
            dock->hide();
        for (QToolBar *toolbar : findChildren<QToolBar *>())
            toolbar->hide();
        m_pages->setCurrentIndex(m_startPageIndex);
    } else {
        m_pages->setCurrentWidget(m_tabs);
        if (m_campaignLayout.isEmpty() || !restoreState(m_campaignLayout))
            arrangePanels();
    }
}

void MainWindow::arrangePanels()
{
    for (QDockWidget *dock : std::as_const(m_docks))
        dock->setVisible(dock->objectName() != QLatin1String("historyDock"));
    for (QToolBar *toolbar : findChildren<QToolBar *>())
        toolbar->show();
    const auto dock = [this](const char *name) { return findChild<QDockWidget *>(QLatin1String(name)); };
    dock("battlesDock")->raise();
    // Sizes for the window as it is now; as it shrinks, the panels yield room to the roster. With neither
    // battles nor treasuries (a new campaign) the bottom panel keeps only the room its buttons need.
    const bool empty =
        !m_document || (m_document->battles().isEmpty() && m_document->campaign().treasuries.isEmpty());
    resizeDocks({dock("battlesDock")}, {empty ? std::min(150, height() / 4) : std::min(260, height() * 3 / 10)},
                Qt::Vertical);
    resizeDocks({dock("forcesDock"), dock("figuresDock")}, {std::min(240, width() / 5), std::min(340, width() / 4)},
                Qt::Horizontal);
    resizeDocks({dock("figuresDock"), dock("recordDock")}, {430, 370}, Qt::Vertical);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    // The layout would take all of it from the roster, down to its few lines, and leave the bottom panel
    // as it was.
    const int before = event->oldSize().height(), after = event->size().height();
    if (before <= 0 || after >= before || isShowingStartPage())
        return;
    for (QDockWidget *dock : std::as_const(m_docks)) {
        if (dock->isVisible() && !dock->isFloating() && dockWidgetArea(dock) == Qt::BottomDockWidgetArea) {
            resizeDocks({dock}, {dock->height() * after / before}, Qt::Vertical);
            return;
        }
    }
}

} // namespace muster
