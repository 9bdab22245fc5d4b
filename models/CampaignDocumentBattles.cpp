// The battles of a campaign document: saving battle records, deleting them, and applying a battle's
// casualties to the rosters.
#include "CampaignDocument.h"

#include "commands/BattleCommands.h"
#include "commands/EconomyCommands.h"
#include "commands/LineCommands.h"
#include "storage/CampaignRepository.h"

namespace muster {

namespace {

Error unknownBattle()
{
    return Error{CampaignDocument::tr("That battle is no longer in the campaign."), QStringLiteral("battle")};
}

} // namespace

const StoredBattle *CampaignDocument::battle(qint64 battleId) const
{
    const qsizetype index = m_campaign.indexOfBattle(battleId);
    return index < 0 ? nullptr : &m_campaign.battles.at(index);
}

Result<qint64> CampaignDocument::saveBattle(const StoredBattle &battle)
{
    StoredBattle saved = battle;
    saved.updated = QDateTime::currentDateTimeUtc();
    if (saved.id == 0) {
        saved.created = saved.updated;
        const int index = int(m_campaign.battles.size());
        if (Status s = applyInsertBattle(saved, index); !s)
            return s.error();
        return saved.id;
    }
    const qsizetype index = m_campaign.indexOfBattle(saved.id);
    if (index < 0)
        return unknownBattle();
    if (Status s = m_repository->updateBattle(saved); !s)
        return s.error();
    m_campaign.battles[index] = saved;
    emit battleChanged(int(index));
    return saved.id;
}

Status CampaignDocument::removeBattle(qint64 battleId)
{
    const qsizetype index = m_campaign.indexOfBattle(battleId);
    if (index < 0)
        return unknownBattle();
    m_undoStack->push(new RemoveBattleCommand(this, m_campaign.battles.at(index), int(index)));
    return success();
}

Status CampaignDocument::applyBattleCasualties(qint64 battleId, const QList<RosterCasualties> &changes,
                                               const QString &description)
{
    const StoredBattle *stored = battle(battleId);
    if (!stored)
        return unknownBattle();
    auto *macro = new QUndoCommand(description);
    for (const RosterCasualties &change : changes) {
        const Force *f = force(change.forceId);
        if (!f)
            continue;
        for (const RosterLine &line : change.changed) {
            const qsizetype row = f->indexOfLine(line.id);
            if (row >= 0 && f->lines.at(row) != line)
                new ChangeLineCommand(this, change.forceId, f->lines.at(row), line, description, -1, macro);
        }
        // Removed from the bottom up so that the rows stay right.
        QList<int> rows;
        for (qint64 id : change.removed) {
            if (const qsizetype row = f->indexOfLine(id); row >= 0)
                rows << int(row);
        }
        std::sort(rows.begin(), rows.end(), std::greater<int>());
        for (int row : rows)
            new InsertRemoveLineCommand(this, change.forceId, f->lines.at(row), row, false, macro);
    }
    // The logistic force loses its share too: every kind of LS by the same fraction.
    for (const RosterCasualties &change : changes) {
        if (change.logisticCasualties <= 0 || !force(change.forceId))
            continue;
        const ForceEconomy before = forceEconomy(change.forceId);
        ForceEconomy after = before;
        const double keep = std::max(0, 100 - change.logisticCasualties) / 100.0;
        after.logistics = LogisticForce{before.logistics.land * keep, before.logistics.naval * keep, before.logistics.air * keep};
        if (after != before)
            new ForceEconomyCommand(this, change.forceId, before, after, QString(), macro);
    }
    new BattleStatusCommand(this, battleId, stored->status, QStringLiteral("casualties-applied"), macro);
    m_undoStack->push(macro);
    return success();
}

Status CampaignDocument::applyInsertBattle(StoredBattle &battle, int index)
{
    if (Status s = m_repository->insertBattle(battle); !s)
        return s;
    index = std::clamp(index, 0, int(m_campaign.battles.size()));
    emit battleAboutToBeInserted(index);
    m_campaign.battles.insert(index, battle);
    emit battleInserted(index);
    return success();
}

Status CampaignDocument::applyRemoveBattle(qint64 battleId)
{
    const qsizetype index = m_campaign.indexOfBattle(battleId);
    if (index < 0)
        return unknownBattle();
    if (Status s = m_repository->deleteBattle(battleId); !s)
        return s;
    emit battleAboutToBeRemoved(int(index));
    m_campaign.battles.removeAt(index);
    emit battleRemoved(int(index));
    return success();
}

Status CampaignDocument::applyBattleStatus(qint64 battleId, const QString &status)
{
    const qsizetype index = m_campaign.indexOfBattle(battleId);
    if (index < 0)
        return unknownBattle();
    StoredBattle changed = m_campaign.battles.at(index);
    changed.status = status;
    if (Status s = m_repository->updateBattle(changed); !s)
        return s;
    m_campaign.battles[index] = changed;
    emit battleChanged(int(index));
    return success();
}

} // namespace muster
