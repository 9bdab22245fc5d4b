#include "Intelligence.h"

#include "battle/gurps/FieldedSetup.h"

#include <QCoreApplication>
#include <QMap>

#include <cmath>

namespace muster::gurps {

namespace {

struct IntelligenceText
{
    Q_DECLARE_TR_FUNCTIONS(Intelligence)
};

constexpr int troopsPerElement = 10; // "typically 10"

// How an observer would count troops that move this way: on foot, mounted, flying, ...
enum class Sighting { OnFoot, Mounted, Motorized, Mechanized, Afloat, Flying, Immobile };

Sighting sightingOf(const BattleElement &e)
{
    if (e.mobility.isEmpty())
        return Sighting::Immobile;
    switch (e.mobility.constFirst()) {
    case Mobility::Foot:
        return Sighting::OnFoot;
    case Mobility::Mtd:
        return Sighting::Mounted;
    case Mobility::Motor:
        return Sighting::Motorized;
    case Mobility::Mech:
        return Sighting::Mechanized;
    case Mobility::Coast:
    case Mobility::Sea:
        return Sighting::Afloat;
    case Mobility::FA:
    case Mobility::SA:
        return Sighting::Flying;
    }
    return Sighting::Immobile;
}

QString sightingText(Sighting sighting, const Estimate &e)
{
    switch (sighting) {
    case Sighting::OnFoot:
        return IntelligenceText::tr("About %1-%2 troops on foot").arg(e.low).arg(e.high);
    case Sighting::Mounted:
        return IntelligenceText::tr("About %1-%2 mounted troops").arg(e.low).arg(e.high);
    case Sighting::Motorized:
        return IntelligenceText::tr("About %1-%2 troops in motor vehicles").arg(e.low).arg(e.high);
    case Sighting::Mechanized:
        return IntelligenceText::tr("About %1-%2 troops in armored vehicles").arg(e.low).arg(e.high);
    case Sighting::Afloat:
        return IntelligenceText::tr("About %1-%2 troops afloat").arg(e.low).arg(e.high);
    case Sighting::Flying:
        return IntelligenceText::tr("About %1-%2 troops in the air").arg(e.low).arg(e.high);
    case Sighting::Immobile:
        break;
    }
    return IntelligenceText::tr("About %1-%2 troops with no way to move on their own").arg(e.low).arg(e.high);
}

} // namespace

Estimate estimateWithin(qint64 actual, double fraction)
{
    // Round outward to a friendly step from half the allowed error, then stay within the whole of it.
    const qint64 step = actual >= 1000 ? 100 : 10;
    qint64 low = qint64(std::floor(actual * (1 - fraction / 2) / double(step))) * step;
    qint64 high = qint64(std::ceil(actual * (1 + fraction / 2) / double(step))) * step;
    low = std::max<qint64>(low, qint64(std::ceil(actual * (1 - fraction))));
    high = std::min<qint64>(high, qint64(std::floor(actual * (1 + fraction))));
    if (low > actual)
        low = actual;
    if (high < actual)
        high = actual;
    return {low, high};
}

QStringList initialIntelligence(const BattleSetup &setup, int side)
{
    // Only what takes part is seen: the fleet of a land campaign is elsewhere.
    const BattleSetup fielded = fieldedSetup(setup).setup;
    const SideSetup &enemy = fielded.sides.at(size_t(otherSide(side)));
    if (setup.start.startsConfused(side))
        return {IntelligenceText::tr("Confused: nothing is known of the enemy.")};
    QStringList lines;
    if (enemy.estimated) {
        const Estimate e = roughEstimate(qint64(enemy.estimate.elements) * troopsPerElement);
        lines << IntelligenceText::tr("About %1-%2 troops (an estimated force).").arg(e.low).arg(e.high);
        return lines;
    }
    if (setup.start.kind == BattleKind::Pitched) {
        QMap<QString, qint64> byName;
        for (const BattleElement &e : enemy.elements) {
            if (!e.hero) // a hero is one person, not an element's worth of troops, and not obvious
                byName[e.name] += e.count;
        }
        for (auto it = byName.cbegin(); it != byName.cend(); ++it)
            lines << IntelligenceText::tr("%1 x %2 (about %3 troops)").arg(it.value()).arg(it.key()).arg(it.value() * troopsPerElement);
        return lines;
    }
    QMap<Sighting, qint64> byMobility;
    for (const BattleElement &e : enemy.elements) {
        if (!e.hero)
            byMobility[sightingOf(e)] += e.count * troopsPerElement;
    }
    for (auto it = byMobility.cbegin(); it != byMobility.cend(); ++it) {
        lines << sightingText(it.key(), roughEstimate(it.value()));
    }
    return lines;
}

QStringList reconnaissanceEstimate(const BattleSetup &setup, int side)
{
    if (setup.start.advantage == Advantage::None || setup.start.advantageSide != side)
        return {};
    constexpr double withinQuarter = 0.25;
    const BattleSetup fielded = fieldedSetup(setup).setup;
    const SideSetup &enemy = fielded.sides.at(size_t(otherSide(side)));
    if (enemy.estimated) {
        const Estimate e = estimateWithin(qint64(enemy.estimate.elements) * troopsPerElement, withinQuarter);
        return {IntelligenceText::tr("About %1-%2 troops in all.").arg(e.low).arg(e.high)};
    }
    qint64 total = 0;
    QMap<QString, qint64> byName;
    for (const BattleElement &e : enemy.elements) {
        if (e.hero)
            continue;
        total += e.count * troopsPerElement;
        byName[e.name] += e.count * troopsPerElement;
    }
    const Estimate all = estimateWithin(total, withinQuarter);
    QStringList lines{IntelligenceText::tr("About %1-%2 troops in all.").arg(all.low).arg(all.high)};
    for (auto it = byName.cbegin(); it != byName.cend(); ++it) {
        const Estimate e = estimateWithin(it.value(), withinQuarter);
        lines << IntelligenceText::tr("%1: about %2-%3 troops").arg(it.key()).arg(e.low).arg(e.high);
    }
    return lines;
}

} // namespace muster::gurps
