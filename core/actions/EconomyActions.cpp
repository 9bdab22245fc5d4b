#include "EconomyActions.h"

#include "actions/ActionSupport.h"
#include "actions/ForceActions.h"
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

Result<Advance> EconomyActions::advanceTime(const Campaign &campaign, const CampaignDate &to)
{
    const Calendar &calendar = campaign.calendar;
    if (Status s = calendar.validate(to); !s)
        return s.error();
    if (to <= campaign.today)
        return Error{
            tr("Time only moves forward: pick a date after %1.").arg(calendar.format(campaign.today)),
            QStringLiteral("date")};
    Advance advance;
    CampaignChange &change = advance.change;
    change.description = tr("Advance to %1").arg(calendar.format(to));
    change << edit::CalendarChange{calendar, calendar, campaign.today, to};
    // Revenue falls due on the first day of each month the advance reaches.
    for (const Treasury &t : campaign.treasuries) {
        QList<LedgerEntry> revenue;
        for (CampaignDate d = calendar.firstOfNextMonth(campaign.today); d <= to;
             d = calendar.firstOfNextMonth(d))
            revenue << t.revenueDue(d);
        if (!revenue.isEmpty()) {
            change << edit::LedgerBooking{t.id, revenue, true};
            advance.report.revenue += netOf(revenue);
        }
    }
    // Raised elements join their force's roster at its end; replacements and retraining that are done change
    // their line. Two orders may change one line, so each starts from what the one before left.
    QHash<qint64, RosterLine> changed;        // by line id: the line as the orders so far leave it
    QHash<qint64, QList<RosterLine>> joining; // by force id: raised lines, in the order they are ready
    QList<qint64> changedOrder;
    for (const RaisingOrder &order : campaign.raising.readyBy(to)) {
        change << edit::OrderInsertion{order, false};
        const Force *f = forceIn(campaign, order.forceId);
        if (!f)
            continue;
        if (order.kind == OrderKind::Raise) {
            joining[order.forceId] << order.rosterLine();
            ++advance.report.ordersReady;
            continue;
        }
        const qsizetype row = f->indexOfLine(order.lineId);
        if (row < 0) {
            ++advance.report.ordersLapsed; // the line was disbanded or lost meanwhile
            continue;
        }
        if (!changed.contains(order.lineId))
            changedOrder << order.lineId;
        changed.insert(order.lineId, order.appliedTo(changed.value(order.lineId, f->lines.at(row))));
        ++advance.report.ordersReady;
    }
    for (const Force &f : campaign.forces) {
        edit::LineChange lines{f.id, {}, {}};
        for (qint64 lineId : std::as_const(changedOrder)) {
            const qsizetype row = f.indexOfLine(lineId);
            if (row >= 0) {
                lines.before << f.lines.at(row);
                lines.after << changed.value(lineId);
            }
        }
        if (!lines.after.isEmpty())
            change << lines;
        const QList<RosterLine> raised = joining.value(f.id);
        if (raised.isEmpty())
            continue;
        edit::LineInsertion joined{f.id, {}, true};
        for (qsizetype i = 0; i < raised.size(); ++i)
            joined.lines << edit::PlacedLine{int(f.lines.size() + i), raised.at(i)};
        change << joined;
    }
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
