#include "EconomyCommands.h"

#include "CampaignDocument.h"

namespace muster {

namespace {

// A failed write inside a command has no caller to return to: report it and drop the command.
void check(CampaignDocument *document, QUndoCommand *command, const Status &status)
{
    if (!status) {
        document->reportError(status.error().message);
        command->setObsolete(true);
    }
}

} // namespace

BookEntriesCommand::BookEntriesCommand(CampaignDocument *document, qint64 treasuryId,
                                       const QList<LedgerEntry> &entries, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_treasuryId(treasuryId), m_entries(entries)
{
}

void BookEntriesCommand::redo()
{
    auto booked = m_document->applyBookEntries(m_treasuryId, m_entries);
    if (booked)
        m_entries = *booked;
    else
        check(m_document, this, booked.error());
}

void BookEntriesCommand::undo()
{
    QList<qint64> ids;
    for (const LedgerEntry &e : std::as_const(m_entries))
        ids << e.id;
    check(m_document, this, m_document->applyUnbookEntries(m_treasuryId, ids));
}

InsertRemoveTreasuryCommand::InsertRemoveTreasuryCommand(CampaignDocument *document, const Treasury &treasury,
                                                         int index, bool insert)
    : QUndoCommand(insert ? CampaignDocument::tr("Add treasury %1").arg(treasury.name)
                          : CampaignDocument::tr("Remove treasury %1").arg(treasury.name)),
      m_document(document), m_treasury(treasury), m_index(index), m_insert(insert)
{
}

void InsertRemoveTreasuryCommand::insert()
{
    check(m_document, this, m_document->applyInsertTreasury(m_treasury, m_index));
}

void InsertRemoveTreasuryCommand::remove()
{
    check(m_document, this, m_document->applyRemoveTreasury(m_treasury.id));
}

void InsertRemoveTreasuryCommand::redo()
{
    m_insert ? insert() : remove();
}

void InsertRemoveTreasuryCommand::undo()
{
    m_insert ? remove() : insert();
}

TreasuryHeaderCommand::TreasuryHeaderCommand(CampaignDocument *document, const Treasury &before, const Treasury &after)
    : QUndoCommand(CampaignDocument::tr("Change treasury %1").arg(after.name)), m_document(document),
      m_before(before), m_after(after)
{
}

void TreasuryHeaderCommand::redo()
{
    check(m_document, this, m_document->applyTreasuryHeader(m_after));
}

void TreasuryHeaderCommand::undo()
{
    check(m_document, this, m_document->applyTreasuryHeader(m_before));
}

RevenueSourcesCommand::RevenueSourcesCommand(CampaignDocument *document, qint64 treasuryId,
                                             const QList<RevenueSource> &before, const QList<RevenueSource> &after,
                                             const QString &text)
    : QUndoCommand(text), m_document(document), m_treasuryId(treasuryId), m_before(before), m_after(after)
{
}

void RevenueSourcesCommand::redo()
{
    check(m_document, this, m_document->applyRevenueSources(m_treasuryId, m_after));
}

void RevenueSourcesCommand::undo()
{
    check(m_document, this, m_document->applyRevenueSources(m_treasuryId, m_before));
}

RaisingOrderCommand::RaisingOrderCommand(CampaignDocument *document, const RaisingOrder &order, bool insert,
                                         QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_order(order), m_insert(insert)
{
}

void RaisingOrderCommand::insert()
{
    auto added = m_document->applyInsertRaisingOrder(m_order);
    if (added)
        m_order = *added;
    else
        check(m_document, this, added.error());
}

void RaisingOrderCommand::remove()
{
    check(m_document, this, m_document->applyRemoveRaisingOrder(m_order.id));
}

void RaisingOrderCommand::redo()
{
    m_insert ? insert() : remove();
}

void RaisingOrderCommand::undo()
{
    m_insert ? remove() : insert();
}

ForceEconomyCommand::ForceEconomyCommand(CampaignDocument *document, qint64 forceId, const ForceEconomy &before,
                                         const ForceEconomy &after, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_forceId(forceId), m_before(before), m_after(after)
{
}

void ForceEconomyCommand::redo()
{
    check(m_document, this, m_document->applyForceEconomy(m_forceId, m_after));
}

void ForceEconomyCommand::undo()
{
    check(m_document, this, m_document->applyForceEconomy(m_forceId, m_before));
}

CalendarCommand::CalendarCommand(CampaignDocument *document, const Calendar &beforeCalendar,
                                 const CampaignDate &beforeToday, const Calendar &afterCalendar,
                                 const CampaignDate &afterToday, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_beforeCalendar(beforeCalendar),
      m_afterCalendar(afterCalendar), m_beforeToday(beforeToday), m_afterToday(afterToday)
{
}

void CalendarCommand::redo()
{
    check(m_document, this, m_document->applyCalendar(m_afterCalendar, m_afterToday));
}

void CalendarCommand::undo()
{
    check(m_document, this, m_document->applyCalendar(m_beforeCalendar, m_beforeToday));
}

LevyTermCommand::LevyTermCommand(CampaignDocument *document, qint64 lineId, const std::optional<LevyTerm> &before,
                                 const std::optional<LevyTerm> &after, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_lineId(lineId), m_before(before), m_after(after)
{
}

void LevyTermCommand::redo()
{
    check(m_document, this, m_document->applyLevyTerm(m_lineId, m_after));
}

void LevyTermCommand::undo()
{
    check(m_document, this, m_document->applyLevyTerm(m_lineId, m_before));
}

DistanceUnitCommand::DistanceUnitCommand(CampaignDocument *document, DistanceUnit before, DistanceUnit after,
                                         const QString &text)
    : QUndoCommand(text), m_document(document), m_before(before), m_after(after)
{
}

void DistanceUnitCommand::redo()
{
    check(m_document, this, m_document->applyDistanceUnit(m_after));
}

void DistanceUnitCommand::undo()
{
    check(m_document, this, m_document->applyDistanceUnit(m_before));
}

} // namespace muster
