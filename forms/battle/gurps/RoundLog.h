#pragma once

#include "battle/gurps/BattleEngine.h"

#include <QString>

namespace muster {

// The rounds fought so far, newest first, as short HTML for the battle dialog's log.
QString roundLogHtml(const gurps::BattleEngine &engine);

} // namespace muster
