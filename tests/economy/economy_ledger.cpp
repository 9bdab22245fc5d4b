// tst_economy: the treasury ledger (issue 4, Campaign economy: "a ledger of every income and expense with
// date, category (raise, maintain, logistics, replacement, hire, rebate, loot, revenue, manual) and the
// force or element it concerns"; the design's "Money is exact — integer cents"; exports as CSV).

#include "../core/CoreTestSupport.h"
#include "economy/Ledger.h"
#include "economy/LedgerCsv.h"
#include "economy/LedgerText.h"

#include <QTranslator>

#include <QtTest>

#include <memory>

using namespace muster;

namespace {

LedgerEntry entry(CampaignDate date, LedgerCategory category, qint64 cents, qint64 forceId = 0,
                  const QString &description = QString())
{
    return LedgerEntry{0, date, category, Money::fromCents(cents), forceId, 0, description};
}

// A reader of RFC 4180 text written independently of the exporter: rows of fields, quotes undone.
QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool doubledQuote = i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"');
        if (quoted && c == QLatin1Char('"') && doubledQuote) {
            field += c;
            ++i;
        } else if (c == QLatin1Char('"')) {
            quoted = !quoted;
        } else if (!quoted && c == QLatin1Char(',')) {
            row << field;
            field.clear();
        } else if (!quoted && text.mid(i, 2) == QLatin1String("\r\n")) {
            rows << (row << field);
            row.clear();
            field.clear();
            ++i;
        } else {
            field += c;
        }
    }
    return rows;
}

// Four kinds of entry over a few months of 1203, for the filters.
Ledger sampleLedger()
{
    Ledger ledger;
    ledger.add(entry({1203, 1, 1}, LedgerCategory::Revenue, 50'000'000, 0, QStringLiteral("Salt mines")));
    ledger.add(entry({1203, 1, 10}, LedgerCategory::Raise, -18'600'000, 1, QStringLiteral("Airborne Ninja")));
    ledger.add(entry({1203, 2, 1}, LedgerCategory::Maintain, -2'440'000, 1, QStringLiteral("Ninja upkeep")));
    ledger.add(entry({1203, 2, 1}, LedgerCategory::Maintain, -800'000, 2, QStringLiteral("Knights upkeep")));
    ledger.add(entry({1203, 4, 5}, LedgerCategory::Loot, 1'234'567, 2, QStringLiteral("Sack of the MINES")));
    return ledger;
}

} // namespace

class TstEconomyLedger : public QObject
{
    Q_OBJECT

private slots:
    void categoryCodes();
    void exactOverAThousandMonths();
    void dateOrderAndIds();
    void balanceAtADate();
    void filter_data();
    void filter();
    void totalsByCategory();
    void monthlySeries();
    void csvQuoting();
    void programWordingsReadInTheReadersLanguage();
    void csvAmountsAndNames();
};

void TstEconomyLedger::categoryCodes()
{
    // Issue 4: the nine categories, each with a code that reads back and a name for the UI.
    QCOMPARE(std::size(allLedgerCategories), size_t(9));
    for (LedgerCategory category : allLedgerCategories) {
        QCOMPARE(ledgerCategoryFromString(ledgerCategoryCode(category)), category);
        QVERIFY(!ledgerCategoryName(category).isEmpty());
    }
    QCOMPARE(ledgerCategoryCode(LedgerCategory::Replacement), QStringLiteral("replacement"));
    QCOMPARE(ledgerCategoryFromString(QStringLiteral("Loot")), LedgerCategory::Loot);
    QCOMPARE(ledgerCategoryFromString(QStringLiteral("bribes")), std::nullopt);
}

void TstEconomyLedger::exactOverAThousandMonths()
{
    // Design, "Money is exact": 1,000 months of bookings with odd cents (and the 10-cent amounts binary
    // floating point cannot hold) add up to exactly the integer sum of their cents.
    const Calendar calendar;
    Ledger ledger;
    CampaignDate date{1200, 1, 1};
    qint64 expected = 0;
    QList<qint64> closing;
    for (int month = 0; month < 1000; ++month) {
        const qint64 amounts[] = {1'234'567 + month * 101, -(987'653 + month * 37), -10, -20, 30 + month % 7};
        for (qint64 cents : amounts) {
            ledger.add(entry(date, LedgerCategory::Manual, cents));
            expected += cents;
        }
        closing << expected;
        date = calendar.firstOfNextMonth(date);
    }
    QCOMPARE(ledger.size(), qsizetype(5000));
    QCOMPARE(ledger.balance().cents(), expected);
    QCOMPARE(ledger.balanceAt({1241, 8, 28}).cents(), closing.at(499)); // month 500 is August 1241

    const QList<MonthFigures> series = ledger.monthlySeries(calendar, Money(), {1200, 1}, {1283, 4});
    QCOMPARE(series.size(), qsizetype(1000));
    for (qsizetype i = 0; i < series.size(); ++i)
        QCOMPARE(series.at(i).closingBalance.cents(), closing.at(i));
}

void TstEconomyLedger::dateOrderAndIds()
{
    // Issue 4: the ledger lists entries by date; ids identify them for undo.
    Ledger ledger;
    const LedgerEntry late = ledger.add(entry({1203, 5, 1}, LedgerCategory::Manual, 100));
    const LedgerEntry early = ledger.add(entry({1203, 1, 1}, LedgerCategory::Manual, 200));
    const LedgerEntry sameDay = ledger.add(entry({1203, 5, 1}, LedgerCategory::Manual, 300));
    QCOMPARE(late.id, qint64(1));
    QCOMPARE(early.id, qint64(2));
    QCOMPARE(sameDay.id, qint64(3));
    QCOMPARE(ledger.entries().at(0).id, early.id);
    QCOMPARE(ledger.entries().at(1).id, late.id); // same day: booking order
    QCOMPARE(ledger.entries().at(2).id, sameDay.id);

    const auto removed = ledger.remove(late.id);
    QVERIFY(removed.has_value());
    QCOMPARE(*removed, late);
    QCOMPARE(ledger.remove(late.id), std::nullopt);
    QCOMPARE(ledger.find(late.id), nullptr);
    QCOMPARE(ledger.add(*removed), late); // undo puts it back under its id
    QCOMPARE(ledger.add(entry({1203, 6, 1}, LedgerCategory::Manual, 1)).id, qint64(4));
}

void TstEconomyLedger::balanceAtADate()
{
    // Issue 4: balance, and balance at a date (inclusive).
    const Ledger ledger = sampleLedger();
    QCOMPARE(ledger.balanceAt({1202, 12, 31}), Money());
    QCOMPARE(ledger.balanceAt({1203, 1, 1}), coretest::K(500));
    QCOMPARE(ledger.balanceAt({1203, 2, 1}), Money::fromCents(50'000'000 - 18'600'000 - 2'440'000 - 800'000));
    QCOMPARE(ledger.balance(), Money::fromCents(50'000'000 - 18'600'000 - 2'440'000 - 800'000 + 1'234'567));
}

void TstEconomyLedger::filter_data()
{
    QTest::addColumn<LedgerFilter>("filter");
    QTest::addColumn<QStringList>("descriptions");

    QTest::newRow("Issue 4, filter: nothing set shows all")
        << LedgerFilter{}
        << QStringList{QStringLiteral("Salt mines"), QStringLiteral("Airborne Ninja"),
                       QStringLiteral("Ninja upkeep"), QStringLiteral("Knights upkeep"),
                       QStringLiteral("Sack of the MINES")};
    LedgerFilter range;
    range.from = CampaignDate{1203, 1, 10};
    range.to = CampaignDate{1203, 2, 1};
    QTest::newRow("Issue 4, filter: a date range, both ends included")
        << range
        << QStringList{QStringLiteral("Airborne Ninja"), QStringLiteral("Ninja upkeep"),
                       QStringLiteral("Knights upkeep")};
    LedgerFilter categories;
    categories.categories = {LedgerCategory::Revenue, LedgerCategory::Loot};
    QTest::newRow("Issue 4, filter: categories")
        << categories << QStringList{QStringLiteral("Salt mines"), QStringLiteral("Sack of the MINES")};
    LedgerFilter force;
    force.forceId = 2;
    QTest::newRow("Issue 4, filter: a force")
        << force << QStringList{QStringLiteral("Knights upkeep"), QStringLiteral("Sack of the MINES")};
    LedgerFilter text;
    text.text = QStringLiteral("mines");
    QTest::newRow("Issue 4, filter: text, any case")
        << text << QStringList{QStringLiteral("Salt mines"), QStringLiteral("Sack of the MINES")};
    LedgerFilter all = force;
    all.categories = {LedgerCategory::Maintain};
    all.text = QStringLiteral("upkeep");
    all.from = CampaignDate{1203, 2, 1};
    QTest::newRow("Issue 4, filter: every part at once")
        << all << QStringList{QStringLiteral("Knights upkeep")};
}

void TstEconomyLedger::filter()
{
    QFETCH(LedgerFilter, filter);
    QFETCH(QStringList, descriptions);
    QStringList found;
    for (const LedgerEntry &e : sampleLedger().filtered(filter))
        found << e.description;
    QCOMPARE(found, descriptions);
}

void TstEconomyLedger::totalsByCategory()
{
    // Issue 4: totals per category, of everything or of what a filter shows.
    const Ledger ledger = sampleLedger();
    const QMap<LedgerCategory, Money> totals = ledger.totalsByCategory();
    QCOMPARE(totals.size(), qsizetype(4));
    QCOMPARE(totals.value(LedgerCategory::Maintain), Money::fromCents(-3'240'000));
    QCOMPARE(totals.value(LedgerCategory::Raise), coretest::K(-186));
    LedgerFilter force;
    force.forceId = 1;
    const QMap<LedgerCategory, Money> forceTotals = ledger.totalsByCategory(force);
    QCOMPARE(forceTotals.keys(), (QList<LedgerCategory>{LedgerCategory::Raise, LedgerCategory::Maintain}));
    QCOMPARE(forceTotals.value(LedgerCategory::Maintain), Money::fromCents(-2'440'000));
}

void TstEconomyLedger::monthlySeries()
{
    // Issue 4, the treasury chart: the balance at each month's end and the spending per month, empty months
    // included, counted from the war chest and everything before the first month shown.
    const Calendar calendar;
    const Ledger ledger = sampleLedger();
    const QMap<CampaignMonth, MonthTotals> totals = ledger.totalsByMonth();
    QCOMPARE(totals.keys(), (QList<CampaignMonth>{{1203, 1}, {1203, 2}, {1203, 4}}));
    QCOMPARE(totals.value({1203, 2}).spending, Money::fromCents(3'240'000));

    const Money warChest = coretest::K(100);
    const QList<MonthFigures> series = ledger.monthlySeries(calendar, warChest, {1203, 2}, {1203, 5});
    QCOMPARE(series.size(), qsizetype(4));
    const Money afterJanuary = warChest + Money::fromCents(50'000'000 - 18'600'000);
    QCOMPARE(series.at(0).month, (CampaignMonth{1203, 2}));
    QCOMPARE(series.at(0).totals, (MonthTotals{Money(), Money::fromCents(3'240'000)}));
    QCOMPARE(series.at(0).closingBalance, afterJanuary - Money::fromCents(3'240'000));
    QCOMPARE(series.at(1).totals, MonthTotals{}); // March: nothing booked
    QCOMPARE(series.at(1).closingBalance, series.at(0).closingBalance);
    QCOMPARE(series.at(2).totals.income, Money::fromCents(1'234'567));
    QCOMPARE(series.at(3).closingBalance, warChest + ledger.balance());

    // Across a year end of a GM's three-month year.
    const auto gm = Calendar::fromMonths({{QStringLiteral("Seedmoon"), 40},
                                          {QStringLiteral("Harvestmoon"), 35},
                                          {QStringLiteral("Frostmoon"), 45}});
    QVERIFY(gm.ok());
    const QList<MonthFigures> gmSeries = ledger.monthlySeries(*gm, Money(), {1202, 3}, {1203, 2});
    QCOMPARE(gmSeries.size(), qsizetype(3));
    QCOMPARE(gmSeries.at(1).month, (CampaignMonth{1203, 1}));
    QCOMPARE(gmSeries.at(2).closingBalance, ledger.balanceAt({1203, 2, 35}));
}

void TstEconomyLedger::csvQuoting()
{
    // Issue 4, CSV export (RFC 4180): commas, quotes and line breaks in a description survive a round trip.
    const QString tricky = QStringLiteral("Paid \"Black\" Tom, the quartermaster,\nfor mules");
    Treasury treasury;
    treasury.name = QStringLiteral("Caithness, the crown's purse");
    treasury.restore(entry({1203, 9, 14}, LedgerCategory::Logistics, -123'456, 0, tricky));
    treasury.restore(entry({1203, 9, 15}, LedgerCategory::Manual, 5, 0, QStringLiteral("plain")));
    const QString csv = ledgerToCsv(treasury);

    QVERIFY(csv.contains(QStringLiteral(",\"Paid \"\"Black\"\" Tom, the quartermaster,\nfor mules\"\r\n")));
    QVERIFY(csv.endsWith(QStringLiteral(",plain\r\n"))); // no quotes where none are needed
    const QList<QStringList> rows = parseCsv(csv);
    QCOMPARE(rows.size(), qsizetype(3));
    QCOMPARE(rows.at(0), (QStringList{QStringLiteral("Date"), QStringLiteral("Treasury"), QStringLiteral("Category"),
                                      QStringLiteral("Amount"), QStringLiteral("Balance"), QStringLiteral("Force"),
                                      QStringLiteral("Element"), QStringLiteral("Description")}));
    // Issue 14: ISO dates and the treasury's name, quoted for its comma.
    QCOMPARE(rows.at(1), (QStringList{QStringLiteral("1203-09-14"), treasury.name, QStringLiteral("Logistics"),
                                      QStringLiteral("-1234.56"), QStringLiteral("-1234.56"), QString(), QString(),
                                      tricky}));
    QVERIFY(csv.contains(QStringLiteral("\r\n1203-09-14,\"Caithness, the crown's purse\",")));
}

void TstEconomyLedger::csvAmountsAndNames()
{
    // Issue 4, CSV export: amounts in dollars with two decimals; the force or element by name. Issue 14: the
    // balance after each entry, from the war chest of $1M: 1,000,000 - 930,000 = 70,000; + 0.05 = 70,000.05;
    // - 0.05 = 70,000.00; + 1,234,567,890.12 = 1,234,637,890.12.
    Treasury treasury;
    treasury.name = QStringLiteral("Crown");
    treasury.warChest = Money::fromDollars(1'000'000);
    QList<LedgerEntry> entries;
    entries << entry({1203, 1, 1}, LedgerCategory::Raise, -93'000'000, 1)
            << entry({1203, 1, 2}, LedgerCategory::Rebate, 5, 2)
            << entry({1203, 1, 3}, LedgerCategory::Manual, -5, 7)
            << entry({1203, 1, 4}, LedgerCategory::Revenue, 123'456'789'012);
    entries[0].lineId = 11;
    for (const LedgerEntry &e : entries)
        treasury.restore(e);
    LedgerNames names;
    names.forces.insert(1, QStringLiteral("Sir Richard's force"));
    names.forces.insert(2, QStringLiteral("Charlie Company"));
    names.lines.insert(11, QStringLiteral("Airborne Ninja"));
    const QList<QStringList> rows = parseCsv(ledgerToCsv(treasury, names));
    QCOMPARE(rows.size(), qsizetype(5));
    QCOMPARE(rows.at(1).at(3), QStringLiteral("-930000.00"));
    QCOMPARE(rows.at(1).at(4), QStringLiteral("70000.00"));
    QCOMPARE(rows.at(1).at(5), QStringLiteral("Sir Richard's force"));
    QCOMPARE(rows.at(1).at(6), QStringLiteral("Airborne Ninja"));
    QCOMPARE(rows.at(2).at(3), QStringLiteral("0.05"));
    QCOMPARE(rows.at(2).at(4), QStringLiteral("70000.05"));
    QCOMPARE(rows.at(2).at(2), QStringLiteral("Rebate"));
    QCOMPARE(rows.at(3).at(3), QStringLiteral("-0.05"));
    QCOMPARE(rows.at(3).at(4), QStringLiteral("70000.00"));
    QCOMPARE(rows.at(3).at(5), QStringLiteral("7")); // no name given: the id
    QCOMPARE(rows.at(4).at(3), QStringLiteral("1234567890.12"));
    QCOMPARE(rows.at(4).at(4), QStringLiteral("1234637890.12"));
    QCOMPARE(rows.at(4).at(5), QString());
}

namespace {

// A German reader's translation of two of the program's ledger wordings.
class GermanLedger : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (QLatin1String(context) != QLatin1String("LedgerText"))
            return {};
        if (QLatin1String(source) == QLatin1String("Maintenance of %1"))
            return QStringLiteral("Unterhalt von %1");
        if (QLatin1String(source) == QLatin1String("Replacing %1% casualties of %2 after %3"))
            return QStringLiteral("Ersatz für %1 % Verluste von %2 nach %3");
        return {};
    }
    bool isEmpty() const override { return false; }
};

} // namespace

void TstEconomyLedger::programWordingsReadInTheReadersLanguage()
{
    // Issue 14: an entry the program booked in English reads in German for a German reader, and back; what the
    // GM typed, and an entry stored as words by an older version, read as they were written.
    const QString maintenance = storedLedgerText(LedgerText::Maintenance, {QStringLiteral("Sir Richard's Force")});
    const QString replacements = storedLedgerText(
        LedgerText::BattleReplacements, {QStringLiteral("35"), QStringLiteral("The Host %2"), QStringLiteral("Hastings")});
    QCOMPARE(describeLedgerText(maintenance), QStringLiteral("Maintenance of Sir Richard's Force"));
    QCOMPARE(describeLedgerText(replacements), QStringLiteral("Replacing 35% casualties of The Host %2 after Hastings"));
    QCOMPARE(describeLedgerText(QStringLiteral("Paid the mule drivers")), QStringLiteral("Paid the mule drivers"));
    QCOMPARE(describeLedgerText(QStringLiteral("Unterhalt von Heer")), QStringLiteral("Unterhalt von Heer"));
    {
        GermanLedger german;
        QVERIFY(QCoreApplication::installTranslator(&german));
        QCOMPARE(describeLedgerText(maintenance), QStringLiteral("Unterhalt von Sir Richard's Force"));
        QCOMPARE(describeLedgerText(replacements), QStringLiteral("Ersatz für 35 % Verluste von The Host %2 nach Hastings"));
        // The ledger's text filter finds what the reader reads.
        LedgerFilter filter;
        filter.text = QStringLiteral("unterhalt");
        LedgerEntry e = entry({1203, 8, 31}, LedgerCategory::Maintain, -100, 1);
        e.description = maintenance;
        QVERIFY(filter.matches(e));
        QCoreApplication::removeTranslator(&german);
    }
    QCOMPARE(describeLedgerText(maintenance), QStringLiteral("Maintenance of Sir Richard's Force"));
}

std::unique_ptr<QObject> newEconomyLedgerTest()
{
    return std::make_unique<TstEconomyLedger>();
}

#include "economy_ledger.moc"
