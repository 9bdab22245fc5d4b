#include "ForceAggregates.h"

#include "force/Force.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster {

// lupdate reads the context from this declaration; calls name it as ForceAggregatesText::tr.
struct ForceAggregatesText
{
    Q_DECLARE_TR_FUNCTIONS(ForceAggregates)
};

static double percentOf(double part, double whole)
{
    return whole > 0 ? 100.0 * part / whole : 0.0;
}

double ForceAggregates::impetuousPercent() const
{
    return std::max(percentOf(double(impetuousElements), double(elements)), percentOf(impetuousTs, forceTs));
}

double ForceAggregates::fanaticPercent() const
{
    return std::max(percentOf(double(fanaticElements), double(elements)), percentOf(fanaticTs, forceTs));
}

double ForceAggregates::disloyalPercent() const
{
    return percentOf(disloyalTs, forceTs);
}

ForceAggregates aggregate(const QList<LineFigures> &lines)
{
    ForceAggregates a;
    for (const LineFigures &line : lines) {
        const ElementStats *s = line.stats;
        if (!s) {
            ++a.invalidLines;
            continue;
        }
        const double n = line.count;
        // Casualties reduce every element's TS across the board (Quick Casualty Determination); its
        // costs, weight and count stay those of the whole element.
        const double ts = s->ts * n * line.strength;
        const double forceTs = s->forceTs() * n * line.strength;
        a.totalTs += ts;
        a.forceTs += forceTs;
        for (SpecialClass c : allSpecialClasses) {
            if (s->classes.contains(c))
                a.classTs[size_t(c)] += ts;
            if (s->neutralizes.contains(c))
                a.neutralizeTs[size_t(c)] += ts;
        }
        if (s->wt)
            a.wt += *s->wt * n;
        else
            a.untransportable += line.count;
        a.raise += s->raise * line.count;
        a.maintain += s->maintain * line.count;
        a.elements += line.count;
        a.transportCapacity += s->transport * n;
        if (line.count > 0)
            a.largestCarrier = std::max(a.largestCarrier, s->transport);
        if (s->impetuous) {
            a.impetuousElements += line.count;
            a.impetuousTs += forceTs;
        }
        if (s->fanatic) {
            a.fanaticElements += line.count;
            a.fanaticTs += forceTs;
        }
        if (s->disloyal)
            a.disloyalTs += forceTs;
        if (s->flagship)
            a.flagships += line.count;
    }
    // A second pass, because the largest carrier is known only now.
    for (const LineFigures &line : lines) {
        if (line.stats && line.stats->mobility.isEmpty() && line.stats->wt) {
            a.immobileWt += *line.stats->wt * line.count;
            if (*line.stats->wt > a.largestCarrier)
                a.immobileTooHeavy += line.count;
        }
    }
    return a;
}

// A line's share of a TS figure; at reduced strength the full figure and the reduction are shown too.
static QString lineTs(const LineFigures &line, double perElementTs)
{
    const double full = perElementTs * line.count;
    if (line.strength >= 1.0)
        return formatTs(full);
    return ForceAggregatesText::tr("%1 x %2% strength = %3")
        .arg(formatTs(full))
        .arg(100 - casualtiesPercent(1.0 - line.strength))
        .arg(formatTs(full * line.strength));
}

Breakdown explainAggregate(AggregateFigure figure, SpecialClass specialClass, const QList<LineFigures> &lines,
                           const ForceAggregates &totals, int maxLines)
{
    Breakdown b;
    int listed = 0;
    int omitted = 0;
    auto add = [&](const QString &text) {
        if (listed < maxLines) {
            b.add(text);
            ++listed;
        } else {
            ++omitted;
        }
    };
    for (const LineFigures &line : lines) {
        const ElementStats *s = line.stats;
        if (!s)
            continue;
        const double n = line.count;
        switch (figure) {
        case AggregateFigure::ForceTs:
            if (s->support)
                add(ForceAggregatesText::tr("%1: (%2) support, counts %3")
                        .arg(line.label, formatTs(s->ts * n * line.strength), lineTs(line, s->forceTs())));
            else
                add(QStringLiteral("%1: %2").arg(line.label, lineTs(line, s->ts)));
            break;
        case AggregateFigure::TotalTs:
            add(QStringLiteral("%1: %2").arg(line.label, lineTs(line, s->ts)));
            break;
        case AggregateFigure::ClassTs:
            if (s->classes.contains(specialClass))
                add(QStringLiteral("%1: %2").arg(line.label, lineTs(line, s->ts)));
            break;
        case AggregateFigure::NeutralizeTs:
            if (s->neutralizes.contains(specialClass))
                add(QStringLiteral("%1: %2").arg(line.label, lineTs(line, s->ts)));
            break;
        case AggregateFigure::Wt:
            add(s->wt ? QStringLiteral("%1: %2").arg(line.label, formatNumber(*s->wt * n))
                      : ForceAggregatesText::tr("%1: cannot be transported").arg(line.label));
            break;
        case AggregateFigure::Raise:
            add(QStringLiteral("%1: %2").arg(line.label, (s->raise * line.count).toShortString()));
            break;
        case AggregateFigure::Maintain:
            add(QStringLiteral("%1: %2").arg(line.label, (s->maintain * line.count).toShortString()));
            break;
        case AggregateFigure::Elements:
            add(QStringLiteral("%1: %2").arg(line.label).arg(line.count));
            break;
        case AggregateFigure::Transport:
            if (s->transport > 0)
                add(ForceAggregatesText::tr("%1: carries %2")
                        .arg(line.label, formatNumber(s->transport * n)));
            else if (s->mobility.isEmpty())
                add(ForceAggregatesText::tr("%1: no mobility, needs %2 WT of transport")
                        .arg(line.label, s->wt ? formatNumber(*s->wt * n)
                                               : ForceAggregatesText::tr("(cannot be carried)")));
            break;
        case AggregateFigure::Impetuous:
            if (s->impetuous)
                add(ForceAggregatesText::tr("%1: %2 elements, TS %3")
                        .arg(line.label)
                        .arg(line.count)
                        .arg(lineTs(line, s->forceTs())));
            break;
        case AggregateFigure::Fanatic:
            if (s->fanatic)
                add(ForceAggregatesText::tr("%1: %2 elements, TS %3")
                        .arg(line.label)
                        .arg(line.count)
                        .arg(lineTs(line, s->forceTs())));
            break;
        case AggregateFigure::Disloyal:
            if (s->disloyal)
                add(ForceAggregatesText::tr("%1: TS %2").arg(line.label, lineTs(line, s->forceTs())));
            break;
        }
    }
    if (omitted > 0)
        b.add(ForceAggregatesText::tr("... and %n more line(s)", nullptr, omitted));
    switch (figure) {
    case AggregateFigure::ForceTs:
        b.add(ForceAggregatesText::tr("Support TS counts 10% (0 for C3I-only elements). Force TS %1")
                  .arg(formatTs(totals.forceTs)));
        break;
    case AggregateFigure::Transport:
        b.add(ForceAggregatesText::tr("Capacity %1; immobile elements need %2; largest single carrier T%3")
                  .arg(formatNumber(totals.transportCapacity), formatNumber(totals.immobileWt),
                       formatNumber(totals.largestCarrier)));
        if (totals.immobileTooHeavy > 0)
            b.add(ForceAggregatesText::tr("%n immobile element(s) are heavier than any carrier can take.",
                                          nullptr, int(totals.immobileTooHeavy)));
        break;
    case AggregateFigure::Impetuous:
        b.add(ForceAggregatesText::tr(
                  "%1% of the force by count or TS, whichever is greater (10% or more inspires the first "
                  "Attack)")
                  .arg(formatNumber(totals.impetuousPercent())));
        break;
    case AggregateFigure::Fanatic:
        b.add(ForceAggregatesText::tr("%1% of the force by count or TS, whichever is greater")
                  .arg(formatNumber(totals.fanaticPercent())));
        break;
    case AggregateFigure::Disloyal:
        b.add(
            ForceAggregatesText::tr("%1% of force TS; above 10% the Disloyal may revolt (3d at or under %2)")
                .arg(formatNumber(totals.disloyalPercent()),
                     formatNumber(totals.disloyalPercent() / 10.0 + 2.0)));
        break;
    case AggregateFigure::Raise:
        b.add(ForceAggregatesText::tr("Total to raise: %1").arg(totals.raise.toLongString()));
        break;
    case AggregateFigure::Maintain:
        b.add(ForceAggregatesText::tr("Total per month: %1").arg(totals.maintain.toLongString()));
        break;
    default:
        break;
    }
    if (totals.invalidLines > 0)
        b.add(ForceAggregatesText::tr("%n line(s) with invalid choices are not counted.", nullptr,
                                      totals.invalidLines));
    return b;
}

} // namespace muster
