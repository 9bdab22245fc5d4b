// Campaign > Settings: what a campaign keeps of its own beyond its forces and money.
#include "CampaignDocument.h"
#include "DialogSupport.h"
#include "MainWindow.h"
#include "battle/NewBattleDialog.h"

#include <QComboBox>
#include <QDialog>
#include <QFormLayout>
#include <QLabel>

namespace muster {

void MainWindow::changeCampaignSettings()
{
    if (!m_document)
        return;
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("campaignSettingsDialog"));
    dialog.setWindowTitle(tr("Campaign Settings"));
    auto *form = new QFormLayout(&dialog);
    auto *ruleSets = new QComboBox;
    ruleSets->setObjectName(QStringLiteral("battleRuleSet"));
    fillRuleSetBox(ruleSets, m_document->campaign().battleRuleSet);
    form->addRow(tr("&Battle rules:"), ruleSets);
    auto *note = new QLabel(tr("New Battle offers these rules first; each battle keeps the rules it was started under."));
    note->setWordWrap(true);
    form->addRow(note);
    dialog.setMinimumWidth(420);
    execFormDialog(dialog, form, [&] { return m_document->setBattleRuleSet(ruleSets->currentData().toString()); });
}

} // namespace muster
