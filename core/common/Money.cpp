#include "Money.h"

#include <QLocale>

#include <cmath>

namespace muster {

Money Money::fromDollars(double dollars)
{
    return Money(qint64(std::llround(dollars * 100.0)));
}

Money Money::scaled(qint64 numerator, qint64 denominator) const
{
    Q_ASSERT(denominator > 0);
    const __int128 product = __int128(m_cents) * numerator;
    const __int128 half = denominator / 2;
    const __int128 rounded =
        product >= 0 ? (product + half) / denominator : -((-product + half) / denominator);
    return Money(qint64(rounded));
}

QString Money::toShortString() const
{
    const double value = std::abs(dollars());
    const QString sign = m_cents < 0 ? QStringLiteral("-") : QString();
    struct Unit
    {
        double size;
        char suffix;
    };
    static constexpr Unit units[] = {{1e9, 'B'}, {1e6, 'M'}, {1e3, 'K'}};
    for (const Unit &unit : units) {
        if (value >= unit.size) {
            // Up to three decimals (the book writes $21.75K and $157.5K), trailing zeros dropped.
            QString number = QString::number(value / unit.size, 'f', 3);
            while (number.contains(QLatin1Char('.')) &&
                   (number.endsWith(QLatin1Char('0')) || number.endsWith(QLatin1Char('.'))))
                number.chop(1);
            return sign + QLatin1Char('$') + number + QLatin1Char(unit.suffix);
        }
    }
    QString number = QString::number(value, 'f', 2);
    if (number.endsWith(QLatin1String(".00")))
        number.chop(3);
    return sign + QLatin1Char('$') + number;
}

QString Money::toLongString() const
{
    return QLocale().toCurrencyString(dollars(), QStringLiteral("$"), 2);
}

} // namespace muster
