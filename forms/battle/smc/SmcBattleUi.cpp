#include "SmcBattleUi.h"

#include "ArmyEditor.h"
#include "SmcPlay.h"
#include "SmcSetupDialog.h"
#include "CampaignDocument.h"
#include "battle/BattleWindow.h"
#include "battle/BattlesPanel.h"
#include "battle/KeepForceDataDialog.h"
#include "battle/smc/SmcRuleSet.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace muster {

namespace {

struct SmcBattleUiText
{
    Q_DECLARE_TR_FUNCTIONS(muster::SmcBattleUi)
};

BattlePlay *makePlay(BattleWindow *window)
{
    return new SmcPlay(window);
}

} // namespace

QString SmcBattleUi::ruleSetId() const
{
    return QString::fromLatin1(smc::SmcRuleSet::ruleSetId);
}

void SmcBattleUi::newBattle(CampaignDocument *document, QWidget *parent) const
{
    auto *dialog = new SmcSetupDialog(document, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(dialog, &QDialog::accepted, parent, [document, dialog, parent] {
        auto window = BattleWindow::open(document, std::make_unique<smc::SmcSession>(smc::SmcBattle(dialog->setup())),
                                         StoredBattle{}, makePlay, parent);
        if (!window)
            QMessageBox::warning(parent, dialog->windowTitle(), window.error().message);
    });
    dialog->open();
}

Status SmcBattleUi::openBattle(CampaignDocument *document, const StoredBattle &stored, QWidget *parent) const
{
    return BattleWindow::resume(document, stored, makePlay, parent);
}

QList<BattlesPanelCommand> SmcBattleUi::panelCommands(BattlesPanel *panel) const
{
    return {keepForceDataCommand(panel, {QStringLiteral("smcArmies"), SmcBattleUiText::tr("SMC Armies..."),
                                         SmcBattleUiText::tr("Simplified Mass Combat Armies"),
                                         SmcBattleUiText::tr("The Simplified Mass Combat armies the campaign keeps for its forces"),
                                         ruleSetId(), SmcBattleUiText::tr("Simplified Mass Combat army"),
                                         [](CampaignDocument *document) {
                                             auto *editor = new ArmyEditor(document, QString());
                                             editor->setObjectName(QStringLiteral("army"));
                                             return editor;
                                         }})};
}

} // namespace muster
