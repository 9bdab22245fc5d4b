#pragma once

#include "battle/d20/D20Battle.h"
#include "common/Result.h"
#include "dice/DiceSource.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>

namespace muster::d20 {

// The battle file of d20 strategic combat: {"name", "options": {"natural_one_misses", "morale_dc"}, "board": {...},
// "armies": [army, army] (Army.h), "first_army"} and "steps". Units and champions are named; a facing is 0 to 7 or
// n, ne, e, se, s, sw, w, nw. The steps:
//   {"step": "champion", "army", "champion", "join": unit name ("" leaves), "action": text}
//   {"step": "activate", "army", "unit", "face", "move_to": [x, y], "face_again", "engage": [names],
//    "action": "none" | "attack" | "disengage" | "rest", "target": name, "spared": [names]}
//   {"step": "roll", "roll": "attack" | "retaliation" | "free-attack" | "morale", "army", "unit", "face": 1-20}
//   {"step": "pursue", "army", "unit", "pursue": true | false}
//   {"step": "end_turn"}, {"step": "end", "reason"}
QJsonObject setupToJson(const BattleSetup &setup);
Result<BattleSetup> setupFromJson(const QJsonObject &object);
QJsonObject stepToJson(const Step &step, const BattleSetup &setup);
// A step as the battle stands now; a roll's kind and unit default to the roll due, its face left out is rolled from
// `roller`, or refused when there is none (a record has every die).
Result<Step> stepFromJson(const QJsonObject &object, const D20Battle &battle, dice::DiceSource *roller, const QString &path);
Status takeSteps(D20Battle &battle, const QJsonArray &steps, dice::DiceSource *roller);
// A script's steps: before each step that is not a roll, the rolls due are rolled from `roller` and (unless the step is
// a pursuit choice) the pursuits due declined; so are those left at the end.
Status playScript(D20Battle &battle, const QJsonArray &steps, dice::DiceSource &roller);

QByteArray battleRecord(const D20Battle &battle);
Result<D20Battle> battleFromRecord(const QByteArray &record);

QString rollKindCode(RollKind kind);

} // namespace muster::d20
