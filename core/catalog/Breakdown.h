#pragma once

#include <QString>
#include <QStringList>

namespace muster {

// How a figure came to be, one step per line, for tooltips and the breakdown panel.
struct Breakdown
{
    QStringList steps;

    void add(const QString &step) { steps << step; }
    QString toText() const { return steps.join(QLatin1Char('\n')); }
    bool operator==(const Breakdown &) const = default;
};

// A number the way the book prints it: "37.5", "20,880", "0.5".
QString formatNumber(double value);
// A Troop Strength the way the book prints it, with at most one decimal: "75.5", "64", "1,200" (TS 17.4797
// after casualties shows as "17.5"). Only the text is rounded; every sum and ratio uses the exact figure.
QString formatTs(double ts);
// A modifier the way the book prints it: "+2", "-1", "0".
QString formatModifier(int value);

} // namespace muster
