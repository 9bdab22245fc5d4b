#include "ApplyChange.h"

#include <QCoreApplication>
#include <QSet>

namespace muster {

namespace {

Error misfit(const char *what)
{
    return Error{QCoreApplication::translate("CampaignChange", "The change no longer fits the campaign: %1.")
                     .arg(QCoreApplication::translate("CampaignChange", what)),
                 QStringLiteral("campaign")};
}

// Runs of consecutive rows, as (first, last) pairs, in the order given.
QList<std::pair<int, int>> runsOf(const QList<edit::PlacedLine> &lines)
{
    QList<std::pair<int, int>> runs;
    for (const edit::PlacedLine &placed : lines) {
        if (!runs.isEmpty() && runs.last().second + 1 == placed.row)
            runs.last().second = placed.row;
        else
            runs.append({placed.row, placed.row});
    }
    return runs;
}

// More runs of rows than this are applied in one pass and reported as a reset: row by row, thousands of
// scattered rows would cost a pass over the list each.
constexpr qsizetype manyRuns = 16;

template <typename T> qsizetype indexOf(const QList<T> &items, qint64 id)
{
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (items.at(i).id == id)
            return i;
    }
    return -1;
}

struct Applier
{
    Campaign &campaign;
    CampaignObserver &observer;

    Status operator()(const edit::ForceInsertion &e)
    {
        if (e.insert) {
            if (e.force.id == 0 || campaign.indexOfForce(e.force.id) >= 0)
                return misfit("a force's id is missing or in use");
            const int index = std::clamp(e.index, 0, int(campaign.forces.size()));
            observer.forceAboutToBeInserted(index);
            campaign.forces.insert(index, e.force);
            if (e.economy)
                campaign.forceEconomy.insert(e.force.id, *e.economy);
            observer.forceInserted(index);
            if (e.economy)
                observer.economyChanged();
            return success();
        }
        const qsizetype index = campaign.indexOfForce(e.force.id);
        if (index < 0)
            return misfit("the force is not in the campaign");
        observer.forceAboutToBeRemoved(int(index));
        // What the file drops with the force (ON DELETE CASCADE) goes from memory too.
        for (const RosterLine &line : campaign.forces.at(index).lines)
            campaign.levies.remove(line.id);
        for (const RaisingOrder &order : campaign.raising.forForce(e.force.id))
            campaign.raising.remove(order.id);
        campaign.forceEconomy.remove(e.force.id);
        campaign.forces.removeAt(index);
        observer.forceRemoved(int(index));
        return success();
    }

    Status operator()(const edit::ForceHeader &e)
    {
        const qsizetype index = campaign.indexOfForce(e.forceId);
        if (index < 0)
            return misfit("the force is not in the campaign");
        campaign.forces[index].name = e.nameAfter;
        campaign.forces[index].notes = e.notesAfter;
        observer.forceChanged(e.forceId);
        return success();
    }

    Status operator()(const edit::Staff &e)
    {
        const qsizetype index = campaign.indexOfForce(e.forceId);
        if (index < 0)
            return misfit("the force is not in the campaign");
        campaign.forces[index].member(e.role) = e.after;
        observer.staffChanged(e.forceId);
        return success();
    }

    Status operator()(const edit::LineInsertion &e)
    {
        const qsizetype index = campaign.indexOfForce(e.forceId);
        if (index < 0)
            return misfit("the force is not in the campaign");
        QList<RosterLine> &lines = campaign.forces[index].lines;
        if (e.insert) {
            QSet<qint64> ids;
            for (const RosterLine &line : lines)
                ids.insert(line.id);
            int previous = -1;
            for (const edit::PlacedLine &placed : e.lines) {
                if (placed.line.id == 0 || ids.contains(placed.line.id))
                    return misfit("a line's id is missing or in use");
                if (placed.row <= previous)
                    return misfit("a line's row is out of order");
                ids.insert(placed.line.id);
                previous = placed.row;
            }
            if (!e.lines.isEmpty() && e.lines.last().row >= lines.size() + e.lines.size())
                return misfit("a line's row is past the end of its force");
            const auto runs = runsOf(e.lines);
            if (runs.size() > manyRuns) {
                observer.linesAboutToBeReset(e.forceId);
                QList<RosterLine> merged;
                merged.reserve(lines.size() + e.lines.size());
                qsizetype next = 0, old = 0;
                for (qsizetype row = 0; row < lines.size() + e.lines.size(); ++row) {
                    if (next < e.lines.size() && e.lines.at(next).row == row)
                        merged.append(e.lines.at(next++).line);
                    else
                        merged.append(lines.at(old++));
                }
                lines = std::move(merged);
                observer.linesReset(e.forceId);
                return success();
            }
            // Ascending final rows: each run goes in where it ends up, after the runs above it.
            qsizetype next = 0;
            for (const auto &[first, last] : runs) {
                observer.linesAboutToBeInserted(e.forceId, first, last);
                for (int row = first; row <= last; ++row)
                    lines.insert(row, e.lines.at(next++).line);
                observer.linesInserted(e.forceId, first, last);
            }
            return success();
        }
        for (const edit::PlacedLine &placed : e.lines) {
            if (placed.row < 0 || placed.row >= lines.size() || lines.at(placed.row).id != placed.line.id)
                return misfit("a line is not where the change expects it");
        }
        const auto runs = runsOf(e.lines);
        if (runs.size() > manyRuns) {
            observer.linesAboutToBeReset(e.forceId);
            QSet<qint64> gone;
            gone.reserve(e.lines.size());
            for (const edit::PlacedLine &placed : e.lines) {
                gone.insert(placed.line.id);
                campaign.levies.remove(placed.line.id); // the file drops the term with the line
            }
            lines.removeIf([&gone](const RosterLine &line) { return gone.contains(line.id); });
            observer.linesReset(e.forceId);
            return success();
        }
        // From the bottom up, so that the rows above stay where they were.
        for (auto run = runs.crbegin(); run != runs.crend(); ++run) {
            observer.linesAboutToBeRemoved(e.forceId, run->first, run->second);
            for (int row = run->first; row <= run->second; ++row)
                campaign.levies.remove(lines.at(row).id); // the file drops the term with the line
            lines.remove(run->first, run->second - run->first + 1);
            observer.linesRemoved(e.forceId, run->first, run->second);
        }
        return success();
    }

    Status operator()(const edit::LineChange &e)
    {
        const qsizetype index = campaign.indexOfForce(e.forceId);
        if (index < 0 || e.before.size() != e.after.size())
            return misfit("the force is not in the campaign");
        QList<RosterLine> &lines = campaign.forces[index].lines;
        QHash<qint64, int> rowOf;
        rowOf.reserve(lines.size());
        for (int row = 0; row < lines.size(); ++row)
            rowOf.insert(lines.at(row).id, row);
        QList<int> rows;
        rows.reserve(e.after.size());
        for (const RosterLine &line : e.after) {
            const auto it = rowOf.constFind(line.id);
            if (it == rowOf.constEnd())
                return misfit("a changed line is not in its force");
            rows.append(*it);
        }
        for (qsizetype i = 0; i < rows.size(); ++i)
            lines[rows.at(i)] = e.after.at(i);
        observer.linesChanged(e.forceId, rows);
        return success();
    }

    Treasury *treasury(qint64 id)
    {
        const qsizetype index = campaign.indexOfTreasury(id);
        return index < 0 ? nullptr : &campaign.treasuries[index];
    }

    Status operator()(const edit::LedgerBooking &e)
    {
        Treasury *t = treasury(e.treasuryId);
        if (!t)
            return misfit("the treasury is not in the campaign");
        for (const LedgerEntry &entry : e.entries) {
            if (entry.id == 0 || (t->ledger().find(entry.id) != nullptr) != !e.insert)
                return misfit("a ledger entry's id is missing or in use");
        }
        for (const LedgerEntry &entry : e.entries) {
            if (e.insert)
                t->restore(entry);
            else
                t->unbook(entry.id);
        }
        observer.economyChanged();
        return success();
    }

    Status operator()(const edit::TreasuryInsertion &e)
    {
        if (e.insert) {
            if (e.treasury.id == 0 || treasury(e.treasury.id))
                return misfit("a treasury's id is missing or in use");
            campaign.treasuries.insert(std::clamp(e.index, 0, int(campaign.treasuries.size())), e.treasury);
        } else {
            const qsizetype index = campaign.indexOfTreasury(e.treasury.id);
            if (index < 0)
                return misfit("the treasury is not in the campaign");
            campaign.treasuries.removeAt(index);
        }
        observer.economyChanged();
        return success();
    }

    Status operator()(const edit::TreasuryHeader &e)
    {
        Treasury *t = treasury(e.after.id);
        if (!t)
            return misfit("the treasury is not in the campaign");
        t->name = e.after.name;
        t->warChest = e.after.warChest;
        t->allowNegative = e.after.allowNegative;
        t->closedThrough = e.after.closedThrough;
        observer.economyChanged();
        return success();
    }

    Status operator()(const edit::RevenueSources &e)
    {
        Treasury *t = treasury(e.treasuryId);
        if (!t)
            return misfit("the treasury is not in the campaign");
        t->revenueSources = e.after;
        observer.economyChanged();
        return success();
    }

    Status operator()(const edit::OrderInsertion &e)
    {
        if (e.insert) {
            if (e.order.id == 0 || campaign.raising.find(e.order.id))
                return misfit("an order's id is missing or in use");
            campaign.raising.add(e.order);
        } else if (!campaign.raising.remove(e.order.id)) {
            return misfit("the order is not in the raising queue");
        }
        observer.economyChanged();
        return success();
    }

    Status operator()(const edit::ForceEconomyChange &e)
    {
        if (campaign.indexOfForce(e.forceId) < 0)
            return misfit("the force is not in the campaign");
        if (e.after)
            campaign.forceEconomy.insert(e.forceId, *e.after);
        else
            campaign.forceEconomy.remove(e.forceId);
        observer.economyChanged();
        observer.forceChanged(e.forceId);
        return success();
    }

    Status operator()(const edit::LevyTermChange &e)
    {
        if (e.after)
            campaign.levies.insert(e.lineId, *e.after);
        else
            campaign.levies.remove(e.lineId);
        observer.economyChanged();
        return success();
    }

    Status operator()(const edit::CalendarChange &e)
    {
        campaign.calendar = e.calendarAfter;
        campaign.today = e.todayAfter;
        observer.economyChanged();
        return success();
    }

    Status operator()(const edit::DistanceUnitChange &e)
    {
        campaign.distanceUnit = e.after;
        observer.economyChanged();
        return success();
    }

    Status operator()(const edit::UsualTlChange &e)
    {
        campaign.usualTl = e.after;
        observer.economyChanged(); // the campaign's settings, as the distance unit
        return success();
    }

    Status operator()(const edit::BattleRuleSetChange &e)
    {
        campaign.battleRuleSet = e.after;
        observer.economyChanged(); // the campaign's settings, as the usual TL
        return success();
    }

    Status operator()(const edit::ForceRuleData &e)
    {
        const qsizetype index = campaign.indexOfForce(e.forceId);
        if (index < 0)
            return misfit("the force is not in the campaign");
        if (e.after.isEmpty())
            campaign.forces[index].ruleSetData.remove(e.ruleSet);
        else
            campaign.forces[index].ruleSetData.insert(e.ruleSet, e.after);
        observer.forceChanged(e.forceId);
        return success();
    }

    Status operator()(const edit::BattleInsertion &e)
    {
        if (e.insert) {
            if (e.battle.id == 0 || campaign.indexOfBattle(e.battle.id) >= 0)
                return misfit("a battle's id is missing or in use");
            const int index = std::clamp(e.index, 0, int(campaign.battles.size()));
            observer.battleAboutToBeInserted(index);
            campaign.battles.insert(index, e.battle);
            observer.battleInserted(index);
            return success();
        }
        const qsizetype index = campaign.indexOfBattle(e.battle.id);
        if (index < 0)
            return misfit("the battle is not in the campaign");
        observer.battleAboutToBeRemoved(int(index));
        campaign.battles.removeAt(index);
        observer.battleRemoved(int(index));
        return success();
    }

    Status operator()(const edit::BattleChange &e)
    {
        const qsizetype index = campaign.indexOfBattle(e.after.id);
        if (index < 0)
            return misfit("the battle is not in the campaign");
        campaign.battles[index] = e.after;
        observer.battleChanged(int(index));
        return success();
    }

    Status operator()(const edit::FortressInsertion &e)
    {
        if (e.insert) {
            if (e.fortress.id == 0 || campaign.indexOfFortress(e.fortress.id) >= 0)
                return misfit("a fortress's id is missing or in use");
            const int index = std::clamp(e.index, 0, int(campaign.fortresses.size()));
            observer.fortressAboutToBeInserted(index);
            campaign.fortresses.insert(index, e.fortress);
            observer.fortressInserted(index);
            return success();
        }
        const qsizetype index = campaign.indexOfFortress(e.fortress.id);
        if (index < 0)
            return misfit("the fortress is not in the campaign");
        observer.fortressAboutToBeRemoved(int(index));
        campaign.fortresses.removeAt(index);
        observer.fortressRemoved(int(index));
        return success();
    }

    Status operator()(const edit::FortressChange &e)
    {
        const qsizetype index = campaign.indexOfFortress(e.after.id);
        if (index < 0)
            return misfit("the fortress is not in the campaign");
        campaign.fortresses[index] = e.after;
        observer.fortressChanged(int(index));
        return success();
    }

    Status operator()(const edit::CustomTypeChange &e)
    {
        Status s = success();
        if (!e.before)
            s = campaign.catalog.addCustom(*e.after);
        else if (!e.after)
            s = campaign.catalog.removeCustom(e.before->id);
        else
            s = campaign.catalog.replaceCustom(*e.after);
        if (s)
            observer.catalogChanged();
        return s;
    }

    Status operator()(const edit::ViabilityChange &e)
    {
        Status s = campaign.catalog.setBuiltInViability(e.typeId, e.after);
        if (s)
            observer.catalogChanged();
        return s;
    }
};

} // namespace

Status applyEdit(Campaign &campaign, const Edit &e, CampaignObserver *observer)
{
    CampaignObserver silent;
    Applier applier{campaign, observer ? *observer : silent};
    return std::visit(applier, e);
}

Status applyChange(Campaign &campaign, const CampaignChange &change, CampaignObserver *observer)
{
    for (const Edit &e : change.edits) {
        if (Status s = applyEdit(campaign, e, observer); !s)
            return s;
    }
    return success();
}

} // namespace muster
