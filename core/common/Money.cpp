#include "Money.h"

#include <QRegularExpression>

#include <QLocale>

#include <cmath>

namespace muster {

std::optional<Money> Money::fromText(const QString &text)
{
    // A sign and a dollar sign in either order, digits in groups of three or none, decimals, and K, M or B.
    static const QRegularExpression amount(QStringLiteral(
        R"(^\s*([+-]?)\s*\$?\s*([+-]?)\s*((?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?|\.[0-9]+)\s*([kKmMbB]?)\s*$)"));
    const QRegularExpressionMatch match = amount.match(text);
    if (!match.hasMatch() || (!match.captured(1).isEmpty() && !match.captured(2).isEmpty()))
        return std::nullopt;
    const bool negative = match.captured(1) == QLatin1String("-") || match.captured(2) == QLatin1String("-");
    QString number = match.captured(3);
    number.remove(QLatin1Char(','));
    const QChar suffix = match.captured(4).isEmpty() ? QChar() : match.captured(4).at(0).toUpper();
    const double scale = suffix == QLatin1Char('K')   ? 1e3
                         : suffix == QLatin1Char('M') ? 1e6
                         : suffix == QLatin1Char('B') ? 1e9
                                                      : 1.0;
    const double dollars = number.toDouble() * scale;
    if (!(dollars < 1e13))
        return std::nullopt;
    return fromDollars(negative ? -dollars : dollars);
}

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
