#pragma once

#include "catalog/ElementCatalog.h"
#include "common/Result.h"
#include "economy/Administration.h"
#include "economy/ForceEconomy.h"
#include "economy/LevyTerm.h"
#include "economy/MonthEnd.h"
#include "force/Force.h"

namespace muster {

// The month of the campaign being closed, as the month-end of each force needs it.
struct ClosingMonth
{
    CampaignDate date; // any day of the month
    bool campaigningSeason = false;
    const LevyTerms *levies = nullptr; // each Levy line's service so far; none: every levy is new this month
};

// The month-end input of a campaign force in its economic situation (treasury aside): its lines (Levy
// lines on the terms their service so far allows), its logistic force and supply line, where it spends
// the month, and last month's readiness. An invalid roster line is an error naming it.
Result<MonthEndInput> monthEndInputFor(const ElementCatalog &catalog, const Force &force, const ForceEconomy &economy,
                                       const AdministrationResult &administration, Readiness readiness,
                                       const ClosingMonth &month);

} // namespace muster
