#include "Breakdown.h"

#include <QLocale>

#include <cmath>

namespace muster {

QString formatNumber(double value)
{
    // Up to four decimals, no trailing zeros: TS 0.5, 37.5, 2.25, 1,200.
    const double rounded = std::round(value * 10000.0) / 10000.0;
    QString text = QLocale().toString(rounded, 'f', 4);
    const QChar point = QLocale().decimalPoint().at(0);
    if (text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(1);
    }
    return text;
}

QString formatModifier(int value)
{
    return value > 0 ? QStringLiteral("+%1").arg(value) : QString::number(value);
}

} // namespace muster
