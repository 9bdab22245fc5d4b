#include "Army.h"

#include "common/JsonReader.h"
#include "common/NameLookup.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace muster::smc {

namespace {

struct SmcText
{
    Q_DECLARE_TR_FUNCTIONS(Smc)
};

QJsonObject unitToJson(const Unit &u)
{
    return QJsonObject{{QStringLiteral("name"), u.name},
                       {QStringLiteral("magnitude"), u.strength.magnitude},
                       {QStringLiteral("health"), u.strength.health},
                       {QStringLiteral("power"), u.power},
                       {QStringLiteral("drill"), u.drill},
                       {QStringLiteral("morale"), u.morale},
                       {QStringLiteral("might"), u.might},
                       {QStringLiteral("battle_plans"), u.battlePlans},
                       {QStringLiteral("ranged"), u.ranged},
                       {QStringLiteral("leader"), QJsonObject{{QStringLiteral("name"), u.leader.name},
                                                              {QStringLiteral("leadership"), u.leader.leadership},
                                                              {QStringLiteral("tactics"), u.leader.tactics}}}};
}

Result<Unit> unitFromJson(const QJsonObject &object, const QString &path, const SmcOptions &options)
{
    JsonReader in(object, path);
    Unit u;
    u.name = in.string(QStringLiteral("name"));
    if (in.ok() && u.name.trimmed().isEmpty())
        in.fail(QStringLiteral("name"), SmcText::tr("a unit needs a name"));
    u.strength.magnitude = in.integer(QStringLiteral("magnitude"), 1, 1, 20);
    u.strength.health = in.integer(QStringLiteral("health"), options.healthPerMagnitude, 1, options.healthPerMagnitude);
    u.power = in.integer(QStringLiteral("power"), 3, 0, 60);
    u.drill = in.integer(QStringLiteral("drill"), 1, 0, 10);
    u.morale = in.integer(QStringLiteral("morale"), 1, 0, 10);
    u.might = in.integer(QStringLiteral("might"), 0, 0, 10);
    u.battlePlans = in.integer(QStringLiteral("battle_plans"), 0, 0, 10);
    u.ranged = in.boolean(QStringLiteral("ranged"), false);
    JsonReader leader(in.object(QStringLiteral("leader")), in.path(QStringLiteral("leader")));
    u.leader.name = leader.string(QStringLiteral("name"));
    u.leader.leadership = leader.integer(QStringLiteral("leadership"), 3, 0, 30);
    u.leader.tactics = leader.integer(QStringLiteral("tactics"), 3, 0, 30);
    if (!in.ok())
        return in.error();
    if (!leader.ok())
        return leader.error();
    return u;
}

} // namespace

QJsonObject armyToJson(const Army &army)
{
    QJsonArray units;
    for (const Unit &u : army.units)
        units.append(unitToJson(u));
    QJsonObject object{{QStringLiteral("name"), army.name},
                       {QStringLiteral("commander"), army.commander},
                       {QStringLiteral("response_speed"), army.responseSpeed},
                       {QStringLiteral("units"), units}};
    if (army.forceId > 0)
        object.insert(QStringLiteral("force_id"), army.forceId);
    return object;
}

Result<Army> armyFromJson(const QJsonObject &object, const QString &path, const SmcOptions &options)
{
    JsonReader in(object, path);
    Army army;
    army.name = in.string(QStringLiteral("name"));
    if (in.ok() && army.name.trimmed().isEmpty())
        in.fail(QStringLiteral("name"), SmcText::tr("an army needs a name"));
    army.forceId = qint64(in.number(QStringLiteral("force_id"), 0, 0, 1e15));
    army.commander = in.string(QStringLiteral("commander"));
    army.responseSpeed = in.integer(QStringLiteral("response_speed"), 0, -100, 100);
    const QJsonArray units = in.array(QStringLiteral("units"));
    if (in.ok() && units.isEmpty())
        in.fail(QStringLiteral("units"), SmcText::tr("an army needs at least one unit"));
    for (int i = 0; in.ok() && i < units.size(); ++i) {
        auto unit = unitFromJson(units.at(i).toObject(), in.path(QStringLiteral("units[%1]").arg(i)), options);
        if (!unit)
            return unit.error();
        if (indexOfName(army.units, unit->name) >= 0)
            return Error{SmcText::tr("two units are named \"%1\": each unit of an army needs its own name").arg(unit->name),
                         in.path(QStringLiteral("units[%1].name").arg(i))};
        army.units << *unit;
    }
    if (!in.ok())
        return in.error();
    return army;
}

} // namespace muster::smc
