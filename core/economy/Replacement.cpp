#include "Replacement.h"

#include "catalog/RaiseTime.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace muster {

// lupdate reads the context from this declaration; calls name it as ReplacementText::tr.
struct ReplacementText
{
    Q_DECLARE_TR_FUNCTIONS(Replacement)
};

namespace {

constexpr qint64 millionths = 1'000'000;

// The cost and days, and the multiplier paid for speed when it is not the normal rate.
void explainSpeed(Breakdown &b, RaiseSpeed speed, Money cost, int days)
{
    if (speed == RaiseSpeed::Normal)
        b.add(ReplacementText::tr("%1 in %2 days").arg(cost.toShortString()).arg(days));
    else
        b.add(ReplacementText::tr("x%1 cost to raise faster: %2 in %3 days")
                  .arg(raiseCostMultiplier(speed))
                  .arg(cost.toShortString())
                  .arg(days));
}

} // namespace

RaiseOrder replacementOrder(Money raise, int count, double fraction, RaiseSpeed speed)
{
    // Millionths keep 10% exactly 10% (0.1 x 30 days in double is 3.0000000000000004, which would round up
    // to 4).
    const qint64 parts = std::clamp<qint64>(std::llround(fraction * double(millionths)), 0, millionths);
    RaiseOrder order;
    order.cost = (raise * count * raiseCostMultiplier(speed)).scaled(parts, millionths);
    const qint64 fullDays = raiseDays(raiseTimeFor(raise), speed);
    order.days = int((fullDays * parts + millionths - 1) / millionths); // rounded up: any part is a day
    order.breakdown.add(ReplacementText::tr("Replacing %1% of %2 x Raise %3: %1% of the cost and of %4 days")
                            .arg(formatNumber(double(parts) / 10'000.0))
                            .arg(count)
                            .arg(raise.toShortString())
                            .arg(fullDays));
    explainSpeed(order.breakdown, speed, order.cost, order.days);
    return order;
}

RaiseOrder improvementOrder(Money oldRaise, Money newRaise, int count, RaiseSpeed speed)
{
    RaiseOrder order;
    const Money difference = std::max(Money(), newRaise - oldRaise);
    order.breakdown.add(ReplacementText::tr("Improvement: Raise %1 -> %2, %3 x %4")
                            .arg(oldRaise.toShortString(), newRaise.toShortString())
                            .arg(count)
                            .arg(difference.toShortString()));
    if (difference == Money()) {
        order.breakdown.add(ReplacementText::tr("Nothing to pay and no retraining time"));
        return order;
    }
    order.cost = difference * count * raiseCostMultiplier(speed);
    order.days = raiseDays(raiseTimeFor(difference), speed);
    explainSpeed(order.breakdown, speed, order.cost, order.days);
    return order;
}

RaisingOrder lineOrder(const Calendar &calendar, qint64 forceId, OrderKind kind, const RosterLine &line,
                       const RaiseOrder &priced, RaiseSpeed speed, const CampaignDate &ordered)
{
    RaisingOrder order;
    order.forceId = forceId;
    order.kind = kind;
    order.lineId = line.id;
    order.casualtiesReplaced = kind == OrderKind::Replacement ? line.casualties : 0.0;
    order.record = line.record;
    order.count = line.count;
    order.speed = speed;
    order.cost = priced.cost;
    order.ordered = ordered;
    order.ready = calendar.addDays(ordered, priced.days);
    return order;
}

DisbandingRebate disbandingRebate(Money raise, int count, const Disbanding &how)
{
    DisbandingRebate result;
    Breakdown &b = result.breakdown;
    if (!how.friendlyTerritory) {
        b.add(ReplacementText::tr("Disbanded on campaign in enemy or disputed territory: no rebate"));
        return result;
    }
    if (how.monthsDemobilizing < 2) {
        b.add(ReplacementText::tr("Only %n month(s) demobilizing (two needed): no rebate", nullptr,
                                  how.monthsDemobilizing));
        return result;
    }
    if (!how.areaCanAbsorb) {
        b.add(ReplacementText::tr("The area cannot buy or repurpose the equipment and personnel: no rebate"));
        return result;
    }
    result.rebate = (raise * count).scaled(1, 5);
    b.add(ReplacementText::tr("Disbanded in friendly territory after %1 months: 20% of %2 x Raise %3 = %4")
              .arg(how.monthsDemobilizing)
              .arg(count)
              .arg(raise.toShortString(), result.rebate.toShortString()));
    return result;
}

} // namespace muster
