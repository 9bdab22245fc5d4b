#include "Ledger.h"

#include "common/NameLookup.h"
#include "economy/LedgerText.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster {

namespace {

const char *englishName(LedgerCategory category)
{
    switch (category) {
    case LedgerCategory::Raise:
        return QT_TRANSLATE_NOOP("Ledger", "Raise");
    case LedgerCategory::Maintain:
        return QT_TRANSLATE_NOOP("Ledger", "Maintain");
    case LedgerCategory::Logistics:
        return QT_TRANSLATE_NOOP("Ledger", "Logistics");
    case LedgerCategory::Replacement:
        return QT_TRANSLATE_NOOP("Ledger", "Replacement");
    case LedgerCategory::Hire:
        return QT_TRANSLATE_NOOP("Ledger", "Hire");
    case LedgerCategory::Rebate:
        return QT_TRANSLATE_NOOP("Ledger", "Rebate");
    case LedgerCategory::Loot:
        return QT_TRANSLATE_NOOP("Ledger", "Loot");
    case LedgerCategory::Revenue:
        return QT_TRANSLATE_NOOP("Ledger", "Revenue");
    case LedgerCategory::Manual:
        return QT_TRANSLATE_NOOP("Ledger", "Manual");
    }
    return "";
}

} // namespace

QString ledgerCategoryCode(LedgerCategory category)
{
    return QString::fromLatin1(englishName(category)).toLower();
}

std::optional<LedgerCategory> ledgerCategoryFromString(const QString &text)
{
    return findByName(allLedgerCategories, text, ledgerCategoryCode);
}

QString ledgerCategoryName(LedgerCategory category)
{
    return QCoreApplication::translate("Ledger", englishName(category));
}

bool LedgerFilter::matches(const LedgerEntry &entry) const
{
    if (from && entry.date < *from)
        return false;
    if (to && entry.date > *to)
        return false;
    if (!categories.isEmpty() && !categories.contains(entry.category))
        return false;
    if (forceId && entry.forceId != *forceId)
        return false;
    return text.isEmpty() || describe(entry).contains(text, Qt::CaseInsensitive);
}

const LedgerEntry *Ledger::find(qint64 id) const
{
    for (const LedgerEntry &entry : m_entries) {
        if (entry.id == id)
            return &entry;
    }
    return nullptr;
}

LedgerEntry Ledger::add(LedgerEntry entry)
{
    if (entry.id == 0)
        entry.id = m_lastId + 1;
    Q_ASSERT_X(!find(entry.id), "Ledger::add", "the id is in use");
    m_lastId = std::max(m_lastId, entry.id);
    // After every entry of the same date, so a day's entries stay in booking order; time normally only
    // moves forward, so this is an append.
    const auto position = std::upper_bound(
        m_entries.begin(), m_entries.end(), entry.date,
        [](const CampaignDate &date, const LedgerEntry &other) { return date < other.date; });
    m_entries.insert(position, entry);
    return entry;
}

std::optional<LedgerEntry> Ledger::remove(qint64 id)
{
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        if (m_entries.at(i).id == id)
            return m_entries.takeAt(i);
    }
    return std::nullopt;
}

Money Ledger::balance() const
{
    Money sum;
    for (const LedgerEntry &entry : m_entries)
        sum += entry.amount;
    return sum;
}

Money Ledger::balanceAt(const CampaignDate &date) const
{
    Money sum;
    for (const LedgerEntry &entry : m_entries) {
        if (entry.date > date)
            break; // date order
        sum += entry.amount;
    }
    return sum;
}

QMap<LedgerCategory, Money> Ledger::totalsByCategory(const LedgerFilter &filter) const
{
    QMap<LedgerCategory, Money> totals;
    for (const LedgerEntry &entry : m_entries) {
        if (filter.matches(entry))
            totals[entry.category] += entry.amount;
    }
    return totals;
}

QMap<CampaignMonth, MonthTotals> Ledger::totalsByMonth() const
{
    QMap<CampaignMonth, MonthTotals> totals;
    for (const LedgerEntry &entry : m_entries) {
        MonthTotals &month = totals[monthOf(entry.date)];
        if (entry.amount < Money())
            month.spending -= entry.amount;
        else
            month.income += entry.amount;
    }
    return totals;
}

QList<LedgerEntry> Ledger::filtered(const LedgerFilter &filter) const
{
    QList<LedgerEntry> result;
    std::copy_if(m_entries.begin(), m_entries.end(), std::back_inserter(result),
                 [&filter](const LedgerEntry &entry) { return filter.matches(entry); });
    return result;
}

QList<MonthFigures> Ledger::monthlySeries(const Calendar &calendar, Money opening, CampaignMonth first,
                                          CampaignMonth last) const
{
    const QMap<CampaignMonth, MonthTotals> totals = totalsByMonth();
    Money balance = opening;
    for (auto it = totals.cbegin(); it != totals.cend() && it.key() < first; ++it)
        balance += it->income - it->spending;

    QList<MonthFigures> series;
    for (CampaignMonth month = first; month <= last;) {
        const MonthTotals monthTotals = totals.value(month);
        balance += monthTotals.income - monthTotals.spending;
        series.append({month, monthTotals, balance});
        const CampaignDate next = calendar.firstOfNextMonth({month.year, month.month, 1});
        month = monthOf(next);
    }
    return series;
}

} // namespace muster
