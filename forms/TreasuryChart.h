#pragma once

#include "economy/Calendar.h"
#include "economy/Ledger.h"

#include <QList>
#include <QRectF>
#include <QWidget>

class QPainter;

namespace muster {

// A treasury over time (issue 4): the balance at each month end as a line and the spending of each
// month as bars, on one money axis. A tooltip names the month under the mouse and its figures.
class TreasuryChart : public QWidget
{
    Q_OBJECT

public:
    explicit TreasuryChart(QWidget *parent = nullptr);

    // One point per month, in order (Ledger::monthlySeries); an empty series shows "No bookings yet".
    void setSeries(const QList<MonthFigures> &series, const Calendar &calendar);
    const QList<MonthFigures> &series() const { return m_series; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // Where things are drawn at the current size, in widget coordinates (for tooltips and tests).
    QRectF plotRect() const;
    QRectF barRect(int month) const;       // the spending bar of the month at `month` in the series
    QPointF balancePoint(int month) const; // the balance at that month's end
    double zeroY() const;                  // the line of $0
    // The month under `pos` (an index into the series), or -1.
    int monthAt(const QPoint &pos) const;
    // "March 1203", then the balance at month end, the spending and the income; empty off the plot.
    QString toolTipAt(const QPoint &pos) const;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    // The money axis and the plot area at the current size.
    struct Geometry
    {
        QRectF plot;
        double low = 0;  // cents at the bottom of the plot
        double high = 1; // cents at the top
        double step = 1; // cents between two grid lines
        double slot = 0; // the width of one month
        double y(double cents) const { return plot.bottom() - (cents - low) / (high - low) * plot.height(); }
    };
    struct Colors;

    Geometry geometry() const;
    Colors colors() const;
    QRectF barRect(const Geometry &g, int month) const;
    QPointF balancePoint(const Geometry &g, int month) const;
    QString monthTitle(int month) const;
    void paintAxis(QPainter &painter, const Geometry &g, const Colors &c) const;
    void paintMonthLabels(QPainter &painter, const Geometry &g, const Colors &c) const;
    void paintData(QPainter &painter, const Geometry &g, const Colors &c) const;
    void paintLegend(QPainter &painter, const Geometry &g, const Colors &c) const;

    QList<MonthFigures> m_series;
    Calendar m_calendar;
};

} // namespace muster
