#include "Army.h"

#include "common/JsonReader.h"
#include "common/NameLookup.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace muster::d20 {

namespace {

struct D20Text
{
    Q_DECLARE_TR_FUNCTIONS(D20)
};

constexpr UnitType allUnitTypes[] = {UnitType::Melee, UnitType::Ranged, UnitType::Artillery};

QJsonObject unitToJson(const Unit &u)
{
    QJsonObject object{{QStringLiteral("name"), u.name},
                       {QStringLiteral("type"), unitTypeCode(u.type)},
                       {QStringLiteral("attack"), u.attack},
                       {QStringLiteral("defense"), u.defense},
                       {QStringLiteral("damage"), u.damage},
                       {QStringLiteral("health"), u.health},
                       {QStringLiteral("max_health"), u.maxHealth},
                       {QStringLiteral("range_increment"), u.rangeIncrement},
                       {QStringLiteral("morale"), u.morale},
                       {QStringLiteral("conditions"), QJsonArray::fromStringList(u.conditions)},
                       {QStringLiteral("facing"), facingCode(u.facing)}};
    if (u.position != reserve)
        object.insert(QStringLiteral("position"), QJsonArray{u.position.x(), u.position.y()});
    return object;
}

std::optional<QPoint> pointFrom(const QJsonValue &value)
{
    const QJsonArray xy = value.toArray();
    if (xy.size() != 2 || !xy.at(0).isDouble() || !xy.at(1).isDouble())
        return std::nullopt;
    return QPoint(xy.at(0).toInt(), xy.at(1).toInt());
}

Result<Unit> unitFromJson(const QJsonObject &object, const QString &path, const Board &board)
{
    JsonReader in(object, path);
    Unit u;
    u.name = in.string(QStringLiteral("name"));
    if (in.ok() && u.name.trimmed().isEmpty())
        in.fail(QStringLiteral("name"), D20Text::tr("a unit needs a name"));
    const QString type = in.string(QStringLiteral("type"), QStringLiteral("melee"));
    bool known = false;
    for (const UnitType t : allUnitTypes)
        if (unitTypeCode(t) == type) {
            u.type = t;
            known = true;
        }
    if (in.ok() && !known)
        in.fail(QStringLiteral("type"), D20Text::tr("must be melee, ranged or artillery"));
    u.attack = in.integer(QStringLiteral("attack"), 0, -20, 40);
    u.defense = in.integer(QStringLiteral("defense"), 10, 0, 60);
    u.damage = in.integer(QStringLiteral("damage"), 1, 0, 1000);
    u.maxHealth = in.integer(QStringLiteral("max_health"), 10, 1, 10000);
    u.health = in.integer(QStringLiteral("health"), u.maxHealth, -10000, u.maxHealth);
    u.rangeIncrement = in.integer(QStringLiteral("range_increment"), 1, 1, 100);
    u.morale = in.integer(QStringLiteral("morale"), 0, -20, 40);
    for (const QJsonValue &condition : in.array(QStringLiteral("conditions")))
        if (!condition.toString().trimmed().isEmpty())
            u.conditions << condition.toString().trimmed();
    if (in.ok() && in.has(QStringLiteral("facing"))) {
        const QJsonValue facing = object.value(QStringLiteral("facing"));
        const auto read = facingFromCode(facing.isDouble() ? QString::number(facing.toDouble()) : facing.toString());
        if (read)
            u.facing = *read;
        else
            in.fail(QStringLiteral("facing"), D20Text::tr("a facing is 0 to 7 or n, ne, e, se, s, sw, w, nw"));
    }
    if (in.ok() && in.has(QStringLiteral("position"))) {
        const auto position = pointFrom(object.value(QStringLiteral("position")));
        if (!position)
            in.fail(QStringLiteral("position"), D20Text::tr("must be [column, row]"));
        else if (!board.contains(*position))
            in.fail(QStringLiteral("position"), D20Text::tr("column %1, row %2 is off the board of %3 by %4 tiles")
                                                    .arg(position->x())
                                                    .arg(position->y())
                                                    .arg(board.columns)
                                                    .arg(board.rows));
        else
            u.position = *position;
    }
    if (!in.ok())
        return in.error();
    return u;
}

} // namespace

QString unitTypeCode(UnitType type)
{
    switch (type) {
    case UnitType::Melee: return QStringLiteral("melee");
    case UnitType::Ranged: return QStringLiteral("ranged");
    case UnitType::Artillery: return QStringLiteral("artillery");
    }
    return {};
}

QString unitTypeName(UnitType type)
{
    switch (type) {
    case UnitType::Melee: return D20Text::tr("Melee");
    case UnitType::Ranged: return D20Text::tr("Ranged");
    case UnitType::Artillery: return D20Text::tr("Artillery");
    }
    return {};
}

QJsonObject armyToJson(const Army &army)
{
    QJsonArray units, champions, zones;
    for (const Unit &u : army.units)
        units.append(unitToJson(u));
    for (const Champion &c : army.champions) {
        QJsonObject champion{{QStringLiteral("name"), c.name}};
        if (!c.joined.isEmpty())
            champion.insert(QStringLiteral("joined"), c.joined);
        champions.append(champion);
    }
    for (const QRect &zone : army.zones)
        zones.append(QJsonArray{zone.x(), zone.y(), zone.width(), zone.height()});
    QJsonObject object{{QStringLiteral("name"), army.name},
                       {QStringLiteral("units"), units},
                       {QStringLiteral("champions"), champions},
                       {QStringLiteral("zones"), zones}};
    if (army.forceId > 0)
        object.insert(QStringLiteral("force_id"), army.forceId);
    return object;
}

Result<Army> armyFromJson(const QJsonObject &object, const QString &path, const Board &board)
{
    JsonReader in(object, path);
    Army army;
    army.name = in.string(QStringLiteral("name"));
    if (in.ok() && army.name.trimmed().isEmpty())
        in.fail(QStringLiteral("name"), D20Text::tr("an army needs a name"));
    army.forceId = qint64(in.number(QStringLiteral("force_id"), 0, 0, 1e15));
    const QJsonArray units = in.array(QStringLiteral("units"));
    const QJsonArray champions = in.array(QStringLiteral("champions"));
    const QJsonArray zones = in.array(QStringLiteral("zones"));
    if (!in.ok())
        return in.error();
    if (units.isEmpty())
        return Error{D20Text::tr("an army needs at least one unit"), in.path(QStringLiteral("units"))};
    for (int i = 0; i < units.size(); ++i) {
        auto unit = unitFromJson(units.at(i).toObject(), in.path(QStringLiteral("units[%1]").arg(i)), board);
        if (!unit)
            return unit.error();
        if (indexOfName(army.units, unit->name) >= 0)
            return Error{D20Text::tr("two units are named \"%1\": each unit of an army needs its own name").arg(unit->name),
                         in.path(QStringLiteral("units[%1].name").arg(i))};
        army.units << *unit;
    }
    for (int i = 0; i < champions.size(); ++i) {
        JsonReader c(champions.at(i).toObject(), in.path(QStringLiteral("champions[%1]").arg(i)));
        Champion champion{c.string(QStringLiteral("name")), c.string(QStringLiteral("joined"))};
        if (c.ok() && champion.name.trimmed().isEmpty())
            c.fail(QStringLiteral("name"), D20Text::tr("a champion needs a name"));
        const bool joinedKnown = champion.joined.isEmpty() || indexOfName(army.units, champion.joined) >= 0;
        if (c.ok() && !joinedKnown)
            c.fail(QStringLiteral("joined"), D20Text::tr("%1 has no unit named \"%2\"").arg(army.name, champion.joined));
        if (!c.ok())
            return c.error();
        army.champions << champion;
    }
    for (int i = 0; i < zones.size(); ++i) {
        const QJsonArray r = zones.at(i).toArray();
        const QRect zone = r.size() == 4 ? QRect(r.at(0).toInt(), r.at(1).toInt(), r.at(2).toInt(), r.at(3).toInt()) : QRect();
        if (zone.isEmpty() || !board.contains(zone.topLeft()) || !board.contains(zone.bottomRight()))
            return Error{D20Text::tr("a reinforcement zone is [column, row, width, height] inside the board"),
                         in.path(QStringLiteral("zones[%1]").arg(i))};
        army.zones << zone;
    }
    return army;
}

QJsonObject boardToJson(const Board &board)
{
    QJsonArray terrain;
    for (const TerrainTile &t : board.terrain)
        terrain.append(QJsonObject{{QStringLiteral("x"), t.tile.x()}, {QStringLiteral("y"), t.tile.y()}, {QStringLiteral("kind"), t.kind}});
    return QJsonObject{{QStringLiteral("columns"), board.columns},
                       {QStringLiteral("rows"), board.rows},
                       {QStringLiteral("tile_feet"), board.tileFeet},
                       {QStringLiteral("terrain"), terrain}};
}

Result<Board> boardFromJson(const QJsonObject &object, const QString &path)
{
    JsonReader in(object, path);
    Board board;
    board.columns = in.integer(QStringLiteral("columns"), board.columns, 2, 200);
    board.rows = in.integer(QStringLiteral("rows"), board.rows, 2, 200);
    board.tileFeet = in.integer(QStringLiteral("tile_feet"), board.tileFeet, 1, 100000);
    const QJsonArray terrain = in.array(QStringLiteral("terrain"));
    if (!in.ok())
        return in.error();
    for (int i = 0; i < terrain.size(); ++i) {
        JsonReader t(terrain.at(i).toObject(), in.path(QStringLiteral("terrain[%1]").arg(i)));
        TerrainTile tile{QPoint(t.integer(QStringLiteral("x"), 0, 0, board.columns - 1),
                                t.integer(QStringLiteral("y"), 0, 0, board.rows - 1)),
                         t.string(QStringLiteral("kind")).trimmed()};
        if (t.ok() && tile.kind.isEmpty())
            t.fail(QStringLiteral("kind"), D20Text::tr("name the terrain (forest, hill, river, ...)"));
        if (!t.ok())
            return t.error();
        board.terrain << tile;
    }
    return board;
}

} // namespace muster::d20
