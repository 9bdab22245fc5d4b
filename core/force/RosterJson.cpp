#include "RosterJson.h"

#include "catalog/Customization.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace muster {

// lupdate reads the context from this declaration; calls name it as RosterJsonText::tr.
struct RosterJsonText
{
    Q_DECLARE_TR_FUNCTIONS(RosterJson)
};

static QJsonValue number(double value)
{
    // 37.5 stays 37.5; 20880.000000001 becomes 20880.
    const double rounded = std::round(value * 1e6) / 1e6;
    return QJsonValue(rounded);
}

QStringList rosterLineJsonKeys()
{
    return {QStringLiteral("type"),     QStringLiteral("name"),       QStringLiteral("count"),
            QStringLiteral("tl"),       QStringLiteral("equipment"),  QStringLiteral("troops"),
            QStringLiteral("features"), QStringLiteral("hero_multiplier"), QStringLiteral("casualties"),
            QStringLiteral("disloyal_percent"), QStringLiteral("long_contract")};
}

Result<RosterLine> rosterLineFromJson(const ElementCatalog &catalog, const QJsonObject &o,
                                      const QString &where)
{
    auto field = [&](const char *name) { return where + QLatin1String(name); };
    RosterLine line;
    ElementRecord &r = line.record;
    if (!o.value(QLatin1String("tl")).isDouble())
        return Error{RosterJsonText::tr("%1 is missing or not a number.").arg(field("tl")), field("tl")};
    r.tl = o.value(QLatin1String("tl")).toInt();
    const QString typeName = o.value(QLatin1String("type")).toString();
    const ElementType *type = catalog.findByName(typeName, r.tl);
    if (!type)
        type = catalog.find(typeName);
    if (!type)
        return Error{RosterJsonText::tr("%1: unknown element type \"%2\".").arg(field("type"), typeName),
                     field("type")};
    r.typeId = type->id;
    r.name = o.value(QLatin1String("name")).toString();
    const QJsonValue count = o.value(QLatin1String("count"));
    if (!count.isUndefined()) {
        const double n = count.toDouble(-1);
        if (!count.isDouble() || n < 0 || n != std::floor(n) || n > 1e9)
            return Error{RosterJsonText::tr("%1 must be a whole number of 0 or more.").arg(field("count")),
                         field("count")};
        line.count = int(n);
    }
    // A percentage, as everywhere in muster-cli; 100% would mean the line no longer exists.
    const QJsonValue casualties = o.value(QLatin1String("casualties"));
    if (!casualties.isUndefined() && !casualties.isNull()) {
        const double percent = casualties.toDouble(-1);
        if (!casualties.isDouble() || !(percent >= 0 && percent < 100))
            return Error{RosterJsonText::tr("%1 must be a percentage of at least 0 and under 100.")
                             .arg(field("casualties")),
                         field("casualties")};
        line.casualties = percent / 100.0;
    }
    if (o.contains(QLatin1String("equipment"))) {
        const QString text = o.value(QLatin1String("equipment")).toString();
        const auto q = equipmentQualityFromString(text);
        if (!q)
            return Error{RosterJsonText::tr(
                             "%1: unknown equipment quality \"%2\" (Poor, Basic, Good, Fine, Very Fine).")
                             .arg(field("equipment"), text),
                         field("equipment")};
        r.equipment = *q;
    }
    if (o.contains(QLatin1String("troops"))) {
        const QString text = o.value(QLatin1String("troops")).toString();
        const auto q = troopQualityFromString(text);
        if (!q)
            return Error{
                RosterJsonText::tr("%1: unknown troop quality \"%2\" (Inferior, Average, Good, Elite).")
                    .arg(field("troops"), text),
                field("troops")};
        r.troops = *q;
    }
    QStringList featureCodes;
    for (const QJsonValue &value : o.value(QLatin1String("features")).toArray())
        featureCodes << value.toString();
    if (const QString unknown = r.setFeatureCodes(featureCodes); !unknown.isNull())
        return Error{RosterJsonText::tr("%1: unknown feature \"%2\".").arg(field("features"), unknown),
                     field("features")};
    const QJsonValue hero = o.value(QLatin1String("hero_multiplier"));
    if (!hero.isUndefined() && !hero.isNull()) {
        if (!hero.isDouble() || !(hero.toDouble() > 0))
            return Error{
                RosterJsonText::tr("%1 must be a number greater than 0.").arg(field("hero_multiplier")),
                field("hero_multiplier")};
        r.heroMultiplier = hero.toDouble();
        if (r.heroMultiplier != 1.0)
            r.set(Feature::Hero);
    }
    if (o.contains(QLatin1String("disloyal_percent")))
        r.disloyalPercent = o.value(QLatin1String("disloyal_percent")).toInt();
    if (o.contains(QLatin1String("long_contract")))
        r.mercenaryLongContract = o.value(QLatin1String("long_contract")).toBool();
    if (Status valid = Customization::validate(*type, r); !valid) {
        const QString bad = valid.error().field == QLatin1String("tl") ? field("tl") : field("features");
        return Error{QStringLiteral("%1: %2").arg(bad, valid.error().message), bad};
    }
    return line;
}

QJsonObject rosterLineToJson(const ElementCatalog &catalog, const RosterLine &line)
{
    const ElementRecord &r = line.record;
    const ElementType *type = catalog.find(r.typeId);
    QJsonObject object{{QLatin1String("type"), type ? type->name : r.typeId},
                       {QLatin1String("name"), r.name},
                       {QLatin1String("count"), line.count},
                       {QLatin1String("tl"), r.tl},
                       {QLatin1String("equipment"), equipmentQualityCode(r.equipment)},
                       {QLatin1String("troops"), troopQualityCode(r.troops)},
                       {QLatin1String("features"), QJsonArray::fromStringList(r.featureCodes())},
                       {QLatin1String("hero_multiplier"), r.heroMultiplier},
                       {QLatin1String("casualties"), number(line.casualties * 100)},
                       {QLatin1String("disloyal_percent"), r.disloyalPercent},
                       {QLatin1String("long_contract"), r.mercenaryLongContract},
                       {QLatin1String("hero_cost_percent"), r.heroCostPercent},
                       {QLatin1String("levy_service"), levyServiceCode(r.levyService)},
                       {QLatin1String("levy_raise_waived"), r.levyRaiseWaived}};
    return object;
}

Result<QList<RosterLine>> rosterFromJson(const ElementCatalog &catalog, const QJsonObject &object)
{
    if (!object.value(QLatin1String("elements")).isArray())
        return Error{RosterJsonText::tr("elements is missing or not an array."), QStringLiteral("elements")};
    QList<RosterLine> lines;
    const QJsonArray elements = object.value(QLatin1String("elements")).toArray();
    for (qsizetype i = 0; i < elements.size(); ++i) {
        if (!elements.at(i).isObject())
            return Error{RosterJsonText::tr("elements[%1] is not an object.").arg(i),
                         QStringLiteral("elements[%1]").arg(i)};
        auto line =
            rosterLineFromJson(catalog, elements.at(i).toObject(), QStringLiteral("elements[%1].").arg(i));
        if (!line)
            return line.error();
        lines.append(std::move(line).value());
    }
    return lines;
}

static QJsonArray classArray(ClassSet set)
{
    return QJsonArray::fromStringList(set.codeList());
}

QJsonObject elementStatsToJson(const ElementStats &s, int count)
{
    QJsonObject o;
    o.insert(QLatin1String("ts"), number(s.ts * count));
    o.insert(QLatin1String("support"), s.support);
    o.insert(QLatin1String("classes"), classArray(s.classes));
    o.insert(QLatin1String("neutralizes"), classArray(s.neutralizes));
    o.insert(QLatin1String("transport"), number(s.transport * count));
    o.insert(QLatin1String("wt"), s.wt ? number(*s.wt * count) : QJsonValue(QJsonValue::Null));
    QJsonArray mobility;
    for (Mobility m : s.mobility)
        mobility.append(mobilityCode(m));
    o.insert(QLatin1String("mobility"), mobility);
    o.insert(QLatin1String("raise"), number((s.raise * count).dollars()));
    o.insert(QLatin1String("maintain"), number((s.maintain * count).dollars()));
    o.insert(QLatin1String("raise_days"), s.raiseTime.normal);
    o.insert(QLatin1String("raise_days_x2"), s.raiseTime.doubleCost);
    o.insert(QLatin1String("raise_days_x4"), s.raiseTime.quadrupleCost);
    o.insert(QLatin1String("count"), count);
    return o;
}

QJsonObject aggregatesToJson(const ForceAggregates &a)
{
    QJsonObject o;
    o.insert(QLatin1String("force_ts"), number(a.forceTs));
    o.insert(QLatin1String("total_ts"), number(a.totalTs));
    o.insert(QLatin1String("wt"), number(a.wt));
    o.insert(QLatin1String("raise"), number(a.raise.dollars()));
    o.insert(QLatin1String("maintain"), number(a.maintain.dollars()));
    o.insert(QLatin1String("elements"), a.elements);
    QJsonObject classTs;
    QJsonObject neutralizeTs;
    for (SpecialClass c : allSpecialClasses) {
        classTs.insert(specialClassCode(c), number(a.classTsOf(c)));
        neutralizeTs.insert(specialClassCode(c), number(a.neutralizeTsOf(c)));
    }
    o.insert(QLatin1String("class_ts"), classTs);
    o.insert(QLatin1String("neutralize_ts"), neutralizeTs);
    o.insert(QLatin1String("transport_capacity"), number(a.transportCapacity));
    o.insert(QLatin1String("immobile_wt"), number(a.immobileWt));
    return o;
}

} // namespace muster
