// The main window's operations actions (issue 5): planning a march and the Reconnaissance Contest.

#include "MainWindow.h"

#include "CampaignDocument.h"
#include "operations/MarchDialog.h"
#include "battle/gurps/ReconDialog.h"

#include <QAction>
#include <QStatusBar>

namespace muster {

void MainWindow::createOperationsActions()
{
    // Ctrl+J ("journey") and Ctrl+R: neither is taken by the window, the roster or the battle dialog.
    m_march = new QAction(tr("Plan &March..."), this);
    m_march->setObjectName(QStringLiteral("marchAction"));
    m_march->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    m_march->setToolTip(tr("March the selected force: speed, days, arrival, losses and transport"));
    connect(m_march, &QAction::triggered, this, &MainWindow::planMarch);
    m_recon = new QAction(tr("&Reconnaissance Contest..."), this);
    m_recon->setObjectName(QStringLiteral("reconAction"));
    m_recon->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_recon->setToolTip(tr("Who finds whom first as two forces come near: initiative, surprise or ambush"));
    connect(m_recon, &QAction::triggered, this, &MainWindow::reconnaissanceContest);
}

void MainWindow::planMarch()
{
    if (!m_document)
        return;
    if (!m_document->force(m_forceId)) {
        showRefusal(tr("Select the force that marches in the Forces list first."));
        return;
    }
    auto *dialog = new MarchDialog(m_document.get(), m_forceId, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this] {
        statusBar()->showMessage(tr("The force has marched; Edit > Undo takes it back."), 5000);
    });
    dialog->open();
}

void MainWindow::reconnaissanceContest()
{
    if (!m_document)
        return;
    auto *dialog = new ReconDialog(m_document.get(), m_forceId, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

} // namespace muster
