#pragma once

#include "battle/BattleUi.h"

namespace muster {

// d20 "strategic combat" in the windows: the set-up dialog with the board, then the shared battle window with the tile
// board stepping through the rounds.
class D20BattleUi : public BattleUi
{
public:
    QString ruleSetId() const override;
    void newBattle(CampaignDocument *document, QWidget *parent) const override;
    Status openBattle(CampaignDocument *document, const StoredBattle &stored, QWidget *parent) const override;
    // d20 Armies...: the armies the campaign keeps for its forces.
    QList<BattlesPanelCommand> panelCommands(BattlesPanel *panel) const override;
};

} // namespace muster
