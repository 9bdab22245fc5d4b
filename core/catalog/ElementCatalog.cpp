#include "ElementCatalog.h"

#include "catalog/ElementTypeJson.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace muster {

// lupdate reads the context from this declaration; calls name it as ElementCatalogText::tr.
struct ElementCatalogText
{
    Q_DECLARE_TR_FUNCTIONS(ElementCatalog)
};

const ElementCatalog &ElementCatalog::builtIn()
{
    static const ElementCatalog catalog = [] {
        QFile file(QStringLiteral(":/catalog/elements.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("The built-in element catalog is missing from the resources.");
        auto loaded = fromJson(file.readAll());
        if (!loaded)
            qFatal("The built-in element catalog is broken: %s", qPrintable(loaded.error().message));
        return std::move(loaded).value();
    }();
    return catalog;
}

Result<ElementCatalog> ElementCatalog::fromJson(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (document.isNull())
        return Error{parseError.errorString(), QStringLiteral("elements")};
    ElementCatalog catalog;
    const QJsonArray elements = document.object().value(QLatin1String("elements")).toArray();
    for (const QJsonValue &value : elements) {
        auto type = elementTypeFromJson(value.toObject());
        if (!type)
            return type.error();
        if (catalog.m_index.contains(type->id))
            return Error{ElementCatalogText::tr("Duplicate element type id \"%1\".").arg(type->id),
                         QStringLiteral("id")};
        catalog.m_index.insert(type->id, catalog.m_types.size());
        catalog.m_types.append(std::move(type).value());
    }
    return catalog;
}

const ElementType *ElementCatalog::find(const QString &id) const
{
    const auto it = m_index.constFind(id);
    return it == m_index.constEnd() ? nullptr : &m_types.at(*it);
}

const ElementType *ElementCatalog::findByName(const QString &name, int tl) const
{
    const ElementType *best = nullptr;
    const ElementType *earliest = nullptr;
    for (const ElementType &type : m_types) {
        if (type.name.compare(name.trimmed(), Qt::CaseInsensitive) != 0)
            continue;
        if (type.earliestTl() <= tl && (!best || type.tl > best->tl))
            best = &type;
        if (!earliest || type.tl < earliest->tl)
            earliest = &type;
    }
    // A type not yet introduced at `tl` is still found, so that the caller can say why it is invalid.
    return best ? best : earliest;
}

int ElementCatalog::countInTable(CatalogTable table) const
{
    return int(std::count_if(m_types.begin(), m_types.end(),
                             [table](const ElementType &t) { return t.table == table; }));
}

Status ElementCatalog::addCustom(const ElementType &type)
{
    if (type.isBuiltIn())
        return Error{ElementCatalogText::tr("Only custom element types can be added to a campaign."),
                     QStringLiteral("table")};
    if (m_index.contains(type.id))
        return Error{
            ElementCatalogText::tr("An element type with the id \"%1\" already exists.").arg(type.id),
            QStringLiteral("id")};
    m_index.insert(type.id, m_types.size());
    m_types.append(type);
    return success();
}

Status ElementCatalog::replaceCustom(const ElementType &type)
{
    const auto it = m_index.constFind(type.id);
    if (it == m_index.constEnd() || m_types.at(*it).isBuiltIn() || type.isBuiltIn())
        return Error{ElementCatalogText::tr(
                         "The built-in element types cannot be changed; copy one as a custom type instead."),
                     QStringLiteral("id")};
    m_types[*it] = type;
    return success();
}

Status ElementCatalog::removeCustom(const QString &id)
{
    const ElementType *type = find(id);
    if (!type || type->isBuiltIn())
        return Error{ElementCatalogText::tr("The built-in element types cannot be deleted."),
                     QStringLiteral("id")};
    m_types.removeAt(m_index.value(id));
    reindex();
    return success();
}

int ElementCatalog::minimumViability(const ElementType &type)
{
    return std::min(type.tl + 2, 12);
}

Status ElementCatalog::setBuiltInViability(const QString &id, int viableThroughTl)
{
    const auto it = m_index.constFind(id);
    if (it == m_index.constEnd() || !m_types.at(*it).isBuiltIn())
        return Error{
            ElementCatalogText::tr("Only built-in element types take a doubling cap here; edit a custom "
                                   "type instead."),
            QStringLiteral("id")};
    ElementType &type = m_types[*it];
    if (type.scaling != TlScaling::HighTech)
        return Error{ElementCatalogText::tr("%1 does not double its TS per TL, so it has no doubling cap.")
                         .arg(type.name),
                     QStringLiteral("viable_through_tl")};
    if (viableThroughTl < minimumViability(type) || viableThroughTl > 12)
        return Error{
            ElementCatalogText::tr("%1 stays viable from TL%2 (two TLs after its introduction) to TL12.")
                .arg(type.name)
                .arg(minimumViability(type)),
            QStringLiteral("viable_through_tl")};
    type.viableThroughTl = viableThroughTl;
    return success();
}

QHash<QString, int> ElementCatalog::builtInViabilities() const
{
    QHash<QString, int> caps;
    for (const ElementType &type : m_types) {
        if (type.isBuiltIn() && type.viableThroughTl < 12)
            caps.insert(type.id, type.viableThroughTl);
    }
    return caps;
}

QString ElementCatalog::newCustomId() const
{
    int n = 1;
    while (m_index.contains(QStringLiteral("custom-%1").arg(n)))
        ++n;
    return QStringLiteral("custom-%1").arg(n);
}

void ElementCatalog::reindex()
{
    m_index.clear();
    for (qsizetype i = 0; i < m_types.size(); ++i)
        m_index.insert(m_types.at(i).id, i);
}

} // namespace muster
