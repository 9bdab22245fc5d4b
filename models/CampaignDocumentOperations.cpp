// The campaign document's operations (issue 5): the unit of distance and carrying out a march.

#include "CampaignDocument.h"

#include "commands/EconomyCommands.h"
#include "commands/ForceCommands.h"
#include "commands/LineCommands.h"
#include "storage/EconomyRepository.h"

#include <algorithm>

namespace muster {

Status CampaignDocument::setDistanceUnit(DistanceUnit unit)
{
    if (unit == m_campaign.distanceUnit)
        return success();
    m_undoStack->push(new DistanceUnitCommand(this, m_campaign.distanceUnit, unit,
                                              tr("Measure distances in %1").arg(distanceUnitSymbol(unit))));
    return success();
}

Status CampaignDocument::applyDistanceUnit(DistanceUnit unit)
{
    if (Status s = economyRepository().setDistanceUnit(unit); !s)
        return s;
    m_campaign.distanceUnit = unit;
    emit economyChanged();
    return success();
}

Status CampaignDocument::executeMarch(const MarchExecution &march)
{
    const Force *f = force(march.forceId);
    if (!f)
        return Error{tr("That force is no longer in the campaign."), QStringLiteral("force")};
    if (march.casualtiesPct < 0 || march.casualtiesPct > 100)
        return Error{tr("Casualties run from 0% to 100%."), QStringLiteral("casualties")};
    if (march.arrival && *march.arrival < m_campaign.today)
        return Error{tr("The march cannot arrive before today, %1.").arg(m_campaign.calendar.format(m_campaign.today)),
                     QStringLiteral("arrival")};
    const ForceEconomy before = forceEconomy(march.forceId);
    auto *macro = new QUndoCommand(tr("March %1 to %2").arg(f->name, march.destination));

    // Elements left behind split off as a force of their own where the march began.
    Force stay;
    stay.name = before.location.isEmpty() ? tr("%1 (left behind)").arg(f->name)
                                          : tr("%1 (left at %2)").arg(f->name, before.location);
    QHash<qint64, int> staying;
    for (const LineCount &left : march.leftBehind) {
        const qsizetype row = f->indexOfLine(left.lineId);
        if (row < 0 || left.count < 1 || left.count > f->lines.at(row).count) {
            delete macro;
            return Error{tr("Leave behind at most the elements a line has."), QStringLiteral("leftBehind")};
        }
        staying[left.lineId] += left.count;
    }

    const double kept = 1.0 - march.casualtiesPct / 100.0;
    int removed = 0; // lines taken out before this one, which moves it up at redo time
    QList<RosterLine> changedBefore, changedAfter;
    for (qsizetype row = 0; row < f->lines.size(); ++row) {
        const RosterLine &line = f->lines.at(row);
        const int left = std::min(staying.value(line.id), line.count);
        if (left > 0) {
            RosterLine split = line;
            split.id = 0;
            split.count = left;
            stay.lines << split;
        }
        if (left == line.count && line.count > 0) {
            new InsertRemoveLineCommand(this, march.forceId, line, int(row) - removed++, false, macro);
            continue;
        }
        RosterLine after = line;
        after.count = line.count - left;
        // Forced-march losses count as casualties, as the rules say ("exactly as if ... combat losses").
        if (march.casualtiesPct > 0)
            after.casualties = line.casualtiesKeeping(kept);
        if (after != line) {
            changedBefore << line;
            changedAfter << after;
        }
    }
    if (!changedAfter.isEmpty())
        new ChangeLinesCommand(this, march.forceId, changedBefore, changedAfter, macro);
    if (!stay.lines.isEmpty())
        new InsertRemoveForceCommand(this, stay, int(m_campaign.forces.size()), true, macro);

    ForceEconomy after = before;
    after.location = march.destination.trimmed();
    after.posture = march.postureOnArrival;
    if (after != before)
        new ForceEconomyCommand(this, march.forceId, before, after, QString(), macro);
    if (march.arrival && *march.arrival > m_campaign.today) {
        if (auto report = addAdvanceCommands(*march.arrival, macro); !report) {
            delete macro;
            return report.error();
        }
    }
    pushInOneTransaction(macro);
    return success();
}

} // namespace muster
