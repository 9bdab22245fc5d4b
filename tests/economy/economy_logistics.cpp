// tst_economy: the logistic force (rule book GURPS Mass Combat, "THE LOGISTIC FORCE":
// "Statistics for Logistics Troops" and its example; "MAINTAINING A FORCE" for the LS a force needs).

#include "EconomyTestSupport.h"
#include "economy/Logistics.h"

#include <QtTest>

#include <memory>

using namespace muster;
using coretest::K;

class TstEconomyLogistics : public QObject
{
    Q_OBJECT

private slots:
    void costs_data();
    void costs();
    void textExampleOverWater();
    void forceTotals();
    void kindCodes();
    void support_data();
    void support();
    void fightingForceNeedsItsMaintainInLs();
};

// "Cost to Raise": $5K x LS, x2 naval, x4 air; "Cost to Maintain": 10% of the Raise.
void TstEconomyLogistics::costs_data()
{
    QTest::addColumn<LogisticKind>("kind");
    QTest::addColumn<double>("ls");
    QTest::addColumn<Money>("raise");
    QTest::addColumn<Money>("maintain");
    // The text's example: land LS 5,500 and naval LS 5,500.
    QTest::newRow("land 5,500 (the text)") << LogisticKind::Land << 5500.0 << K(27500) << K(2750);
    QTest::newRow("naval 5,500 (the text)") << LogisticKind::Naval << 5500.0 << K(55000) << K(5500);
    QTest::newRow("air 5,500") << LogisticKind::Air << 5500.0 << K(110000) << K(11000);
    QTest::newRow("land 24.4") << LogisticKind::Land << 24.4 << K(122) << K(12.2);
    QTest::newRow("air 0.5") << LogisticKind::Air << 0.5 << K(10) << K(1);
    QTest::newRow("none") << LogisticKind::Naval << 0.0 << Money() << Money();
}

void TstEconomyLogistics::costs()
{
    QFETCH(LogisticKind, kind);
    QFETCH(double, ls);
    QFETCH(Money, raise);
    QFETCH(Money, maintain);
    QCOMPARE(logisticRaise(kind, ls), raise);
    QCOMPARE(logisticMaintain(kind, ls), maintain);
}

// "THE LOGISTIC FORCE", example: a $5,500K force whose supply line runs over land and water needs land LS
// 5,500 and naval LS 5,500; less of either leaves a shortfall.
void TstEconomyLogistics::textExampleOverWater()
{
    const LogisticDemand demand{K(5500), Money()};
    LogisticSupport s = checkLogisticSupport({5500, 5500, 0}, demand, SupplyLine::ByWater);
    QCOMPARE(s.required, 5500.0);
    QCOMPARE(s.available, 5500.0);
    QCOMPARE(s.shortfall, 0.0);
    QVERIFY(s.supported());

    s = checkLogisticSupport({5500, 5499, 0}, demand, SupplyLine::ByWater);
    QCOMPARE(s.available, 5499.0);
    QCOMPARE(s.shortfall, 1.0);
    QVERIFY(!s.supported());
    QVERIFY2(s.breakdown.toText().contains(QStringLiteral("paired")), qPrintable(s.breakdown.toText()));

    s = checkLogisticSupport({5500, 0, 0}, demand, SupplyLine::ByWater);
    QCOMPARE(s.shortfall, 5500.0);
}

// The logistic force of the example costs the sum of its parts.
void TstEconomyLogistics::forceTotals()
{
    const LogisticForce force{5500, 5500, 10};
    QCOMPARE(force.raise(), K(27500) + K(55000) + K(200));
    QCOMPARE(force.maintain(), K(2750) + K(5500) + K(20));
    QCOMPARE(force.ls(LogisticKind::Naval), 5500.0);
    QCOMPARE(LogisticForce().maintain(), Money());
}

void TstEconomyLogistics::kindCodes()
{
    for (LogisticKind kind : allLogisticKinds) {
        QCOMPARE(logisticKindFromString(logisticKindCode(kind)), std::optional<LogisticKind>(kind));
        QVERIFY(!logisticKindName(kind).isEmpty());
    }
    QCOMPARE(logisticKindFromString(QStringLiteral("Naval")),
             std::optional<LogisticKind>(LogisticKind::Naval));
    QVERIFY(!logisticKindFromString(QStringLiteral("space")));
}

// "Class": air LS supports all elements; land LS elements on land; naval LS naval elements and land elements
// at a port, and land elements elsewhere only paired with equal land LS.
void TstEconomyLogistics::support_data()
{
    QTest::addColumn<SupplyLine>("line");
    QTest::addColumn<LogisticForce>("logistics");
    QTest::addColumn<double>("landSideK");
    QTest::addColumn<double>("navalK");
    QTest::addColumn<double>("available");
    QTest::addColumn<double>("shortfall");
    const auto over = SupplyLine::Overland, water = SupplyLine::ByWater, port = SupplyLine::AtPort;
    QTest::newRow("land LS exactly") << over << LogisticForce{7400, 0, 0} << 7400.0 << 0.0 << 7400.0 << 0.0;
    QTest::newRow("land LS to spare") << over << LogisticForce{8000, 0, 0} << 7400.0 << 0.0 << 8000.0 << 0.0;
    QTest::newRow("land short, air helps")
        << over << LogisticForce{5000, 0, 1000} << 7400.0 << 0.0 << 6000.0 << 1400.0;
    QTest::newRow("air alone") << over << LogisticForce{0, 0, 7400} << 7400.0 << 0.0 << 7400.0 << 0.0;
    QTest::newRow("naval LS useless overland")
        << over << LogisticForce{0, 9000, 0} << 7400.0 << 0.0 << 0.0 << 7400.0;
    QTest::newRow("by water: the lesser of land and naval")
        << water << LogisticForce{8000, 6000, 500} << 7400.0 << 0.0 << 6500.0 << 900.0;
    QTest::newRow("by water: air bridges it")
        << water << LogisticForce{0, 0, 7400} << 7400.0 << 0.0 << 7400.0 << 0.0;
    QTest::newRow("at a port: naval alone")
        << port << LogisticForce{0, 7400, 0} << 7400.0 << 0.0 << 7400.0 << 0.0;
    QTest::newRow("at a port: land and naval add")
        << port << LogisticForce{4000, 4000, 0} << 7400.0 << 0.0 << 8000.0 << 0.0;
    QTest::newRow("naval elements: naval LS")
        << over << LogisticForce{0, 1000, 0} << 0.0 << 1000.0 << 1000.0 << 0.0;
    QTest::newRow("naval elements: land LS cannot serve")
        << over << LogisticForce{5000, 0, 0} << 0.0 << 1000.0 << 0.0 << 1000.0;
    QTest::newRow("naval elements: air LS can")
        << over << LogisticForce{0, 400, 600} << 0.0 << 1000.0 << 1000.0 << 0.0;
    QTest::newRow("mixed: land LS left over is no use to ships")
        << over << LogisticForce{8000, 0, 0} << 100.0 << 5000.0 << 100.0 << 5000.0;
    QTest::newRow("mixed by water: ships first, pairs with the rest")
        << water << LogisticForce{3000, 4000, 0} << 3000.0 << 1000.0 << 4000.0 << 0.0;
    QTest::newRow("mixed by water: naval LS runs out")
        << water << LogisticForce{3000, 3000, 0} << 3000.0 << 1000.0 << 3000.0 << 1000.0;
    QTest::newRow("empty force") << over << LogisticForce{} << 0.0 << 0.0 << 0.0 << 0.0;
}

void TstEconomyLogistics::support()
{
    QFETCH(SupplyLine, line);
    QFETCH(LogisticForce, logistics);
    QFETCH(double, landSideK);
    QFETCH(double, navalK);
    QFETCH(double, available);
    QFETCH(double, shortfall);
    const LogisticSupport s = checkLogisticSupport(logistics, {K(landSideK), K(navalK)}, line);
    QCOMPARE(s.required, landSideK + navalK);
    QCOMPARE(s.available, available);
    QCOMPARE(s.shortfall, shortfall);
    // Whatever the route, the figures agree with each other.
    QCOMPARE(s.shortfall, std::max(0.0, s.required - s.available));
    QVERIFY(s.breakdown.steps.size() >= 3);
}

// "MAINTAINING A FORCE": a fighting force that requires $7,400K to maintain calls for a logistic force with
// LS 7,400 to deliver it; Administration changes what is paid, not what must be delivered.
void TstEconomyLogistics::fightingForceNeedsItsMaintainInLs()
{
    MonthEndInput in =
        economytest::plainMonth({economytest::maintained(QStringLiteral("Army"), 100, K(74), 6)});
    in.logistics = {7400, 0, 0};
    in.administration = administrationFromMargin(-1); // +10%
    const MonthEndResult r = monthEnd(in);
    QCOMPARE(r.fightingMaintain, K(7400));
    QCOMPARE(r.support.required, 7400.0);
    QCOMPARE(r.support.shortfall, 0.0);
    QCOMPARE(r.total, (K(7400) + K(3700)).withPercent(10));
}

std::unique_ptr<QObject> newEconomyLogisticsTest()
{
    return std::make_unique<TstEconomyLogistics>();
}

#include "economy_logistics.moc"
