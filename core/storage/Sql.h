#pragma once

#include "common/Result.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariantList>

namespace muster::Sql {

// One statement, bound values only. The error names the statement's first words for the log.
Status exec(QSqlDatabase database, const QString &statement, const QVariantList &values = {});
// Prepares and executes; the query is positioned before the first row.
// What went wrong, in the user's words where SQLite's result code says it (a full disk, an I/O error, ...).
QString cause(const QSqlError &error);

Result<QSqlQuery> select(QSqlDatabase database, const QString &statement, const QVariantList &values = {});
// One statement prepared once and run for each row of values (a month-end's thousands of line updates).
Status execMany(QSqlDatabase database, const QString &statement, const QList<QVariantList> &rows);
// Executes an UPDATE or DELETE that must change exactly one row; `whenNone` if it changed none (the row is
// no longer in the file).
Status execOne(QSqlDatabase database, const QString &statement, const QVariantList &values,
               const Error &whenNone);
// INSERT INTO `table` (id, `columns`) with `values` after the id; an id of 0 lets SQLite choose one, a
// non-zero id is kept (an undone deletion comes back under its id). Returns the row's id.
Result<qint64> insertRow(QSqlDatabase database, const QString &table, qint64 id, const QString &columns,
                         const QVariantList &values);
// insertRow for many rows with one prepared statement: `ids` gives each row's id (0: SQLite chooses) and
// comes back with the ids the rows got.
Status insertRows(QSqlDatabase database, const QString &table, QList<qint64> &ids, const QString &columns,
                  const QList<QVariantList> &rows);
// UPDATE `table` SET each of `columns` to `values`, in their order, WHERE id = `id`; `whenNone` if no row
// has that id (it is no longer in the file).
Status updateRow(QSqlDatabase database, const QString &table, qint64 id, const QStringList &columns,
                 const QVariantList &values, const Error &whenNone);
// The first column of the first row, or an invalid QVariant.
QVariant scalar(QSqlDatabase database, const QString &statement);

// "?, ?, ?": the placeholders of `count` bound values.
QString placeholders(qsizetype count);
// "a = ?, b = ?": an UPDATE of `columns` with bound values, in their order.
QString assignments(const QStringList &columns);

// A table whose rows keep the GM's order in a `position` column (0, 1, 2, ... without gaps), each list
// within a scope: "force_id = ?" with the force's id, or the whole table when scope is empty.
struct OrderedRows
{
    OrderedRows(QString table, QString scope = {}, QVariantList scopeValues = {})
        : table(std::move(table)), scope(std::move(scope)), scopeValues(std::move(scopeValues))
    {
    }

    QString table;
    QString scope;
    QVariantList scopeValues;
};
// Moves the rows at `position` and after one place down, to make room for an insert at `position`.
Status makeRoom(QSqlDatabase database, const OrderedRows &rows, int position);
// Deletes the row `where` selects (with its values) and moves the later ones up, so that later inserts by
// position keep the order the GM sees. Deleting a row that is not there is not an error.
Status removeClosingGap(QSqlDatabase database, const OrderedRows &rows, const QString &where,
                        const QVariantList &whereValues);

} // namespace muster::Sql
