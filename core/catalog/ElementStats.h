#pragma once

#include "catalog/Breakdown.h"
#include "catalog/Mobility.h"
#include "catalog/SpecialClass.h"
#include "common/Money.h"

#include <QList>

#include <optional>

namespace muster {

// Minimum days to raise one element at normal cost, at twice the cost and at four times the cost.
struct RaiseTime
{
    int normal = 0;
    int doubleCost = 0;
    int quadrupleCost = 0;
};

// The figures of one customized element, each with how it came to be.
struct ElementStats
{
    double ts = 0;
    bool support = false;
    bool c3iOnly = false; // support TS of an element whose only class is C3I counts 0 toward force TS
    ClassSet classes;
    ClassSet neutralizes;
    double transport = 0;
    std::optional<double> wt;
    QList<Mobility> mobility;
    Money raise;
    Money maintain; // monthly; for Mercenary and Levy, what the commander actually pays
    RaiseTime raiseTime;
    bool impetuous = false;
    bool fanatic = false;
    bool disloyal = false;
    bool flagship = false;

    Breakdown tsBreakdown;
    Breakdown raiseBreakdown;
    Breakdown maintainBreakdown;

    // This element's contribution to force TS: support TS at 10%, C3I-only support TS not at all.
    double forceTs() const { return support ? (c3iOnly ? 0.0 : ts * 0.1) : ts; }
};

} // namespace muster
