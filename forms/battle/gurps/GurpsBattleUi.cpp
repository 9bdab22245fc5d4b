#include "GurpsBattleUi.h"

#include "BattleWizard.h"
#include "CampaignDocument.h"
#include "SecondPitchedBattleDialog.h"
#include "SubordinateCommandDialog.h"
#include "ThreeWayBattleDialog.h"
#include "battle/BattlesPanel.h"
#include "battle/gurps/GurpsRuleSet.h"
#include "battle/gurps/StoredEngine.h"

#include <QCoreApplication>
#include <QPushButton>

namespace muster {

namespace {

// These buttons were the Battles panel's own before the panel served every rule set: their texts keep its
// translation context ("muster::BattlesPanel"), so that their translations stay.
QPushButton *commandButton(BattlesPanel *panel, const QString &text, const QString &objectName)
{
    auto *button = new QPushButton(text, panel);
    button->setObjectName(objectName);
    return button;
}

void show(BattleWizard *wizard)
{
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->setWindowModality(Qt::WindowModal);
    wizard->show();
}

// "Three-Sided Battles": three mutually hostile forces, three battles saved to be fought one by one.
BattlesPanelCommand threeWayCommand(BattlesPanel *panel)
{
    QPushButton *button = commandButton(panel, QCoreApplication::translate("muster::BattlesPanel", "New &Three-Way Battle..."), QStringLiteral("newThreeWayBattle"));
    QObject::connect(button, &QPushButton::clicked, panel, [panel] {
        if (!panel->document())
            return;
        ThreeWayBattleDialog dialog(panel->document(), panel->window());
        if (dialog.exec() != QDialog::Accepted || dialog.savedBattleIds().isEmpty())
            return;
        // The first of the three, ready to be opened; the others follow it in the list.
        panel->select(dialog.savedBattleIds().constFirst());
    });
    return {button, [panel, button] {
                button->setEnabled(panel->document() && panel->document()->forceCount() >= 3);
                button->setToolTip(button->isEnabled()
                                       ? QCoreApplication::translate("muster::BattlesPanel", "Three mutually hostile forces: three battles, each commander splitting -4")
                                       : QCoreApplication::translate("muster::BattlesPanel", "Needs three forces in the campaign"));
            }};
}

const StoredBattle *selectedGurpsBattle(const BattlesPanel *panel)
{
    const StoredBattle *stored = panel->document() ? panel->document()->battle(panel->currentBattleId()) : nullptr;
    return stored && stored->ruleSet == QLatin1String(gurps::GurpsRuleSet::ruleSetId) ? stored : nullptr;
}

// "Subordinate Commands": a PC's detachment split from a battle just started, and its own battle.
BattlesPanelCommand subordinateCommand(BattlesPanel *panel)
{
    QPushButton *button = commandButton(panel, QCoreApplication::translate("muster::BattlesPanel", "S&ubordinate Command..."), QStringLiteral("subordinateCommand"));
    QObject::connect(button, &QPushButton::clicked, panel, [panel] {
        const StoredBattle *stored = selectedGurpsBattle(panel);
        if (!stored)
            return;
        SubordinateCommandDialog dialog(panel->document(), stored->id, panel->window());
        if (dialog.exec() == QDialog::Accepted)
            panel->select(dialog.detachmentBattleId());
    });
    return {button, [panel, button] {
                // A subordinate command splits from a battle just started: before any decision of the fighting.
                const StoredBattle *stored = selectedGurpsBattle(panel);
                const bool inProgress = stored && stored->status == BattleStatus::InProgress;
                bool untouched = false;
                if (inProgress) {
                    const auto engine = engineFromStored(*stored);
                    untouched = engine && engine->decisions().isEmpty();
                }
                button->setEnabled(untouched);
                button->setToolTip(
                    untouched     ? QCoreApplication::translate("muster::BattlesPanel", "Split a PC's subordinate command, and the matching enemy share, from this battle")
                    : !stored     ? QCoreApplication::translate("muster::BattlesPanel", "Select a battle that has just started")
                    : !inProgress ? QCoreApplication::translate("muster::BattlesPanel", "The battle is over: a subordinate command splits off before the fighting")
                                  : QCoreApplication::translate("muster::BattlesPanel", "The fighting has begun: a subordinate command splits off before the first round"));
            }};
}

// ... and, when he won but his side's main force lost, a second pitched battle against the rest.
BattlesPanelCommand secondPitchedCommand(BattlesPanel *panel)
{
    QPushButton *button = commandButton(panel, QCoreApplication::translate("muster::BattlesPanel", "Second Pitched &Battle..."), QStringLiteral("secondPitchedBattle"));
    QObject::connect(button, &QPushButton::clicked, panel, [panel] {
        const StoredBattle *stored = selectedGurpsBattle(panel);
        if (!stored)
            return;
        SecondPitchedBattleDialog dialog(panel->document(), stored->id, panel->window());
        if (dialog.exec() == QDialog::Accepted)
            panel->select(dialog.savedBattleId());
    });
    return {button, [panel, button] {
                const StoredBattle *stored = selectedGurpsBattle(panel);
                const bool finished = stored && stored->status != BattleStatus::InProgress;
                button->setEnabled(finished);
                button->setToolTip(finished ? QCoreApplication::translate("muster::BattlesPanel", "The subordinate won this battle but his side lost the main one: fight "
                                                 "on against the rest of the enemy")
                                            : QCoreApplication::translate("muster::BattlesPanel", "Select the subordinate commander's finished battle"));
            }};
}

} // namespace

QString GurpsBattleUi::ruleSetId() const
{
    return QString::fromLatin1(gurps::GurpsRuleSet::ruleSetId);
}

void GurpsBattleUi::newBattle(CampaignDocument *document, QWidget *parent) const
{
    show(new BattleWizard(document, parent));
}

Status GurpsBattleUi::openBattle(CampaignDocument *document, const StoredBattle &stored, QWidget *parent) const
{
    auto *wizard = new BattleWizard(document, stored, parent);
    if (!wizard->lastError().isEmpty()) {
        const QString message = wizard->lastError();
        delete wizard;
        return Error{message, QStringLiteral("battle")};
    }
    show(wizard);
    return success();
}

QList<BattlesPanelCommand> GurpsBattleUi::panelCommands(BattlesPanel *panel) const
{
    return {threeWayCommand(panel), subordinateCommand(panel), secondPitchedCommand(panel)};
}

} // namespace muster
