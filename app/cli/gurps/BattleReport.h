// The JSON muster-cli prints about a GURPS battle: the sides' strengths with their breakdowns, each
// round as the engine recorded it, the result and the aftermath.
#pragma once

#include "battle/gurps/BattleEngine.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

namespace muster::cli {

// Per side: name, TS and BSM with their breakdowns, superiorities, elements, people.
QJsonArray sidesJson(const gurps::BattleEngine &engine);
QJsonObject effectiveSkillJson(const gurps::EffectiveSkill &skill);
// The round the engine recorded at `index` of state().rounds.
QJsonObject roundJson(const gurps::BattleEngine &engine, int index);
QJsonValue disloyalJson(const gurps::BattleEngine &engine); // null when no side needed the check
QJsonObject resultJson(const gurps::BattleEngine &engine);
QJsonValue pursuitJson(const gurps::BattleEngine &engine);   // null without a pursuit
QJsonValue aftermathJson(const gurps::BattleEngine &engine); // null while the battle goes on

// Special battles (the input's "special"), added only then so that other reports stay as they were.
// The type of campaign and the situation as the input spells them, with their names.
QJsonObject specialBattleJson(const gurps::BattleEngine &engine);
// To a side of sidesJson: the elements sitting out and why, those fighting at reduced TS, the combatants,
// and the Defense Bonus the special rules give it (replacing the GM's figure) with its breakdown.
void addSpecialSideJson(const gurps::BattleEngine &engine, int side, QJsonObject &object);
// To a round of roundJson: how long it lasted (4x in a siege, 24x for Deliberate Attack against Deliberate
// Defense).
void addSpecialRoundJson(const gurps::BattleEngine &engine, int index, QJsonObject &round);

// "none", "talks", "stalemate", "no-battle".
QString specialCaseCode(gurps::SpecialCase special);
// "1-3", "4-6", ... "20+"; "0" for a Skirmish win halved to nothing.
QString bandLabel(int band);

} // namespace muster::cli
