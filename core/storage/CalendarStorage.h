#pragma once

#include "common/Result.h"
#include "economy/Calendar.h"

#include <QString>

// How the campaign table keeps the calendar and today's date (keys 'calendar' and 'today').
namespace muster::CalendarStorage {

// Compact JSON. The Gregorian calendar is {"leap_years":true,"season":[...]}, without month names, so
// that its months are named in the language of the program that opens the file; a GM's calendar is
// {"leap_years":false,"months":[{"days":30,"name":"Harvestmoon"},...],"season":[7,8,9]}.
QString toText(const Calendar &calendar);
Result<Calendar> calendarFromText(const QString &text);

// "1203-09-14"; the year has at least four digits and may be negative ("-0044-03-15").
QString toText(const CampaignDate &date);
Result<CampaignDate> dateFromText(const QString &text);

} // namespace muster::CalendarStorage
