#pragma once

#include "battle/gurps/BattleSetup.h"

#include <QStringList>

namespace muster::gurps {

// "Initial Intelligence": what the commander of `side` knows of the enemy before the first round.
// Pitched battle: the enemy's elements by name and number (heroes not identified). Encounter battle: the
// troops of each mobility within +-20%. A side that starts confused learns nothing.
QStringList initialIntelligence(const BattleSetup &setup, int side);

// "Winning Initiative": the side that won the Reconnaissance Contest (initiative, surprise or ambush) learns the
// enemy's numbers and general composition within +-25%: its troops in all, and by the name of their elements. Heroes
// are not counted (as in Initial Intelligence). Empty for every other side.
QStringList reconnaissanceEstimate(const BattleSetup &setup, int side);

// The range a GM gives for about `actual`: it contains the truth and stays within `fraction` of it, rounded
// outward to tens (hundreds from 1,000 on) where that stays within.
struct Estimate
{
    qint64 low = 0;
    qint64 high = 0;
};
Estimate estimateWithin(qint64 actual, double fraction);
inline Estimate roughEstimate(qint64 actual) // Initial Intelligence's +-20%
{
    return estimateWithin(actual, 0.2);
}

} // namespace muster::gurps
