#include "LedgerModel.h"

#include "TextColors.h"
#include "economy/LedgerText.h"

#include <QBrush>
#include <QGuiApplication>
#include <QPalette>

namespace muster {

namespace {

// The name of a force or element, its id if it has none, nothing for 0 (as the CSV export writes it).
QString nameOrId(const QHash<qint64, QString> &names, qint64 id)
{
    return id == 0 ? QString() : names.value(id, QString::number(id));
}

// Orders dates (and so the rows of a sort proxy) whatever the calendar's month names.
qint64 dateKey(const CampaignDate &date)
{
    return (qint64(date.year) * 1000 + date.month) * 1000 + date.day;
}

} // namespace

LedgerModel::LedgerModel(QObject *parent) : QAbstractTableModel(parent) {}

void LedgerModel::setLedger(const Ledger *ledger, const Calendar *calendar, Money openingBalance)
{
    beginResetModel();
    m_entries = ledger ? ledger->entries() : QList<LedgerEntry>();
    m_calendar = calendar ? *calendar : Calendar();
    m_opening = openingBalance;
    rebuild();
    endResetModel();
}

void LedgerModel::setFilter(const LedgerFilter &filter)
{
    beginResetModel();
    m_filter = filter;
    rebuild();
    endResetModel();
}

void LedgerModel::setNames(const LedgerNames &names)
{
    m_names = names;
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, LedgerColumn::Force), index(rowCount() - 1, LedgerColumn::Element));
}

void LedgerModel::rebuild()
{
    m_rows.clear();
    Money balance = m_opening;
    for (const LedgerEntry &entry : std::as_const(m_entries)) {
        balance += entry.amount;
        if (m_filter.matches(entry))
            m_rows.append({entry, balance});
    }
}

const LedgerEntry *LedgerModel::entryAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row).entry : nullptr;
}

qint64 LedgerModel::entryIdAt(int row) const
{
    const LedgerEntry *entry = entryAt(row);
    return entry ? entry->id : 0;
}

Money LedgerModel::balanceAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).balance : Money();
}

QList<LedgerEntry> LedgerModel::shownEntries() const
{
    QList<LedgerEntry> entries;
    entries.reserve(m_rows.size());
    for (const Row &row : m_rows)
        entries.append(row.entry);
    return entries;
}

int LedgerModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LedgerModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : LedgerColumn::ColumnCount;
}

QString LedgerModel::displayText(const Row &row, int column) const
{
    const LedgerEntry &entry = row.entry;
    switch (column) {
    case LedgerColumn::Date:
        return m_calendar.format(entry.date);
    case LedgerColumn::Category:
        return ledgerCategoryName(entry.category);
    case LedgerColumn::Amount:
        return entry.amount.toShortString();
    case LedgerColumn::Balance:
        return row.balance.toShortString();
    case LedgerColumn::Force:
        return nameOrId(m_names.forces, entry.forceId);
    case LedgerColumn::Element:
        return nameOrId(m_names.lines, entry.lineId);
    case LedgerColumn::Description:
        return describe(entry);
    default:
        return {};
    }
}

QVariant LedgerModel::sortValue(const Row &row, int column) const
{
    switch (column) {
    case LedgerColumn::Date:
        return dateKey(row.entry.date);
    case LedgerColumn::Amount:
        return row.entry.amount.cents();
    case LedgerColumn::Balance:
        return row.balance.cents();
    default:
        return displayText(row, column);
    }
}

QVariant LedgerModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return displayText(row, column);
    case Qt::ToolTipRole:
        if (column == LedgerColumn::Amount)
            return row.entry.amount.toLongString();
        if (column == LedgerColumn::Balance)
            return row.balance.toLongString();
        return displayText(row, column);
    case Qt::TextAlignmentRole:
        return column == LedgerColumn::Amount || column == LedgerColumn::Balance
                   ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                   : QVariant();
    case Qt::ForegroundRole: {
        const bool negative = (column == LedgerColumn::Amount && row.entry.amount.cents() < 0) ||
                              (column == LedgerColumn::Balance && row.balance.cents() < 0);
        return negative ? QVariant(QBrush(errorTextColor(QGuiApplication::palette()))) : QVariant();
    }
    case int(Role::SortValue):
        return sortValue(row, column);
    case int(Role::LedgerEntryId):
        return row.entry.id;
    case int(Role::ForceId):
        return row.entry.forceId;
    case int(Role::LineId):
        return row.entry.lineId;
    default:
        return {};
    }
}

QVariant LedgerModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case LedgerColumn::Date:
        return tr("Date");
    case LedgerColumn::Category:
        return tr("Category");
    case LedgerColumn::Amount:
        return tr("Amount");
    case LedgerColumn::Balance:
        return tr("Balance");
    case LedgerColumn::Force:
        return tr("Force");
    case LedgerColumn::Element:
        return tr("Element");
    case LedgerColumn::Description:
        return tr("Description");
    default:
        return {};
    }
}

} // namespace muster
