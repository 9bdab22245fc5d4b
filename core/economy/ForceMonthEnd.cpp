#include "ForceMonthEnd.h"

#include "economy/MaintainedLine.h"

namespace muster {

Result<MonthEndInput> monthEndInputFor(const ElementCatalog &catalog, const Force &force, const ForceEconomy &economy,
                                       const AdministrationResult &administration, Readiness readiness,
                                       bool campaigningSeason)
{
    auto lines = maintainedLines(catalog, force, economy.terrain);
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
    input.campaigningSeason = campaigningSeason;
    return input;
}

} // namespace muster
