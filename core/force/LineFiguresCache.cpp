#include "LineFiguresCache.h"

#include <QCoreApplication>

namespace muster {

QString recordDisplayName(const ElementRecord &record, const ElementType *type)
{
    const QString typeName = type ? type->name : record.typeId;
    if (record.name.isEmpty() || record.name == typeName)
        return typeName;
    return QStringLiteral("%1 (%2)").arg(record.name, typeName);
}

ComputedLine computeLine(const ElementCatalog &catalog, const RosterLine &line, Customization::Detail detail)
{
    ComputedLine computed;
    const ElementType *type = catalog.find(line.record.typeId);
    computed.label = QStringLiteral("%1 %2").arg(line.count).arg(recordDisplayName(line.record, type));
    computed.count = line.count;
    computed.strength = 1.0 - line.casualties;
    if (!type) {
        computed.error = QCoreApplication::translate("LineFigures", "Unknown element type \"%1\".")
                             .arg(line.record.typeId);
        return computed;
    }
    auto stats = Customization::compute(*type, line.record, detail);
    if (stats)
        computed.stats = std::move(stats).value();
    else
        computed.error = stats.error().message;
    return computed;
}

void LineFiguresCache::rebuild(const ElementCatalog &catalog, const Force &force)
{
    m_lines.clear();
    m_lines.reserve(force.lines.size());
    for (const RosterLine &line : force.lines) {
        m_lines.append(computeLine(catalog, line));
    }
}

void LineFiguresCache::update(const ElementCatalog &catalog, const RosterLine &line, qsizetype index)
{
    m_lines[index] = computeLine(catalog, line);
}

void LineFiguresCache::insert(const ElementCatalog &catalog, const RosterLine &line, qsizetype index)
{
    m_lines.insert(index, computeLine(catalog, line));
}

void LineFiguresCache::remove(qsizetype first, qsizetype count)
{
    m_lines.remove(first, count);
}

QList<LineFigures> LineFiguresCache::figures() const
{
    QList<LineFigures> figures;
    figures.reserve(m_lines.size());
    for (const ComputedLine &line : m_lines)
        figures.append({line.label, line.count, line.stats ? &*line.stats : nullptr, line.strength});
    return figures;
}

Status validateForce(const Force &force)
{
    qint64 flagships = 0;
    for (const RosterLine &line : force.lines) {
        if (line.record.has(Feature::Flagship))
            flagships += line.count;
    }
    if (flagships > 1)
        return Error{QCoreApplication::translate(
                         "LineFigures", "A force can have only one Flagship; this change would give it %1.")
                         .arg(flagships),
                     QStringLiteral("features")};
    return success();
}

} // namespace muster
