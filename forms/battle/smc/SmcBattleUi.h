#pragma once

#include "battle/BattleUi.h"

namespace muster {

// "Simplified Mass Combat" in the windows: the set-up dialog, then the shared battle window with the board of units
// stepping through the turns.
class SmcBattleUi : public BattleUi
{
public:
    QString ruleSetId() const override;
    void newBattle(CampaignDocument *document, QWidget *parent) const override;
    Status openBattle(CampaignDocument *document, const StoredBattle &stored, QWidget *parent) const override;
    // SMC Armies...: the armies the campaign keeps for its forces.
    QList<BattlesPanelCommand> panelCommands(BattlesPanel *panel) const override;
};

} // namespace muster
