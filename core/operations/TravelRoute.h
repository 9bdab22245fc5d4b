#pragma once

#include <QString>

#include <optional>

namespace muster {

// What a leg of a march crosses (rule book, "Travel Speed of Mobile Forces"): the road kinds of the
// land speeds, and three kinds of water. Sea elements use every water; Coastal elements are "limited to
// a day's journey from land", so they use rivers and coastal waters but not the open sea.
enum class RouteKind {
    GoodRoad,
    DirtRoad,
    OffRoad,
    OpenWater,   // open sea, ocean, great lake: Sea only
    MajorRiver,  // major navigable river: Sea and Coast
    CoastalWater // within a day's journey of land: Sea and Coast
};

constexpr RouteKind allRouteKinds[] = {RouteKind::GoodRoad,  RouteKind::DirtRoad,   RouteKind::OffRoad,
                                       RouteKind::OpenWater, RouteKind::MajorRiver, RouteKind::CoastalWater};

bool isLandRoute(RouteKind route);
inline bool isWaterRoute(RouteKind route)
{
    return !isLandRoute(route);
}
bool isRoad(RouteKind route); // good or dirt road

// "good-road", "dirt-road", "off-road", "open-water", "major-river", "coastal-water": as files spell them.
QString routeKindCode(RouteKind route);
QString routeKindName(RouteKind route); // translated: "good road", "open water", ...
// The code, or the English name; case, spaces and hyphens do not matter ("Good Road").
std::optional<RouteKind> routeKindFromString(const QString &text);

} // namespace muster
