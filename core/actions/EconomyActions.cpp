#include "EconomyActions.h"

#include "actions/ActionSupport.h"
#include "actions/ForceActions.h"
#include "campaign/ApplyChange.h"
#include "force/LineFiguresCache.h"

#include <QHash>

namespace muster {

using namespace actions;

namespace {

Error unknownTreasury()
{
    return Error{EconomyActions::tr("That treasury is no longer in the campaign."),
                 QStringLiteral("treasury")};
}

// Gives the ledger entries and roster lines a step adds the ids the file will give them (the next free ones),
// so that the steps after it can refer to them.
void giveNewIds(const Campaign &campaign, CampaignChange &change)
{
    qint64 lastLine = 0;
    for (const Force &f : campaign.forces) {
        for (const RosterLine &line : f.lines)
            lastLine = std::max(lastLine, line.id);
    }
    QHash<qint64, Ledger> ledgers;
    for (Edit &e : change.edits) {
        if (auto *booking = std::get_if<edit::LedgerBooking>(&e); booking && booking->insert) {
            const Treasury *t = treasuryIn(campaign, booking->treasuryId);
            if (!t)
                continue;
            auto ledger = ledgers.find(t->id);
            if (ledger == ledgers.end())
                ledger = ledgers.insert(t->id, t->ledger());
            for (LedgerEntry &entry : booking->entries)
                entry = ledger->add(entry);
        } else if (auto *joined = std::get_if<edit::LineInsertion>(&e); joined && joined->insert) {
            for (edit::PlacedLine &placed : joined->lines) {
                if (placed.line.id == 0)
                    placed.line.id = ++lastLine;
            }
        }
    }
}

// A month-end the advance closes by itself: each force at its readiness, with the Administration roll kept for
// it or one rolled now.
MonthClosing automaticClosing(const Campaign &work, qint64 treasuryId, const CampaignDate &end,
                              dice::DiceSource &dice)
{
    MonthClosing closing{treasuryId, end, {}};
    for (qint64 forceId : EconomyActions::forcesToClose(work, treasuryId, end)) {
        const std::optional<AdministrationRoll> kept = EconomyActions::keptAdministrationRoll(work, forceId);
        auto f = EconomyActions::forceMonthEnd(work, forceId, kept ? kept->roll : dice.roll3d6(),
                                               work.economyOf(forceId).readiness, kept && kept->typed);
        if (f) // an invalid line is refused on the roster; nothing to pay for it
            closing.forces << *f;
    }
    return closing;
}

// Time passing from the campaign's date to `to` without a month-end to close on the way: the revenue due on
// the first of each month reached, and the raising orders ready by then.
CampaignChange passTime(const Campaign &work, const CampaignDate &to, AdvanceReport &report)
{
    const Calendar &calendar = work.calendar;
    CampaignChange step;
    step << edit::CalendarChange{calendar, calendar, work.today, to};
    // Revenue falls due on the first day of each month the advance reaches.
    for (const Treasury &t : work.treasuries) {
        QList<LedgerEntry> revenue;
        for (CampaignDate d = calendar.firstOfNextMonth(work.today); d <= to;
             d = calendar.firstOfNextMonth(d))
            revenue << t.revenueDue(d);
        if (!revenue.isEmpty()) {
            step << edit::LedgerBooking{t.id, revenue, true};
            report.revenue += netOf(revenue);
        }
    }
    // Raised elements join their force's roster at its end; replacements and retraining that are done change
    // their line. Two orders may change one line, so each starts from what the one before left.
    QHash<qint64, RosterLine> changed;        // by line id: the line as the orders so far leave it
    QHash<qint64, QList<RosterLine>> joining; // by force id: raised lines, in the order they are ready
    QList<qint64> changedOrder;
    for (const RaisingOrder &order : work.raising.readyBy(to)) {
        step << edit::OrderInsertion{order, false};
        const Force *f = forceIn(work, order.forceId);
        if (!f)
            continue;
        if (order.kind == OrderKind::Raise) {
            joining[order.forceId] << order.rosterLine();
            ++report.ordersReady;
            continue;
        }
        const qsizetype row = f->indexOfLine(order.lineId);
        if (row < 0) {
            ++report.ordersLapsed; // the line was disbanded or lost meanwhile
            continue;
        }
        if (!changed.contains(order.lineId))
            changedOrder << order.lineId;
        changed.insert(order.lineId, order.appliedTo(changed.value(order.lineId, f->lines.at(row))));
        ++report.ordersReady;
    }
    for (const Force &f : work.forces) {
        edit::LineChange lines{f.id, {}, {}};
        for (qint64 lineId : std::as_const(changedOrder)) {
            const qsizetype row = f.indexOfLine(lineId);
            if (row >= 0) {
                lines.before << f.lines.at(row);
                lines.after << changed.value(lineId);
            }
        }
        if (!lines.after.isEmpty())
            step << lines;
        const QList<RosterLine> raised = joining.value(f.id);
        if (raised.isEmpty())
            continue;
        edit::LineInsertion joined{f.id, {}, true};
        for (qsizetype i = 0; i < raised.size(); ++i)
            joined.lines << edit::PlacedLine{int(f.lines.size() + i), raised.at(i)};
        step << joined;
    }
    return step;
}

} // namespace

qint64 EconomyActions::payingTreasuryOf(const Campaign &campaign, qint64 forceId)
{
    const qint64 own = campaign.economyOf(forceId).treasuryId;
    if (own != 0 && treasuryIn(campaign, own))
        return own;
    return campaign.treasuries.isEmpty() ? 0 : campaign.treasuries.constFirst().id;
}

ClosingMonth EconomyActions::closingMonth(const Campaign &campaign)
{
    return ClosingMonth{campaign.today, campaign.calendar.isCampaigningSeason(campaign.today),
                        &campaign.levies};
}

Result<CampaignChange> EconomyActions::setCalendar(const Campaign &campaign, const Calendar &calendar)
{
    CampaignDate today = campaign.today;
    today.month = std::min(today.month, calendar.monthCount());
    today.day = std::min(today.day, calendar.daysInMonth(today.year, today.month));
    return single(tr("Change the calendar"),
                  edit::CalendarChange{campaign.calendar, calendar, campaign.today, today});
}

Result<CampaignChange> EconomyActions::setToday(const Campaign &campaign, const CampaignDate &date)
{
    if (Status s = campaign.calendar.validate(date); !s)
        return s.error();
    return single(tr("Set the date to %1").arg(campaign.calendar.format(date)),
                  edit::CalendarChange{campaign.calendar, campaign.calendar, campaign.today, date});
}

Result<CampaignChange> EconomyActions::changeCalendar(const Campaign &campaign, const Calendar &calendar,
                                                      const CampaignDate &date)
{
    if (Status s = calendar.validate(date); !s)
        return s.error();
    if (calendar == campaign.calendar && date == campaign.today)
        return CampaignChange{};
    return single(tr("Change the calendar to %1").arg(calendar.format(date)),
                  edit::CalendarChange{campaign.calendar, calendar, campaign.today, date});
}

Result<Advance> EconomyActions::advanceTime(const Campaign &campaign, const CampaignDate &to,
                                           MonthEndOnAdvance onMonthEnd, dice::DiceSource *dice)
{
    const Calendar &calendar = campaign.calendar;
    if (Status s = calendar.validate(to); !s)
        return s.error();
    if (to <= campaign.today)
        return Error{
            tr("Time only moves forward: pick a date after %1.").arg(calendar.format(campaign.today)),
            QStringLiteral("date")};
    Advance advance;
    advance.change.description = tr("Advance to %1").arg(calendar.format(to));
    // The advance goes month-end by month-end, each step meeting the campaign as the steps before left it (a
    // month closed on the way pays for the elements raised before its end).
    Campaign work = campaign;
    const auto take = [&](CampaignChange step) -> Status {
        giveNewIds(work, step);
        if (Status s = applyChange(work, step); !s)
            return s;
        advance.change.edits << step.edits;
        return success();
    };
    for (CampaignDate end = calendar.lastOfMonth(campaign.today); end < to;
         end = calendar.lastOfMonth(calendar.firstOfNextMonth(end))) {
        QList<qint64> toClose;
        QStringList names;
        for (const Treasury &t : std::as_const(work.treasuries)) {
            if (monthAlreadyClosed(work, t.id, end).isEmpty() && !forcesToClose(work, t.id, end).isEmpty()) {
                toClose << t.id;
                names << t.name;
            }
        }
        if (toClose.isEmpty())
            continue;
        if (work.today < end) {
            if (Status s = take(passTime(work, end, advance.report)); !s)
                return s.error();
        }
        const QString month = calendar.format(monthOf(end));
        QString stop;
        if (onMonthEnd == MonthEndOnAdvance::Stop || !dice) {
            stop = tr("%1 is not closed for %2: close the month, then advance again.")
                       .arg(month, names.join(QStringLiteral(", ")));
        } else {
            for (qint64 treasuryId : std::as_const(toClose)) {
                auto closed = closeMonth(work, automaticClosing(work, treasuryId, end, *dice));
                if (closed) {
                    if (Status s = take(*closed); !s)
                        return s.error();
                    advance.report.monthsClosed << tr("%1 for %2").arg(month, treasuryIn(work, treasuryId)->name);
                    continue;
                }
                stop = tr("Could not close %1 for %2: %3").arg(month, treasuryIn(work, treasuryId)->name,
                                                                closed.error().message);
                break;
            }
        }
        if (stop.isEmpty())
            continue;
        if (advance.change.edits.isEmpty())
            return Error{stop, QStringLiteral("date")};
        advance.report.stoppedAt = end;
        advance.report.stopReason = stop;
        advance.change.description = tr("Advance to %1").arg(calendar.format(end));
        return advance;
    }
    if (Status s = take(passTime(work, to, advance.report)); !s)
        return s.error();
    if (!advance.report.monthsClosed.isEmpty())
        advance.change.description = tr("Advance to %1, closing %2")
                                         .arg(calendar.format(to), advance.report.monthsClosed.join(QStringLiteral("; ")));
    return advance;
}

Result<CampaignChange> EconomyActions::addTreasury(const Campaign &campaign, const QString &name,
                                                   Money warChest)
{
    if (name.trimmed().isEmpty())
        return Error{tr("A treasury needs a name."), QStringLiteral("name")};
    Treasury treasury;
    treasury.name = name.trimmed();
    treasury.warChest = warChest;
    return single(tr("Add treasury %1").arg(treasury.name),
                  edit::TreasuryInsertion{treasury, int(campaign.treasuries.size()), true});
}

Result<CampaignChange> EconomyActions::changeTreasury(const Campaign &campaign, const Treasury &header)
{
    const Treasury *current = treasuryIn(campaign, header.id);
    if (!current)
        return unknownTreasury();
    if (header.name.trimmed().isEmpty())
        return Error{tr("A treasury needs a name."), QStringLiteral("name")};
    Treasury after = *current;
    after.name = header.name.trimmed();
    after.warChest = header.warChest;
    after.allowNegative = header.allowNegative;
    return single(tr("Change treasury %1").arg(after.name), edit::TreasuryHeader{*current, after});
}

Result<CampaignChange> EconomyActions::removeTreasury(const Campaign &campaign, qint64 treasuryId)
{
    const qsizetype index = campaign.indexOfTreasury(treasuryId);
    if (index < 0)
        return unknownTreasury();
    const Treasury &treasury = campaign.treasuries.at(index);
    CampaignChange change;
    change.description = tr("Remove treasury %1").arg(treasury.name);
    // The file leaves the forces it paid without a treasury; as edits of their own, undo gives it back.
    for (auto it = campaign.forceEconomy.cbegin(); it != campaign.forceEconomy.cend(); ++it) {
        if (it->treasuryId != treasuryId)
            continue;
        ForceEconomy unpaid = *it;
        unpaid.treasuryId = 0;
        change << edit::ForceEconomyChange{it.key(), *it, unpaid};
    }
    change << edit::TreasuryInsertion{treasury, int(index), false};
    return change;
}

Result<CampaignChange> EconomyActions::setRevenueSources(const Campaign &campaign, qint64 treasuryId,
                                                         const QList<RevenueSource> &sources)
{
    const Treasury *current = treasuryIn(campaign, treasuryId);
    if (!current)
        return unknownTreasury();
    for (const RevenueSource &source : sources) {
        if (Status s = source.validate(campaign.calendar); !s)
            return s.error();
    }
    return single(tr("Change the revenue of %1").arg(current->name),
                  edit::RevenueSources{treasuryId, current->revenueSources, sources});
}

Result<CampaignChange> EconomyActions::book(const Campaign &campaign, qint64 treasuryId,
                                            const QList<LedgerEntry> &entries, const QString &description)
{
    const Treasury *current = treasuryIn(campaign, treasuryId);
    if (!current)
        return unknownTreasury();
    const Money net = netOf(entries);
    if (net < Money()) {
        if (Status s = current->canPay(Money() - net); !s)
            return s.error();
    }
    return single(description, edit::LedgerBooking{treasuryId, entries, true});
}

Result<Raising> EconomyActions::raiseElements(const Campaign &campaign, qint64 forceId, qint64 treasuryId,
                                              const RosterLine &line, RaiseSpeed speed)
{
    const Treasury *current = treasuryIn(campaign, treasuryId);
    if (!current)
        return unknownTreasury();
    if (!forceIn(campaign, forceId))
        return Error{tr("That force is no longer in the campaign."), QStringLiteral("force")};
    const ComputedLine computed = computeLine(campaign.catalog, line);
    if (!computed.stats)
        return Error{computed.error, QStringLiteral("line")};
    auto order = planRaising(campaign.calendar, forceId, line.record, *computed.stats, line.count, speed,
                             campaign.today);
    if (!order)
        return order.error();
    const LedgerEntry cost = raisingCostEntry(*order, computed.label);
    if (Status s = current->canPay(Money() - cost.amount); !s)
        return s.error();
    Raising raising;
    raising.order = *order;
    raising.change.description = tr("Raise %1").arg(computed.label);
    raising.change << edit::LedgerBooking{treasuryId, {cost}, true} << edit::OrderInsertion{*order, true};
    return raising;
}

Result<CampaignChange> EconomyActions::setForceEconomy(const Campaign &campaign, qint64 forceId,
                                                       const ForceEconomy &economy)
{
    if (!forceIn(campaign, forceId))
        return Error{tr("That force is no longer in the campaign."), QStringLiteral("force")};
    if (campaign.economyOf(forceId) == economy)
        return CampaignChange{};
    return single(tr("Change supply and readiness"),
                  edit::ForceEconomyChange{forceId, campaign.storedEconomyOf(forceId), economy});
}

Result<CampaignChange> EconomyActions::setLevyTerm(const Campaign &campaign, qint64 forceId, qint64 lineId,
                                                   const LevyTerm &term)
{
    const Force *f = forceIn(campaign, forceId);
    const qsizetype row = f ? f->indexOfLine(lineId) : -1;
    if (row < 0)
        return ForceActions::unknownLine();
    if (!f->lines.at(row).record.has(Feature::Levy))
        return Error{tr("Only a Levy line has a term of service."), QStringLiteral("line")};
    if (Status s = campaign.calendar.validate(term.calledUp); !s)
        return s.error();
    if (term.monthsServed < 0 || term.monthsServed > levyMonthsPerYear)
        return Error{tr("A levy serves 0 to %1 months a year on levy terms.").arg(levyMonthsPerYear),
                     QStringLiteral("monthsServed")};
    const std::optional<LevyTerm> before = campaign.storedLevyTermOf(lineId);
    if (before == term)
        return CampaignChange{};
    return single(tr("Change a levy's service"), edit::LevyTermChange{lineId, before, term});
}

} // namespace muster
