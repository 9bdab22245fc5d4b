#pragma once

#include "campaign/StoredBattle.h"
#include "common/Result.h"

#include <QList>
#include <QSqlDatabase>

namespace muster {

// The battles table of a campaign file. Each write is one committed transaction; the battle's record is
// stored as it is given and never read by storage. CampaignRepository hands its battle edits on to this.
class BattleRepository
{
public:
    explicit BattleRepository(QSqlDatabase database) : m_database(std::move(database)) {}

    // Every battle, ordered by id.
    Result<QList<StoredBattle>> load() const;
    // Sets battle.id; a non-zero id is kept, so that an undone deletion comes back under the same id.
    Status insert(StoredBattle &battle);
    // An error if the battle is not in the file.
    Status update(const StoredBattle &battle);
    Status remove(qint64 battleId);

private:
    QSqlDatabase m_database;
};

} // namespace muster
