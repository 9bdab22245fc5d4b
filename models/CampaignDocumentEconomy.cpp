// The campaign economy of a document: the calendar and the passing of time, treasuries and their
// ledgers, raising elements, each force's economic situation, and closing a month. Every edit is an
// undoable command; the apply* primitives write to the file first, then change memory and notify.
#include "CampaignDocument.h"

#include "commands/EconomyCommands.h"
#include "commands/LineCommands.h"
#include "force/LineFiguresCache.h"
#include "storage/CampaignFile.h"
#include "storage/EconomyRepository.h"
#include "storage/TransactionGuard.h"

namespace muster {

namespace {

Error unknownTreasury()
{
    return Error{CampaignDocument::tr("That treasury is no longer in the campaign."), QStringLiteral("treasury")};
}

Money netOf(const QList<LedgerEntry> &entries)
{
    Money net;
    for (const LedgerEntry &e : entries)
        net += e.amount;
    return net;
}

} // namespace

EconomyRepository CampaignDocument::economyRepository() const
{
    return EconomyRepository(m_file->database());
}

const Treasury *CampaignDocument::treasury(qint64 treasuryId) const
{
    const qsizetype index = m_campaign.indexOfTreasury(treasuryId);
    return index < 0 ? nullptr : &m_campaign.treasuries.at(index);
}

Treasury *CampaignDocument::mutableTreasury(qint64 treasuryId)
{
    const qsizetype index = m_campaign.indexOfTreasury(treasuryId);
    return index < 0 ? nullptr : &m_campaign.treasuries[index];
}

qint64 CampaignDocument::payingTreasuryOf(qint64 forceId) const
{
    const qint64 own = forceEconomy(forceId).treasuryId;
    if (own != 0 && treasury(own))
        return own;
    return m_campaign.treasuries.isEmpty() ? 0 : m_campaign.treasuries.constFirst().id;
}

ForceEconomy CampaignDocument::forceEconomy(qint64 forceId) const
{
    return m_campaign.forceEconomy.value(forceId);
}

void CampaignDocument::pushInOneTransaction(QUndoCommand *command)
{
    // Its own writes nest as savepoints: a month-end over thousands of lines is one commit, not thousands.
    TransactionGuard transaction(m_file->database());
    m_undoStack->push(command);
    transaction.commit();
}

ClosingMonth CampaignDocument::closingMonth() const
{
    return ClosingMonth{m_campaign.today, m_campaign.calendar.isCampaigningSeason(m_campaign.today), &m_campaign.levies};
}

// ---- Edits ----------------------------------------------------------------------------------------

Status CampaignDocument::setCalendar(const Calendar &calendar)
{
    CampaignDate today = m_campaign.today;
    today.month = std::min(today.month, calendar.monthCount());
    today.day = std::min(today.day, calendar.daysInMonth(today.year, today.month));
    m_undoStack->push(new CalendarCommand(this, m_campaign.calendar, m_campaign.today, calendar, today,
                                          tr("Change the calendar")));
    return success();
}

Status CampaignDocument::setToday(const CampaignDate &date)
{
    if (Status s = m_campaign.calendar.validate(date); !s)
        return s;
    m_undoStack->push(new CalendarCommand(this, m_campaign.calendar, m_campaign.today, m_campaign.calendar, date,
                                          tr("Set the date to %1").arg(m_campaign.calendar.format(date))));
    return success();
}

Result<AdvanceReport> CampaignDocument::advanceTime(const CampaignDate &to)
{
    auto *macro = new QUndoCommand(tr("Advance to %1").arg(m_campaign.calendar.format(to)));
    auto report = addAdvanceCommands(to, macro);
    if (!report) {
        delete macro;
        return report.error();
    }
    pushInOneTransaction(macro);
    return report;
}

Result<AdvanceReport> CampaignDocument::addAdvanceCommands(const CampaignDate &to, QUndoCommand *macro)
{
    const Calendar &calendar = m_campaign.calendar;
    if (Status s = calendar.validate(to); !s)
        return s.error();
    if (to <= m_campaign.today)
        return Error{tr("Time only moves forward: pick a date after %1.").arg(calendar.format(m_campaign.today)),
                     QStringLiteral("date")};
    AdvanceReport report;
    new CalendarCommand(this, calendar, m_campaign.today, calendar, to, QString(), macro);
    // Revenue falls due on the first day of each month the advance reaches.
    for (const Treasury &t : m_campaign.treasuries) {
        QList<LedgerEntry> revenue;
        for (CampaignDate d = calendar.firstOfNextMonth(m_campaign.today); d <= to; d = calendar.firstOfNextMonth(d))
            revenue << t.revenueDue(d);
        if (!revenue.isEmpty()) {
            new BookEntriesCommand(this, t.id, revenue, QString(), macro);
            report.revenue += netOf(revenue);
        }
    }
    // Elements whose raising is done join their force's roster; replacements and retraining that are done
    // change their line. Two orders may change one line, so each starts from what the one before left.
    QHash<qint64, RosterLine> changed;
    for (const RaisingOrder &order : m_campaign.raising.readyBy(to)) {
        const Force *f = force(order.forceId);
        new RaisingOrderCommand(this, order, false, macro);
        if (!f)
            continue;
        if (order.kind == OrderKind::Raise) {
            new InsertRemoveLineCommand(this, order.forceId, order.rosterLine(), int(f->lines.size()), true, macro);
            ++report.ordersReady;
            continue;
        }
        const qsizetype row = f->indexOfLine(order.lineId);
        if (row < 0) {
            ++report.ordersLapsed; // the line was disbanded or lost meanwhile
            continue;
        }
        const RosterLine before = changed.value(order.lineId, f->lines.at(row));
        const RosterLine after = order.appliedTo(before);
        changed.insert(order.lineId, after);
        new ChangeLineCommand(this, order.forceId, before, after, QString(), -1, macro);
        ++report.ordersReady;
    }
    return report;
}

Result<qint64> CampaignDocument::addTreasury(const QString &name, Money warChest)
{
    if (name.trimmed().isEmpty())
        return Error{tr("A treasury needs a name."), QStringLiteral("name")};
    Treasury treasury;
    treasury.name = name.trimmed();
    treasury.warChest = warChest;
    auto *command = new InsertRemoveTreasuryCommand(this, treasury, int(m_campaign.treasuries.size()), true);
    m_undoStack->push(command);
    return m_campaign.treasuries.isEmpty() ? 0 : m_campaign.treasuries.constLast().id;
}

Status CampaignDocument::changeTreasury(const Treasury &header)
{
    const Treasury *current = treasury(header.id);
    if (!current)
        return unknownTreasury();
    if (header.name.trimmed().isEmpty())
        return Error{tr("A treasury needs a name."), QStringLiteral("name")};
    m_undoStack->push(new TreasuryHeaderCommand(this, *current, header));
    return success();
}

Status CampaignDocument::removeTreasury(qint64 treasuryId)
{
    for (int i = 0; i < m_campaign.treasuries.size(); ++i) {
        if (m_campaign.treasuries.at(i).id == treasuryId) {
            m_undoStack->push(new InsertRemoveTreasuryCommand(this, m_campaign.treasuries.at(i), i, false));
            return success();
        }
    }
    return unknownTreasury();
}

Status CampaignDocument::setRevenueSources(qint64 treasuryId, const QList<RevenueSource> &sources)
{
    const Treasury *current = treasury(treasuryId);
    if (!current)
        return unknownTreasury();
    for (const RevenueSource &source : sources) {
        if (Status s = source.validate(m_campaign.calendar); !s)
            return s;
    }
    m_undoStack->push(new RevenueSourcesCommand(this, treasuryId, current->revenueSources, sources,
                                                tr("Change the revenue of %1").arg(current->name)));
    return success();
}

Status CampaignDocument::book(qint64 treasuryId, const QList<LedgerEntry> &entries, const QString &description)
{
    const Treasury *current = treasury(treasuryId);
    if (!current)
        return unknownTreasury();
    const Money net = netOf(entries);
    if (net < Money()) {
        if (Status s = current->canPay(Money() - net); !s)
            return s;
    }
    m_undoStack->push(new BookEntriesCommand(this, treasuryId, entries, description));
    return success();
}

Result<RaisingOrder> CampaignDocument::raiseElements(qint64 forceId, qint64 treasuryId, const RosterLine &line,
                                                     RaiseSpeed speed)
{
    const Treasury *current = treasury(treasuryId);
    if (!current)
        return unknownTreasury();
    if (!force(forceId))
        return Error{tr("That force is no longer in the campaign."), QStringLiteral("force")};
    const ComputedLine computed = computeLine(catalog(), line);
    if (!computed.stats)
        return Error{computed.error, QStringLiteral("line")};
    auto order = planRaising(m_campaign.calendar, forceId, line.record, *computed.stats, line.count, speed,
                             m_campaign.today);
    if (!order)
        return order.error();
    const LedgerEntry cost = raisingCostEntry(*order, computed.label);
    if (Status s = current->canPay(Money() - cost.amount); !s)
        return s.error();
    auto *macro = new QUndoCommand(tr("Raise %1").arg(computed.label));
    new BookEntriesCommand(this, treasuryId, {cost}, QString(), macro);
    new RaisingOrderCommand(this, *order, true, macro);
    m_undoStack->push(macro);
    return m_campaign.raising.orders().isEmpty() ? *order : m_campaign.raising.orders().constLast();
}

Status CampaignDocument::setForceEconomy(qint64 forceId, const ForceEconomy &economy)
{
    if (!force(forceId))
        return Error{tr("That force is no longer in the campaign."), QStringLiteral("force")};
    const ForceEconomy before = forceEconomy(forceId);
    if (before == economy)
        return success();
    m_undoStack->push(new ForceEconomyCommand(this, forceId, before, economy, tr("Change supply and readiness")));
    return success();
}

Status CampaignDocument::closeMonth(const MonthClosing &closing)
{
    const Treasury *current = treasury(closing.treasuryId);
    if (!current)
        return unknownTreasury();
    QList<LedgerEntry> entries;
    for (const ForceMonthEnd &f : closing.forces) {
        const Force *fighting = force(f.forceId);
        if (!fighting)
            continue;
        if (f.result.logisticsDue > Money())
            entries << LedgerEntry{0, closing.date, LedgerCategory::Logistics, Money() - f.result.logisticsDue,
                                   f.forceId, 0, tr("Logistic force of %1").arg(fighting->name)};
        const Money maintainDue = f.result.fightingDue - f.result.hireDue;
        if (maintainDue > Money())
            entries << LedgerEntry{0, closing.date, LedgerCategory::Maintain, Money() - maintainDue, f.forceId, 0,
                                   tr("Maintenance of %1").arg(fighting->name)};
        if (f.result.hireDue > Money())
            entries << LedgerEntry{0, closing.date, LedgerCategory::Hire, Money() - f.result.hireDue, f.forceId, 0,
                                   tr("Hired troops of %1").arg(fighting->name)};
    }
    if (Status s = current->canPay(Money() - netOf(entries)); !s)
        return s;
    auto *macro = new QUndoCommand(tr("Close %1 for %2").arg(m_campaign.calendar.format(closing.date), current->name));
    if (!entries.isEmpty())
        new BookEntriesCommand(this, closing.treasuryId, entries, QString(), macro);
    for (const ForceMonthEnd &f : closing.forces) {
        const Force *fighting = force(f.forceId);
        if (!fighting)
            continue;
        ForceEconomy after = forceEconomy(f.forceId);
        after.readiness = f.readiness;
        after.reducedLastMonth = f.readiness != Readiness::Full;
        if (after != forceEconomy(f.forceId))
            new ForceEconomyCommand(this, f.forceId, forceEconomy(f.forceId), after, QString(), macro);
        // A month of service for every levy: it counts toward their two months a year on levy terms.
        const int year = closing.date.year;
        for (const RosterLine &line : fighting->lines) {
            if (!line.record.has(Feature::Levy))
                continue;
            const auto it = m_campaign.levies.constFind(line.id);
            const std::optional<LevyTerm> before =
                it == m_campaign.levies.constEnd() ? std::nullopt : std::optional<LevyTerm>(*it);
            const LevyTerm term = levyTermOf(m_campaign.levies, line.id, closing.date);
            const LevyTerm after = afterLevyMonth(term, levyServiceFor(term, line.record.levyService, year), year);
            new LevyTermCommand(this, line.id, before, after, QString(), macro);
        }
        // No maintenance at all: breakdowns and desertion cost 5% of every element.
        if (f.result.casualtiesPercent > 0) {
            QList<RosterLine> hurt = fighting->lines;
            for (RosterLine &line : hurt)
                line.casualties = line.casualtiesKeeping((100 - f.result.casualtiesPercent) / 100.0);
            new ChangeLinesCommand(this, f.forceId, fighting->lines, hurt, macro);
        }
    }
    pushInOneTransaction(macro);
    return success();
}

Status CampaignDocument::replaceCasualties(qint64 forceId, qint64 lineId, qint64 treasuryId, RaiseSpeed speed)
{
    const Force *f = force(forceId);
    const Treasury *t = treasury(treasuryId);
    if (!f || !t)
        return Error{tr("Pick a force's line and a treasury."), QStringLiteral("line")};
    const qsizetype row = f->indexOfLine(lineId);
    if (row < 0)
        return Error{tr("That roster line no longer exists."), QStringLiteral("line")};
    const RosterLine &line = f->lines.at(row);
    if (line.casualties <= 0)
        return Error{tr("This line has no casualties to replace."), QStringLiteral("casualties")};
    const ComputedLine computed = computeLine(catalog(), line);
    if (!computed.stats)
        return Error{computed.error, QStringLiteral("line")};
    if (const RaisingOrder *pending = m_campaign.raising.pendingFor(lineId, OrderKind::Replacement))
        return Error{tr("Replacements for this line are already on their way: they arrive on %1.")
                         .arg(m_campaign.calendar.format(pending->ready)),
                     QStringLiteral("line")};
    const RaiseOrder priced = replacementOrder(computed.stats->raise, line.count, line.casualties, speed);
    if (Status s = t->canPay(priced.cost); !s)
        return s;
    auto *macro = new QUndoCommand(tr("Replace casualties of %1").arg(computed.label));
    if (priced.cost > Money())
        new BookEntriesCommand(this, treasuryId,
                               {LedgerEntry{0, m_campaign.today, LedgerCategory::Replacement, Money() - priced.cost, forceId,
                                            lineId, tr("Replacing casualties of %1").arg(computed.label)}},
                               QString(), macro);
    new RaisingOrderCommand(
        this, lineOrder(m_campaign.calendar, forceId, OrderKind::Replacement, line, priced, speed, m_campaign.today),
        true, macro);
    m_undoStack->push(macro);
    return success();
}

Status CampaignDocument::improveLine(qint64 forceId, const RosterLine &improved, qint64 treasuryId)
{
    const Force *f = force(forceId);
    const Treasury *t = treasury(treasuryId);
    if (!f || !t)
        return Error{tr("Pick a force's line and a treasury."), QStringLiteral("line")};
    const qsizetype row = f->indexOfLine(improved.id);
    if (row < 0)
        return Error{tr("That roster line no longer exists."), QStringLiteral("line")};
    const RosterLine &before = f->lines.at(row);
    const ComputedLine oldFigures = computeLine(catalog(), before);
    const ComputedLine newFigures = computeLine(catalog(), improved);
    if (!newFigures.stats)
        return Error{newFigures.error, QStringLiteral("line")};
    const Money oldRaise = oldFigures.stats ? oldFigures.stats->raise : Money();
    if (const RaisingOrder *pending = m_campaign.raising.pendingFor(improved.id, OrderKind::Improvement))
        return Error{tr("This line is already being retrained until %1.").arg(m_campaign.calendar.format(pending->ready)),
                     QStringLiteral("line")};
    const RaiseOrder priced = improvementOrder(oldRaise, newFigures.stats->raise, improved.count);
    if (Status s = t->canPay(priced.cost); !s)
        return s;
    auto *macro = new QUndoCommand(tr("Improve %1").arg(newFigures.label));
    if (priced.cost > Money())
        new BookEntriesCommand(this, treasuryId,
                               {LedgerEntry{0, m_campaign.today, LedgerCategory::Raise, Money() - priced.cost, forceId,
                                            improved.id, tr("Improving %1").arg(newFigures.label)}},
                               QString(), macro);
    // A change that costs nothing takes no time; anything else waits for the retraining.
    if (priced.days == 0)
        new ChangeLineCommand(this, forceId, before, improved, QString(), -1, macro);
    else
        new RaisingOrderCommand(this,
                                lineOrder(m_campaign.calendar, forceId, OrderKind::Improvement, improved, priced,
                                          RaiseSpeed::Normal, m_campaign.today),
                                true, macro);
    m_undoStack->push(macro);
    return success();
}

Status CampaignDocument::disband(qint64 forceId, qint64 lineId, qint64 treasuryId, const Disbanding &how)
{
    const Force *f = force(forceId);
    if (!f)
        return Error{tr("That force is no longer in the campaign."), QStringLiteral("force")};
    const qsizetype row = f->indexOfLine(lineId);
    if (row < 0)
        return Error{tr("That roster line no longer exists."), QStringLiteral("line")};
    const RosterLine &line = f->lines.at(row);
    const ComputedLine computed = computeLine(catalog(), line);
    const Money rebate = computed.stats ? disbandingRebate(computed.stats->raise, line.count, how).rebate : Money();
    if (rebate > Money() && !treasury(treasuryId))
        return unknownTreasury();
    auto *macro = new QUndoCommand(tr("Disband %1").arg(computed.label));
    new InsertRemoveLineCommand(this, forceId, line, int(row), false, macro);
    if (rebate > Money())
        new BookEntriesCommand(this, treasuryId,
                               {LedgerEntry{0, m_campaign.today, LedgerCategory::Rebate, rebate, forceId, lineId,
                                            tr("Rebate for disbanding %1").arg(computed.label)}},
                               QString(), macro);
    m_undoStack->push(macro);
    return success();
}

// ---- Primitives ---------------------------------------------------------------------------------

Status CampaignDocument::applyCalendar(const Calendar &calendar, const CampaignDate &today)
{
    EconomyRepository repository = economyRepository();
    if (Status s = repository.inOneTransaction([&]() -> Status {
            if (Status c = repository.setCalendar(calendar); !c)
                return c;
            return repository.setToday(today);
        });
        !s)
        return s;
    m_campaign.calendar = calendar;
    m_campaign.today = today;
    emit economyChanged();
    return success();
}

Result<QList<LedgerEntry>> CampaignDocument::applyBookEntries(qint64 treasuryId, const QList<LedgerEntry> &entries)
{
    Treasury *t = mutableTreasury(treasuryId);
    if (!t)
        return unknownTreasury();
    // Ids come from the ledger, so the file and memory agree; a redo keeps them.
    Ledger trial = t->ledger();
    QList<LedgerEntry> booked;
    for (const LedgerEntry &e : entries)
        booked << trial.add(e);
    if (Status s = economyRepository().insertLedgerEntries(treasuryId, booked); !s)
        return s.error();
    for (const LedgerEntry &e : std::as_const(booked))
        t->restore(e);
    emit economyChanged();
    return booked;
}

Status CampaignDocument::applyUnbookEntries(qint64 treasuryId, const QList<qint64> &entryIds)
{
    Treasury *t = mutableTreasury(treasuryId);
    if (!t)
        return unknownTreasury();
    if (Status s = economyRepository().deleteLedgerEntries(treasuryId, entryIds); !s)
        return s;
    for (qint64 id : entryIds)
        t->unbook(id);
    emit economyChanged();
    return success();
}

Status CampaignDocument::applyInsertTreasury(Treasury &treasury, int index)
{
    index = std::clamp(index, 0, int(m_campaign.treasuries.size()));
    if (Status s = economyRepository().insertTreasury(treasury, index); !s)
        return s;
    m_campaign.treasuries.insert(index, treasury);
    emit economyChanged();
    return success();
}

Status CampaignDocument::applyRemoveTreasury(qint64 treasuryId)
{
    if (Status s = economyRepository().deleteTreasury(treasuryId); !s)
        return s;
    m_campaign.treasuries.removeIf([treasuryId](const Treasury &t) { return t.id == treasuryId; });
    emit economyChanged();
    return success();
}

Status CampaignDocument::applyTreasuryHeader(const Treasury &header)
{
    Treasury *t = mutableTreasury(header.id);
    if (!t)
        return unknownTreasury();
    Treasury changed = *t;
    changed.name = header.name;
    changed.warChest = header.warChest;
    changed.allowNegative = header.allowNegative;
    if (Status s = economyRepository().updateTreasury(changed); !s)
        return s;
    *t = changed;
    emit economyChanged();
    return success();
}

Status CampaignDocument::applyRevenueSources(qint64 treasuryId, const QList<RevenueSource> &sources)
{
    Treasury *t = mutableTreasury(treasuryId);
    if (!t)
        return unknownTreasury();
    // Replaced as a whole in one transaction: the old rows out, the new ones in (new ones get their ids).
    EconomyRepository repository = economyRepository();
    QList<RevenueSource> stored = sources;
    if (Status s = repository.inOneTransaction([&]() -> Status {
            for (const RevenueSource &old : t->revenueSources) {
                if (Status d = repository.deleteRevenueSource(treasuryId, old.id); !d)
                    return d;
            }
            for (int i = 0; i < stored.size(); ++i) {
                if (Status d = repository.insertRevenueSource(treasuryId, stored[i], i); !d)
                    return d;
            }
            return success();
        });
        !s)
        return s;
    t->revenueSources = stored;
    emit economyChanged();
    return success();
}

Result<RaisingOrder> CampaignDocument::applyInsertRaisingOrder(const RaisingOrder &order)
{
    RaisingQueue trial = m_campaign.raising;
    RaisingOrder added = trial.add(order);
    if (Status s = economyRepository().insertRaisingOrder(added); !s)
        return s.error();
    m_campaign.raising.add(added);
    emit economyChanged();
    return added;
}

Status CampaignDocument::applyRemoveRaisingOrder(qint64 orderId)
{
    if (Status s = economyRepository().deleteRaisingOrder(orderId); !s)
        return s;
    m_campaign.raising.remove(orderId);
    emit economyChanged();
    return success();
}

Status CampaignDocument::setLevyTerm(qint64 forceId, qint64 lineId, const LevyTerm &term)
{
    const Force *f = force(forceId);
    const qsizetype row = f ? f->indexOfLine(lineId) : -1;
    if (row < 0)
        return Error{tr("That roster line no longer exists."), QStringLiteral("line")};
    if (!f->lines.at(row).record.has(Feature::Levy))
        return Error{tr("Only a Levy line has a term of service."), QStringLiteral("line")};
    if (Status s = m_campaign.calendar.validate(term.calledUp); !s)
        return s;
    if (term.monthsServed < 0 || term.monthsServed > levyMonthsPerYear)
        return Error{tr("A levy serves 0 to %1 months a year on levy terms.").arg(levyMonthsPerYear),
                     QStringLiteral("monthsServed")};
    const auto it = m_campaign.levies.constFind(lineId);
    const std::optional<LevyTerm> before =
        it == m_campaign.levies.constEnd() ? std::nullopt : std::optional<LevyTerm>(*it);
    if (before == term)
        return success();
    m_undoStack->push(new LevyTermCommand(this, lineId, before, term, tr("Change a levy's service")));
    return success();
}

Result<qint64> CampaignDocument::hireMercenaries(qint64 forceId, const RosterLine &line)
{
    if (!line.record.has(Feature::Mercenary))
        return Error{tr("Hired elements are Mercenary elements."), QStringLiteral("features")};
    return addLine(forceId, line);
}

Status CampaignDocument::applyLevyTerm(qint64 lineId, const std::optional<LevyTerm> &term)
{
    if (Status s = economyRepository().setLevyTerm(lineId, term); !s)
        return s;
    if (term)
        m_campaign.levies.insert(lineId, *term);
    else
        m_campaign.levies.remove(lineId);
    emit economyChanged();
    return success();
}

Status CampaignDocument::applyForceEconomy(qint64 forceId, const ForceEconomy &economy)
{
    if (Status s = economyRepository().setForceEconomy(forceId, economy); !s)
        return s;
    m_campaign.forceEconomy.insert(forceId, economy);
    emit economyChanged();
    emit forceChanged(forceId);
    return success();
}

} // namespace muster
