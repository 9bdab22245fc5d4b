#pragma once

#include "battle/gurps/BattleSetup.h"
#include "common/JsonReader.h"
#include "common/Result.h"

#include <QJsonObject>

namespace muster::gurps {

// The special battle in the set-up's JSON ("special": {...}). Every member is optional with the default
// of an ordinary land battle; errors name the field under `path`.
QJsonObject specialBattleToJson(const SpecialBattle &special);
Result<SpecialBattle> specialBattleFromJson(const QJsonObject &object, const QString &path);

// An element's special-battle members ("in_range", "carried_by", "participation", "tl",
// "poor_equipment", "nuke_capable"; Flagship and Sealed are among its "features").
void elementSpecialsToJson(const BattleElement &element, QJsonObject &object);
void elementSpecialsFromJson(JsonReader &reader, BattleElement &element);

// A set-up saved before special battles existed fought every element it listed, whatever its mobility:
// such a record gets every element the land campaign would leave out marked "put in by the GM", so that
// it loads and replays exactly as it was fought.
void keepEveryElementFighting(BattleSetup &setup);

} // namespace muster::gurps
