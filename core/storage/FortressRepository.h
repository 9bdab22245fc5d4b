#pragma once

#include "campaign/Fortress.h"
#include "common/Result.h"

#include <QList>
#include <QSqlDatabase>

namespace muster {

// The fortresses table of a campaign file (schema version 7): the campaign's fortresses as the GM rated
// them ("Sieges"). Each write is one committed transaction (nesting in an outer one, see
// TransactionGuard). CampaignRepository::load() calls load().
class FortressRepository
{
public:
    explicit FortressRepository(QSqlDatabase database) : m_database(std::move(database)) {}

    // Every fortress, ordered by id (the order they were added in).
    Result<QList<Fortress>> load() const;
    // Sets fortress.id; a non-zero id is kept, so that an undone deletion comes back under the same id.
    Status insert(Fortress &fortress);
    // Every column but the id; an error if the fortress is not in the file.
    Status update(const Fortress &fortress);
    Status remove(qint64 fortressId);

private:
    QSqlDatabase m_database;
};

} // namespace muster
