#include "BattleSession.h"

#include "campaign/Campaign.h"

namespace muster {

void updateStoredBattle(StoredBattle &stored, const BattleSession &session)
{
    // Applied casualties are the campaign's fact, not the session's: replaying the battle cannot undo them.
    if (stored.status != BattleStatus::CasualtiesApplied)
        stored.status = session.status();
    stored.summary = session.summary();
    stored.record = session.record();
}

StoredBattle newStoredBattle(const BattleSession &session)
{
    StoredBattle stored;
    stored.ruleSet = session.ruleSetId();
    stored.name = session.name();
    updateStoredBattle(stored, session);
    return stored;
}

BattleConsequences ruleDataConsequences(const Campaign &campaign, const QString &ruleSetId,
                                        const std::array<qint64, 2> &forceIds,
                                        const std::function<QByteArray(int side)> &after)
{
    BattleConsequences consequences;
    for (int side = 0; side < 2; ++side)
        if (forceIds[side] > 0 && campaign.indexOfForce(forceIds[side]) >= 0)
            consequences.ruleData << ForceRuleDataAfter{forceIds[side], ruleSetId, after(side)};
    return consequences;
}

} // namespace muster
