// tst_travel: a march from order to arrival (rule book, "FORCES IN MOTION": Travel Speed of Mobile Forces and
// its example, Factors Affecting Movement, Environmental Issues; "Mobile Force Modifiers" of the
// Reconnaissance Contest for what the march passes on).

#include "TravelTestSupport.h"
#include "dice/DiceSource.h"
#include "operations/TravelMarchPlan.h"

#include <QElapsedTimer>
#include <QtTest>

#include <memory>

using namespace muster;
using traveltest::element;
using traveltest::infantry;
using traveltest::noWt;
using traveltest::trucks;

Q_DECLARE_METATYPE(muster::CampaignDate)

class TstTravelMarchPlan : public QObject
{
    Q_OBJECT

private slots:
    void textExampleFootAndMountedOnRoads();
    void textExampleForcesClosing();
    void arrival_data();
    void arrival();
    void landSeaLand();
    void forcedMarchRollsAndReconPenalty();
    void civiliansSufferDouble();
    void hostileTerrainRollsWithoutSpeed();
    void reconModifiers();
    void badWeatherAtSea();
    void gmLeavesElementsBehind();
    void orderErrors();
    void elementsFromAForce();
    void tenThousandLineMarch();
};

namespace {

CampaignDate date(int year, int month, int day)
{
    return CampaignDate{year, month, day};
}

MarchLeg leg(RouteKind route, double miles)
{
    MarchLeg l;
    l.route = route;
    l.miles = miles;
    return l;
}

MarchOrder order(QList<TravelElement> elements, QList<MarchLeg> legs, CampaignDate start = date(1203, 5, 1))
{
    MarchOrder o;
    o.elements = std::move(elements);
    o.legs = std::move(legs);
    o.start = start;
    return o;
}

QList<TravelElement> yrthElements()
{
    const Result<QList<TravelElement>> elements = travelElements(coretest::yrthForce(), coretest::catalog());
    if (!elements)
        qFatal("test data: %s", qPrintable(elements.error().message));
    return *elements;
}

TravelElement cogs(qint64 id, qint64 count)
{
    return element(id, QStringLiteral("Cogs"), count, {Mobility::Sea}, noWt, 5, 3);
}

} // namespace

// "Both Sir Richard and Strykland have a mix of Foot and Mounted forces. As they're moving on roads,
// travel speed is 20 miles/day (the speed of Foot)."
void TstTravelMarchPlan::textExampleFootAndMountedOnRoads()
{
    const QList<TravelElement> force = yrthElements();
    for (RouteKind road : {RouteKind::GoodRoad, RouteKind::DirtRoad}) {
        const Result<LegSpeed> leg = legSpeed(force, road, {});
        QVERIFY(leg.ok());
        QCOMPARE(leg->speed, 20.0);
        QVERIFY2(leg->breakdown.toText().contains(QStringLiteral("Foot")),
                 qPrintable(leg->breakdown.toText()));
    }
    // Off-road the infantry make 10 and the knights 15: still the infantry.
    QCOMPARE(legSpeed(force, RouteKind::OffRoad, {})->speed, 10.0);
}

// "They started out about 15 miles apart ... (closing at about 40 miles/day) ... the forces will enter the
// same general area just before noon": 15 / 40 of a day is 9 hours after breaking camp in the small hours.
void TstTravelMarchPlan::textExampleForcesClosing()
{
    const double richard = legSpeed(yrthElements(), RouteKind::DirtRoad, {})->speed;
    const double days = daysToMeet(15, richard, 20);
    QCOMPARE(days, 0.375);
    QCOMPARE(toDaysHours(days), (DaysHours{0, 9}));
    const int brokeCamp = 2; // 2 a.m.
    QVERIFY(brokeCamp + toDaysHours(days).hours < 12);

    // Each force's own march to the meeting point: 7.5 miles, 9 hours, on the road (-1 in the contest).
    const Result<MarchPlan> plan =
        planMarch(order(yrthElements(), {leg(RouteKind::DirtRoad, 7.5)}), Calendar::gregorian());
    QVERIFY(plan.ok());
    QCOMPARE(plan->totalDays, 0.375);
    QCOMPARE(plan->duration, (DaysHours{0, 9}));
    QCOMPARE(plan->recon.roads, -1);
    QCOMPARE(plan->recon.total(), -1);
}

// A marching day is 24 hours of calendar time; the arrival date rounds a part-day up.
void TstTravelMarchPlan::arrival_data()
{
    QTest::addColumn<double>("miles");
    QTest::addColumn<CampaignDate>("start");
    QTest::addColumn<CampaignDate>("arrival");
    QTest::addColumn<double>("days");
    QTest::addColumn<DaysHours>("duration");
    QTest::addColumn<QString>("text");
    QTest::newRow("100 miles: 5 days over a leap day")
        << 100.0 << date(2024, 2, 27) << date(2024, 3, 3) << 5.0 << DaysHours{5, 0}
        << QStringLiteral("5 days 0 hours");
    QTest::newRow("100 miles, no leap day") << 100.0 << date(2023, 2, 27) << date(2023, 3, 4) << 5.0
                                            << DaysHours{5, 0} << QStringLiteral("5 days 0 hours");
    QTest::newRow("110 miles: 5.5 days, arrives on the 6th")
        << 110.0 << date(2024, 2, 27) << date(2024, 3, 4) << 5.5 << DaysHours{5, 12}
        << QStringLiteral("5 days 12 hours");
    QTest::newRow("15 miles: 18 hours, the next day")
        << 15.0 << date(1203, 5, 1) << date(1203, 5, 2) << 0.75 << DaysHours{0, 18}
        << QStringLiteral("0 days 18 hours");
    QTest::newRow("60 miles into the new year") << 60.0 << date(2023, 12, 30) << date(2024, 1, 2) << 3.0
                                                << DaysHours{3, 0} << QStringLiteral("3 days 0 hours");
    QTest::newRow("no distance") << 0.0 << date(1203, 5, 1) << date(1203, 5, 1) << 0.0 << DaysHours{0, 0}
                                 << QStringLiteral("0 days 0 hours");
}

void TstTravelMarchPlan::arrival()
{
    QFETCH(double, miles);
    QFETCH(CampaignDate, start);
    QFETCH(CampaignDate, arrival);
    QFETCH(double, days);
    QFETCH(DaysHours, duration);
    QFETCH(QString, text);
    const Result<MarchPlan> plan =
        planMarch(order({infantry(1, 10)}, {leg(RouteKind::GoodRoad, miles)}, start), Calendar::gregorian());
    QVERIFY(plan.ok());
    QVERIFY(plan->arrives());
    QCOMPARE(plan->totalDays, days);
    QCOMPARE(plan->duration, duration);
    QCOMPARE(plan->arrival, std::optional(arrival));
    QCOMPARE(formatDaysHours(plan->totalDays), text);
}

// Carried elements move at their carrier's speed; ships carry the army over water and wait at the coast
// (elsewhere) while it marches.
void TstTravelMarchPlan::landSeaLand()
{
    MarchLeg toCoast = leg(RouteKind::GoodRoad, 40);
    MarchLeg crossing = leg(RouteKind::OpenWater, 320);
    MarchLeg inland = leg(RouteKind::OffRoad, 30);
    MarchOrder o = order({infantry(1, 10), cogs(2, 2)}, {toCoast, crossing, inland}, date(1203, 5, 1));

    // Kept with the army on land, the ships stop it: a ship on a road goes nowhere and nothing carries it.
    Result<MarchPlan> plan = planMarch(o, Calendar::gregorian());
    QVERIFY(plan.ok());
    QCOMPARE(plan->blockedLeg, 0);
    QVERIFY(!plan->arrival);
    QCOMPARE(plan->legs.at(0).speed.speed, 0.0);
    QCOMPARE(plan->legs.at(0).speed.leftBehindCandidates, (QList<LineCount>{{2, 2}}));
    QCOMPARE(plan->legs.at(0).speed.speedLeavingBehind, 20.0);

    o.legs[0].elsewhere = {{2, 2}};
    o.legs[2].elsewhere = {{2, 2}};
    plan = planMarch(o, Calendar::gregorian());
    QVERIFY2(plan.ok(), plan.ok() ? "" : qPrintable(plan.error().message));
    QVERIFY(plan->arrives());
    QCOMPARE(plan->legs.at(0).speed.speed, 20.0);
    QCOMPARE(plan->legs.at(1).speed.speed, 160.0);
    QCOMPARE(plan->legs.at(1).speed.transport, (TransportAssignment{{1, 2, 10}}));
    QCOMPARE(plan->legs.at(2).speed.speed, 10.0);
    QCOMPARE(plan->legs.at(1).days, 2.0);
    QCOMPARE(plan->legs.at(1).hours(), 48.0);
    QCOMPARE(plan->totalDays, 2.0 + 2.0 + 3.0);
    QCOMPARE(plan->arrival, std::optional(date(1203, 5, 8)));
    QCOMPARE(plan->recon.roads, 0); // last leg off-road
}

// "For each day of forced march, the quartermaster must roll vs. Administration, at +3 for the first
// day ..."; "Forced March: -1, or -2 if the forced-march roll failed".
void TstTravelMarchPlan::forcedMarchRollsAndReconPenalty()
{
    MarchOrder o = order({infantry(1, 10)}, {leg(RouteKind::GoodRoad, 45)});
    o.conditions.forcedMarch = 1.5;
    o.administration = 12;
    o.forcedMarchRolls = {15, 18}; // day 1 vs 15: success; day 2 vs 14: critical failure
    Result<MarchPlan> plan = planMarch(o, Calendar::gregorian());
    QVERIFY2(plan.ok(), plan.ok() ? "" : qPrintable(plan.error().message));
    QCOMPARE(plan->legs.at(0).speed.speed, 30.0);
    QCOMPARE(plan->totalDays, 1.5);
    QCOMPARE(plan->arrival, std::optional(date(1203, 5, 3)));
    QCOMPARE(plan->forcedMarch.rolls.size(), qsizetype(2));
    QCOMPARE(plan->forcedMarch.rolls.at(0).target, 15);
    QCOMPARE(plan->forcedMarch.rolls.at(1).target, 14);
    QCOMPARE(plan->forcedMarch.rolls.at(1).outcome, dice::RollOutcome::CriticalFailure);
    QCOMPARE(plan->casualtiesPct(), 10.0);
    QCOMPARE(plan->civilianCasualtiesPct(), 0.0);
    QCOMPARE(plan->recon.forcedMarch, -2);
    QCOMPARE(plan->recon.roads, -1);
    QCOMPARE(plan->recon.total(), -3);

    o.forcedMarchRolls = {15, 14};
    plan = planMarch(o, Calendar::gregorian());
    QCOMPARE(plan->casualtiesPct(), 0.0);
    QCOMPARE(plan->recon.forcedMarch, -1);

    // A last leg at normal speed: the failure is behind the force, and so is the forced march.
    o.forcedMarchRolls = {15, 18};
    o.legs.append(leg(RouteKind::GoodRoad, 20));
    o.legs[1].conditions.forcedMarch = 1.0;
    o.conditions.forcedMarch = 1.0;
    o.legs[0].conditions.forcedMarch = 1.5;
    plan = planMarch(o, Calendar::gregorian());
    QCOMPARE(plan->casualtiesPct(), 10.0);
    QCOMPARE(plan->recon.forcedMarch, 0);

    // Nobody to roll: the order must name the quartermaster's skill.
    o.administration.reset();
    plan = planMarch(o, Calendar::gregorian());
    QVERIFY(!plan.ok());
    QCOMPARE(plan.error().field, QStringLiteral("administration"));
}

// "Civilians suffer twice the casualties that military forces do on a failed forced-march roll".
void TstTravelMarchPlan::civiliansSufferDouble()
{
    MarchOrder o = order({infantry(1, 10)}, {leg(RouteKind::GoodRoad, 30)});
    o.conditions.forcedMarch = 1.5;
    o.conditions.escortingCivilians = true; // 20 x 1.5 / 2 = 15 miles/day: 2 days
    o.administration = 12;
    o.forcedMarchRolls = {17, 16}; // vs 15: critical failure; vs 14: failure
    const Result<MarchPlan> plan = planMarch(o, Calendar::gregorian());
    QVERIFY(plan.ok());
    QCOMPARE(plan->legs.at(0).speed.speed, 15.0);
    QCOMPARE(plan->casualtiesPct(), 15.0);
    QCOMPARE(plan->civilianCasualtiesPct(), 30.0);
}

// "Optionally, the GM may treat any march through extremely hostile terrain as 'forced'; instead of extra
// speed, success means no casualties were sustained."
void TstTravelMarchPlan::hostileTerrainRollsWithoutSpeed()
{
    MarchLeg swamp = leg(RouteKind::OffRoad, 25);
    swamp.conditions.hostileTerrain = true;
    MarchOrder o = order({infantry(1, 10)}, {swamp});
    o.administration = 10;
    o.forcedMarchRolls = {14, 12, 12}; // vs 13, 12, 11
    const Result<MarchPlan> plan = planMarch(o, Calendar::gregorian());
    QVERIFY2(plan.ok(), plan.ok() ? "" : qPrintable(plan.error().message));
    QCOMPARE(plan->legs.at(0).speed.speed, 10.0);
    QCOMPARE(plan->forcedMarch.rolls.size(), qsizetype(3));
    QCOMPARE(plan->casualtiesPct(), 10.0);
    QCOMPARE(plan->recon.forcedMarch, -2);
}

// "No Security: -5"; "Roads: -1 if using road movement, or -3 if tied to a fixed road or rail network".
void TstTravelMarchPlan::reconModifiers()
{
    MarchOrder o = order({infantry(1, 10)}, {leg(RouteKind::GoodRoad, 40), leg(RouteKind::OffRoad, 10)});
    Result<MarchPlan> plan = planMarch(o, Calendar::gregorian());
    QCOMPARE(plan->recon.total(), 0);
    QCOMPARE(plan->recon.speed, 10.0);

    o.legs[1].conditions.noSecurity = true;
    plan = planMarch(o, Calendar::gregorian());
    QCOMPARE(plan->recon.noSecurity, -5);
    QCOMPARE(plan->recon.speed, 20.0);
    QCOMPARE(plan->totalDays, 2.5);

    o.legs.swapItemsAt(0, 1); // ends on the road
    plan = planMarch(o, Calendar::gregorian());
    QCOMPARE(plan->recon.noSecurity, 0);
    QCOMPARE(plan->recon.roads, -1);
    o.tiedToRoads = true;
    plan = planMarch(o, Calendar::gregorian());
    QCOMPARE(plan->recon.roads, -3);
    QCOMPARE(plan->recon.total(), -3);
    QVERIFY(plan->recon.breakdown.toText().contains(QStringLiteral("-3")));
}

// "At sea, bad weather prevents Coastal elements from operating and subtracts 5d x 10 miles/day from the
// speed of Sea elements (minimum 0); neither penalty applies to elements with the All-Weather feature."
void TstTravelMarchPlan::badWeatherAtSea()
{
    MarchOrder o = order({infantry(1, 10), cogs(2, 2)}, {leg(RouteKind::OpenWater, 120)});
    o.conditions.badWeather = true;
    Result<MarchPlan> plan = planMarch(o, Calendar::gregorian());
    QVERIFY(!plan.ok()); // who rolls the 5d?
    QCOMPARE(plan.error().field, QStringLiteral("seaWeatherRoll"));
    QVERIFY(plan.error().message.startsWith(QStringLiteral("Leg 1: ")));

    o.legs[0].conditions.seaWeatherRoll = 12; // -120: 40 miles/day
    plan = planMarch(o, Calendar::gregorian());
    QVERIFY(plan.ok());
    QCOMPARE(plan->legs.at(0).speed.speed, 40.0);
    QCOMPARE(plan->totalDays, 3.0);
    QVERIFY(!plan->legs.at(0).seaWeatherRolled);

    o.legs[0].conditions.seaWeatherRoll.reset();
    dice::DiceSource dice(7);
    plan = planMarch(o, Calendar::gregorian(), &dice);
    QVERIFY(plan.ok());
    QVERIFY(plan->legs.at(0).seaWeatherRolled);
    dice::DiceSource same(7);
    const int roll = same.roll(5);
    QCOMPARE(plan->legs.at(0).conditions.seaWeatherRoll, std::optional(roll));
    QCOMPARE(plan->legs.at(0).speed.speed, std::max(0.0, 160.0 - 10 * roll));

    // All-Weather ships need no roll.
    o.elements[1].allWeather = true;
    plan = planMarch(o, Calendar::gregorian());
    QVERIFY(plan.ok());
    QCOMPARE(plan->legs.at(0).speed.speed, 160.0);
}

// "Splitting Forces ... Slower elements may even be abandoned outright."
void TstTravelMarchPlan::gmLeavesElementsBehind()
{
    const TravelElement titan = element(3, QStringLiteral("Titan"), 1, {Mobility::Foot}, noWt);
    MarchOrder o = order({infantry(1, 9), trucks(2, 3), titan}, {leg(RouteKind::GoodRoad, 240)});
    Result<MarchPlan> plan = planMarch(o, Calendar::gregorian());
    QCOMPARE(plan->legs.at(0).speed.speed, 20.0);
    QCOMPARE(plan->legs.at(0).speed.leftBehindCandidates, (QList<LineCount>{{3, 1}}));
    QCOMPARE(plan->legs.at(0).speed.speedLeavingBehind, 120.0);

    o.leftBehind = {{3, 1}};
    plan = planMarch(o, Calendar::gregorian());
    QCOMPARE(plan->legs.at(0).speed.speed, 120.0);
    QCOMPARE(plan->totalDays, 2.0);
    QCOMPARE(plan->leftBehind, (QList<LineCount>{{3, 1}}));

    o.leftBehind = {{3, 2}};
    plan = planMarch(o, Calendar::gregorian());
    QVERIFY(!plan.ok());
    QCOMPARE(plan.error().field, QStringLiteral("leftBehind"));
    QVERIFY(plan.error().message.contains(QStringLiteral("Titan")));
}

void TstTravelMarchPlan::orderErrors()
{
    const auto fieldOf = [](const MarchOrder &o) {
        const Result<MarchPlan> plan = planMarch(o, Calendar::gregorian());
        return plan.ok() ? QString() : plan.error().field;
    };
    QCOMPARE(fieldOf(order({infantry(1, 1)}, {})), QStringLiteral("legs"));
    MarchOrder o = order({infantry(1, 1)}, {leg(RouteKind::GoodRoad, 10), leg(RouteKind::GoodRoad, -1)});
    QCOMPARE(fieldOf(o), QStringLiteral("miles"));
    QVERIFY(planMarch(o, Calendar::gregorian()).error().message.startsWith(QStringLiteral("Leg 2: ")));
    o.legs[1].miles = 5;
    o.legs[1].conditions.forcedMarch = 2;
    QCOMPARE(fieldOf(o), QStringLiteral("forcedMarch"));
    o.legs[1].conditions.forcedMarch = 1;
    o.start = date(1203, 13, 1);
    QCOMPARE(fieldOf(o), QStringLiteral("start"));
    o.start = date(1203, 5, 1);
    o.transport = TransportAssignment{{1, 9, 1}};
    QCOMPARE(fieldOf(o), QStringLiteral("transport"));
    o.transport.reset();
    o.legs[0].elsewhere = {{8, 1}};
    QCOMPARE(fieldOf(o), QStringLiteral("elsewhere"));
    QCOMPARE(fieldOf(order({element(1, QStringLiteral("Jets"), 4, {Mobility::FA}, noWt, 0, 8)},
                           {leg(RouteKind::GoodRoad, 10)})),
             QStringLiteral("lines"));
    o.legs[0].elsewhere.clear();
    o.forcedMarchRolls = {10}; // no forced march to roll for
    QCOMPARE(fieldOf(o), QStringLiteral("forcedMarchRolls"));
}

// Appendix A: the rosters as travel sees them, computed from the catalog.
void TstTravelMarchPlan::elementsFromAForce()
{
    const QList<TravelElement> yrth = yrthElements();
    QCOMPARE(yrth.size(), qsizetype(5));
    const TravelElement &knights = yrth.at(0);
    QCOMPARE(knights.line.lineId, qint64(-1)); // not saved yet
    QCOMPARE(knights.line.name, QStringLiteral("Knights (Heavy Cavalry)"));
    QCOMPARE(knights.line.count, qint64(3));
    QCOMPARE(knights.line.mobility, QList<Mobility>{Mobility::Mtd});
    QCOMPARE(knights.line.wt, std::optional(2.0));
    QCOMPARE(knights.tl, 3);
    QCOMPARE(yrth.at(1).line.mobility, QList<Mobility>{Mobility::Foot});
    QCOMPARE(yrth.at(4).line.lineId, qint64(-5));
    // "Sir Richard has none" (Recon elements), nor Night.
    for (const TravelElement &e : yrth)
        QVERIFY(!e.recon && !e.night && !e.nocturnal && !e.allWeather && !e.line.mounts);

    Force modern = coretest::modernForce();
    modern.lines[0].id = 41;
    const Result<QList<TravelElement>> elements = travelElements(modern, coretest::catalog());
    QVERIFY(elements.ok());
    QCOMPARE(elements->at(0).line.lineId, qint64(41));
    QCOMPARE(elements->at(0).line.transport, 1.0);
    QVERIFY(elements->at(0).night);
    QCOMPARE(elements->at(0).tl, 8);

    Force broken = coretest::yrthForce();
    broken.lines[2].record.typeId = QStringLiteral("no-such-type");
    const Result<QList<TravelElement>> bad = travelElements(broken, coretest::catalog());
    QVERIFY(!bad.ok());
    QCOMPARE(bad.error().field, QStringLiteral("lines"));
    QVERIFY(bad.error().message.contains(QStringLiteral("Crossbowmen")));
}

// "Fast at any size": a roster of 10,000 lines plans a three-leg march without per-element work.
void TstTravelMarchPlan::tenThousandLineMarch()
{
    QList<TravelElement> force;
    for (int i = 0; i < 10'000; ++i)
        force.append(i % 2 ? trucks(i + 1, 20'000, 7) : infantry(i + 1, 50'000));
    MarchOrder o = order(
        force, {leg(RouteKind::GoodRoad, 300), leg(RouteKind::DirtRoad, 150), leg(RouteKind::OffRoad, 50)});
    QElapsedTimer timer;
    timer.start();
    const Result<MarchPlan> plan = planMarch(o, Calendar::gregorian());
    const qint64 elapsed = timer.elapsed();
    QVERIFY(plan.ok());
    QVERIFY2(elapsed < 3000, qPrintable(QStringLiteral("%1 ms").arg(elapsed)));
    // 5,000 truck lines x 20,000 x T3 carry 5,000 x 50,000 infantry: 150 on a TL7 good road, 75 on a dirt
    // road; off-road the trucks (25) still beat Foot (10).
    QCOMPARE(plan->legs.at(0).speed.speed, 150.0);
    QCOMPARE(plan->legs.at(1).speed.speed, 75.0);
    QCOMPARE(plan->legs.at(2).speed.speed, 25.0);
    QCOMPARE(plan->totalDays, 2.0 + 2.0 + 2.0);
}

std::unique_ptr<QObject> newTravelMarchPlanTest()
{
    return std::make_unique<TstTravelMarchPlan>();
}

#include "travel_march_plan.moc"
