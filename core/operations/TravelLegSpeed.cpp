#include "TravelLegSpeed.h"

#include "operations/TravelSpeed.h"

#include <QCoreApplication>
#include <QHash>

#include <limits>

namespace muster {

namespace {

// Who sets the pace: a line's own elements, or some of them riding on a carrier.
struct Pace
{
    double speed = std::numeric_limits<double>::infinity();
    qsizetype line = -1;
    qsizetype carrier = -1; // -1: under its own power
    qint64 count = 0;
};

Pace slowest(const QList<TravelElement> &elements, const QList<std::optional<double>> &speeds,
             const TransportAssignment &transport)
{
    QHash<qint64, qsizetype> index;
    index.reserve(elements.size());
    for (qsizetype i = 0; i < elements.size(); ++i)
        index.insert(elements.at(i).line.lineId, i);
    QList<qint64> carried(elements.size(), 0);
    Pace pace;
    for (const TransportEntry &entry : transport) {
        const qsizetype rider = index.value(entry.carriedLineId);
        const qsizetype carrier = index.value(entry.carrierLineId);
        carried[rider] += entry.count;
        if (*speeds.at(carrier) < pace.speed)
            pace = {*speeds.at(carrier), rider, carrier, entry.count};
    }
    for (qsizetype i = 0; i < elements.size(); ++i) {
        const qint64 walking = elements.at(i).line.count - carried.at(i);
        if (speeds.at(i) && walking > 0 && *speeds.at(i) < pace.speed)
            pace = {*speeds.at(i), i, -1, walking};
    }
    return pace;
}

void explainPace(const QList<TravelElement> &elements, const Pace &pace, RouteKind route,
                 const TravelConditions &conditions, Breakdown &explain)
{
    const TransportLine &line = elements.at(pace.line).line;
    const TravelElement &mover = elements.at(pace.carrier < 0 ? pace.line : pace.carrier);
    if (pace.carrier < 0)
        explain.add(
            QCoreApplication::translate("Travel", "%1 %2 set the pace:").arg(pace.count).arg(line.name));
    else
        explain.add(QCoreApplication::translate("Travel", "%1 %2 ride on %3:")
                        .arg(pace.count)
                        .arg(line.name, mover.line.name));
    elementTravelSpeed(mover, route, conditions, &explain);
    if (pace.speed > 0)
        return;
    if (pace.carrier < 0)
        explain.add(QCoreApplication::translate("Travel", "Nothing carries them, so the force cannot move."));
    else
        explain.add(QCoreApplication::translate("Travel", "%1 cannot move on %2, so the force cannot move.")
                        .arg(mover.line.name, routeKindName(route)));
}

// The force-wide factors, applied to the pace of the slowest element.
double applyForceFactors(double speed, RouteKind route, const TravelConditions &conditions, bool hasRecon,
                         Breakdown *explain)
{
    const bool land = isLandRoute(route);
    Breakdown ignored;
    Breakdown &steps = explain ? *explain : ignored;
    if (conditions.isForced() && land) {
        speed *= conditions.forcedMarch;
        steps.add(QCoreApplication::translate("Travel", "Forced march x%1: %2")
                      .arg(formatNumber(conditions.forcedMarch), formatMilesPerDay(speed)));
    } else if (conditions.isForced()) {
        steps.add(
            QCoreApplication::translate("Travel", "Forced march is for land only: no extra speed on water."));
    }
    if (conditions.hostileTerrain && land)
        steps.add(QCoreApplication::translate(
            "Travel", "Hostile terrain counts as a forced march: rolls, but no extra speed."));
    if (conditions.noSecurity) {
        speed *= 2;
        steps.add(QCoreApplication::translate("Travel", "No security x2: %1").arg(formatMilesPerDay(speed)));
    }
    if (conditions.escortingCivilians) {
        speed /= 2;
        steps.add(QCoreApplication::translate("Travel", "Escorting civilians x1/2: %1")
                      .arg(formatMilesPerDay(speed)));
    }
    if (conditions.poorlyMapped && land && !hasRecon) {
        speed /= 2;
        steps.add(
            QCoreApplication::translate("Travel", "Poorly mapped terrain and no Recon elements x1/2: %1")
                .arg(formatMilesPerDay(speed)));
    }
    return speed;
}

// Fast Air elements do not march with the force, so they carry nobody on the march.
Status checkCarriersMarch(const TransportAssignment &transport, const QList<TravelElement> &elements,
                          const QList<std::optional<double>> &speeds)
{
    QHash<qint64, qsizetype> supporting;
    for (qsizetype i = 0; i < elements.size(); ++i) {
        if (!speeds.at(i))
            supporting.insert(elements.at(i).line.lineId, i);
    }
    for (const TransportEntry &entry : transport) {
        if (const auto found = supporting.constFind(entry.carrierLineId); found != supporting.cend())
            return Error{QCoreApplication::translate(
                             "Travel",
                             "%1 fly in support from their base and do not march with the force, so they "
                             "cannot carry elements on the march.")
                             .arg(elements.at(*found).line.name),
                         QStringLiteral("transport")};
    }
    return success();
}

} // namespace

QList<std::optional<double>> ownSpeeds(const QList<TravelElement> &elements, RouteKind route,
                                       const TravelConditions &conditions)
{
    QList<std::optional<double>> speeds;
    speeds.reserve(elements.size());
    for (const TravelElement &element : elements) {
        const ElementSpeed speed = elementTravelSpeed(element, route, conditions);
        speeds.append(speed.supporting ? std::nullopt : std::optional(speed.speed));
    }
    return speeds;
}

Result<LegSpeed> legSpeed(const QList<TravelElement> &elements, RouteKind route,
                          const TravelConditions &conditions,
                          const std::optional<TransportAssignment> &transport)
{
    const QList<std::optional<double>> speeds = ownSpeeds(elements, route, conditions);
    LegSpeed leg;
    double leavingBehind = 0;
    if (transport) {
        if (Status valid = validateTransport(*transport, transportLines(elements)); !valid)
            return valid.error();
        if (Status marching = checkCarriersMarch(*transport, elements, speeds); !marching)
            return marching.error();
        leg.transport = *transport;
    } else {
        AutoTransport automatic = autoAssignTransport(transportLines(elements), speeds);
        leg.transport = std::move(automatic.keepAll.assignment);
        leg.automaticTransport = true;
        leg.leftBehindCandidates = std::move(automatic.leavingBehind.leftBehind);
        leavingBehind = automatic.leavingBehind.speed;
    }

    const Pace pace = slowest(elements, speeds, leg.transport);
    if (pace.line < 0)
        return Error{QCoreApplication::translate(
                         "Travel", "No element marches with the force: Fast Air elements only support it."),
                     QStringLiteral("lines")};
    leg.slowestLineId = elements.at(pace.line).line.lineId;
    explainPace(elements, pace, route, conditions, leg.breakdown);
    bool hasFastAir = false;
    bool hasRecon = false;
    for (qsizetype i = 0; i < elements.size(); ++i) {
        hasFastAir = hasFastAir || (!speeds.at(i) && elements.at(i).line.count > 0);
        hasRecon = hasRecon || (elements.at(i).recon && elements.at(i).line.count > 0);
    }
    if (hasFastAir)
        leg.breakdown.add(
            QCoreApplication::translate("Travel", "Fast Air elements support the force and do not slow it."));
    leg.speed =
        pace.speed > 0 ? applyForceFactors(pace.speed, route, conditions, hasRecon, &leg.breakdown) : 0;
    leg.speedLeavingBehind =
        transport ? leg.speed : applyForceFactors(leavingBehind, route, conditions, hasRecon, nullptr);
    return leg;
}

} // namespace muster
