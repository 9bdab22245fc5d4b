#include "BattleJson.h"

#include "common/JsonReader.h"
#include "battle/gurps/SpecialBattleJson.h"

#include <QJsonArray>

namespace muster::gurps {

namespace {

QString kindCode(BattleKind k)
{
    return k == BattleKind::Pitched ? QStringLiteral("pitched") : QStringLiteral("encounter");
}
const QStringList advantageCodes = {QStringLiteral("none"), QStringLiteral("initiative"), QStringLiteral("surprise"),
                                    QStringLiteral("ambush")};
const QStringList riverCodes = {QStringLiteral("none"), QStringLiteral("major-river"), QStringLiteral("ford-or-bridge")};

// Element flags by the text's feature names.
struct FlagField
{
    Feature feature;
    bool BattleElement::*member;
};
const FlagField elementFlags[] = {
    {Feature::Night, &BattleElement::night},         {Feature::Nocturnal, &BattleElement::nocturnal},
    {Feature::AllWeather, &BattleElement::allWeather}, {Feature::Airborne, &BattleElement::airborne},
    {Feature::Marine, &BattleElement::marine},       {Feature::Impetuous, &BattleElement::impetuous},
    {Feature::Fanatic, &BattleElement::fanatic},     {Feature::Disloyal, &BattleElement::disloyal},
    {Feature::Hero, &BattleElement::hero},           {Feature::Flagship, &BattleElement::flagship},
    {Feature::Sealed, &BattleElement::sealed},
};

QJsonArray classesToJson(ClassSet set)
{
    return QJsonArray::fromStringList(set.codeList());
}

ClassSet classesFromJson(JsonReader &r, const QString &key)
{
    ClassSet set;
    for (const QJsonValue &v : r.array(key)) {
        const auto c = specialClassFromString(v.toString());
        if (!c)
            r.fail(key, QStringLiteral("unknown special class \"%1\"").arg(v.toString()));
        else
            set.insert(*c);
    }
    return set;
}

QJsonObject elementToJson(const BattleElement &e)
{
    QJsonObject o;
    o.insert(QLatin1String("name"), e.name);
    o.insert(QLatin1String("label"), e.label);
    o.insert(QLatin1String("count"), e.count);
    o.insert(QLatin1String("ts"), e.ts);
    o.insert(QLatin1String("support"), e.support);
    o.insert(QLatin1String("c3i_only"), e.c3iOnly);
    o.insert(QLatin1String("classes"), classesToJson(e.classes));
    o.insert(QLatin1String("neutralizes"), classesToJson(e.neutralizes));
    QJsonArray mobility;
    for (Mobility m : e.mobility)
        mobility << mobilityCode(m);
    o.insert(QLatin1String("mobility"), mobility);
    o.insert(QLatin1String("wt"), e.wt);
    QJsonArray features;
    for (const FlagField &f : elementFlags) {
        if (e.*f.member)
            features << featureCode(f.feature);
    }
    o.insert(QLatin1String("features"), features);
    QJsonArray terrains;
    for (TerrainType t : e.terrains)
        terrains << terrainTypeCode(t);
    o.insert(QLatin1String("terrains"), terrains);
    o.insert(QLatin1String("raise"), e.raise.dollars());
    elementSpecialsToJson(e, o);
    if (e.lineId > 0) // records saved before line ids map elements to roster lines by order instead
        o.insert(QLatin1String("line_id"), e.lineId);
    return o;
}

BattleElement elementFromJson(JsonReader &r)
{
    BattleElement e;
    e.name = r.string(QStringLiteral("name"));
    e.label = r.string(QStringLiteral("label"), e.name);
    e.count = r.integer(QStringLiteral("count"), 1, 0, 100'000'000);
    e.ts = r.number(QStringLiteral("ts"), 0, 0, 1e12);
    e.support = r.boolean(QStringLiteral("support"), false);
    e.c3iOnly = r.boolean(QStringLiteral("c3i_only"), false);
    e.classes = classesFromJson(r, QStringLiteral("classes"));
    e.neutralizes = classesFromJson(r, QStringLiteral("neutralizes"));
    for (const QJsonValue &v : r.array(QStringLiteral("mobility"))) {
        const auto m = mobilityFromString(v.toString());
        if (!m)
            r.fail(QStringLiteral("mobility"), QStringLiteral("unknown mobility \"%1\"").arg(v.toString()));
        else
            e.mobility << *m;
    }
    e.wt = r.number(QStringLiteral("wt"), 0, 0, 1e9);
    for (const QJsonValue &v : r.array(QStringLiteral("features"))) {
        const auto f = featureFromString(v.toString());
        const FlagField *flag = nullptr;
        for (const FlagField &candidate : elementFlags) {
            if (f && candidate.feature == *f)
                flag = &candidate;
        }
        if (!flag)
            r.fail(QStringLiteral("features"), QStringLiteral("\"%1\" is not a feature that matters in battle").arg(v.toString()));
        else
            e.*flag->member = true;
    }
    for (const QJsonValue &v : r.array(QStringLiteral("terrains"))) {
        const auto t = terrainTypeFromString(v.toString());
        if (!t)
            r.fail(QStringLiteral("terrains"), QStringLiteral("unknown terrain \"%1\"").arg(v.toString()));
        else
            e.terrains << *t;
    }
    e.raise = Money::fromDollars(r.number(QStringLiteral("raise"), 0, 0, 1e15));
    elementSpecialsFromJson(r, e);
    e.lineId = qint64(r.number(QStringLiteral("line_id"), 0, 0, 9e15));
    return e;
}

Person personFromJson(JsonReader &r)
{
    Person p;
    p.name = r.string(QStringLiteral("name"));
    p.pc = r.boolean(QStringLiteral("pc"), false);
    p.hp = r.integer(QStringLiteral("hp"), 10, 1, 1000);
    p.strategy = r.integer(QStringLiteral("strategy"), 10, 0, 30);
    p.leadership = r.integer(QStringLiteral("leadership"), 10, 0, 30);
    p.tactics = r.integer(QStringLiteral("tactics"), 10, 0, 30);
    p.usefulSkill15 = r.boolean(QStringLiteral("useful_skill_15"), false);
    p.commandsElements = r.boolean(QStringLiteral("commands_elements"), false);
    p.withImpetuous = r.boolean(QStringLiteral("with_impetuous"), false);
    p.withSupportOrLogistics = r.boolean(QStringLiteral("with_support_or_logistics"), false);
    if (r.has(QStringLiteral("staff"))) {
        JsonReader staff(r.object(QStringLiteral("staff")), r.path(QStringLiteral("staff")));
        const QString role = staff.string(QStringLiteral("role"));
        StaffLink link;
        link.forceId = qint64(staff.number(QStringLiteral("force_id"), 0, 1, 9e15));
        bool known = false;
        for (int i = 0; i < staffRoleCount; ++i) {
            if (staffRoleCode(StaffRole(i)) == role) {
                link.role = StaffRole(i);
                known = true;
            }
        }
        if (!known)
            r.fail(QStringLiteral("staff"), QStringLiteral("unknown staff role \"%1\"").arg(role));
        if (!staff.ok())
            r.fail(QStringLiteral("staff"), staff.error().message);
        p.staff = link;
    }
    return p;
}

} // namespace

QJsonObject personToJson(const Person &p)
{
    QJsonObject o;
    o.insert(QLatin1String("name"), p.name);
    o.insert(QLatin1String("pc"), p.pc);
    o.insert(QLatin1String("hp"), p.hp);
    o.insert(QLatin1String("strategy"), p.strategy);
    o.insert(QLatin1String("leadership"), p.leadership);
    o.insert(QLatin1String("tactics"), p.tactics);
    o.insert(QLatin1String("useful_skill_15"), p.usefulSkill15);
    o.insert(QLatin1String("commands_elements"), p.commandsElements);
    o.insert(QLatin1String("with_impetuous"), p.withImpetuous);
    o.insert(QLatin1String("with_support_or_logistics"), p.withSupportOrLogistics);
    if (p.staff)
        o.insert(QLatin1String("staff"), QJsonObject{{QLatin1String("force_id"), double(p.staff->forceId)},
                                                     {QLatin1String("role"), staffRoleCode(p.staff->role)}});
    return o;
}

QJsonObject sideToJson(const SideSetup &side)
{
    QJsonObject o;
    o.insert(QLatin1String("name"), side.name);
    o.insert(QLatin1String("force_id"), side.forceId);
    o.insert(QLatin1String("estimated"), side.estimated);
    if (side.estimated) {
        QJsonObject estimate;
        estimate.insert(QLatin1String("ts"), side.estimate.ts);
        QJsonObject classes;
        for (SpecialClass c : allSpecialClasses) {
            if (side.estimate.classTs.at(size_t(c)) > 0)
                classes.insert(specialClassCode(c), side.estimate.classTs.at(size_t(c)));
        }
        estimate.insert(QLatin1String("classes"), classes);
        estimate.insert(QLatin1String("elements"), side.estimate.elements);
        estimate.insert(QLatin1String("raise"), side.estimate.raise.dollars());
        o.insert(QLatin1String("estimate"), estimate);
    }
    QJsonArray elements;
    for (const BattleElement &e : side.elements)
        elements << elementToJson(e);
    o.insert(QLatin1String("elements"), elements);
    QJsonArray people;
    for (const Person &p : side.people)
        people << personToJson(p);
    o.insert(QLatin1String("people"), people);
    o.insert(QLatin1String("encamped"), side.encamped);
    o.insert(QLatin1String("defense_bonus"), side.defenseBonus);
    o.insert(QLatin1String("low_readiness"), side.lowReadiness);
    o.insert(QLatin1String("starting_casualties"), side.startingCasualties);
    return o;
}

Result<SideSetup> sideFromJson(const QJsonObject &object, const QString &field)
{
    JsonReader r(object, field);
    SideSetup side;
    side.name = r.string(QStringLiteral("name"));
    side.forceId = qint64(r.number(QStringLiteral("force_id"), 0, 0, 1e15));
    side.estimated = r.boolean(QStringLiteral("estimated"), r.has(QStringLiteral("estimate")));
    if (side.estimated) {
        JsonReader e(r.object(QStringLiteral("estimate")), r.path(QStringLiteral("estimate")));
        side.estimate.ts = e.number(QStringLiteral("ts"), 0, 0, 1e12);
        const QJsonObject classes = e.object(QStringLiteral("classes"));
        for (auto it = classes.begin(); it != classes.end(); ++it) {
            const auto c = specialClassFromString(it.key());
            if (!c)
                e.fail(QStringLiteral("classes"), QStringLiteral("unknown special class \"%1\"").arg(it.key()));
            else
                side.estimate.classTs.at(size_t(*c)) = it.value().toDouble();
        }
        side.estimate.elements = e.integer(QStringLiteral("elements"), 10, 1, 100'000'000);
        side.estimate.raise = Money::fromDollars(e.number(QStringLiteral("raise"), 0, 0, 1e15));
        if (!e.ok())
            return e.error();
    }
    const QJsonArray elements = r.array(QStringLiteral("elements"));
    for (qsizetype i = 0; i < elements.size(); ++i) {
        JsonReader er(elements.at(i).toObject(), r.path(QStringLiteral("elements[%1]").arg(i)));
        side.elements << elementFromJson(er);
        if (!er.ok())
            return er.error();
    }
    const QJsonArray people = r.array(QStringLiteral("people"));
    for (qsizetype i = 0; i < people.size(); ++i) {
        JsonReader pr(people.at(i).toObject(), r.path(QStringLiteral("people[%1]").arg(i)));
        side.people << personFromJson(pr);
        if (!pr.ok())
            return pr.error();
    }
    side.encamped = r.boolean(QStringLiteral("encamped"), false);
    side.defenseBonus = r.integer(QStringLiteral("defense_bonus"), 0, 0, 10);
    side.lowReadiness = r.boolean(QStringLiteral("low_readiness"), false);
    side.startingCasualties = r.integer(QStringLiteral("starting_casualties"), 0, 0, 95);
    if (!r.ok())
        return r.error();
    return side;
}

QJsonObject setupToJson(const BattleSetup &setup)
{
    QJsonObject start;
    start.insert(QLatin1String("kind"), kindCode(setup.start.kind));
    start.insert(QLatin1String("advantage"), advantageCodes.at(int(setup.start.advantage)));
    start.insert(QLatin1String("advantage_side"), setup.start.advantageSide);
    start.insert(QLatin1String("double_confusion"), setup.start.doubleConfusion);
    QJsonObject conditions;
    conditions.insert(QLatin1String("terrain"), battleTerrainCode(setup.conditions.terrain));
    conditions.insert(QLatin1String("night"), setup.conditions.night);
    conditions.insert(QLatin1String("bad_weather"), setup.conditions.badWeather);
    conditions.insert(QLatin1String("dense_terrain"), setup.conditions.denseTerrain);
    conditions.insert(QLatin1String("river"), riverCodes.at(int(setup.conditions.river)));
    conditions.insert(QLatin1String("river_defender"), setup.conditions.riverDefender);
    QJsonObject o;
    o.insert(QLatin1String("name"), setup.name);
    o.insert(QLatin1String("start"), start);
    o.insert(QLatin1String("conditions"), conditions);
    o.insert(QLatin1String("sides"), QJsonArray{sideToJson(setup.sides[0]), sideToJson(setup.sides[1])});
    o.insert(QLatin1String("special"), specialBattleToJson(setup.special));
    return o;
}

Result<BattleSetup> setupFromJson(const QJsonObject &object)
{
    JsonReader r(object, QString());
    BattleSetup setup;
    setup.name = r.string(QStringLiteral("name"));
    JsonReader start(r.object(QStringLiteral("start")), QStringLiteral("start"));
    const QString kind = start.string(QStringLiteral("kind"), QStringLiteral("pitched"));
    if (kind != QLatin1String("pitched") && kind != QLatin1String("encounter"))
        start.fail(QStringLiteral("kind"), QStringLiteral("must be \"pitched\" or \"encounter\""));
    setup.start.kind = kind == QLatin1String("encounter") ? BattleKind::Encounter : BattleKind::Pitched;
    const qsizetype advantage = advantageCodes.indexOf(start.string(QStringLiteral("advantage"), QStringLiteral("none")));
    if (advantage < 0)
        start.fail(QStringLiteral("advantage"), QStringLiteral("must be none, initiative, surprise or ambush"));
    setup.start.advantage = Advantage(std::max<qsizetype>(advantage, 0));
    setup.start.advantageSide = start.integer(QStringLiteral("advantage_side"), 0, 0, 1);
    setup.start.doubleConfusion = start.boolean(QStringLiteral("double_confusion"), false);
    if (!start.ok())
        return start.error();
    JsonReader cond(r.object(QStringLiteral("conditions")), QStringLiteral("conditions"));
    const auto terrain = battleTerrainFromCode(cond.string(QStringLiteral("terrain"), QStringLiteral("rural")));
    if (!terrain)
        cond.fail(QStringLiteral("terrain"), QStringLiteral("unknown terrain (use one of the Terrain and Surprise Table)"));
    setup.conditions.terrain = terrain.value_or(BattleTerrain::Rural);
    setup.conditions.night = cond.boolean(QStringLiteral("night"), false);
    setup.conditions.badWeather = cond.boolean(QStringLiteral("bad_weather"), false);
    setup.conditions.denseTerrain = cond.boolean(QStringLiteral("dense_terrain"), false);
    const qsizetype river = riverCodes.indexOf(cond.string(QStringLiteral("river"), QStringLiteral("none")));
    if (river < 0)
        cond.fail(QStringLiteral("river"), QStringLiteral("must be none, major-river or ford-or-bridge"));
    setup.conditions.river = RiverCrossing(std::max<qsizetype>(river, 0));
    setup.conditions.riverDefender = cond.integer(QStringLiteral("river_defender"), 0, 0, 1);
    if (!cond.ok())
        return cond.error();
    const QJsonArray sides = r.array(QStringLiteral("sides"));
    if (!r.ok())
        return r.error();
    if (sides.size() != 2)
        return Error{QStringLiteral("sides: a battle has exactly two sides"), QStringLiteral("sides")};
    for (int s = 0; s < 2; ++s) {
        auto side = sideFromJson(sides.at(s).toObject(), QStringLiteral("sides[%1]").arg(s));
        if (!side)
            return side.error();
        setup.sides.at(size_t(s)) = *side;
    }
    if (!r.has(QStringLiteral("special"))) {
        keepEveryElementFighting(setup);
        return setup;
    }
    const QJsonObject specialObject = r.object(QStringLiteral("special"));
    if (!r.ok())
        return r.error();
    auto special = specialBattleFromJson(specialObject, QStringLiteral("special"));
    if (!special)
        return special.error();
    setup.special = *special;
    return setup;
}

QJsonObject battleRecordToJson(const BattleSetup &setup, const QList<Decision> &decisions)
{
    QJsonArray log;
    for (const Decision &d : decisions)
        log << decisionToJson(d);
    QJsonObject o;
    o.insert(QLatin1String("rule_set"), QStringLiteral("gurps"));
    o.insert(QLatin1String("setup"), setupToJson(setup));
    o.insert(QLatin1String("decisions"), log);
    return o;
}

Result<BattleRecordData> battleRecordFromJson(const QJsonObject &object)
{
    if (object.value(QLatin1String("rule_set")).toString() != QLatin1String("gurps"))
        return Error{QStringLiteral("rule_set: not a GURPS battle"), QStringLiteral("rule_set")};
    auto setup = setupFromJson(object.value(QLatin1String("setup")).toObject());
    if (!setup)
        return setup.error();
    BattleRecordData data{*setup, {}};
    const QJsonArray log = object.value(QLatin1String("decisions")).toArray();
    for (qsizetype i = 0; i < log.size(); ++i) {
        auto d = decisionFromJson(log.at(i).toObject());
        if (!d)
            return Error{QStringLiteral("decisions[%1].%2").arg(i).arg(d.error().message), d.error().field};
        data.decisions << *d;
    }
    return data;
}

} // namespace muster::gurps
