#pragma once

#include "campaign/Campaign.h"
#include "campaign/CampaignChange.h"
#include "common/Result.h"

namespace muster {

// Told of each change to a campaign in memory, just before and just after it (the document turns these into
// the signals its item models follow). Rows are those of the force's list of lines at that moment.
class CampaignObserver
{
public:
    virtual ~CampaignObserver() = default;
    virtual void forceAboutToBeInserted(int /*index*/) {}
    virtual void forceInserted(int /*index*/) {}
    virtual void forceAboutToBeRemoved(int /*index*/) {}
    virtual void forceRemoved(int /*index*/) {}
    virtual void forceChanged(qint64 /*forceId*/) {}
    virtual void staffChanged(qint64 /*forceId*/) {}
    virtual void linesAboutToBeInserted(qint64 /*forceId*/, int /*first*/, int /*last*/) {}
    virtual void linesInserted(qint64 /*forceId*/, int /*first*/, int /*last*/) {}
    virtual void linesAboutToBeRemoved(qint64 /*forceId*/, int /*first*/, int /*last*/) {}
    virtual void linesRemoved(qint64 /*forceId*/, int /*first*/, int /*last*/) {}
    virtual void linesChanged(qint64 /*forceId*/, const QList<int> & /*rows*/) {}
    // Lines inserted or removed at many places at once (thousands of scattered rows): the force's list of
    // lines is to be read again as a whole.
    virtual void linesAboutToBeReset(qint64 /*forceId*/) {}
    virtual void linesReset(qint64 /*forceId*/) {}
    virtual void battleAboutToBeInserted(int /*index*/) {}
    virtual void battleInserted(int /*index*/) {}
    virtual void battleAboutToBeRemoved(int /*index*/) {}
    virtual void battleRemoved(int /*index*/) {}
    virtual void battleChanged(int /*index*/) {}
    virtual void fortressAboutToBeInserted(int /*index*/) {}
    virtual void fortressInserted(int /*index*/) {}
    virtual void fortressAboutToBeRemoved(int /*index*/) {}
    virtual void fortressRemoved(int /*index*/) {}
    virtual void fortressChanged(int /*index*/) {}
    virtual void catalogChanged() {}
    virtual void economyChanged() {}
};

// Applies one edit to the campaign in memory. An edit that does not fit the campaign (a line or treasury that
// is not there, an id already in use) is refused with an error before anything changes. Removing a force or a
// line also drops what the file drops with it (its levy terms, a force's orders and economic situation).
Status applyEdit(Campaign &campaign, const Edit &e, CampaignObserver *observer = nullptr);

// Applies every edit in order; stops at the first that does not fit (the campaign then holds the edits before
// it: apply to a copy where that matters).
Status applyChange(Campaign &campaign, const CampaignChange &change, CampaignObserver *observer = nullptr);

} // namespace muster
