#pragma once

#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/StoredEngine.h"
#include "campaign/StoredBattle.h"

#include <QList>

#include <vector>

namespace muster {


// The stored form of a battle as the engine has it now: its status (casualties applied kept when
// `casualtiesApplied`), the Battles list's summary line and the record.
void updateStoredBattle(StoredBattle &stored, const gurps::BattleEngine &engine, bool casualtiesApplied = false);
// A battle just started, ready for CampaignDocument::saveBattle (id 0: a new one).
StoredBattle newStoredBattle(const gurps::BattleEngine &engine);

// The engines of battles to be started together (a three-way battle, a subordinate command): all of them,
// or the first refusal, named after its battle ("Three-way: A against B: ..."), so that none is saved
// unless every one can start.
Result<std::vector<gurps::BattleEngine>> startTogether(const QList<gurps::BattleSetup> &setups);

// Writes the battle's HTML report through QSaveFile (all or nothing).
Status writeBattleReport(const gurps::BattleEngine &engine, const QString &path);

} // namespace muster
