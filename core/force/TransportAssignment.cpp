#include "TransportAssignment.h"

#include "catalog/Breakdown.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {

// WT and T are small decimals (0.5, 1, 16) and loads are sums of them: compare with a tolerance.
constexpr double tolerance = 1e-9;

// lupdate reads the context from this declaration; calls name it as TransportText::tr.
struct TransportText
{
    Q_DECLARE_TR_FUNCTIONS(Transport)
};

Error transportError(const QString &message)
{
    return Error{message, QStringLiteral("transport")};
}

} // namespace

bool isMountsType(const QString &typeId)
{
    return typeId == QLatin1String("mounts");
}

bool canCarry(const TransportLine &carrier, const TransportLine &carried)
{
    if (carrier.lineId == carried.lineId || !carried.wt || *carried.wt > carrier.transport + tolerance)
        return false;
    return !carrier.mounts || (carried.mobility.contains(Mobility::Foot) && *carried.wt <= 1 + tolerance);
}

Status checkCanCarry(const TransportLine &carrier, const TransportLine &carried)
{
    if (canCarry(carrier, carried))
        return success();
    if (carrier.lineId == carried.lineId)
        return transportError(TransportText::tr("%1 cannot carry itself.").arg(carried.name));
    if (carrier.transport <= 0)
        return transportError(TransportText::tr("%1 has no transport capacity (T).").arg(carrier.name));
    if (!carried.wt)
        return transportError(TransportText::tr("%1 cannot be carried (WT -).").arg(carried.name));
    if (carrier.mounts && (!carried.mobility.contains(Mobility::Foot) || *carried.wt > 1 + tolerance))
        return transportError(TransportText::tr("%1 carry only WT 1 Foot elements, and %2 is not one.")
                                  .arg(carrier.name, carried.name));
    if (*carried.wt > carrier.transport + tolerance)
        return transportError(
            TransportText::tr("%1 (WT %2) is too heavy for %3 (T %4): a single carrier must take a "
                              "whole element.")
                .arg(carried.name, formatNumber(*carried.wt), carrier.name, formatNumber(carrier.transport)));
    return success();
}

Status validateTransport(const TransportAssignment &assignment, const QList<TransportLine> &lines)
{
    QHash<qint64, qsizetype> index;
    index.reserve(lines.size());
    for (qsizetype i = 0; i < lines.size(); ++i)
        index.insert(lines.at(i).lineId, i);

    QList<qint64> carried(lines.size(), 0);
    QList<double> load(lines.size(), 0.0);
    QList<bool> carries(lines.size(), false);
    for (const TransportEntry &entry : assignment) {
        const auto carriedAt = index.constFind(entry.carriedLineId);
        const auto carrierAt = index.constFind(entry.carrierLineId);
        if (carriedAt == index.cend() || carrierAt == index.cend()) {
            const qint64 missing = carriedAt == index.cend() ? entry.carriedLineId : entry.carrierLineId;
            return transportError(TransportText::tr("Roster line %1 is not in the force.").arg(missing));
        }
        const TransportLine &rider = lines.at(*carriedAt);
        const TransportLine &carrier = lines.at(*carrierAt);
        if (entry.count < 1)
            return transportError(
                TransportText::tr("Carry at least one element of %1 on %2.").arg(rider.name, carrier.name));
        if (Status fits = checkCanCarry(carrier, rider); !fits)
            return fits;
        carried[*carriedAt] += entry.count;
        load[*carrierAt] += double(entry.count) * *rider.wt;
        carries[*carrierAt] = true;
    }
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const TransportLine &line = lines.at(i);
        if (carried.at(i) > line.count)
            return transportError(TransportText::tr("%1: %2 elements are carried, but the force has %3.")
                                      .arg(line.name)
                                      .arg(carried.at(i))
                                      .arg(line.count));
        if (load.at(i) > line.capacity() + tolerance)
            return transportError(TransportText::tr("%1 can carry WT %2 in all (%3 x T %4), not WT %5.")
                                      .arg(line.name, formatNumber(line.capacity()))
                                      .arg(line.count)
                                      .arg(formatNumber(line.transport), formatNumber(load.at(i))));
        if (carries.at(i) && carried.at(i) > 0)
            return transportError(
                TransportText::tr("%1 carries other elements, so it cannot be carried itself.")
                    .arg(line.name));
    }
    return success();
}

namespace {

// One carrier line's room left while packing.
struct Room
{
    qsizetype line = 0;
    double left = 0;
};

// Carrier lines that can take elements of the current weight, used in order: a cursor moves past a
// carrier once it has no room for another element of that weight, and goes back to the start when a
// lighter weight begins, so each weight class costs one pass over the carriers.
struct CarrierPool
{
    QList<Room> rooms;
    qsizetype cursor = 0;

    void startWeight()
    {
        rooms.removeIf([](const Room &room) { return room.left <= tolerance; });
        cursor = 0;
    }

    // Loads up to `wanted` elements of `rider` (weight `wt`); returns how many did not fit.
    qint64 load(const QList<TransportLine> &lines, qsizetype rider, double wt, qint64 wanted,
                TransportAssignment &entries)
    {
        while (wanted > 0 && cursor < rooms.size()) {
            Room &room = rooms[cursor];
            const qint64 fits = std::min(wanted, qint64(std::floor((room.left + tolerance) / wt)));
            if (fits > 0) {
                room.left -= double(fits) * wt;
                wanted -= fits;
                entries.append({lines.at(rider).lineId, lines.at(room.line).lineId, fits});
            }
            if (wanted > 0)
                ++cursor;
        }
        return wanted;
    }
};

struct Packing
{
    TransportAssignment entries;
    QList<LineCount> unplaced;
};

// Elements of `riders` (sorted heaviest first) into carriers (sorted by T, largest first).
Packing pack(const QList<TransportLine> &lines, const QList<qsizetype> &riders,
             const QList<qsizetype> &carriers)
{
    Packing packing;
    CarrierPool general;
    CarrierPool mounts;
    qsizetype nextCarrier = 0;
    double weight = -1;
    for (qsizetype rider : riders) {
        const TransportLine &line = lines.at(rider);
        const double wt = *line.wt;
        if (wt != weight) {
            weight = wt;
            // Riders come heaviest first, so a carrier that can take this weight takes every later one.
            for (; nextCarrier < carriers.size(); ++nextCarrier) {
                const TransportLine &carrier = lines.at(carriers.at(nextCarrier));
                if (carrier.transport + tolerance < wt)
                    break;
                (carrier.mounts ? mounts : general)
                    .rooms.append({carriers.at(nextCarrier), carrier.capacity()});
            }
            general.startWeight();
            mounts.startWeight();
        }
        qint64 wanted = line.count;
        // Mounts can take nothing but Foot elements of WT 1, so those use Mounts first.
        if (wt <= 1 + tolerance && line.mobility.contains(Mobility::Foot))
            wanted = mounts.load(lines, rider, wt, wanted, packing.entries);
        wanted = general.load(lines, rider, wt, wanted, packing.entries);
        if (wanted > 0)
            packing.unplaced.append({line.lineId, wanted});
    }
    return packing;
}

// The largest T of the carrier lines that can move, Mounts apart, so that whether any carrier other
// than the line itself takes a rider costs O(1) rather than a pass over every carrier.
class LargestCarriers
{
public:
    void add(const QList<TransportLine> &lines, qsizetype line)
    {
        Top &top = lines.at(line).mounts ? m_mounts : m_general;
        const double t = lines.at(line).transport;
        if (t > top.first) {
            top.second = top.first;
            top.first = t;
            top.firstLine = line;
        } else if (t > top.second) {
            top.second = t;
        }
    }

    bool anyTakes(const QList<TransportLine> &lines, qsizetype rider) const
    {
        const TransportLine &line = lines.at(rider);
        if (!line.wt)
            return false;
        const double wt = *line.wt;
        const bool foot = line.mobility.contains(Mobility::Foot) && wt <= 1 + tolerance;
        return wt <= m_general.largestBesides(rider) + tolerance ||
               (foot && wt <= m_mounts.largestBesides(rider) + tolerance);
    }

private:
    struct Top
    {
        double first = 0;
        double second = 0;
        qsizetype firstLine = -1;
        double largestBesides(qsizetype line) const { return line == firstLine ? second : first; }
    };
    Top m_general;
    Top m_mounts;
};

} // namespace

AutoTransport autoAssignTransport(const QList<TransportLine> &lines,
                                  const QList<std::optional<double>> &ownSpeeds)
{
    Q_ASSERT(lines.size() == ownSpeeds.size());
    // The lines that move with the force, sorted once: riders by WT and carriers by T, heaviest first.
    QList<qsizetype> moving;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (ownSpeeds.at(i) && lines.at(i).count > 0)
            moving.append(i);
    }
    QList<qsizetype> carriers;
    for (qsizetype i : moving) {
        if (lines.at(i).transport > 0)
            carriers.append(i);
    }
    std::stable_sort(carriers.begin(), carriers.end(),
                     [&](qsizetype a, qsizetype b) { return lines.at(a).transport > lines.at(b).transport; });
    QList<qsizetype> byWeight = moving;
    std::stable_sort(byWeight.begin(), byWeight.end(), [&](qsizetype a, qsizetype b) {
        return lines.at(a).wt.value_or(-1) > lines.at(b).wt.value_or(-1);
    });
    // Lines no carrier of the force can ever take: the only ones the leaving-behind choice leaves.
    LargestCarriers largest;
    for (qsizetype i : carriers) {
        if (*ownSpeeds.at(i) > 0)
            largest.add(lines, i);
    }
    QList<bool> stranded(lines.size(), false);
    for (qsizetype i : moving)
        stranded[i] = !largest.anyTakes(lines, i);

    QList<double> thresholds;
    for (qsizetype i : moving) {
        if (*ownSpeeds.at(i) > 0)
            thresholds.append(*ownSpeeds.at(i));
    }
    std::sort(thresholds.begin(), thresholds.end(), std::greater<>());
    thresholds.erase(std::unique(thresholds.begin(), thresholds.end()), thresholds.end());

    AutoTransport result;
    bool leavingFound = false;
    for (qsizetype t = 0; t < thresholds.size(); ++t) {
        const double threshold = thresholds.at(t);
        const auto fastEnough = [&](qsizetype i) { return *ownSpeeds.at(i) >= threshold; };
        QList<qsizetype> fastCarriers;
        std::copy_if(carriers.cbegin(), carriers.cend(), std::back_inserter(fastCarriers), fastEnough);
        QList<qsizetype> riders;
        QList<LineCount> left;
        for (qsizetype i : byWeight) {
            if (fastEnough(i))
                continue;
            if (stranded.at(i))
                left.append({lines.at(i).lineId, lines.at(i).count});
            else
                riders.append(i);
        }
        Packing packing = pack(lines, riders, fastCarriers);
        const bool last = t == thresholds.size() - 1;
        if (!leavingFound && (packing.unplaced.isEmpty() || last)) {
            leavingFound = true;
            result.leavingBehind = {packing.entries, threshold, left + packing.unplaced};
        }
        if (packing.unplaced.isEmpty() && left.isEmpty()) {
            result.keepAll = {packing.entries, threshold, {}};
            return result;
        }
        if (last)
            result.keepAll = {packing.entries, 0, {}};
    }
    return result;
}

} // namespace muster
