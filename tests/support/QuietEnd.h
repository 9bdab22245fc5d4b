// A round's end where nothing befalls anyone: shared by the engine tests and the GUI tests.

#pragma once

#include "battle/gurps/BattleEngine.h"

namespace testsupport {

// Everyone escapes misfortune (an 18 always fails).
inline muster::gurps::EndRound quietEnd(const muster::gurps::BattleEngine &engine)
{
    muster::gurps::EndRound d;
    for (int s = 0; s < 2; ++s) {
        for (qsizetype p = 0; p < engine.setup().sides.at(size_t(s)).people.size(); ++p)
            d.misfortunes.at(size_t(s)) << std::optional<muster::gurps::MisfortuneRoll>(
                muster::gurps::MisfortuneRoll{18, false, std::nullopt});
    }
    return d;
}

} // namespace testsupport
