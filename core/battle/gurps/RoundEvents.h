#pragma once

#include "battle/gurps/BattleSetup.h"
#include "battle/gurps/BattleState.h"

#include <QStringList>

namespace muster::gurps {

// What happened in a round, in words, for the round log, the report and muster-cli: "Sir Roderick suffers 4 HP of
// injury.", with the names of the set-up the battle was fought with.
QString roundEventText(const RoundEvent &event, const BattleSetup &setup);
QStringList roundEventTexts(const RoundRecord &round, const BattleSetup &setup);

} // namespace muster::gurps
