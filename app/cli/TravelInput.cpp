#include "TravelInput.h"

#include "CliSupport.h"
#include "OperationsInput.h"

#include "catalog/ElementCatalog.h"
#include "dice/Dice.h"
#include "force/Staff.h"
#include "operations/TravelElement.h"
#include "operations/TravelMarchPlan.h"

#include <QHash>
#include <QRegularExpression>

namespace muster::cli {

namespace {

// The conditions a march and each of its legs may set.
const QStringList conditionKeys = {QStringLiteral("night"),
                                   QStringLiteral("bad_weather"),
                                   QStringLiteral("sea_weather_roll"),
                                   QStringLiteral("forced_march"),
                                   QStringLiteral("hostile_terrain"),
                                   QStringLiteral("no_security"),
                                   QStringLiteral("escorting_civilians"),
                                   QStringLiteral("poorly_mapped")};
const QStringList legKeys = QStringList{QStringLiteral("kind"), QStringLiteral("distance"),
                                        QStringLiteral("transport"), QStringLiteral("elsewhere")} +
                            conditionKeys;
const QStringList topKeys = QStringList{QStringLiteral("roster"),       QStringLiteral("unit"),
                                        QStringLiteral("legs"),         QStringLiteral("transport"),
                                        QStringLiteral("leave_behind"), QStringLiteral("administration"),
                                        QStringLiteral("admin_rolls"),  QStringLiteral("seed"),
                                        QStringLiteral("start"),        QStringLiteral("tied_to_roads")} +
                            conditionKeys;

// `forced_march`: true (1.5 x normal speed), false, or the factor itself.
double forcedMarchFactor(JsonReader &r, const QJsonObject &object)
{
    const QString key = QStringLiteral("forced_march");
    const QJsonValue value = object.value(key);
    if (value.isBool())
        return value.toBool() ? maximumForcedMarch : 1.0;
    if (r.has(key) && !value.isDouble()) {
        r.fail(key, QStringLiteral("must be true (x1.5 speed), false, or a factor from 1 to 1.5"));
        return 1.0;
    }
    return r.number(key, 1.0, 1.0, maximumForcedMarch);
}

TravelConditions conditionsFrom(JsonReader &r, const QJsonObject &object)
{
    TravelConditions c;
    c.night = r.boolean(QStringLiteral("night"), false);
    c.badWeather = r.boolean(QStringLiteral("bad_weather"), false);
    c.seaWeatherRoll =
        r.optionalInteger(QStringLiteral("sea_weather_roll"), minimumSeaWeatherRoll, maximumSeaWeatherRoll);
    c.forcedMarch = forcedMarchFactor(r, object);
    c.hostileTerrain = r.boolean(QStringLiteral("hostile_terrain"), false);
    c.noSecurity = r.boolean(QStringLiteral("no_security"), false);
    c.escortingCivilians = r.boolean(QStringLiteral("escorting_civilians"), false);
    c.poorlyMapped = r.boolean(QStringLiteral("poorly_mapped"), false);
    return c;
}

Codes<RouteKind> routeCodes()
{
    Codes<RouteKind> codes;
    for (RouteKind route : allRouteKinds)
        codes.append({routeKindCode(route), route});
    return codes;
}

// The index of the roster line at `key` of an entry ({"line": 2} or {"carried": 0}); -1 after an error.
int lineIndex(JsonReader &e, const QString &key, const Force &force)
{
    if (!e.has(key)) {
        e.fail(key, QStringLiteral("is missing (a line of the roster, counted from 0)"));
        return -1;
    }
    const int index = e.integer(key, 0, 0, int(force.lines.size()) - 1);
    return e.ok() ? index : -1;
}

// The line at `key` as travel names lines (0 after an error).
qint64 lineOf(JsonReader &e, const QString &key, const Force &force)
{
    const int index = lineIndex(e, key, force);
    return index < 0 ? 0 : travelLineId(force.lines.at(index), index);
}

// The line at `key` of an entry and its `count`: 1 up to the line's count, by default the whole line.
LineCount linePick(JsonReader &e, const QString &key, const Force &force)
{
    const int index = lineIndex(e, key, force);
    if (index < 0)
        return {};
    const RosterLine &line = force.lines.at(index);
    return {travelLineId(line, index),
            e.integer(QStringLiteral("count"), line.count, 1, std::max(1, line.count))};
}

// The objects of the list at `key`, each read by `read` with a reader at "key[i]".
template <typename T, typename Read>
Result<QList<T>> entries(JsonReader &r, const QString &key, const QStringList &keys, Read read)
{
    QList<T> list;
    const QJsonArray array = r.array(key);
    for (qsizetype i = 0; i < array.size() && r.ok(); ++i) {
        const QString path = r.path(QStringLiteral("%1[%2]").arg(key).arg(i));
        if (!array.at(i).isObject())
            return Error{
                QStringLiteral("%1: must be an object with %2").arg(path, keys.join(QStringLiteral(", "))),
                path};
        JsonReader e(array.at(i).toObject(), path);
        checkKeys(e, array.at(i).toObject(), keys);
        const T value = read(e);
        if (!e.ok())
            return e.error();
        list << value;
    }
    if (!r.ok())
        return r.error();
    return list;
}

// [{"carried": LINE, "carrier": LINE, "count": N}, ...] at "transport".
Result<TransportAssignment> transportFrom(JsonReader &r, const Force &force)
{
    return entries<TransportEntry>(
        r, QStringLiteral("transport"),
        {QStringLiteral("carried"), QStringLiteral("carrier"), QStringLiteral("count")}, [&](JsonReader &e) {
            const LineCount carried = linePick(e, QStringLiteral("carried"), force);
            return TransportEntry{carried.lineId, lineOf(e, QStringLiteral("carrier"), force), carried.count};
        });
}

// [{"line": LINE, "count": N}, ...] at `key`.
Result<QList<LineCount>> lineCountsFrom(JsonReader &r, const QString &key, const Force &force)
{
    return entries<LineCount>(r, key, {QStringLiteral("line"), QStringLiteral("count")},
                              [&](JsonReader &e) { return linePick(e, QStringLiteral("line"), force); });
}

Result<MarchLeg> legFrom(const QJsonValue &value, int index, DistanceUnit unit, const Force &force)
{
    const QString path = QStringLiteral("legs[%1]").arg(index);
    if (!value.isObject())
        return Error{
            QStringLiteral("%1: must be an object ({\"kind\": \"good-road\", \"distance\": 20, ...})")
                .arg(path),
            path};
    const QJsonObject object = value.toObject();
    JsonReader r(object, path);
    checkKeys(r, object, legKeys);
    MarchLeg leg;
    if (r.ok() && !r.has(QStringLiteral("kind")))
        r.fail(QStringLiteral("kind"),
               QStringLiteral("is missing (good-road, dirt-road, off-road, open-water, "
                              "major-river, coastal-water)"));
    leg.route = codeMember(r, QStringLiteral("kind"), routeCodes(), RouteKind::OffRoad);
    if (r.ok() && !r.has(QStringLiteral("distance")))
        r.fail(QStringLiteral("distance"), QStringLiteral("is missing (in the file's unit)"));
    leg.miles = toMiles(r.number(QStringLiteral("distance"), 0, 0, 1e9), unit);
    leg.conditions = conditionsFrom(r, object);
    if (!r.ok())
        return r.error();
    if (r.has(QStringLiteral("transport"))) {
        auto transport = transportFrom(r, force);
        if (!transport)
            return transport.error();
        leg.transport = *transport;
    }
    auto elsewhere = lineCountsFrom(r, QStringLiteral("elsewhere"), force);
    if (!elsewhere)
        return elsewhere.error();
    leg.elsewhere = *elsewhere;
    return leg;
}

bool leavesEveryone(const Force &force, const QList<LineCount> &leftBehind)
{
    qint64 marching = 0, left = 0;
    for (const RosterLine &line : force.lines)
        marching += line.count;
    for (const LineCount &line : leftBehind)
        left += line.count;
    return marching > 0 && left >= marching;
}

std::optional<CampaignDate> startDate(JsonReader &r)
{
    const QString text = r.string(QStringLiteral("start"));
    static const QRegularExpression format(QStringLiteral("^(\\d{1,4})-(\\d{1,2})-(\\d{1,2})$"));
    const QRegularExpressionMatch match = format.match(text);
    if (!r.ok())
        return std::nullopt;
    if (!match.hasMatch()) {
        r.fail(QStringLiteral("start"), QStringLiteral("must be a date YYYY-MM-DD, not \"%1\"").arg(text));
        return std::nullopt;
    }
    const auto date = Calendar::gregorian().date(match.captured(1).toInt(), match.captured(2).toInt(),
                                                 match.captured(3).toInt());
    if (!date) {
        r.fail(QStringLiteral("start"),
               QStringLiteral("%1 is not a date: %2").arg(text, date.error().message));
        return std::nullopt;
    }
    return *date;
}

} // namespace

Result<TravelInput> travelInput(const QJsonObject &object, const ElementCatalog &catalog)
{
    JsonReader r(object, QString());
    checkKeys(r, object, topKeys);
    if (r.ok() && !r.has(QStringLiteral("roster")))
        r.fail(QStringLiteral("roster"), QStringLiteral("is missing (the force, {\"elements\": [...]})"));
    if (!r.ok())
        return r.error();
    const Result<Force> force = rosterMember(r, QStringLiteral("roster"), catalog);
    if (!force)
        return force.error();
    auto elements = travelElements(*force, catalog);
    if (!elements)
        return Error{QStringLiteral("roster.elements: %1").arg(elements.error().message),
                     QStringLiteral("roster.elements")};

    TravelInput in;
    in.order.elements = *elements;
    in.unit = codeMember(r, QStringLiteral("unit"),
                         Codes<DistanceUnit>{{QStringLiteral("miles"), DistanceUnit::Miles},
                                             {QStringLiteral("km"), DistanceUnit::Kilometres}},
                         DistanceUnit::Miles);
    in.order.conditions = conditionsFrom(r, object);
    const QJsonArray legs = r.array(QStringLiteral("legs"));
    if (r.ok() && legs.isEmpty())
        r.fail(QStringLiteral("legs"), QStringLiteral("give at least one leg ({\"kind\": \"good-road\", "
                                                      "\"distance\": 20})"));
    for (qsizetype i = 0; i < legs.size() && r.ok(); ++i) {
        auto leg = legFrom(legs.at(i), int(i), in.unit, *force);
        if (!leg)
            return leg.error();
        in.order.legs << *leg;
    }
    if (r.has(QStringLiteral("transport"))) {
        auto transport = transportFrom(r, *force);
        if (!transport)
            return transport.error();
        in.order.transport = *transport;
    }
    auto leftBehind = lineCountsFrom(r, QStringLiteral("leave_behind"), *force);
    if (!leftBehind)
        return leftBehind.error();
    in.order.leftBehind = *leftBehind;
    if (leavesEveryone(*force, in.order.leftBehind))
        return Error{QStringLiteral("leave_behind: leaves every element behind; nobody marches"),
                     QStringLiteral("leave_behind")};
    in.order.administration = r.optionalInteger(QStringLiteral("administration"), minSkill, maxSkill);
    in.order.forcedMarchRolls =
        wholeNumbers(r, QStringLiteral("admin_rolls"), dice::minimum3d6, dice::maximum3d6);
    in.order.tiedToRoads = r.boolean(QStringLiteral("tied_to_roads"), false);
    in.seed = seedMember(r);
    if (r.has(QStringLiteral("start"))) {
        if (const auto start = startDate(r))
            in.order.start = *start;
        in.hasStart = true;
    }
    if (!r.ok())
        return r.error();
    return in;
}

QString travelErrorField(const TravelInput &input, const Error &error)
{
    static const QHash<QString, QString> fields = {
        {QStringLiteral("forcedMarchRolls"), QStringLiteral("admin_rolls")},
        {QStringLiteral("seaWeatherRoll"), QStringLiteral("sea_weather_roll")},
        {QStringLiteral("forcedMarch"), QStringLiteral("forced_march")},
        {QStringLiteral("leftBehind"), QStringLiteral("leave_behind")},
        {QStringLiteral("lines"), QStringLiteral("roster.elements")},
        {QStringLiteral("miles"), QStringLiteral("distance")}};
    if (error.field.startsWith(QLatin1String("legs[")) && error.field.endsWith(QLatin1String(".miles")))
        return error.field.chopped(int(qstrlen(".miles"))) + QStringLiteral(".distance");
    if (error.field != QLatin1String("transport"))
        return fields.value(error.field, error.field);
    // A leg's own assignment may be the one at fault: plan the legs one by one (rolls aside) to find it.
    for (qsizetype i = 0; i < input.order.legs.size(); ++i) {
        if (!input.order.legs.at(i).transport)
            continue;
        MarchOrder one = input.order;
        one.legs = {input.order.legs.at(i)};
        one.administration = maxSkill;
        one.forcedMarchRolls.clear();
        dice::DiceSource dice(0);
        const Result<MarchPlan> plan = planMarch(one, Calendar::gregorian(), &dice);
        if (!plan && plan.error().field == error.field)
            return QStringLiteral("legs[%1].transport").arg(i);
    }
    return error.field;
}

} // namespace muster::cli
