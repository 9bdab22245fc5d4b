#pragma once

#include "catalog/ElementStats.h"
#include "common/Money.h"

namespace muster {

// Time to Raise a Force: a week per $10K of Raise (at least 10 days); at twice the cost 75% of that
// (at least 7), at four times the cost 50% (at least 5). The percentages apply to the days before the
// minimum is applied. Replacements and improvements pass the cost of what is replaced or added.
RaiseTime raiseTimeFor(Money raise);

} // namespace muster
