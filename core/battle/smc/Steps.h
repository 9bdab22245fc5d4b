#pragma once

#include "battle/smc/Army.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>
#include <variant>

namespace muster::smc {

// A battle of Simplified Mass Combat as it is set up: its name, the rule options and the two armies.
struct BattleSetup
{
    QString name;
    SmcOptions options;
    std::array<Army, 2> armies;
};

// A unit of either army: army 0 or 1 and its place in that army's list.
struct UnitRef
{
    int army = 0;
    int unit = 0;
    friend bool operator==(const UnitRef &, const UnitRef &) = default;
};

// "Declare Action": what one unit does this turn. Targets are units of the other army, by index; -1 is none.
struct Declaration
{
    UnitRef unit;
    bool rally = false;    // a routing unit's Rally, flurried with anything else declared
    bool withdraw = false; // from every enemy it is engaged with
    int engage = -1;       // Engage Enemy, flurried with its Clash on the same unit
    int clash = -1;
    QString special;       // a Special Action as the GM describes it, with its effect
    friend bool operator==(const Declaration &, const Declaration &) = default;
};

// Step One of a turn: every unit's declaration (units that do nothing have none).
struct DeclareStep
{
    QList<Declaration> declarations;
    friend bool operator==(const DeclareStep &, const DeclareStep &) = default;
};

// The rolls a turn calls for, in the order the battle asks for them.
enum class RollKind { Rally, Withdraw, Clash, Rout, Tactics };

// The faces of the roll the battle asks for next (SmcBattle::pendingRoll): one pool, or for a Clash the attacker's
// and the defender's. Kind and unit say which roll they are for; a step for another roll is refused.
struct RollStep
{
    RollKind kind = RollKind::Clash;
    UnitRef unit;
    QList<int> faces;
    QList<int> defenderFaces;
    friend bool operator==(const RollStep &, const RollStep &) = default;
};

// The GM ends the battle (an army leaves the field, a parley, the night); the reason goes to the log.
struct EndStep
{
    QString reason;
    friend bool operator==(const EndStep &, const EndStep &) = default;
};

using Step = std::variant<DeclareStep, RollStep, EndStep>;

} // namespace muster::smc
