#pragma once

#include <QString>
#include <QStringList>

namespace muster {

// One CSV record (RFC 4180): fields joined by commas, a field holding a comma, a double quote or a line break
// quoted with its quotes doubled, and a CRLF line end.
QString csvRow(const QStringList &fields);

} // namespace muster
