#pragma once

#include "battle/smc/SmcBattle.h"
#include "common/Result.h"
#include "dice/DiceSource.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>

namespace muster::smc {

// The battle file of Simplified Mass Combat: {"name", "options": {"health_per_magnitude", "success_target",
// "tens_count_twice", "flurry_penalty"}, "armies": [army, army]} (Army.h), then either the record's "steps" or a
// script's "turns". Units are named, not numbered: names are unique within an army.
QJsonObject setupToJson(const BattleSetup &setup);
Result<BattleSetup> setupFromJson(const QJsonObject &object);

// A step: {"step": "declare", "units": [{"army": 0, "unit": "Red Guard", "rally", "withdraw", "engage": "Wolves",
// "clash": "Wolves", "special": "..."}]}, {"step": "roll", "roll": "clash", "army": 0, "unit": "Red Guard",
// "faces": [...], "defender_faces": [...]} or {"step": "end", "reason": "..."}.
QJsonObject stepToJson(const Step &step, const BattleSetup &setup);
// A step as the battle stands now. A roll's kind and unit default to the roll due; faces left out are rolled from
// `roller`, or refused when there is none (a record has every die).
Result<Step> stepFromJson(const QJsonObject &object, const SmcBattle &battle, dice::DiceSource *roller,
                          const QString &path);
// Replays `steps` on `battle`, stopping at the first that is refused; the error names it.
Status takeSteps(SmcBattle &battle, const QJsonArray &steps, dice::DiceSource *roller);
// A script's turns: [{"declare": [units as in a declare step], "rolls": [faces or {"faces", "defender_faces"}, ...]}
// or {"end": "reason"}]. Each turn is declared, its rolls take the listed faces in the order the battle asks for
// them, and the rest of the turn's rolls are rolled from `roller`.
Status playTurns(SmcBattle &battle, const QJsonArray &turns, dice::DiceSource &roller);

// The campaign's record: {"setup": ..., "steps": [...]}, compact.
QByteArray battleRecord(const SmcBattle &battle);
Result<SmcBattle> battleFromRecord(const QByteArray &record);

QString rollKindCode(RollKind kind);

} // namespace muster::smc
