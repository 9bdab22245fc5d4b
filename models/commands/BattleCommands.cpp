#include "BattleCommands.h"

#include "CampaignDocument.h"

namespace muster {

RemoveBattleCommand::RemoveBattleCommand(CampaignDocument *document, const StoredBattle &battle, int index)
    : QUndoCommand(CampaignDocument::tr("Delete battle \"%1\"").arg(battle.name)), m_document(document),
      m_battle(battle), m_index(index)
{
}

void RemoveBattleCommand::redo()
{
    if (Status s = m_document->applyRemoveBattle(m_battle.id); !s) {
        m_document->reportError(s.error().message);
        setObsolete(true);
    }
}

void RemoveBattleCommand::undo()
{
    StoredBattle battle = m_battle;
    if (Status s = m_document->applyInsertBattle(battle, m_index); !s)
        m_document->reportError(s.error().message);
}

BattleStatusCommand::BattleStatusCommand(CampaignDocument *document, qint64 battleId, const QString &before,
                                         const QString &after, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_battleId(battleId), m_before(before), m_after(after)
{
}

void BattleStatusCommand::redo()
{
    if (Status s = m_document->applyBattleStatus(m_battleId, m_after); !s)
        m_document->reportError(s.error().message);
}

void BattleStatusCommand::undo()
{
    if (Status s = m_document->applyBattleStatus(m_battleId, m_before); !s)
        m_document->reportError(s.error().message);
}

} // namespace muster
