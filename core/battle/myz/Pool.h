#pragma once

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

} // namespace muster::myz
