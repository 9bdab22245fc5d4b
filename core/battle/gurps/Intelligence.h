#pragma once

#include "battle/gurps/BattleSetup.h"

#include <QStringList>

namespace muster::gurps {

// "Initial Intelligence": what the commander of `side` knows of the enemy before the first round.
// Pitched battle: the enemy's elements by name and number (heroes not identified). Encounter battle: the
// troops of each mobility within +-20%. A side that starts confused learns nothing.
QStringList initialIntelligence(const BattleSetup &setup, int side);

// The range a GM gives for about `actual` (an estimate within +-20% that contains the truth).
struct Estimate
{
    qint64 low = 0;
    qint64 high = 0;
};
Estimate roughEstimate(qint64 actual);

} // namespace muster::gurps
