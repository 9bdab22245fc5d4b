#include "BattleSetup.h"

#include "common/NameLookup.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster::gurps {

namespace {

const char *terrainEnglish(BattleTerrain terrain)
{
    switch (terrain) {
    case BattleTerrain::Arctic:
        return QT_TRANSLATE_NOOP("BattleTerrain", "Arctic");
    case BattleTerrain::BuiltUp:
        return QT_TRANSLATE_NOOP("BattleTerrain", "Built-Up Area");
    case BattleTerrain::Desert:
        return QT_TRANSLATE_NOOP("BattleTerrain", "Desert");
    case BattleTerrain::Hills:
        return QT_TRANSLATE_NOOP("BattleTerrain", "Hills");
    case BattleTerrain::IslandBeach:
        return QT_TRANSLATE_NOOP("BattleTerrain", "Island/Beach");
    case BattleTerrain::Jungle:
        return QT_TRANSLATE_NOOP("BattleTerrain", "Jungle");
    case BattleTerrain::Mountain:
        return QT_TRANSLATE_NOOP("BattleTerrain", "Mountain");
    case BattleTerrain::OpenOcean:
        return QT_TRANSLATE_NOOP("BattleTerrain", "Open Ocean");
    case BattleTerrain::Plains:
        return QT_TRANSLATE_NOOP("BattleTerrain", "Plains");
    case BattleTerrain::Rural:
        return QT_TRANSLATE_NOOP("BattleTerrain", "Rural");
    case BattleTerrain::Swampland:
        return QT_TRANSLATE_NOOP("BattleTerrain", "Swampland");
    case BattleTerrain::Underwater:
        return QT_TRANSLATE_NOOP("BattleTerrain", "Underwater");
    case BattleTerrain::Woodlands:
        return QT_TRANSLATE_NOOP("BattleTerrain", "Woodlands");
    case BattleTerrain::Count:
        break;
    }
    return "";
}

constexpr std::array<BattleTerrain, battleTerrainCount> allTerrains = {
    BattleTerrain::Arctic,   BattleTerrain::BuiltUp,   BattleTerrain::Desert,    BattleTerrain::Hills,
    BattleTerrain::IslandBeach, BattleTerrain::Jungle, BattleTerrain::Mountain,  BattleTerrain::OpenOcean,
    BattleTerrain::Plains,   BattleTerrain::Rural,     BattleTerrain::Swampland, BattleTerrain::Underwater,
    BattleTerrain::Woodlands};

} // namespace

QString battleTerrainCode(BattleTerrain terrain)
{
    switch (terrain) {
    case BattleTerrain::BuiltUp:
        return QStringLiteral("built-up");
    case BattleTerrain::IslandBeach:
        return QStringLiteral("island-beach");
    case BattleTerrain::OpenOcean:
        return QStringLiteral("open-ocean");
    default:
        return QString::fromLatin1(terrainEnglish(terrain)).toLower();
    }
}

QString battleTerrainName(BattleTerrain terrain)
{
    return QCoreApplication::translate("BattleTerrain", terrainEnglish(terrain));
}

std::optional<BattleTerrain> battleTerrainFromCode(const QString &code)
{
    return findByName(allTerrains, code, battleTerrainCode,
                      [](BattleTerrain t) { return QString::fromLatin1(terrainEnglish(t)); });
}

std::optional<TerrainType> terrainFeatureFor(BattleTerrain terrain)
{
    switch (terrain) {
    case BattleTerrain::Arctic:
        return TerrainType::Arctic;
    case BattleTerrain::Desert:
        return TerrainType::Desert;
    case BattleTerrain::Jungle:
        return TerrainType::Jungle;
    case BattleTerrain::Mountain:
        return TerrainType::Mountain;
    case BattleTerrain::Swampland:
        return TerrainType::Swampland;
    case BattleTerrain::Woodlands:
        return TerrainType::Woodlands;
    default:
        return std::nullopt;
    }
}

bool isBadTerrainForCavalry(BattleTerrain terrain)
{
    return terrain == BattleTerrain::Arctic || terrain == BattleTerrain::Jungle ||
           terrain == BattleTerrain::Mountain || terrain == BattleTerrain::Swampland;
}

bool BattleElement::hasAirOrWaterMobility() const
{
    return std::any_of(mobility.cbegin(), mobility.cend(),
                       [](Mobility m) { return isAirMobility(m) || isWaterMobility(m); });
}

bool EstimatedForce::hasClassTotals() const
{
    return std::any_of(classTs.cbegin(), classTs.cend(), [](double ts) { return ts > 0; });
}

qint64 SideSetup::elementCount() const
{
    if (estimated)
        return estimate.elements;
    qint64 n = 0;
    for (const BattleElement &e : elements)
        n += e.count;
    return n;
}

double SideSetup::startingTs() const
{
    if (estimated)
        return estimate.ts;
    double ts = 0;
    for (const BattleElement &e : elements)
        ts += e.forceTs() * e.count;
    return ts;
}

Money SideSetup::raiseCost() const
{
    if (estimated)
        return estimate.raise;
    Money total;
    for (const BattleElement &e : elements)
        total += e.raise * e.count;
    return total;
}

bool BattleStart::startsConfused(int side) const
{
    if (doubleConfusion)
        return true;
    if (advantageSide == side)
        return false;
    return advantage == Advantage::Ambush || (advantage == Advantage::Surprise && kind == BattleKind::Encounter);
}

} // namespace muster::gurps
