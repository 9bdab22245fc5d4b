#include "Sql.h"

#include <QCoreApplication>
#include <QSqlError>

namespace muster::Sql {

static Error sqlError(const QSqlQuery &query, const QString &statement)
{
    return Error{
        QCoreApplication::translate("Storage", "The campaign file could not be written or read (%1): %2")
            .arg(statement.section(QLatin1Char(' '), 0, 2), query.lastError().text()),
        QStringLiteral("file")};
}

Result<QSqlQuery> select(QSqlDatabase database, const QString &statement, const QVariantList &values)
{
    QSqlQuery query(database);
    query.setForwardOnly(true);
    if (!query.prepare(statement))
        return sqlError(query, statement);
    for (const QVariant &value : values) {
        // Qt binds a null QString as SQL NULL; Muster's text columns hold "" for "no text".
        if (value.typeId() == QMetaType::QString && value.toString().isNull())
            query.addBindValue(QStringLiteral(""));
        else
            query.addBindValue(value);
    }
    if (!query.exec())
        return sqlError(query, statement);
    return query;
}

Status exec(QSqlDatabase database, const QString &statement, const QVariantList &values)
{
    auto query = select(database, statement, values);
    if (!query)
        return query.error();
    return success();
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

} // namespace muster::Sql
