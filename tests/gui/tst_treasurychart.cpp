// The treasury chart (issue 4, "a chart of balance and monthly spending over time"), rendered offscreen
// into an image: the empty state, two years of bookings (spending bars where they belong), a balance
// that goes below $0 (the zero line), one month alone, and the tooltip that names a month's figures.

#include "gui_test_helpers.h"

#include "economy/Ledger.h"
#include "forms/TreasuryChart.h"

#include <QHelpEvent>
#include <QImage>
#include <QToolTip>

using namespace muster;

namespace {

Money dollars(qint64 amount)
{
    return Money::fromCents(amount * 100);
}

// Two years from January 1203: $60K of revenue on the first of each month, maintenance of $38K-$52K at
// each month end, a raising of $150K in March 1203 and loot of $45K in October 1203.
QList<MonthFigures> twoYears(const Calendar &calendar)
{
    Ledger ledger;
    for (int i = 0; i < 24; ++i) {
        const int year = 1203 + i / 12;
        const int month = i % 12 + 1;
        ledger.add(
            {0, {year, month, 1}, LedgerCategory::Revenue, dollars(60'000), 0, 0, QStringLiteral("Taxes")});
        ledger.add({0, calendar.lastOfMonth({year, month, 1}), LedgerCategory::Maintain,
                    dollars(-(38'000 + (i * 7 % 8) * 2'000)), 1, 0, QStringLiteral("Maintenance")});
    }
    ledger.add(
        {0, {1203, 3, 10}, LedgerCategory::Raise, dollars(-150'000), 1, 0, QStringLiteral("Raise knights")});
    ledger.add({0, {1203, 10, 2}, LedgerCategory::Loot, dollars(45'000), 1, 0, QStringLiteral("Loot")});
    return ledger.monthlySeries(calendar, dollars(250'000), {1203, 1}, {1204, 12});
}

MonthFigures figures(int year, int month, qint64 income, qint64 spending, qint64 balance)
{
    return {{year, month}, {dollars(income), dollars(spending)}, dollars(balance)};
}

bool near(QColor a, QColor b, int tolerance = 40)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) <=
           tolerance;
}

QImage rendered(TreasuryChart &chart, QSize size = {800, 300})
{
    chart.resize(size);
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    chart.render(&image);
    return image;
}

// Whether anything but the background is drawn in `area`.
bool drawnIn(const QImage &image, const QRect &area, QColor background)
{
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x) {
            if (!near(image.pixelColor(x, y), background, 12))
                return true;
        }
    }
    return false;
}

} // namespace

class TstTreasuryChart : public GuiTestCase
{
    Q_OBJECT

private slots:
    void emptySeriesSaysSo()
    {
        TreasuryChart chart;
        QVERIFY(chart.sizeHint().width() >= chart.minimumSizeHint().width());
        QVERIFY(chart.sizeHint().height() >= chart.minimumSizeHint().height());
        chart.setSeries({}, Calendar());
        const QImage image = rendered(chart, {400, 200});
        const QColor background = chart.palette().color(QPalette::Base);
        QVERIFY(near(image.pixelColor(5, 5), background, 0));
        QVERIFY(drawnIn(image, QRect(100, 85, 200, 30), background)); // "No bookings yet"
        QVERIFY(chart.toolTipAt({200, 100}).isEmpty());
    }

    void twoYearsOfBookings()
    {
        const Calendar calendar;
        const QList<MonthFigures> series = twoYears(calendar);
        QCOMPARE(series.size(), 24);
        TreasuryChart chart;
        chart.setSeries(series, calendar);
        const QImage image = rendered(chart);
        const QColor background = chart.palette().color(QPalette::Base);
        const QColor bar = image.pixelColor(chart.barRect(0).center().toPoint());
        QVERIFY(!near(bar, background));
        for (int i = 0; i < series.size(); ++i) {
            const QRectF rect = chart.barRect(i);
            QVERIFY2(rect.height() > 4, qPrintable(QString::number(i)));
            const QPoint inside(int(rect.center().x()), int(rect.bottom()) - 2);
            QVERIFY2(near(image.pixelColor(inside), bar), qPrintable(QString::number(i)));
            // Between two bars: no bar colour.
            const QPoint gap(int(rect.left()) - 2, int(rect.bottom()) - 2);
            QVERIFY2(!near(image.pixelColor(gap), bar), qPrintable(QString::number(i)));
        }
        // The March raising is the tallest bar; the balance line passes through its points.
        QVERIFY(chart.barRect(2).height() > chart.barRect(1).height() * 3);
        QVERIFY(
            drawnIn(image, QRect(chart.balancePoint(12).toPoint() - QPoint(1, 1), QSize(3, 3)), background));
        QVERIFY(chart.zeroY() >= chart.plotRect().bottom() - 1); // never below $0
    }

    void balanceBelowZero()
    {
        const QList<MonthFigures> series = {
            figures(1203, 1, 10'000, 20'000, 30'000), figures(1203, 2, 10'000, 50'000, -10'000),
            figures(1203, 3, 10'000, 30'000, -30'000), figures(1203, 4, 80'000, 20'000, 30'000)};
        TreasuryChart chart;
        chart.setSeries(series, Calendar());
        const QImage image = rendered(chart, {500, 250});
        const QRectF plot = chart.plotRect();
        const double zero = chart.zeroY();
        QVERIFY(zero > plot.top() + 10 && zero < plot.bottom() - 10);
        QVERIFY(chart.balancePoint(2).y() > zero);
        QVERIFY(chart.balancePoint(0).y() < zero);
        QCOMPARE(chart.barRect(1).bottom(), zero); // spending stands on $0
        // The zero line is drawn in the text colour, between the bars too.
        const QColor text = chart.palette().color(QPalette::Text);
        const int x = int(chart.barRect(1).right()) + 3;
        QVERIFY(near(image.pixelColor(x, int(zero)), text, 120));
        QVERIFY(near(image.pixelColor(x, int(zero) + 3), chart.palette().color(QPalette::Base), 80));
    }

    void toolTipNamesTheMonth()
    {
        const Calendar calendar;
        const QList<MonthFigures> series = twoYears(calendar);
        TreasuryChart chart;
        chart.setSeries(series, calendar);
        chart.resize(800, 300);
        const QPoint june = chart.balancePoint(5).toPoint();
        QCOMPARE(chart.monthAt(june), 5);
        const QString text = chart.toolTipAt(june);
        QVERIFY2(text.contains(QStringLiteral("June 1203")), qPrintable(text));
        QVERIFY2(text.contains(series.at(5).closingBalance.toLongString()), qPrintable(text));
        QVERIFY2(text.contains(series.at(5).totals.spending.toLongString()), qPrintable(text));
        QVERIFY(chart.toolTipAt(chart.barRect(17).center().toPoint()).contains(QStringLiteral("June 1204")));
        QVERIFY(chart.toolTipAt({2, 2}).isEmpty()); // off the plot

        // The widget answers a tooltip event with that text.
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QHelpEvent help(QEvent::ToolTip, june, chart.mapToGlobal(june));
        QVERIFY(QCoreApplication::sendEvent(&chart, &help));
        QTRY_COMPARE(QToolTip::text(), text);
        QToolTip::hideText();
    }

    void oneMonth()
    {
        TreasuryChart chart;
        chart.setSeries({figures(1203, 7, 0, 12'000, 88'000)}, Calendar());
        const QImage image = rendered(chart, chart.minimumSizeHint());
        QVERIFY(!chart.barRect(0).isEmpty());
        QVERIFY(drawnIn(image, chart.barRect(0).toAlignedRect(), chart.palette().color(QPalette::Base)));
        QVERIFY(chart.toolTipAt(chart.barRect(0).center().toPoint()).contains(QStringLiteral("July 1203")));
        // A month with nothing at all.
        chart.setSeries({figures(1203, 7, 0, 0, 0)}, Calendar());
        rendered(chart, {300, 150});
        QVERIFY(chart.plotRect().height() > 0);
    }
};

std::unique_ptr<QObject> newTstTreasuryChart()
{
    return std::make_unique<TstTreasuryChart>();
}

#include "tst_treasurychart.moc"
