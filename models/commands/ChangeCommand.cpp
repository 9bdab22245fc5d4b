#include "ChangeCommand.h"

#include "CampaignDocument.h"

namespace muster {

namespace {

// Merges `next` into `into` when both change the same one thing (a line, a force's header, a staff member):
// the merged edit goes from `into`'s before to `next`'s after.
bool mergeEdit(Edit &into, const Edit &next)
{
    if (into.index() != next.index())
        return false;
    if (auto *lines = std::get_if<edit::LineChange>(&into)) {
        const auto &later = std::get<edit::LineChange>(next);
        if (lines->forceId != later.forceId || lines->after.size() != 1 || later.after.size() != 1 ||
            lines->after.first().id != later.after.first().id)
            return false;
        lines->after = later.after;
        return true;
    }
    if (auto *header = std::get_if<edit::ForceHeader>(&into)) {
        const auto &later = std::get<edit::ForceHeader>(next);
        if (header->forceId != later.forceId)
            return false;
        header->nameAfter = later.nameAfter;
        header->notesAfter = later.notesAfter;
        return true;
    }
    if (auto *staff = std::get_if<edit::Staff>(&into)) {
        const auto &later = std::get<edit::Staff>(next);
        if (staff->forceId != later.forceId || staff->role != later.role)
            return false;
        staff->after = later.after;
        return true;
    }
    return false;
}

} // namespace

ChangeCommand::ChangeCommand(CampaignDocument *document, CampaignChange change, int mergeKey)
    : QUndoCommand(change.description), m_document(document), m_change(std::move(change)),
      m_mergeKey(mergeKey)
{
}

void ChangeCommand::redo()
{
    // Only the document moves the stack (it hands out a const one), and it saves the step first.
    Q_ASSERT(m_saved);
    m_saved = false;
    m_document->applyInMemory(m_change);
}

void ChangeCommand::undo()
{
    Q_ASSERT(m_saved);
    m_saved = false;
    m_document->applyInMemory(m_change.inverse());
}

bool ChangeCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ChangeCommand *>(other);
    if (m_change.edits.size() != 1 || next->m_change.edits.size() != 1)
        return false;
    Edit merged = m_change.edits.first();
    if (!mergeEdit(merged, next->m_change.edits.first()))
        return false;
    m_change.edits.first() = std::move(merged);
    return true;
}

} // namespace muster
