#pragma once

#include "economy/Calendar.h"
#include "economy/Ledger.h"

#include <QHash>
#include <QList>
#include <QString>

namespace muster {

// Names for the force and element columns of an export; an id without a name is written as a number.
struct LedgerNames
{
    QHash<qint64, QString> forces;
    QHash<qint64, QString> lines;
};

// The entries as CSV (RFC 4180: a header row, fields with commas, quotes or line breaks quoted, CRLF line
// ends), amounts in dollars with two decimals and no thousands separator so spreadsheets read them as
// numbers. The caller writes the text with QSaveFile.
QString ledgerToCsv(const QList<LedgerEntry> &entries, const Calendar &calendar,
                    const LedgerNames &names = {});

} // namespace muster
