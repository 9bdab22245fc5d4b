// tst_travel: who can ride on whom and the automatic transport assignment (rule book, "Transport (T)",
// "TRANSPORT WEIGHT (WT)", "MOBILITY (MOB)" for "0", "Other": Mounts, and "Travel Speed of Mobile Forces":
// carried elements move at their carrier's speed; "Splitting Forces": slower elements may be abandoned).

#include "TravelTestSupport.h"
#include "force/TransportAssignment.h"
#include "operations/TravelLegSpeed.h"

#include <QElapsedTimer>
#include <QtTest>

#include <memory>

using namespace muster;
using traveltest::element;
using traveltest::infantry;
using traveltest::linesOf;
using traveltest::noWt;
using traveltest::trucks;

class TstTravelTransport : public QObject
{
    Q_OBJECT

private slots:
    void individualCarrier_data();
    void individualCarrier();
    void validate_data();
    void validate();
    void errorNamesTheLine();
    void mountsTypeIsTheCatalogs();
    void trucksCarryInfantry();
    void tooFewTrucksMeansWalking();
    void heaviestFirst();
    void mountsCarryFootAtMountedSpeed();
    void mountsCarryOnlyWt1Foot();
    void immobileElementsRideOrStop();
    void uncarryableElementsMayBeLeftBehind();
    void fastUncarryableElementsAreNotLeft();
    void overflowOfImmobileElements();
    void fastAirIsNotPartOfTheMove();
    void assignmentFromLegSpeedIsValid();
    void manualAssignmentOnALeg();
    void tenThousandLines();
};

namespace {

TransportLine line(qint64 id, const QString &name, qint64 count, std::optional<double> wt, double t,
                   QList<Mobility> mobility = {Mobility::Foot}, bool mounts = false)
{
    return TransportLine{id, name, count, wt, t, mobility, mounts};
}

QList<std::optional<double>> speeds(std::initializer_list<std::optional<double>> list)
{
    return QList<std::optional<double>>(list);
}

} // namespace

// "An element can't be carried if its individual WT exceeds the capacity of the individual carrier";
// "-" cannot be transported; Mounts take WT 1 Foot elements.
void TstTravelTransport::individualCarrier_data()
{
    QTest::addColumn<double>("carrierT");
    QTest::addColumn<bool>("mounts");
    QTest::addColumn<std::optional<double>>("wt");
    QTest::addColumn<QList<Mobility>>("mobility");
    QTest::addColumn<bool>("fits");
    const QList<Mobility> foot{Mobility::Foot}, mtd{Mobility::Mtd}, none{};
    QTest::newRow("T2 takes WT 2") << 2.0 << false << std::optional(2.0) << foot << true;
    QTest::newRow("T2 takes WT 1") << 2.0 << false << std::optional(1.0) << foot << true;
    QTest::newRow("T1 cannot take WT 2") << 1.0 << false << std::optional(2.0) << foot << false;
    QTest::newRow("T3 cannot take WT 4") << 3.0 << false << std::optional(4.0) << mtd << false;
    QTest::newRow("T4 takes an immobile WT 4") << 4.0 << false << std::optional(4.0) << none << true;
    QTest::newRow("WT - never") << 10.0 << false << noWt << foot << false;
    QTest::newRow("no T") << 0.0 << false << std::optional(0.5) << foot << false;
    QTest::newRow("Mounts: WT 1 Foot") << 1.0 << true << std::optional(1.0) << foot << true;
    QTest::newRow("Mounts: WT 0.5 Foot") << 1.0 << true << std::optional(0.5) << foot << true;
    QTest::newRow("Mounts: not Mounted") << 1.0 << true << std::optional(1.0) << mtd << false;
    QTest::newRow("Mounts: not mobility 0") << 1.0 << true << std::optional(1.0) << none << false;
    QTest::newRow("Mounts: not Foot WT 2") << 2.0 << true << std::optional(2.0) << foot << false;
}

void TstTravelTransport::individualCarrier()
{
    QFETCH(double, carrierT);
    QFETCH(bool, mounts);
    QFETCH(std::optional<double>, wt);
    QFETCH(QList<Mobility>, mobility);
    QFETCH(bool, fits);
    const TransportLine carrier =
        line(1, QStringLiteral("Carrier"), 1, noWt, carrierT, {Mobility::Mtd}, mounts);
    const TransportLine rider = line(2, QStringLiteral("Rider"), 1, wt, 0, mobility);
    QCOMPARE(canCarry(carrier, rider), fits);
    QCOMPARE(checkCanCarry(carrier, rider).ok(), fits);
    QVERIFY(!canCarry(carrier, line(1, QStringLiteral("Carrier"), 1, 0.5, carrierT))); // not itself
}

// A carrier line's capacity is count x T, summed over its elements; the rest of the rules per assignment.
void TstTravelTransport::validate_data()
{
    QTest::addColumn<TransportAssignment>("assignment");
    QTest::addColumn<bool>("valid");
    // 1: 10 infantry WT 1; 2: 4 trucks T3 (capacity 12); 3: 2 wagons T2 WT 2 (capacity 4);
    // 4: 1 siege tower WT 4; 5: 3 guns WT 2, mobility 0.
    QTest::newRow("infantry on trucks") << TransportAssignment{{1, 2, 10}} << true;
    QTest::newRow("trucks full: WT 12 of 12") << TransportAssignment{{1, 2, 10}, {5, 2, 1}} << true;
    QTest::newRow("over capacity: WT 14 of 12") << TransportAssignment{{1, 2, 10}, {5, 2, 2}} << false;
    QTest::newRow("split between lines") << TransportAssignment{{1, 2, 6}, {1, 3, 4}} << true;
    QTest::newRow("more than the line has") << TransportAssignment{{1, 2, 6}, {1, 3, 5}} << false;
    QTest::newRow("four T1 cannot share a WT 4: wagons are T2") << TransportAssignment{{4, 3, 1}} << false;
    QTest::newRow("siege tower on trucks? T3 < WT 4") << TransportAssignment{{4, 2, 1}} << false;
    QTest::newRow("guns on wagons") << TransportAssignment{{5, 3, 2}} << true;
    QTest::newRow("no nesting: wagons on trucks carrying guns")
        << TransportAssignment{{5, 3, 2}, {3, 2, 2}} << false;
    QTest::newRow("wagons on trucks alone") << TransportAssignment{{3, 2, 2}} << true;
    QTest::newRow("unknown line") << TransportAssignment{{9, 2, 1}} << false;
    QTest::newRow("no elements") << TransportAssignment{{1, 2, 0}} << false;
    QTest::newRow("a line on itself") << TransportAssignment{{3, 3, 1}} << false;
    QTest::newRow("empty") << TransportAssignment{} << true;
}

void TstTravelTransport::validate()
{
    QFETCH(TransportAssignment, assignment);
    QFETCH(bool, valid);
    const QList<TransportLine> lines{
        line(1, QStringLiteral("Infantry"), 10, 1.0, 0),
        line(2, QStringLiteral("Trucks"), 4, 4.0, 3, {Mobility::Motor}),
        line(3, QStringLiteral("Wagons"), 2, 2.0, 2),
        line(4, QStringLiteral("Siege Tower"), 1, 4.0, 0),
        line(5, QStringLiteral("Guns"), 3, 2.0, 0, {}),
    };
    const Status status = validateTransport(assignment, lines);
    QVERIFY2(status.ok() == valid, status.ok() ? "valid" : qPrintable(status.error().message));
    if (!status.ok())
        QCOMPARE(status.error().field, QStringLiteral("transport"));
}

void TstTravelTransport::errorNamesTheLine()
{
    const QList<TransportLine> lines{line(1, QStringLiteral("Spearmen"), 5, 1.0, 0),
                                     line(2, QStringLiteral("Carts"), 1, 2.0, 2)};
    Status status = validateTransport({{1, 2, 3}}, lines);
    QVERIFY(!status.ok());
    QCOMPARE(status.error().message, QStringLiteral("Carts can carry WT 2 in all (1 x T 2), not WT 3."));
    status = validateTransport({{1, 2, 6}}, lines);
    QVERIFY(status.error().message.contains(QStringLiteral("Spearmen")));
    status = validateTransport({{2, 1, 1}}, lines);
    QCOMPARE(status.error().message, QStringLiteral("Spearmen has no transport capacity (T)."));
}

// The catalog's Mounts row is the type the rule means (resources/catalog/elements.json, "mounts").
void TstTravelTransport::mountsTypeIsTheCatalogs()
{
    const ElementType *type = coretest::catalog().find(QStringLiteral("mounts"));
    QVERIFY(type);
    QCOMPARE(type->name, QStringLiteral("Mounts"));
    QVERIFY(isMountsType(type->id));
    QVERIFY(!isMountsType(QStringLiteral("heavy-cavalry")));
    QCOMPARE(type->transport, 1.0);
    QCOMPARE(type->mobility, QList<Mobility>{Mobility::Mtd});
}

// "Carried elements move at the speed of the transporting element."
void TstTravelTransport::trucksCarryInfantry()
{
    // 12 infantry (Foot 20), 4 trucks T3 (Motor 120 on a good road): everyone rides.
    const QList<TransportLine> lines{line(1, QStringLiteral("Infantry"), 12, 1.0, 0),
                                     line(2, QStringLiteral("Trucks"), 4, 4.0, 3, {Mobility::Motor})};
    const AutoTransport a = autoAssignTransport(lines, speeds({20.0, 120.0}));
    QCOMPARE(a.keepAll.speed, 120.0);
    QCOMPARE(a.keepAll.assignment, (TransportAssignment{{1, 2, 12}}));
    QVERIFY(a.keepAll.leftBehind.isEmpty());
    QCOMPARE(a.leavingBehind.speed, 120.0);
    QVERIFY(a.leavingBehind.leftBehind.isEmpty());
    QVERIFY(validateTransport(a.keepAll.assignment, lines).ok());
}

void TstTravelTransport::tooFewTrucksMeansWalking()
{
    // 13 infantry do not fit in T 12: nobody need ride, the force walks at 20.
    const QList<TransportLine> lines{line(1, QStringLiteral("Infantry"), 13, 1.0, 0),
                                     line(2, QStringLiteral("Trucks"), 4, 4.0, 3, {Mobility::Motor})};
    const AutoTransport a = autoAssignTransport(lines, speeds({20.0, 120.0}));
    QCOMPARE(a.keepAll.speed, 20.0);
    QVERIFY(a.keepAll.assignment.isEmpty());
    // The infantry could be carried (by trucks), so they are not candidates to leave behind.
    QCOMPARE(a.leavingBehind.speed, 20.0);
    QVERIFY(a.leavingBehind.leftBehind.isEmpty());
}

// First-fit decreasing by WT: the WT 4 element takes the T4 carrier before the WT 1 elements fill it.
void TstTravelTransport::heaviestFirst()
{
    const QList<TransportLine> lines{line(1, QStringLiteral("Scouts"), 4, 1.0, 0),
                                     line(2, QStringLiteral("Ram"), 1, 4.0, 0),
                                     line(3, QStringLiteral("Big Barge"), 1, noWt, 4, {Mobility::Coast}),
                                     line(4, QStringLiteral("Skiffs"), 4, noWt, 1, {Mobility::Coast})};
    const AutoTransport a = autoAssignTransport(lines, speeds({0.0, 0.0, 160.0, 160.0}));
    QCOMPARE(a.keepAll.speed, 160.0);
    QCOMPARE(a.keepAll.assignment, (TransportAssignment{{2, 3, 1}, {1, 4, 4}}));
}

// "Other", Mounts: "enough ... riding beasts to transport any WT 1 Foot mobility element at Mounted speeds".
void TstTravelTransport::mountsCarryFootAtMountedSpeed()
{
    QList<TravelElement> force{infantry(1, 5), traveltest::mounts(2, 5)};
    Result<LegSpeed> leg = legSpeed(force, RouteKind::OffRoad, {});
    QVERIFY(leg.ok());
    QCOMPARE(leg->speed, 15.0);
    QCOMPARE(leg->transport, (TransportAssignment{{1, 2, 5}}));
    QVERIFY(leg->breakdown.toText().contains(QStringLiteral("ride on Mounts")));
    // Six infantry, five mounts: one would walk, so the force walks.
    force[0].line.count = 6;
    leg = legSpeed(force, RouteKind::OffRoad, {});
    QCOMPARE(leg->speed, 10.0);
}

void TstTravelTransport::mountsCarryOnlyWt1Foot()
{
    // Mounted crossbowmen (Mtd) and wagons (Foot WT 2) cannot use them; WT 1 Foot can, before any other
    // carrier, so that the cart's room is left for the wagons.
    const QList<TransportLine> lines{
        line(1, QStringLiteral("Infantry"), 2, 1.0, 0),
        line(2, QStringLiteral("Mounts"), 2, 1.0, 1, {Mobility::Mtd}, true),
        line(3, QStringLiteral("Wagons"), 1, 2.0, 0),
        line(4, QStringLiteral("Cart Train"), 1, noWt, 2, {Mobility::Mtd}),
        line(5, QStringLiteral("Horse Archers"), 3, 2.0, 0, {Mobility::Mtd}),
    };
    const AutoTransport a = autoAssignTransport(lines, speeds({10.0, 15.0, 10.0, 15.0, 15.0}));
    QCOMPARE(a.keepAll.speed, 15.0);
    QCOMPARE(a.keepAll.assignment, (TransportAssignment{{3, 4, 1}, {1, 2, 2}}));
    // A third infantry element finds no room: the Mounts are taken and the cart carries the wagons.
    QList<TransportLine> more = lines;
    more[0].count = 3;
    QCOMPARE(autoAssignTransport(more, speeds({10.0, 15.0, 10.0, 15.0, 15.0})).keepAll.speed, 10.0);
}

// "0": "Such elements must be carried by other elements if they are to move."
void TstTravelTransport::immobileElementsRideOrStop()
{
    // Guns (mobility 0, WT 2) on a draft team (Foot, T2): the force moves at Foot speed.
    const QList<TransportLine> lines{line(1, QStringLiteral("Guns"), 2, 2.0, 0, {}),
                                     line(2, QStringLiteral("Draft Team"), 2, 2.0, 2)};
    AutoTransport a = autoAssignTransport(lines, speeds({0.0, 20.0}));
    QCOMPARE(a.keepAll.speed, 20.0);
    QCOMPARE(a.keepAll.assignment, (TransportAssignment{{1, 2, 2}}));
    // No carrier can take a WT 16 element: the force cannot move with it.
    const QList<TransportLine> heavy{line(1, QStringLiteral("TAD"), 1, 16.0, 0, {}),
                                     line(2, QStringLiteral("Draft Team"), 2, 2.0, 2)};
    a = autoAssignTransport(heavy, speeds({0.0, 20.0}));
    QCOMPARE(a.keepAll.speed, 0.0);
    QCOMPARE(a.leavingBehind.speed, 20.0);
    QCOMPARE(a.leavingBehind.leftBehind, (QList<LineCount>{{1, 1}}));
}

// "Splitting Forces": slower elements may even be abandoned. Only those no carrier can take are proposed.
void TstTravelTransport::uncarryableElementsMayBeLeftBehind()
{
    // A Titan (Foot, WT -) marches with infantry and trucks: it holds the force to 20 unless left behind.
    const QList<TransportLine> lines{line(1, QStringLiteral("Infantry"), 9, 1.0, 0),
                                     line(2, QStringLiteral("Titan"), 1, noWt, 0),
                                     line(3, QStringLiteral("Trucks"), 3, 4.0, 3, {Mobility::Motor})};
    const AutoTransport a = autoAssignTransport(lines, speeds({20.0, 20.0, 120.0}));
    QCOMPARE(a.keepAll.speed, 20.0);
    QVERIFY(a.keepAll.assignment.isEmpty());
    QCOMPARE(a.leavingBehind.speed, 120.0);
    QCOMPARE(a.leavingBehind.assignment, (TransportAssignment{{1, 3, 9}}));
    QCOMPARE(a.leavingBehind.leftBehind, (QList<LineCount>{{2, 1}}));
}

// A ship (WT -) cannot be carried either, but it is the fastest: nothing to leave behind.
void TstTravelTransport::fastUncarryableElementsAreNotLeft()
{
    const QList<TransportLine> lines{line(1, QStringLiteral("Infantry"), 9, 1.0, 0),
                                     line(2, QStringLiteral("Cogs"), 2, noWt, 5, {Mobility::Sea})};
    const AutoTransport a = autoAssignTransport(lines, speeds({0.0, 160.0}));
    QCOMPARE(a.keepAll.speed, 160.0);
    QCOMPARE(a.leavingBehind.speed, 160.0);
    QVERIFY(a.leavingBehind.leftBehind.isEmpty());
}

// Carriers too few for immobile elements: the force cannot move with them all; the overflow may stay.
void TstTravelTransport::overflowOfImmobileElements()
{
    const QList<TransportLine> lines{line(1, QStringLiteral("Guns"), 5, 2.0, 0, {}),
                                     line(2, QStringLiteral("Draft Team"), 2, 2.0, 2)};
    const AutoTransport a = autoAssignTransport(lines, speeds({0.0, 20.0}));
    QCOMPARE(a.keepAll.speed, 0.0);
    QCOMPARE(a.keepAll.assignment, (TransportAssignment{{1, 2, 2}}));
    QCOMPARE(a.leavingBehind.speed, 20.0);
    QCOMPARE(a.leavingBehind.leftBehind, (QList<LineCount>{{1, 3}}));
}

// "Excluding any supporting Fast Air elements": neither slowed by nor carrying on the march.
void TstTravelTransport::fastAirIsNotPartOfTheMove()
{
    const QList<TransportLine> lines{
        line(1, QStringLiteral("Infantry"), 4, 1.0, 0),
        line(2, QStringLiteral("Heavy-Lift Aircraft"), 2, noWt, 9, {Mobility::FA})};
    const AutoTransport a = autoAssignTransport(lines, speeds({20.0, std::nullopt}));
    QCOMPARE(a.keepAll.speed, 20.0);
    QVERIFY(a.keepAll.assignment.isEmpty());

    const QList<TravelElement> force{
        infantry(1, 4), element(2, QStringLiteral("Heavy-Lift Aircraft"), 2, {Mobility::FA}, noWt, 9, 7)};
    const Result<LegSpeed> leg = legSpeed(force, RouteKind::GoodRoad, {}, TransportAssignment{{1, 2, 4}});
    QVERIFY(!leg.ok());
    QCOMPARE(leg.error().field, QStringLiteral("transport"));
    QVERIFY(leg.error().message.contains(QStringLiteral("Heavy-Lift Aircraft")));
}

// Appendix A's modern force off-road: the HMMWV (Motor 30, WT 2) fits no carrier, so the Bradleys (Mech
// TL8, 90) could go alone with every rider if it stayed; kept, the force goes at its speed.
void TstTravelTransport::assignmentFromLegSpeedIsValid()
{
    const Result<QList<TravelElement>> force = travelElements(coretest::modernForce(), coretest::catalog());
    QVERIFY(force.ok());
    const Result<LegSpeed> leg = legSpeed(*force, RouteKind::OffRoad, {});
    QVERIFY(leg.ok());
    QVERIFY(leg->automaticTransport);
    QCOMPARE(leg->speed, 30.0);
    QCOMPARE(leg->speedLeavingBehind, 90.0);
    QCOMPARE(leg->leftBehindCandidates, (QList<LineCount>{{-7, 1}})); // the seventh line, the HMMWV
    QVERIFY(validateTransport(leg->transport, transportLines(*force)).ok());
    // On a good road the trucks are fastest, but the Bradleys (WT 8) ride on nothing: 120, nobody left.
    const Result<LegSpeed> road = legSpeed(*force, RouteKind::GoodRoad, {});
    QCOMPARE(road->speed, 120.0);
    QCOMPARE(road->speedLeavingBehind, 120.0);
    QVERIFY(road->leftBehindCandidates.isEmpty());
}

void TstTravelTransport::manualAssignmentOnALeg()
{
    const QList<TravelElement> force{infantry(1, 6), trucks(2, 1)};
    // Three infantry ride, three walk: the walkers set the pace.
    Result<LegSpeed> leg = legSpeed(force, RouteKind::GoodRoad, {}, TransportAssignment{{1, 2, 3}});
    QVERIFY(leg.ok());
    QCOMPARE(leg->speed, 20.0);
    QVERIFY(!leg->automaticTransport);
    // Too many for one truck.
    leg = legSpeed(force, RouteKind::GoodRoad, {}, TransportAssignment{{1, 2, 4}});
    QVERIFY(!leg.ok());
    QVERIFY(leg.error().message.contains(QStringLiteral("Trucks")));
    // All of them on foot but a truck: fine, the truck waits for them.
    leg = legSpeed({infantry(1, 3), trucks(2, 1)}, RouteKind::GoodRoad, {}, TransportAssignment{{1, 2, 3}});
    QCOMPARE(leg->speed, 120.0);
    QCOMPARE(leg->slowestLineId, qint64(1));
    // Trucks cannot move on a river: the riders are stuck, and the breakdown says why.
    leg = legSpeed({infantry(1, 3), trucks(2, 1)}, RouteKind::MajorRiver, {}, TransportAssignment{{1, 2, 3}});
    QCOMPARE(leg->speed, 0.0);
    QVERIFY2(leg->breakdown.toText().contains(QStringLiteral("Trucks cannot move on major river")),
             qPrintable(leg->breakdown.toText()));
}

// Work per line, not per element: 10,000 lines of up to 100,000 elements each.
void TstTravelTransport::tenThousandLines()
{
    QList<TransportLine> lines;
    QList<std::optional<double>> own;
    qint64 riders = 0;
    for (int i = 0; i < 10'000; ++i) {
        const int kind = i % 4;
        if (kind == 0) { // infantry
            lines.append(line(i + 1, QStringLiteral("Infantry"), 100'000, 1.0, 0));
            own.append(10.0);
            riders += 100'000;
        } else if (kind == 1) { // guns
            lines.append(line(i + 1, QStringLiteral("Guns"), 50'000, 2.0, 0, {}));
            own.append(0.0);
            riders += 50'000;
        } else if (kind == 2) { // heavy trucks, T3
            lines.append(line(i + 1, QStringLiteral("Trucks"), 80'000, 4.0, 3, {Mobility::Motor}));
            own.append(20.0 + i % 7); // several thresholds
        } else {                      // fighter wings
            lines.append(line(i + 1, QStringLiteral("Jets"), 1'000, noWt, 0, {Mobility::FA}));
            own.append(std::nullopt);
        }
    }
    QElapsedTimer timer;
    timer.start();
    const AutoTransport a = autoAssignTransport(lines, own);
    const qint64 elapsed = timer.elapsed();
    QVERIFY2(elapsed < 3000, qPrintable(QStringLiteral("%1 ms").arg(elapsed)));
    // Capacity 2,500 x 80,000 x 3 = 600M WT for 2,500 x 100,000 x 1 + 2,500 x 50,000 x 2 = 500M: everyone
    // rides. Trucks (WT 4) fit on no T3 truck, so every truck line must drive: the slowest make 20.
    QCOMPARE(a.keepAll.speed, 20.0);
    qint64 carried = 0;
    for (const TransportEntry &entry : a.keepAll.assignment)
        carried += entry.count;
    QCOMPARE(carried, riders);
    QVERIFY(validateTransport(a.keepAll.assignment, lines).ok());
    // Leaving the 357 truck lines at 20 behind (i = 14 mod 28) leaves 2,143 x 240,000 = 514M WT of room,
    // enough at 21; leaving those at 21 too would leave 1,786 x 240,000 = 429M, too little for 22.
    QCOMPARE(a.leavingBehind.speed, 21.0);
    QCOMPARE(a.leavingBehind.leftBehind.size(), qsizetype(357));
    QCOMPARE(a.leavingBehind.leftBehind.first(), (LineCount{15, 80'000}));
}

std::unique_ptr<QObject> newTravelTransportTest()
{
    return std::make_unique<TstTravelTransport>();
}

#include "travel_transport.moc"
