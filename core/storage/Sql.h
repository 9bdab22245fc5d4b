#pragma once

#include "common/Result.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>
#include <QVariantList>

namespace muster::Sql {

// One statement, bound values only. The error names the statement's first words for the log.
Status exec(QSqlDatabase database, const QString &statement, const QVariantList &values = {});
// Prepares and executes; the query is positioned before the first row.
Result<QSqlQuery> select(QSqlDatabase database, const QString &statement, const QVariantList &values = {});
// The first column of the first row, or an invalid QVariant.
QVariant scalar(QSqlDatabase database, const QString &statement);

// "?, ?, ?": the placeholders of `count` bound values.
QString placeholders(qsizetype count);
// "a = ?, b = ?": an UPDATE of `columns` with bound values, in their order.
QString assignments(const QStringList &columns);

} // namespace muster::Sql
