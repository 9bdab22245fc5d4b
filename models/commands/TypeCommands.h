#pragma once

#include "catalog/ElementType.h"

#include <QUndoCommand>

#include <optional>

namespace muster {

class CampaignDocument;

// Adds (no `before`), changes, or deletes (no `after`) a custom element type.
class CustomTypeCommand : public QUndoCommand
{
public:
    CustomTypeCommand(CampaignDocument *document, std::optional<ElementType> before,
                      std::optional<ElementType> after);
    void redo() override;
    void undo() override;

private:
    void move(const std::optional<ElementType> &from, const std::optional<ElementType> &to);
    CampaignDocument *m_document;
    std::optional<ElementType> m_before;
    std::optional<ElementType> m_after;
};

// The campaign's doubling cap of a built-in high-tech type (12: no cap).
class BuiltInViabilityCommand : public QUndoCommand
{
public:
    BuiltInViabilityCommand(CampaignDocument *document, const QString &typeId, int before, int after,
                            const QString &text);
    void redo() override;
    void undo() override;

private:
    void apply(int viableThroughTl);
    CampaignDocument *m_document;
    QString m_typeId;
    int m_before;
    int m_after;
};

} // namespace muster
