#pragma once

#include "force/Force.h"

#include <QUndoCommand>

namespace muster {

class CampaignDocument;

// Adds a roster line at a row (redo) or takes it out again (undo); with `insert` false, the reverse.
class InsertRemoveLineCommand : public QUndoCommand
{
public:
    InsertRemoveLineCommand(CampaignDocument *document, qint64 forceId, const RosterLine &line, int row,
                            bool insert, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    qint64 lineId() const { return m_line.id; }

private:
    void insert();
    void remove();
    CampaignDocument *m_document;
    qint64 m_forceId;
    RosterLine m_line;
    int m_row;
    bool m_insert;
};

// Changes a roster line from one state to another; repeated edits of the same field merge.
class ChangeLineCommand : public QUndoCommand
{
public:
    ChangeLineCommand(CampaignDocument *document, qint64 forceId, const RosterLine &before,
                      const RosterLine &after, const QString &text, int mergeKey, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return m_mergeKey; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    CampaignDocument *m_document;
    qint64 m_forceId;
    RosterLine m_before;
    RosterLine m_after;
    int m_mergeKey;
};

// Many lines of one force changed as one write (a month-end's casualties on every line, a march).
class ChangeLinesCommand : public QUndoCommand
{
public:
    ChangeLinesCommand(CampaignDocument *document, qint64 forceId, const QList<RosterLine> &before,
                       const QList<RosterLine> &after, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    CampaignDocument *m_document;
    qint64 m_forceId;
    QList<RosterLine> m_before;
    QList<RosterLine> m_after;
};

} // namespace muster
