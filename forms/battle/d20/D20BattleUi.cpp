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
    auto *button = new QPushButton(D20BattleUiText::tr("d20 Armies..."), panel);
    button->setObjectName(QStringLiteral("d20Armies"));
    QObject::connect(button, &QPushButton::clicked, panel, [panel, id = ruleSetId()] {
        if (!panel->document())
            return;
        auto *editor = new D20ArmyEditor(panel->document(), QString());
        editor->setObjectName(QStringLiteral("army"));
        KeepForceDataDialog dialog(panel->document(), editor, id, D20BattleUiText::tr("d20 strategic combat army"), panel->window());
        dialog.setWindowTitle(D20BattleUiText::tr("d20 Strategic Combat Armies"));
        dialog.exec();
    });
    return {{button, [panel, button] {
                 button->setEnabled(panel->document() && panel->document()->forceCount() > 0);
                 button->setToolTip(button->isEnabled()
                                        ? D20BattleUiText::tr("The d20 strategic combat armies the campaign keeps for its forces")
                                        : D20BattleUiText::tr("Needs a force in the campaign"));
             }}};
}

} // namespace muster
