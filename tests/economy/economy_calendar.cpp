// tst_economy: the campaign calendar (issue 4, Campaign economy: "a current date (day, month, year;
// months named by the GM, default Gregorian) and a campaigning season (which months, or none)"; rule
// book GURPS Mass Combat, Chapter 1 "Campaigning Season" and "Time to Raise a Force").
// Dates are compared as formatted text so that a failure prints both of them.

#include "economy/Calendar.h"

#include <QDate>
#include <QtTest>

#include <memory>

using namespace muster;

namespace {

// A GM's year of three months of unequal length.
QList<CalendarMonth> harvestYear()
{
    return {{QStringLiteral("Seedmoon"), 40},
            {QStringLiteral("Harvestmoon"), 35},
            {QStringLiteral("Frostmoon"), 45}};
}

Calendar gmCalendar()
{
    auto calendar = Calendar::fromMonths(harvestYear());
    if (!calendar)
        qFatal("test data: %s", qPrintable(calendar.error().message));
    return *calendar;
}

} // namespace

class TstEconomyCalendar : public QObject
{
    Q_OBJECT

private slots:
    void gregorianByDefault();
    void gregorianLeapYears_data();
    void gregorianLeapYears();
    void gmMonthsAndFormat();
    void gmMonthsRefused_data();
    void gmMonthsRefused();
    void badDatesRefused_data();
    void badDatesRefused();
    void addDays_data();
    void addDays();
    void addDaysAgreesWithQDate();
    void addDaysInGmCalendar();
    void monthByMonth();
    void campaigningSeason();
    void noCampaigningSeason();
};

void TstEconomyCalendar::gregorianByDefault()
{
    // Issue 4: months named by the GM, default Gregorian.
    const Calendar calendar;
    QCOMPARE(calendar.monthCount(), 12);
    QCOMPARE(calendar.monthName(1), QStringLiteral("January"));
    QCOMPARE(calendar.monthName(12), QStringLiteral("December"));
    QCOMPARE(calendar.monthName(13), QString());
    const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    for (int month = 1; month <= 12; ++month)
        QCOMPARE(calendar.daysInMonth(2023, month), days[month - 1]);
    QCOMPARE(calendar.format({1203, 9, 14}), QStringLiteral("14 September 1203"));
    QCOMPARE(calendar, Calendar::gregorian());
}

void TstEconomyCalendar::gregorianLeapYears_data()
{
    QTest::addColumn<int>("year");
    QTest::addColumn<int>("februaryDays");
    QTest::newRow("Issue 4, Gregorian: 2024 is a leap year") << 2024 << 29;
    QTest::newRow("Issue 4, Gregorian: 2023 is not") << 2023 << 28;
    QTest::newRow("Issue 4, Gregorian: 1900 is not (century)") << 1900 << 28;
    QTest::newRow("Issue 4, Gregorian: 2000 is (400 years)") << 2000 << 29;
}

void TstEconomyCalendar::gregorianLeapYears()
{
    QFETCH(int, year);
    QFETCH(int, februaryDays);
    QCOMPARE(Calendar().daysInMonth(year, 2), februaryDays);
}

void TstEconomyCalendar::gmMonthsAndFormat()
{
    // Issue 4: months named by the GM; "14 Harvestmoon 1203".
    const Calendar calendar = gmCalendar();
    QCOMPARE(calendar.monthCount(), 3);
    QCOMPARE(calendar.months(), harvestYear());
    QVERIFY(!calendar.hasLeapYears());
    QCOMPARE(calendar.daysInMonth(1204, 2), 35); // a GM's months never change length
    QCOMPARE(calendar.format({1203, 2, 14}), QStringLiteral("14 Harvestmoon 1203"));
    const auto date = calendar.date(1203, 3, 45);
    QVERIFY(date.ok());
    QCOMPARE(calendar.format(*date), QStringLiteral("45 Frostmoon 1203"));
}

void TstEconomyCalendar::gmMonthsRefused_data()
{
    QTest::addColumn<QList<CalendarMonth>>("months");
    QTest::newRow("Issue 4: a calendar without months") << QList<CalendarMonth>();
    QTest::newRow("Issue 4: a month without a name")
        << QList<CalendarMonth>{{QStringLiteral("Seedmoon"), 40}, {QStringLiteral("  "), 30}};
    QTest::newRow("Issue 4: a month without days") << QList<CalendarMonth>{{QStringLiteral("Seedmoon"), 0}};
}

void TstEconomyCalendar::gmMonthsRefused()
{
    QFETCH(QList<CalendarMonth>, months);
    const auto calendar = Calendar::fromMonths(months);
    QVERIFY(!calendar.ok());
    QCOMPARE(calendar.error().field, QStringLiteral("months"));
    QVERIFY(!calendar.error().message.isEmpty());
}

void TstEconomyCalendar::badDatesRefused_data()
{
    QTest::addColumn<int>("year");
    QTest::addColumn<int>("month");
    QTest::addColumn<int>("day");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
    QTest::newRow("Issue 4: month 0") << 2023 << 0 << 1 << QStringLiteral("month")
                                      << QStringLiteral("There is no month 0: months run from 1 to 12.");
    QTest::newRow("Issue 4: month 13") << 2023 << 13 << 1 << QStringLiteral("month")
                                       << QStringLiteral("There is no month 13: months run from 1 to 12.");
    QTest::newRow("Issue 4: day 0") << 2023 << 1 << 0 << QStringLiteral("day")
                                    << QStringLiteral("January 2023 runs from day 1 to day 31.");
    QTest::newRow("Issue 4: 31 April") << 2023 << 4 << 31 << QStringLiteral("day")
                                       << QStringLiteral("April 2023 runs from day 1 to day 30.");
    QTest::newRow("Issue 4: 29 February in a common year")
        << 2023 << 2 << 29 << QStringLiteral("day")
        << QStringLiteral("February 2023 runs from day 1 to day 28.");
}

void TstEconomyCalendar::badDatesRefused()
{
    QFETCH(int, year);
    QFETCH(int, month);
    QFETCH(int, day);
    QFETCH(QString, field);
    QFETCH(QString, message);
    const auto date = Calendar().date(year, month, day);
    QVERIFY(!date.ok());
    QCOMPARE(date.error().field, field);
    QCOMPARE(date.error().message, message);
    QVERIFY(Calendar().date(2024, 2, 29).ok());
}

void TstEconomyCalendar::addDays_data()
{
    QTest::addColumn<int>("year");
    QTest::addColumn<int>("month");
    QTest::addColumn<int>("day");
    QTest::addColumn<int>("days");
    QTest::addColumn<QString>("expected");
    QTest::newRow("Issue 4: across a month") << 2024 << 1 << 20 << 15 << QStringLiteral("4 February 2024");
    QTest::newRow("Issue 4: across a year") << 2023 << 12 << 31 << 1 << QStringLiteral("1 January 2024");
    QTest::newRow("Issue 4: into a leap day") << 2024 << 2 << 28 << 1 << QStringLiteral("29 February 2024");
    QTest::newRow("Issue 4: past a common February")
        << 2023 << 2 << 28 << 1 << QStringLiteral("1 March 2023");
    QTest::newRow("Issue 4: a leap year is 366 days")
        << 2024 << 1 << 1 << 366 << QStringLiteral("1 January 2025");
    QTest::newRow("Issue 4: backwards over a leap day")
        << 2024 << 3 << 1 << -1 << QStringLiteral("29 February 2024");
    QTest::newRow("Time to Raise: Airborne Ninja 131 days")
        << 1203 << 1 << 1 << 131 << QStringLiteral("12 May 1203");
    QTest::newRow("Time to Raise: M2A3 Bradley 1,176 days")
        << 2000 << 1 << 1 << 1176 << QStringLiteral("22 March 2003");
}

void TstEconomyCalendar::addDays()
{
    QFETCH(int, year);
    QFETCH(int, month);
    QFETCH(int, day);
    QFETCH(int, days);
    QFETCH(QString, expected);
    const Calendar calendar;
    const CampaignDate from{year, month, day};
    const CampaignDate to = calendar.addDays(from, days);
    QCOMPARE(calendar.format(to), expected);
    QCOMPARE(calendar.daysBetween(from, to), qint64(days));
    QCOMPARE(calendar.daysBetween(to, from), qint64(-days));
}

void TstEconomyCalendar::addDaysAgreesWithQDate()
{
    // Issue 4, day arithmetic: the default calendar is the Gregorian one QDate implements.
    const Calendar calendar;
    const QDate start(1199, 11, 17);
    for (int days = -4000; days <= 4000; days += 37) {
        const QDate expected = start.addDays(days);
        const CampaignDate date = calendar.addDays({1199, 11, 17}, days);
        QCOMPARE(calendar.format(date), calendar.format({expected.year(), expected.month(), expected.day()}));
    }
}

void TstEconomyCalendar::addDaysInGmCalendar()
{
    // Issue 4: raising and travel count days in the GM's months (a 120-day year here).
    const Calendar calendar = gmCalendar();
    QCOMPARE(calendar.format(calendar.addDays({1203, 1, 30}, 10)), QStringLiteral("40 Seedmoon 1203"));
    QCOMPARE(calendar.format(calendar.addDays({1203, 1, 30}, 11)), QStringLiteral("1 Harvestmoon 1203"));
    QCOMPARE(calendar.format(calendar.addDays({1203, 3, 45}, 1)), QStringLiteral("1 Seedmoon 1204"));
    QCOMPARE(calendar.format(calendar.addDays({1203, 1, 1}, 120 * 5)), QStringLiteral("1 Seedmoon 1208"));
    QCOMPARE(calendar.format(calendar.addDays({1203, 1, 1}, -1)), QStringLiteral("45 Frostmoon 1202"));
    QCOMPARE(calendar.daysBetween({1203, 2, 1}, {1205, 2, 1}), qint64(240));
}

void TstEconomyCalendar::monthByMonth()
{
    // Issue 4: advancing time month by month; a shorter month keeps its last day.
    const Calendar calendar;
    QCOMPARE(calendar.format(calendar.addMonths({2023, 1, 31}, 1)), QStringLiteral("28 February 2023"));
    QCOMPARE(calendar.format(calendar.addMonths({2024, 1, 31}, 1)), QStringLiteral("29 February 2024"));
    QCOMPARE(calendar.format(calendar.addMonths({2023, 12, 15}, 1)), QStringLiteral("15 January 2024"));
    QCOMPARE(calendar.format(calendar.addMonths({2023, 1, 15}, -1)), QStringLiteral("15 December 2022"));
    QCOMPARE(calendar.format(calendar.addMonths({2023, 5, 10}, 25)), QStringLiteral("10 June 2025"));
    QCOMPARE(calendar.format(calendar.firstOfNextMonth({2023, 12, 31})), QStringLiteral("1 January 2024"));
    QCOMPARE(calendar.format(calendar.lastOfMonth({2024, 2, 3})), QStringLiteral("29 February 2024"));

    // Twelve months of a three-month year are four years: Harvestmoon 1203 -> Harvestmoon 1207.
    const Calendar gm = gmCalendar();
    CampaignDate date{1203, 2, 35};
    for (int i = 0; i < 12; ++i)
        date = gm.firstOfNextMonth(date);
    QCOMPARE(gm.format(date), QStringLiteral("1 Harvestmoon 1207"));
    QCOMPARE(gm.format(gm.lastOfMonth(date)), QStringLiteral("35 Harvestmoon 1207"));
}

void TstEconomyCalendar::campaigningSeason()
{
    // Chapter 1, Campaigning Season: "late summer through early autumn" on Earth.
    Calendar calendar;
    QVERIFY(calendar.setCampaigningSeason({9, 8, 10, 9}).ok());
    QCOMPARE(calendar.campaigningSeason(), (QList<int>{8, 9, 10}));
    QVERIFY(calendar.isCampaigningSeason({1203, 8, 1}));
    QVERIFY(calendar.isCampaigningSeason({1203, 10, 31}));
    QVERIFY(!calendar.isCampaigningSeason({1203, 7, 31}));
    QVERIFY(!calendar.isCampaigningSeason({1203, 11, 1}));

    // A month the calendar lacks is refused and the season is kept.
    const Status refused = calendar.setCampaigningSeason({8, 13});
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().field, QStringLiteral("campaigningSeason"));
    QCOMPARE(calendar.campaigningSeason(), (QList<int>{8, 9, 10}));

    // In the GM's year the season is Harvestmoon.
    Calendar gm = gmCalendar();
    QVERIFY(gm.setCampaigningSeason({2}).ok());
    QVERIFY(gm.isCampaigningSeason({1203, 2, 14}));
    QVERIFY(!gm.isCampaigningSeason({1203, 3, 1}));
    QVERIFY(!gm.setCampaigningSeason({4}).ok());
}

void TstEconomyCalendar::noCampaigningSeason()
{
    // Chapter 1, Campaigning Season: "not all societies or worlds have a campaigning season".
    Calendar calendar;
    QVERIFY(calendar.campaigningSeason().isEmpty());
    QVERIFY(calendar.setCampaigningSeason({8, 9, 10}).ok());
    QVERIFY(calendar.setCampaigningSeason({}).ok());
    for (int month = 1; month <= 12; ++month)
        QVERIFY(!calendar.isCampaigningSeason({1203, month, 1}));
}

std::unique_ptr<QObject> newEconomyCalendarTest()
{
    return std::make_unique<TstEconomyCalendar>();
}

#include "economy_calendar.moc"
