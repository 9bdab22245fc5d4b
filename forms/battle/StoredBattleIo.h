#pragma once

#include "battle/gurps/BattleEngine.h"
#include "campaign/StoredBattle.h"

namespace muster {

// A saved battle brought back to life: its record parsed and every decision replayed.
Result<gurps::BattleEngine> engineFromStored(const StoredBattle &stored);

// Writes the battle's HTML report through QSaveFile (all or nothing).
Status writeBattleReport(const gurps::BattleEngine &engine, const QString &path);

} // namespace muster
