#include "ChangeWriter.h"

#include "campaign/ApplyChange.h"
#include "storage/BattleRepository.h"
#include "storage/CampaignRepository.h"
#include "storage/EconomyRepository.h"
#include "storage/FortressRepository.h"

#include <QCoreApplication>
#include <QHash>

namespace muster {

namespace {

// Writes one edit; a visitor so that each kind of edit has its own overload.
struct EditWriter
{
    QSqlDatabase database;
    const Campaign &trial;

    CampaignRepository campaign() const { return CampaignRepository(database); }
    EconomyRepository economy() const { return EconomyRepository(database); }

    Status operator()(edit::ForceInsertion &e)
    {
        if (!e.insert)
            return campaign().deleteForce(e.force.id); // its economic situation goes with it
        if (Status s = campaign().insertForce(e.force, std::clamp(e.index, 0, int(trial.forces.size()))); !s)
            return s;
        return e.economy ? economy().setForceEconomy(e.force.id, *e.economy) : success();
    }

    Status operator()(edit::ForceHeader &e)
    {
        Force header;
        header.id = e.forceId;
        header.name = e.nameAfter;
        header.notes = e.notesAfter;
        return campaign().updateForceHeader(header);
    }

    Status operator()(edit::Staff &e) { return campaign().updateStaff(e.forceId, e.role, e.after); }

    // Lines are written by ChangeWriter::writeLines, which needs the force before and after.
    Status operator()(edit::LineInsertion &) { return success(); }

    Status operator()(edit::LineChange &e) { return campaign().updateLines(e.after); }

    Status operator()(edit::LedgerBooking &e)
    {
        if (!e.insert) {
            QList<qint64> ids;
            for (const LedgerEntry &entry : std::as_const(e.entries))
                ids << entry.id;
            return economy().deleteLedgerEntries(e.treasuryId, ids);
        }
        // Ledger ids come from the ledger, as they do when a file is loaded: the next free ones.
        const qsizetype index = trial.indexOfTreasury(e.treasuryId);
        if (index < 0)
            return Error{
                QCoreApplication::translate("CampaignChange", "That treasury is no longer in the campaign."),
                QStringLiteral("treasury")};
        Ledger ledger = trial.treasuries.at(index).ledger();
        for (LedgerEntry &entry : e.entries)
            entry = ledger.add(entry);
        return economy().insertLedgerEntries(e.treasuryId, e.entries);
    }

    Status operator()(edit::TreasuryInsertion &e)
    {
        if (e.insert)
            return economy().insertTreasury(e.treasury, std::clamp(e.index, 0, int(trial.treasuries.size())));
        return economy().deleteTreasury(e.treasury.id);
    }

    Status operator()(edit::TreasuryHeader &e) { return economy().updateTreasury(e.after); }

    Status operator()(edit::RevenueSources &e)
    {
        // Replaced as a whole: the old rows out, the new ones in (a new source gets its id here).
        EconomyRepository repository = economy();
        for (const RevenueSource &old : std::as_const(e.before)) {
            if (Status s = repository.deleteRevenueSource(e.treasuryId, old.id); !s)
                return s;
        }
        for (int i = 0; i < e.after.size(); ++i) {
            if (Status s = repository.insertRevenueSource(e.treasuryId, e.after[i], i); !s)
                return s;
        }
        return success();
    }

    Status operator()(edit::OrderInsertion &e)
    {
        if (e.insert)
            return economy().insertRaisingOrder(e.order);
        return economy().deleteRaisingOrder(e.order.id);
    }

    Status operator()(edit::ForceEconomyChange &e)
    {
        if (e.after)
            return economy().setForceEconomy(e.forceId, *e.after);
        return economy().deleteForceEconomy(e.forceId);
    }

    Status operator()(edit::LevyTermChange &e) { return economy().setLevyTerm(e.lineId, e.after); }

    Status operator()(edit::CalendarChange &e)
    {
        if (Status s = economy().setCalendar(e.calendarAfter); !s)
            return s;
        return economy().setToday(e.todayAfter);
    }

    Status operator()(edit::DistanceUnitChange &e) { return economy().setDistanceUnit(e.after); }
    Status operator()(edit::UsualTlChange &e) { return campaign().setUsualTl(e.after); }
    Status operator()(edit::BattleRuleSetChange &e) { return campaign().setBattleRuleSet(e.after); }

    Status operator()(edit::ForceRuleData &e) { return campaign().setForceRuleData(e.forceId, e.ruleSet, e.after); }

    Status operator()(edit::BattleInsertion &e)
    {
        if (e.insert)
            return BattleRepository(database).insert(e.battle);
        return BattleRepository(database).remove(e.battle.id);
    }

    Status operator()(edit::BattleChange &e) { return BattleRepository(database).update(e.after); }

    Status operator()(edit::FortressInsertion &e)
    {
        if (e.insert)
            return FortressRepository(database).insert(e.fortress);
        return FortressRepository(database).remove(e.fortress.id);
    }

    Status operator()(edit::FortressChange &e) { return FortressRepository(database).update(e.after); }

    Status operator()(edit::CustomTypeChange &e)
    {
        if (!e.before)
            return campaign().insertCustomType(*e.after);
        if (!e.after)
            return campaign().deleteCustomType(e.before->id);
        return campaign().updateCustomType(*e.after);
    }

    Status operator()(edit::ViabilityChange &e) { return campaign().setBuiltInViability(e.typeId, e.after); }
};

} // namespace

Status ChangeWriter::write(CampaignChange &change)
{
    for (Edit &e : change.edits) {
        if (Status s = write(e); !s)
            return s;
    }
    return success();
}

Status ChangeWriter::write(Edit &e)
{
    // Lines apply themselves to the trial: renumbering reads the rows the edit leaves.
    if (auto *lines = std::get_if<edit::LineInsertion>(&e))
        return writeLines(*lines);
    if (Status s = std::visit(EditWriter{m_database, m_trial}, e); !s)
        return s;
    return applyEdit(m_trial, e);
}

Status ChangeWriter::writeLines(edit::LineInsertion &e)
{
    const qsizetype index = m_trial.indexOfForce(e.forceId);
    if (index < 0 || e.lines.isEmpty())
        return applyEdit(m_trial, e); // refused or nothing to do
    CampaignRepository repository(m_database);
    // One line: the rows below it move by one statement. Many: each row is written where it belongs
    // afterwards, then the lines that moved are renumbered in one pass (thousands of lines stay one pass,
    // not one shift per line).
    if (e.lines.size() == 1) {
        edit::PlacedLine &placed = e.lines.first();
        const Status s = e.insert ? repository.insertLine(e.forceId, placed.line, placed.row)
                                  : repository.deleteLine(e.forceId, placed.line.id);
        return s ? applyEdit(m_trial, e) : s;
    }
    QHash<qint64, int> rowBefore;
    const QList<RosterLine> &before = m_trial.forces.at(index).lines;
    rowBefore.reserve(before.size());
    for (int row = 0; row < before.size(); ++row)
        rowBefore.insert(before.at(row).id, row);
    if (e.insert) {
        QList<RosterLine *> lines;
        QList<int> positions;
        for (edit::PlacedLine &placed : e.lines) {
            lines << &placed.line;
            positions << placed.row;
        }
        if (Status s = repository.insertLineRows(e.forceId, lines, positions); !s)
            return s;
    } else {
        QList<qint64> ids;
        for (const edit::PlacedLine &placed : std::as_const(e.lines))
            ids << placed.line.id;
        if (Status s = repository.deleteLineRows(ids); !s)
            return s;
    }
    if (Status s = applyEdit(m_trial, e); !s)
        return s;
    QList<std::pair<qint64, int>> moved;
    const QList<RosterLine> &after = m_trial.forces.at(index).lines;
    for (int row = 0; row < after.size(); ++row) {
        const auto it = rowBefore.constFind(after.at(row).id);
        if (it != rowBefore.constEnd() && *it != row)
            moved.append({after.at(row).id, row});
    }
    return repository.setLinePositions(moved);
}

} // namespace muster
