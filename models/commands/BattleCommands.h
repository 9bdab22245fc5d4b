#pragma once

#include "campaign/StoredBattle.h"

#include <QUndoCommand>

namespace muster {

class CampaignDocument;

// Takes a saved battle out of the campaign (redo) and puts it back under the same id (undo).
class RemoveBattleCommand : public QUndoCommand
{
public:
    RemoveBattleCommand(CampaignDocument *document, const StoredBattle &battle, int index);
    void redo() override;
    void undo() override;

private:
    CampaignDocument *m_document;
    StoredBattle m_battle;
    int m_index;
};

// A battle's status ("casualties-applied" once its losses are on the rosters), undone with them.
class BattleStatusCommand : public QUndoCommand
{
public:
    BattleStatusCommand(CampaignDocument *document, qint64 battleId, const QString &before, const QString &after,
                        QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    CampaignDocument *m_document;
    qint64 m_battleId;
    QString m_before;
    QString m_after;
};

} // namespace muster
