#pragma once

#include "battle/gurps/BattleEngine.h"
#include "campaign/StoredBattle.h"

namespace muster {

// A saved battle brought back to life: its record parsed and every decision replayed.
Result<gurps::BattleEngine> engineFromStored(const StoredBattle &stored);

} // namespace muster
