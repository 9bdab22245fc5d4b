#pragma once

#include "catalog/ElementType.h"
#include "common/Result.h"

#include <QHash>
#include <QList>

namespace muster {

// The element types a campaign can field: the read-only built-in tables of the text plus the
// campaign's own custom types.
class ElementCatalog
{
public:
    // The built-in catalog shipped in the resources (":/catalog/elements.json").
    static const ElementCatalog &builtIn();
    static Result<ElementCatalog> fromJson(const QByteArray &json);

    const QList<ElementType> &types() const { return m_types; }
    const ElementType *find(const QString &id) const;
    // A name two tables share (Heavy Artillery, Light Artillery, Draft Team) means the version with the
    // latest TL of introduction at or below `tl`; names match case-insensitively.
    const ElementType *findByName(const QString &name, int tl) const;
    int countInTable(CatalogTable table) const;

    // Custom types: ids must be unique across the catalog.
    Status addCustom(const ElementType &type);
    Status replaceCustom(const ElementType &type);
    Status removeCustom(const QString &id);
    // The GM's cap on how long a built-in high-tech type keeps doubling its TS: at least two TLs after
    // its introduction (or TL12), at most TL12 (no cap).
    Status setBuiltInViability(const QString &id, int viableThroughTl);
    static int minimumViability(const ElementType &type);
    // Built-in types whose doubling the campaign caps, with the cap.
    QHash<QString, int> builtInViabilities() const;

    // A fresh id for a custom type, "custom-N".
    QString newCustomId() const;

private:
    void reindex();
    QList<ElementType> m_types;
    QHash<QString, qsizetype> m_index;
};

} // namespace muster
