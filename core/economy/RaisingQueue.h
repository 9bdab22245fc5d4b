#pragma once

#include "catalog/Breakdown.h"
#include "catalog/ElementRecord.h"
#include "catalog/ElementStats.h"
#include "common/Money.h"
#include "common/Result.h"
#include "economy/Calendar.h"
#include "economy/Ledger.h"
#include "force/Force.h"

#include <QList>
#include <QString>

#include <optional>

namespace muster {

// Rule book, Chapter 1 "Time to Raise a Force": at the normal cost, at twice the cost in 75% of the time,
// or at four times the cost in 50% of the time.
enum class RaiseSpeed { Normal, Double, Quadruple };

constexpr RaiseSpeed allRaiseSpeeds[] = {RaiseSpeed::Normal, RaiseSpeed::Double, RaiseSpeed::Quadruple};

// Untranslated codes for files and muster-cli ("normal", "double", "quadruple"); translated names.
QString raiseSpeedCode(RaiseSpeed speed);
QString raiseSpeedName(RaiseSpeed speed);
std::optional<RaiseSpeed> raiseSpeedFromString(const QString &text);
// 1, 2 or 4.
int raiseCostMultiplier(RaiseSpeed speed);
// The days one element takes at this speed (the minimums of RaiseTime.h included).
int raiseDays(const RaiseTime &time, RaiseSpeed speed);

// What an order does when it is ready: new elements join the force as a new roster line; replacements
// bring an existing line back toward full strength; an improvement retrains and reequips a line.
enum class OrderKind { Raise, Replacement, Improvement };
constexpr OrderKind allOrderKinds[] = {OrderKind::Raise, OrderKind::Replacement, OrderKind::Improvement};
QString orderKindCode(OrderKind kind); // "raise", "replace", "improve"
std::optional<OrderKind> orderKindFromCode(const QString &code);

// Elements paid for and being raised, replaced or improved; nothing changes in the roster before the
// ready date.
struct RaisingOrder
{
    qint64 id = 0; // unique within its queue; the queue gives one to an order added with 0
    qint64 forceId = 0;
    OrderKind kind = OrderKind::Raise;
    qint64 lineId = 0;             // Replacement, Improvement: the roster line the order changes
    double casualtiesReplaced = 0; // Replacement: the fraction of the line's TS it brings back
    // Raise: the element of the roster line to create; Improvement: the line's element once improved;
    // Replacement: the line's element, for display.
    ElementRecord record;
    int count = 1;
    RaiseSpeed speed = RaiseSpeed::Normal;
    Money cost; // all of it, booked in the ledger when the order is placed
    CampaignDate ordered;
    CampaignDate ready; // the first day the elements can serve

    // The roster line a Raise order becomes when it is ready (not yet saved: id 0).
    RosterLine rosterLine() const { return RosterLine{0, record, count, 0.0}; }
    // What a Replacement or Improvement order makes of its line when it is ready: casualties taken since
    // the order was placed stay; the replaced fraction comes off what is left.
    RosterLine appliedTo(const RosterLine &line) const;

    bool operator==(const RaisingOrder &) const = default;
};

// Prices an order for `count` elements of `record` (whose figures are `stats`), placed on `ordered`:
// cost = Raise x count x the speed's multiplier; ready = ordered + one element's days at that speed.
// "Multiple elements can be raised simultaneously", so a line of n identical elements takes one
// element's time, not n times as long. Errors: a count below 1 ("count"), a date the calendar does not
// have ("month" or "day").
Result<RaisingOrder> planRaising(const Calendar &calendar, qint64 forceId, const ElementRecord &record,
                                 const ElementStats &stats, int count, RaiseSpeed speed,
                                 const CampaignDate &ordered);

// How the order's cost and ready date came to be, for the GM ("Everything a GM sees is explained").
// `stats` are the figures the order was planned from.
Breakdown raisingBreakdown(const RaisingOrder &order, const ElementStats &stats, const Calendar &calendar);

// The ledger entry that pays for the order ("Raise 5 x Airborne Ninja (twice the cost, 75% of the
// time)"); `elementName` is how the roster shows the element.
LedgerEntry raisingCostEntry(const RaisingOrder &order, const QString &elementName);

// The orders of a campaign (or of one treasury) still being raised; several raise in parallel.
class RaisingQueue
{
public:
    const QList<RaisingOrder> &orders() const { return m_orders; }
    const RaisingOrder *find(qint64 id) const;
    // Returns the order with its id; 0 gets the next free one, a given id must not be in use.
    RaisingOrder add(RaisingOrder order);
    // Takes the order out (cancelled, undone, or made ready); nullopt if there is none with that id.
    std::optional<RaisingOrder> remove(qint64 id);

    // The orders that are ready when time advances to `date` (ready on or before it), earliest first.
    QList<RaisingOrder> readyBy(const CampaignDate &date) const;
    // The orders still being raised for one force, in the order they were placed.
    QList<RaisingOrder> forForce(qint64 forceId) const;
    // The Replacement or Improvement order pending for a roster line, if any (one at a time per line).
    const RaisingOrder *pendingFor(qint64 lineId, OrderKind kind) const;

private:
    QList<RaisingOrder> m_orders;
    qint64 m_lastId = 0;
};

} // namespace muster
