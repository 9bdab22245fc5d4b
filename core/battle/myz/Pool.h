#pragma once

#include "battle/myz/Faces.h"

#include <QList>
#include <QString>

namespace muster::myz {

enum class DieKind { Battle, Strategy, Support };

// One reason for dice in a Battle Pool: "+1 Support Die: Artillery units".
struct PoolLine
{
    DieKind kind = DieKind::Battle;
    int dice = 0;
    QString reason;
    friend bool operator==(const PoolLine &, const PoolLine &) = default;
};

// A leader's Battle Pool for a Wave, with every die explained.
struct BattlePool
{
    int battle = 0;
    int strategy = 0;
    int support = 0;          // rolled
    int supportSetAside = 0;  // damaged by a Commando Operation: not rolled until repaired
    QList<PoolLine> lines;

    int dice() const { return battle + strategy + support; }
    friend bool operator==(const BattlePool &, const BattlePool &) = default;
};

// "+2 Strategy Dice: surprise" for a line of the breakdown.
QString poolLineText(const PoolLine &line);

// Dice as the table reads them: a six is a success (☢), a one is a loss on a Battle Die (☠) and damage on a Support
// Die (✗; the supplement's fire symbol is missing from common fonts), and means nothing on a Strategy Die.
QString facesText(const Faces &faces, DieKind kind);
// What the symbols of facesText mean, for a legend.
QString facesLegend();

} // namespace muster::myz
