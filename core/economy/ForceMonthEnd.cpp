#include "ForceMonthEnd.h"

#include "economy/MaintainedLine.h"

namespace muster {

Result<MonthEndInput> monthEndInputFor(const ElementCatalog &catalog, const Force &force, const ForceEconomy &economy,
                                       const AdministrationResult &administration, Readiness readiness,
                                       const ClosingMonth &month)
{
    const Force onTerms = withLevyTerms(force, month.levies ? *month.levies : LevyTerms(), month.date);
    auto lines = maintainedLines(catalog, onTerms, economy.terrain);
    if (!lines)
        return lines.error();
    MonthEndInput input;
    input.lines = *lines;
    input.logistics = economy.logistics;
    input.logisticTl = highestTl(input.lines);
    input.supplyLine = economy.supplyLine;
    input.administration = administration;
    input.readiness = readiness;
    input.reducedLastMonth = economy.reducedLastMonth;
    input.terrain = economy.terrain;
    input.tiedToRoads = economy.tiedToRoads;
    input.campaigningSeason = month.campaigningSeason;
    return input;
}

} // namespace muster
