// Mutant: Year Zero "Mass Combat" in muster-cli: a battle file played step by step (dice left out are rolled from
// the seed), and the odds of the Battle roll the file has reached.
#pragma once

#include "BattleScripts.h"
#include "battle/myz/MyzRuleSet.h"

namespace muster::cli {

inline const QString myzRuleSetId = QString::fromLatin1(myz::MyzRuleSet::ruleSetId);

Result<QJsonObject> myzBattle(const QJsonObject &file);
Result<QJsonObject> myzOdds(const QJsonObject &file);
Result<QJsonObject> myzForecast(const QJsonObject &file);

class MyzBattleScripts : public BattleScripts
{
public:
    QString ruleSetId() const override { return myzRuleSetId; }
    Result<QJsonObject> battle(const QJsonObject &file) const override { return myzBattle(file); }
    Result<QJsonObject> odds(const QJsonObject &file) const override { return myzOdds(file); }
    Result<QJsonObject> forecast(const QJsonObject &file) const override { return myzForecast(file); }
};

} // namespace muster::cli
