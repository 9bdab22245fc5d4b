#pragma once

#include "campaign/Campaign.h"
#include "campaign/CampaignChange.h"
#include "common/Result.h"

#include <QCoreApplication>

namespace muster {

// The campaign's fortresses (GURPS Mass Combat, "Sieges"): each edit checked with validateFortress and a
// name no other fortress has; the fields a kind does not use are kept at their defaults, so that what is
// stored is what the Defense Bonus depends on.
class FortressActions
{
    Q_DECLARE_TR_FUNCTIONS(muster::CampaignDocument)

public:
    static Result<CampaignChange> addFortress(const Campaign &campaign,
                                              const Fortress &fortress); // id ignored
    static Result<CampaignChange> changeFortress(const Campaign &campaign, const Fortress &fortress);
    static Result<CampaignChange> removeFortress(const Campaign &campaign, qint64 fortressId);
};

} // namespace muster
