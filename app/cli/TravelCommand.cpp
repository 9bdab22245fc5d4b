// `muster-cli travel FILE.json`: how fast a force marches leg by leg, when it arrives, what a forced march
// costs it and what the march does to its Reconnaissance Contest (rule book, "FORCES IN MOTION").
#include "Commands.h"

#include "CliSupport.h"
#include "OperationsInput.h"
#include "TravelInput.h"

#include "operations/TravelMarchPlan.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

namespace muster::cli {

namespace {

// Prints what the rules compute in miles in the file's unit.
class TravelReport
{
public:
    TravelReport(const TravelInput &input, const MarchPlan &plan) : m_input(input), m_plan(plan)
    {
        const QList<TravelElement> &elements = input.order.elements;
        for (qsizetype i = 0; i < elements.size(); ++i)
            m_index.insert(elements.at(i).line.lineId, i);
    }

    QJsonObject toJson() const
    {
        QJsonObject o;
        o.insert(QLatin1String("unit"), distanceUnitCode(m_input.unit));
        QJsonArray legs, carried, candidates;
        for (qsizetype i = 0; i < m_plan.legs.size(); ++i) {
            legs << legToJson(int(i));
            for (const TransportEntry &entry : m_plan.legs.at(i).speed.transport)
                carried << carriedToJson(int(i), entry);
            for (const LineCount &line : m_plan.legs.at(i).speed.leftBehindCandidates)
                candidates << lineCountToJson(line, int(i));
        }
        o.insert(QLatin1String("speed_per_leg"), legs);
        o.insert(QLatin1String("days"), figure(m_plan.totalDays));
        o.insert(QLatin1String("days_hours"), formatDaysHours(m_plan.totalDays));
        o.insert(QLatin1String("calendar_days"), calendarDays(m_plan.totalDays));
        o.insert(QLatin1String("arrives"), m_plan.arrives());
        if (!m_plan.arrives())
            o.insert(QLatin1String("blocked_leg"), m_plan.blockedLeg + 1);
        if (m_input.hasStart) {
            o.insert(QLatin1String("start"), isoDate(m_input.order.start));
            if (m_plan.arrival)
                o.insert(QLatin1String("arrival"), isoDate(*m_plan.arrival));
        }
        o.insert(QLatin1String("casualties_pct"), m_plan.casualtiesPct());
        o.insert(QLatin1String("civilian_casualties_pct"), m_plan.civilianCasualtiesPct());
        QJsonArray rolls;
        for (const ForcedMarchRoll &roll : m_plan.forcedMarch.rolls)
            rolls << rollToJson(roll);
        o.insert(QLatin1String("forced_march_rolls"), rolls);
        o.insert(QLatin1String("carried"), carried);
        QJsonArray leftBehind;
        for (const LineCount &line : m_plan.leftBehind)
            leftBehind << lineCountToJson(line);
        o.insert(QLatin1String("left_behind"), leftBehind);
        o.insert(QLatin1String("left_behind_candidates"), candidates);
        o.insert(QLatin1String("recon_modifiers"), reconToJson());
        if (m_input.seed)
            o.insert(QLatin1String("seed"), qint64(*m_input.seed));
        return o;
    }

private:
    double distance(double miles) const { return figure(fromMiles(miles, m_input.unit)); }
    qsizetype indexOf(qint64 lineId) const { return m_index.value(lineId, -1); }
    QString nameOf(qint64 lineId) const { return m_input.order.elements.at(indexOf(lineId)).line.name; }

    QJsonObject legToJson(int i) const
    {
        const LegPlan &leg = m_plan.legs.at(i);
        QJsonObject o;
        o.insert(QLatin1String("leg"), i + 1);
        o.insert(QLatin1String("kind"), routeKindCode(leg.route));
        o.insert(QLatin1String("distance"), distance(leg.miles));
        o.insert(QLatin1String("speed"), distance(leg.speed.speed));
        o.insert(QLatin1String("days"), figure(leg.days));
        o.insert(QLatin1String("days_hours"), formatDaysHours(leg.days));
        o.insert(QLatin1String("transport"),
                 leg.speed.automaticTransport ? QStringLiteral("automatic") : QStringLiteral("ordered"));
        if (!leg.speed.leftBehindCandidates.isEmpty())
            o.insert(QLatin1String("speed_leaving_behind"), distance(leg.speed.speedLeavingBehind));
        if (leg.conditions.badWeather && leg.conditions.seaWeatherRoll && isWaterRoute(leg.route)) {
            o.insert(QLatin1String("sea_weather_roll"), *leg.conditions.seaWeatherRoll);
            o.insert(QLatin1String("sea_weather_rolled"), leg.seaWeatherRolled);
        }
        Breakdown breakdown = leg.speed.breakdown;
        if (m_input.unit != DistanceUnit::Miles && leg.speed.speed > 0)
            breakdown.add(QStringLiteral("= %1 %2/day")
                              .arg(formatNumber(distance(leg.speed.speed)), distanceUnitCode(m_input.unit)));
        o.insert(QLatin1String("breakdown"), steps(breakdown));
        return o;
    }

    QJsonObject carriedToJson(int leg, const TransportEntry &entry) const
    {
        return {{QStringLiteral("leg"), leg + 1},
                {QStringLiteral("carried_line"), int(indexOf(entry.carriedLineId))},
                {QStringLiteral("carried"), nameOf(entry.carriedLineId)},
                {QStringLiteral("carrier_line"), int(indexOf(entry.carrierLineId))},
                {QStringLiteral("carrier"), nameOf(entry.carrierLineId)},
                {QStringLiteral("count"), entry.count}};
    }

    QJsonObject lineCountToJson(const LineCount &line, int leg = -1) const
    {
        QJsonObject o{{QStringLiteral("line"), int(indexOf(line.lineId))},
                      {QStringLiteral("name"), nameOf(line.lineId)},
                      {QStringLiteral("count"), line.count}};
        if (leg >= 0)
            o.insert(QLatin1String("leg"), leg + 1);
        return o;
    }

    static QJsonObject rollToJson(const ForcedMarchRoll &roll)
    {
        QJsonObject o{{QStringLiteral("leg"), roll.leg + 1},
                      {QStringLiteral("day"), roll.day},
                      {QStringLiteral("target"), roll.target},
                      {QStringLiteral("roll"), roll.roll},
                      {QStringLiteral("rolled"), roll.rolledByProgram},
                      {QStringLiteral("outcome"), rollOutcomeCode(roll.outcome)},
                      {QStringLiteral("casualties_pct"), roll.casualtiesPct},
                      {QStringLiteral("text"), describeForcedMarchRoll(roll)}};
        if (roll.civilians)
            o.insert(QLatin1String("civilian_casualties_pct"), roll.civilianCasualtiesPct);
        return o;
    }

    QJsonObject reconToJson() const
    {
        const MarchReconModifiers &recon = m_plan.recon;
        return {{QStringLiteral("forced_march"), recon.forcedMarch},
                {QStringLiteral("no_security"), recon.noSecurity},
                {QStringLiteral("roads"), recon.roads},
                {QStringLiteral("total"), recon.total()},
                {QStringLiteral("speed"), distance(recon.speed)},
                {QStringLiteral("breakdown"), steps(recon.breakdown)}};
    }

    const TravelInput &m_input;
    const MarchPlan &m_plan;
    QHash<qint64, qsizetype> m_index;
};

} // namespace

int runTravel(const QStringList &arguments)
{
    const FileArgument file = readFileArgument(
        arguments, QCoreApplication::translate("cli", "Speed, days, losses and arrival of a march."),
        QStringLiteral("March JSON file ({\"roster\": {...}, \"legs\": [...], ...})."));
    if (file.exitCode)
        return *file.exitCode;
    const auto input = travelInput(file.object);
    if (!input)
        return fail(input.error());
    std::optional<dice::DiceSource> dice;
    if (input->seed)
        dice.emplace(*input->seed);
    const auto plan = planMarch(input->order, Calendar::gregorian(), dice ? &*dice : nullptr);
    if (!plan) {
        // A roll the file leaves out is an error only without dice: say so when a seed would do.
        dice::DiceSource anySeed(0);
        const bool seedWouldDo = !dice && planMarch(input->order, Calendar::gregorian(), &anySeed).ok();
        return fail(Error{
            plan.error().message +
                (seedWouldDo ? QStringLiteral(" (Or give a seed to let the program roll.)") : QString()),
            travelErrorField(*input, plan.error())});
    }
    print(TravelReport(*input, *plan).toJson());
    return 0;
}

} // namespace muster::cli
