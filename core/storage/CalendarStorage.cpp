#include "CalendarStorage.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cstdlib>

namespace muster::CalendarStorage {

namespace {

Error unreadableCalendar()
{
    return Error{QCoreApplication::translate("Storage", "The campaign file holds a calendar this version "
                                                        "cannot read."),
                 QStringLiteral("file")};
}

} // namespace

QString toText(const Calendar &calendar)
{
    QJsonObject o;
    o.insert(QLatin1String("leap_years"), calendar.hasLeapYears());
    if (!calendar.hasLeapYears()) {
        QJsonArray months;
        for (const CalendarMonth &month : calendar.months())
            months.append(
                QJsonObject{{QLatin1String("name"), month.name}, {QLatin1String("days"), month.days}});
        o.insert(QLatin1String("months"), months);
    }
    QJsonArray season;
    for (int month : calendar.campaigningSeason())
        season.append(month);
    o.insert(QLatin1String("season"), season);
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

Result<Calendar> calendarFromText(const QString &text)
{
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8());
    if (!document.isObject())
        return unreadableCalendar();
    const QJsonObject o = document.object();
    Calendar calendar;
    if (!o.value(QLatin1String("leap_years")).toBool()) {
        QList<CalendarMonth> months;
        for (const QJsonValue &value : o.value(QLatin1String("months")).toArray()) {
            const QJsonObject month = value.toObject();
            months.append(
                {month.value(QLatin1String("name")).toString(), month.value(QLatin1String("days")).toInt()});
        }
        auto custom = Calendar::fromMonths(months);
        if (!custom)
            return unreadableCalendar();
        calendar = std::move(custom).value();
    }
    QList<int> season;
    for (const QJsonValue &value : o.value(QLatin1String("season")).toArray())
        season.append(value.toInt());
    if (!calendar.setCampaigningSeason(season))
        return unreadableCalendar();
    return calendar;
}

QString toText(const CampaignDate &date)
{
    return isoDate(date);
}

Result<CampaignDate> dateFromText(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral(R"(^(-?\d{1,9})-(\d{1,2})-(\d{1,2})$)"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return Error{QCoreApplication::translate("Storage",
                                                 "The campaign file holds a date this version cannot "
                                                 "read: %1")
                         .arg(text),
                     QStringLiteral("file")};
    return CampaignDate{match.captured(1).toInt(), match.captured(2).toInt(), match.captured(3).toInt()};
}

} // namespace muster::CalendarStorage
