#pragma once

#include "battle/d20/Army.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>
#include <variant>

namespace muster::d20 {

// A battle of d20 strategic combat as it is set up: its name, the rule options, the board, the two armies and which
// of them acts first in each round.
struct BattleSetup
{
    QString name;
    D20Options options;
    Board board;
    std::array<Army, 2> armies;
    int firstArmy = 0;
};

// A unit of either army: army 0 or 1 and its place in that army's list.
struct UnitRef
{
    int army = 0;
    int unit = 0;
    friend bool operator==(const UnitRef &, const UnitRef &) = default;
};

// "Battlefield Champions": a champion's one action of the round, before its army's units act: joining a unit (or
// leaving the one it is with) and what it does, as the GM describes it.
struct ChampionStep
{
    int army = 0;
    int champion = 0;
    std::optional<QString> join; // a unit's name; empty: leaves the unit it is with; nullopt: stays as it is
    QString action;
    friend bool operator==(const ChampionStep &, const ChampionStep &) = default;
};

// What a unit does with its action.
enum class ActionKind { None, Attack, Disengage, Rest };

// "Unit Actions": one unit's turn of the round: its free facing change, its move (or a second facing change instead),
// the enemies it engages (free, needs facing) and its action. Moving away while engaged without Disengaging gives every
// engaged enemy a free attack; with more than two engaged, all but the two it spares attack even when it Disengages.
struct ActivationStep
{
    UnitRef unit;
    std::optional<int> face;        // the free facing change, before the move
    std::optional<Tile> moveTo;     // a reserve unit enters through a free tile of its reinforcement zones
    std::optional<int> faceAgain;   // a second facing change, after the move; costs the move (ruling)
    QList<int> engage;              // enemy units, by index
    ActionKind action = ActionKind::None;
    int target = -1;                // the enemy attacked
    QList<int> spared;              // when Disengaging from more than two: the two that do not attack
    friend bool operator==(const ActivationStep &, const ActivationStep &) = default;
};

// The rolls the battle asks for.
enum class RollKind { Attack, Retaliation, FreeAttack, Morale };

// The d20 of the roll due (D20Battle::pendingRoll); kind and unit say which roll it is for.
struct RollStep
{
    RollKind kind = RollKind::Attack;
    UnitRef unit; // who rolls
    int face = 1;
    friend bool operator==(const RollStep &, const RollStep &) = default;
};

// "Pursuit": a unit engaged with one that shattered chooses whether to pursue.
struct PursuitStep
{
    UnitRef unit;
    bool pursue = false;
    friend bool operator==(const PursuitStep &, const PursuitStep &) = default;
};

// The army whose turn it is has done with it: the other army's turn, or the next round.
struct EndTurnStep
{
    friend bool operator==(const EndTurnStep &, const EndTurnStep &) = default;
};

// The GM ends the battle, with a reason for the log.
struct EndStep
{
    QString reason;
    friend bool operator==(const EndStep &, const EndStep &) = default;
};

using Step = std::variant<ChampionStep, ActivationStep, RollStep, PursuitStep, EndTurnStep, EndStep>;

} // namespace muster::d20
