#include "MyzBattleUi.h"

#include "FactionEditor.h"
#include "MyzPlay.h"
#include "MyzSetupDialog.h"
#include "CampaignDocument.h"
#include "battle/BattleWindow.h"
#include "battle/BattlesPanel.h"
#include "battle/KeepForceDataDialog.h"
#include "battle/myz/MyzRuleSet.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace muster {

namespace {

BattlePlay *makePlay(BattleWindow *window)
{
    return new MyzPlay(window);
}

} // namespace

QString MyzBattleUi::ruleSetId() const
{
    return QString::fromLatin1(myz::MyzRuleSet::ruleSetId);
}

void MyzBattleUi::newBattle(CampaignDocument *document, QWidget *parent) const
{
    auto *dialog = new MyzSetupDialog(document, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(dialog, &QDialog::accepted, parent, [document, dialog, parent] {
        auto window = BattleWindow::open(document, std::make_unique<myz::MyzSession>(myz::MyzBattle(dialog->setup())),
                                         StoredBattle{}, makePlay, parent);
        if (!window)
            QMessageBox::warning(parent, dialog->windowTitle(), window.error().message);
    });
    dialog->open();
}

Status MyzBattleUi::openBattle(CampaignDocument *document, const StoredBattle &stored, QWidget *parent) const
{
    return BattleWindow::resume(document, stored, makePlay, parent);
}

QList<BattlesPanelCommand> MyzBattleUi::panelCommands(BattlesPanel *panel) const
{
    auto *button = new QPushButton(QCoreApplication::translate("muster::MyzBattleUi", "MY&Z Factions..."), panel);
    button->setObjectName(QStringLiteral("myzFactions"));
    QObject::connect(button, &QPushButton::clicked, panel, [panel] {
        if (!panel->document())
            return;
        auto *editor = new FactionEditor(panel->document(), QString());
        editor->setObjectName(QStringLiteral("faction"));
        KeepForceDataDialog dialog(panel->document(), editor, QString::fromLatin1(myz::MyzRuleSet::ruleSetId),
                                   QCoreApplication::translate("muster::MyzBattleUi", "Mutant: Year Zero faction"),
                                   panel->window());
        dialog.setWindowTitle(QCoreApplication::translate("muster::MyzBattleUi", "Mutant: Year Zero Factions"));
        dialog.exec();
    });
    return {{button, [panel, button] {
                 button->setEnabled(panel->document() && panel->document()->forceCount() > 0);
                 button->setToolTip(button->isEnabled()
                                        ? QCoreApplication::translate("muster::MyzBattleUi",
                                                                      "The Mutant: Year Zero factions the campaign keeps for its forces")
                                        : QCoreApplication::translate("muster::MyzBattleUi", "Needs a force in the campaign"));
             }}};
}

} // namespace muster
