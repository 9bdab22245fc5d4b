// Reading the hand-written input of `muster-cli battle` and `muster-cli odds`: the two sides (a roster or
// estimated totals, and the people), the start and the conditions, and the small per-side lists the
// rounds are made of. Every error names the field that is wrong.
#pragma once

#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/BattleSetup.h"
#include "common/JsonReader.h"
#include "battle/gurps/Strategy.h"
#include "CliSupport.h"
#include "common/Result.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QStringList>

#include <array>
#include <optional>

namespace muster::cli {

// `name`, `start`, `conditions`, `special` and `sides` as a battle set-up (through setupFromJson, so errors
// name the fields); each side's roster converted against the built-in catalog, with each line's
// special-battle fields ("carried_by", ...). Checked with validateSpecialBattle.
Result<gurps::BattleSetup> battleSetupFromInput(const QJsonObject &input);

// The battle of an odds or forecast file (`odds` and `forecast`): only the `allowed` keys, the set-up as above with
// `casualties` (per side, 0 to 95%) as each side's starting casualties, and the engine started on it.
Result<gurps::BattleEngine> engineFromOddsInput(const QJsonObject &input, const QStringList &allowed);

// [a, b]: one value per side; null or missing entries stay empty.
std::array<std::optional<int>, 2> optionalPair(JsonReader &reader, const QString &key, int low,
                                               int high);
std::array<int, 2> pair(JsonReader &reader, const QString &key, int fallback, int low, int high);
std::array<bool, 2> boolPair(JsonReader &reader, const QString &key, std::array<bool, 2> fallback);

// [[..], [..]]: a value per person of each side (null or missing: empty).
using PerPerson = std::array<QList<std::optional<int>>, 2>;
PerPerson perPerson(JsonReader &reader, const QString &key, int low, int high,
                    std::array<int, 2> people);
std::array<int, 2> peopleCounts(const gurps::BattleSetup &setup);

// "attack" or {"strategy": "attack", "desperate": true}.
std::optional<gurps::StrategyChoice> strategyChoice(JsonReader &reader, const QString &key,
                                                    const QJsonValue &value);
// ["defense", "indirect-attack"]: both sides' choices; `required` fails when the key is missing.
std::array<gurps::StrategyChoice, 2> strategyPair(JsonReader &reader, const QString &key,
                                                  bool required);
// The same shape back: the code, or {"strategy", "desperate": true}.
QJsonValue strategyChoiceToJson(const gurps::StrategyChoice &choice);

} // namespace muster::cli
