#include "CommandSplits.h"

#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/SpecialBattleRules.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace muster::gurps {

namespace {

struct SplitText
{
    Q_DECLARE_TR_FUNCTIONS(CommandSplits)
};

// Adds `from`'s troops to `into`: elements, or estimates summed.
void addTroops(SideSetup &into, const SideSetup &from)
{
    into.elements << from.elements;
    if (!from.estimated)
        return;
    into.estimated = true;
    into.estimate.ts += from.estimate.ts;
    for (size_t c = 0; c < into.estimate.classTs.size(); ++c)
        into.estimate.classTs.at(c) += from.estimate.classTs.at(c);
    into.estimate.elements += from.estimate.elements;
    into.estimate.raise += from.estimate.raise;
}

EstimatedForce estimateShare(const EstimatedForce &e, int elements)
{
    const double f = e.elements > 0 ? double(elements) / e.elements : 0;
    EstimatedForce share = e;
    share.ts = e.ts * f;
    for (double &ts : share.classTs)
        ts *= f;
    share.elements = elements;
    share.raise = e.raise.scaled(elements, std::max(1, e.elements));
    return share;
}

} // namespace

Result<AlliedForce> alliedForce(const QList<SideSetup> &allies)
{
    if (allies.size() < 2)
        return Error{SplitText::tr("Name at least two allied forces."), QStringLiteral("allies")};
    AlliedForce result;
    int total = 0;
    for (int i = 0; i < allies.size(); ++i) {
        const SideSetup &ally = allies.at(i);
        if (ally.people.isEmpty())
            return Error{SplitText::tr("%1 needs a commander.").arg(ally.name), QStringLiteral("allies[%1].people").arg(i)};
        total += ally.people.constFirst().strategy;
        if (ally.startingTs() > allies.at(result.larger).startingTs())
            result.larger = i;
    }
    // "use the average of their commanders' Strategy skills, rounded down"
    result.strategy = int(std::floor(double(total) / allies.size()));
    QStringList names;
    SideSetup &side = result.side;
    side = allies.at(result.larger);
    side.elements.clear();
    side.estimated = false;
    side.estimate = EstimatedForce{};
    side.estimate.elements = 0;
    side.people.clear();
    for (int i = 0; i < allies.size(); ++i) {
        addTroops(side, allies.at(i));
        names << allies.at(i).name;
    }
    // An estimate and a roster cannot be added up element by element: the allies' rosters become part of
    // an estimate only when one of them is estimated, and then the whole force is estimated.
    if (side.estimated) {
        for (const BattleElement &e : std::as_const(side.elements)) {
            side.estimate.ts += e.forceTs() * e.count;
            side.estimate.elements += e.count;
            side.estimate.raise += e.raise * e.count;
            for (SpecialClass c : allSpecialClasses) {
                if (e.classes.contains(c))
                    side.estimate.classTs.at(size_t(c)) += e.ts * e.count;
            }
        }
        side.elements.clear();
    }
    side.people << allies.at(result.larger).people;
    side.people.first().strategy = result.strategy;
    for (int i = 0; i < allies.size(); ++i) {
        if (i != result.larger)
            side.people << allies.at(i).people;
    }
    side.name = names.join(QStringLiteral(" + "));
    result.breakdown.add(SplitText::tr("Average Strategy of the allied commanders, rounded down: %1").arg(result.strategy));
    result.breakdown.add(SplitText::tr("Limited coordination: %1").arg(formatModifier(alliedCommandPenalty)));
    result.breakdown.add(SplitText::tr("%1 is the larger force: its commander's strategy prevails").arg(allies.at(result.larger).name));
    return result;
}

StrategyChoice alliedStrategy(const AlliedForce &allies, const QList<StrategyChoice> &choices)
{
    return choices.value(allies.larger);
}

QList<std::array<int, 2>> splitCommandChoices()
{
    return {{0, -4}, {-1, -3}, {-2, -2}, {-3, -1}, {-4, 0}};
}

bool isValidCommandSplit(std::array<int, 2> penalties)
{
    return splitCommandChoices().contains(penalties);
}

Result<std::array<BattleSetup, 3>> threeWayBattles(const std::array<ThreeWayShare, 3> &forces, const BattleSetup &base)
{
    std::array<BattleSetup, 3> battles;
    for (int i = 0; i < 3; ++i) {
        if (!isValidCommandSplit(forces.at(size_t(i)).penalties))
            return Error{SplitText::tr("Split -4 between the two battles: 0 and -4, -1 and -3, or -2 and -2."),
                         QStringLiteral("forces[%1].penalties").arg(i)};
    }
    for (int i = 0; i < 3; ++i) {
        const ThreeWayShare &a = forces.at(size_t(i));
        const ThreeWayShare &b = forces.at(size_t((i + 1) % 3));
        BattleSetup &battle = battles.at(size_t(i));
        battle = base;
        battle.sides = {a.againstNext, b.againstPrevious};
        battle.special.commandPenalty = {a.penalties[0], b.penalties[1]};
        battle.name = SplitText::tr("%1: %2 against %3").arg(base.name, a.againstNext.name, b.againstPrevious.name);
    }
    return battles;
}

double elementFraction(const SideSetup &side, const QList<int> &taken)
{
    const qint64 all = side.elementCount();
    const qint64 part = std::accumulate(taken.cbegin(), taken.cend(), qint64(0));
    return all > 0 ? double(part) / double(all) : 0;
}

QList<int> matchingShare(const SideSetup &enemy, double fraction)
{
    if (enemy.estimated)
        return {int(std::lround(enemy.estimate.elements * fraction))};
    // Largest remainder: whole elements per line, adding up to the rounded share of all of them.
    QList<int> share;
    QList<std::pair<double, int>> remainders;
    qint64 given = 0;
    for (int i = 0; i < enemy.elements.size(); ++i) {
        const double exact = enemy.elements.at(i).count * fraction;
        share << int(std::floor(exact));
        given += share.constLast();
        remainders << std::pair{exact - std::floor(exact), i};
    }
    std::stable_sort(remainders.begin(), remainders.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    const qint64 target = std::llround(double(enemy.elementCount()) * fraction);
    for (const auto &[remainder, i] : std::as_const(remainders)) {
        if (given >= target)
            break;
        if (remainder > 0) {
            ++share[i];
            ++given;
        }
    }
    return share;
}

Result<SplitForce> splitForce(const SideSetup &side, const QList<int> &taken, const Person &leader)
{
    SplitForce split{side, side};
    split.detachment.name = SplitText::tr("%1 (%2's command)").arg(side.name, leader.name);
    split.detachment.people = {leader};
    split.remaining.people.removeIf([&](const Person &p) { return p.name == leader.name; });
    if (split.remaining.people.isEmpty())
        return Error{SplitText::tr("The main force needs a commander of its own."), QStringLiteral("leader")};
    if (side.estimated) {
        const int n = taken.value(0);
        if (taken.size() != 1 || n < 1 || n >= side.estimate.elements)
            return Error{SplitText::tr("Detach 1 to %1 of the estimated elements.").arg(side.estimate.elements - 1),
                         QStringLiteral("taken[0]")};
        split.detachment.estimate = estimateShare(side.estimate, n);
        split.remaining.estimate = estimateShare(side.estimate, side.estimate.elements - n);
        return split;
    }
    if (taken.size() != side.elements.size())
        return Error{SplitText::tr("Say how many of each element go."), QStringLiteral("taken")};
    split.detachment.elements.clear();
    split.remaining.elements.clear();
    for (int i = 0; i < side.elements.size(); ++i) {
        const BattleElement &e = side.elements.at(i);
        if (taken.at(i) < 0 || taken.at(i) > e.count)
            return Error{SplitText::tr("%1: detach 0 to %2.").arg(e.label).arg(e.count), QStringLiteral("taken[%1]").arg(i)};
        BattleElement part = e;
        part.count = taken.at(i);
        if (part.count > 0)
            split.detachment.elements << part;
        part.count = e.count - taken.at(i);
        if (part.count > 0)
            split.remaining.elements << part;
    }
    if (split.detachment.elements.isEmpty())
        return Error{SplitText::tr("Detach at least one element."), QStringLiteral("taken")};
    return split;
}

Result<BattleSetup> secondPitchedBattle(const BattleSetup &subordinate, const BattleState &subordinateState,
                                        const BattleSetup &main, const BattleState &mainState, int side)
{
    const int enemy = otherSide(side);
    if (subordinateState.end == BattleEnd::NotYet || subordinateState.winner != side)
        return Error{SplitText::tr("Only a subordinate commander who won his fight can take on the rest of the enemy."),
                     QStringLiteral("subordinate")};
    if (mainState.end == BattleEnd::NotYet || mainState.winner != enemy)
        return Error{SplitText::tr("The choice comes only when the main force has lost the main battle."), QStringLiteral("main")};
    BattleSetup next = main;
    next.name = SplitText::tr("%1: %2 fights on").arg(main.name, sideLabel(subordinate, side));
    next.start = BattleStart{}; // a pitched battle, nobody's initiative
    next.special.situation = SpecialSituation::None;
    next.special.commandPenalty = {};
    next.sides.at(size_t(side)) = sideCarryingOn(subordinate.sides.at(size_t(side)), subordinateState.sides.at(size_t(side)));
    next.sides.at(size_t(enemy)) = sideCarryingOn(main.sides.at(size_t(enemy)), mainState.sides.at(size_t(enemy)));
    return next;
}

} // namespace muster::gurps
