// Helpers shared by the test classes of tst_recon: the two forces of the Drake's Cross example as the
// Reconnaissance Contest of GURPS Mass Combat ("RECONNAISSANCE OPERATIONS") sees
// them, and a plain setup whose every modifier is 0. The hand-made elements (troops(), with()) and the
// Appendix A roster come from the battle and core test helpers.

#pragma once

#include "../../battle/RuleTestSupport.h"

#include "battle/gurps/recon/ReconContest.h"
#include "battle/gurps/recon/ReconOdds.h"
#include "battle/gurps/recon/ReconSkill.h"
#include "battle/gurps/recon/ReconWinner.h"
#include "battle/gurps/recon/TerrainRating.h"

Q_DECLARE_METATYPE(muster::gurps::TerrainVariant)
Q_DECLARE_METATYPE(muster::gurps::TimeOfDay)
Q_DECLARE_METATYPE(muster::gurps::ReconPosture)
Q_DECLARE_METATYPE(muster::gurps::ReconResult)
Q_DECLARE_METATYPE(muster::gurps::ReconFactor)
Q_DECLARE_METATYPE(muster::gurps::ElementShare)
Q_DECLARE_METATYPE(muster::gurps::WinnerChoice)

namespace recontest {

using namespace muster::gurps;
using battletest::troops;
using battletest::with;
using muster::EquipmentQuality;
using muster::Feature;
using muster::TroopQuality;

// A force on the road at 20 miles a day (Foot), as both are at Drake's Cross, with its roster.
inline ReconSide onTheRoad(const QString &name, int strategy, int intelligenceAnalysis, LocalRelations locals,
                           const muster::Force &force)
{
    ReconSide side;
    side.name = name;
    side.strategy = strategy;
    side.intelligenceAnalysis = intelligenceAnalysis;
    side.roads = RoadUse::Road;
    side.locals = locals;
    side.milesPerDay = 20;
    side.elements = sideFromForce(coretest::catalog(), force).elements;
    return side;
}

// Sir Richard's force: the Yrth roster of Appendix A (no Recon elements), Strategy-10; Sheryl Navarre's
// Intelligence Analysis defaults to 7. He is popular with the locals.
inline ReconSide sirRichard()
{
    return onTheRoad(QStringLiteral("Sir Richard"), 10, 7, LocalRelations::Good, coretest::yrthForce());
}

// Strykland's host, which the text gives only in totals (TS 120, Cavalry 25, Fire 9, some Engineering):
// a force like Sir Richard's swelled by orc mercenaries (Bowmen and Medium Infantry), with "a few Light
// Infantry" as its Recon elements.
inline muster::Force stryklandForce()
{
    using coretest::line;
    muster::Force force;
    force.name = QStringLiteral("Strykland's host");
    force.lines << line(QStringLiteral("Knights"), QStringLiteral("Heavy Cavalry"), 2, 3,
                        EquipmentQuality::Fine, TroopQuality::Good)
                << line(QStringLiteral("Men-at-arms"), QStringLiteral("Heavy Infantry"), 8, 3,
                        EquipmentQuality::Basic, TroopQuality::Average)
                << line(QStringLiteral("Crossbowmen"), QStringLiteral("Bowmen"), 3, 3,
                        EquipmentQuality::Basic, TroopQuality::Average)
                << line(QStringLiteral("Orc archers"), QStringLiteral("Bowmen"), 1, 3,
                        EquipmentQuality::Basic, TroopQuality::Good, {Feature::Mercenary})
                << line(QStringLiteral("Orc warriors"), QStringLiteral("Medium Infantry"), 16, 3,
                        EquipmentQuality::Basic, TroopQuality::Average, {Feature::Mercenary})
                << line(QStringLiteral("Sappers"), QStringLiteral("Miners"), 1, 3, EquipmentQuality::Fine,
                        TroopQuality::Average)
                << line(QStringLiteral("Scouts"), QStringLiteral("Light Infantry"), 2, 3,
                        EquipmentQuality::Basic, TroopQuality::Average);
    return force;
}

// Strykland (Strategy-12, Intelligence Analysis-14) through country hostile to his orcs.
inline ReconSide strykland()
{
    return onTheRoad(QStringLiteral("Ian Strykland"), 12, 14, LocalRelations::Hostile, stryklandForce());
}

// Rural terrain, daylight, good weather: Terrain Rating 6.
inline ReconSetup drakesCross()
{
    ReconSetup setup;
    setup.sides = {sirRichard(), strykland()};
    setup.conditions.terrain = BattleTerrain::Rural;
    return setup;
}

// A mobile force of skill 12 (Strategy and Intelligence Analysis 12) whose roster gives no modifier at
// all: some Recon elements, on foot, no Terrain feature.
inline ReconSide plainSide(const QString &name)
{
    ReconSide side;
    side.name = name;
    side.strategy = 12;
    side.intelligenceAnalysis = 12;
    side.elements = {troops(name, 9, 10),
                     troops(name + QStringLiteral(" scouts"), 1, 2, {muster::SpecialClass::Rec})};
    return side;
}

// Two plain sides whose Recon elements are equal (no Recon superiority), in Woodlands by day.
inline ReconSetup plainSetup()
{
    ReconSetup setup;
    setup.sides = {plainSide(QStringLiteral("Red")), plainSide(QStringLiteral("Blue"))};
    setup.conditions.terrain = BattleTerrain::Woodlands;
    return setup;
}

inline ReconContest contestOf(int skill0, int skill1, int rating, bool bunkered0 = false,
                              bool bunkered1 = false)
{
    ReconContest contest;
    contest.skills = {skill0, skill1};
    contest.terrainRating = rating;
    contest.bunkered = {bunkered0, bunkered1};
    return contest;
}

// Resolves a contest the test expects to be valid; a refusal fails the calling test.
#define RESOLVE(outcome, contest, rolls, tieRoll)                                                            \
    const auto outcome##Result_ = resolveReconContest((contest), (rolls), (tieRoll));                        \
    QVERIFY2(outcome##Result_.ok(),                                                                          \
             outcome##Result_.ok() ? "" : qPrintable(outcome##Result_.error().message));                     \
    const ReconOutcome &outcome = *outcome##Result_

} // namespace recontest
