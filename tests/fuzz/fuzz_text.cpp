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

QString shown(const QString &text) { return text; }
QString shown(const QJsonObject &json) { return QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)); }

// `value`, once read, must read back as itself from what `write` makes of it.
template <typename T, typename Write, typename Read>
void expectReadsBack(const char *what, const T &value, Write write, Read read)
{
    const auto written = write(value);
    const auto again = read(written);
    if (!again || !(*again == value))
        qFatal("fuzz_text: a %s written back as \"%s\" does not read as itself", what, qPrintable(shown(written)));
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
    expectReadsBack("calendar", *calendar, [](const Calendar &c) { return CalendarStorage::toText(c); },
                    CalendarStorage::calendarFromText);
    for (int month = 1; month <= calendar->monthCount(); ++month)
        countDays(*calendar, CampaignDate{1203, month, calendar->daysInMonth(1203, month)});
}

void readDate(const QString &text)
{
    const auto date = CalendarStorage::dateFromText(text);
    if (!date)
        return;
    expectReadsBack("date", *date, [](const CampaignDate &d) { return CalendarStorage::toText(d); },
                    CalendarStorage::dateFromText);
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
    expectReadsBack("sum of money", *money, [](const Money &m) { return m.toLongString(); }, Money::fromText);
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
    if (const auto roll = dice::dieRollFromJson(object))
        expectReadsBack("die roll", *roll, dice::dieRollToJson, dice::dieRollFromJson);
    if (const auto pool = dice::poolRollFromJson(object))
        expectReadsBack("pool of dice", *pool, dice::poolRollToJson, dice::poolRollFromJson);
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
