#pragma once

#include "common/Result.h"
#include "economy/Calendar.h"
#include "operations/ForcePosture.h"

#include <QString>

namespace muster {

// What the GM decides when creating a campaign (File > New Campaign): the campaign file is written with
// it as its first state, so creating the campaign is one step, with nothing to undo.
struct CampaignStart
{
    static constexpr int defaultUsualTl = 3;
    static constexpr int lowestUsualTl = 0, highestUsualTl = 12; // the rules' TLs

    QString name;
    CampaignDate today; // the start date, in the Gregorian calendar a new campaign has
    int usualTl = defaultUsualTl;
    DistanceUnit distanceUnit = DistanceUnit::Miles;

    // A name, a TL of the rules (0-12) and a date the Gregorian calendar has; the error names the field.
    Status check() const;
    // The usual TL a campaign may have, at its start or later: one of the rules' TLs, 0 to 12.
    static Status checkUsualTl(int tl);
};

} // namespace muster
