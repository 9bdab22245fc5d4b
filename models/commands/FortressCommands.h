#pragma once

#include "campaign/Fortress.h"

#include <QUndoCommand>

#include <optional>

namespace muster {

class CampaignDocument;

// Adds (no `before`), changes, or removes (no `after`) one of the campaign's fortresses. An added
// fortress keeps the id its first redo gave it, and a removed one comes back under its id at its place.
class FortressCommand : public QUndoCommand
{
public:
    FortressCommand(CampaignDocument *document, std::optional<Fortress> before, std::optional<Fortress> after,
                    int index);
    void redo() override;
    void undo() override;

private:
    void move(std::optional<Fortress> &from, std::optional<Fortress> &to);
    CampaignDocument *m_document;
    std::optional<Fortress> m_before;
    std::optional<Fortress> m_after;
    int m_index;
};

} // namespace muster
