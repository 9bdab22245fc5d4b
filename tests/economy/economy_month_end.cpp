// tst_economy: the month-end maintenance of one force (rule book GURPS Mass Combat,
// "MAINTAINING A FORCE", "Reduced Readiness"; rulings "Mercenary" and "Levy" in
// the rulings of the rule books), in the order MonthEnd.h documents, with exact money.

#include "EconomyTestSupport.h"
#include "economy/ForceEconomy.h"

#include <QtTest>

#include <memory>

using namespace muster;
using coretest::K;
using economytest::maintained;
using economytest::plainMonth;

class TstEconomyMonthEnd : public QObject
{
    Q_OBJECT

private slots:
    void readiness_data();
    void readiness();
    void tsStaysHalvedForAMonth();
    void readinessHalvesTheForcesTs_data();
    void readinessHalvesTheForcesTs();
    void readinessCodes();
    void everyStepInOrder();
    void navalElementsNeedNavalLs();
    void mercenaryAndLevyLines_data();
    void mercenaryAndLevyLines();
    void yrthForceAtFullMaintenance();
    void breakdownOfALargeForce();
    void thousandMonthsWithoutDrift();
};

// "Reduced Readiness": Low halves the cost to maintain and TS; No Maintenance costs nothing, halves TS and
// costs 5% casualties. The logistic force is paid either way.
void TstEconomyMonthEnd::readiness_data()
{
    QTest::addColumn<Readiness>("readiness");
    QTest::addColumn<Money>("fighting");
    QTest::addColumn<double>("tsAfter");
    QTest::addColumn<int>("casualties");
    QTest::newRow("full") << Readiness::Full << K(30) << 30.0 << 0;
    QTest::newRow("low") << Readiness::Low << K(15) << 15.0 << 0;
    QTest::newRow("none") << Readiness::None << Money() << 14.25 << 5;
}

void TstEconomyMonthEnd::readiness()
{
    QFETCH(Readiness, readiness);
    QFETCH(Money, fighting);
    QFETCH(double, tsAfter);
    QFETCH(int, casualties);
    MonthEndInput in =
        plainMonth({maintained(QStringLiteral("Troop"), 3, K(10), 7, ElementDomain::Land, false, 30)});
    in.logistics = {10, 0, 0};
    in.readiness = readiness;
    const MonthEndResult r = monthEnd(in);
    QCOMPARE(r.fightingMaintain, fighting);
    QCOMPARE(r.logisticsMaintain, K(5));
    QCOMPARE(r.total, fighting + K(5));
    QCOMPARE(r.tsBefore, 30.0);
    QCOMPARE(r.tsAfter, tsAfter);
    QCOMPARE(r.casualtiesPercent, casualties);
    // Only what is paid has to be delivered.
    QCOMPARE(r.support.required, fighting.dollars() / 1000.0);
}

// "The TS reduction lasts for one month after full maintenance resumes."
void TstEconomyMonthEnd::tsStaysHalvedForAMonth()
{
    MonthEndInput in =
        plainMonth({maintained(QStringLiteral("Troop"), 1, K(10), 7, ElementDomain::Land, false, 8)});
    in.reducedLastMonth = true;
    const MonthEndResult r = monthEnd(in);
    QCOMPARE(r.fightingMaintain, K(10));
    QCOMPARE(r.tsAfter, 4.0);
    QCOMPARE(r.casualtiesPercent, 0);
    QVERIFY2(r.tsBreakdown.toText().contains(QStringLiteral("one month")),
             qPrintable(r.tsBreakdown.toText()));
}

// "Reduced Readiness": low or no readiness halves the force's TS, and so does the month after full
// maintenance resumes; the roster and the figures show TS with this factor.
void TstEconomyMonthEnd::readinessHalvesTheForcesTs_data()
{
    QTest::addColumn<int>("readiness");
    QTest::addColumn<bool>("reducedLastMonth");
    QTest::addColumn<double>("factor");
    QTest::newRow("full") << int(Readiness::Full) << false << 1.0;
    QTest::newRow("low") << int(Readiness::Low) << false << 0.5;
    QTest::newRow("none") << int(Readiness::None) << false << 0.5;
    QTest::newRow("full again, reduced last month") << int(Readiness::Full) << true << 0.5;
}

void TstEconomyMonthEnd::readinessHalvesTheForcesTs()
{
    QFETCH(int, readiness);
    QFETCH(bool, reducedLastMonth);
    QFETCH(double, factor);
    ForceEconomy economy;
    economy.readiness = Readiness(readiness);
    economy.reducedLastMonth = reducedLastMonth;
    QCOMPARE(readinessTsFactor(economy), factor);
}

void TstEconomyMonthEnd::readinessCodes()
{
    for (Readiness level : allReadinessLevels) {
        QCOMPARE(readinessFromString(readinessCode(level)), std::optional<Readiness>(level));
        QVERIFY(!readinessName(level).isEmpty());
    }
    QCOMPARE(readinessFromString(QStringLiteral("LOW")), std::optional<Readiness>(Readiness::Low));
    QVERIFY(!readinessFromString(QStringLiteral("half")));
}

// Lines x season x terrain, readiness, the logistic force, Administration on the total, LS from the fighting
// Maintain before Administration.
void TstEconomyMonthEnd::everyStepInOrder()
{
    MonthEndInput in = plainMonth({maintained(QStringLiteral("4 Spearmen"), 4, K(8), 3, ElementDomain::Land),
                                   maintained(QStringLiteral("2 Cogs"), 2, K(7.5), 3, ElementDomain::Naval)});
    in.terrain = TerrainType::Woodlands;
    in.campaigningSeason = true;
    in.readiness = Readiness::Low;
    in.logistics = {20, 10, 0};
    in.administration = administrationFromMargin(6); // -10%
    const MonthEndResult r = monthEnd(in);
    // 4 x $8K x 0.5 x 1.5 = $24K and 2 x $7.5K = $15K (the cogs neither forage nor suffer the woods); halved.
    QCOMPARE(r.fightingMaintain, K(19.5));
    // Land LS 20: $10K, halved in season; naval LS 10: $10K, never halved.
    QCOMPARE(r.logisticsMaintain, K(5) + K(10));
    QCOMPARE(r.administrationPercent, -10);
    QCOMPARE(r.total, K(31.05));
    QCOMPARE(r.logisticsDue, K(13.5));
    QCOMPARE(r.fightingDue, K(17.55));
    QCOMPARE(r.support.required, 19.5);
    QCOMPARE(r.support.shortfall, 0.0);
    QCOMPARE(r.support.available, 30.0);
    for (const Breakdown *b : {&r.fightingBreakdown, &r.logisticsBreakdown, &r.administrationBreakdown,
                               &r.totalBreakdown, &r.tsBreakdown, &r.support.breakdown})
        QVERIFY(!b->steps.isEmpty());
    QVERIFY2(r.fightingBreakdown.toText().contains(QStringLiteral("Low readiness")),
             qPrintable(r.fightingBreakdown.toText()));
}

// Land LS cannot supply ships: the naval elements' share must come from naval (or air) LS.
void TstEconomyMonthEnd::navalElementsNeedNavalLs()
{
    MonthEndInput in = plainMonth({maintained(QStringLiteral("Army"), 1, K(10), 4, ElementDomain::Land),
                                   maintained(QStringLiteral("Fleet"), 1, K(5), 4, ElementDomain::Naval)});
    in.logistics = {15, 0, 0};
    QCOMPARE(monthEnd(in).support.shortfall, 5.0);
    // Over water the naval LS serves the ships first and the land LS pairs with what is left of it.
    in.logistics = {10, 5, 0};
    in.supplyLine = SupplyLine::ByWater;
    QCOMPARE(monthEnd(in).support.shortfall, 10.0);
    in.logistics = {10, 15, 0};
    QCOMPARE(monthEnd(in).support.shortfall, 0.0);
}

// Mercenary: 1.5 x Maintain (1.25 x on a contract of a year or more). Levy: nothing near home, half farther
// away, as mercenaries after two months. The catalog's Maintain carries these through the month.
void TstEconomyMonthEnd::mercenaryAndLevyLines_data()
{
    QTest::addColumn<Feature>("feature");
    QTest::addColumn<bool>("longContract");
    QTest::addColumn<LevyService>("levy");
    QTest::addColumn<qint64>("numerator");
    QTest::addColumn<qint64>("denominator");
    QTest::newRow("Mercenary") << Feature::Mercenary << false << LevyService::NearHome << qint64(3)
                               << qint64(2);
    QTest::newRow("Mercenary, long contract")
        << Feature::Mercenary << true << LevyService::NearHome << qint64(5) << qint64(4);
    QTest::newRow("Levy near home") << Feature::Levy << false << LevyService::NearHome << qint64(0)
                                    << qint64(1);
    QTest::newRow("Levy away from home")
        << Feature::Levy << false << LevyService::AwayFromHome << qint64(1) << qint64(2);
    QTest::newRow("Levy past two months")
        << Feature::Levy << false << LevyService::Extended << qint64(3) << qint64(2);
}

void TstEconomyMonthEnd::mercenaryAndLevyLines()
{
    QFETCH(Feature, feature);
    QFETCH(bool, longContract);
    QFETCH(LevyService, levy);
    QFETCH(qint64, numerator);
    QFETCH(qint64, denominator);
    Force plain;
    plain.lines << coretest::line(QStringLiteral("Spearmen"), QStringLiteral("Heavy Infantry"), 5, 3,
                                  EquipmentQuality::Good, TroopQuality::Average);
    Force hired = plain;
    hired.lines[0].record.set(feature);
    hired.lines[0].record.mercenaryLongContract = longContract;
    hired.lines[0].record.levyService = levy;

    const MonthEndResult base = monthEnd(plainMonth(economytest::linesOf(plain)));
    const MonthEndResult month = monthEnd(plainMonth(economytest::linesOf(hired)));
    QVERIFY(base.fightingMaintain > Money());
    QCOMPARE(month.fightingMaintain, base.fightingMaintain.scaled(numerator, denominator));
    QCOMPARE(month.total, base.total.scaled(numerator, denominator));
}

// Appendix A, An Yrth Military Force: at full maintenance the month costs the roster's Maintain and the
// force keeps its TS of 75.5.
void TstEconomyMonthEnd::yrthForceAtFullMaintenance()
{
    const Force force = coretest::yrthForce();
    const ForceAggregates totals = aggregate(coretest::computeDirectly(force).figures);
    const MonthEndResult r = monthEnd(plainMonth(economytest::linesOf(force)));
    QCOMPARE(r.fightingMaintain, totals.maintain);
    QCOMPARE(r.tsBefore, 75.5);
    QCOMPARE(r.tsAfter, 75.5);
}

// The breakdown lists at most 40 lines and says how many it left out.
void TstEconomyMonthEnd::breakdownOfALargeForce()
{
    QList<MaintainedLine> lines;
    for (int i = 0; i < 100; ++i)
        lines << maintained(QStringLiteral("Company %1").arg(i), 1, K(1), 7);
    const MonthEndResult r = monthEnd(plainMonth(lines));
    QCOMPARE(r.fightingMaintain, K(100));
    QVERIFY(r.fightingBreakdown.steps.size() <= 43);
    QVERIFY2(r.fightingBreakdown.toText().contains(QStringLiteral("60")),
             qPrintable(r.fightingBreakdown.toText()));
    QVERIFY(!r.fightingBreakdown.toText().contains(QStringLiteral("Company 40")));
}

namespace {
// a x n / d rounded half up, for the independent computation below (all amounts are positive).
qint64 roundedShare(qint64 a, qint64 n, qint64 d)
{
    return (a * n + d / 2) / d;
}
} // namespace

// Exact money: 1,000 month-ends with awkward amounts, every Administration row and both readiness levels,
// summed in Money, equal the same sums done in integer cents; no drift.
void TstEconomyMonthEnd::thousandMonthsWithoutDrift()
{
    const qint64 lineCents = 2'440'001; // $24,400.01
    const int count = 7;
    const int margins[] = {6, 0, -1, 3, -4};
    const Critical criticals[] = {Critical::None, Critical::Success, Critical::None, Critical::Failure,
                                  Critical::None};
    const int percents[] = {-10, -15, 10, 15, 10};
    Money summed;
    qint64 expected = 0;
    for (int month = 0; month < 1000; ++month) {
        MonthEndInput in =
            plainMonth({maintained(QStringLiteral("Lancers"), count, Money::fromCents(lineCents), 4)});
        in.logistics = {172.3, 0, 0.7};
        in.campaigningSeason = month % 12 >= 6 && month % 12 < 9;
        in.terrain = month % 5 == 0 ? std::optional(TerrainType::Woodlands) : std::nullopt;
        in.readiness = month % 7 == 0 ? Readiness::Low : Readiness::Full;
        in.administration = administrationFromMargin(margins[month % 5], criticals[month % 5]);
        summed += monthEnd(in).total;

        // The same month by hand: line x season x terrain, readiness, logistics, Administration.
        const qint64 n = (in.campaigningSeason ? 1 : 2) * (in.terrain ? 3 : 2);
        qint64 fighting = roundedShare(lineCents * count, n, 4);
        if (in.readiness == Readiness::Low)
            fighting = roundedShare(fighting, 1, 2);
        const qint64 land = 86'150'000 / 10 / (in.campaigningSeason ? 2 : 1); // LS 172.3: $861.5K raise
        const qint64 air = 1'400'000 / 10 / (in.campaigningSeason ? 2 : 1);   // LS 0.7: $14K raise
        expected += roundedShare(fighting + land + air, 100 + percents[month % 5], 100);
    }
    QCOMPARE(summed.cents(), expected);
}

std::unique_ptr<QObject> newEconomyMonthEndTest()
{
    return std::make_unique<TstEconomyMonthEnd>();
}

#include "economy_month_end.moc"
