#pragma once

#include "catalog/ElementRecord.h"
#include "common/Result.h"

#include <QSqlQuery>
#include <QStringList>
#include <QVariantList>

// How a table stores an ElementRecord (roster_lines and raising_orders): the same columns, written and
// read by the same code.
namespace muster::RecordColumns {

// The record's columns, in the order values() gives them and fromRow() reads them.
const QStringList &names();
QVariantList values(const ElementRecord &record);
// Reads the record from column `first` of the query's current row on; an error when the file holds a
// code (quality, feature, levy service) this version does not know.
Result<ElementRecord> fromRow(const QSqlQuery &query, int first);

} // namespace muster::RecordColumns
