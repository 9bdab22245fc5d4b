// Helpers shared by the month-end, logistics and replacement test classes of tst_economy: roster lines as
// the month-end sees them, built from the catalog, and the money notation of CoreTestSupport.h.

#pragma once

#include "../core/CoreTestSupport.h"
#include "economy/MaintainedLine.h"
#include "economy/MonthEnd.h"

#include <QtTest>

Q_DECLARE_METATYPE(muster::ElementDomain)
Q_DECLARE_METATYPE(muster::Readiness)
Q_DECLARE_METATYPE(muster::SupplyLine)
Q_DECLARE_METATYPE(muster::LogisticKind)
Q_DECLARE_METATYPE(muster::LogisticForce)
Q_DECLARE_METATYPE(std::optional<muster::TerrainType>)

namespace economytest {

// A line of `count` elements that cost `maintain` each per month.
inline muster::MaintainedLine maintained(const QString &label, int count, muster::Money maintain, int tl,
                                         muster::ElementDomain domain = muster::ElementDomain::Land,
                                         bool terrainFeature = false, double forceTs = 0)
{
    muster::MaintainedLine line;
    line.label = label;
    line.count = count;
    line.maintain = maintain;
    line.tl = tl;
    line.domain = domain;
    line.terrainFeature = terrainFeature;
    line.forceTs = forceTs;
    return line;
}

// The month-end lines of a force of catalog elements; the test data must be valid.
inline QList<muster::MaintainedLine> linesOf(const muster::Force &force,
                                             std::optional<muster::TerrainType> terrain = std::nullopt)
{
    auto lines = muster::maintainedLines(coretest::catalog(), force, terrain);
    if (!lines)
        qFatal("test data: %s", qPrintable(lines.error().message));
    return *lines;
}

// A month at full readiness with a plain success (no Administration change) and no logistic force.
inline muster::MonthEndInput plainMonth(const QList<muster::MaintainedLine> &lines)
{
    muster::MonthEndInput input;
    input.lines = lines;
    input.logisticTl = muster::highestTl(lines);
    input.administration = muster::administrationFromMargin(0);
    return input;
}

} // namespace economytest
