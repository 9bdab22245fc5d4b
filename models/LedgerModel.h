#pragma once

#include "common/Money.h"
#include "economy/Calendar.h"
#include "economy/Ledger.h"
#include "economy/LedgerCsv.h"
#include "models/ModelEnums.h"

#include <QAbstractTableModel>
#include <QList>

namespace muster {

// The entries of one treasury's ledger that a filter lets through, in ledger order, each with the
// balance after it. The balance counts every entry (the filtered-out ones too) from the opening balance,
// so that the last figure is the treasury's balance whatever the filter shows.
//
// The model keeps its own copy of the entries and the calendar: after the ledger changes, call
// setLedger() again (the model is reset).
class LedgerModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit LedgerModel(QObject *parent = nullptr);

    // nullptr for `ledger` clears the model; `calendar` nullptr keeps the Gregorian one.
    void setLedger(const Ledger *ledger, const Calendar *calendar, Money openingBalance);
    void setFilter(const LedgerFilter &filter);
    const LedgerFilter &filter() const { return m_filter; }
    // Names for the Force and Element columns; an id without a name shows as a number.
    void setNames(const LedgerNames &names);

    // The entry of a row (nullptr outside the rows) and the balance after it.
    const LedgerEntry *entryAt(int row) const;
    qint64 entryIdAt(int row) const;
    Money balanceAt(int row) const;
    // The entries shown, in order (for a CSV export of what the GM sees).
    QList<LedgerEntry> shownEntries() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        LedgerEntry entry;
        Money balance; // after the entry
    };

    void rebuild();
    QString displayText(const Row &row, int column) const;
    QVariant sortValue(const Row &row, int column) const;

    QList<LedgerEntry> m_entries;
    Calendar m_calendar;
    Money m_opening;
    LedgerFilter m_filter;
    LedgerNames m_names;
    QList<Row> m_rows;
};

} // namespace muster
