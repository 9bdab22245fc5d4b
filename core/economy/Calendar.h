#pragma once

#include "common/Result.h"

#include <QList>
#include <QString>

namespace muster {

// A day of the campaign in its own calendar. Ordered by year, then month, then day (the member order).
struct CampaignDate
{
    int year = 1;
    int month = 1; // 1-based, up to the calendar's month count
    int day = 1;   // 1-based, up to the month's length

    auto operator<=>(const CampaignDate &) const = default;
};

// A month of one year of the campaign: what a month-end closes, and what totals and charts add up by.
// Ordered by year, then month.
struct CampaignMonth
{
    int year = 1;
    int month = 1;

    auto operator<=>(const CampaignMonth &) const = default;
};

// "1203-08-31": year (four digits at least, a minus before it for years before 0), month and day as numbers,
// for files and spreadsheets (whatever the calendar calls its months).
QString isoDate(const CampaignDate &date);

inline CampaignMonth monthOf(const CampaignDate &date)
{
    return {date.year, date.month};
}

// A month of the year: the GM names it and says how long it is.
struct CalendarMonth
{
    QString name;
    int days = 30;

    bool operator==(const CalendarMonth &) const = default;
};

// The campaign's calendar: the months of its year (by default the Gregorian ones, February 29 days in
// Gregorian leap years; a GM's months always have the same length) and its campaigning season.
// Rule book, Chapter 1 "Campaigning Season": the quarter of the year around harvest time, when TL0-5
// land and air troops forage; "not all societies or worlds have a campaigning season", so it may be empty.
class Calendar
{
public:
    Calendar(); // the Gregorian calendar, no campaigning season
    static Calendar gregorian();
    // The GM's months; they repeat every year with the same lengths.
    static Result<Calendar> fromMonths(const QList<CalendarMonth> &months);

    const QList<CalendarMonth> &months() const { return m_months; }
    int monthCount() const { return int(m_months.size()); }
    bool hasLeapYears() const { return m_leapYears; }
    // `month` is 1-based; the name is empty for a month the calendar does not have.
    QString monthName(int month) const;
    int daysInMonth(int year, int month) const;

    // The date if this calendar has it, otherwise an error naming "month" or "day".
    Result<CampaignDate> date(int year, int month, int day) const;
    Status validate(const CampaignDate &date) const;
    // Whether the calendar has `month`; the error names `field`.
    Status validateMonth(int month, const QString &field) const;

    // Raising and travel count in days; `days` may be negative. `from` must be a valid date.
    CampaignDate addDays(const CampaignDate &from, qint64 days) const;
    // Whole days from `from` to `to` (negative when `to` is earlier).
    qint64 daysBetween(const CampaignDate &from, const CampaignDate &to) const;
    // The same day `months` months later, moved back to the month's last day if the month is shorter.
    CampaignDate addMonths(const CampaignDate &from, int months) const;
    // The first day of the month after `date`: where a month-by-month advance of time lands.
    CampaignDate firstOfNextMonth(const CampaignDate &date) const;
    CampaignDate lastOfMonth(const CampaignDate &date) const;

    // "14 Harvestmoon 1203", in the order the translation gives.
    QString format(const CampaignDate &date) const;
    QString format(const CampaignMonth &month) const; // "Harvestmoon 1203"

    // The months (1-based, ascending, no repeats) of the campaigning season; empty: there is none.
    const QList<int> &campaigningSeason() const { return m_season; }
    Status setCampaigningSeason(const QList<int> &months);
    bool isCampaigningSeason(const CampaignDate &date) const { return m_season.contains(date.month); }

    bool operator==(const Calendar &) const = default;

private:
    qint64 dayNumber(const CampaignDate &date) const;
    CampaignDate fromDayNumber(qint64 number) const;
    qint64 daysBeforeYear(qint64 year) const;

    QList<CalendarMonth> m_months;
    bool m_leapYears = false;
    QList<int> m_season;
};

} // namespace muster
