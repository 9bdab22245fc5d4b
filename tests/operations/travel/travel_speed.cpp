// tst_travel: travel speeds by mobility, route and TL (rule book, "Travel Speed of Mobile Forces": "Land-
// (and Air-) Mobility Travel Speeds", "Water-Mobility Travel Speeds", and the Travel Speed Table).

#include "TravelTestSupport.h"
#include "operations/TravelSpeed.h"

#include <QtTest>

#include <memory>

using namespace muster;
using traveltest::element;

class TstTravelSpeed : public QObject
{
    Q_OBJECT

private slots:
    void tableSpeeds_data();
    void tableSpeeds();
    void slowAirSupportRange_data();
    void slowAirSupportRange();
    void bestMobilityOnTheLeg_data();
    void bestMobilityOnTheLeg();
    void zeroMobilityMustBeCarried();
    void fastAirSupportsAndIsNotCounted();
    void slowAirCrossesWaterOnlyCarried();
    void breakdownExplainsTheSpeed();
    void routeCodes();
};

namespace {
const std::optional<double> none = std::nullopt;
}

// Travel Speed Table: every mobility on every kind of route, and the TL steps (+25% per TL past TL6 for
// Mech and Motor, +40 miles/day per TL past TL3 for Sea and Coast; Foot and Mounted never change).
void TstTravelSpeed::tableSpeeds_data()
{
    QTest::addColumn<Mobility>("mobility");
    QTest::addColumn<int>("tl");
    QTest::addColumn<RouteKind>("route");
    QTest::addColumn<std::optional<double>>("speed");
    using M = Mobility;
    using R = RouteKind;
    const auto row = [](const char *name, M m, int tl, R r, std::optional<double> s) {
        QTest::newRow(name) << m << tl << r << s;
    };
    // Foot: 20 on roads, 10 off-road, whatever the TL.
    row("Foot good road", M::Foot, 3, R::GoodRoad, 20);
    row("Foot dirt road", M::Foot, 3, R::DirtRoad, 20);
    row("Foot off-road", M::Foot, 3, R::OffRoad, 10);
    row("Foot off-road TL9", M::Foot, 9, R::OffRoad, 10);
    row("Foot open water", M::Foot, 3, R::OpenWater, none);
    row("Foot major river", M::Foot, 3, R::MajorRiver, none);
    row("Foot coastal water", M::Foot, 3, R::CoastalWater, none);
    // Mounted: 30 / 15.
    row("Mtd good road", M::Mtd, 2, R::GoodRoad, 30);
    row("Mtd dirt road", M::Mtd, 2, R::DirtRoad, 30);
    row("Mtd off-road", M::Mtd, 2, R::OffRoad, 15);
    row("Mtd off-road TL8", M::Mtd, 8, R::OffRoad, 15);
    row("Mtd coastal water", M::Mtd, 2, R::CoastalWater, none);
    // Mechanized: 80 / 60, +20 / +15 per TL past TL6.
    row("Mech road TL5", M::Mech, 5, R::GoodRoad, 80);
    row("Mech road TL6", M::Mech, 6, R::GoodRoad, 80);
    row("Mech dirt road TL6", M::Mech, 6, R::DirtRoad, 80);
    row("Mech off-road TL6", M::Mech, 6, R::OffRoad, 60);
    row("Mech road TL7", M::Mech, 7, R::GoodRoad, 100);
    row("Mech off-road TL7", M::Mech, 7, R::OffRoad, 75);
    row("Mech road TL8", M::Mech, 8, R::GoodRoad, 120);
    row("Mech dirt road TL8", M::Mech, 8, R::DirtRoad, 120);
    row("Mech off-road TL8", M::Mech, 8, R::OffRoad, 90);
    row("Mech road TL12", M::Mech, 12, R::GoodRoad, 200);
    row("Mech off-road TL12", M::Mech, 12, R::OffRoad, 150);
    row("Mech major river", M::Mech, 8, R::MajorRiver, none);
    // Motorized: 120 good road, 60 dirt road, 20 off-road; +30 / +15 / +5 per TL past TL6.
    row("Motor good road TL6", M::Motor, 6, R::GoodRoad, 120);
    row("Motor dirt road TL6", M::Motor, 6, R::DirtRoad, 60);
    row("Motor off-road TL6", M::Motor, 6, R::OffRoad, 20);
    row("Motor good road TL5", M::Motor, 5, R::GoodRoad, 120);
    row("Motor good road TL7", M::Motor, 7, R::GoodRoad, 150);
    row("Motor dirt road TL7", M::Motor, 7, R::DirtRoad, 75);
    row("Motor off-road TL7", M::Motor, 7, R::OffRoad, 25);
    row("Motor good road TL8", M::Motor, 8, R::GoodRoad, 180);
    row("Motor dirt road TL8", M::Motor, 8, R::DirtRoad, 90);
    row("Motor off-road TL8", M::Motor, 8, R::OffRoad, 30);
    row("Motor good road TL10", M::Motor, 10, R::GoodRoad, 240);
    row("Motor open water", M::Motor, 8, R::OpenWater, none);
    // Slow Air moves as Foot on land; Fast Air has no travel speed.
    row("SA good road", M::SA, 10, R::GoodRoad, 20);
    row("SA dirt road", M::SA, 10, R::DirtRoad, 20);
    row("SA off-road", M::SA, 10, R::OffRoad, 10);
    row("SA open water", M::SA, 10, R::OpenWater, none);
    row("FA good road", M::FA, 8, R::GoodRoad, none);
    row("FA off-road", M::FA, 8, R::OffRoad, none);
    row("FA open water", M::FA, 8, R::OpenWater, none);
    // Sea: 160 on any water, +40 per TL past TL3.
    row("Sea open water TL1", M::Sea, 1, R::OpenWater, 160);
    row("Sea open water TL3", M::Sea, 3, R::OpenWater, 160);
    row("Sea open water TL4", M::Sea, 4, R::OpenWater, 200);
    row("Sea open water TL5", M::Sea, 5, R::OpenWater, 240);
    row("Sea open water TL8", M::Sea, 8, R::OpenWater, 360);
    row("Sea major river TL3", M::Sea, 3, R::MajorRiver, 160);
    row("Sea coastal water TL6", M::Sea, 6, R::CoastalWater, 280);
    row("Sea good road", M::Sea, 5, R::GoodRoad, none);
    row("Sea off-road", M::Sea, 5, R::OffRoad, none);
    // Coastal: as Sea, but not on the open sea.
    row("Coast open water", M::Coast, 2, R::OpenWater, none);
    row("Coast major river TL2", M::Coast, 2, R::MajorRiver, 160);
    row("Coast coastal water TL2", M::Coast, 2, R::CoastalWater, 160);
    row("Coast coastal water TL5", M::Coast, 5, R::CoastalWater, 240);
    row("Coast major river TL7", M::Coast, 7, R::MajorRiver, 320);
    row("Coast dirt road", M::Coast, 2, R::DirtRoad, none);
}

void TstTravelSpeed::tableSpeeds()
{
    QFETCH(Mobility, mobility);
    QFETCH(int, tl);
    QFETCH(RouteKind, route);
    QFETCH(std::optional<double>, speed);
    const std::optional<double> base = baseTravelSpeed(mobility, tl, route);
    QCOMPARE(base.has_value(), speed.has_value());
    if (speed)
        QCOMPARE(*base, *speed);

    // An element of that one mobility moves at the table's speed in good conditions, or must be carried
    // (Fast Air: supports instead).
    const ElementSpeed own =
        elementTravelSpeed(element(1, QStringLiteral("E"), 1, {mobility}, 1.0, 0, tl), route, {});
    QCOMPARE(own.supporting, mobility == Mobility::FA);
    QCOMPARE(own.speed, speed.value_or(0));
}

// "Air": Slow Air supports combat within 100 miles, doubled per TL past TL6.
void TstTravelSpeed::slowAirSupportRange_data()
{
    QTest::addColumn<int>("tl");
    QTest::addColumn<double>("miles");
    QTest::newRow("TL0") << 0 << 100.0;
    QTest::newRow("TL6") << 6 << 100.0;
    QTest::newRow("TL7") << 7 << 200.0;
    QTest::newRow("TL8") << 8 << 400.0;
    QTest::newRow("TL10") << 10 << 1600.0;
}

void TstTravelSpeed::slowAirSupportRange()
{
    QFETCH(int, tl);
    QFETCH(double, miles);
    QCOMPARE(muster::slowAirSupportRange(tl), miles);
}

// An element with several mobilities uses the best it can use on the leg: Amphibious Warriors (Coast,
// Foot) walk on land and swim near the coast; Flying Infantry (Foot, SA) walk.
void TstTravelSpeed::bestMobilityOnTheLeg_data()
{
    QTest::addColumn<QList<Mobility>>("mobility");
    QTest::addColumn<RouteKind>("route");
    QTest::addColumn<double>("speed");
    QTest::addColumn<std::optional<Mobility>>("used");
    using M = Mobility;
    const QList<Mobility> amphibious{M::Coast, M::Foot};
    QTest::newRow("amphibious off-road: Foot")
        << amphibious << RouteKind::OffRoad << 10.0 << std::optional(M::Foot);
    QTest::newRow("amphibious coastal: Coast")
        << amphibious << RouteKind::CoastalWater << 160.0 << std::optional(M::Coast);
    QTest::newRow("amphibious open sea: carried")
        << amphibious << RouteKind::OpenWater << 0.0 << std::optional<Mobility>();
    QTest::newRow("flying infantry road")
        << QList<Mobility>{M::Foot, M::SA} << RouteKind::GoodRoad << 20.0 << std::optional(M::Foot);
    QTest::newRow("mech and foot off-road: Mech")
        << QList<Mobility>{M::Foot, M::Mech} << RouteKind::OffRoad << 60.0 << std::optional(M::Mech);
    QTest::newRow("motor and mtd off-road: Motor")
        << QList<Mobility>{M::Motor, M::Mtd} << RouteKind::OffRoad << 20.0 << std::optional(M::Motor);
    QTest::newRow("mtd and motor off-road: Motor")
        << QList<Mobility>{M::Mtd, M::Motor} << RouteKind::OffRoad << 20.0 << std::optional(M::Motor);
    QTest::newRow("sea and coast on a river: equal, the first")
        << QList<Mobility>{M::Sea, M::Coast} << RouteKind::MajorRiver << 160.0 << std::optional(M::Sea);
}

void TstTravelSpeed::bestMobilityOnTheLeg()
{
    QFETCH(QList<Mobility>, mobility);
    QFETCH(RouteKind, route);
    QFETCH(double, speed);
    QFETCH(std::optional<Mobility>, used);
    TravelElement e = element(1, QStringLiteral("E"), 1, {}, 1.0, 0, 3);
    e.line.mobility = mobility;
    const ElementSpeed own = elementTravelSpeed(e, route, {});
    QCOMPARE(own.speed, speed);
    QCOMPARE(own.mobility, used);
}

// "0": no movement; such elements must be carried.
void TstTravelSpeed::zeroMobilityMustBeCarried()
{
    for (RouteKind route : allRouteKinds) {
        Breakdown why;
        const ElementSpeed own =
            elementTravelSpeed(element(1, QStringLiteral("Gun"), 1, {}), route, {}, &why);
        QCOMPARE(own.speed, 0.0);
        QVERIFY(!own.supporting);
        QVERIFY(!own.mobility);
        QVERIFY2(why.toText().contains(QStringLiteral("Mobility 0")), qPrintable(why.toText()));
    }
}

// "Excluding any supporting Fast Air elements": FA supports the force, on land or water.
void TstTravelSpeed::fastAirSupportsAndIsNotCounted()
{
    for (RouteKind route : allRouteKinds) {
        const ElementSpeed own =
            elementTravelSpeed(element(1, QStringLiteral("Jets"), 1, {Mobility::FA}, {}, 0, 8), route, {});
        QVERIFY(own.supporting);
    }
}

// Our choice: Slow Air moves its base forward as Foot does, so on water the base has to be shipped.
void TstTravelSpeed::slowAirCrossesWaterOnlyCarried()
{
    Breakdown why;
    const ElementSpeed own = elementTravelSpeed(element(1, QStringLiteral("Dragons"), 1, {Mobility::SA}),
                                                RouteKind::MajorRiver, {}, &why);
    QCOMPARE(own.speed, 0.0);
    QVERIFY(!own.supporting);
    QVERIFY2(why.toText().contains(QStringLiteral("shipped")), qPrintable(why.toText()));
}

void TstTravelSpeed::breakdownExplainsTheSpeed()
{
    Breakdown why;
    elementTravelSpeed(element(1, QStringLiteral("IFV"), 1, {Mobility::Mech}, 8.0, 1, 8), RouteKind::OffRoad,
                       {}, &why);
    QCOMPARE(why.steps, (QStringList{QStringLiteral("Mechanized off-road: 60 miles/day"),
                                     QStringLiteral("TL8, 2 TL past TL6: +50%: 90 miles/day")}));
}

void TstTravelSpeed::routeCodes()
{
    const QStringList codes{QStringLiteral("good-road"),   QStringLiteral("dirt-road"),
                            QStringLiteral("off-road"),    QStringLiteral("open-water"),
                            QStringLiteral("major-river"), QStringLiteral("coastal-water")};
    for (qsizetype i = 0; i < codes.size(); ++i) {
        QCOMPARE(routeKindCode(allRouteKinds[i]), codes.at(i));
        QCOMPARE(routeKindFromString(codes.at(i)), std::optional(allRouteKinds[i]));
        QVERIFY(!routeKindName(allRouteKinds[i]).isEmpty());
    }
    QCOMPARE(routeKindFromString(QStringLiteral("Good Road")), std::optional(RouteKind::GoodRoad));
    QVERIFY(!routeKindFromString(QStringLiteral("swamp")));
    QVERIFY(isLandRoute(RouteKind::DirtRoad) && !isLandRoute(RouteKind::MajorRiver));
    QVERIFY(isRoad(RouteKind::DirtRoad) && !isRoad(RouteKind::OffRoad));
}

std::unique_ptr<QObject> newTravelSpeedTest()
{
    return std::make_unique<TstTravelSpeed>();
}

#include "travel_speed.moc"
