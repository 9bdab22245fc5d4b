#pragma once

#include "catalog/ElementCatalog.h"
#include "catalog/Feature.h"
#include "catalog/Mobility.h"
#include "common/Money.h"
#include "common/Result.h"
#include "economy/Logistics.h"
#include "force/Force.h"

#include <QList>
#include <QString>

#include <optional>

namespace muster {

// Which rules of "MAINTAINING A FORCE" reach an element: bad terrain only land elements, campaigning
// season land and air elements, and naval elements are supplied from a port.
enum class ElementDomain { Land, Air, Naval };

// An element that can move on land is a land element; one that moves only on water is naval, one that
// only flies is air. An element with no mobility at all goes where the force carries it: land.
ElementDomain elementDomain(const QList<Mobility> &mobility);
ElementDomain logisticDomain(LogisticKind kind);

// A multiplier of the cost to maintain, as an exact fraction so that money stays exact.
struct CostFactor
{
    qint64 numerator = 1;
    qint64 denominator = 1;

    double value() const { return double(numerator) / double(denominator); }
    bool isOne() const { return numerator == denominator; }
    CostFactor operator*(CostFactor other) const
    {
        return {numerator * other.numerator, denominator * other.denominator};
    }
};

// Bad terrain: x2 (Woodlands x1.5) for land elements, less 0.5 with the matching Terrain feature;
// x1 when the force stays on roads, rails or canals that bypass the terrain, or for air and naval elements.
CostFactor badTerrainFactor(std::optional<TerrainType> terrain, bool terrainFeature, bool tiedToRoads,
                            ElementDomain domain);
// Campaigning season: half for TL0-5 land and air elements and logistic forces; naval never.
CostFactor campaigningSeasonFactor(bool campaigningSeason, int tl, ElementDomain domain);

// One roster line as the month-end sees it.
struct MaintainedLine
{
    QString label; // "3 Knights (Heavy Cavalry)"
    int count = 0;
    Money maintain; // per element and month, as the catalog computes it (Mercenary and Levy terms included)
    int tl = 0;
    ElementDomain domain = ElementDomain::Land;
    bool terrainFeature = false; // has the Terrain feature of the terrain the force spends the month in
    double forceTs = 0;          // the line's share of force TS (count, support share, casualties)
    // Paid as hired troops (Mercenary, or a Levy serving on mercenary terms): booked under Hire, not
    // Maintain, so the ledger shows what the war's hired troops cost.
    bool hired = false;
};

// The lines of `force` with the catalog's figures; an invalid line is an error naming it
// ("elements[2]").
Result<QList<MaintainedLine>> maintainedLines(const ElementCatalog &catalog, const Force &force,
                                              std::optional<TerrainType> terrain);

// The TL the logistic force is taken to have when nobody says: the highest TL among the lines (the
// supply tail is as modern as the force it supplies), 0 for an empty force.
int highestTl(const QList<MaintainedLine> &lines);

} // namespace muster
