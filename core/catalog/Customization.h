#pragma once

#include "catalog/ElementRecord.h"
#include "catalog/ElementStats.h"
#include "catalog/ElementType.h"
#include "common/Result.h"

#include <QStringList>

namespace muster {

// The rules of Optional Features, Quality and the TL notes of the element tables, applied to one
// element record. Pure functions: the same record always gives the same figures.
namespace Customization {

// The TS multiplier for fielding `type` at `tl`, with the reason; an error when the type does not
// exist at that TL.
struct TlFactor
{
    double factor = 1.0;
    QString explanation;
};
Result<TlFactor> tlFactor(const ElementType &type, int tl);

// Refuses choices the text does not allow, saying why (e.g. Hovercraft below TL7).
Status validate(const ElementType &type, const ElementRecord &record);

// Allowed choices the text advises against, to show (not refuse): adding Neutralize Armor, Air,
// Cavalry or Fire (those abilities belong in the element type itself), and Fanatic troops of average or
// inferior quality (fanatics are raised as above-average troops).
QStringList advisories(const ElementRecord &record);

// Validates, then derives TS, costs, classes, mobility and time to raise. Without `explain` the
// breakdowns stay empty, which is what a roster of 100,000 lines wants.
enum class Detail { FiguresOnly, WithBreakdown };
Result<ElementStats> compute(const ElementType &type, const ElementRecord &record,
                             Detail detail = Detail::WithBreakdown);

// The summed percentage modifiers (features and qualities) before the -80% floor.
struct PercentSums
{
    int raise = 0;
    int maintain = 0;
};
PercentSums percentSums(const ElementRecord &record);

constexpr int percentFloor = -80;

} // namespace Customization
} // namespace muster
