#include "Breakdown.h"

#include <QLocale>

#include <cmath>

namespace muster {

namespace {

QString withDecimals(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    const double rounded = std::round(value * scale) / scale;
    QString text = QLocale().toString(rounded == 0 ? 0.0 : rounded, 'f', decimals); // never "-0"
    const QChar point = QLocale().decimalPoint().at(0);
    if (text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(1);
    }
    return text;
}

} // namespace

QString formatNumber(double value)
{
    // Up to four decimals, no trailing zeros: 0.5, 37.5, 2.25, 1,200.
    return withDecimals(value, 4);
}

QString formatTs(double ts)
{
    return withDecimals(ts, 1);
}

QString formatModifier(int value)
{
    return value > 0 ? QStringLiteral("+%1").arg(value) : QString::number(value);
}

} // namespace muster
