#include "StoredBattleIo.h"

#include "battle/gurps/BattleJson.h"
#include "battle/gurps/BattleReport.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSaveFile>

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

Status writeBattleReport(const gurps::BattleEngine &engine, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{QCoreApplication::translate("StoredBattle", "Cannot write %1: %2").arg(path, file.errorString()),
                     QStringLiteral("path")};
    file.write(gurps::battleReportHtml(engine).toUtf8());
    if (!file.commit())
        return Error{QCoreApplication::translate("StoredBattle", "Cannot save %1: %2").arg(path, file.errorString()),
                     QStringLiteral("path")};
    return success();
}

} // namespace muster
