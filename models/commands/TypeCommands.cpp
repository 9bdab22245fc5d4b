#include "TypeCommands.h"

#include "CampaignDocument.h"

#include <QCoreApplication>

namespace muster {

CustomTypeCommand::CustomTypeCommand(CampaignDocument *document, std::optional<ElementType> before,
                                     std::optional<ElementType> after)
    : m_document(document), m_before(std::move(before)), m_after(std::move(after))
{
    if (!m_before)
        setText(QCoreApplication::translate("Commands", "Add element type %1").arg(m_after->name));
    else if (!m_after)
        setText(QCoreApplication::translate("Commands", "Delete element type %1").arg(m_before->name));
    else
        setText(QCoreApplication::translate("Commands", "Change element type %1").arg(m_after->name));
}

void CustomTypeCommand::move(const std::optional<ElementType> &from, const std::optional<ElementType> &to)
{
    Status s = success();
    if (!from)
        s = m_document->applyAddType(*to);
    else if (!to)
        s = m_document->applyRemoveType(from->id);
    else
        s = m_document->applyChangeType(*to);
    if (!s) {
        m_document->reportError(s.error().message);
        setObsolete(true);
    }
}

void CustomTypeCommand::redo()
{
    move(m_before, m_after);
}

void CustomTypeCommand::undo()
{
    move(m_after, m_before);
}

BuiltInViabilityCommand::BuiltInViabilityCommand(CampaignDocument *document, const QString &typeId,
                                                 int before, int after, const QString &text)
    : QUndoCommand(text), m_document(document), m_typeId(typeId), m_before(before), m_after(after)
{
}

void BuiltInViabilityCommand::apply(int viableThroughTl)
{
    if (Status s = m_document->applyBuiltInViability(m_typeId, viableThroughTl); !s) {
        m_document->reportError(s.error().message);
        setObsolete(true);
    }
}

void BuiltInViabilityCommand::redo()
{
    apply(m_after);
}

void BuiltInViabilityCommand::undo()
{
    apply(m_before);
}

} // namespace muster
