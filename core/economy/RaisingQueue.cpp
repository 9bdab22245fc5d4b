#include "RaisingQueue.h"

#include "economy/LedgerText.h"

#include "common/NameLookup.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster {

namespace {

struct RaisingText
{
    Q_DECLARE_TR_FUNCTIONS(RaisingQueue)
};

const char *englishName(RaiseSpeed speed)
{
    switch (speed) {
    case RaiseSpeed::Normal:
        return QT_TRANSLATE_NOOP("RaisingQueue", "Normal");
    case RaiseSpeed::Double:
        return QT_TRANSLATE_NOOP("RaisingQueue", "Double");
    case RaiseSpeed::Quadruple:
        return QT_TRANSLATE_NOOP("RaisingQueue", "Quadruple");
    }
    return "";
}

} // namespace

QString raiseSpeedCode(RaiseSpeed speed)
{
    return QString::fromLatin1(englishName(speed)).toLower();
}

QString raiseSpeedName(RaiseSpeed speed)
{
    return QCoreApplication::translate("RaisingQueue", englishName(speed));
}

std::optional<RaiseSpeed> raiseSpeedFromString(const QString &text)
{
    return findByName(allRaiseSpeeds, text, raiseSpeedCode);
}

QString orderKindCode(OrderKind kind)
{
    switch (kind) {
    case OrderKind::Raise:
        return QStringLiteral("raise");
    case OrderKind::Replacement:
        return QStringLiteral("replace");
    case OrderKind::Improvement:
        return QStringLiteral("improve");
    }
    return {};
}

std::optional<OrderKind> orderKindFromCode(const QString &code)
{
    return findByName(allOrderKinds, code, orderKindCode);
}

RosterLine RaisingOrder::appliedTo(const RosterLine &line) const
{
    RosterLine result = line;
    switch (kind) {
    case OrderKind::Raise:
        break;
    case OrderKind::Replacement:
        result.casualties = std::max(0.0, line.casualties - casualtiesReplaced);
        // Floating-point leftovers of a full replacement are not casualties.
        if (result.casualties < 1e-9)
            result.casualties = 0;
        break;
    case OrderKind::Improvement:
        result.record = record;
        break;
    }
    return result;
}

int raiseCostMultiplier(RaiseSpeed speed)
{
    switch (speed) {
    case RaiseSpeed::Normal:
        return 1;
    case RaiseSpeed::Double:
        return 2;
    case RaiseSpeed::Quadruple:
        return 4;
    }
    return 1;
}

int raiseDays(const RaiseTime &time, RaiseSpeed speed)
{
    switch (speed) {
    case RaiseSpeed::Normal:
        return time.normal;
    case RaiseSpeed::Double:
        return time.doubleCost;
    case RaiseSpeed::Quadruple:
        return time.quadrupleCost;
    }
    return time.normal;
}

Result<RaisingOrder> planRaising(const Calendar &calendar, qint64 forceId, const ElementRecord &record,
                                 const ElementStats &stats, int count, RaiseSpeed speed,
                                 const CampaignDate &ordered)
{
    if (count < 1)
        return Error{RaisingText::tr("Raise at least one element."), QStringLiteral("count")};
    if (const Status valid = calendar.validate(ordered); !valid)
        return valid.error();
    RaisingOrder order;
    order.forceId = forceId;
    order.record = record;
    order.count = count;
    order.speed = speed;
    order.cost = stats.raise * count * raiseCostMultiplier(speed);
    order.ordered = ordered;
    // In parallel: the whole line is ready when one element would be.
    order.ready = calendar.addDays(ordered, raiseDays(stats.raiseTime, speed));
    return order;
}

Breakdown raisingBreakdown(const RaisingOrder &order, const ElementStats &stats, const Calendar &calendar)
{
    Breakdown breakdown;
    const Money base = stats.raise * order.count;
    breakdown.add(RaisingText::tr("Raise %1 per element x %2 = %3")
                      .arg(stats.raise.toShortString(), QString::number(order.count), base.toShortString()));
    if (order.speed == RaiseSpeed::Double)
        breakdown.add(RaisingText::tr("x2 to raise in 75% of the time: %1").arg(order.cost.toShortString()));
    else if (order.speed == RaiseSpeed::Quadruple)
        breakdown.add(RaisingText::tr("x4 to raise in half the time: %1").arg(order.cost.toShortString()));
    // Chapter 1, Time to Raise a Force: "Multiple elements can be raised simultaneously".
    breakdown.add(RaisingText::tr("%1 days, as for one element (elements raise in parallel): ready %2")
                      .arg(QString::number(calendar.daysBetween(order.ordered, order.ready)),
                           calendar.format(order.ready)));
    return breakdown;
}

LedgerEntry raisingCostEntry(const RaisingOrder &order, const QString &elementName)
{
    LedgerEntry entry;
    entry.date = order.ordered;
    entry.category = LedgerCategory::Raise;
    entry.amount = Money() - order.cost;
    entry.forceId = order.forceId;
    switch (order.speed) {
    case RaiseSpeed::Normal:
        entry.description = storedLedgerText(LedgerText::Raise, {QString::number(order.count), elementName});
        break;
    case RaiseSpeed::Double:
        entry.description = storedLedgerText(LedgerText::RaiseDouble, {QString::number(order.count), elementName});
        break;
    case RaiseSpeed::Quadruple:
        entry.description =
            storedLedgerText(LedgerText::RaiseQuadruple, {QString::number(order.count), elementName});
        break;
    }
    return entry;
}

const RaisingOrder *RaisingQueue::find(qint64 id) const
{
    const auto it = std::find_if(m_orders.begin(), m_orders.end(),
                                 [id](const RaisingOrder &order) { return order.id == id; });
    return it == m_orders.end() ? nullptr : &*it;
}

RaisingOrder RaisingQueue::add(RaisingOrder order)
{
    if (order.id == 0)
        order.id = m_lastId + 1;
    Q_ASSERT_X(!find(order.id), "RaisingQueue::add", "the id is in use");
    m_lastId = std::max(m_lastId, order.id);
    // In id order, as the file lists them: an order an undo puts back takes its old place, not the last one.
    const auto at = std::lower_bound(m_orders.begin(), m_orders.end(), order.id,
                                     [](const RaisingOrder &o, qint64 id) { return o.id < id; });
    m_orders.insert(at, order);
    return order;
}

std::optional<RaisingOrder> RaisingQueue::remove(qint64 id)
{
    for (qsizetype i = 0; i < m_orders.size(); ++i) {
        if (m_orders.at(i).id == id)
            return m_orders.takeAt(i);
    }
    return std::nullopt;
}

QList<RaisingOrder> RaisingQueue::readyBy(const CampaignDate &date) const
{
    QList<RaisingOrder> ready;
    std::copy_if(m_orders.begin(), m_orders.end(), std::back_inserter(ready),
                 [&date](const RaisingOrder &order) { return order.ready <= date; });
    // Earliest first; orders ready the same day in the order they were placed.
    std::stable_sort(ready.begin(), ready.end(),
                     [](const RaisingOrder &a, const RaisingOrder &b) { return a.ready < b.ready; });
    return ready;
}

const RaisingOrder *RaisingQueue::pendingFor(qint64 lineId, OrderKind kind) const
{
    const auto it = std::find_if(m_orders.begin(), m_orders.end(), [&](const RaisingOrder &order) {
        return order.kind == kind && order.lineId == lineId;
    });
    return it == m_orders.end() ? nullptr : &*it;
}

QList<RaisingOrder> RaisingQueue::forForce(qint64 forceId) const
{
    QList<RaisingOrder> orders;
    std::copy_if(m_orders.begin(), m_orders.end(), std::back_inserter(orders),
                 [forceId](const RaisingOrder &order) { return order.forceId == forceId; });
    return orders;
}

} // namespace muster
