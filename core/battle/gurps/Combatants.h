#pragma once

#include "battle/gurps/BattleSetup.h"

#include <QList>
#include <QString>

namespace muster::gurps {

// Whether one element takes part in the battle ("Type of Campaign", and the Troop Strength rules of
// "Amphibious Assaults" and "Naval Battles"), and at what share of its TS.
struct ElementRole
{
    bool combatant = true;
    double tsFactor = 1;  // 0.5 for elements carried across without Airborne or Marine, or boarding at sea
    QString reason;       // why it sits out or fights at reduced TS (translated); empty otherwise
};

// `badWeather`: Airborne elements without All-Weather cannot use the feature.
ElementRole elementRole(const BattleSetup &setup, int side, const BattleElement &element, bool badWeather = false);

// One roster line of a side whose role is not simply "fights at full TS".
struct ElementNote
{
    int element = 0; // index into the side's elements
    ElementRole role;
};
// The elements of `side` that sit out, and why.
QList<ElementNote> elementsSittingOut(const BattleSetup &setup, int side);
// Every element of `side` that sits out or fights at reduced TS.
QList<ElementNote> specialRoles(const BattleSetup &setup, int side, bool badWeather = false);

// Elements of `side` that fight (counting quantities): what round length and Tactics count.
qint64 combatantCount(const BattleSetup &setup, int side);

// What the rules call the element: a land element has land mobility or none at all; an Air Combat
// element has the class or neutralizes it (an air-superiority fighter is one).
bool isLandElement(const BattleElement &element);
bool isAirCombatElement(const BattleElement &element);

} // namespace muster::gurps
