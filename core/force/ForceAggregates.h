#pragma once

#include "catalog/Breakdown.h"
#include "catalog/ElementStats.h"
#include "catalog/SpecialClass.h"
#include "common/Money.h"

#include <QList>
#include <QString>

#include <array>

namespace muster {

// A roster line as the aggregates see it: its figures (computed once per edit) and how many.
struct LineFigures
{
    QString label; // "3 Knights (Heavy Cavalry)"
    int count = 0;
    const ElementStats *stats = nullptr; // null for a line whose record is invalid
    double strength = 1.0;               // 1 - the line's casualties: the share of its TS still there
};

// The figures of a whole force (Appendix A's roster sheets).
struct ForceAggregates
{
    double totalTs = 0;                                   // every element's full TS
    double forceTs = 0;                                   // support TS at 10%, C3I-only support at 0
    std::array<double, specialClassCount> classTs{};      // full TS, support included
    std::array<double, specialClassCount> neutralizeTs{}; // TS of elements that neutralize the class
    double wt = 0;                                        // WT of elements that can be carried
    qint64 untransportable = 0;                           // elements with no WT ("-")
    Money raise;
    Money maintain;
    qint64 elements = 0;
    double transportCapacity = 0; // sum of T
    double largestCarrier = 0;    // the biggest single T: no element heavier than this can be carried
    double immobileWt = 0;        // WT of elements with mobility 0, which move only when carried
    qint64 immobileTooHeavy = 0;  // immobile elements no carrier of the force can take
    qint64 impetuousElements = 0;
    double impetuousTs = 0;
    qint64 fanaticElements = 0;
    double fanaticTs = 0;
    double disloyalTs = 0;
    qint64 flagships = 0;
    int invalidLines = 0;

    double classTsOf(SpecialClass c) const { return classTs.at(size_t(c)); }
    double neutralizeTsOf(SpecialClass c) const { return neutralizeTs.at(size_t(c)); }
    // Share of the force by count or by TS, whichever is greater (Impetuous and Fanatic thresholds), 0-100.
    double impetuousPercent() const;
    double fanaticPercent() const;
    double disloyalPercent() const; // of force TS
};

ForceAggregates aggregate(const QList<LineFigures> &lines);

// The figures a GM can open a breakdown of.
enum class AggregateFigure {
    ForceTs,
    TotalTs,
    ClassTs,      // with a SpecialClass
    NeutralizeTs, // with a SpecialClass
    Wt,
    Raise,
    Maintain,
    Elements,
    Transport,
    Impetuous,
    Fanatic,
    Disloyal,
};

// Which lines make up a figure and how, built only when asked for: at most `maxLines` lines are listed.
Breakdown explainAggregate(AggregateFigure figure, SpecialClass specialClass, const QList<LineFigures> &lines,
                           const ForceAggregates &totals, int maxLines = 40);

} // namespace muster
