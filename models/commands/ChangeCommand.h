#pragma once

#include "campaign/CampaignChange.h"

#include <QUndoCommand>

namespace muster {

class CampaignDocument;

// One user action on the undo stack: the change core computed (with the ids its first save gave it). The
// document saves the change, or its inverse, before it moves the stack, and tells the command so with
// setSaved(); redo() and undo() then only change memory.
class ChangeCommand : public QUndoCommand
{
public:
    ChangeCommand(CampaignDocument *document, CampaignChange change, int mergeKey);
    void redo() override;
    void undo() override;
    int id() const override { return m_mergeKey; }
    bool mergeWith(const QUndoCommand *other) override;

    const CampaignChange &change() const { return m_change; }
    void setSaved() { m_saved = true; }

private:
    CampaignDocument *m_document;
    CampaignChange m_change;
    int m_mergeKey;
    bool m_saved = false;
};

} // namespace muster
