#include "RaiseTime.h"

#include <algorithm>

namespace muster {

static qint64 ceilDiv(qint64 numerator, qint64 denominator)
{
    return numerator <= 0 ? 0 : (numerator + denominator - 1) / denominator;
}

RaiseTime raiseTimeFor(Money raise)
{
    // days = ceil(raise / $10,000 x 7), in exact cents: $10,000 = 1,000,000 cents.
    const qint64 days = ceilDiv(raise.cents() * 7, 1'000'000);
    RaiseTime time;
    time.normal = int(std::max<qint64>(10, days));
    time.doubleCost = int(std::max<qint64>(7, ceilDiv(days * 3, 4)));
    time.quadrupleCost = int(std::max<qint64>(5, ceilDiv(days, 2)));
    return time;
}

} // namespace muster
