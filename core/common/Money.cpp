#include "Money.h"

#include <QRegularExpression>

#include <QLocale>

#include <cmath>

namespace muster {

namespace {

// An amount written with `group` between thousands and `decimal` before the cents.
std::optional<double> dollarsWritten(const QString &text, const QString &group, const QString &decimal)
{
    // A sign and a dollar sign in either order, digits in groups of three or none, decimals, and K, M or B.
    const QString g = QRegularExpression::escape(group);
    const QString d = QRegularExpression::escape(decimal);
    const QRegularExpression amount(
        QStringLiteral(R"(^\s*([+-]?)\s*\$?\s*([+-]?)\s*((?:[0-9]{1,3}(?:%1[0-9]{3})+|[0-9]+)(?:%2[0-9]+)?|%2[0-9]+)\s*([kKmMbB]?)\s*\$?\s*$)")
            .arg(g, d));
    const QRegularExpressionMatch match = amount.match(text);
    if (!match.hasMatch() || (!match.captured(1).isEmpty() && !match.captured(2).isEmpty()))
        return std::nullopt;
    const bool negative = match.captured(1) == QLatin1String("-") || match.captured(2) == QLatin1String("-");
    QString number = match.captured(3);
    number.remove(group);
    number.replace(decimal, QLatin1String("."));
    const QChar suffix = match.captured(4).isEmpty() ? QChar() : match.captured(4).at(0).toUpper();
    const double scale = suffix == QLatin1Char('K')   ? 1e3
                         : suffix == QLatin1Char('M') ? 1e6
                         : suffix == QLatin1Char('B') ? 1e9
                                                      : 1.0;
    const double dollars = number.toDouble() * scale;
    return negative ? -dollars : dollars;
}

// The locale's decimal point, and what is left of a number once it is written with it.
QString trimmedDecimals(QString number, const QString &decimal)
{
    if (!number.contains(decimal))
        return number;
    while (number.endsWith(QLatin1Char('0')))
        number.chop(1);
    if (number.endsWith(decimal))
        number.chop(decimal.size());
    return number;
}

} // namespace

std::optional<Money> Money::fromText(const QString &text)
{
    // The reader's own way first ("1.250.000" and "1,5M" in German), then the book's ("1,250,000", "1.5M").
    const QLocale locale;
    std::optional<double> dollars = dollarsWritten(text, locale.groupSeparator(), locale.decimalPoint());
    if (!dollars)
        dollars = dollarsWritten(text, QStringLiteral(","), QStringLiteral("."));
    if (!dollars || !(std::abs(*dollars) < 1e13))
        return std::nullopt;
    return fromDollars(*dollars);
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
    const QLocale locale;
    const double value = std::abs(dollars());
    const QString sign = m_cents < 0 ? locale.negativeSign() : QString();
    struct Unit
    {
        double size;
        char suffix;
    };
    static constexpr Unit units[] = {{1e9, 'B'}, {1e6, 'M'}, {1e3, 'K'}};
    for (const Unit &unit : units) {
        if (value >= unit.size) {
            // Up to three decimals (the book writes $21.75K and $157.5K), trailing zeros dropped.
            return sign + QLatin1Char('$') +
                   trimmedDecimals(locale.toString(value / unit.size, 'f', 3), locale.decimalPoint()) +
                   QLatin1Char(unit.suffix);
        }
    }
    QString number = locale.toString(value, 'f', 2);
    if (number.endsWith(locale.decimalPoint() + QLatin1String("00")))
        number.chop(locale.decimalPoint().size() + 2);
    return sign + QLatin1Char('$') + number;
}

QString Money::toLongString() const
{
    // The book's "$" before the figure in every language, as toShortString writes it, so that the two read alike
    // side by side; the figure in the reader's separators.
    const QLocale locale;
    return (m_cents < 0 ? locale.negativeSign() : QString()) + QLatin1Char('$') +
           locale.toString(std::abs(dollars()), 'f', 2);
}

} // namespace muster
