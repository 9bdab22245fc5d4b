#include "MarchReport.h"

#include "OperationsSupport.h"

namespace muster {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(MarchReport)
};

} // namespace

QString travelLineName(const QList<TravelElement> &elements, qint64 lineId)
{
    for (const TravelElement &e : elements) {
        if (e.line.lineId == lineId)
            return e.line.name;
    }
    return Text::tr("line %1").arg(lineId);
}

QString marchReportHtml(const MarchPlan &plan, const Campaign &campaign, DistanceUnit unit,
                        const QList<TravelElement> &elements)
{
    const auto lineName = [&](qint64 lineId) { return travelLineName(elements, lineId); };
    QString html;
    if (plan.arrives())
        html += Text::tr("<p><b>%1</b>: setting out today, %2, the force arrives on <b>%3</b>.</p>")
                    .arg(formatDaysHours(plan.totalDays), campaign.calendar.format(campaign.today),
                         campaign.calendar.format(*plan.arrival));
    else
        html += Text::tr("<p><b>The force cannot move on leg %1.</b> It stops there after %2.</p>")
                    .arg(plan.blockedLeg + 1)
                    .arg(formatDaysHours(plan.totalDays));
    for (qsizetype i = 0; i < plan.legs.size(); ++i) {
        const LegPlan &leg = plan.legs.at(i);
        html += Text::tr("<p><b>Leg %1: %2, %3 at %4: %5</b><br>")
                    .arg(i + 1)
                    .arg(routeKindName(leg.route), distanceText(leg.miles, unit),
                         leg.speed.speed > 0 ? speedText(leg.speed.speed, unit) : Text::tr("no speed"),
                         leg.blocked() ? Text::tr("blocked") : formatDaysHours(leg.days));
        html += breakdownHtml(leg.speed.breakdown);
        if (unit != DistanceUnit::Miles && leg.speed.speed > 0)
            html += Text::tr("<br>= %1").arg(speedText(leg.speed.speed, unit)); // the rules count in miles
        QStringList rides;
        for (const TransportEntry &ride : leg.speed.transport)
            rides << Text::tr("%1 %2 on %3")
                         .arg(ride.count)
                         .arg(lineName(ride.carriedLineId), lineName(ride.carrierLineId));
        if (!rides.isEmpty())
            html += Text::tr("<br><i>Riding:</i> %1").arg(rides.join(QLatin1String("; ")).toHtmlEscaped());
        if (!leg.speed.leftBehindCandidates.isEmpty())
            html += Text::tr("<br><i>Leaving behind what no carrier can take: %1</i>")
                        .arg(speedText(leg.speed.speedLeavingBehind, unit));
        html += QLatin1String("</p>");
    }
    html += Text::tr("<p><b>Forced-march casualties: %1%</b>").arg(formatNumber(plan.casualtiesPct()));
    if (plan.civilianCasualtiesPct() > 0)
        html += Text::tr(" (civilians %1%)").arg(formatNumber(plan.civilianCasualtiesPct()));
    if (!plan.forcedMarch.breakdown.steps.isEmpty())
        html += QLatin1String("<br>") + breakdownHtml(plan.forcedMarch.breakdown);
    html += QLatin1String("</p>");
    html += Text::tr("<p><b>Reconnaissance Contest modifiers: %1</b><br>%2</p>")
                .arg(formatModifier(plan.recon.total()), breakdownHtml(plan.recon.breakdown));
    for (const LineCount &left : plan.leftBehind)
        html +=
            Text::tr("<p>Left behind: %1 %2</p>").arg(left.count).arg(lineName(left.lineId).toHtmlEscaped());
    return html;
}

} // namespace muster
