#include "Sql.h"

#include "WriteFaults.h"

#include <QCoreApplication>
#include <QSqlError>

namespace muster::Sql {

// What went wrong, in the user's words where SQLite's result code says it (the primary code is the low byte
// of an extended one); SQLite's own text otherwise.
QString cause(const QSqlError &error)
{
    switch (error.nativeErrorCode().toInt() & 0xff) {
    case 13: // SQLITE_FULL
        return QCoreApplication::translate("Storage", "the disk is full");
    case 10: // SQLITE_IOERR
        return QCoreApplication::translate("Storage", "the disk reported an input/output error");
    case 8: // SQLITE_READONLY
        return QCoreApplication::translate("Storage", "the file may not be written");
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return QCoreApplication::translate("Storage", "another program is using the file");
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return QCoreApplication::translate("Storage", "the file is damaged");
    default:
        return error.text();
    }
}

static Error sqlError(const QSqlQuery &query, const QString &statement)
{
    return Error{
        QCoreApplication::translate("Storage", "The campaign file could not be written or read (%1): %2.")
            .arg(statement.section(QLatin1Char(' '), 0, 2), cause(query.lastError())),
        QStringLiteral("file")};
}

static Error injectedFailure(const QString &statement)
{
    return Error{QCoreApplication::translate("Storage", "The campaign file could not be written or read (%1): %2.")
                     .arg(statement.section(QLatin1Char(' '), 0, 2), QStringLiteral("injected write failure")),
                 QStringLiteral("file")};
}

static bool writes(const QString &statement)
{
    return !statement.startsWith(QLatin1String("SELECT")) && !statement.startsWith(QLatin1String("PRAGMA"));
}

namespace {

void bindAll(QSqlQuery &query, const QVariantList &values)
{
    for (qsizetype i = 0; i < values.size(); ++i) {
        const QVariant &value = values.at(i);
        // Qt binds a null QString as SQL NULL; Muster's text columns hold "" for "no text".
        if (value.typeId() == QMetaType::QString && value.toString().isNull())
            query.bindValue(int(i), QStringLiteral(""));
        else
            query.bindValue(int(i), value);
    }
}

} // namespace

Result<QSqlQuery> select(QSqlDatabase database, const QString &statement, const QVariantList &values)
{
    QSqlQuery query(database);
    query.setForwardOnly(true);
    if (!query.prepare(statement))
        return sqlError(query, statement);
    if (writes(statement) && WriteFaults::nextWriteFails())
        return injectedFailure(statement);
    bindAll(query, values);
    if (!query.exec())
        return sqlError(query, statement);
    return query;
}

Status execMany(QSqlDatabase database, const QString &statement, const QList<QVariantList> &rows)
{
    QSqlQuery query(database);
    query.setForwardOnly(true);
    if (!query.prepare(statement))
        return sqlError(query, statement);
    for (const QVariantList &values : rows) {
        if (WriteFaults::nextWriteFails())
            return injectedFailure(statement);
        bindAll(query, values);
        if (!query.exec())
            return sqlError(query, statement);
    }
    return success();
}

Status exec(QSqlDatabase database, const QString &statement, const QVariantList &values)
{
    auto query = select(database, statement, values);
    if (!query)
        return query.error();
    return success();
}

Status execOne(QSqlDatabase database, const QString &statement, const QVariantList &values,
               const Error &whenNone)
{
    auto query = select(database, statement, values);
    if (!query)
        return query.error();
    if (query->numRowsAffected() != 1)
        return whenNone;
    return success();
}

Result<qint64> insertRow(QSqlDatabase database, const QString &table, qint64 id, const QString &columns,
                         const QVariantList &values)
{
    auto query = select(database,
                        QStringLiteral("INSERT INTO %1 (id, %2) VALUES (%3)")
                            .arg(table, columns, placeholders(values.size() + 1)),
                        QVariantList{id > 0 ? QVariant(id) : QVariant()} + values);
    if (!query)
        return query.error();
    return query->lastInsertId().toLongLong();
}

Status insertRows(QSqlDatabase database, const QString &table, QList<qint64> &ids, const QString &columns,
                  const QList<QVariantList> &rows)
{
    if (rows.isEmpty())
        return success();
    const QString statement = QStringLiteral("INSERT INTO %1 (id, %2) VALUES (%3)")
                                  .arg(table, columns, placeholders(rows.constFirst().size() + 1));
    QSqlQuery query(database);
    query.setForwardOnly(true);
    if (!query.prepare(statement))
        return sqlError(query, statement);
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (WriteFaults::nextWriteFails())
            return injectedFailure(statement);
        bindAll(query, QVariantList{ids.at(i) > 0 ? QVariant(ids.at(i)) : QVariant()} + rows.at(i));
        if (!query.exec())
            return sqlError(query, statement);
        ids[i] = query.lastInsertId().toLongLong();
    }
    return success();
}

Status updateRow(QSqlDatabase database, const QString &table, qint64 id, const QStringList &columns,
                 const QVariantList &values, const Error &whenNone)
{
    return execOne(database, QStringLiteral("UPDATE %1 SET %2 WHERE id = ?").arg(table, assignments(columns)),
                   values + QVariantList{id}, whenNone);
}

QVariant scalar(QSqlDatabase database, const QString &statement)
{
    auto query = select(database, statement);
    if (!query)
        return {};
    QSqlQuery q = std::move(query).value();
    return q.next() ? q.value(0) : QVariant();
}

QString placeholders(qsizetype count)
{
    return QStringList(count, QStringLiteral("?")).join(QStringLiteral(", "));
}

QString assignments(const QStringList &columns)
{
    return columns.join(QStringLiteral(" = ?, ")) + QStringLiteral(" = ?");
}

static QString scoped(const OrderedRows &rows, const QString &condition)
{
    return rows.scope.isEmpty() ? condition : rows.scope + QStringLiteral(" AND ") + condition;
}

Status makeRoom(QSqlDatabase database, const OrderedRows &rows, int position)
{
    // Table and scope are Muster's own names, never the user's.
    return exec(database,
                QStringLiteral("UPDATE %1 SET position = position + 1 WHERE %2")
                    .arg(rows.table, scoped(rows, QStringLiteral("position >= ?"))),
                rows.scopeValues + QVariantList{position});
}

Status removeClosingGap(QSqlDatabase database, const OrderedRows &rows, const QString &where,
                        const QVariantList &whereValues)
{
    auto position = select(
        database, QStringLiteral("SELECT position FROM %1 WHERE %2").arg(rows.table, where), whereValues);
    if (!position)
        return position.error();
    const QVariant at = position->next() ? position->value(0) : QVariant();
    position->finish();
    if (Status s =
            exec(database, QStringLiteral("DELETE FROM %1 WHERE %2").arg(rows.table, where), whereValues);
        !s)
        return s;
    if (!at.isValid())
        return success();
    return exec(database,
                QStringLiteral("UPDATE %1 SET position = position - 1 WHERE %2")
                    .arg(rows.table, scoped(rows, QStringLiteral("position > ?"))),
                rows.scopeValues + QVariantList{at});
}

} // namespace muster::Sql
