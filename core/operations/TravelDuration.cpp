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
    return QCoreApplication::translate("Travel", "%1 %2", "days, then hours")
        .arg(QCoreApplication::translate("Travel", "%n day(s)", nullptr, int(split.days)),
             QCoreApplication::translate("Travel", "%n hour(s)", nullptr, split.hours));
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
