#pragma once

#include "battle/BattleUi.h"

namespace muster {

// GURPS Mass Combat's windows: the battle dialog (BattleWizard) for new and stored battles, and the special
// battles that start from the Battles panel: Three-Sided Battles, Subordinate Commands and the second pitched
// battle after one.
class GurpsBattleUi : public BattleUi
{
public:
    QString ruleSetId() const override;
    void newBattle(CampaignDocument *document, QWidget *parent) const override;
    Status openBattle(CampaignDocument *document, const StoredBattle &stored, QWidget *parent) const override;
    QList<BattlesPanelCommand> panelCommands(BattlesPanel *panel) const override;
};

} // namespace muster
