#pragma once

#include "battle/gurps/BattleSetup.h"
#include "battle/gurps/BattleState.h"
#include "catalog/Breakdown.h"
#include "common/Money.h"

#include <array>

namespace muster::gurps {

// One side after the battle ("After the Battle: Casualties", "Quick Casualty Determination").
struct SideAftermath
{
    bool heldTheField = false;
    int casualtiesAtEnd = 0;  // after pursuit
    int finalCasualties = 0;  // the winner's halved; the loser's as they stand
    int dead = 0;             // percent of the force: the loser's half of its casualties
    int fled = 0;             // percent that fled (surrendered, in a siege)
    bool surrendered = false; // a siege: the loser's survivors surrender instead of fleeing
    double tsBefore = 0;
    double tsAfter = 0;       // floor(TS x (1 - casualties)): losses round up
    int logisticCasualties = 0;
    bool fanaticsWipedOut = false; // the loser's Fanatic elements lose all their casualties for good
    Breakdown breakdown;
};

struct Aftermath
{
    BattleEnd end = BattleEnd::NotYet;
    int winner = -1;
    std::array<SideAftermath, 2> sides;
    Money loot;                 // the field holder's haul: 1/5 of the enemy's Raise x its casualties
    Breakdown lootBreakdown;
    qint64 lootingMinutes = 0;  // time to loot the field
};

// Of the combatants only, at the TS they fought with (FieldedSetup.h). A break-out ends the siege without
// a winner: the casualties stand as they are and carry into the battle outside.
Aftermath aftermathOf(const BattleSetup &setup, const BattleState &state);

// "After the Battle: Casualties": the side that holds the field (and both after mutual annihilation) regroups,
// which halves its casualties, rounded down to 5%.
int regroupedCasualties(int casualties);
// The TS a side keeps after `finalCasualties` percent: floor(TS x (1 - casualties)), so losses round up.
double tsLeftAfter(double tsBefore, int finalCasualties);

// Captives: captured elements x people in each, less the force's casualty percentage.
qint64 captivesEstimate(qint64 capturedElements, int peoplePerElement, int casualtiesPercent);

} // namespace muster::gurps
