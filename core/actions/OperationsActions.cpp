#include "OperationsActions.h"

#include "actions/ActionSupport.h"

#include "actions/EconomyActions.h"
#include "actions/ForceActions.h"
#include "campaign/ApplyChange.h"

#include <QHash>

#include <algorithm>

namespace muster {

using namespace actions;

Result<CampaignChange> OperationsActions::setDistanceUnit(const Campaign &campaign, DistanceUnit unit)
{
    if (unit == campaign.distanceUnit)
        return CampaignChange{};
    return single(tr("Measure distances in %1").arg(distanceUnitSymbol(unit)),
                  edit::DistanceUnitChange{campaign.distanceUnit, unit});
}

LastMarch OperationsActions::lastMarchOf(const MarchPlan &plan)
{
    const bool onRoad = !plan.legs.isEmpty() && isRoad(plan.legs.constLast().route);
    return LastMarch{plan.recon.forcedMarch < 0, plan.recon.forcedMarch <= -2, !onRoad};
}

Result<CampaignChange> OperationsActions::executeMarch(const Campaign &campaign, const MarchExecution &march,
                                                      MonthEndOnAdvance onMonthEnd, dice::DiceSource *dice)
{
    const qsizetype index = campaign.indexOfForce(march.forceId);
    if (index < 0)
        return Error{tr("That force is no longer in the campaign."), QStringLiteral("force")};
    const Force &f = campaign.forces.at(index);
    if (march.casualtiesPct < 0 || march.casualtiesPct > 100)
        return Error{tr("Casualties run from 0% to 100%."), QStringLiteral("casualties")};
    if (march.arrival && *march.arrival < campaign.today)
        return Error{
            tr("The march cannot arrive before today, %1.").arg(campaign.calendar.format(campaign.today)),
            QStringLiteral("arrival")};
    QHash<qint64, qint64> staying;
    for (const LineCount &left : march.leftBehind) {
        const qsizetype row = f.indexOfLine(left.lineId);
        if (row < 0 || left.count < 1 || staying.value(left.lineId) + left.count > f.lines.at(row).count)
            return Error{tr("Leave behind at most the elements a line has."), QStringLiteral("leftBehind")};
        staying[left.lineId] += left.count;
    }
    const ForceEconomy before = campaign.economyOf(march.forceId);
    CampaignChange change;
    change.description = tr("March %1 to %2").arg(f.name, march.destination);

    // Elements left behind split off as a force of their own where the march began.
    Force stay;
    stay.name = before.location.isEmpty() ? tr("%1 (left behind)").arg(f.name)
                                          : tr("%1 (left at %2)").arg(f.name, before.location);
    const double kept = 1.0 - march.casualtiesPct / 100.0;
    QList<qint64> gone;
    edit::LineChange marching{march.forceId, {}, {}};
    for (const RosterLine &line : f.lines) {
        const int left = int(std::min<qint64>(staying.value(line.id), line.count));
        if (left > 0) {
            RosterLine split = line;
            split.id = 0;
            split.count = left;
            stay.lines << split;
        }
        if (left == line.count && line.count > 0) {
            gone << line.id;
            continue;
        }
        RosterLine after = line;
        after.count = line.count - left;
        // Forced-march losses count as casualties, as if they were combat losses ("Forced March").
        if (march.casualtiesPct > 0)
            after.casualties = line.casualtiesKeeping(kept);
        if (after != line) {
            marching.before << line;
            marching.after << after;
        }
    }
    change.edits << ForceActions::lineRemoval(campaign, march.forceId, gone);
    if (!marching.after.isEmpty())
        change << marching;
    if (!stay.lines.isEmpty()) {
        // They stay where the march began, paid as the marching force was, camped as they were.
        ForceEconomy left;
        left.treasuryId = before.treasuryId;
        left.location = before.location;
        left.terrain = before.terrain;
        left.posture = before.posture;
        change << edit::ForceInsertion{stay, int(campaign.forces.size()), true, left};
    }
    ForceEconomy after = before;
    after.location = march.destination.trimmed();
    after.posture = march.postureOnArrival;
    after.lastMarch = march.how;
    if (after != before)
        change << edit::ForceEconomyChange{march.forceId, campaign.storedEconomyOf(march.forceId), after};
    if (march.arrival && *march.arrival > campaign.today) {
        // The advance meets the force as the march leaves it: raised elements join the rest of it. (The new
        // force of those left behind has no id yet, and nothing the advance does concerns it.)
        Campaign marched = campaign;
        for (const Edit &e : std::as_const(change.edits)) {
            if (std::holds_alternative<edit::ForceInsertion>(e))
                continue;
            if (Status s = applyEdit(marched, e); !s)
                return s.error();
        }
        auto advance = EconomyActions::advanceTime(marched, *march.arrival, onMonthEnd, dice);
        if (!advance)
            return advance.error();
        if (advance->report.stoppedAt)
            return Error{tr("The march arrives on %1, after a month's end: %2 Or carry it out without moving the "
                            "date.")
                             .arg(campaign.calendar.format(*march.arrival), advance->report.stopReason),
                         QStringLiteral("arrival")};
        change.edits << advance->change.edits;
    }
    return change;
}

} // namespace muster
