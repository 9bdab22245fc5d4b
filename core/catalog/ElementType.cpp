#include "ElementType.h"

#include "common/NameLookup.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster {

QString tlScalingCode(TlScaling scaling)
{
    switch (scaling) {
    case TlScaling::LowTech:
        return QStringLiteral("lowtech");
    case TlScaling::LowTechDoubling:
        return QStringLiteral("lowtech-doubling");
    case TlScaling::HighTech:
        return QStringLiteral("hightech");
    }
    return {};
}

std::optional<TlScaling> tlScalingFromCode(const QString &code)
{
    return findByName(allTlScalings, code, tlScalingCode);
}

QString catalogTableCode(CatalogTable table)
{
    switch (table) {
    case CatalogTable::LandTl0To5:
        return QStringLiteral("land-tl0-5");
    case CatalogTable::NavalTl0To5:
        return QStringLiteral("naval-tl0-5");
    case CatalogTable::Fantastic:
        return QStringLiteral("fantastic");
    case CatalogTable::LandTl6To12:
        return QStringLiteral("land-tl6-12");
    case CatalogTable::NavalTl6To12:
        return QStringLiteral("naval-tl6-12");
    case CatalogTable::AirTl6To12:
        return QStringLiteral("air-tl6-12");
    case CatalogTable::Custom:
        return QStringLiteral("custom");
    }
    return {};
}

QString catalogTableName(CatalogTable table)
{
    switch (table) {
    case CatalogTable::LandTl0To5:
        return QCoreApplication::translate("CatalogTable", "TL0-5 land");
    case CatalogTable::NavalTl0To5:
        return QCoreApplication::translate("CatalogTable", "TL0-5 naval");
    case CatalogTable::Fantastic:
        return QCoreApplication::translate("CatalogTable", "Fantastic");
    case CatalogTable::LandTl6To12:
        return QCoreApplication::translate("CatalogTable", "TL6-12 land");
    case CatalogTable::NavalTl6To12:
        return QCoreApplication::translate("CatalogTable", "TL6-12 naval");
    case CatalogTable::AirTl6To12:
        return QCoreApplication::translate("CatalogTable", "TL6-12 air");
    case CatalogTable::Custom:
        return QCoreApplication::translate("CatalogTable", "Custom");
    }
    return {};
}

std::optional<CatalogTable> catalogTableFromCode(const QString &code)
{
    return findByName(allCatalogTables, code, catalogTableCode);
}

bool ElementType::hasLandMobility() const
{
    return std::any_of(mobility.begin(), mobility.end(), isLandMobility);
}

bool ElementType::hasWaterMobility() const
{
    return std::any_of(mobility.begin(), mobility.end(), isWaterMobility);
}

bool ElementType::hasAirMobility() const
{
    return std::any_of(mobility.begin(), mobility.end(), isAirMobility);
}

} // namespace muster
