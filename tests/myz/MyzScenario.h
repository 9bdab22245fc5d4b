// Plumbing for the phase tests: set-ups and the steps that carry a Wave to the phase a test looks at. Nothing
// here decides an expected value; the tests type their dice and count what they expect by hand.

#pragma once

#include "MyzTestSupport.h"

#include <algorithm>
#include <array>

namespace myztest {

using Pair = std::array<int, 2>;       // a value for each side
using Choice = std::array<Strategy, 2>; // each side's strategy

// A faction of `level` Battle Level in the field, with a PC in every position: 0 leader, 1 assailant, 2 engineer,
// 3 medic (each 3 Base Dice and 2 Skill Dice, strength 3).
inline Faction force(const QString &name, int level)
{
    Faction f;
    f.name = name;
    f.battleLevel = level;
    f.people << person(name + QStringLiteral(" leader"), Position::Leader)
             << person(name + QStringLiteral(" assailant"), Position::Assailant)
             << person(name + QStringLiteral(" engineer"), Position::Engineer)
             << person(name + QStringLiteral(" medic"), Position::Medic);
    return f;
}

enum Who { Leader = 0, Assailant = 1, Engineer = 2, Medic = 3 };

inline BattleSetup fieldBattle(int levelA = 3, int levelB = 3, Terrain terrain = Terrain::Open)
{
    BattleSetup setup;
    setup.name = QStringLiteral("test");
    setup.factions[0] = force(QStringLiteral("Ark"), levelA);
    setup.factions[1] = force(QStringLiteral("Raiders"), levelB);
    setup.terrain = terrain;
    return setup;
}

// Side 0 besieged at its own Ark, its Ark caught unready so that its Battle Dice are its Battle Level this Wave.
inline BattleSetup arkBesieged(int levelA, int levelB, QSet<ArkProject> projects)
{
    BattleSetup setup = fieldBattle(levelA, levelB);
    setup.factions[0].atItsArk = true;
    setup.factions[0].combatReady = false;
    setup.factions[0].projects = projects;
    setup.siegeDefender = 0;
    return setup;
}

// A typed skill roll.
inline PersonRoll rollOf(int who, Skill skill, const Faces &base, const Faces &skillDice = {}, int mp = 0)
{
    PersonRoll roll;
    roll.person = who;
    roll.skill = skill;
    roll.mutationPoints = mp;
    roll.roll = SkillRoll{int(base.size()), int(skillDice.size()), base, skillDice, true};
    return roll;
}

// Reconnaissance won by `winner` by two sixes in the Jungle (rating 2), with or without the ambush.
inline ReconStep reconWonBy(int winner, bool ambush)
{
    ReconStep recon;
    recon.environment = Environment::Jungle;
    recon.rolls[winner] = SkillRoll{2, 0, faces({6, 6}), {}, true};
    recon.rolls[1 - winner] = SkillRoll{2, 0, faces({3, 4}), {}, true};
    recon.ambush = ambush;
    return recon;
}

// Initiative, side 0 first.
inline void begin(MyzBattle &battle)
{
    MYZ_TAKE(battle, Step(InitiativeStep{{dice::DieRoll{6, 5, true}, dice::DieRoll{6, 2, true}}, 0}));
}

inline BattleSetup ambushed(BattleSetup setup, bool ambush = true)
{
    setup.reconnaissance = ambush;
    return setup;
}

// Initiative, after a Reconnaissance if the set-up has one: side 1 wins it by two sixes in the Jungle (rating 2)
// and ambushes, so side 0 is CONFUSED.
inline void start(MyzBattle &battle)
{
    if (battle.phase() == Phase::Reconnaissance) {
        MYZ_TAKE(battle, Step(reconWonBy(1, true)));
        QVERIFY(battle.faction(0).confused);
    }
    begin(battle);
}

// The Risk Phase (no modifiers unless taken before) and the Strategy Phase.
inline void choose(MyzBattle &battle, Strategy a, Strategy b, Pair circumstances = {0, 0},
                   bool parleyAccepted = false)
{
    if (battle.phase() == Phase::Risk)
        MYZ_TAKE(battle, Step(RiskStep{}));
    MYZ_TAKE(battle, Step(StrategyStep{{a, b}, circumstances, parleyAccepted}));
}

inline void noActions(MyzBattle &battle)
{
    while (battle.phase() == Phase::Action)
        MYZ_TAKE(battle, Step(ActionStep{battle.sideToAct(), ActionKind::None, {}, 0, 0}));
}

inline void toBattle(MyzBattle &battle, Strategy a, Strategy b, Pair circumstances = {0, 0})
{
    choose(battle, a, b, circumstances);
    noActions(battle);
}

// Faces for a pool: `skulls` Battle Dice show 1 and `fires` Support Dice show 1; then `sixes` sixes go on the other
// Battle Dice, then the Strategy Dice, then the other Support Dice; every other die shows 3.
inline PoolFaces rolled(const BattlePool &pool, int sixes, int skulls = 0, int fires = 0)
{
    PoolFaces f{same(pool.battle, 3), same(pool.strategy, 3), same(pool.support, 3)};
    for (int i = 0; i < skulls && i < f.battle.size(); ++i)
        f.battle[i] = 1;
    for (int i = 0; i < fires && i < f.support.size(); ++i)
        f.support[i] = 1;
    for (Faces *list : {&f.battle, &f.strategy, &f.support})
        for (int &face : *list)
            if (face == 3 && sixes > 0) {
                face = 6;
                --sixes;
            }
    return f;
}

inline void rollAndSettle(MyzBattle &battle, Pair sixes, Pair skulls = {0, 0}, Pair fires = {0, 0})
{
    RollStep roll;
    for (int side = 0; side < 2; ++side)
        roll.pools[side] = rolled(battle.wave().pools[side], sixes[side], skulls[side], fires[side]);
    roll.typed = true;
    MYZ_TAKE(battle, Step(roll));
    MYZ_TAKE(battle, Step(SettleStep{}));
}

// Every faction that has a Support Phase passes it.
inline void noSupport(MyzBattle &battle)
{
    while (battle.phase() == Phase::Support)
        MYZ_TAKE(battle, Step(SupportStep{battle.sideToAct(), {}, {}, {}}));
}

// An End Phase whose casualty dice all show `face`, for tests about something else than casualties.
inline EndStep quietEnd(const MyzBattle &battle, int face = 1)
{
    EndStep end;
    for (int side = 0; side < 2; ++side) {
        const CasualtyDice dice = battle.casualtyDice(side);
        end.casualties[side] = CasualtyRoll{same(dice.none ? 0 : dice.added, face), same(dice.none ? 0 : dice.removed, face), true};
    }
    return end;
}

// A Wave from its Strategy Phase to its End Phase: no actions, the pools rolled, no Support rolls.
inline void toEnd(MyzBattle &battle, Strategy a, Strategy b, Pair sixes, Pair skulls = {0, 0}, Pair fires = {0, 0})
{
    toBattle(battle, a, b);
    rollAndSettle(battle, sixes, skulls, fires);
    noSupport(battle);
}

// The rest of a Wave from the Battle Phase: `sixes` rolled by each side, no Support rolls, a quiet End Phase.
inline void finishWave(MyzBattle &battle, Pair sixes = {0, 0})
{
    rollAndSettle(battle, sixes);
    noSupport(battle);
    MYZ_TAKE(battle, Step(quietEnd(battle)));
}

// A whole Wave with no actions and no Support rolls.
inline void playWave(MyzBattle &battle, Strategy a, Strategy b, Pair sixes)
{
    toBattle(battle, a, b);
    finishWave(battle, sixes);
}

inline ActionStep action(int side, ActionKind kind, const PersonRoll &roll = {}, int supportDamage = 0, int gmDice = 0)
{
    return ActionStep{side, kind, roll, gmDice, supportDamage};
}

// A skill roll of `sixes` sixes and a 2.
inline PersonRoll sixesRoll(int who, Skill skill, int sixes, int mp = 0)
{
    Faces base = same(sixes, 6);
    base.append(2);
    return rollOf(who, skill, base, {}, mp);
}

inline QList<Strategy> sorted(QList<Strategy> list)
{
    std::sort(list.begin(), list.end());
    return list;
}

} // namespace myztest
