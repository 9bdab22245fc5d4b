#pragma once

#include "economy/Calendar.h"
#include "economy/ForceEconomy.h"
#include "economy/Ledger.h"
#include "economy/LevyTerm.h"
#include "economy/RaisingQueue.h"
#include "economy/Revenue.h"
#include "economy/Treasury.h"
#include "operations/ForcePosture.h"

#include <QList>
#include <QUndoCommand>

#include <optional>

namespace muster {

class CampaignDocument;

// Books entries in a treasury's ledger (redo) and takes them out again (undo).
class BookEntriesCommand : public QUndoCommand
{
public:
    BookEntriesCommand(CampaignDocument *document, qint64 treasuryId, const QList<LedgerEntry> &entries,
                       const QString &text, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    CampaignDocument *m_document;
    qint64 m_treasuryId;
    QList<LedgerEntry> m_entries; // with their ids once booked, so that a redo books the same entries
};

// Adds a treasury (redo) and removes it with its ledger and revenue (undo); with `insert` false, the reverse.
class InsertRemoveTreasuryCommand : public QUndoCommand
{
public:
    InsertRemoveTreasuryCommand(CampaignDocument *document, const Treasury &treasury, int index, bool insert);
    void redo() override;
    void undo() override;

private:
    void insert();
    void remove();
    CampaignDocument *m_document;
    Treasury m_treasury;
    int m_index;
    bool m_insert;
};

// A treasury's name, war chest and whether it may run into debt.
class TreasuryHeaderCommand : public QUndoCommand
{
public:
    TreasuryHeaderCommand(CampaignDocument *document, const Treasury &before, const Treasury &after);
    void redo() override;
    void undo() override;

private:
    CampaignDocument *m_document;
    Treasury m_before;
    Treasury m_after;
};

// A treasury's revenue sources, replaced as a whole (they are few).
class RevenueSourcesCommand : public QUndoCommand
{
public:
    RevenueSourcesCommand(CampaignDocument *document, qint64 treasuryId, const QList<RevenueSource> &before,
                          const QList<RevenueSource> &after, const QString &text);
    void redo() override;
    void undo() override;

private:
    CampaignDocument *m_document;
    qint64 m_treasuryId;
    QList<RevenueSource> m_before;
    QList<RevenueSource> m_after;
};

// Adds an order to the raising queue (redo) and takes it out (undo); with `insert` false, the reverse.
class RaisingOrderCommand : public QUndoCommand
{
public:
    RaisingOrderCommand(CampaignDocument *document, const RaisingOrder &order, bool insert,
                        QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    void insert();
    void remove();
    CampaignDocument *m_document;
    RaisingOrder m_order;
    bool m_insert;
};

// A force's economic situation: treasury, location and terrain, readiness, logistics.
class ForceEconomyCommand : public QUndoCommand
{
public:
    ForceEconomyCommand(CampaignDocument *document, qint64 forceId, const ForceEconomy &before,
                        const ForceEconomy &after, const QString &text, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    CampaignDocument *m_document;
    qint64 m_forceId;
    ForceEconomy m_before;
    ForceEconomy m_after;
};

// The campaign's date, or its calendar and date together.
class CalendarCommand : public QUndoCommand
{
public:
    CalendarCommand(CampaignDocument *document, const Calendar &beforeCalendar, const CampaignDate &beforeToday,
                    const Calendar &afterCalendar, const CampaignDate &afterToday, const QString &text,
                    QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    CampaignDocument *m_document;
    Calendar m_beforeCalendar, m_afterCalendar;
    CampaignDate m_beforeToday, m_afterToday;
};

// A Levy line's service record (nullopt: none yet).
class LevyTermCommand : public QUndoCommand
{
public:
    LevyTermCommand(CampaignDocument *document, qint64 lineId, const std::optional<LevyTerm> &before,
                    const std::optional<LevyTerm> &after, const QString &text, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    CampaignDocument *m_document;
    qint64 m_lineId;
    std::optional<LevyTerm> m_before;
    std::optional<LevyTerm> m_after;
};

// The campaign's unit of distance.
class DistanceUnitCommand : public QUndoCommand
{
public:
    DistanceUnitCommand(CampaignDocument *document, DistanceUnit before, DistanceUnit after, const QString &text);
    void redo() override;
    void undo() override;

private:
    CampaignDocument *m_document;
    DistanceUnit m_before, m_after;
};

} // namespace muster
