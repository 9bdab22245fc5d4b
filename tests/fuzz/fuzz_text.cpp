// libFuzzer harness: the small readers of text a user or a file gives. The first byte picks the reader, the rest
// is its text: the campaign file's calendar and date (CalendarStorage), an amount of money as GMs write it, a
// feature's name, and a recorded die and pool of dice. What reads must write back to text that reads as the same
// value, and a calendar that reads must count days.
#include "FuzzSupport.h"

#include "catalog/Feature.h"
#include "common/Money.h"
#include "dice/DieRollJson.h"
#include "storage/CalendarStorage.h"

#include <QJsonDocument>

using namespace muster;

namespace {

[[noreturn]] void differs(const char *what, const QString &text)
{
    qFatal("fuzz_text: a %s written back as \"%s\" does not read as itself", what, qPrintable(text));
}

// Days, months and the calendar's text, from the first of its first month and a day late in the year.
void countDays(const Calendar &calendar, const CampaignDate &from)
{
    for (qint64 days : {-400, -1, 1, 31, 400}) {
        const CampaignDate to = calendar.addDays(from, days);
        if (calendar.daysBetween(from, to) != days)
            qFatal("fuzz_text: %lld days on from %s are not %lld days away", qlonglong(days),
                   qPrintable(isoDate(from)), qlonglong(days));
        calendar.format(to);
    }
    calendar.addMonths(from, 13);
    calendar.addMonths(from, -13);
    calendar.firstOfNextMonth(from);
    calendar.lastOfMonth(from);
    calendar.format(CampaignMonth{from.year, from.month});
}

void readCalendar(const QString &text)
{
    const auto calendar = CalendarStorage::calendarFromText(text);
    if (!calendar)
        return;
    const QString written = CalendarStorage::toText(*calendar);
    const auto again = CalendarStorage::calendarFromText(written);
    if (!again || !(*again == *calendar))
        differs("calendar", written);
    for (int month = 1; month <= calendar->monthCount(); ++month)
        countDays(*calendar, CampaignDate{1203, month, calendar->daysInMonth(1203, month)});
}

void readDate(const QString &text)
{
    const auto date = CalendarStorage::dateFromText(text);
    if (!date)
        return;
    const QString written = CalendarStorage::toText(*date);
    const auto again = CalendarStorage::dateFromText(written);
    if (!again || !(*again == *date))
        differs("date", written);
    const Calendar gregorian = Calendar::gregorian();
    if (gregorian.validate(*date))
        countDays(gregorian, *date);
}

void readMoney(const QString &text)
{
    const auto money = Money::fromText(text);
    if (!money)
        return;
    money->toShortString();
    const QString written = money->toLongString();
    const auto again = Money::fromText(written);
    if (!again || *again != *money)
        differs("sum of money", written);
}

void readFeature(const QString &text)
{
    parseFeature(text);
    featureFromString(text);
    terrainTypeFromString(text);
}

void readDie(const QByteArray &json)
{
    const QJsonObject object = QJsonDocument::fromJson(json).object();
    if (const auto roll = dice::dieRollFromJson(object)) {
        const auto again = dice::dieRollFromJson(dice::dieRollToJson(*roll));
        if (!again || !(*again == *roll))
            differs("die roll", QString::fromUtf8(json));
    }
    if (const auto pool = dice::poolRollFromJson(object)) {
        const auto again = dice::poolRollFromJson(dice::poolRollToJson(*pool));
        if (!again || !(*again == *pool))
            differs("pool of dice", QString::fromUtf8(json));
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::startQt();
    if (size < 1)
        return 0;
    const QByteArray rest = fuzz::bytes(data + 1, size - 1);
    const QString text = QString::fromUtf8(rest);
    switch (data[0] % 5) {
    case 0: readCalendar(text); break;
    case 1: readDate(text); break;
    case 2: readMoney(text); break;
    case 3: readFeature(text); break;
    case 4: readDie(rest); break;
    }
    return 0;
}
