#include "TravelDuration.h"

#include <QCoreApplication>

#include <cmath>

namespace muster {

DaysHours toDaysHours(double days)
{
    const qint64 hours = std::llround(days * 24.0);
    return {hours / 24, int(hours % 24)};
}

QString formatDaysHours(double days)
{
    const DaysHours split = toDaysHours(days);
    // Singular and plural spelled out: the English text ships without a translation file to pick "%n day(s)".
    const QString dayText = split.days == 1 ? QCoreApplication::translate("Travel", "1 day")
                                            : QCoreApplication::translate("Travel", "%1 days").arg(split.days);
    const QString hourText = split.hours == 1 ? QCoreApplication::translate("Travel", "1 hour")
                                              : QCoreApplication::translate("Travel", "%1 hours").arg(split.hours);
    return QCoreApplication::translate("Travel", "%1 %2", "days, then hours").arg(dayText, hourText);
}

qint64 calendarDays(double days)
{
    return qint64(std::ceil(days - 1e-9));
}

CampaignDate arrivalDate(const Calendar &calendar, const CampaignDate &start, double days)
{
    return calendar.addDays(start, calendarDays(days));
}

double daysToMeet(double miles, double speedA, double speedB)
{
    return miles / (speedA + speedB);
}

} // namespace muster
