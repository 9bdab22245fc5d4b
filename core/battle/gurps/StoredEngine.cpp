#include "StoredEngine.h"

#include "battle/gurps/BattleJson.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace muster {

Result<gurps::BattleEngine> engineFromStored(const StoredBattle &stored)
{
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
