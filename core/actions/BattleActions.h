#pragma once

#include "campaign/Campaign.h"
#include "campaign/CampaignChange.h"
#include "common/Result.h"

#include <QCoreApplication>

namespace muster {

// A force's roster after a battle: the lines whose casualties or count changed, and the lines removed.
struct RosterCasualties
{
    qint64 forceId = 0;
    QList<RosterLine> changed;
    QList<qint64> removed;
    int logisticCasualties =
        0; // percent of the force's logistic force lost ("Overrunning the Enemy's Rear Area")
};

// The battles of a campaign as user actions: deleting one, and carrying its losses to the rosters.
class BattleActions
{
    Q_DECLARE_TR_FUNCTIONS(muster::CampaignDocument)

public:
    static Error unknownBattle();
    static Result<CampaignChange> removeBattle(const Campaign &campaign, qint64 battleId);
    // The lines' casualties and removals, the logistic force's share of the losses, and the battle marked
    // "casualties-applied", as one step.
    static Result<CampaignChange> applyBattleCasualties(const Campaign &campaign, qint64 battleId,
                                                        const QList<RosterCasualties> &changes,
                                                        const QString &description);
};

} // namespace muster
