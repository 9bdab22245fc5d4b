#include "BattleRepository.h"

#include "storage/Sql.h"
#include "storage/TransactionGuard.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace muster {

namespace {

// Milliseconds and an explicit "Z", so that the text sorts as the times do and reads back equal.
QString timeText(const QDateTime &time)
{
    return time.isValid() ? time.toUTC().toString(Qt::ISODateWithMs) : QString();
}

QDateTime timeFromText(const QString &text)
{
    return QDateTime::fromString(text, Qt::ISODateWithMs).toUTC();
}

// The columns after id, in the order battleValues() gives them.
const QStringList battleColumnNames =
    QStringLiteral("rule_set, name, status, created, updated, summary, record").split(QStringLiteral(", "));
const QString battleColumns = battleColumnNames.join(QStringLiteral(", "));

QVariantList battleValues(const StoredBattle &battle)
{
    // Bound as text, not as a blob: the column is TEXT, so the file stays readable by SQLite's JSON
    // functions in a future migration.
    return {battle.ruleSet,
            battle.name,
            battleStatusCode(battle.status),
            timeText(battle.created),
            timeText(battle.updated),
            battle.summary,
            QString::fromUtf8(battle.record)};
}

} // namespace

Result<QList<StoredBattle>> BattleRepository::load() const
{
    auto rows =
        Sql::select(m_database, QStringLiteral("SELECT id, %1 FROM battles ORDER BY id").arg(battleColumns));
    if (!rows)
        return rows.error();
    QList<StoredBattle> battles;
    while (rows->next()) {
        StoredBattle battle;
        battle.id = rows->value(0).toLongLong();
        battle.ruleSet = rows->value(1).toString();
        battle.name = rows->value(2).toString();
        const auto status = battleStatusFromCode(rows->value(3).toString());
        if (!status)
            return Error{QCoreApplication::translate(
                             "Storage", "The battle \"%1\" has a status this version does not know: %2")
                             .arg(battle.name, rows->value(3).toString()),
                         QStringLiteral("battle")};
        battle.status = *status;
        battle.created = timeFromText(rows->value(4).toString());
        battle.updated = timeFromText(rows->value(5).toString());
        battle.summary = rows->value(6).toString();
        battle.record = rows->value(7).toString().toUtf8();
        battles.append(std::move(battle));
    }
    return battles;
}

Status BattleRepository::insert(StoredBattle &battle)
{
    qint64 id = 0;
    Status status = inTransaction(m_database, [&]() -> Status {
        auto inserted = Sql::insertRow(m_database, QStringLiteral("battles"), battle.id, battleColumns,
                                       battleValues(battle));
        if (!inserted)
            return inserted.error();
        id = *inserted;
        return success();
    });
    if (status)
        battle.id = id;
    return status;
}

Status BattleRepository::update(const StoredBattle &battle)
{
    return inTransaction(m_database, [&] {
        return Sql::updateRow(
            m_database, QStringLiteral("battles"), battle.id, battleColumnNames, battleValues(battle),
            Error{QCoreApplication::translate(
                      "Storage", "The battle \"%1\" is no longer in the campaign file; it was not saved.")
                      .arg(battle.name),
                  QStringLiteral("battle")});
    });
}

Status BattleRepository::remove(qint64 battleId)
{
    return inTransaction(m_database, [&] {
        return Sql::exec(m_database, QStringLiteral("DELETE FROM battles WHERE id = ?"), {battleId});
    });
}

} // namespace muster
