// The Battle Pool of a Wave ("Battle Phase": Battle Level, reconnaissance, basic battle modifiers, Defensive
// Advantage, strategy, Remarkable Actions) and what the rules ask of it afterwards.

#include "MyzBattle.h"

#include "dice/PoolCounts.h"

#include <QCoreApplication>
#include <QVarLengthArray>

#include <algorithm>

namespace muster::myz {

namespace {

struct MyzText
{
    Q_DECLARE_TR_FUNCTIONS(Myz)
};

} // namespace

QString poolLineText(const PoolLine &line)
{
    // Singular and plural spelled out: muster-cli prints these without the program's plural forms.
    const int n = std::abs(line.dice);
    QString dice;
    switch (line.kind) {
    case DieKind::Battle:
        dice = n == 1 ? MyzText::tr("1 Battle Die") : MyzText::tr("%1 Battle Dice").arg(n);
        break;
    case DieKind::Strategy:
        dice = n == 1 ? MyzText::tr("1 Strategy Die") : MyzText::tr("%1 Strategy Dice").arg(n);
        break;
    case DieKind::Support:
        dice = n == 1 ? MyzText::tr("1 Support Die") : MyzText::tr("%1 Support Dice").arg(n);
        break;
    }
    return QStringLiteral("%1%2: %3").arg(line.dice < 0 ? QStringLiteral("\u2212") : QStringLiteral("+"), dice, line.reason);
}

int MyzBattle::projectUnitsAt(int side, qsizetype index) const
{
    // "Ark Projects" that grant units per points of Battle Level.
    const QSet<ArkProject> &projects = m_state[side].projects;
    const int level = m_state[side].battleDice;
    switch (index) {
    case ArtilleryAt:
        return projects.contains(ArkProject::ExplosivesLab) && m_siege && m_setup.siegeDefender == side
                       && m_setup.factions[side].atItsArk
                   ? level / 4
                   : 0;
    case NavalAt:
        return projects.contains(ArkProject::Ship) ? level / 3 : 0;
    case CavalryAt:
        return (projects.contains(ArkProject::Stables) ? level / 2 : 0)
               + (projects.contains(ArkProject::SteamCar) ? level / 2 : 0);
    default:
        return 0;
    }
}

int MyzBattle::effectiveUnits(int side, const QString &unitClass) const
{
    // A class neither faction fields, and no project grants, has no units.
    const qsizetype index = m_unitClasses.indexOf(unitClass);
    return index >= 0 ? effectiveUnitsAt(side, index) : 0;
}

namespace {

// "Superiority": at least 2 for 1 in units of a class.
bool superiorIn(int own, int foe)
{
    return own > 0 && own >= 2 * foe;
}

} // namespace

bool MyzBattle::superiorityAt(int side, qsizetype index) const
{
    return relevantAt(index) && superiorIn(effectiveUnitsAt(side, index), effectiveUnitsAt(1 - side, index));
}

bool MyzBattle::superiority(int side, const QString &unitClass) const
{
    const qsizetype index = m_unitClasses.indexOf(unitClass);
    return index >= 0 && superiorityAt(side, index);
}

Fortification MyzBattle::fortification(int side) const
{
    const Faction &f = m_setup.factions[side];
    Fortification walls = f.stronghold;
    // "Ark Projects": Defenses is a palisade; with a Watchtower the Ark is walled.
    if (f.atItsArk && m_state[side].projects.contains(ArkProject::Defenses))
        walls = std::max(walls, m_state[side].projects.contains(ArkProject::Watchtower) ? Fortification::Walled
                                                                                     : Fortification::Palisade);
    return walls;
}

MyzBattle::FieldedUnits MyzBattle::fieldedUnits() const
{
    FieldedUnits units;
    const qsizetype classes = m_unitClasses.size();
    for (int side = 0; side < 2; ++side)
        for (qsizetype i = 0; i < classes; ++i)
            units[side].push_back(relevantAt(i) ? effectiveUnitsAt(side, i) : 0);
    return units;
}

BattlePool MyzBattle::ownPool(int side, const FieldedUnits &units, int &strategy, bool explained) const
{
    BattlePool pool;
    strategy = 0;
    if (m_waves.isEmpty())
        return pool;
    if (explained)
        pool.lines.reserve(12);
    const WaveRecord &w = wave();
    const int foe = 1 - side;
    const FactionState &s = m_state[side];
    const Faction &f = m_setup.factions[side];
    const Strategy fought = w.fought[side];
    // The lines are written only when the battle explains itself: a forecast wants the totals alone.
    const auto add = [&pool, explained](DieKind kind, int dice, const auto &reason) {
        if (dice == 0)
            return;
        if (kind == DieKind::Battle)
            pool.battle += dice;
        if (kind == DieKind::Support)
            pool.support += dice;
        if (explained)
            pool.lines << PoolLine{kind, dice, reason()};
    };
    add(DieKind::Battle, s.battleDice, [] { return MyzText::tr("Battle Level"); });

    // Support Dice.
    if (m_siege && m_setup.siegeDefender == side)
        add(DieKind::Support, std::max(0, int(fortification(side)) - s.fortificationLost), [this, side] {
            return MyzText::tr("Fortification Bonus (%1)").arg(fortificationName(fortification(side)));
        });
    if (s.ambushDie)
        add(DieKind::Support, 1, [] { return MyzText::tr("ambush"); });
    if (f.atItsArk && s.projects.contains(ArkProject::Arsenal) && !s.arsenalLost)
        add(DieKind::Support, 1, [] { return MyzText::tr("Arsenal at the Ark"); });
    // A relevant class with units in the field is a Support Die; at least 2 for 1 is superiority.
    for (qsizetype i = 0; i < m_unitClasses.size(); ++i)
        if (units[side][i] > 0)
            add(DieKind::Support, 1,
                [this, i] { return MyzText::tr("%1 units").arg(UnitClass::displayName(m_unitClasses.at(i))); });

    // Strategy Dice.
    const auto addStrategy = [&](int dice, const auto &reason) {
        strategy += dice;
        add(DieKind::Strategy, dice, reason);
    };
    const auto superior = [&units, side, foe](qsizetype i) { return superiorIn(units[side][i], units[foe][i]); };
    for (qsizetype i = 0; i < m_unitClasses.size(); ++i)
        if (superior(i))
            addStrategy(1,
                        [this, i] { return MyzText::tr("%1 superiority").arg(UnitClass::displayName(m_unitClasses.at(i))); });
    if (w.number == 1 && reconWinner() == side)
        addStrategy(2, [] { return MyzText::tr("surprise"); });
    if (s.offensiveWin)
        addStrategy(1, [] { return MyzText::tr("won the last Wave with an offensive strategy"); });
    if (w.strategies)
        addStrategy(w.strategies->circumstances[side], [] { return MyzText::tr("special circumstances"); });
    if (isDefensive(fought)) {
        int advantage = int(m_setup.terrain);
        if (w.fought[foe] == Strategy::PlannedAttack)
            advantage /= 2; // "Planned Attack" halves the foe's Defensive Advantage dice, rounded down
        addStrategy(advantage,
                    [this] { return MyzText::tr("Defensive Advantage (%1)").arg(terrainName(m_setup.terrain)); });
    }
    const bool artillery = superior(ArtilleryAt);
    const auto name = [fought] { return strategyName(fought); };
    switch (fought) {
    case Strategy::TotalAttack:
    case Strategy::TotalDefense:
        addStrategy(2, name);
        break;
    case Strategy::PlannedAttack:
    case Strategy::PlannedDefense:
        addStrategy(1 + int(artillery), name);
        break;
    case Strategy::FeintedAttack:
        addStrategy(-2, name);
        if (s.feintedLastWave)
            addStrategy(-2, [] { return MyzText::tr("Feinted Attack right after another"); });
        break;
    case Strategy::Defense:
        addStrategy(1, name);
        if (w.parleyDeclined[side])
            addStrategy(-1, [] { return MyzText::tr("Parley declined"); });
        break;
    case Strategy::FightingRetreat:
        addStrategy(2, name);
        break;
    case Strategy::FullRetreat:
        addStrategy(s.confused ? 2 : 4, name);
        break;
    case Strategy::Raid:
        addStrategy(int(superior(AerialAt)) + int(superior(CavalryAt)) + int(superior(NavalAt)),
                    name);
        break;
    case Strategy::Skirmish:
        addStrategy(2 + int(superior(AerialAt) || artillery), name);
        break;
    default:
        break;
    }
    if (const auto &action = w.actions[side]) {
        if (action->kind == ActionKind::Remarkable)
            addStrategy(std::min(4, action->roll.successes()), [] { return MyzText::tr("Remarkable Action"); });
        if (action->kind == ActionKind::GmDice)
            addStrategy(action->gmDice, [] { return MyzText::tr("NPCs' actions"); });
    }

    return pool;
}

BattlePool MyzBattle::pool(int side) const
{
    int strategy = 0;
    const FieldedUnits units = fieldedUnits();
    BattlePool own = ownPool(side, units, strategy, m_explained);
    if (m_waves.isEmpty())
        return own;
    int foeNet = 0;
    ownPool(1 - side, units, foeNet, false);
    return finishPool(side, std::move(own), strategy, foeNet);
}

BattlePool MyzBattle::finishPool(int side, BattlePool pool, int strategy, int foeNet) const
{
    const WaveRecord &w = wave();
    const int foe = 1 - side;
    const bool explained = m_explained;
    // "Negative Strategy": a faction's negative Strategy Dice go to its foe.
    if (strategy < 0) {
        if (explained)
            pool.lines << PoolLine{DieKind::Strategy, -strategy, MyzText::tr("own negative Strategy Dice go to the foe")};
        strategy = 0;
    }
    pool.strategy = strategy;
    if (foeNet < 0) {
        pool.strategy += -foeNet;
        if (explained)
            pool.lines << PoolLine{DieKind::Strategy, -foeNet, MyzText::tr("the foe's negative Strategy Dice")};
    }
    // "Commando Operations" of the foe: Strategy Dice removed (not below zero), pairs spent on Support Dice.
    const auto &commando = w.actions[foe];
    const bool foeCommando = commando && commando->kind == ActionKind::Commando;
    if (foeCommando) {
        const int removed = std::min(pool.strategy, std::max(0, commando->roll.successes() - 2 * commando->supportDamage));
        if (removed > 0) {
            pool.strategy -= removed;
            if (explained)
                pool.lines << PoolLine{DieKind::Strategy, -removed, MyzText::tr("the foe's Commando Operation")};
        }
    }
    if (foeCommando) {
        pool.supportSetAside = std::min(pool.support, commando->supportDamage);
        pool.support -= pool.supportSetAside;
        if (pool.supportSetAside > 0 && explained)
            pool.lines << PoolLine{DieKind::Support, -pool.supportSetAside,
                                   MyzText::tr("damaged by the foe's Commando Operation")};
    }
    return pool;
}

} // namespace muster::myz
