#include "MaintainedLine.h"

#include "force/LineFiguresCache.h"

#include <algorithm>

namespace muster {

ElementDomain elementDomain(const QList<Mobility> &mobility)
{
    const auto any = [&mobility](bool (*test)(Mobility)) {
        return std::any_of(mobility.begin(), mobility.end(), test);
    };
    if (mobility.isEmpty() || any(isLandMobility))
        return ElementDomain::Land;
    if (any(isWaterMobility))
        return ElementDomain::Naval;
    return ElementDomain::Air;
}

ElementDomain logisticDomain(LogisticKind kind)
{
    switch (kind) {
    case LogisticKind::Land:
        return ElementDomain::Land;
    case LogisticKind::Naval:
        return ElementDomain::Naval;
    case LogisticKind::Air:
        return ElementDomain::Air;
    }
    return ElementDomain::Land;
}

CostFactor badTerrainFactor(std::optional<TerrainType> terrain, bool terrainFeature, bool tiedToRoads,
                            ElementDomain domain)
{
    if (!terrain || tiedToRoads || domain != ElementDomain::Land)
        return {};
    // In halves: x2 is 4/2, x1.5 is 3/2; the Terrain feature takes off one half.
    const qint64 halves = (*terrain == TerrainType::Woodlands ? 3 : 4) - (terrainFeature ? 1 : 0);
    return {halves, 2};
}

CostFactor campaigningSeasonFactor(bool campaigningSeason, int tl, ElementDomain domain)
{
    if (!campaigningSeason || tl > 5 || domain == ElementDomain::Naval)
        return {};
    return {1, 2};
}

Result<QList<MaintainedLine>> maintainedLines(const ElementCatalog &catalog, const Force &force,
                                              std::optional<TerrainType> terrain)
{
    QList<MaintainedLine> lines;
    lines.reserve(force.lines.size());
    for (qsizetype i = 0; i < force.lines.size(); ++i) {
        const RosterLine &roster = force.lines.at(i);
        const ComputedLine computed = computeLine(catalog, roster);
        if (!computed.stats)
            return Error{QStringLiteral("elements[%1]: %2").arg(i).arg(computed.error),
                         QStringLiteral("elements[%1]").arg(i)};
        const ElementStats &stats = *computed.stats;
        MaintainedLine line;
        line.label = computed.label;
        line.count = computed.count;
        line.maintain = stats.maintain;
        line.tl = roster.record.tl;
        line.domain = elementDomain(stats.mobility);
        line.terrainFeature = terrain && roster.record.hasTerrain(*terrain);
        line.forceTs = stats.forceTs() * computed.count * computed.strength;
        line.hired = roster.record.has(Feature::Mercenary) ||
                     (roster.record.has(Feature::Levy) && roster.record.levyService == LevyService::Extended);
        lines.append(line);
    }
    return lines;
}

int highestTl(const QList<MaintainedLine> &lines)
{
    int tl = 0;
    for (const MaintainedLine &line : lines)
        tl = std::max(tl, line.tl);
    return tl;
}

} // namespace muster
