// d20 "strategic combat" in muster-cli: a battle file played step by step on its tile board (dice left out are rolled
// from the seed), and the odds of the roll the file has reached.
#pragma once

#include "BattleScripts.h"
#include "battle/d20/D20RuleSet.h"

namespace muster::cli {

inline const QString d20RuleSetId = QString::fromLatin1(d20::D20RuleSet::ruleSetId);

Result<QJsonObject> d20Battle(const QJsonObject &file);
Result<QJsonObject> d20Odds(const QJsonObject &file);

class D20BattleScripts : public BattleScripts
{
public:
    QString ruleSetId() const override { return d20RuleSetId; }
    Result<QJsonObject> battle(const QJsonObject &file) const override { return d20Battle(file); }
    Result<QJsonObject> odds(const QJsonObject &file) const override { return d20Odds(file); }
};

} // namespace muster::cli
