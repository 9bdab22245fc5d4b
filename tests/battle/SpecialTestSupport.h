// Helpers for the special-battle test classes of tst_battle ("Type of Campaign" and "Special Battle
// Situations" of GURPS Mass Combat): the rule types the data-driven tests put in
// their columns, and small battles whose figures can be worked out on paper.

#pragma once

#include "RuleTestSupport.h"

#include "battle/gurps/Combatants.h"
#include "battle/gurps/DefenseBonus.h"
#include "battle/gurps/FieldedSetup.h"
#include "battle/gurps/Intelligence.h"
#include "battle/gurps/SpecialBattleRules.h"

Q_DECLARE_METATYPE(muster::gurps::BattleElement)
Q_DECLARE_METATYPE(muster::gurps::BattleSetup)
Q_DECLARE_METATYPE(muster::gurps::CampaignType)
Q_DECLARE_METATYPE(muster::gurps::NavalWaters)
Q_DECLARE_METATYPE(muster::gurps::WaterObstacle)
Q_DECLARE_METATYPE(muster::gurps::ShoreDefenses)
Q_DECLARE_METATYPE(muster::Fortress)

namespace battletest {

using muster::Fortress;
using muster::FortressKind;
using muster::FortressSite;
using muster::fortressFromJson;
using muster::fortressKindFromCode;
using muster::fortressSiteFromCode;

// A castle last upgraded at TL3 (DB +7) with room for WT 20.
inline Fortress castle()
{
    Fortress f;
    f.name = QStringLiteral("Greyhollow Keep");
    f.kind = FortressKind::Permanent;
    f.tl = 3;
    f.capacityWt = 20;
    return f;
}

// `count` elements of TS `ts` and WT 1 each: a fortress can hold them.
inline BattleElement garrison(const QString &name, int count, double ts, ClassSet classes = {})
{
    return with(troops(name, count, ts, classes), [](BattleElement &e) { e.wt = 1; });
}

// Red (side 0, ten TS 10 infantry of WT 1) besieges Blue (side 1, the same) in the castle: the garrison
// is WT 10, within its capacity, so Blue's Defense Bonus is +7.
inline BattleSetup siegeOf(const QList<BattleElement> &red = {}, const QList<BattleElement> &blue = {})
{
    BattleSetup setup = battleOf(sideOf(QStringLiteral("Red"), QList<BattleElement>{garrison(infantry, 10, 10)} + red),
                                 sideOf(QStringLiteral("Blue"), QList<BattleElement>{garrison(infantry, 10, 10)} + blue));
    setup.special.situation = SpecialSituation::Siege;
    setup.special.siege.besieged = 1;
    setup.special.siege.fortress = castle();
    return setup;
}

// Red (side 0) lands on a beach held by Blue (side 1); each brings what the test gives it.
inline BattleSetup assaultOf(const QList<BattleElement> &red, const QList<BattleElement> &blue)
{
    BattleSetup setup = battleOf(sideOf(QStringLiteral("Red"), red), sideOf(QStringLiteral("Blue"), blue));
    setup.special.campaign = CampaignType::Amphibious;
    setup.special.situation = SpecialSituation::AmphibiousAssault;
    setup.special.amphibious.defender = 1;
    return setup;
}

inline BattleElement boats(double ts = 10)
{
    return troops(QStringLiteral("Boats"), 1, ts, {}, {Mobility::Coast});
}

inline BattleElement carried(BattleElement e, Carrier carrier)
{
    e.carriedBy = carrier;
    return e;
}

// The error a set-up gets from the engine, or an empty field when it is accepted.
inline QString refusedField(const BattleSetup &setup)
{
    const auto engine = BattleEngine::create(setup);
    return engine.ok() ? QString() : engine.error().field;
}

} // namespace battletest
