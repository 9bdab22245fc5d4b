#pragma once

#include "battle/gurps/BattleSetup.h"

#include <QStringList>

namespace muster::gurps {

// What one side's commander may be told before the battle, and nothing more: the field, the side's own standing
// (an advantage it won, a confused start), Initial Intelligence of the enemy and, for the winner of the
// Reconnaissance Contest, its estimate. No TS, no hero, no Disloyal element, no exact count an encounter hides:
// it is made only from Intelligence.h's lines and the battle's public facts, so a player can be handed it.
struct PlayerHandout
{
    QString battle;
    QString side;   // whom it is for
    QString enemy;  // the enemy's name
    QString field;  // "Pitched battle; Rural; day; fair weather."
    QString standing; // "You have the initiative." ... empty when nothing sets the side apart
    QStringList initialIntelligence;
    QStringList reconnaissance; // empty unless the side won the Reconnaissance Contest
};

PlayerHandout playerHandout(const BattleSetup &setup, int side);

// The handout as a page for the screen and for paper.
QString playerHandoutHtml(const PlayerHandout &handout);

} // namespace muster::gurps
