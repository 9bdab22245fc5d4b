#pragma once

#include "economy/Calendar.h"
#include "economy/Ledger.h"
#include "economy/Treasury.h"

#include <QHash>
#include <QList>
#include <QString>

#include <functional>

namespace muster {

// Names for the force and element columns of an export; an id without a name is written as a number.
struct LedgerNames
{
    QHash<qint64, QString> forces;
    QHash<qint64, QString> lines;
};

// A treasury's ledger as CSV (RFC 4180: a header row, fields with commas, quotes or line breaks quoted, CRLF
// line ends): ISO dates, the treasury's name, amounts and the balance after each entry in dollars with two
// decimals and no thousands separator, so that spreadsheets read them as dates and numbers; descriptions as
// `describe` words them (the reader's language). The caller writes the text with QSaveFile.
QString ledgerToCsv(const Treasury &treasury, const LedgerNames &names = {},
                    const std::function<QString(const LedgerEntry &)> &describe = {});

} // namespace muster
