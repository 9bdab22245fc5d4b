// Helpers shared by the test classes of tst_travel: roster lines as travel sees them, written out the way
// the element tables print them (count, WT, T, mobility), and the metatypes of the data columns.

#pragma once

#include "../../core/CoreTestSupport.h"
#include "dice/Dice.h"
#include "force/TransportAssignment.h"
#include "operations/TravelConditions.h"
#include "operations/TravelElement.h"
#include "operations/TravelRoute.h"

#include <QtTest>

#include <initializer_list>
#include <optional>

Q_DECLARE_METATYPE(muster::Mobility)
Q_DECLARE_METATYPE(muster::RouteKind)
Q_DECLARE_METATYPE(muster::dice::RollOutcome)
Q_DECLARE_METATYPE(std::optional<double>)
Q_DECLARE_METATYPE(std::optional<muster::Mobility>)
Q_DECLARE_METATYPE(muster::TravelConditions)

namespace traveltest {

// No WT: the tables' "-".
inline constexpr std::optional<double> noWt = std::nullopt;

// `count` elements of line `id`: WT and T of one element, and its mobility ({} is "0").
inline muster::TravelElement element(qint64 id, const QString &name, qint64 count,
                                     std::initializer_list<muster::Mobility> mobility,
                                     std::optional<double> wt = 1.0, double transport = 0, int tl = 3)
{
    muster::TravelElement e;
    e.line.lineId = id;
    e.line.name = name;
    e.line.count = count;
    e.line.mobility = mobility;
    e.line.wt = wt;
    e.line.transport = transport;
    e.tl = tl;
    return e;
}

inline muster::TravelElement infantry(qint64 id, qint64 count, int tl = 3)
{
    return element(id, QStringLiteral("Infantry"), count, {muster::Mobility::Foot}, 1.0, 0, tl);
}

inline muster::TravelElement mounts(qint64 id, qint64 count)
{
    muster::TravelElement e = element(id, QStringLiteral("Mounts"), count, {muster::Mobility::Mtd}, 1.0, 1);
    e.line.mounts = true;
    return e;
}

// The "Heavy Truck" row of the TL6-12 land table: Motor, WT 4, T3.
inline muster::TravelElement trucks(qint64 id, qint64 count, int tl = 6)
{
    return element(id, QStringLiteral("Trucks"), count, {muster::Mobility::Motor}, 4.0, 3, tl);
}

inline QList<muster::TransportLine> linesOf(const QList<muster::TravelElement> &elements)
{
    return muster::transportLines(elements);
}

} // namespace traveltest
