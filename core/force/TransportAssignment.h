#pragma once

#include "catalog/Mobility.h"
#include "common/Result.h"

#include <QList>
#include <QString>

#include <optional>

namespace muster {

// Who rides on whom (rule book, "Transport (T)" and "TRANSPORT WEIGHT (WT)"). Everything here works per
// roster line, never per element, so a line of 100,000 elements costs what a line of one does.

// A roster line as transport sees it.
struct TransportLine
{
    qint64 lineId = 0;
    QString name; // for messages: "Knights (Heavy Cavalry)"
    qint64 count = 0;
    std::optional<double> wt; // of one element; none ("-"): cannot be carried
    double transport = 0;     // T of one element
    QList<Mobility> mobility;
    bool mounts = false; // the Mounts type: carries only WT 1 Foot elements ("Other", Mounts)

    // A line's elements pool their T: capacities sum per carrier line.
    double capacity() const { return double(count) * transport; }
};

// The built-in Mounts type of resources/catalog/elements.json.
bool isMountsType(const QString &typeId);

// `count` elements of one line riding on another line's elements.
struct TransportEntry
{
    qint64 carriedLineId = 0;
    qint64 carrierLineId = 0;
    qint64 count = 0;
    bool operator==(const TransportEntry &) const = default;
};
using TransportAssignment = QList<TransportEntry>;

// How many elements of a line, e.g. the ones left behind.
struct LineCount
{
    qint64 lineId = 0;
    qint64 count = 0;
    bool operator==(const LineCount &) const = default;
};

// Whether one element of `carried` can ride on one element of `carrier`: the carrier's own T must be at
// least the element's own WT (four T1 carriers cannot share a WT 4 element), and Mounts take only WT 1
// Foot elements. The error says why not, naming both lines.
bool canCarry(const TransportLine &carrier, const TransportLine &carried);
Status checkCanCarry(const TransportLine &carrier, const TransportLine &carried);

// Every entry names lines of `lines`, each carrier can take its riders, no line carries more WT than
// count x T, no line has more elements carried than it fields, and a carrier is not itself carried (no
// nesting). The error names the line at fault; its field is "transport".
Status validateTransport(const TransportAssignment &assignment, const QList<TransportLine> &lines);

// An assignment and the speed it gives the force.
struct TransportChoice
{
    TransportAssignment assignment;
    double speed = 0;            // the force's speed with it, miles/day; 0: the force cannot move
    QList<LineCount> leftBehind; // elements this choice leaves behind
};

// The automatic assignment for one stretch of travel.
struct AutoTransport
{
    TransportChoice keepAll;       // every element comes along
    TransportChoice leavingBehind; // elements that no carrier of the force can take may stay behind
};

// `ownSpeeds[i]` is the speed of `lines[i]` under its own power (0: it cannot move by itself, e.g.
// mobility 0 or a ship on land), or none for a line that does not move with the force at all (Fast Air).
// Tries each line's speed as a threshold, fastest first: every slower element rides on a carrier at
// least that fast (carriers are never carried), packed heaviest WT first into the pooled capacity of
// the carrier lines (Mounts first for the Foot elements they can take).
//  - keepAll: the fastest threshold at which everything slower fits. If none does, speed 0 (the force
//    cannot move) with what fits at the slowest threshold.
//  - leavingBehind: the same, except that elements no carrier of the force can take at all (WT "-",
//    or heavier than every carrier's T) stay behind when they are slower than the threshold. If even so
//    nothing fits, the slowest threshold, leaving behind also what does not fit.
AutoTransport autoAssignTransport(const QList<TransportLine> &lines,
                                  const QList<std::optional<double>> &ownSpeeds);

} // namespace muster
