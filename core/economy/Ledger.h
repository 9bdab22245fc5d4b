#pragma once

#include "common/Money.h"
#include "economy/Calendar.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace muster {

// What money came in for or went out on (issue 4, Campaign economy).
enum class LedgerCategory { Raise, Maintain, Logistics, Replacement, Hire, Rebate, Loot, Revenue, Manual };

constexpr LedgerCategory allLedgerCategories[] = {
    LedgerCategory::Raise,       LedgerCategory::Maintain, LedgerCategory::Logistics,
    LedgerCategory::Replacement, LedgerCategory::Hire,     LedgerCategory::Rebate,
    LedgerCategory::Loot,        LedgerCategory::Revenue,  LedgerCategory::Manual};

// Untranslated codes for files and muster-cli ("raise", "replacement").
QString ledgerCategoryCode(LedgerCategory category);
std::optional<LedgerCategory> ledgerCategoryFromString(const QString &text);
// Translated names for the UI.
QString ledgerCategoryName(LedgerCategory category);

// One income or expense of a treasury.
struct LedgerEntry
{
    qint64 id = 0; // unique within its ledger; the ledger gives one to an entry added with 0
    CampaignDate date;
    LedgerCategory category = LedgerCategory::Manual;
    Money amount;       // positive: income; negative: expense
    qint64 forceId = 0; // the force it concerns, or 0
    qint64 lineId = 0;  // the roster line (element) it concerns, or 0
    QString description;

    bool operator==(const LedgerEntry &) const = default;
};

// Which entries to show; every part left empty matches everything.
struct LedgerFilter
{
    std::optional<CampaignDate> from; // inclusive
    std::optional<CampaignDate> to;   // inclusive
    QList<LedgerCategory> categories;
    std::optional<qint64> forceId;
    QString text; // found in the description, ignoring case

    bool matches(const LedgerEntry &entry) const;
};

// Money in and out during one month.
struct MonthTotals
{
    Money income;
    Money spending; // expenses as a positive amount

    bool operator==(const MonthTotals &) const = default;
};

// One point of the treasury chart.
struct MonthFigures
{
    CampaignMonth month;
    MonthTotals totals;
    Money closingBalance; // the balance at the end of the month

    bool operator==(const MonthFigures &) const = default;
};

// Every income and expense of one treasury, kept in date order (entries of the same day in the order
// they were booked). The ledger only records: refusing an expense the war chest cannot pay is the
// treasury's job.
class Ledger
{
public:
    const QList<LedgerEntry> &entries() const { return m_entries; }
    qsizetype size() const { return m_entries.size(); }
    const LedgerEntry *find(qint64 id) const;

    // Adds the entry in date order and returns it with its id. An id of 0 gets the next free one;
    // a given id (a loaded file, an undone removal) is kept and must not be in use.
    LedgerEntry add(LedgerEntry entry);
    // Takes the entry out (undo); nullopt if there is none with that id.
    std::optional<LedgerEntry> remove(qint64 id);

    // The sum of every entry (the war chest's opening balance is the treasury's).
    Money balance() const;
    // The sum of the entries up to and including `date`.
    Money balanceAt(const CampaignDate &date) const;
    QMap<LedgerCategory, Money> totalsByCategory(const LedgerFilter &filter = {}) const;
    // Only the months that have entries.
    QMap<CampaignMonth, MonthTotals> totalsByMonth() const;
    QList<LedgerEntry> filtered(const LedgerFilter &filter) const;

    // Every month from `first` to `last` (inclusive, empty months too, so a chart has no gaps), each with
    // its income, spending and closing balance counted from `opening` plus everything before `first`.
    QList<MonthFigures> monthlySeries(const Calendar &calendar, Money opening, CampaignMonth first,
                                      CampaignMonth last) const;

private:
    QList<LedgerEntry> m_entries;
    qint64 m_lastId = 0;
};

} // namespace muster
