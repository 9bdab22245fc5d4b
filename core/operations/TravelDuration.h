#pragma once

#include "economy/Calendar.h"

#include <QString>

namespace muster {

// Travel speeds are miles per day of calendar time: the text's averages already allow for making and
// breaking camp, so a marching day is 24 hours and a leg takes miles / speed of them.
struct DaysHours
{
    qint64 days = 0;
    int hours = 0; // 0-23
    bool operator==(const DaysHours &) const = default;
};

// Rounded to the nearest hour: 0.375 days is 0 days 9 hours.
DaysHours toDaysHours(double days);
// "2 days 9 hours", translated.
QString formatDaysHours(double days);

// Whole calendar days a march occupies: a part-day counts as a day (tolerant of rounding, so 60 miles
// at 20 miles/day is 3 days).
qint64 calendarDays(double days);
// The day the force arrives when it sets out on `start`: start + calendarDays(days).
CampaignDate arrivalDate(const Calendar &calendar, const CampaignDate &start, double days);

// Days until two forces `miles` apart meet, marching toward each other (rule book, "Forces in Motion",
// example: 15 miles apart, closing at 40 miles/day).
double daysToMeet(double miles, double speedA, double speedB);

} // namespace muster
