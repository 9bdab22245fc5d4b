#include "ForceActions.h"

#include "actions/ActionSupport.h"
#include "campaign/CampaignStart.h"
#include "catalog/Customization.h"
#include "force/LineFiguresCache.h"

#include <QSet>

#include <algorithm>

namespace muster {

using namespace actions;

namespace {

Status checkLine(const ElementCatalog &catalog, const RosterLine &line)
{
    const ElementType *type = catalog.find(line.record.typeId);
    if (!type)
        return Error{ForceActions::tr("Unknown element type \"%1\".").arg(line.record.typeId),
                     QStringLiteral("type")};
    if (line.count < 1)
        return Error{ForceActions::tr("A roster line has at least one element: to take the line out, remove it "
                                      "(Delete)."),
                     QStringLiteral("count")};
    return Customization::validate(*type, line.record);
}

} // namespace

Error ForceActions::unknownForce()
{
    return Error{tr("That force no longer exists."), QStringLiteral("force")};
}

Error ForceActions::unknownLine()
{
    return Error{tr("That roster line no longer exists."), QStringLiteral("line")};
}

int ForceActions::linesUsingType(const Campaign &campaign, const QString &typeId)
{
    int count = 0;
    for (const Force &force : campaign.forces) {
        for (const RosterLine &line : force.lines)
            count += line.record.typeId == typeId ? 1 : 0;
    }
    return count;
}

Result<CampaignChange> ForceActions::addForce(const Campaign &campaign, const QString &name)
{
    if (name.trimmed().isEmpty())
        return Error{tr("A force needs a name."), QStringLiteral("name")};
    Force force;
    force.name = name.trimmed();
    return single(QCoreApplication::translate("Commands", "Add force %1").arg(force.name),
                  edit::ForceInsertion{force, int(campaign.forces.size()), true, std::nullopt});
}

Result<CampaignChange> ForceActions::removeForce(const Campaign &campaign, qint64 forceId)
{
    const qsizetype index = campaign.indexOfForce(forceId);
    if (index < 0)
        return unknownForce();
    const Force &force = campaign.forces.at(index);
    CampaignChange change;
    change.description = QCoreApplication::translate("Commands", "Remove force %1").arg(force.name);
    // What the file drops with the force, each as an edit of its own so that undo brings it back.
    for (const RaisingOrder &order : campaign.raising.forForce(forceId))
        change << edit::OrderInsertion{order, false};
    for (const RosterLine &line : force.lines) {
        if (campaign.levies.contains(line.id))
            change << edit::LevyTermChange{line.id, campaign.storedLevyTermOf(line.id), std::nullopt};
    }
    change << edit::ForceInsertion{force, int(index), false, campaign.storedEconomyOf(forceId)};
    return change;
}

Result<CampaignChange> ForceActions::renameForce(const Campaign &campaign, qint64 forceId,
                                                 const QString &name)
{
    const Force *current = forceIn(campaign, forceId);
    if (!current)
        return unknownForce();
    if (name.trimmed().isEmpty())
        return Error{tr("A force needs a name."), QStringLiteral("name")};
    if (name.trimmed() == current->name)
        return CampaignChange{};
    return single(tr("Rename force to %1").arg(name.trimmed()),
                  edit::ForceHeader{forceId, current->name, current->notes, name.trimmed(), current->notes});
}

Result<CampaignChange> ForceActions::setForceNotes(const Campaign &campaign, qint64 forceId,
                                                   const QString &notes)
{
    const Force *current = forceIn(campaign, forceId);
    if (!current)
        return unknownForce();
    if (notes == current->notes)
        return CampaignChange{};
    return single(tr("Edit notes of %1").arg(current->name),
                  edit::ForceHeader{forceId, current->name, current->notes, current->name, notes});
}

Result<CampaignChange> ForceActions::setForceRuleData(const Campaign &campaign, qint64 forceId, const QString &ruleSet,
                                                      const QByteArray &data, const QString &what)
{
    const Force *current = forceIn(campaign, forceId);
    if (!current)
        return unknownForce();
    const QByteArray before = current->ruleSetData.value(ruleSet);
    if (data == before)
        return CampaignChange{};
    const QString description = data.isEmpty() ? tr("Remove the %1 of %2").arg(what, current->name)
                                               : tr("Keep the %1 of %2").arg(what, current->name);
    return single(description, edit::ForceRuleData{forceId, ruleSet, before, data});
}

Result<CampaignChange> ForceActions::setStaff(const Campaign &campaign, qint64 forceId, StaffRole role,
                                              StaffMember member)
{
    // A post left unassigned has nobody to refresh from a sheet; a member edited by hand (the name too) keeps the
    // sheet he came from, and a refresh shows what it would take back.
    if (member.name.trimmed().isEmpty())
        member.gcsFile.clear();
    const Force *current = forceIn(campaign, forceId);
    if (!current)
        return unknownForce();
    for (int skill : member.skills) {
        if (skill < minSkill || skill > maxSkill)
            return Error{tr("Skills range from %1 to %2.").arg(minSkill).arg(maxSkill),
                         QStringLiteral("skill")};
    }
    if (member.hp < -1000 || member.hp > 1000)
        return Error{tr("Hit points range from -1000 to 1000."), QStringLiteral("hp")};
    if (current->member(role) == member)
        return CampaignChange{};
    return single(QCoreApplication::translate("Commands", "Change %1").arg(staffRoleName(role)),
                  edit::Staff{forceId, role, current->member(role), member});
}

Result<CampaignChange> ForceActions::addLine(const Campaign &campaign, qint64 forceId, const RosterLine &line,
                                             int row)
{
    const Force *current = forceIn(campaign, forceId);
    if (!current)
        return unknownForce();
    if (Status s = checkLine(campaign.catalog, line); !s)
        return s.error();
    Force trial = *current;
    trial.lines.append(line);
    if (Status s = validateForce(trial); !s)
        return s.error();
    if (row < 0 || row > current->lines.size())
        row = int(current->lines.size());
    RosterLine fresh = line;
    fresh.id = 0;
    const ElementType *type = campaign.catalog.find(line.record.typeId);
    return single(tr("Add %1").arg(recordDisplayName(line.record, type)),
                  edit::LineInsertion{forceId, {edit::PlacedLine{row, fresh}}, true});
}

Result<CampaignChange> ForceActions::hireMercenaries(const Campaign &campaign, qint64 forceId,
                                                     const RosterLine &line)
{
    if (!line.record.has(Feature::Mercenary))
        return Error{tr("Hired elements are Mercenary elements."), QStringLiteral("features")};
    return addLine(campaign, forceId, line);
}

QList<Edit> ForceActions::lineRemoval(const Campaign &campaign, qint64 forceId, const QList<qint64> &lineIds)
{
    const Force *force = forceIn(campaign, forceId);
    if (!force)
        return {};
    const QSet<qint64> ids(lineIds.cbegin(), lineIds.cend());
    QList<Edit> edits;
    edit::LineInsertion removal{forceId, {}, false};
    for (int row = 0; row < force->lines.size(); ++row) {
        const RosterLine &line = force->lines.at(row);
        if (!ids.contains(line.id))
            continue;
        removal.lines.append(edit::PlacedLine{row, line});
        if (campaign.levies.contains(line.id))
            edits << edit::LevyTermChange{line.id, campaign.storedLevyTermOf(line.id), std::nullopt};
    }
    if (!removal.lines.isEmpty())
        edits << removal;
    return edits;
}

Result<CampaignChange> ForceActions::removeLines(const Campaign &campaign, qint64 forceId,
                                                 const QList<qint64> &lineIds)
{
    if (!forceIn(campaign, forceId))
        return unknownForce();
    CampaignChange change;
    change.edits = lineRemoval(campaign, forceId, lineIds);
    if (change.edits.isEmpty())
        return change;
    const auto &removal = std::get<edit::LineInsertion>(change.edits.constLast());
    change.description = tr("Remove %n line(s)", nullptr, int(removal.lines.size()));
    return change;
}

Result<CampaignChange> ForceActions::changeLine(const Campaign &campaign, qint64 forceId,
                                                const RosterLine &line, const QString &description)
{
    const Force *current = forceIn(campaign, forceId);
    if (!current)
        return unknownForce();
    const qsizetype row = current->indexOfLine(line.id);
    if (row < 0)
        return unknownLine();
    if (Status s = checkLine(campaign.catalog, line); !s)
        return s.error();
    // A line may go without a name of its own (it shows its type's), but a name is not blanked by accident.
    if (line.record.name.trimmed().isEmpty() && !current->lines.at(row).record.name.trimmed().isEmpty())
        return Error{tr("Type a name for the element (Esc keeps \"%1\").").arg(current->lines.at(row).record.name),
                     QStringLiteral("name")};
    Force trial = *current;
    trial.lines[row] = line;
    if (Status s = validateForce(trial); !s)
        return s.error();
    if (current->lines.at(row) == line)
        return CampaignChange{};
    return single(description, edit::LineChange{forceId, {current->lines.at(row)}, {line}});
}

Result<CampaignChange> ForceActions::setUsualTl(const Campaign &campaign, int tl)
{
    if (Status s = CampaignStart::checkUsualTl(tl); !s)
        return s.error();
    if (tl == campaign.usualTl)
        return CampaignChange{};
    return single(tr("Make TL%1 the usual TL").arg(tl), edit::UsualTlChange{campaign.usualTl, tl});
}

Result<CampaignChange> ForceActions::addCustomType(const Campaign &campaign, const ElementType &type)
{
    if (type.name.trimmed().isEmpty())
        return Error{tr("An element type needs a name."), QStringLiteral("name")};
    if (type.isBuiltIn() || campaign.catalog.find(type.id))
        return Error{tr("An element type with this id already exists."), QStringLiteral("id")};
    return single(QCoreApplication::translate("Commands", "Add element type %1").arg(type.name),
                  edit::CustomTypeChange{std::nullopt, type});
}

Result<CampaignChange> ForceActions::changeCustomType(const Campaign &campaign, const ElementType &type)
{
    const ElementType *current = campaign.catalog.find(type.id);
    if (!current || current->isBuiltIn())
        return Error{tr("Built-in element types are read-only; copy one as a custom type to change it."),
                     QStringLiteral("id")};
    if (type.name.trimmed().isEmpty())
        return Error{tr("An element type needs a name."), QStringLiteral("name")};
    // The new statistics must still allow every line that uses the type.
    for (const Force &f : campaign.forces) {
        for (const RosterLine &line : f.lines) {
            if (line.record.typeId != type.id)
                continue;
            if (Status s = Customization::validate(type, line.record); !s)
                return Error{tr("%1 in %2 would become invalid: %3")
                                 .arg(line.record.name.isEmpty() ? type.name : line.record.name, f.name,
                                      s.error().message),
                             s.error().field};
        }
    }
    if (*current == type)
        return CampaignChange{};
    return single(QCoreApplication::translate("Commands", "Change element type %1").arg(type.name),
                  edit::CustomTypeChange{*current, type});
}

Result<CampaignChange> ForceActions::removeCustomType(const Campaign &campaign, const QString &typeId)
{
    const ElementType *current = campaign.catalog.find(typeId);
    if (!current || current->isBuiltIn())
        return Error{tr("Built-in element types cannot be deleted."), QStringLiteral("id")};
    if (const int used = linesUsingType(campaign, typeId); used > 0)
        return Error{
            tr("%1 is used by %n roster line(s); remove them first.", nullptr, used).arg(current->name),
            QStringLiteral("id")};
    return single(QCoreApplication::translate("Commands", "Delete element type %1").arg(current->name),
                  edit::CustomTypeChange{*current, std::nullopt});
}

Result<CampaignChange> ForceActions::setBuiltInViability(const Campaign &campaign, const QString &typeId,
                                                         int viableThroughTl)
{
    const ElementType *current = campaign.catalog.find(typeId);
    if (!current)
        return Error{tr("Unknown element type \"%1\".").arg(typeId), QStringLiteral("type")};
    ElementCatalog trial = campaign.catalog;
    if (Status s = trial.setBuiltInViability(typeId, viableThroughTl); !s)
        return s.error();
    if (current->viableThroughTl == viableThroughTl)
        return CampaignChange{};
    const QString text = viableThroughTl >= 12
                             ? tr("Let %1 double through TL12").arg(current->name)
                             : tr("Stop %1 doubling after TL%2").arg(current->name).arg(viableThroughTl);
    return single(text, edit::ViabilityChange{typeId, current->viableThroughTl, viableThroughTl});
}

} // namespace muster
