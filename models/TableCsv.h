#pragma once

#include <QString>

class QAbstractItemModel;

namespace muster {

// A table as the GM sees it, as CSV (common/Csv.h): the horizontal headers, then every row's cells as shown. The
// roster export writes the roster's table and then the figures' (Force TS, total TS, TS by class, Raise, ...).
QString tableToCsv(const QAbstractItemModel &model);

} // namespace muster
