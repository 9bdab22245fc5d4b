#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>

namespace muster {

// An exact amount of money in whole cents. Rules multiply costs by percentages and by
// 1.5 or 1.25; every such step rounds to the nearest cent, half away from zero.
class Money
{
public:
    constexpr Money() = default;
    static constexpr Money fromCents(qint64 cents) { return Money(cents); }
    static Money fromDollars(double dollars);
    // An amount as the book and GMs write it: "2M", "150K", "$1.5B", "1,250,000", "-$40K", "750.50", or in the
    // reader's own separators ("1.250.000", "1,5M" in German, which wins where the two disagree); nothing when
    // the text is not an amount.
    static std::optional<Money> fromText(const QString &text);

    constexpr qint64 cents() const { return m_cents; }
    double dollars() const { return double(m_cents) / 100.0; }

    // cents x numerator / denominator, rounded to the nearest cent.
    Money scaled(qint64 numerator, qint64 denominator) const;
    Money withPercent(int percent) const { return scaled(100 + percent, 100); }

    // "$186K", "$24.4K", "$1.8B", "$750": the book's short notation, in the locale's decimal point ("$24,4K"
    // in German).
    QString toShortString() const;
    // "$186,000.00" ("$186.000,00" in German, "$186000.00" in the C locale): the "$" first in every language.
    QString toLongString() const;

    constexpr Money operator+(Money other) const { return Money(m_cents + other.m_cents); }
    constexpr Money operator-(Money other) const { return Money(m_cents - other.m_cents); }
    constexpr Money operator*(qint64 factor) const { return Money(m_cents * factor); }
    Money &operator+=(Money other)
    {
        m_cents += other.m_cents;
        return *this;
    }
    Money &operator-=(Money other)
    {
        m_cents -= other.m_cents;
        return *this;
    }
    constexpr auto operator<=>(const Money &) const = default;

private:
    constexpr explicit Money(qint64 cents) : m_cents(cents) {}
    qint64 m_cents = 0;
};

} // namespace muster
