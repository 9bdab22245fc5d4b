#include "BattleSession.h"

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

} // namespace muster
