#pragma once

#include "battle/myz/MyzBattle.h"
#include "common/Result.h"
#include "dice/DiceSource.h"

#include <QByteArray>
#include <QJsonObject>

namespace muster::myz {

// The battle file of the MYZ rule set: the set-up's keys ("name", "factions", "terrain", "siege_defender",
// "waterway", "reconnaissance", "restore_per_pair") and "steps", each {"step": "risk", ...}. The record the campaign
// keeps is the same with every die written out; a script (muster-cli battle) may leave dice out, and they are
// rolled.
QJsonObject setupToJson(const BattleSetup &setup);
Result<BattleSetup> setupFromJson(const QJsonObject &object);
QJsonObject factionToJson(const Faction &faction);
Result<Faction> factionFromJson(const QJsonObject &object, const QString &path);

QJsonObject stepToJson(const Step &step);
// A step as the battle stands now. Counts of dice left out come from the people's skills and the battle; faces left
// out are rolled from `roller`, or refused when there is none (a record has every die).
Result<Step> stepFromJson(const QJsonObject &object, const MyzBattle &battle, dice::DiceSource *roller,
                          const QString &path);

// The campaign's record: {"setup": ..., "steps": [...]}, compact.
QByteArray battleRecord(const MyzBattle &battle);
Result<MyzBattle> battleFromRecord(const QByteArray &record);
// Replays `steps` (a JSON list) on `battle`, stopping at the first that is refused; the error names it.
Status takeSteps(MyzBattle &battle, const QJsonArray &steps, dice::DiceSource *roller);

} // namespace muster::myz
