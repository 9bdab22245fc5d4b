// What the campaign actions share: finding what the GM named, and the change of a single edit.
#pragma once

#include "campaign/Campaign.h"
#include "campaign/CampaignChange.h"

namespace muster::actions {

inline const Force *forceIn(const Campaign &campaign, qint64 forceId)
{
    const qsizetype index = campaign.indexOfForce(forceId);
    return index < 0 ? nullptr : &campaign.forces.at(index);
}

inline const Treasury *treasuryIn(const Campaign &campaign, qint64 treasuryId)
{
    const qsizetype index = campaign.indexOfTreasury(treasuryId);
    return index < 0 ? nullptr : &campaign.treasuries.at(index);
}

inline Money netOf(const QList<LedgerEntry> &entries)
{
    Money net;
    for (const LedgerEntry &e : entries)
        net += e.amount;
    return net;
}

inline CampaignChange single(const QString &description, Edit e)
{
    CampaignChange change;
    change.description = description;
    change << std::move(e);
    return change;
}

} // namespace muster::actions
