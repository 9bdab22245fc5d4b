// The document's edits: each asks core's actions for the change the GM's inputs make, then performs it as
// one undoable step. Nothing here decides a rule.
#include "CampaignDocument.h"

#include "actions/ForceActions.h"
#include "actions/FortressActions.h"

namespace muster {

namespace {

// Merge keys: typing a force's notes is one step, and so are repeated changes of the same staff fields.
constexpr int notesMergeKey = 1000;
constexpr int staffMergeKey = 2000;

// Which of a staff member's fields differ: bit 0 the name, bit 1 + n skill n.
int changedFields(const StaffMember &before, const StaffMember &after)
{
    int fields = before.name != after.name ? 1 : 0;
    for (size_t skill = 0; skill < before.skills.size(); ++skill) {
        if (before.skills[skill] != after.skills[skill])
            fields |= 2 << skill;
    }
    return fields;
}

} // namespace

Result<qint64> CampaignDocument::addForce(const QString &name)
{
    if (Status s = attempt(ForceActions::addForce(m_campaign, name)); !s)
        return s.error();
    return m_campaign.forces.constLast().id;
}

Status CampaignDocument::removeForce(qint64 forceId)
{
    return attempt(ForceActions::removeForce(m_campaign, forceId));
}

Status CampaignDocument::renameForce(qint64 forceId, const QString &name)
{
    return attempt(ForceActions::renameForce(m_campaign, forceId, name));
}

Status CampaignDocument::setForceNotes(qint64 forceId, const QString &notes)
{
    return attempt(ForceActions::setForceNotes(m_campaign, forceId, notes), notesMergeKey);
}

Status CampaignDocument::setStaff(qint64 forceId, StaffRole role, const StaffMember &member)
{
    const Force *current = force(forceId);
    const int key = current ? staffMergeKey + changedFields(current->member(role), member) : -1;
    return attempt(ForceActions::setStaff(m_campaign, forceId, role, member), key);
}

Status CampaignDocument::importStaff(qint64 forceId, StaffRole role, const StaffMember &member,
                                     const QString &sourceName)
{
    return setStaffAs(forceId, role, member,
                      QCoreApplication::translate("Commands", "Import %1 as %2 from %3")
                          .arg(member.name, staffRoleName(role), sourceName));
}

Status CampaignDocument::refreshStaff(qint64 forceId, StaffRole role, const StaffMember &member,
                                      const QString &sourceName)
{
    return setStaffAs(forceId, role, member,
                      QCoreApplication::translate("Commands", "Refresh %1 from %2").arg(member.name, sourceName));
}

Status CampaignDocument::setStaffAs(qint64 forceId, StaffRole role, const StaffMember &member,
                                    const QString &description)
{
    Result<CampaignChange> change = ForceActions::setStaff(m_campaign, forceId, role, member);
    if (change)
        change->description = description;
    return attempt(std::move(change));
}

Result<qint64> CampaignDocument::importForce(const interchange::ForceFile &file, TypeClash clash)
{
    if (Status s = attempt(muster::importForce(m_campaign, file, clash)); !s)
        return s.error();
    return m_campaign.forces.constLast().id;
}

Result<qint64> CampaignDocument::addLine(qint64 forceId, const RosterLine &line, int row)
{
    auto change = ForceActions::addLine(m_campaign, forceId, line, row);
    if (!change)
        return change.error();
    const int at = std::get<edit::LineInsertion>(change->edits.constFirst()).lines.constFirst().row;
    if (Status s = perform(std::move(change).value()); !s)
        return s.error();
    return force(forceId)->lines.at(at).id;
}

Status CampaignDocument::removeLines(qint64 forceId, const QList<qint64> &lineIds)
{
    return attempt(ForceActions::removeLines(m_campaign, forceId, lineIds));
}

Status CampaignDocument::changeLine(qint64 forceId, const RosterLine &line, const QString &description,
                                    int mergeKey)
{
    return attempt(ForceActions::changeLine(m_campaign, forceId, line, description), mergeKey);
}

Status CampaignDocument::addCustomType(const ElementType &type)
{
    return attempt(ForceActions::addCustomType(m_campaign, type));
}

Status CampaignDocument::changeCustomType(const ElementType &type)
{
    return attempt(ForceActions::changeCustomType(m_campaign, type));
}

Status CampaignDocument::removeCustomType(const QString &typeId)
{
    return attempt(ForceActions::removeCustomType(m_campaign, typeId));
}

Status CampaignDocument::setBuiltInViability(const QString &typeId, int viableThroughTl)
{
    return attempt(ForceActions::setBuiltInViability(m_campaign, typeId, viableThroughTl));
}

Status CampaignDocument::setDistanceUnit(DistanceUnit unit)
{
    return attempt(OperationsActions::setDistanceUnit(m_campaign, unit));
}

Status CampaignDocument::setForceRuleData(qint64 forceId, const QString &ruleSet, const QByteArray &data,
                                          const QString &what)
{
    return attempt(ForceActions::setForceRuleData(m_campaign, forceId, ruleSet, data, what));
}

Status CampaignDocument::setBattleRuleSet(const QString &ruleSetId)
{
    return attempt(BattleActions::setBattleRuleSet(m_campaign, ruleSetId));
}

Status CampaignDocument::setUsualTl(int tl)
{
    return attempt(ForceActions::setUsualTl(m_campaign, tl));
}

Status CampaignDocument::executeMarch(const MarchExecution &march)
{
    return attempt(OperationsActions::executeMarch(m_campaign, march, m_monthEndOnAdvance, &m_dice));
}

Status CampaignDocument::removeBattle(qint64 battleId)
{
    return attempt(BattleActions::removeBattle(m_campaign, battleId));
}

Status CampaignDocument::discardUnplayedBattles(const QList<qint64> &battleIds)
{
    return attempt(BattleActions::discardUnplayedBattles(m_campaign, battleIds));
}

Status CampaignDocument::applyBattleCasualties(qint64 battleId, const QList<RosterCasualties> &changes,
                                               const QString &description, const QList<StaffAfterBattle> &staff,
                                               const QList<ForceRuleDataAfter> &ruleData)
{
    return attempt(BattleActions::applyBattleCasualties(m_campaign, battleId, changes, description, staff, ruleData));
}

Result<qint64> CampaignDocument::addFortress(const Fortress &fortress)
{
    if (Status s = attempt(FortressActions::addFortress(m_campaign, fortress)); !s)
        return s.error();
    return m_campaign.fortresses.constLast().id;
}

Status CampaignDocument::changeFortress(const Fortress &fortress)
{
    return attempt(FortressActions::changeFortress(m_campaign, fortress));
}

Status CampaignDocument::removeFortress(qint64 fortressId)
{
    return attempt(FortressActions::removeFortress(m_campaign, fortressId));
}

Status CampaignDocument::setCalendar(const Calendar &calendar)
{
    return attempt(EconomyActions::setCalendar(m_campaign, calendar));
}

Status CampaignDocument::setToday(const CampaignDate &date)
{
    return attempt(EconomyActions::setToday(m_campaign, date));
}

Status CampaignDocument::changeCalendar(const Calendar &calendar, const CampaignDate &date)
{
    return attempt(EconomyActions::changeCalendar(m_campaign, calendar, date));
}

Result<AdvanceReport> CampaignDocument::advanceTime(const CampaignDate &to)
{
    auto advance = EconomyActions::advanceTime(m_campaign, to, m_monthEndOnAdvance, &m_dice);
    if (!advance)
        return advance.error();
    if (Status s = perform(std::move(advance->change)); !s)
        return s.error();
    return advance->report;
}

Result<qint64> CampaignDocument::addTreasury(const QString &name, Money warChest)
{
    if (Status s = attempt(EconomyActions::addTreasury(m_campaign, name, warChest)); !s)
        return s.error();
    return m_campaign.treasuries.constLast().id;
}

Status CampaignDocument::changeTreasury(const Treasury &header)
{
    return attempt(EconomyActions::changeTreasury(m_campaign, header));
}

Status CampaignDocument::removeTreasury(qint64 treasuryId)
{
    return attempt(EconomyActions::removeTreasury(m_campaign, treasuryId));
}

Status CampaignDocument::setRevenueSources(qint64 treasuryId, const QList<RevenueSource> &sources)
{
    return attempt(EconomyActions::setRevenueSources(m_campaign, treasuryId, sources));
}

Status CampaignDocument::book(qint64 treasuryId, const QList<LedgerEntry> &entries,
                              const QString &description)
{
    return attempt(EconomyActions::book(m_campaign, treasuryId, entries, description));
}

Result<RaisingOrder> CampaignDocument::raiseElements(qint64 forceId, qint64 treasuryId,
                                                     const RosterLine &line, RaiseSpeed speed)
{
    auto raising = EconomyActions::raiseElements(m_campaign, forceId, treasuryId, line, speed);
    if (!raising)
        return raising.error();
    if (Status s = perform(std::move(raising->change)); !s)
        return s.error();
    return m_campaign.raising.orders().constLast();
}

Status CampaignDocument::setForceEconomy(qint64 forceId, const ForceEconomy &economy)
{
    return attempt(EconomyActions::setForceEconomy(m_campaign, forceId, economy));
}

Status CampaignDocument::rollAdministration(qint64 treasuryId)
{
    CampaignChange change = EconomyActions::rollAdministration(m_campaign, treasuryId, m_dice);
    if (change.edits.isEmpty())
        return success();
    return perform(std::move(change));
}

Status CampaignDocument::closeMonth(const MonthClosing &closing)
{
    return attempt(EconomyActions::closeMonth(m_campaign, closing));
}

Status CampaignDocument::setLevyTerm(qint64 forceId, qint64 lineId, const LevyTerm &term)
{
    return attempt(EconomyActions::setLevyTerm(m_campaign, forceId, lineId, term));
}

Result<qint64> CampaignDocument::hireMercenaries(qint64 forceId, const RosterLine &line)
{
    if (Status s = attempt(ForceActions::hireMercenaries(m_campaign, forceId, line)); !s)
        return s.error();
    return force(forceId)->lines.constLast().id;
}

Status CampaignDocument::replaceCasualties(qint64 forceId, qint64 lineId, qint64 treasuryId, RaiseSpeed speed)
{
    return attempt(EconomyActions::replaceCasualties(m_campaign, forceId, lineId, treasuryId, speed));
}

Status CampaignDocument::improveLine(qint64 forceId, const RosterLine &improved, qint64 treasuryId)
{
    return attempt(EconomyActions::improveLine(m_campaign, forceId, improved, treasuryId));
}

Status CampaignDocument::disband(qint64 forceId, qint64 lineId, qint64 treasuryId, const Disbanding &how)
{
    return attempt(EconomyActions::disband(m_campaign, forceId, lineId, treasuryId, how));
}

} // namespace muster
