#pragma once

#include "catalog/ElementCatalog.h"
#include "catalog/ElementRecord.h"
#include "catalog/ElementStats.h"
#include "common/Result.h"
#include "force/Force.h"
#include "force/TransportAssignment.h"

#include <QList>

namespace muster {

// A roster line as travel sees it: what transport needs (count, WT, T, mobility, Mounts) and what
// changes its speed or the force's (TL, Recon class, Night, Nocturnal, All-Weather).
struct TravelElement
{
    TransportLine line;
    int tl = 0;
    bool recon = false;
    bool night = false; // the Night feature; on a Nocturnal element it is called "Day"
    bool nocturnal = false;
    bool allWeather = false;
};

// One line's figures (computed by Customization) and its record's TL and features.
TravelElement travelElement(qint64 lineId, const QString &name, qint64 count, const ElementRecord &record,
                            const ElementStats &stats);

// The id by which travel and transport name a roster line: its storage id, or -(index + 1) for a line
// not saved yet (id 0), so that unsaved lines stay apart.
qint64 travelLineId(const RosterLine &line, qsizetype index);

// Every line of `force`, computed as LineFiguresCache does (computeLine). A line whose choices are
// invalid is an error naming it (field "lines"): its speed and WT would be guesses.
Result<QList<TravelElement>> travelElements(const Force &force, const ElementCatalog &catalog);

QList<TransportLine> transportLines(const QList<TravelElement> &elements);

} // namespace muster
