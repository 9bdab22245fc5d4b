// "Simplified Mass Combat" in muster-cli: a battle file played turn by turn (dice left out are rolled from the
// seed), and the odds of the roll the file has reached.
#pragma once

#include "BattleScripts.h"
#include "battle/smc/SmcRuleSet.h"

namespace muster::cli {

inline const QString smcRuleSetId = QString::fromLatin1(smc::SmcRuleSet::ruleSetId);

Result<QJsonObject> smcBattle(const QJsonObject &file);
Result<QJsonObject> smcOdds(const QJsonObject &file);

class SmcBattleScripts : public BattleScripts
{
public:
    QString ruleSetId() const override { return smcRuleSetId; }
    Result<QJsonObject> battle(const QJsonObject &file) const override { return smcBattle(file); }
    Result<QJsonObject> odds(const QJsonObject &file) const override { return smcOdds(file); }
};

} // namespace muster::cli
