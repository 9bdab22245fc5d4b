#pragma once

#include "battle/d20/D20Rules.h"
#include "common/Result.h"

#include <QJsonObject>
#include <QList>
#include <QRect>
#include <QString>
#include <QStringList>

namespace muster::d20 {

// The conditions the text names ("Combat Units"); a GM may add labels of its own (ruling: tracked as labels).
namespace Condition {
inline const QString winded = QStringLiteral("Winded");
inline const QString debilitated = QStringLiteral("Debilitated");
inline const QString unsettled = QStringLiteral("Unsettled");
inline const QString wavering = QStringLiteral("Wavering");
inline const QString terrorized = QStringLiteral("Terrorized");
inline const QString pursuing = QStringLiteral("Pursuing");
} // namespace Condition

// A tile off the board: a unit in its army's reserve.
inline constexpr Tile reserve{-1, -1};

// "Combat Units": a unit token of d20 strategic combat, its figures GM-entered (ruling).
struct Unit
{
    QString name;
    UnitType type = UnitType::Melee;
    int attack = 0;         // attack modifier
    int defense = 10;
    int damage = 1;
    int maxHealth = 10;
    int health = 10;        // current
    int rangeIncrement = 1; // tiles per range increment
    int morale = 0;         // morale modifier (ruling: default +0)
    QStringList conditions;
    Tile position = reserve;
    int facing = 0;         // 0 north, clockwise in eighths
    friend bool operator==(const Unit &, const Unit &) = default;
};

// "Battlefield Champions": a character who acts before the units, and may join one of them.
struct Champion
{
    QString name;
    QString joined; // the unit it fights with, by name, or empty
    friend bool operator==(const Champion &, const Champion &) = default;
};

// An army: its units, its champions and its reinforcement zones (rectangles of tiles; at least one).
struct Army
{
    QString name;
    qint64 forceId = 0;
    QList<Unit> units;
    QList<Champion> champions;
    QList<QRect> zones;
    friend bool operator==(const Army &, const Army &) = default;
};

// The board: a grid of square tiles of a GM-set size, and the terrain the GM painted on it.
struct TerrainTile
{
    Tile tile;
    QString kind; // "forest", "hill", "river", ... as the GM names it
    friend bool operator==(const TerrainTile &, const TerrainTile &) = default;
};

struct Board
{
    int columns = 24;
    int rows = 16;
    int tileFeet = 100; // how much ground a tile is, as the GM sets it
    QList<TerrainTile> terrain;
    bool contains(Tile tile) const { return tile.x() >= 0 && tile.y() >= 0 && tile.x() < columns && tile.y() < rows; }
    friend bool operator==(const Board &, const Board &) = default;
};

QString unitTypeCode(UnitType type);
QString unitTypeName(UnitType type);

// The battle file's shapes: an army {"name", "force_id", "units": [{"name", "type": "melee" | "ranged" |
// "artillery", "attack", "defense", "damage", "health", "max_health", "range_increment", "morale", "conditions",
// "position": [x, y] (left out: in reserve), "facing"}], "champions": [{"name", "joined"}], "zones": [[x, y, w, h]]}
// and a board {"columns", "rows", "tile_feet", "terrain": [{"x", "y", "kind"}]}. Reading refuses, by field, figures out
// of range, two units of one name, a champion joined to a unit the army does not have, and positions off `board`.
QJsonObject armyToJson(const Army &army);
Result<Army> armyFromJson(const QJsonObject &object, const QString &path, const Board &board);
QJsonObject boardToJson(const Board &board);
Result<Board> boardFromJson(const QJsonObject &object, const QString &path);

} // namespace muster::d20
