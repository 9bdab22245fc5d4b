#pragma once

#include "battle/BattleUi.h"

namespace muster {

// Mutant: Year Zero "Mass Combat" in the windows: the set-up dialog, then the shared battle window stepping through
// the Waves.
class MyzBattleUi : public BattleUi
{
public:
    QString ruleSetId() const override;
    void newBattle(CampaignDocument *document, QWidget *parent) const override;
    Status openBattle(CampaignDocument *document, const StoredBattle &stored, QWidget *parent) const override;
    // MYZ Factions...: the factions the campaign keeps for its forces.
    QList<BattlesPanelCommand> panelCommands(BattlesPanel *panel) const override;
};

} // namespace muster
