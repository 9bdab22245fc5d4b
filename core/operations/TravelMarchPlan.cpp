#include "TravelMarchPlan.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {

// "Leg 2: ..." for an error found on one leg.
Error onLeg(int leg, const Error &error)
{
    return Error{QCoreApplication::translate("Travel", "Leg %1: %2").arg(leg + 1).arg(error.message),
                 error.field};
}

// `elements` less those of `absent` (the GM's left-behind or a leg's elsewhere); the error names `field`.
Status takeOut(QList<TravelElement> &elements, const QList<LineCount> &absent, const QString &field)
{
    if (absent.isEmpty())
        return success();
    QHash<qint64, qsizetype> index;
    for (qsizetype i = 0; i < elements.size(); ++i)
        index.insert(elements.at(i).line.lineId, i);
    for (const LineCount &away : absent) {
        const auto found = index.constFind(away.lineId);
        if (found == index.cend())
            return Error{
                QCoreApplication::translate("Travel", "Roster line %1 is not in the force.").arg(away.lineId),
                field};
        TransportLine &line = elements[*found].line;
        if (away.count < 1 || away.count > line.count)
            return Error{QCoreApplication::translate("Travel", "%1: take 1 to %2 elements apart, not %3.")
                             .arg(line.name)
                             .arg(line.count)
                             .arg(away.count),
                         field};
        line.count -= away.count;
    }
    return success();
}

// Whether bad weather on water changes anyone's speed: only Sea elements without All-Weather lose 5d x 10.
bool needsSeaWeatherRoll(const QList<TravelElement> &elements)
{
    return std::any_of(elements.cbegin(), elements.cend(), [](const TravelElement &element) {
        const QList<Mobility> &mobility = element.line.mobility;
        return element.line.count > 0 && !element.allWeather && mobility.contains(Mobility::Sea) &&
               !mobility.contains(Mobility::FA);
    });
}

Status validateOrder(const MarchOrder &order, const Calendar &calendar)
{
    if (order.legs.isEmpty())
        return Error{QCoreApplication::translate("Travel", "A march has at least one leg."),
                     QStringLiteral("legs")};
    if (Status conditions = validateConditions(order.conditions); !conditions)
        return conditions;
    for (qsizetype i = 0; i < order.legs.size(); ++i) {
        const MarchLeg &leg = order.legs.at(i);
        if (!std::isfinite(leg.miles) || leg.miles < 0)
            return onLeg(int(i),
                         Error{QCoreApplication::translate("Travel", "A leg is 0 miles or more, not %1.")
                                   .arg(formatNumber(leg.miles)),
                               QStringLiteral("miles")});
        if (Status conditions = validateConditions(leg.conditions); !conditions)
            return onLeg(int(i), conditions.error());
    }
    if (Status start = calendar.validate(order.start); !start)
        return Error{start.error().message, QStringLiteral("start")};
    return success();
}

Result<LegPlan> planLeg(const MarchOrder &order, int index, QList<TravelElement> elements,
                        dice::DiceSource *dice)
{
    const MarchLeg &leg = order.legs.at(index);
    if (Status present = takeOut(elements, leg.elsewhere, QStringLiteral("elsewhere")); !present)
        return onLeg(index, present.error());
    LegPlan plan;
    plan.route = leg.route;
    plan.miles = leg.miles;
    plan.conditions = order.conditions.with(leg.conditions);
    if (plan.conditions.badWeather && isWaterRoute(leg.route) && !plan.conditions.seaWeatherRoll &&
        needsSeaWeatherRoll(elements)) {
        if (!dice)
            return onLeg(index,
                         Error{QCoreApplication::translate(
                                   "Travel", "Bad weather at sea: type the 5d roll that slows Sea elements."),
                               QStringLiteral("seaWeatherRoll")});
        plan.conditions.seaWeatherRoll = dice->roll(5);
        plan.seaWeatherRolled = true;
    }
    const std::optional<TransportAssignment> &transport = leg.transport ? leg.transport : order.transport;
    Result<LegSpeed> speed = legSpeed(elements, leg.route, plan.conditions, transport);
    if (!speed)
        return onLeg(index, speed.error());
    plan.speed = std::move(speed).value();
    plan.days = plan.speed.speed > 0 ? leg.miles / plan.speed.speed : 0.0;
    // Beyond any campaign: a typo in the distance, which would otherwise ask for a roll a day for ages.
    if (plan.days > maxMarchDays)
        return onLeg(index, Error{QCoreApplication::translate(
                                      "Travel", "%1 miles take %2 days at this speed; a march is planned for "
                                                "at most %3 days: check the distance.")
                                      .arg(formatNumber(leg.miles), formatNumber(std::ceil(plan.days)))
                                      .arg(maxMarchDays),
                                  QStringLiteral("legs[%1].miles").arg(index)});
    return plan;
}

MarchReconModifiers reconOfLastLeg(const MarchPlan &plan, int reached, bool tiedToRoads)
{
    if (reached < 0)
        return {};
    const auto counts = [&](int leg) {
        return plan.legs.at(leg).conditions.needsForcedMarchRoll(isLandRoute(plan.legs.at(leg).route));
    };
    int runStart = reached;
    while (runStart > 0 && counts(runStart) && counts(runStart - 1))
        --runStart;
    const bool failed = std::any_of(
        plan.forcedMarch.rolls.cbegin(), plan.forcedMarch.rolls.cend(),
        [&](const ForcedMarchRoll &roll) { return roll.leg >= runStart && !dice::succeeded(roll.outcome); });
    const LegPlan &last = plan.legs.at(reached);
    return marchReconModifiers(counts(reached), counts(reached) && failed, last.conditions.noSecurity,
                               isRoad(last.route), tiedToRoads, last.speed.speed);
}

} // namespace

Result<MarchPlan> planMarch(const MarchOrder &order, const Calendar &calendar, dice::DiceSource *dice)
{
    if (Status valid = validateOrder(order, calendar); !valid)
        return valid.error();
    QList<TravelElement> elements = order.elements;
    if (Status left = takeOut(elements, order.leftBehind, QStringLiteral("leftBehind")); !left)
        return left.error();

    MarchPlan plan;
    plan.leftBehind = order.leftBehind;
    for (int i = 0; i < order.legs.size(); ++i) {
        Result<LegPlan> leg = planLeg(order, i, elements, dice);
        if (!leg)
            return leg.error();
        if (leg->blocked() && plan.blockedLeg < 0)
            plan.blockedLeg = i;
        plan.legs.append(std::move(leg).value());
    }

    // The legs the force marches: all of them, or those before the one it cannot move on.
    const int reached = plan.arrives() ? int(plan.legs.size()) : plan.blockedLeg;
    QList<ForcedMarchLeg> forced;
    for (int i = 0; i < reached; ++i) {
        const LegPlan &leg = plan.legs.at(i);
        plan.totalDays += leg.days;
        forced.append({leg.days, leg.conditions.needsForcedMarchRoll(isLandRoute(leg.route)),
                       leg.conditions.escortingCivilians});
    }
    if (plan.totalDays > maxMarchDays)
        return Error{QCoreApplication::translate(
                         "Travel", "The legs take %1 days together; a march is planned for at most %2 days: "
                                   "split it into marches.")
                         .arg(formatNumber(std::ceil(plan.totalDays)))
                         .arg(maxMarchDays),
                     QStringLiteral("legs")};
    const QList<ForcedMarchDay> days = forcedMarchDays(forced);
    if (!days.isEmpty() && !order.administration)
        return Error{QCoreApplication::translate(
                         "Travel", "A forced march needs the quartermaster's Administration skill."),
                     QStringLiteral("administration")};
    Result<ForcedMarchResult> rolls =
        resolveForcedMarch(days, order.administration.value_or(0), order.forcedMarchRolls, dice);
    if (!rolls)
        return rolls.error();
    plan.forcedMarch = std::move(rolls).value();

    plan.duration = toDaysHours(plan.totalDays);
    if (plan.arrives())
        plan.arrival = arrivalDate(calendar, order.start, plan.totalDays);
    plan.recon = reconOfLastLeg(plan, reached - 1, order.tiedToRoads);
    return plan;
}

} // namespace muster
