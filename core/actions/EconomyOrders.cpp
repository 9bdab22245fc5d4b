// The month's end and the orders that change a line: closing a month, replacements, improvements and
// disbanding (GURPS Mass Combat, "Maintaining a Force", "Force Replacements", "Improvements", "Disbanding
// Elements").
#include "EconomyActions.h"

#include "actions/ActionSupport.h"
#include "actions/ForceActions.h"
#include "economy/LedgerText.h"
#include "force/LineFiguresCache.h"

#include <QMap>

#include <tuple>

namespace muster {

using namespace actions;

namespace {

// The ledger entries of one force's month-end: the logistic force, Maintain, and Hire for the troops paid
// as mercenaries (hired, and levies past their months on levy terms).
QList<LedgerEntry> monthEndEntries(const Force &force, const ForceMonthEnd &end, const CampaignDate &date)
{
    QList<LedgerEntry> entries;
    const MonthEndResult &r = end.result;
    if (r.logisticsDue > Money())
        entries << LedgerEntry{0,
                               date,
                               LedgerCategory::Logistics,
                               Money() - r.logisticsDue,
                               force.id,
                               0,
                               storedLedgerText(LedgerText::LogisticForce, {force.name})};
    const Money maintainDue = r.fightingDue - r.hireDue;
    if (maintainDue > Money())
        entries << LedgerEntry{0,
                               date,
                               LedgerCategory::Maintain,
                               Money() - maintainDue,
                               force.id,
                               0,
                               storedLedgerText(LedgerText::Maintenance, {force.name})};
    if (r.hireDue > Money())
        entries << LedgerEntry{0,
                               date,
                               LedgerCategory::Hire,
                               Money() - r.hireDue,
                               force.id,
                               0,
                               storedLedgerText(LedgerText::HiredTroops, {force.name})};
    return entries;
}

} // namespace

QList<qint64> EconomyActions::forcesPaidBy(const Campaign &campaign, qint64 treasuryId)
{
    QList<qint64> paid;
    for (const Force &force : campaign.forces) {
        if (payingTreasuryOf(campaign, force.id) == treasuryId)
            paid << force.id;
    }
    return paid;
}

Result<ForceMonthEnd> EconomyActions::forceMonthEnd(const Campaign &campaign, qint64 forceId,
                                                    int administrationRoll, Readiness readiness, bool rollTyped)
{
    const Force *force = forceIn(campaign, forceId);
    if (!force)
        return ForceActions::unknownForce();
    const int skill = force->member(StaffRole::Quartermaster).skill(StaffSkill::Administration);
    auto input = monthEndInputFor(campaign.catalog, *force, campaign.economyOf(forceId),
                                  administrationFromRoll(skill, administrationRoll), readiness,
                                  closingMonth(campaign));
    if (!input)
        return input.error();
    return ForceMonthEnd{forceId, input->readiness, monthEnd(*input), administrationRoll, rollTyped};
}

QList<qint64> EconomyActions::forcesToClose(const Campaign &campaign, qint64 treasuryId, const CampaignDate &date)
{
    QList<qint64> open;
    for (qint64 forceId : forcesPaidBy(campaign, treasuryId)) {
        const std::optional<CampaignMonth> closed = campaign.economyOf(forceId).closedThrough;
        if (!closed || *closed < monthOf(date))
            open << forceId;
    }
    return open;
}

QString EconomyActions::monthAlreadyClosed(const Campaign &campaign, qint64 treasuryId, const CampaignDate &date)
{
    const Treasury *treasury = treasuryIn(campaign, treasuryId);
    if (!treasury || !treasury->closedThrough || *treasury->closedThrough < monthOf(date))
        return {};
    const CampaignMonth month = monthOf(date);
    if (*treasury->closedThrough == month)
        return tr("%1 is already closed for %2: its upkeep is booked. Close the next month once time has moved "
                  "into it (Edit > Undo takes the close back).")
            .arg(campaign.calendar.format(month), treasury->name);
    return tr("%1 closed %2 already; %3 is before it.")
        .arg(treasury->name, campaign.calendar.format(*treasury->closedThrough), campaign.calendar.format(month));
}

std::optional<AdministrationRoll> EconomyActions::keptAdministrationRoll(const Campaign &campaign, qint64 forceId)
{
    const std::optional<AdministrationRoll> kept = campaign.economyOf(forceId).administrationRoll;
    if (kept && kept->month == monthOf(campaign.today))
        return kept;
    return std::nullopt;
}

CampaignChange EconomyActions::rollAdministration(const Campaign &campaign, qint64 treasuryId,
                                                  dice::DiceSource &dice)
{
    CampaignChange change;
    const CampaignMonth month = monthOf(campaign.today);
    if (!monthAlreadyClosed(campaign, treasuryId, campaign.today).isEmpty())
        return change;
    for (qint64 forceId : forcesToClose(campaign, treasuryId, campaign.today)) {
        if (keptAdministrationRoll(campaign, forceId))
            continue;
        ForceEconomy after = campaign.economyOf(forceId);
        after.administrationRoll = AdministrationRoll{month, dice.roll3d6(), false};
        change << edit::ForceEconomyChange{forceId, campaign.storedEconomyOf(forceId), after};
    }
    if (!change.edits.isEmpty())
        change.description = tr("Roll Administration for %1").arg(campaign.calendar.format(month));
    return change;
}

std::optional<NextEvent> EconomyActions::nextEvent(const Campaign &campaign)
{
    const Calendar &calendar = campaign.calendar;
    const CampaignDate today = campaign.today;
    QMap<std::tuple<int, int, int>, QStringList> events; // by date, earliest first
    const auto add = [&events](const CampaignDate &date, const QString &what) {
        events[{date.year, date.month, date.day}] << what;
    };
    for (const RaisingOrder &order : campaign.raising.orders()) {
        if (order.ready <= today)
            continue;
        const Force *force = forceIn(campaign, order.forceId);
        const QString label = computeLine(campaign.catalog, order.rosterLine()).label;
        const QString forceName = force ? force->name : QString();
        switch (order.kind) {
        case OrderKind::Raise:
            add(order.ready, tr("%1 raised for %2").arg(label, forceName));
            break;
        case OrderKind::Replacement:
            add(order.ready, tr("Replacements for %1 of %2 arrive").arg(label, forceName));
            break;
        case OrderKind::Improvement:
            add(order.ready, tr("%1 of %2 retrained").arg(label, forceName));
            break;
        }
    }
    // The month's end: a month to close (revenue falls due the day after).
    CampaignDate monthEnd = calendar.lastOfMonth(today);
    if (!(today < monthEnd))
        monthEnd = calendar.lastOfMonth(calendar.firstOfNextMonth(today));
    add(monthEnd,
        tr("End of %1 %2: close the month").arg(calendar.monthName(monthEnd.month)).arg(monthEnd.year));
    // Levies ("Levies"): their last month a year on levy terms ends with the month; a reaction roll falls
    // due every six months of service.
    for (const Force &force : campaign.forces) {
        for (const RosterLine &line : force.lines) {
            if (!line.record.has(Feature::Levy))
                continue;
            const QString label = computeLine(campaign.catalog, line).label;
            const LevyTerm term = levyTermOf(campaign.levies, line.id, monthEnd);
            if (term.monthsServedIn(monthEnd.year) == levyMonthsPerYear - 1 &&
                levyServiceFor(term, line.record.levyService, monthEnd.year) != LevyService::Extended)
                add(monthEnd, tr("%1 of %2: last month on levy terms this year").arg(label, force.name));
            CampaignDate due = nextLevyReaction(term, today, calendar);
            if (!(today < due))
                due = nextLevyReaction(term, calendar.firstOfNextMonth(today), calendar);
            add(due, tr("%1 of %2: reaction roll due").arg(label, force.name));
        }
    }
    const auto first = events.constBegin();
    const auto &[year, month, day] = first.key();
    return NextEvent{CampaignDate{year, month, day}, first.value()};
}

Result<CampaignChange> EconomyActions::closeMonth(const Campaign &campaign, const MonthClosing &closing)
{
    const Treasury *current = treasuryIn(campaign, closing.treasuryId);
    if (!current)
        return Error{tr("That treasury is no longer in the campaign."), QStringLiteral("treasury")};
    if (const QString closed = monthAlreadyClosed(campaign, closing.treasuryId, closing.date); !closed.isEmpty())
        return Error{closed, QStringLiteral("month")};
    const CampaignMonth month = monthOf(closing.date);
    QStringList typed;
    for (const ForceMonthEnd &f : closing.forces) {
        const Force *fighting = forceIn(campaign, f.forceId);
        if (!fighting)
            continue;
        if (const auto closed = campaign.economyOf(f.forceId).closedThrough; closed && !(*closed < month))
            return Error{tr("%1 has paid its upkeep for %2 already.")
                             .arg(fighting->name, campaign.calendar.format(month)),
                         QStringLiteral("forces")};
        if (f.rollTyped)
            typed << tr("%1 %2").arg(fighting->name).arg(f.administrationRoll);
    }
    QList<LedgerEntry> entries;
    for (const ForceMonthEnd &f : closing.forces) {
        if (const Force *fighting = forceIn(campaign, f.forceId))
            entries << monthEndEntries(*fighting, f, closing.date);
    }
    if (Status s = current->canPay(Money() - netOf(entries)); !s)
        return s.error();
    CampaignChange change;
    change.description = tr("Close %1 for %2").arg(campaign.calendar.format(month), current->name);
    if (!typed.isEmpty())
        change.description += tr(" (Administration typed: %1)").arg(typed.join(QStringLiteral(", ")));
    if (!entries.isEmpty())
        change << edit::LedgerBooking{closing.treasuryId, entries, true};
    Treasury closedTreasury = *current;
    closedTreasury.closedThrough = month;
    change << edit::TreasuryHeader{*current, closedTreasury};
    for (const ForceMonthEnd &f : closing.forces) {
        const Force *fighting = forceIn(campaign, f.forceId);
        if (!fighting)
            continue;
        const ForceEconomy before = campaign.economyOf(f.forceId);
        ForceEconomy after = before;
        after.readiness = f.readiness;
        after.reducedLastMonth = f.readiness != Readiness::Full;
        after.closedThrough = month;
        after.administrationRoll.reset(); // used: the next month rolls anew
        change << edit::ForceEconomyChange{f.forceId, campaign.storedEconomyOf(f.forceId), after};
        // A month of service for every levy: it counts toward their two months a year on levy terms.
        const int year = closing.date.year;
        for (const RosterLine &line : fighting->lines) {
            if (!line.record.has(Feature::Levy))
                continue;
            const LevyTerm term = levyTermOf(campaign.levies, line.id, closing.date);
            change << edit::LevyTermChange{
                line.id, campaign.storedLevyTermOf(line.id),
                afterLevyMonth(term, levyServiceFor(term, line.record.levyService, year), year)};
        }
        // No maintenance at all: breakdowns and desertion cost a share of every element.
        if (f.result.casualtiesPercent > 0) {
            QList<RosterLine> hurt = fighting->lines;
            for (RosterLine &line : hurt)
                line.casualties = line.casualtiesKeeping((100 - f.result.casualtiesPercent) / 100.0);
            change << edit::LineChange{f.forceId, fighting->lines, hurt};
        }
    }
    return change;
}

Result<CampaignChange> EconomyActions::replaceCasualties(const Campaign &campaign, qint64 forceId,
                                                         qint64 lineId, qint64 treasuryId, RaiseSpeed speed)
{
    const Force *f = forceIn(campaign, forceId);
    const Treasury *t = treasuryIn(campaign, treasuryId);
    if (!f || !t)
        return Error{tr("Pick a force's line and a treasury."), QStringLiteral("line")};
    const qsizetype row = f->indexOfLine(lineId);
    if (row < 0)
        return ForceActions::unknownLine();
    const RosterLine &line = f->lines.at(row);
    if (line.casualties <= 0)
        return Error{tr("This line has no casualties to replace."), QStringLiteral("casualties")};
    const ComputedLine computed = computeLine(campaign.catalog, line);
    if (!computed.stats)
        return Error{computed.error, QStringLiteral("line")};
    if (const RaisingOrder *pending = campaign.raising.pendingFor(lineId, OrderKind::Replacement))
        return Error{tr("Replacements for this line are already on their way: they arrive on %1.")
                         .arg(campaign.calendar.format(pending->ready)),
                     QStringLiteral("line")};
    const RaiseOrder priced = replacementOrder(computed.stats->raise, line.count, line.casualties, speed);
    if (Status s = t->canPay(priced.cost); !s)
        return s.error();
    CampaignChange change;
    change.description = tr("Replace casualties of %1").arg(computed.label);
    if (priced.cost > Money())
        change << edit::LedgerBooking{
            treasuryId,
            {LedgerEntry{0, campaign.today, LedgerCategory::Replacement, Money() - priced.cost, forceId,
                         lineId, storedLedgerText(LedgerText::ReplacingCasualties, {computed.label})}},
            true};
    change << edit::OrderInsertion{
        lineOrder(campaign.calendar, forceId, OrderKind::Replacement, line, priced, speed, campaign.today),
        true};
    return change;
}

Result<CampaignChange> EconomyActions::improveLine(const Campaign &campaign, qint64 forceId,
                                                   const RosterLine &improved, qint64 treasuryId)
{
    const Force *f = forceIn(campaign, forceId);
    const Treasury *t = treasuryIn(campaign, treasuryId);
    if (!f || !t)
        return Error{tr("Pick a force's line and a treasury."), QStringLiteral("line")};
    const qsizetype row = f->indexOfLine(improved.id);
    if (row < 0)
        return ForceActions::unknownLine();
    const RosterLine &before = f->lines.at(row);
    const ComputedLine oldFigures = computeLine(campaign.catalog, before);
    const ComputedLine newFigures = computeLine(campaign.catalog, improved);
    if (!newFigures.stats)
        return Error{newFigures.error, QStringLiteral("line")};
    const Money oldRaise = oldFigures.stats ? oldFigures.stats->raise : Money();
    if (const RaisingOrder *pending = campaign.raising.pendingFor(improved.id, OrderKind::Improvement))
        return Error{tr("This line is already being retrained until %1.")
                         .arg(campaign.calendar.format(pending->ready)),
                     QStringLiteral("line")};
    const RaiseOrder priced = improvementOrder(oldRaise, newFigures.stats->raise, improved.count);
    if (Status s = t->canPay(priced.cost); !s)
        return s.error();
    CampaignChange change;
    change.description = tr("Improve %1").arg(newFigures.label);
    if (priced.cost > Money())
        change << edit::LedgerBooking{
            treasuryId,
            {LedgerEntry{0, campaign.today, LedgerCategory::Raise, Money() - priced.cost, forceId,
                         improved.id, storedLedgerText(LedgerText::Improving, {newFigures.label})}},
            true};
    // A change that costs nothing takes no time; anything else waits for the retraining.
    if (priced.days == 0)
        change << edit::LineChange{forceId, {before}, {improved}};
    else
        change << edit::OrderInsertion{lineOrder(campaign.calendar, forceId, OrderKind::Improvement, improved,
                                                 priced, RaiseSpeed::Normal, campaign.today),
                                       true};
    return change;
}

Result<CampaignChange> EconomyActions::disband(const Campaign &campaign, qint64 forceId, qint64 lineId,
                                               qint64 treasuryId, const Disbanding &how)
{
    const Force *f = forceIn(campaign, forceId);
    if (!f)
        return Error{tr("That force is no longer in the campaign."), QStringLiteral("force")};
    const qsizetype row = f->indexOfLine(lineId);
    if (row < 0)
        return ForceActions::unknownLine();
    const RosterLine &line = f->lines.at(row);
    const ComputedLine computed = computeLine(campaign.catalog, line);
    const Money rebate =
        computed.stats ? disbandingRebate(computed.stats->raise, line.count, how).rebate : Money();
    if (rebate > Money() && !treasuryIn(campaign, treasuryId))
        return Error{tr("That treasury is no longer in the campaign."), QStringLiteral("treasury")};
    CampaignChange change;
    change.description = tr("Disband %1").arg(computed.label);
    change.edits = ForceActions::lineRemoval(campaign, forceId, {lineId});
    if (rebate > Money())
        change << edit::LedgerBooking{
            treasuryId,
            {LedgerEntry{0, campaign.today, LedgerCategory::Rebate, rebate, forceId, lineId,
                         storedLedgerText(LedgerText::DisbandingRebate, {computed.label})}},
            true};
    return change;
}

} // namespace muster
