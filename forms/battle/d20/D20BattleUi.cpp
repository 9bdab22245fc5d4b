#include "D20BattleUi.h"

#include "D20ArmyEditor.h"
#include "D20Play.h"
#include "D20SetupDialog.h"
#include "CampaignDocument.h"
#include "battle/BattleWindow.h"
#include "battle/BattlesPanel.h"
#include "battle/KeepForceDataDialog.h"
#include "battle/d20/D20RuleSet.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace muster {

namespace {

struct D20BattleUiText
{
    Q_DECLARE_TR_FUNCTIONS(muster::D20BattleUi)
};

BattlePlay *makePlay(BattleWindow *window)
{
    return new D20Play(window);
}

} // namespace

QString D20BattleUi::ruleSetId() const
{
    return QString::fromLatin1(d20::D20RuleSet::ruleSetId);
}

void D20BattleUi::newBattle(CampaignDocument *document, QWidget *parent) const
{
    auto *dialog = new D20SetupDialog(document, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(dialog, &QDialog::accepted, parent, [document, dialog, parent] {
        auto window = BattleWindow::open(document, std::make_unique<d20::D20Session>(d20::D20Battle(dialog->setup())),
                                         StoredBattle{}, makePlay, parent);
        if (!window)
            QMessageBox::warning(parent, dialog->windowTitle(), window.error().message);
    });
    dialog->open();
}

Status D20BattleUi::openBattle(CampaignDocument *document, const StoredBattle &stored, QWidget *parent) const
{
    return BattleWindow::resume(document, stored, makePlay, parent);
}

QList<BattlesPanelCommand> D20BattleUi::panelCommands(BattlesPanel *panel) const
{
    return {keepForceDataCommand(panel, {QStringLiteral("d20Armies"), D20BattleUiText::tr("d20 Armies..."),
                                         D20BattleUiText::tr("d20 Strategic Combat Armies"),
                                         D20BattleUiText::tr("The d20 strategic combat armies the campaign keeps for its forces"),
                                         ruleSetId(), D20BattleUiText::tr("d20 strategic combat army"),
                                         [](CampaignDocument *document) {
                                             auto *editor = new D20ArmyEditor(document, QString());
                                             editor->setObjectName(QStringLiteral("army"));
                                             return editor;
                                         }})};
}

} // namespace muster
