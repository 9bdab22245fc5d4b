#include "ForceCommands.h"

#include "CampaignDocument.h"

#include <QCoreApplication>

namespace muster {

InsertRemoveForceCommand::InsertRemoveForceCommand(CampaignDocument *document, const Force &force, int index,
                                                   bool insert, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_force(force), m_index(index), m_insert(insert)
{
    setText(insert ? QCoreApplication::translate("Commands", "Add force %1").arg(force.name)
                   : QCoreApplication::translate("Commands", "Remove force %1").arg(force.name));
}

void InsertRemoveForceCommand::insert()
{
    if (Status s = m_document->applyInsertForce(m_force, m_index); !s) {
        m_document->reportError(s.error().message);
        setObsolete(true);
    }
}

void InsertRemoveForceCommand::remove()
{
    // Take the current state, so that undoing a removal brings back the force as it was then.
    if (const Force *current = m_document->force(m_force.id))
        m_force = *current;
    if (Status s = m_document->applyRemoveForce(m_force.id); !s) {
        m_document->reportError(s.error().message);
        setObsolete(true);
    }
}

void InsertRemoveForceCommand::redo()
{
    m_insert ? insert() : remove();
}

void InsertRemoveForceCommand::undo()
{
    m_insert ? remove() : insert();
}

ForceHeaderCommand::ForceHeaderCommand(CampaignDocument *document, qint64 forceId, const QString &beforeName,
                                       const QString &beforeNotes, const QString &afterName,
                                       const QString &afterNotes, const QString &text)
    : QUndoCommand(text), m_document(document), m_forceId(forceId), m_beforeName(beforeName),
      m_beforeNotes(beforeNotes), m_afterName(afterName), m_afterNotes(afterNotes)
{
}

void ForceHeaderCommand::apply(const QString &name, const QString &notes)
{
    if (Status s = m_document->applyForceHeader(m_forceId, name, notes); !s) {
        m_document->reportError(s.error().message);
        setObsolete(true);
    }
}

void ForceHeaderCommand::redo()
{
    apply(m_afterName, m_afterNotes);
}

void ForceHeaderCommand::undo()
{
    apply(m_beforeName, m_beforeNotes);
}

bool ForceHeaderCommand::mergeWith(const QUndoCommand *other)
{
    const auto *header = static_cast<const ForceHeaderCommand *>(other);
    // Typing notes merges; a rename stays its own step.
    if (header->isObsolete() || header->m_forceId != m_forceId || header->m_afterName != m_afterName ||
        m_beforeName != m_afterName)
        return false;
    m_afterNotes = header->m_afterNotes;
    return true;
}

StaffCommand::StaffCommand(CampaignDocument *document, qint64 forceId, StaffRole role,
                           const StaffMember &before, const StaffMember &after)
    : m_document(document), m_forceId(forceId), m_role(role), m_before(before), m_after(after)
{
    setText(QCoreApplication::translate("Commands", "Change %1").arg(staffRoleName(role)));
}

void StaffCommand::apply(const StaffMember &member)
{
    if (Status s = m_document->applyStaff(m_forceId, m_role, member); !s) {
        m_document->reportError(s.error().message);
        setObsolete(true);
    }
}

void StaffCommand::redo()
{
    apply(m_after);
}

void StaffCommand::undo()
{
    apply(m_before);
}

// Which of a staff member's fields differ: bit 0 the name, bit 1 + n skill n.
static unsigned changedFields(const StaffMember &before, const StaffMember &after)
{
    unsigned fields = before.name != after.name ? 1u : 0u;
    for (size_t skill = 0; skill < before.skills.size(); ++skill) {
        if (before.skills[skill] != after.skills[skill])
            fields |= 2u << skill;
    }
    return fields;
}

bool StaffCommand::mergeWith(const QUndoCommand *other)
{
    // Stepping one skill up several times is one undo step; a rename and a skill change are two.
    const auto *staff = static_cast<const StaffCommand *>(other);
    if (staff->isObsolete() || staff->m_forceId != m_forceId || staff->m_role != m_role ||
        changedFields(staff->m_before, staff->m_after) != changedFields(m_before, m_after))
        return false;
    m_after = staff->m_after;
    return true;
}

} // namespace muster
