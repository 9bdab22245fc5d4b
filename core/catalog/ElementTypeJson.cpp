#include "ElementTypeJson.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace muster {

namespace {

// lupdate reads the context from this declaration; calls name it as ElementTypeJsonText::tr.
struct ElementTypeJsonText
{
    Q_DECLARE_TR_FUNCTIONS(ElementTypeJson)
};

Result<ClassSet> classesFromJson(const QJsonValue &value, const QString &field)
{
    ClassSet set;
    const QJsonArray array = value.toArray();
    for (const QJsonValue &entry : array) {
        const auto c = specialClassFromString(entry.toString());
        if (!c)
            return Error{ElementTypeJsonText::tr("Unknown special class \"%1\".").arg(entry.toString()),
                         field};
        set.insert(*c);
    }
    return set;
}

QJsonArray classesToJson(ClassSet set)
{
    return QJsonArray::fromStringList(set.codeList());
}

} // namespace

Result<ElementType> elementTypeFromJson(const QJsonObject &o)
{
    ElementType type;
    type.id = o.value(QLatin1String("id")).toString();
    type.name = o.value(QLatin1String("name")).toString();
    if (type.id.isEmpty() || type.name.isEmpty())
        return Error{ElementTypeJsonText::tr("An element type needs an id and a name."),
                     QStringLiteral("name")};
    const auto table =
        catalogTableFromCode(o.value(QLatin1String("table")).toString(QStringLiteral("custom")));
    if (!table)
        return Error{
            ElementTypeJsonText::tr("Unknown table \"%1\".").arg(o.value(QLatin1String("table")).toString()),
            QStringLiteral("table")};
    type.table = *table;
    type.ts = o.value(QLatin1String("ts")).toDouble();
    type.support = o.value(QLatin1String("support")).toBool();
    auto classes = classesFromJson(o.value(QLatin1String("classes")), QStringLiteral("classes"));
    if (!classes)
        return classes.error();
    type.classes = *classes;
    auto neutralizes = classesFromJson(o.value(QLatin1String("neutralizes")), QStringLiteral("neutralizes"));
    if (!neutralizes)
        return neutralizes.error();
    type.neutralizes = *neutralizes;
    type.transport = o.value(QLatin1String("transport")).toDouble();
    const QJsonValue wt = o.value(QLatin1String("wt"));
    if (wt.isDouble())
        type.wt = wt.toDouble();
    const QJsonArray mobility = o.value(QLatin1String("mobility")).toArray();
    for (const QJsonValue &entry : mobility) {
        const auto m = mobilityFromString(entry.toString());
        if (!m)
            return Error{ElementTypeJsonText::tr("Unknown mobility \"%1\".").arg(entry.toString()),
                         QStringLiteral("mobility")};
        type.mobility << *m;
    }
    type.raise = Money::fromDollars(o.value(QLatin1String("raise")).toDouble());
    type.maintain = Money::fromDollars(o.value(QLatin1String("maintain")).toDouble());
    type.tl = o.value(QLatin1String("tl")).toInt();
    type.superscience = o.value(QLatin1String("superscience")).toBool();
    const auto scaling =
        tlScalingFromCode(o.value(QLatin1String("scaling")).toString(QStringLiteral("lowtech")));
    if (!scaling)
        return Error{ElementTypeJsonText::tr("Unknown TL scaling \"%1\".")
                         .arg(o.value(QLatin1String("scaling")).toString()),
                     QStringLiteral("scaling")};
    type.scaling = *scaling;
    type.lateTl5HalfTs = o.value(QLatin1String("lateTl5HalfTs")).toBool();
    type.viableThroughTl = o.value(QLatin1String("viableThroughTl")).toInt(12);
    type.description = o.value(QLatin1String("description")).toString();
    return type;
}

QJsonObject elementTypeToJson(const ElementType &type)
{
    QJsonObject o;
    o.insert(QLatin1String("id"), type.id);
    o.insert(QLatin1String("name"), type.name);
    o.insert(QLatin1String("table"), catalogTableCode(type.table));
    o.insert(QLatin1String("ts"), type.ts);
    o.insert(QLatin1String("support"), type.support);
    o.insert(QLatin1String("classes"), classesToJson(type.classes));
    o.insert(QLatin1String("neutralizes"), classesToJson(type.neutralizes));
    o.insert(QLatin1String("transport"), type.transport);
    o.insert(QLatin1String("wt"), type.wt ? QJsonValue(*type.wt) : QJsonValue(QJsonValue::Null));
    QJsonArray mobility;
    for (Mobility m : type.mobility)
        mobility.append(mobilityCode(m));
    o.insert(QLatin1String("mobility"), mobility);
    o.insert(QLatin1String("raise"), type.raise.dollars());
    o.insert(QLatin1String("maintain"), type.maintain.dollars());
    o.insert(QLatin1String("tl"), type.tl);
    o.insert(QLatin1String("superscience"), type.superscience);
    o.insert(QLatin1String("scaling"), tlScalingCode(type.scaling));
    o.insert(QLatin1String("lateTl5HalfTs"), type.lateTl5HalfTs);
    o.insert(QLatin1String("viableThroughTl"), type.viableThroughTl);
    o.insert(QLatin1String("description"), type.description);
    return o;
}

} // namespace muster
