#include "TreasuryChart.h"

#include "TextColors.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {

constexpr double barShare = 0.6; // of a month's width

// 1, 2 or 5 times a power of ten, at least `raw` and at least a dollar.
double niceStep(double raw)
{
    raw = std::max(raw, 100.0);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double factor : {1.0, 2.0, 5.0}) {
        if (factor * magnitude >= raw)
            return factor * magnitude;
    }
    return 10.0 * magnitude;
}

QString moneyLabel(double cents)
{
    return Money::fromCents(qint64(std::llround(cents))).toShortString();
}

} // namespace

struct TreasuryChart::Colors
{
    QColor background;
    QColor text;
    QColor muted;
    QColor grid;
    QColor balance;
    QColor spending;
    QColor debt; // the area below $0
};

TreasuryChart::TreasuryChart(QWidget *parent) : QWidget(parent)
{
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void TreasuryChart::setSeries(const QList<MonthFigures> &series, const Calendar &calendar)
{
    m_series = series;
    m_calendar = calendar;
    update();
}

QSize TreasuryChart::sizeHint() const
{
    const int line = fontMetrics().height();
    return {36 * line, 16 * line};
}

QSize TreasuryChart::minimumSizeHint() const
{
    const int line = fontMetrics().height();
    return {18 * line, 9 * line};
}

TreasuryChart::Colors TreasuryChart::colors() const
{
    const QPalette &p = palette();
    Colors c;
    c.background = p.color(QPalette::Base);
    c.text = p.color(QPalette::Text);
    c.muted = mutedTextColor(p);
    c.grid = c.text;
    c.grid.setAlpha(40);
    c.balance = p.color(QPalette::Highlight);
    const bool dark = isDarkPalette(p);
    c.spending = dark ? QColor(240, 150, 110) : QColor(222, 120, 70);
    c.debt = dark ? QColor(255, 90, 90, 40) : QColor(220, 40, 40, 24);
    return c;
}

TreasuryChart::Geometry TreasuryChart::geometry() const
{
    const QFontMetricsF fm(font());
    const double line = fm.height();
    const double margin = std::round(line / 2);
    Geometry g;
    const double top = margin + line + margin;            // the legend
    const double bottom = margin / 2 + 2 * line + margin; // month and year labels
    const double plotHeight = std::max(1.0, height() - top - bottom);

    double low = 0;
    double high = 0;
    for (const MonthFigures &m : m_series) {
        low = std::min(low, double(m.closingBalance.cents()));
        high = std::max({high, double(m.closingBalance.cents()), double(m.totals.spending.cents())});
    }
    const int lines = std::clamp(int(plotHeight / (2.2 * line)), 1, 8);
    g.step = niceStep((high - low) / lines);
    g.low = std::floor(low / g.step) * g.step;
    g.high = std::max(std::ceil(high / g.step) * g.step, g.low + g.step);

    double labelWidth = 0;
    for (double cents = g.low; cents <= g.high + g.step / 2; cents += g.step)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(moneyLabel(cents)));
    const double left = margin + labelWidth + margin;
    g.plot = QRectF(left, top, std::max(1.0, width() - left - margin * 1.5), plotHeight);
    g.slot = m_series.isEmpty() ? 0 : g.plot.width() / m_series.size();
    return g;
}

QRectF TreasuryChart::plotRect() const
{
    return geometry().plot;
}

QRectF TreasuryChart::barRect(int month) const
{
    return barRect(geometry(), month);
}

QRectF TreasuryChart::barRect(const Geometry &g, int month) const
{
    if (month < 0 || month >= m_series.size())
        return {};
    // Narrow enough that a few months do not look like slabs.
    const double width = std::clamp(g.slot * barShare, 1.0, 3.0 * QFontMetricsF(font()).height());
    const double left = g.plot.left() + g.slot * month + (g.slot - width) / 2;
    const double top = g.y(double(m_series.at(month).totals.spending.cents()));
    return QRectF(QPointF(left, top), QPointF(left + width, g.y(0))).normalized();
}

QPointF TreasuryChart::balancePoint(int month) const
{
    return balancePoint(geometry(), month);
}

QPointF TreasuryChart::balancePoint(const Geometry &g, int month) const
{
    if (month < 0 || month >= m_series.size())
        return {};
    return {g.plot.left() + g.slot * (month + 0.5), g.y(double(m_series.at(month).closingBalance.cents()))};
}

double TreasuryChart::zeroY() const
{
    return geometry().y(0);
}

int TreasuryChart::monthAt(const QPoint &pos) const
{
    if (m_series.isEmpty())
        return -1;
    const Geometry g = geometry();
    if (pos.x() < g.plot.left() || pos.x() >= g.plot.right() || pos.y() < g.plot.top() ||
        pos.y() > g.plot.bottom() + fontMetrics().height())
        return -1;
    return std::clamp(int((pos.x() - g.plot.left()) / g.slot), 0, int(m_series.size()) - 1);
}

QString TreasuryChart::monthTitle(int month) const
{
    const CampaignMonth &m = m_series.at(month).month;
    //: A month of the treasury chart: %1 the month's name, %2 the year ("March 1203").
    return tr("%1 %2").arg(m_calendar.monthName(m.month), QString::number(m.year));
}

QString TreasuryChart::toolTipAt(const QPoint &pos) const
{
    const int month = monthAt(pos);
    if (month < 0)
        return {};
    const MonthFigures &m = m_series.at(month);
    return tr("%1\nBalance at month end: %2\nSpending: %3\nIncome: %4")
        .arg(monthTitle(month), m.closingBalance.toLongString(), m.totals.spending.toLongString(),
             m.totals.income.toLongString());
}

bool TreasuryChart::event(QEvent *event)
{
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    const auto *help = static_cast<QHelpEvent *>(event);
    const QString text = toolTipAt(help->pos());
    if (text.isEmpty()) {
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    const Geometry g = geometry();
    const int month = monthAt(help->pos());
    const QRect region =
        QRectF(g.plot.left() + g.slot * month, g.plot.top(), g.slot, height()).toAlignedRect();
    QToolTip::showText(help->globalPos(), text, this, region);
    return true;
}

void TreasuryChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const Colors c = colors();
    painter.fillRect(rect(), c.background);
    if (m_series.isEmpty()) {
        painter.setPen(c.muted);
        painter.drawText(rect(), Qt::AlignCenter, tr("No bookings yet"));
        return;
    }
    const Geometry g = geometry();
    paintAxis(painter, g, c);
    paintData(painter, g, c);
    paintMonthLabels(painter, g, c);
    paintLegend(painter, g, c);
}

void TreasuryChart::paintAxis(QPainter &painter, const Geometry &g, const Colors &c) const
{
    const QFontMetricsF fm(font());
    if (g.low < 0)
        painter.fillRect(QRectF(QPointF(g.plot.left(), g.y(0)), g.plot.bottomRight()), c.debt);
    for (double cents = g.low; cents <= g.high + g.step / 2; cents += g.step) {
        const double y = std::round(g.y(cents)) + 0.5;
        painter.setPen(QPen(c.grid, 1));
        painter.drawLine(QPointF(g.plot.left(), y), QPointF(g.plot.right(), y));
        painter.setPen(c.text);
        const QRectF label(0, y - fm.height() / 2, g.plot.left() - fm.height() / 2, fm.height());
        painter.drawText(label, Qt::AlignRight | Qt::AlignVCenter, moneyLabel(cents));
    }
    // A year starts: a faint line before its first month.
    for (int i = 1; i < m_series.size(); ++i) {
        if (m_series.at(i).month.year != m_series.at(i - 1).month.year) {
            const double x = std::round(g.plot.left() + g.slot * i) + 0.5;
            painter.setPen(QPen(c.grid, 1, Qt::DashLine));
            painter.drawLine(QPointF(x, g.plot.top()), QPointF(x, g.plot.bottom()));
        }
    }
}

void TreasuryChart::paintData(QPainter &painter, const Geometry &g, const Colors &c) const
{
    painter.setPen(Qt::NoPen);
    painter.setBrush(c.spending);
    for (int i = 0; i < m_series.size(); ++i) {
        if (m_series.at(i).totals.spending.cents() > 0)
            painter.drawRect(barRect(g, i));
    }
    // $0: the baseline of the bars, and the line the balance must not cross.
    painter.setPen(QPen(g.low < 0 ? c.text : c.muted, g.low < 0 ? 1.5 : 1));
    const double zero = std::round(g.y(0)) + 0.5;
    painter.drawLine(QPointF(g.plot.left(), zero), QPointF(g.plot.right(), zero));

    painter.setRenderHint(QPainter::Antialiasing);
    QPainterPath path;
    for (int i = 0; i < m_series.size(); ++i) {
        const QPointF point = balancePoint(g, i);
        if (i == 0)
            path.moveTo(point);
        else
            path.lineTo(point);
    }
    painter.setPen(QPen(c.balance, 2.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
    if (g.slot >= 10 || m_series.size() == 1) {
        painter.setBrush(c.balance);
        painter.setPen(QPen(c.background, 1.5));
        const double radius = std::clamp(g.slot / 6, 3.0, 4.5);
        for (int i = 0; i < m_series.size(); ++i)
            painter.drawEllipse(balancePoint(g, i), radius, radius);
    }
    painter.setRenderHint(QPainter::Antialiasing, false);
}

void TreasuryChart::paintMonthLabels(QPainter &painter, const Geometry &g, const Colors &c) const
{
    const QFontMetricsF fm(font());
    const double gap = fm.averageCharWidth() * 1.5;
    double fullWidth = 0;
    double shortWidth = 0;
    for (const MonthFigures &m : m_series) {
        const QString name = m_calendar.monthName(m.month.month);
        fullWidth = std::max(fullWidth, fm.horizontalAdvance(name));
        shortWidth = std::max(shortWidth, fm.horizontalAdvance(name.left(3)));
    }
    const bool abbreviate = fullWidth + gap > g.slot;
    const double needed = (abbreviate ? shortWidth : fullWidth) + gap;
    // Label every `every`-th month of the calendar, a step that divides the year or is whole years.
    const int months = std::max(1, m_calendar.monthCount());
    int every = 1;
    while (every * g.slot < needed && every < m_series.size()) {
        ++every;
        while (every < m_series.size() && months % every != 0 && every % months != 0)
            ++every;
    }
    const auto labelled = [&](int i) {
        const CampaignMonth &m = m_series.at(i).month;
        return (qint64(m.year) * months + m.month - 1) % every == 0;
    };
    bool any = false;
    for (int i = 0; i < m_series.size(); ++i)
        any = any || labelled(i);

    const double top = g.plot.bottom() + fm.height() / 4;
    bool yearShown = false;
    for (int i = 0; i < m_series.size(); ++i) {
        if (!(any ? labelled(i) : i == 0))
            continue;
        const CampaignMonth &m = m_series.at(i).month;
        const QString name = m_calendar.monthName(m.month);
        const double centre = g.plot.left() + g.slot * (i + 0.5);
        const double width = std::max(g.slot * every, fm.horizontalAdvance(name) + gap);
        painter.setPen(c.text);
        painter.drawText(QRectF(centre - width / 2, top, width, fm.height()), Qt::AlignHCenter | Qt::AlignTop,
                         abbreviate ? name.left(3) : name);
        if (!yearShown || m.month == 1) {
            painter.setPen(c.muted);
            painter.drawText(QRectF(centre - width / 2, top + fm.height(), width, fm.height()),
                             Qt::AlignHCenter | Qt::AlignTop, QString::number(m.year));
            yearShown = true;
        }
    }
}

void TreasuryChart::paintLegend(QPainter &painter, const Geometry &g, const Colors &c) const
{
    const QFontMetricsF fm(font());
    const double swatch = fm.height();
    const double gap = fm.averageCharWidth();
    const double available = g.plot.right() - gap;
    const double fixed = 2 * swatch + 5 * gap;
    QString balance = tr("Balance at month end");
    QString spending = tr("Spending per month");
    if (fixed + fm.horizontalAdvance(balance) + fm.horizontalAdvance(spending) > available) {
        //: The treasury chart's legend where there is no room for "Balance at month end".
        balance = fm.elidedText(tr("Balance"), Qt::ElideRight, (available - fixed) / 2);
        //: The treasury chart's legend where there is no room for "Spending per month".
        spending = fm.elidedText(tr("Spending"), Qt::ElideRight, (available - fixed) / 2);
    }
    const double width = swatch + gap + fm.horizontalAdvance(balance) + 3 * gap + swatch + gap +
                         fm.horizontalAdvance(spending);
    double x = std::max(gap, g.plot.right() - width);
    const double y = std::round(fm.height() / 2);
    const double middle = y + fm.height() / 2;

    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(c.balance, 2.5, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(QPointF(x, middle), QPointF(x + swatch, middle));
    painter.setRenderHint(QPainter::Antialiasing, false);
    x += swatch + gap;
    painter.setPen(c.text);
    painter.drawText(QRectF(x, y, fm.horizontalAdvance(balance) + 1, fm.height()), Qt::AlignVCenter, balance);
    x += fm.horizontalAdvance(balance) + 3 * gap;
    painter.fillRect(QRectF(x, y + fm.height() * 0.2, swatch, fm.height() * 0.6), c.spending);
    x += swatch + gap;
    painter.drawText(QRectF(x, y, fm.horizontalAdvance(spending) + 1, fm.height()), Qt::AlignVCenter,
                     spending);
}

} // namespace muster
