// Helpers shared by the test classes of tst_battle: the two sides of the Battle of Drake's Cross (the
// running example of "Fighting" in GURPS Mass Combat) and short-hands for decisions.

#pragma once

#include "../core/CoreTestSupport.h"

#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/SideFromForce.h"
#include "QuietEnd.h"

#include <QtTest>

namespace battletest {

using namespace muster::gurps;

inline Person person(const QString &name, int strategy, int leadership, bool pc = false)
{
    Person p;
    p.name = name;
    p.strategy = strategy;
    p.leadership = leadership;
    p.pc = pc;
    p.hp = 12;
    return p;
}

// Sir Richard's force is the Yrth force of Appendix A (TS 75.5); he commands it (Strategy-10,
// Leadership-12) and Sheryl Navarre (Broadsword-15, commanding a unit of spearmen) fights in it.
inline SideSetup sirRichard()
{
    SideSetup side = sideFromForce(coretest::catalog(), coretest::yrthForce());
    side.name = QStringLiteral("Sir Richard");
    side.people.clear();
    side.people << person(QStringLiteral("Sir Richard"), 10, 12, true);
    Person sheryl = person(QStringLiteral("Sheryl Navarre"), 8, 10, true);
    sheryl.usefulSkill15 = true;
    sheryl.commandsElements = true;
    side.people << sheryl;
    return side;
}

// Strykland's host is given only as totals in the text: TS 120, Cavalry 25, Fire 9, some Engineering.
inline SideSetup strykland()
{
    SideSetup side;
    side.name = QStringLiteral("Ian Strykland");
    side.estimated = true;
    side.estimate.ts = 120;
    side.estimate.classTs.at(size_t(muster::SpecialClass::Cv)) = 25;
    side.estimate.classTs.at(size_t(muster::SpecialClass::F)) = 9;
    side.estimate.classTs.at(size_t(muster::SpecialClass::Eng)) = 2;
    side.estimate.elements = 20;
    side.estimate.raise = muster::Money::fromDollars(1'000'000);
    side.people << person(QStringLiteral("Ian Strykland"), 12, 11);
    side.defenseBonus = 2; // he won initiative: the pitched battle's Defense Bonus is his
    return side;
}

// A pitched battle in Rural terrain by day; Strykland won initiative.
inline BattleSetup drakesCross()
{
    BattleSetup setup;
    setup.name = QStringLiteral("Battle of Drake's Cross");
    setup.sides = {sirRichard(), strykland()};
    setup.start.kind = BattleKind::Pitched;
    setup.start.advantage = Advantage::Initiative;
    setup.start.advantageSide = 1;
    setup.conditions.terrain = BattleTerrain::Rural;
    return setup;
}

inline BattleEngine engineFor(const BattleSetup &setup)
{
    auto engine = BattleEngine::create(setup);
    if (!engine)
        qFatal("test set-up rejected: %s", qPrintable(engine.error().message));
    return *engine;
}

// Applies a decision the test expects to be legal; a refusal fails the calling test.
#define APPLY(engine, decision)                                                                          \
    do {                                                                                                 \
        const muster::Status applied_ = (engine).apply(decision);                                        \
        QVERIFY2(applied_.ok(), applied_.ok() ? "" : qPrintable(applied_.error().message));              \
    } while (false)

inline OpenRound openRound(PerPerson<int> risk0, PerPerson<int> risk1, PerPerson<std::optional<int>> heroism0 = {},
                           PerPerson<std::optional<int>> heroism1 = {})
{
    OpenRound d;
    d.risk = {risk0, risk1};
    d.heroismRolls = {heroism0, heroism1};
    return d;
}

inline ChooseStrategies strategies(BattleStrategy a, BattleStrategy b, std::optional<int> leadership0 = {},
                                   std::optional<int> leadership1 = {})
{
    ChooseStrategies d;
    d.choices = {StrategyChoice{a, false}, StrategyChoice{b, false}};
    d.leadershipRolls = {leadership0, leadership1};
    return d;
}

inline RollContest rolls(int a, int b, int circumstances0 = 0, int circumstances1 = 0)
{
    RollContest d;
    d.rolls = {a, b};
    d.circumstances = {circumstances0, circumstances1};
    return d;
}

using testsupport::quietEnd;

} // namespace battletest
