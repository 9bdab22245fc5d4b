#include "Intelligence.h"

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

// The mobility an observer would class the element by: flying, mounted, on foot, ...
QString mobilityClass(const BattleElement &e)
{
    if (e.mobility.isEmpty())
        return IntelligenceText::tr("immobile or carried");
    return mobilityName(e.mobility.constFirst()).toLower();
}

} // namespace

Estimate roughEstimate(qint64 actual)
{
    // Round outward to a friendly step, staying within 20% of the truth.
    const qint64 step = actual >= 1000 ? 100 : 10;
    qint64 low = qint64(std::floor(actual * 0.9 / double(step))) * step;
    qint64 high = qint64(std::ceil(actual * 1.1 / double(step))) * step;
    low = std::max<qint64>(low, qint64(std::ceil(actual * 0.8)));
    high = std::min<qint64>(high, qint64(std::floor(actual * 1.2)));
    if (low > actual)
        low = actual;
    if (high < actual)
        high = actual;
    return {low, high};
}

QStringList initialIntelligence(const BattleSetup &setup, int side)
{
    const SideSetup &enemy = setup.sides.at(size_t(otherSide(side)));
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
        for (const BattleElement &e : enemy.elements)
            byName[e.name] += e.count;
        for (auto it = byName.cbegin(); it != byName.cend(); ++it)
            lines << IntelligenceText::tr("%1 x %2 (about %3 troops)").arg(it.value()).arg(it.key()).arg(it.value() * troopsPerElement);
        return lines;
    }
    QMap<QString, qint64> byMobility;
    for (const BattleElement &e : enemy.elements)
        byMobility[mobilityClass(e)] += e.count * troopsPerElement;
    for (auto it = byMobility.cbegin(); it != byMobility.cend(); ++it) {
        const Estimate e = roughEstimate(it.value());
        lines << IntelligenceText::tr("About %1-%2 %3").arg(e.low).arg(e.high).arg(it.key());
    }
    return lines;
}

} // namespace muster::gurps
