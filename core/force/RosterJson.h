#pragma once

#include "catalog/ElementCatalog.h"
#include "catalog/ElementStats.h"
#include "common/Result.h"
#include "force/Force.h"
#include "force/ForceAggregates.h"

#include <QJsonObject>

namespace muster {

// The JSON shape muster-cli and the demo campaign use for one roster line:
// {"type":"Light Infantry","name":"Airborne Ninja","count":5,"tl":4,"equipment":"Fine","troops":"Elite",
//  "features":["Airborne","Neutralize (C3I)","Night"],"hero_multiplier":1,"casualties":15}
// "casualties" is the percentage of each element's TS lost and not yet replaced (0 up to 100, optional).
// Unknown names are errors naming the field and the bad value.
// Every key rosterLineFromJson reads, for callers that refuse unknown ones.
QStringList rosterLineJsonKeys();
Result<RosterLine> rosterLineFromJson(const ElementCatalog &catalog, const QJsonObject &object,
                                      const QString &where);

// The line in that shape (what rosterLineFromJson reads back to the same line), with the record's other
// choices too: "hero_cost_percent", "levy_service", "levy_raise_waived".
QJsonObject rosterLineToJson(const ElementCatalog &catalog, const RosterLine &line);

// {"elements":[...]} -> the lines of a force.
Result<QList<RosterLine>> rosterFromJson(const ElementCatalog &catalog, const QJsonObject &object);

// Output of `muster-cli element`.
QJsonObject elementStatsToJson(const ElementStats &stats, int count);
// Output of `muster-cli roster`.
QJsonObject aggregatesToJson(const ForceAggregates &aggregates);

} // namespace muster
