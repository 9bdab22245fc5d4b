#include "TravelElement.h"

#include "force/LineFiguresCache.h"

#include <QCoreApplication>

namespace muster {

TravelElement travelElement(qint64 lineId, const QString &name, qint64 count, const ElementRecord &record,
                            const ElementStats &stats)
{
    TravelElement element;
    element.line.lineId = lineId;
    element.line.name = name;
    element.line.count = count;
    element.line.wt = stats.wt;
    element.line.transport = stats.transport;
    element.line.mobility = stats.mobility;
    element.line.mounts = isMountsType(record.typeId);
    element.tl = record.tl;
    element.recon = stats.classes.contains(SpecialClass::Rec);
    element.night = record.has(Feature::Night);
    element.nocturnal = record.has(Feature::Nocturnal);
    element.allWeather = record.has(Feature::AllWeather);
    return element;
}

qint64 travelLineId(const RosterLine &line, qsizetype index)
{
    return line.id != 0 ? line.id : -qint64(index + 1);
}

Result<QList<TravelElement>> travelElements(const Force &force, const ElementCatalog &catalog)
{
    QList<TravelElement> elements;
    elements.reserve(force.lines.size());
    for (qsizetype i = 0; i < force.lines.size(); ++i) {
        const RosterLine &line = force.lines.at(i);
        const ComputedLine computed = computeLine(catalog, line);
        const QString name = recordDisplayName(line.record, catalog.find(line.record.typeId));
        if (!computed.stats)
            return Error{QCoreApplication::translate("Travel", "%1: %2").arg(name, computed.error),
                         QStringLiteral("lines")};
        elements.append(travelElement(travelLineId(line, i), name, line.count, line.record, *computed.stats));
    }
    return elements;
}

QList<TransportLine> transportLines(const QList<TravelElement> &elements)
{
    QList<TransportLine> lines;
    lines.reserve(elements.size());
    for (const TravelElement &element : elements)
        lines.append(element.line);
    return lines;
}

} // namespace muster
