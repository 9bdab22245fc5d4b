// Money: exact cents, rounding half away from zero, and the book's short notation
// ("$186K", "$24.4K", "$1.8B"). Expected figures come from the rule book
// (GURPS Mass Combat) and from the rulings in the rulings of the rule books.

#include "common/Money.h"

#include <QtTest>

using namespace muster;
using namespace Qt::StringLiterals;

namespace muster {
// Lets QCOMPARE print both sides of a failed Money comparison.
char *toString(const Money &money)
{
    return qstrdup(qPrintable(QStringLiteral("%1 cents (%2)").arg(money.cents()).arg(money.toShortString())));
}
} // namespace muster

class TstMoney : public QObject
{
    Q_OBJECT

private slots:
    void fromCentsAndDollars();
    void fromText_data();
    void fromText();
    void fromDollars_data();
    void fromDollars();
    void scaled_data();
    void scaled();
    void withPercent_data();
    void withPercent();
    void arithmetic();
    void toShortString_data();
    void toShortString();
    void toLongString();
    void fromTextInTheReadersSeparators_data();
    void fromTextInTheReadersSeparators();
};

void TstMoney::fromCentsAndDollars()
{
    // Chapter 1, Element Types: Light Infantry cost "40K ($40,000) to raise".
    const Money raise = Money::fromCents(4'000'000);
    QCOMPARE(raise.cents(), qint64(4'000'000));
    QCOMPARE(raise.dollars(), 40000.0);
    QCOMPARE(Money().cents(), qint64(0));
}

// Amounts as the book writes them ("$186K", "$24.4K", "$1.8B") and as GMs type them, and what is not an amount.
void TstMoney::fromText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("cents");
    QTest::newRow("2M") << QStringLiteral("2M") << true << qint64(200'000'000);
    QTest::newRow("150K") << QStringLiteral("150K") << true << qint64(15'000'000);
    QTest::newRow("$186K, Airborne Ninja's Raise") << QStringLiteral("$186K") << true << qint64(18'600'000);
    QTest::newRow("$24.4K") << QStringLiteral("$24.4K") << true << qint64(2'440'000);
    QTest::newRow("$1.8B") << QStringLiteral("$1.8B") << true << qint64(180'000'000'000);
    QTest::newRow("1,250,000") << QStringLiteral("1,250,000") << true << qint64(125'000'000);
    QTest::newRow("-$40K") << QStringLiteral("-$40K") << true << qint64(-4'000'000);
    QTest::newRow("$-40k") << QStringLiteral("$-40k") << true << qint64(-4'000'000);
    QTest::newRow("750.50") << QStringLiteral(" 750.50 ") << true << qint64(75'050);
    QTest::newRow("2X") << QStringLiteral("2X") << false << qint64(0);
    QTest::newRow("1,25,000") << QStringLiteral("1,25,000") << false << qint64(0);
    QTest::newRow("empty") << QString() << false << qint64(0);
    QTest::newRow("two signs") << QStringLiteral("-$-5") << false << qint64(0);
    QTest::newRow("two suffixes") << QStringLiteral("2KM") << false << qint64(0);
}

void TstMoney::fromText()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(qint64, cents);
    const std::optional<Money> money = Money::fromText(text);
    QCOMPARE(money.has_value(), valid);
    if (valid)
        QCOMPARE(money->cents(), cents);
}

void TstMoney::fromDollars_data()
{
    QTest::addColumn<double>("dollars");
    QTest::addColumn<qint64>("cents");

    // Chapter 1, Customization: Airborne Ninja "$186K to raise; $24.4K to maintain".
    QTest::newRow("Chapter 1: Airborne Ninja raise $186K") << 186000.0 << qint64(18'600'000);
    QTest::newRow("Chapter 1: Airborne Ninja maintain $24.4K") << 24400.0 << qint64(2'440'000);
    // Appendix A: MANPAD "$157.5K to raise; $21.75K to maintain".
    QTest::newRow("Appendix A: MANPAD raise $157.5K") << 157500.0 << qint64(15'750'000);
    QTest::newRow("Appendix A: MANPAD maintain $21.75K") << 21750.0 << qint64(2'175'000);
    // Air Elements Table: Flying Battleship raise 1.8B.
    QTest::newRow("Air Elements Table: Flying Battleship 1.8B") << 1.8e9 << qint64(180'000'000'000);
    QTest::newRow("zero") << 0.0 << qint64(0);
    QTest::newRow("cents kept") << 12.34 << qint64(1234);
    QTest::newRow("negative") << -1.25 << qint64(-125);
    // Half a cent (exactly representable) rounds away from zero.
    QTest::newRow("half cent rounds up") << 0.125 << qint64(13);
    QTest::newRow("negative half cent rounds down") << -0.125 << qint64(-13);
}

void TstMoney::fromDollars()
{
    QFETCH(double, dollars);
    QFETCH(qint64, cents);
    QCOMPARE(Money::fromDollars(dollars).cents(), cents);
}

void TstMoney::scaled_data()
{
    QTest::addColumn<qint64>("cents");
    QTest::addColumn<qint64>("numerator");
    QTest::addColumn<qint64>("denominator");
    QTest::addColumn<qint64>("expected");

    // Optional Features, Mercenary: hire costs 1.5x Maintain (1.25x on a long contract).
    // Appendix A: Light Truck $7.25K maintain x1.5 = $10,875.
    QTest::newRow("Mercenary x1.5: $7.25K -> $10,875")
        << qint64(725'000) << qint64(3) << qint64(2) << qint64(1'087'500);
    // Light Infantry $8K x1.25 = $10K.
    QTest::newRow("Mercenary x1.25: $8K -> $10K")
        << qint64(800'000) << qint64(5) << qint64(4) << qint64(1'000'000);
    // Levy farther from home: half maintenance; Boat 0.5K -> $250.
    QTest::newRow("Levy half: $500 -> $250") << qint64(50'000) << qint64(1) << qint64(2) << qint64(25'000);
    // Rounding to the nearest cent, half away from zero (Money.h).
    QTest::newRow("2.5 cents -> 3") << qint64(5) << qint64(1) << qint64(2) << qint64(3);
    QTest::newRow("-2.5 cents -> -3") << qint64(-5) << qint64(1) << qint64(2) << qint64(-3);
    QTest::newRow("1.5 cents -> 2") << qint64(1) << qint64(3) << qint64(2) << qint64(2);
    QTest::newRow("-1.5 cents -> -2") << qint64(-1) << qint64(3) << qint64(2) << qint64(-2);
    QTest::newRow("1/3 cent -> 0") << qint64(1) << qint64(1) << qint64(3) << qint64(0);
    QTest::newRow("2/3 cent -> 1") << qint64(2) << qint64(1) << qint64(3) << qint64(1);
    QTest::newRow("-2/3 cent -> -1") << qint64(-2) << qint64(1) << qint64(3) << qint64(-1);
    QTest::newRow("1.25 cents -> 1") << qint64(5) << qint64(1) << qint64(4) << qint64(1);
    QTest::newRow("1.75 cents -> 2") << qint64(7) << qint64(1) << qint64(4) << qint64(2);
    QTest::newRow("zero stays zero") << qint64(0) << qint64(3) << qint64(2) << qint64(0);
    // Large figures do not overflow: Carrier 900M x 300 / 100 = 2.7B.
    QTest::newRow("Naval Elements Table: Carrier 900M x3")
        << qint64(90'000'000'000) << qint64(300) << qint64(100) << qint64(270'000'000'000);
}

void TstMoney::scaled()
{
    QFETCH(qint64, cents);
    QFETCH(qint64, numerator);
    QFETCH(qint64, denominator);
    QFETCH(qint64, expected);
    QCOMPARE(Money::fromCents(cents).scaled(numerator, denominator), Money::fromCents(expected));
}

void TstMoney::withPercent_data()
{
    QTest::addColumn<qint64>("cents");
    QTest::addColumn<int>("percent");
    QTest::addColumn<qint64>("expected");

    // Chapter 1, Customization: Light Infantry 40K with Fine, Elite, Airborne, Neutralize C3I, Night
    // (+100 +200 +20 +25 +20 = +365%) -> $186K; 8K with +100 +40 +20 +25 +20 = +205% -> $24.4K.
    QTest::newRow("Chapter 1: Airborne Ninja raise 40K +365%")
        << qint64(4'000'000) << 365 << qint64(18'600'000);
    QTest::newRow("Chapter 1: Airborne Ninja maintain 8K +205%")
        << qint64(800'000) << 205 << qint64(2'440'000);
    // Appendix A: MANPAD 37.5K raise with Very Fine, Good, Night (+320%) -> $157.5K;
    // 7.5K maintain with +190% -> $21.75K.
    QTest::newRow("Appendix A: MANPAD raise 37.5K +320%") << qint64(3'750'000) << 320 << qint64(15'750'000);
    QTest::newRow("Appendix A: MANPAD maintain 7.5K +190%") << qint64(750'000) << 190 << qint64(2'175'000);
    // Optional Features, Customization Cost: the -80% floor leaves a fifth.
    QTest::newRow("Customization Cost: -80% floor on 40K") << qint64(4'000'000) << -80 << qint64(800'000);
    QTest::newRow("Equipment Quality Table: Poor -25% on 40K")
        << qint64(4'000'000) << -25 << qint64(3'000'000);
    QTest::newRow("+0%") << qint64(123'456) << 0 << qint64(123'456);
    QTest::newRow("-25% of 2 cents -> 1.5 -> 2") << qint64(2) << -25 << qint64(2);
    QTest::newRow("-25% of -2 cents -> -1.5 -> -2") << qint64(-2) << -25 << qint64(-2);
    QTest::newRow("-50% of 1 cent -> 0.5 -> 1") << qint64(1) << -50 << qint64(1);
    QTest::newRow("+20% of 1 cent -> 1.2 -> 1") << qint64(1) << 20 << qint64(1);
    QTest::newRow("-100% -> 0") << qint64(4'000'000) << -100 << qint64(0);
}

void TstMoney::withPercent()
{
    QFETCH(qint64, cents);
    QFETCH(int, percent);
    QFETCH(qint64, expected);
    QCOMPARE(Money::fromCents(cents).withPercent(percent), Money::fromCents(expected));
}

void TstMoney::arithmetic()
{
    // Chapter 1, Quantity: five Airborne Ninja cost $930K to raise and $122K to maintain.
    const Money raise = Money::fromCents(18'600'000);
    const Money maintain = Money::fromCents(2'440'000);
    QCOMPARE(raise * 5, Money::fromCents(93'000'000));
    QCOMPARE(maintain * 5, Money::fromCents(12'200'000));

    Money sum;
    for (int i = 0; i < 5; ++i)
        sum += maintain;
    QCOMPARE(sum, Money::fromCents(12'200'000));
    sum -= maintain;
    QCOMPARE(sum, Money::fromCents(9'760'000));
    QCOMPARE(raise + maintain, Money::fromCents(21'040'000));
    QCOMPARE(raise - maintain, Money::fromCents(16'160'000));

    QVERIFY(maintain < raise);
    QVERIFY(raise > maintain);
    QVERIFY(Money::fromCents(-1) < Money());
    QCOMPARE(Money::fromCents(5), Money::fromCents(5));
}

void TstMoney::toShortString_data()
{
    QTest::addColumn<qint64>("cents");
    QTest::addColumn<QString>("expected");

    QTest::newRow("Chapter 1: Airborne Ninja $186K") << qint64(18'600'000) << QStringLiteral("$186K");
    QTest::newRow("Chapter 1: Airborne Ninja $24.4K") << qint64(2'440'000) << QStringLiteral("$24.4K");
    QTest::newRow("Chapter 1, Quantity: $930K") << qint64(93'000'000) << QStringLiteral("$930K");
    QTest::newRow("Appendix A: MANPAD $21.75K") << qint64(2'175'000) << QStringLiteral("$21.75K");
    QTest::newRow("Appendix A: MANPAD $157.5K") << qint64(15'750'000) << QStringLiteral("$157.5K");
    QTest::newRow("Appendix A: Light Truck $7.25K") << qint64(725'000) << QStringLiteral("$7.25K");
    QTest::newRow("Air Elements Table: Flying Battleship $1.8B")
        << qint64(180'000'000'000) << QStringLiteral("$1.8B");
    QTest::newRow("Air Elements Table: Medium Lift Aircraft $3.75M")
        << qint64(375'000'000) << QStringLiteral("$3.75M");
    QTest::newRow("Air Elements Table: Flying Battleship maintain $72M")
        << qint64(7'200'000'000) << QStringLiteral("$72M");
    QTest::newRow("Land Elements Table TL6-12: TAD $60M") << qint64(6'000'000'000) << QStringLiteral("$60M");
    QTest::newRow("Naval Elements Table TL0-5: Frigate $1M") << qint64(100'000'000) << QStringLiteral("$1M");
    QTest::newRow("$500") << qint64(50'000) << QStringLiteral("$500");
    QTest::newRow("$0") << qint64(0) << QStringLiteral("$0");
}

void TstMoney::toShortString()
{
    QFETCH(qint64, cents);
    QFETCH(QString, expected);
    QCOMPARE(Money::fromCents(cents).toShortString(), expected);
}

// The exact figure behind a force's Raise and Maintain breakdowns, in the reader's locale.
void TstMoney::toLongString()
{
    const QLocale previous;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    // Appendix A, Modern Military Force: the sum of the element records' Raise.
    QCOMPARE(Money::fromCents(2'668'050'000).toLongString(), QStringLiteral("$26,680,500.00"));
    QCOMPARE(Money::fromCents(2'175).toLongString(), QStringLiteral("$21.75"));
    // Issue 14: one formatter in every locale, "$" first as the short notation writes it ("0.00$" under the C
    // locale and "1.645.800,00 $" beside "$1.825M" in German were both wrong).
    QLocale::setDefault(QLocale::c());
    QCOMPARE(Money().toLongString(), QStringLiteral("$0.00"));
    QCOMPARE(Money::fromCents(164'580'000).toLongString(), QStringLiteral("$1645800.00"));
    QCOMPARE(Money::fromCents(-4'000'000).toLongString(), QStringLiteral("-$40000.00"));
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(Money::fromCents(164'580'000).toLongString(), QStringLiteral("$1.645.800,00"));
    QCOMPARE(Money::fromCents(182'500'000).toShortString(), QStringLiteral("$1,825M"));
    QCOMPARE(Money::fromCents(2'440'000).toShortString(), QStringLiteral("$24,4K"));
    QCOMPARE(Money::fromCents(75'050).toShortString(), QStringLiteral("$750,50"));
    QCOMPARE(Money::fromCents(75'000).toShortString(), QStringLiteral("$750"));
    QLocale::setDefault(previous);
}

void TstMoney::fromTextInTheReadersSeparators_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("cents");
    const QLocale german(QLocale::German, QLocale::Germany);
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    QTest::newRow("German groups") << german << u"1.250.000"_s << qint64(125'000'000);
    QTest::newRow("German decimal comma, M") << german << u"1,5M"_s << qint64(150'000'000);
    QTest::newRow("German amount with cents") << german << u"$1.645.800,50"_s << qint64(164'580'050);
    QTest::newRow("German reader, the book's 2.5M") << german << u"2.5M"_s << qint64(250'000'000);
    QTest::newRow("German reader, the book's 1,250,000") << german << u"1,250,000"_s << qint64(125'000'000);
    QTest::newRow("German 1.500 is fifteen hundred") << german << u"1.500"_s << qint64(150'000);
    QTest::newRow("English 1.500 is one and a half") << english << u"1.500"_s << qint64(150);
    QTest::newRow("German, the $ after") << german << u"40.000 $"_s << qint64(4'000'000);
}

void TstMoney::fromTextInTheReadersSeparators()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, text);
    QFETCH(qint64, cents);
    const QLocale previous;
    QLocale::setDefault(locale);
    const std::optional<Money> money = Money::fromText(text);
    QLocale::setDefault(previous);
    QVERIFY2(money, qPrintable(text));
    QCOMPARE(money->cents(), cents);
}

QTEST_GUILESS_MAIN(TstMoney)
#include "tst_money.moc"
