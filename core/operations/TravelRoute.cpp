#include "TravelRoute.h"

#include "common/NameLookup.h"

#include <QCoreApplication>

namespace muster {

bool isLandRoute(RouteKind route)
{
    return route == RouteKind::GoodRoad || route == RouteKind::DirtRoad || route == RouteKind::OffRoad;
}

bool isRoad(RouteKind route)
{
    return route == RouteKind::GoodRoad || route == RouteKind::DirtRoad;
}

QString routeKindCode(RouteKind route)
{
    switch (route) {
    case RouteKind::GoodRoad:
        return QStringLiteral("good-road");
    case RouteKind::DirtRoad:
        return QStringLiteral("dirt-road");
    case RouteKind::OffRoad:
        return QStringLiteral("off-road");
    case RouteKind::OpenWater:
        return QStringLiteral("open-water");
    case RouteKind::MajorRiver:
        return QStringLiteral("major-river");
    case RouteKind::CoastalWater:
        return QStringLiteral("coastal-water");
    }
    return {};
}

static const char *englishName(RouteKind route)
{
    switch (route) {
    case RouteKind::GoodRoad:
        return QT_TRANSLATE_NOOP("Travel", "good road");
    case RouteKind::DirtRoad:
        return QT_TRANSLATE_NOOP("Travel", "dirt road");
    case RouteKind::OffRoad:
        return QT_TRANSLATE_NOOP("Travel", "off-road");
    case RouteKind::OpenWater:
        return QT_TRANSLATE_NOOP("Travel", "open water");
    case RouteKind::MajorRiver:
        return QT_TRANSLATE_NOOP("Travel", "major river");
    case RouteKind::CoastalWater:
        return QT_TRANSLATE_NOOP("Travel", "coastal water");
    }
    return "";
}

QString routeKindName(RouteKind route)
{
    return QCoreApplication::translate("Travel", englishName(route));
}

std::optional<RouteKind> routeKindFromString(const QString &text)
{
    return findByName(allRouteKinds, text, routeKindCode,
                      [](RouteKind route) { return QString::fromLatin1(englishName(route)); });
}

} // namespace muster
