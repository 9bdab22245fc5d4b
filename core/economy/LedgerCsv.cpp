#include "LedgerCsv.h"

#include "common/Csv.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace muster {

namespace {

struct LedgerCsvText
{
    Q_DECLARE_TR_FUNCTIONS(LedgerCsv)
};

// "-1234.05": exact from the cents (no double), no thousands separator, '.' whatever the locale,
// so that every spreadsheet reads it as a number.
QString dollarsText(Money amount)
{
    const qint64 cents = amount.cents();
    const qint64 magnitude = cents < 0 ? -cents : cents;
    return QStringLiteral("%1%2.%3").arg(cents < 0 ? QStringLiteral("-") : QString(),
                                         QString::number(magnitude / 100),
                                         QStringLiteral("%1").arg(magnitude % 100, 2, 10, QLatin1Char('0')));
}

// The name of the force or element, its id if it has no name, nothing for 0.
QString nameOrId(const QHash<qint64, QString> &names, qint64 id)
{
    return id == 0 ? QString() : names.value(id, QString::number(id));
}

} // namespace

QString ledgerToCsv(const Treasury &treasury, const LedgerNames &names,
                    const std::function<QString(const LedgerEntry &)> &describe)
{
    QString csv = csvRow({LedgerCsvText::tr("Date"), LedgerCsvText::tr("Treasury"), LedgerCsvText::tr("Category"),
                          LedgerCsvText::tr("Amount"), LedgerCsvText::tr("Balance"), LedgerCsvText::tr("Force"),
                          LedgerCsvText::tr("Element"), LedgerCsvText::tr("Description")});
    Money balance = treasury.warChest;
    for (const LedgerEntry &entry : treasury.ledger().entries()) {
        balance += entry.amount;
        csv += csvRow({isoDate(entry.date), treasury.name, ledgerCategoryName(entry.category),
                       dollarsText(entry.amount), dollarsText(balance), nameOrId(names.forces, entry.forceId),
                       nameOrId(names.lines, entry.lineId), describe ? describe(entry) : entry.description});
    }
    return csv;
}

} // namespace muster
