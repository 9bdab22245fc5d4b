#pragma once

#include "campaign/Campaign.h"
#include "common/Result.h"

#include <QJsonObject>

namespace muster {

class EconomyRepository;

// The economy of a campaign described in JSON (the demo campaign): today's date, the campaigning season,
// the treasuries with their war chests and revenue, and each force's treasury, location and logistics.
struct CampaignEconomyDescription
{
    CampaignDate today;
    QList<int> campaigningSeason;
    QList<Treasury> treasuries;
    QList<std::pair<int, ForceEconomy>> forces; // force index -> economy, with treasuryId an index + 1
};

Result<CampaignEconomyDescription> economyFromJson(const QJsonObject &root);

// Writes the description into a new campaign file whose forces (in `forceIds` order) are already there.
Status writeEconomy(EconomyRepository &repository, CampaignEconomyDescription description,
                    const QList<qint64> &forceIds);

} // namespace muster
