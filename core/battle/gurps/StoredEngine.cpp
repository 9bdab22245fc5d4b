#include "StoredEngine.h"

#include "battle/gurps/BattleJson.h"
#include "battle/gurps/GurpsRuleSet.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace muster {

Result<gurps::BattleEngine> engineFromStored(const StoredBattle &stored)
{
    // A battle of another rule set has a record of another shape: say so rather than call it damaged.
    if (stored.ruleSet != QLatin1String(gurps::GurpsRuleSet::ruleSetId)) {
        const RuleSet *other = RuleSets::find(stored.ruleSet);
        return Error{QCoreApplication::translate("StoredBattle", "\"%1\" is not a GURPS Mass Combat battle: it is fought under %2.")
                         .arg(stored.name, other ? other->displayName() : stored.ruleSet),
                     QStringLiteral("rule_set")};
    }
    QJsonParseError parseError;
    const QJsonDocument json = QJsonDocument::fromJson(stored.record, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{QCoreApplication::translate("StoredBattle", "The record of \"%1\" is damaged: %2")
                         .arg(stored.name, parseError.errorString()),
                     QStringLiteral("record")};
    const auto record = gurps::battleRecordFromJson(json.object());
    if (!record)
        return record.error();
    return gurps::BattleEngine::replay(record->setup, record->decisions);
}

} // namespace muster
