// The main window's operations actions (issue 5): planning a march and the Reconnaissance Contest.

#include "MainWindow.h"

#include <QAction>

namespace muster {

void MainWindow::createOperationsActions()
{
    m_march = new QAction(tr("Plan &March..."), this);
    m_march->setObjectName(QStringLiteral("marchAction"));
    connect(m_march, &QAction::triggered, this, &MainWindow::planMarch);
    m_recon = new QAction(tr("&Reconnaissance Contest..."), this);
    m_recon->setObjectName(QStringLiteral("reconAction"));
    connect(m_recon, &QAction::triggered, this, &MainWindow::reconnaissanceContest);
}

void MainWindow::planMarch()
{
}

void MainWindow::reconnaissanceContest()
{
}

} // namespace muster
