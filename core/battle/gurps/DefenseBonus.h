#pragma once

#include "battle/gurps/BattleSetup.h"

#include <QString>

#include <array>

namespace muster::gurps {

// "Defense Bonus": who gets one, and the value the text suggests for the terrain (the GM sets it).
// Pitched battle: the side with initiative (or surprise, or ambush); encounter battle: a side that was
// encamped and hunkered down. Special battles: the besieged side bunkered in its fortress; the defender of
// an amphibious assault; in a coastal naval battle the side with home waters (SpecialBattleRules.h gives
// the value the engine uses).
std::array<bool, 2> defenseBonusHolders(const BattleSetup &setup);

struct DefenseBonusSuggestion
{
    int fixed = 0;          // +1 in Plains
    bool halfDie = false;   // +1d/2 (round up) elsewhere
    int extra = 0;          // +1 Hills, +2 Mountain or Built-Up Area
    QString text() const;   // "+1d/2 +1"
    int withRoll(int d6) const { return fixed + (halfDie ? (d6 + 1) / 2 : 0) + extra; }
};
DefenseBonusSuggestion suggestedDefenseBonus(BattleTerrain terrain);

} // namespace muster::gurps
