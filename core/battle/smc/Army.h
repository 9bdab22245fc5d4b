#pragma once

#include "battle/smc/SmcRules.h"
#include "common/Result.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace muster::smc {

// A unit's leader: the pools the rout, Rally, Withdraw and Maintain Tactics rolls use.
struct UnitLeader
{
    QString name;
    int leadership = 3; // dice
    int tactics = 3;    // dice
    friend bool operator==(const UnitLeader &, const UnitLeader &) = default;
};

// "Armies and units": a unit of Simplified Mass Combat.
struct Unit
{
    QString name;
    UnitStrength strength;  // Magnitude, and Health left in its current level
    int power = 3;          // Clash dice
    int drill = 1;
    int morale = 1;
    int might = 0;
    int battlePlans = 0;    // accuracy dice in a Clash
    bool ranged = false;    // attacks without engaging
    UnitLeader leader;
    friend bool operator==(const Unit &, const Unit &) = default;
};

// An army: its units, its commander, and its response speed (the faster acts first).
struct Army
{
    QString name;
    qint64 forceId = 0; // the campaign force it is, or 0
    QString commander;
    int responseSpeed = 0;
    QList<Unit> units;
    friend bool operator==(const Army &, const Army &) = default;
};

// The battle file's shape of an army: {"name", "force_id", "commander", "response_speed", "units": [{"name",
// "magnitude", "health", "power", "drill", "morale", "might", "battle_plans", "ranged", "leader": {"name",
// "leadership", "tactics"}}]}. Health defaults to a full level; reading refuses figures out of range by field.
QJsonObject armyToJson(const Army &army);
Result<Army> armyFromJson(const QJsonObject &object, const QString &path, const SmcOptions &options = {});

} // namespace muster::smc
