// GURPS Mass Combat in muster-cli: a scripted battle round by round (BattleCommand.cpp), the odds of a round
// with its strategy matrix (OddsCommand.cpp) and the forecast of the whole battle (ForecastCommand.cpp).
#pragma once

#include "BattleScripts.h"
#include "battle/gurps/GurpsRuleSet.h"

namespace muster::cli {

inline const QString gurpsRuleSetId = QString::fromLatin1(gurps::GurpsRuleSet::ruleSetId);

Result<QJsonObject> gurpsBattle(const QJsonObject &file);
Result<QJsonObject> gurpsOdds(const QJsonObject &file);
Result<QJsonObject> gurpsForecast(const QJsonObject &file);

class GurpsBattleScripts : public BattleScripts
{
public:
    QString ruleSetId() const override { return gurpsRuleSetId; }
    Result<QJsonObject> battle(const QJsonObject &file) const override { return gurpsBattle(file); }
    Result<QJsonObject> odds(const QJsonObject &file) const override { return gurpsOdds(file); }
    Result<QJsonObject> forecast(const QJsonObject &file) const override { return gurpsForecast(file); }
};

} // namespace muster::cli
