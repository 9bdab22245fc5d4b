#include "FortressCommands.h"

#include "CampaignDocument.h"

namespace muster {

FortressCommand::FortressCommand(CampaignDocument *document, std::optional<Fortress> before,
                                 std::optional<Fortress> after, int index)
    : m_document(document), m_before(std::move(before)), m_after(std::move(after)), m_index(index)
{
    if (!m_before)
        setText(CampaignDocument::tr("Add fortress %1").arg(m_after->name));
    else if (!m_after)
        setText(CampaignDocument::tr("Remove fortress %1").arg(m_before->name));
    else
        setText(CampaignDocument::tr("Change fortress %1").arg(m_after->name));
}

void FortressCommand::move(std::optional<Fortress> &from, std::optional<Fortress> &to)
{
    Status s = success();
    if (!from) {
        // Sets the member's id: a redo after an undo brings the fortress back under the same one.
        s = m_document->applyInsertFortress(*to, m_index);
    } else if (!to) {
        s = m_document->applyRemoveFortress(from->id);
    } else {
        s = m_document->applyChangeFortress(*to);
    }
    if (!s) {
        m_document->reportError(s.error().message);
        setObsolete(true);
    }
}

void FortressCommand::redo()
{
    move(m_before, m_after);
}

void FortressCommand::undo()
{
    move(m_after, m_before);
}

} // namespace muster
