#pragma once

#include "battle/gurps/BattleSetup.h"
#include "battle/gurps/Decision.h"
#include "common/Result.h"

#include <QJsonObject>
#include <QList>

namespace muster::gurps {

// The set-up as JSON: what the battle record stores and what muster-cli reads. Errors name the field.
QJsonObject setupToJson(const BattleSetup &setup);
Result<BattleSetup> setupFromJson(const QJsonObject &object);
QJsonObject sideToJson(const SideSetup &side);
// One person of a side, with the keys a battle file's `people` take (and "staff", the record's link to the
// campaign's staff, when there is one).
QJsonObject personToJson(const Person &person);
Result<SideSetup> sideFromJson(const QJsonObject &object, const QString &field);

// A whole battle: {"rule_set": "gurps", "setup": {...}, "decisions": [...]}.
QJsonObject battleRecordToJson(const BattleSetup &setup, const QList<Decision> &decisions);
struct BattleRecordData
{
    BattleSetup setup;
    QList<Decision> decisions;
};
Result<BattleRecordData> battleRecordFromJson(const QJsonObject &object);

} // namespace muster::gurps
