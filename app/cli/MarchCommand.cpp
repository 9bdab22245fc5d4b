// `muster-cli march FILE --force NAME --plan PLAN.json`: a campaign force carries out a march. The plan is
// what `muster-cli travel` reads, less the roster (the force's own lines; "line": N counts them from 0 as
// `show` lists them) and the start (the campaign's date), plus where the force goes and how it camps there.
#include "Commands.h"

#include "CampaignFileCommand.h"
#include "CliSupport.h"
#include "TravelInput.h"

#include "actions/OperationsActions.h"
#include "dice/DiceSource.h"
#include "force/RosterJson.h"
#include "operations/TravelMarchPlan.h"

#include <QJsonArray>
#include <QRandomGenerator>

namespace muster::cli {

int runMarch(const QStringList &arguments)
{
    const QCommandLineOption force(QStringLiteral("force"), QStringLiteral("The force, by name or id."),
                                   QStringLiteral("NAME"));
    const QCommandLineOption plan(
        QStringLiteral("plan"),
        QStringLiteral(
            "The march: muster-cli travel's JSON without roster and start, with \"destination\" (required), "
            "\"posture\" on arrival (mobile, patrolling, bunkered, no-security) and \"advance_date\" "
            "(default true); inline or a file."),
        QStringLiteral("PLAN"));
    CampaignFileCommand command(
        QStringLiteral("Carries out a march: the force moves, forced-march losses count as "
                       "casualties, elements left behind split off, the date moves on."),
        {force, plan});
    if (auto exit = command.start(arguments))
        return *exit;
    const Campaign &campaign = command.campaign();
    auto forceId = command.forceId(QStringLiteral("force"));
    if (!forceId)
        return fail(forceId.error());
    auto object = command.jsonObject(QStringLiteral("plan"));
    if (!object)
        return fail(object.error());
    const Force &marching = campaign.forces.at(campaign.indexOfForce(*forceId));
    QJsonObject travel = *object;
    for (const char *key : {"roster", "start"}) {
        if (travel.contains(QLatin1String(key)))
            return fail(
                QStringLiteral(
                    "plan.%1: comes from the campaign (the force's roster, today's date); leave it out")
                    .arg(QLatin1String(key)));
    }
    const QString destination = travel.take(QLatin1String("destination")).toString().trimmed();
    if (destination.isEmpty())
        return fail(QStringLiteral("plan.destination: is missing (where the force is going)"));
    const QJsonValue postureValue = travel.take(QLatin1String("posture"));
    const auto posture = postureValue.isUndefined() ? std::optional(ForcePosture::Mobile)
                                                    : forcePostureFromString(postureValue.toString());
    if (!posture)
        return fail(
            QStringLiteral("plan.posture: must be mobile, patrolling, bunkered or no-security, not \"%1\"")
                .arg(postureValue.toString()));
    const bool advanceDate = travel.take(QLatin1String("advance_date")).toBool(true);
    QJsonArray roster;
    for (const RosterLine &line : marching.lines)
        roster.append(rosterLineToJson(campaign.catalog, line));
    travel.insert(QLatin1String("roster"), QJsonObject{{QLatin1String("elements"), roster}});
    auto input = travelInput(travel, campaign.catalog);
    if (!input)
        return fail(input.error(), QStringLiteral("plan."));
    MarchOrder order = input->order;
    order.start = campaign.today;
    if (!order.administration)
        order.administration = marching.member(StaffRole::Quartermaster).skill(StaffSkill::Administration);
    dice::DiceSource dice(input->seed ? *input->seed : QRandomGenerator::global()->generate64());
    const auto planned = planMarch(order, campaign.calendar, &dice);
    if (!planned)
        return fail(Error{planned.error().message,
                          QStringLiteral("plan.") + travelErrorField(*input, planned.error())});
    if (!planned->arrives())
        return fail(QStringLiteral(
                        "plan.legs[%1]: the force cannot move on this leg; change the legs or the transport")
                        .arg(planned->blockedLeg));
    MarchExecution march;
    march.forceId = *forceId;
    march.destination = destination;
    march.postureOnArrival = *posture;
    march.casualtiesPct = planned->casualtiesPct();
    march.how = OperationsActions::lastMarchOf(*planned);
    // Travel names the lines by their place in the roster it was given: back to the campaign's lines.
    for (const LineCount &left : planned->leftBehind)
        march.leftBehind << LineCount{marching.lines.at(-left.lineId - 1).id, left.count};
    if (advanceDate)
        march.arrival = planned->arrival;
    QJsonArray rolls;
    for (const ForcedMarchRoll &roll : planned->forcedMarch.rolls)
        rolls.append(roll.roll);
    return command.apply(OperationsActions::executeMarch(campaign, march),
                         {{QLatin1String("days"), planned->totalDays},
                          {QLatin1String("casualties_pct"), planned->casualtiesPct()},
                          {QLatin1String("forced_march_rolls"), rolls}});
}

} // namespace muster::cli
