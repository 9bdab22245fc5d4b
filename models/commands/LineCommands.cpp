#include "LineCommands.h"

#include "CampaignDocument.h"

namespace muster {

InsertRemoveLineCommand::InsertRemoveLineCommand(CampaignDocument *document, qint64 forceId,
                                                 const RosterLine &line, int row, bool insert,
                                                 QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_forceId(forceId), m_line(line), m_row(row),
      m_insert(insert)
{
}

void InsertRemoveLineCommand::insert()
{
    // The line keeps its id across undo and redo, so later commands that name it stay valid.
    if (Status s = m_document->applyInsertLine(m_forceId, m_line, m_row); !s) {
        m_document->reportError(s.error().message);
        setObsolete(true);
    }
}

void InsertRemoveLineCommand::remove()
{
    if (Status s = m_document->applyRemoveLine(m_forceId, m_line.id); !s) {
        m_document->reportError(s.error().message);
        setObsolete(true);
    }
}

void InsertRemoveLineCommand::redo()
{
    if (childCount() > 0)
        return QUndoCommand::redo();
    m_insert ? insert() : remove();
}

void InsertRemoveLineCommand::undo()
{
    if (childCount() > 0)
        return QUndoCommand::undo();
    m_insert ? remove() : insert();
}

ChangeLineCommand::ChangeLineCommand(CampaignDocument *document, qint64 forceId, const RosterLine &before,
                                     const RosterLine &after, const QString &text, int mergeKey,
                                     QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_forceId(forceId), m_before(before), m_after(after),
      m_mergeKey(mergeKey)
{
}

void ChangeLineCommand::redo()
{
    if (Status s = m_document->applyChangeLine(m_forceId, m_after); !s) {
        m_document->reportError(s.error().message);
        setObsolete(true);
    }
}

void ChangeLineCommand::undo()
{
    if (Status s = m_document->applyChangeLine(m_forceId, m_before); !s) {
        m_document->reportError(s.error().message);
        setObsolete(true);
    }
}

bool ChangeLineCommand::mergeWith(const QUndoCommand *other)
{
    const auto *change = static_cast<const ChangeLineCommand *>(other);
    // A change whose write failed (obsolete) did not happen and must not be merged in.
    if (change->isObsolete() || change->m_forceId != m_forceId || change->m_after.id != m_after.id)
        return false;
    m_after = change->m_after;
    return true;
}

ChangeLinesCommand::ChangeLinesCommand(CampaignDocument *document, qint64 forceId, const QList<RosterLine> &before,
                                       const QList<RosterLine> &after, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_forceId(forceId), m_before(before), m_after(after)
{
}

void ChangeLinesCommand::redo()
{
    if (Status s = m_document->applyChangeLines(m_forceId, m_after); !s) {
        m_document->reportError(s.error().message);
        setObsolete(true);
    }
}

void ChangeLinesCommand::undo()
{
    if (Status s = m_document->applyChangeLines(m_forceId, m_before); !s) {
        m_document->reportError(s.error().message);
        setObsolete(true);
    }
}

} // namespace muster
