#pragma once

#include "campaign/Campaign.h"
#include "campaign/CampaignChange.h"
#include "common/Result.h"

#include <QSqlDatabase>

namespace muster {

// Writes the edits of changes to the campaign file, inside the transaction its caller holds (CampaignStore
// opens it). It follows the campaign as the edits leave it (a copy it applies each written edit to), so that
// rows and ids are those the edit will meet in memory; an edit that does not fit is refused, and the caller's
// transaction then saves nothing. Items inserted with id 0 get their ids here, written back into the edit.
class ChangeWriter
{
public:
    ChangeWriter(QSqlDatabase database, const Campaign &current)
        : m_database(std::move(database)), m_trial(current)
    {
    }

    Status write(CampaignChange &change);
    // The campaign as the changes written so far leave it.
    const Campaign &campaign() const { return m_trial; }

private:
    Status write(Edit &e);
    Status writeLines(edit::LineInsertion &e);

    QSqlDatabase m_database;
    Campaign m_trial;
};

} // namespace muster
