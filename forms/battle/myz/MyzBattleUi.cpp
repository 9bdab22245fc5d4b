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
    return {keepForceDataCommand(
        panel, {QStringLiteral("myzFactions"), QCoreApplication::translate("muster::MyzBattleUi", "MY&Z Factions..."),
                QCoreApplication::translate("muster::MyzBattleUi", "Mutant: Year Zero Factions"),
                QCoreApplication::translate("muster::MyzBattleUi", "The Mutant: Year Zero factions the campaign keeps for its forces"),
                ruleSetId(), QCoreApplication::translate("muster::MyzBattleUi", "Mutant: Year Zero faction"),
                [](CampaignDocument *document) {
                    auto *editor = new FactionEditor(document, QString());
                    editor->setObjectName(QStringLiteral("faction"));
                    return editor;
                }})};
}

} // namespace muster
