#pragma once

#include "force/Force.h"

#include <QUndoCommand>

namespace muster {

class CampaignDocument;

// Adds a force (redo) and removes it again (undo); with `insert` false, the reverse.
class InsertRemoveForceCommand : public QUndoCommand
{
public:
    InsertRemoveForceCommand(CampaignDocument *document, const Force &force, int index, bool insert,
                             QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    qint64 forceId() const { return m_force.id; }

private:
    void insert();
    void remove();
    CampaignDocument *m_document;
    Force m_force;
    int m_index;
    bool m_insert;
};

// Name and notes of a force.
class ForceHeaderCommand : public QUndoCommand
{
public:
    ForceHeaderCommand(CampaignDocument *document, qint64 forceId, const QString &beforeName,
                       const QString &beforeNotes, const QString &afterName, const QString &afterNotes,
                       const QString &text);
    void redo() override;
    void undo() override;
    int id() const override { return 1000; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    void apply(const QString &name, const QString &notes);
    CampaignDocument *m_document;
    qint64 m_forceId;
    QString m_beforeName, m_beforeNotes, m_afterName, m_afterNotes;
};

// One staff member of a force.
class StaffCommand : public QUndoCommand
{
public:
    StaffCommand(CampaignDocument *document, qint64 forceId, StaffRole role, const StaffMember &before,
                 const StaffMember &after);
    void redo() override;
    void undo() override;
    int id() const override { return 1001; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    void apply(const StaffMember &member);
    CampaignDocument *m_document;
    qint64 m_forceId;
    StaffRole m_role;
    StaffMember m_before;
    StaffMember m_after;
};

} // namespace muster
