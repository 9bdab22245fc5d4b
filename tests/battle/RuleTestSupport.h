// Helpers for the rule-by-rule test classes of tst_battle: small hand-made forces whose figures can be
// worked out on paper, and short-hands for playing whole rounds. Each test still states its own figures.

#pragma once

#include "BattleTestSupport.h"

#include <QList>

#include <cmath>
#include <utility>

// The rule types the data-driven tests put in their columns.
Q_DECLARE_METATYPE(muster::gurps::Advantage)
Q_DECLARE_METATYPE(muster::gurps::BattleKind)
Q_DECLARE_METATYPE(muster::gurps::BattleStrategy)
Q_DECLARE_METATYPE(muster::gurps::BattleTerrain)
Q_DECLARE_METATYPE(muster::gurps::Decision)
Q_DECLARE_METATYPE(muster::gurps::RiverCrossing)
Q_DECLARE_METATYPE(muster::gurps::StrategyChoice)
Q_DECLARE_METATYPE(muster::gurps::StrategyContext)

namespace battletest {

using muster::ClassSet;
using muster::Mobility;
using muster::SpecialClass;

constexpr size_t cls(SpecialClass c)
{
    return size_t(c);
}

// `count` elements of TS `ts` each, $10K to raise each, on foot unless told.
inline BattleElement troops(const QString &name, int count, double ts, ClassSet classes = {},
                            QList<Mobility> mobility = {Mobility::Foot})
{
    BattleElement e;
    e.name = name;
    e.label = name;
    e.count = count;
    e.ts = ts;
    e.classes = classes;
    e.mobility = std::move(mobility);
    e.raise = muster::Money::fromDollars(10'000);
    return e;
}

// The element after `change`: with(troops(...), [](BattleElement &e) { e.night = true; }).
template <typename Change> BattleElement with(BattleElement e, Change change)
{
    change(e);
    return e;
}

// A side of NPCs: a commander (Strategy-12, Leadership-12, Tactics-10) and a second in command.
inline SideSetup sideOf(const QString &name, const QList<BattleElement> &elements)
{
    SideSetup side;
    side.name = name;
    side.elements = elements;
    side.people << person(name + QStringLiteral(" commander"), 12, 12) << person(name + QStringLiteral(" second"), 11, 12);
    return side;
}

inline BattleSetup battleOf(const SideSetup &a, const SideSetup &b, BattleKind kind = BattleKind::Pitched)
{
    BattleSetup setup;
    setup.name = QStringLiteral("Test battle");
    setup.sides = {a, b};
    setup.start.kind = kind;
    setup.conditions.terrain = BattleTerrain::Rural;
    return setup;
}

inline const QString infantry = QStringLiteral("Infantry");

// Ten elements of TS 10 (force TS 100) and whatever else the test adds.
inline SideSetup hundredAnd(const QString &name, const QList<BattleElement> &more = {})
{
    return sideOf(name, QList<BattleElement>{troops(infantry, 10, 10)} + more);
}

// One element of `c` with TS `ts` on a side of 100 infantry; none if `ts` is 0.
inline SideSetup withClass(const QString &name, SpecialClass c, double ts)
{
    return hundredAnd(name, ts > 0 ? QList<BattleElement>{troops(name, 1, ts, {c})} : QList<BattleElement>{});
}

// Two equal forces of 10 x TS 10 infantry: force TS 100 each, no class, Basic Strategy Modifier 0, and
// commanders of Strategy-12, so that both effective skills are 12 + the strategy's modifier.
inline BattleSetup plainBattle()
{
    return battleOf(hundredAnd(QStringLiteral("Red")), hundredAnd(QStringLiteral("Blue")));
}

inline ForceComparison compare(const BattleSetup &setup, const TsSituation &situation = {})
{
    return compareForces(setup, situation);
}

// Applies the decisions in order; the first refusal's message, or an empty string.
inline QString applyAll(BattleEngine &engine, const QList<Decision> &decisions)
{
    for (const Decision &d : decisions) {
        const muster::Status status = engine.apply(d);
        if (!status)
            return status.error().message;
    }
    return {};
}

// Opens a round (no risk, no PCs) and has both sides choose.
inline QString chooseRound(BattleEngine &engine, BattleStrategy a, BattleStrategy b)
{
    return applyAll(engine, {openRound({}, {}), strategies(a, b)});
}

// A whole contested round in which nobody is hurt.
inline QString fightRound(BattleEngine &engine, BattleStrategy a, BattleStrategy b, int roll0, int roll1)
{
    return applyAll(engine, {openRound({}, {}), strategies(a, b), rolls(roll0, roll1), quietEnd(engine)});
}

inline StrategyChoice desperate(BattleStrategy s)
{
    return StrategyChoice{s, true};
}

inline StrategyChoice plain(BattleStrategy s)
{
    return StrategyChoice{s, false};
}

// Rounds a probability to 1e-12 so that exact fractions compare with QCOMPARE.
inline double rounded(double p)
{
    return std::round(p * 1e12) / 1e12;
}

} // namespace battletest
