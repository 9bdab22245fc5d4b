#pragma once

#include "DieRoll.h"
#include "common/Result.h"

#include <QJsonObject>

namespace muster::dice {

// Compact, for battle records that hold many dice: {"d":20,"face":17,"typed":false} and
// {"d":10,"faces":[7,1,10],"typed":true}. Reading refuses a die that is not one (2 to 100 sides), a face
// the die does not have and a missing or mistyped key, naming the key in the error's field.
QJsonObject dieRollToJson(const DieRoll &roll);
Result<DieRoll> dieRollFromJson(const QJsonObject &object);
QJsonObject poolRollToJson(const PoolRoll &roll);
Result<PoolRoll> poolRollFromJson(const QJsonObject &object);

} // namespace muster::dice
