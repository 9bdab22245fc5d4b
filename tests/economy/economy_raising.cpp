// tst_economy: elements being raised (rule book GURPS Mass Combat, Chapter 1 "Time to
// Raise a Force" and "Cost to Raise a Force"; rulings in the rulings of the rule books, "Time to raise";
// issue 4, Campaign economy: "the cost is booked at once and the element appears in a 'being raised' state
// until its ready date ... Several elements raise in parallel").

#include "../core/CoreTestSupport.h"
#include "economy/RaisingQueue.h"
#include "economy/LedgerText.h"
#include "economy/Treasury.h"

#include <QtTest>

#include <memory>

using namespace muster;
using coretest::K;
using coretest::M;

namespace {

// Chapter 1, Customization: the Airborne Ninja, $186K to raise.
ElementRecord ninjaRecord()
{
    ElementRecord ninja = coretest::record(QStringLiteral("Light Infantry"), 4, EquipmentQuality::Fine,
                                           TroopQuality::Elite, {Feature::Airborne, Feature::Night});
    ninja.name = QStringLiteral("Airborne Ninja");
    ninja.addedNeutralizes.insert(SpecialClass::C3I);
    return ninja;
}

ElementStats statsOf(const ElementRecord &record)
{
    auto stats = coretest::computeRecord(record, Customization::Detail::FiguresOnly);
    if (!stats)
        qFatal("test data: %s", qPrintable(stats.error().message));
    return *stats;
}

RaisingOrder plan(const ElementRecord &record, int count, RaiseSpeed speed, const CampaignDate &ordered,
                  qint64 forceId = 1)
{
    auto order = planRaising(Calendar(), forceId, record, statsOf(record), count, speed, ordered);
    if (!order)
        qFatal("test data: %s", qPrintable(order.error().message));
    return *order;
}

} // namespace

class TstEconomyRaising : public QObject
{
    Q_OBJECT

private slots:
    void airborneNinja_data();
    void airborneNinja();
    void severalElementsInParallel();
    void breakdown();
    void minimumTimes();
    void refusedOrders();
    void costEntryAndTreasury();
    void readyBy();
    void speedCodes();
    void orderPutBackTakesItsPlace();
};

void TstEconomyRaising::airborneNinja_data()
{
    QTest::addColumn<int>("speed");
    QTest::addColumn<Money>("cost");
    QTest::addColumn<int>("days");
    QTest::addColumn<QString>("ready");
    // 5 x $186K; 131 / 99 / 66 days (tests/core/customization_raise_time.cpp), ordered 1 January 1203.
    QTest::newRow("Time to Raise: 5 Airborne Ninja at normal cost, 131 days")
        << int(RaiseSpeed::Normal) << K(930) << 131 << QStringLiteral("12 May 1203");
    QTest::newRow("Time to Raise: 5 Airborne Ninja at twice the cost, 75% time, 99 days")
        << int(RaiseSpeed::Double) << K(1860) << 99 << QStringLiteral("10 April 1203");
    QTest::newRow("Time to Raise: 5 Airborne Ninja at four times the cost, 50% time, 66 days")
        << int(RaiseSpeed::Quadruple) << K(3720) << 66 << QStringLiteral("8 March 1203");
}

void TstEconomyRaising::airborneNinja()
{
    QFETCH(int, speed);
    QFETCH(Money, cost);
    QFETCH(int, days);
    QFETCH(QString, ready);
    const Calendar calendar;
    const RaisingOrder order = plan(ninjaRecord(), 5, RaiseSpeed(speed), {1203, 1, 1});
    QCOMPARE(order.cost, cost);
    QCOMPARE(calendar.daysBetween(order.ordered, order.ready), qint64(days));
    QCOMPARE(calendar.format(order.ready), ready);
    QCOMPARE(order.count, 5);
    QCOMPARE(order.speed, RaiseSpeed(speed));
    QCOMPARE(order.forceId, qint64(1));
    QCOMPARE(order.rosterLine().record, ninjaRecord());
    QCOMPARE(order.rosterLine().count, 5);
    QCOMPARE(order.rosterLine().id, qint64(0));
}

void TstEconomyRaising::severalElementsInParallel()
{
    // "Multiple elements can be raised simultaneously": 1 or 50 Light Infantry ($40K) take 28 days; the cost
    // grows with the count, the time does not.
    const ElementRecord infantry = coretest::record(QStringLiteral("Light Infantry"), 1);
    const RaisingOrder one = plan(infantry, 1, RaiseSpeed::Normal, {1203, 1, 1});
    const RaisingOrder fifty = plan(infantry, 50, RaiseSpeed::Normal, {1203, 1, 1});
    QCOMPARE(one.cost, K(40));
    QCOMPARE(fifty.cost, K(2000));
    QCOMPARE(Calendar().format(one.ready), QStringLiteral("29 January 1203"));
    QCOMPARE(Calendar().format(fifty.ready), Calendar().format(one.ready));
}

void TstEconomyRaising::breakdown()
{
    // Design, "Everything a GM sees is explained": Time to Raise, 5 Airborne Ninja at twice the cost.
    const Calendar calendar;
    const RaisingOrder order = plan(ninjaRecord(), 5, RaiseSpeed::Double, {1203, 1, 1});
    QCOMPARE(
        raisingBreakdown(order, statsOf(ninjaRecord()), calendar).steps,
        (QStringList{QStringLiteral("Raise $186K per element x 5 = $930K"),
                     QStringLiteral("x2 to raise in 75% of the time: $1.86M"),
                     QStringLiteral(
                         "99 days, as for one element (elements raise in parallel): ready 10 April 1203")}));
    const RaisingOrder normal = plan(ninjaRecord(), 1, RaiseSpeed::Normal, {1203, 1, 1});
    QCOMPARE(raisingBreakdown(normal, statsOf(ninjaRecord()), calendar).steps.size(), qsizetype(2));
}

void TstEconomyRaising::minimumTimes()
{
    // Time to Raise: at least 10 days, 7 at twice the cost, 5 at four times (a $5K Boat).
    const ElementRecord boat = coretest::record(QStringLiteral("Boat"), 1);
    const Calendar calendar;
    const int expected[] = {10, 7, 5};
    for (RaiseSpeed speed : allRaiseSpeeds) {
        const RaisingOrder order = plan(boat, 2, speed, {1203, 12, 28});
        QCOMPARE(calendar.daysBetween(order.ordered, order.ready), qint64(expected[int(speed)]));
        QCOMPARE(order.cost, K(5) * 2 * raiseCostMultiplier(speed));
        QCOMPARE(raiseDays(statsOf(boat).raiseTime, speed), expected[int(speed)]);
    }
    QCOMPARE(calendar.format(plan(boat, 1, RaiseSpeed::Normal, {1203, 12, 28}).ready),
             QStringLiteral("7 January 1204"));
}

void TstEconomyRaising::refusedOrders()
{
    // Issue 4: bad input is an error naming its field.
    const ElementRecord ninja = ninjaRecord();
    const auto none = planRaising(Calendar(), 1, ninja, statsOf(ninja), 0, RaiseSpeed::Normal, {1203, 1, 1});
    QVERIFY(!none.ok());
    QCOMPARE(none.error().field, QStringLiteral("count"));
    const auto badDate =
        planRaising(Calendar(), 1, ninja, statsOf(ninja), 1, RaiseSpeed::Normal, {1203, 2, 30});
    QVERIFY(!badDate.ok());
    QCOMPARE(badDate.error().field, QStringLiteral("day"));
}

void TstEconomyRaising::costEntryAndTreasury()
{
    // Issue 4: "the cost is booked at once"; a war chest that cannot pay refuses the order.
    Treasury treasury;
    treasury.warChest = M(1);
    const RaisingOrder fast = plan(ninjaRecord(), 5, RaiseSpeed::Double, {1203, 3, 15}, 7);
    const Result<LedgerEntry> refused =
        treasury.book(raisingCostEntry(fast, QStringLiteral("Airborne Ninja")));
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().message,
             QStringLiteral("The war chest is $860K short: balance $1M, cost $1.86M."));

    const RaisingOrder normal = plan(ninjaRecord(), 5, RaiseSpeed::Normal, {1203, 3, 15}, 7);
    const LedgerEntry entry = raisingCostEntry(normal, QStringLiteral("Airborne Ninja"));
    QCOMPARE(entry.category, LedgerCategory::Raise);
    QCOMPARE(entry.amount, K(-930));
    QCOMPARE(entry.forceId, qint64(7));
    QCOMPARE(entry.date, normal.ordered);
    QCOMPARE(describe(entry), QStringLiteral("Raise 5 x Airborne Ninja"));
    QVERIFY(treasury.book(entry).ok());
    QCOMPARE(treasury.balance(), K(70));
    QCOMPARE(describe(raisingCostEntry(fast, QStringLiteral("Ninja"))),
             QStringLiteral("Raise 5 x Ninja (twice the cost, 75% of the time)"));
}

void TstEconomyRaising::readyBy()
{
    // Issue 4: "advancing time past it makes it ready. Several elements raise in parallel."
    const Calendar calendar;
    RaisingQueue queue;
    const RaisingOrder slow =
        queue.add(plan(ninjaRecord(), 5, RaiseSpeed::Normal, {1203, 1, 1}, 1)); // 12 May
    const RaisingOrder quick =
        queue.add(plan(ninjaRecord(), 5, RaiseSpeed::Quadruple, {1203, 1, 1}, 2)); // 8 Mar
    const RaisingOrder infantry = queue.add(
        plan(coretest::record(QStringLiteral("Light Infantry"), 1), 3, RaiseSpeed::Normal, {1203, 2, 8}, 1));
    QCOMPARE(slow.id, qint64(1));
    QCOMPARE(quick.id, qint64(2));
    QCOMPARE(calendar.format(infantry.ready), QStringLiteral("8 March 1203"));

    QVERIFY(queue.readyBy({1203, 3, 7}).isEmpty());
    const QList<RaisingOrder> march = queue.readyBy({1203, 3, 8}); // the ready date itself counts
    QCOMPARE(march.size(), qsizetype(2));
    QCOMPARE(march.at(0).id, quick.id); // same day: the order placed first
    QCOMPARE(march.at(1).id, infantry.id);
    const QList<RaisingOrder> june = queue.readyBy({1203, 6, 1});
    QCOMPARE(june.size(), qsizetype(3));
    QCOMPARE(june.at(2).id, slow.id); // earliest first

    QCOMPARE(queue.forForce(1).size(), qsizetype(2));
    QCOMPARE(queue.remove(quick.id), quick);
    QCOMPARE(queue.find(quick.id), nullptr);
    QCOMPARE(queue.readyBy({1203, 3, 8}).size(), qsizetype(1));
    QCOMPARE(queue.add(quick), quick); // undo keeps its id
    QCOMPARE(queue.orders().size(), qsizetype(3));
}

void TstEconomyRaising::speedCodes()
{
    // Time to Raise: the three ways to pay, with codes for files and muster-cli.
    for (RaiseSpeed speed : allRaiseSpeeds)
        QCOMPARE(raiseSpeedFromString(raiseSpeedCode(speed)), speed);
    QCOMPARE(raiseSpeedCode(RaiseSpeed::Quadruple), QStringLiteral("quadruple"));
    QCOMPARE(raiseCostMultiplier(RaiseSpeed::Normal), 1);
    QCOMPARE(raiseCostMultiplier(RaiseSpeed::Double), 2);
    QCOMPARE(raiseCostMultiplier(RaiseSpeed::Quadruple), 4);
}

// Found by the crash test (issue "Hardening"): an order that an undo puts back (the advance that completed it
// taken back) returns to its place by id, as the campaign file lists the queue, not to the end.
void TstEconomyRaising::orderPutBackTakesItsPlace()
{
    RaisingQueue queue;
    const RaisingOrder first = queue.add(plan(ninjaRecord(), 1, RaiseSpeed::Normal, {1203, 1, 1}));
    const RaisingOrder second = queue.add(plan(ninjaRecord(), 2, RaiseSpeed::Normal, {1203, 1, 2}));
    QCOMPARE(first.id, qint64(1));
    QCOMPARE(second.id, qint64(2));
    QVERIFY(queue.remove(first.id));
    queue.add(first);
    QCOMPARE(queue.orders().size(), qsizetype(2));
    QCOMPARE(queue.orders().at(0).id, qint64(1));
    QCOMPARE(queue.orders().at(1).id, qint64(2));
}

std::unique_ptr<QObject> newEconomyRaisingTest()
{
    return std::make_unique<TstEconomyRaising>();
}

#include "economy_raising.moc"
