// tst_travel: what changes a march's speed (rule book, "Factors Affecting Movement": Bad Weather, Escorting
// Civilians, Forced March, Night; "Environmental Issues": No Security, Recon; "Nocturnal").

#include "TravelTestSupport.h"
#include "operations/TravelLegSpeed.h"
#include "operations/TravelSpeed.h"

#include <QtTest>

#include <memory>

using namespace muster;
using traveltest::element;
using traveltest::infantry;

class TstTravelConditions : public QObject
{
    Q_OBJECT

private slots:
    void elementConditions_data();
    void elementConditions();
    void forceConditions_data();
    void forceConditions();
    void reconElementsMapTheWay();
    void marchAndLegConditionsCombine();
    void invalidConditions_data();
    void invalidConditions();
    void breakdownNamesEveryFactor();
};

namespace {

enum Flag { Night = 1, Nocturnal = 2, AllWeather = 4 };

TravelConditions conditions(bool night, bool badWeather, std::optional<int> seaRoll = std::nullopt)
{
    TravelConditions c;
    c.night = night;
    c.badWeather = badWeather;
    c.seaWeatherRoll = seaRoll;
    return c;
}

} // namespace

// Night, Nocturnal and Bad Weather change each element's own speed.
void TstTravelConditions::elementConditions_data()
{
    QTest::addColumn<Mobility>("mobility");
    QTest::addColumn<int>("tl");
    QTest::addColumn<int>("features");
    QTest::addColumn<RouteKind>("route");
    QTest::addColumn<TravelConditions>("conditions");
    QTest::addColumn<double>("speed");
    using M = Mobility;
    using R = RouteKind;
    const TravelConditions night = conditions(true, false);
    const TravelConditions day = conditions(false, false);
    const TravelConditions storm = conditions(false, true);
    // Night: "halve off-road speed at night unless the element has the Night feature".
    QTest::newRow("night: Foot off-road halved") << M::Foot << 3 << 0 << R::OffRoad << night << 5.0;
    QTest::newRow("night: Foot on a road unchanged") << M::Foot << 3 << 0 << R::GoodRoad << night << 20.0;
    QTest::newRow("night: Foot with Night unchanged")
        << M::Foot << 3 << int(Night) << R::OffRoad << night << 10.0;
    QTest::newRow("night: Mech TL8 off-road") << M::Mech << 8 << 0 << R::OffRoad << night << 45.0;
    QTest::newRow("night: Mtd off-road") << M::Mtd << 2 << 0 << R::OffRoad << night << 7.5;
    QTest::newRow("night: Sea unchanged") << M::Sea << 3 << 0 << R::OpenWater << night << 160.0;
    // Nocturnal: night is day and day is night, unless it also has Night ("Day").
    QTest::newRow("Nocturnal by day off-road halved")
        << M::Foot << 3 << int(Nocturnal) << R::OffRoad << day << 5.0;
    QTest::newRow("Nocturnal at night off-road")
        << M::Foot << 3 << int(Nocturnal) << R::OffRoad << night << 10.0;
    QTest::newRow("Nocturnal by day on a road")
        << M::Foot << 3 << int(Nocturnal) << R::DirtRoad << day << 20.0;
    QTest::newRow("Nocturnal with Day, by day")
        << M::Foot << 3 << int(Nocturnal | Night) << R::OffRoad << day << 10.0;
    QTest::newRow("Nocturnal with Day, at night")
        << M::Foot << 3 << int(Nocturnal | Night) << R::OffRoad << night << 10.0;
    // Bad weather on land: dirt roads count as off-road (All-Weather does not dry the road).
    QTest::newRow("storm: Foot dirt road is off-road") << M::Foot << 3 << 0 << R::DirtRoad << storm << 10.0;
    QTest::newRow("storm: Foot good road unchanged") << M::Foot << 3 << 0 << R::GoodRoad << storm << 20.0;
    QTest::newRow("storm: Motor TL6 dirt road") << M::Motor << 6 << 0 << R::DirtRoad << storm << 20.0;
    QTest::newRow("storm: Motor TL8 dirt road, All-Weather")
        << M::Motor << 8 << int(AllWeather) << R::DirtRoad << storm << 30.0;
    QTest::newRow("storm at night: dirt road halved as off-road")
        << M::Foot << 3 << 0 << R::DirtRoad << conditions(true, true) << 5.0;
    // Bad weather at sea: Coastal elements cannot operate; Sea loses 5d x 10 (min 0); not All-Weather ones.
    QTest::newRow("storm: Coast stops")
        << M::Coast << 2 << 0 << R::CoastalWater << conditions(false, true, 12) << 0.0;
    QTest::newRow("storm: Coast All-Weather sails")
        << M::Coast << 2 << int(AllWeather) << R::MajorRiver << conditions(false, true, 12) << 160.0;
    QTest::newRow("storm: Sea TL8 loses 120")
        << M::Sea << 8 << 0 << R::OpenWater << conditions(false, true, 12) << 240.0;
    QTest::newRow("storm: Sea TL3 loses 170, minimum 0")
        << M::Sea << 3 << 0 << R::OpenWater << conditions(false, true, 17) << 0.0;
    QTest::newRow("storm: Sea TL5 loses 50")
        << M::Sea << 5 << 0 << R::CoastalWater << conditions(false, true, 5) << 190.0;
    QTest::newRow("storm: Sea All-Weather")
        << M::Sea << 8 << int(AllWeather) << R::OpenWater << conditions(false, true, 30) << 360.0;
}

void TstTravelConditions::elementConditions()
{
    QFETCH(Mobility, mobility);
    QFETCH(int, tl);
    QFETCH(int, features);
    QFETCH(RouteKind, route);
    QFETCH(TravelConditions, conditions);
    QFETCH(double, speed);
    TravelElement e = element(1, QStringLiteral("E"), 1, {mobility}, 1.0, 0, tl);
    e.night = features & Night;
    e.nocturnal = features & Nocturnal;
    e.allWeather = features & AllWeather;
    QCOMPARE(elementTravelSpeed(e, route, conditions).speed, speed);
}

// Forced march (x1 to x1.5, land only), No Security (x2), Escorting Civilians (x1/2, land or water),
// Recon (x1/2 on land in poorly mapped terrain without Recon elements): the force's speed.
void TstTravelConditions::forceConditions_data()
{
    QTest::addColumn<RouteKind>("route");
    QTest::addColumn<TravelConditions>("conditions");
    QTest::addColumn<double>("speed");
    const auto with = [](auto change) {
        TravelConditions c;
        change(c);
        return c;
    };
    using R = RouteKind;
    QTest::newRow("no conditions, Foot road") << R::GoodRoad << TravelConditions{} << 20.0;
    QTest::newRow("forced x1.5 on land") << R::GoodRoad << with([](auto &c) { c.forcedMarch = 1.5; }) << 30.0;
    QTest::newRow("forced x1.25 off-road")
        << R::OffRoad << with([](auto &c) { c.forcedMarch = 1.25; }) << 12.5;
    QTest::newRow("forced: not on water")
        << R::CoastalWater << with([](auto &c) { c.forcedMarch = 1.5; }) << 160.0;
    QTest::newRow("hostile terrain: no extra speed")
        << R::OffRoad << with([](auto &c) { c.hostileTerrain = true; }) << 10.0;
    QTest::newRow("no security x2") << R::GoodRoad << with([](auto &c) { c.noSecurity = true; }) << 40.0;
    QTest::newRow("no security x2 at sea")
        << R::OpenWater << with([](auto &c) { c.noSecurity = true; }) << 320.0;
    QTest::newRow("civilians x1/2 on land")
        << R::GoodRoad << with([](auto &c) { c.escortingCivilians = true; }) << 10.0;
    QTest::newRow("civilians x1/2 on water")
        << R::MajorRiver << with([](auto &c) { c.escortingCivilians = true; }) << 80.0;
    QTest::newRow("poorly mapped, no Recon x1/2")
        << R::OffRoad << with([](auto &c) { c.poorlyMapped = true; }) << 5.0;
    QTest::newRow("poorly mapped: not on water")
        << R::OpenWater << with([](auto &c) { c.poorlyMapped = true; }) << 160.0;
    QTest::newRow("all of them on land") << R::GoodRoad << with([](auto &c) {
        c.forcedMarch = 1.5;
        c.noSecurity = true;
        c.escortingCivilians = true;
        c.poorlyMapped = true;
    }) << 15.0;
}

void TstTravelConditions::forceConditions()
{
    QFETCH(RouteKind, route);
    QFETCH(TravelConditions, conditions);
    QFETCH(double, speed);
    // Infantry on land; a ship that carries them on water (TL3 Sea, 160).
    QList<TravelElement> force{infantry(1, 10),
                               element(2, QStringLiteral("Cogs"), 2, {Mobility::Sea}, {}, 5)};
    if (isLandRoute(route))
        force.removeLast();
    const Result<LegSpeed> leg = legSpeed(force, route, conditions);
    QVERIFY2(leg.ok(), leg.ok() ? "" : qPrintable(leg.error().message));
    QCOMPARE(leg->speed, speed);
}

// "a force with no Recon elements *at all*": one Recon element is enough, even a Fast Air one scouting.
void TstTravelConditions::reconElementsMapTheWay()
{
    TravelConditions mapless;
    mapless.poorlyMapped = true;
    TravelElement scouts = element(2, QStringLiteral("Scouts"), 1, {Mobility::Foot});
    scouts.recon = true;
    QCOMPARE(legSpeed({infantry(1, 10), scouts}, RouteKind::OffRoad, mapless)->speed, 10.0);

    TravelElement drones = element(3, QStringLiteral("Drones"), 1, {Mobility::FA}, {}, 0, 8);
    drones.recon = true;
    QCOMPARE(legSpeed({infantry(1, 10), drones}, RouteKind::OffRoad, mapless)->speed, 10.0);

    scouts.line.count = 0; // none of them left
    QCOMPARE(legSpeed({infantry(1, 10), scouts}, RouteKind::OffRoad, mapless)->speed, 5.0);
}

// The march's conditions hold on every leg; a leg adds its own.
void TstTravelConditions::marchAndLegConditionsCombine()
{
    TravelConditions march;
    march.night = true;
    march.forcedMarch = 1.2;
    march.seaWeatherRoll = 9;
    TravelConditions leg;
    leg.badWeather = true;
    leg.noSecurity = true;
    leg.forcedMarch = 1.5;
    TravelConditions both = march.with(leg);
    QVERIFY(both.night && both.badWeather && both.noSecurity);
    QVERIFY(!both.escortingCivilians && !both.poorlyMapped && !both.hostileTerrain);
    QCOMPARE(both.forcedMarch, 1.5);
    QCOMPARE(both.seaWeatherRoll, std::optional(9));
    leg.seaWeatherRoll = 20;
    leg.forcedMarch = 1.0;
    both = march.with(leg);
    QCOMPARE(both.seaWeatherRoll, std::optional(20));
    QCOMPARE(both.forcedMarch, 1.2);
}

void TstTravelConditions::invalidConditions_data()
{
    QTest::addColumn<TravelConditions>("conditions");
    QTest::addColumn<QString>("field");
    TravelConditions c;
    QTest::newRow("plain march") << c << QString();
    c.forcedMarch = 1.5;
    QTest::newRow("forced x1.5") << c << QString();
    c.forcedMarch = 1.6;
    QTest::newRow("forced x1.6") << c << QStringLiteral("forcedMarch");
    c.forcedMarch = 0.9;
    QTest::newRow("forced x0.9") << c << QStringLiteral("forcedMarch");
    c.forcedMarch = 1.0;
    c.seaWeatherRoll = 4;
    QTest::newRow("5d of 4") << c << QStringLiteral("seaWeatherRoll");
    c.seaWeatherRoll = 31;
    QTest::newRow("5d of 31") << c << QStringLiteral("seaWeatherRoll");
    c.seaWeatherRoll = 30;
    QTest::newRow("5d of 30") << c << QString();
}

void TstTravelConditions::invalidConditions()
{
    QFETCH(TravelConditions, conditions);
    QFETCH(QString, field);
    const Status status = validateConditions(conditions);
    QCOMPARE(status.ok(), field.isEmpty());
    if (!status.ok())
        QCOMPARE(status.error().field, field);
}

void TstTravelConditions::breakdownNamesEveryFactor()
{
    TravelConditions all;
    all.night = true;
    all.forcedMarch = 1.5;
    all.noSecurity = true;
    all.escortingCivilians = true;
    all.poorlyMapped = true;
    const Result<LegSpeed> leg = legSpeed({infantry(1, 10)}, RouteKind::OffRoad, all);
    QVERIFY(leg.ok());
    QCOMPARE(leg->speed, 3.75); // 10 / 2 x 1.5 x 2 / 2 / 2
    QCOMPARE(leg->breakdown.steps,
             (QStringList{
                 QStringLiteral("10 Infantry set the pace:"), QStringLiteral("Foot off-road: 10 miles/day"),
                 QStringLiteral("Night, no Night feature: off-road speed halved: 5 miles/day"),
                 QStringLiteral("Forced march x1.5: 7.5 miles/day"),
                 QStringLiteral("No security x2: 15 miles/day"),
                 QStringLiteral("Escorting civilians x1/2: 7.5 miles/day"),
                 QStringLiteral("Poorly mapped terrain and no Recon elements x1/2: 3.75 miles/day")}));
}

std::unique_ptr<QObject> newTravelConditionsTest()
{
    return std::make_unique<TstTravelConditions>();
}

#include "travel_conditions.moc"
