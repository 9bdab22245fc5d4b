// Reading the input of `muster-cli travel`: a roster, the legs of the march and their conditions, who
// rides on whom, who stays behind, and the quartermaster's forced-march rolls. Every error names the field.
#pragma once

#include "catalog/ElementCatalog.h"
#include "common/Result.h"
#include "operations/ForcePosture.h"
#include "operations/TravelMarchOrder.h"

#include <QJsonObject>

#include <optional>

namespace muster::cli {

struct TravelInput
{
    MarchOrder order;                        // distances already in miles, lines named by travelLineId
    DistanceUnit unit = DistanceUnit::Miles; // of the input distances and of the printed figures
    std::optional<quint64> seed;             // none: nothing is rolled by the program
    bool hasStart = false;                   // `start` was given: print the arrival date
};

// `catalog` knows the roster's element types (a campaign's custom ones too).
Result<TravelInput> travelInput(const QJsonObject &object, const ElementCatalog &catalog = ElementCatalog::builtIn());

// Where the field of a planMarch error is in the input ("forcedMarchRolls" -> "admin_rolls"; "transport"
// -> "legs[1].transport" when that leg's own assignment is at fault).
QString travelErrorField(const TravelInput &input, const Error &error);

} // namespace muster::cli
