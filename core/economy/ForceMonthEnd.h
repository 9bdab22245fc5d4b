#pragma once

#include "catalog/ElementCatalog.h"
#include "common/Result.h"
#include "economy/Administration.h"
#include "economy/ForceEconomy.h"
#include "economy/MonthEnd.h"
#include "force/Force.h"

namespace muster {

// The month-end input of a campaign force in its economic situation (treasury aside): its lines, its
// logistic force and supply line, where it spends the month, and last month's readiness. An invalid
// roster line is an error naming it.
Result<MonthEndInput> monthEndInputFor(const ElementCatalog &catalog, const Force &force, const ForceEconomy &economy,
                                       const AdministrationResult &administration, Readiness readiness,
                                       bool campaigningSeason);

} // namespace muster
