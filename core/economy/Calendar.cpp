#include "Calendar.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdlib>

namespace muster {

namespace {

struct CalendarText
{
    Q_DECLARE_TR_FUNCTIONS(Calendar)
};

constexpr int february = 2;

// Division and remainder rounding towards minus infinity, so that days before year 0 still work.
qint64 floorDiv(qint64 numerator, qint64 denominator)
{
    const qint64 quotient = numerator / denominator;
    return (numerator % denominator != 0 && (numerator < 0) != (denominator < 0)) ? quotient - 1 : quotient;
}

bool isGregorianLeapYear(qint64 year)
{
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

// Gregorian leap years in [0, year).
qint64 leapYearsBefore(qint64 year)
{
    return floorDiv(year + 3, 4) - floorDiv(year + 99, 100) + floorDiv(year + 399, 400);
}

} // namespace

Calendar::Calendar() : m_leapYears(true)
{
    struct Month
    {
        const char *name;
        int days;
    };
    static constexpr Month gregorianMonths[] = {
        {QT_TRANSLATE_NOOP("Calendar", "January"), 31},   {QT_TRANSLATE_NOOP("Calendar", "February"), 28},
        {QT_TRANSLATE_NOOP("Calendar", "March"), 31},     {QT_TRANSLATE_NOOP("Calendar", "April"), 30},
        {QT_TRANSLATE_NOOP("Calendar", "May"), 31},       {QT_TRANSLATE_NOOP("Calendar", "June"), 30},
        {QT_TRANSLATE_NOOP("Calendar", "July"), 31},      {QT_TRANSLATE_NOOP("Calendar", "August"), 31},
        {QT_TRANSLATE_NOOP("Calendar", "September"), 30}, {QT_TRANSLATE_NOOP("Calendar", "October"), 31},
        {QT_TRANSLATE_NOOP("Calendar", "November"), 30},  {QT_TRANSLATE_NOOP("Calendar", "December"), 31},
    };
    for (const Month &month : gregorianMonths)
        m_months.append({CalendarText::tr(month.name), month.days});
}

Calendar Calendar::gregorian()
{
    return Calendar();
}

Result<Calendar> Calendar::fromMonths(const QList<CalendarMonth> &months)
{
    if (months.isEmpty())
        return Error{CalendarText::tr("The calendar needs at least one month."), QStringLiteral("months")};
    for (qsizetype i = 0; i < months.size(); ++i) {
        if (months.at(i).name.trimmed().isEmpty())
            return Error{CalendarText::tr("Month %1 needs a name.").arg(i + 1), QStringLiteral("months")};
        if (months.at(i).days < 1)
            return Error{CalendarText::tr("%1 needs at least one day.").arg(months.at(i).name),
                         QStringLiteral("months")};
    }
    Calendar calendar;
    calendar.m_months = months;
    calendar.m_leapYears = false; // a GM's month lengths never change
    return calendar;
}

QString Calendar::monthName(int month) const
{
    return month >= 1 && month <= monthCount() ? m_months.at(month - 1).name : QString();
}

int Calendar::daysInMonth(int year, int month) const
{
    if (month < 1 || month > monthCount())
        return 0;
    const int days = m_months.at(month - 1).days;
    return m_leapYears && month == february && isGregorianLeapYear(year) ? days + 1 : days;
}

Result<CampaignDate> Calendar::date(int year, int month, int day) const
{
    const CampaignDate candidate{year, month, day};
    const Status valid = validate(candidate);
    if (!valid)
        return valid.error();
    return candidate;
}

Status Calendar::validate(const CampaignDate &date) const
{
    if (const Status month = validateMonth(date.month, QStringLiteral("month")); !month)
        return month;
    const int days = daysInMonth(date.year, date.month);
    if (date.day < 1 || date.day > days)
        return Error{CalendarText::tr("%1 %2 runs from day 1 to day %3.")
                         .arg(monthName(date.month), QString::number(date.year), QString::number(days)),
                     QStringLiteral("day")};
    return success();
}

Status Calendar::validateMonth(int month, const QString &field) const
{
    if (month >= 1 && month <= monthCount())
        return success();
    return Error{CalendarText::tr("There is no month %1: months run from 1 to %2.")
                     .arg(QString::number(month), QString::number(monthCount())),
                 field};
}

qint64 Calendar::daysBeforeYear(qint64 year) const
{
    // Day 0 is the first day of year 0; the leap days are the only days that differ between years.
    qint64 days = 0;
    for (const CalendarMonth &month : m_months)
        days += month.days;
    return year * days + (m_leapYears ? leapYearsBefore(year) : 0);
}

qint64 Calendar::dayNumber(const CampaignDate &date) const
{
    qint64 number = daysBeforeYear(date.year);
    for (int month = 1; month < date.month; ++month)
        number += daysInMonth(date.year, month);
    return number + date.day - 1;
}

CampaignDate Calendar::fromDayNumber(qint64 number) const
{
    // A common year's length gives the year to within one; the loops settle the leap-day cases.
    qint64 year = floorDiv(number, daysBeforeYear(1) - daysBeforeYear(0));
    while (daysBeforeYear(year) > number)
        --year;
    while (daysBeforeYear(year + 1) <= number)
        ++year;
    qint64 rest = number - daysBeforeYear(year);
    int month = 1;
    while (rest >= daysInMonth(int(year), month)) {
        rest -= daysInMonth(int(year), month);
        ++month;
    }
    return {int(year), month, int(rest) + 1};
}

CampaignDate Calendar::addDays(const CampaignDate &from, qint64 days) const
{
    Q_ASSERT(validate(from).ok());
    return fromDayNumber(dayNumber(from) + days);
}

qint64 Calendar::daysBetween(const CampaignDate &from, const CampaignDate &to) const
{
    return dayNumber(to) - dayNumber(from);
}

CampaignDate Calendar::addMonths(const CampaignDate &from, int months) const
{
    const qint64 index = qint64(from.year) * monthCount() + (from.month - 1) + months;
    CampaignDate date{int(floorDiv(index, monthCount())), 0, 0};
    date.month = int(index - qint64(date.year) * monthCount()) + 1;
    date.day = std::min(from.day, daysInMonth(date.year, date.month));
    return date;
}

CampaignDate Calendar::firstOfNextMonth(const CampaignDate &date) const
{
    CampaignDate next = addMonths(date, 1);
    next.day = 1;
    return next;
}

CampaignDate Calendar::lastOfMonth(const CampaignDate &date) const
{
    return {date.year, date.month, daysInMonth(date.year, date.month)};
}

QString Calendar::format(const CampaignDate &date) const
{
    //: A campaign date: %1 the day, %2 the month's name, %3 the year ("14 Harvestmoon 1203").
    return CalendarText::tr("%1 %2 %3")
        .arg(QString::number(date.day), monthName(date.month), QString::number(date.year));
}

QString isoDate(const CampaignDate &date)
{
    return QStringLiteral("%1%2-%3-%4")
        .arg(date.year < 0 ? QStringLiteral("-") : QString())
        .arg(std::abs(date.year), 4, 10, QLatin1Char('0'))
        .arg(date.month, 2, 10, QLatin1Char('0'))
        .arg(date.day, 2, 10, QLatin1Char('0'));
}

QString Calendar::format(const CampaignMonth &month) const
{
    //: A month of the campaign: %1 the month's name, %2 the year ("Harvestmoon 1203").
    return CalendarText::tr("%1 %2").arg(monthName(month.month), QString::number(month.year));
}

Status Calendar::setCampaigningSeason(const QList<int> &months)
{
    for (int month : months) {
        if (const Status valid = validateMonth(month, QStringLiteral("campaigningSeason")); !valid)
            return valid;
    }
    QList<int> season = months;
    std::sort(season.begin(), season.end());
    season.erase(std::unique(season.begin(), season.end()), season.end());
    m_season = season;
    return success();
}

} // namespace muster
