#pragma once

#include "battle/gurps/BattleSetup.h"
#include "catalog/Breakdown.h"

#include <array>

namespace muster::gurps {

// The set-up as it is fought: only the combatants, each at the TS it brings. The special battle rules
// that change who fights or with what are applied here once, so that the rest of the engine (TS,
// superiority, Disloyal and Impetuous shares, element counts, the aftermath) needs to know nothing of
// them:
//  - "Type of Campaign", amphibious assaults and naval battles: non-combatants dropped, carried elements
//    at half TS (Combatants.h);
//  - a Flagship counts as a C3I element in naval and amphibious battles (one per side);
//  - in an amphibious assault the attacker's Cavalry without Airborne or Marine is not Cavalry;
//  - weapons of mass destruction, resolved before the battle: nuke-capable elements at x10 TS (and cost
//    to raise, for loot), then chemical weapons (40% off unprotected elements), then a nuclear exchange
//    (90% off, 40% off Sealed elements).
// A set-up with no special battle and every element a combatant comes back unchanged.
struct FieldedSetup
{
    BattleSetup setup;
    std::array<Breakdown, 2> notes; // what changed on each side, translated
};
FieldedSetup fieldedSetup(const BattleSetup &setup, bool badWeather = false);

// "Chemical Weapons": whether the element loses 40% when attacked by weapons of `attackerTl`: Poor
// equipment or a lower TL than the attacker, unless Sealed.
bool unprotectedFromChemicals(const BattleElement &element, int attackerTl);
// The TL of the chemical weapons `side` uses: the GM's figure, or its highest element TL.
int chemicalWeaponsTl(const BattleSetup &setup, int side);
// -2 to the Strategy of a side attacked with chemical weapons, unless both sides used them.
int chemicalDisruption(const BattleSetup &setup, int side);

} // namespace muster::gurps
