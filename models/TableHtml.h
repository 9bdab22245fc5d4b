#pragma once

#include <QString>

class QAbstractItemModel;

namespace muster {

// A table as the GM sees it, as an HTML table for paper: the horizontal headers as a heading row that repeats on
// every page, then every row's cells as shown, numbers aligned right and bold cells bold as on screen.
// `fullWidth`: across the page (a roster, a ledger) rather than as wide as its cells (a list of figures).
QString tableToHtml(const QAbstractItemModel &model, bool fullWidth = true);

} // namespace muster
