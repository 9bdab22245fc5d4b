// The main window's fortresses action (issue 6, "Sieges"): Campaign > Fortresses... opens the list of the
// campaign's fortresses.

#include "MainWindow.h"

#include "CampaignDocument.h"
#include "fortress/FortressesDialog.h"

#include <QAction>
#include <QMenu>

namespace muster {

void MainWindow::createFortressesActions(QMenu *campaignMenu)
{
    // Ctrl+K, for a castle's keep: not taken by the window, the roster or the battle dialog.
    auto *fortresses = new QAction(tr("F&ortresses..."), this);
    fortresses->setObjectName(QStringLiteral("fortressesAction"));
    fortresses->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    fortresses->setToolTip(tr("The campaign's fortresses: their kind, site, capacity and Defense Bonus"));
    campaignMenu->addAction(fortresses);
    // Greyed in the menu without a campaign; enabled again when the menu closes, so that the shortcut
    // works as soon as a campaign is open (the window's other actions follow setDocument instead).
    connect(campaignMenu, &QMenu::aboutToShow, fortresses,
            [this, fortresses] { fortresses->setEnabled(m_document != nullptr); });
    connect(campaignMenu, &QMenu::aboutToHide, fortresses, [fortresses] { fortresses->setEnabled(true); });
    connect(fortresses, &QAction::triggered, this, [this] {
        if (!m_document) {
            showRefusal(tr("Open or create a campaign first: fortresses belong to a campaign."));
            return;
        }
        // Window-modal: the campaign cannot be closed under it.
        auto *dialog = new FortressesDialog(m_document.get(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
}

} // namespace muster
