// What the rules allow and ask for at a step of the Wave: legal strategies, pushes, repairs, casualty dice.

#include "MyzBattle.h"

#include "common/NameLookup.h"
#include "dice/PoolCounts.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster::myz {

namespace {

struct MyzText
{
    Q_DECLARE_TR_FUNCTIONS(Myz)
};

const char *terrainEnglish(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Open: return QT_TRANSLATE_NOOP("Myz", "no Defensive Advantage");
    case Terrain::Hills: return QT_TRANSLATE_NOOP("Myz", "hills, dry moat or river");
    case Terrain::Mountainous: return QT_TRANSLATE_NOOP("Myz", "mountain, bunkers or urban area");
    }
    return "";
}

} // namespace

QString terrainCode(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Open: return QStringLiteral("open");
    case Terrain::Hills: return QStringLiteral("hills");
    case Terrain::Mountainous: return QStringLiteral("mountainous");
    }
    return {};
}

QString terrainName(Terrain terrain)
{
    return MyzText::tr(terrainEnglish(terrain));
}

std::optional<Terrain> terrainFromName(const QString &text)
{
    return findByName(QList<Terrain>{Terrain::Open, Terrain::Hills, Terrain::Mountainous}, text, terrainCode,
                      terrainName);
}

QString actionKindCode(ActionKind kind)
{
    switch (kind) {
    case ActionKind::None: return QStringLiteral("none");
    case ActionKind::Remarkable: return QStringLiteral("remarkable");
    case ActionKind::Commando: return QStringLiteral("commando");
    case ActionKind::GmDice: return QStringLiteral("gm-dice");
    }
    return {};
}

std::optional<ActionKind> actionKindFromCode(const QString &code)
{
    for (const ActionKind kind : {ActionKind::None, ActionKind::Remarkable, ActionKind::Commando, ActionKind::GmDice})
        if (actionKindCode(kind) == code)
            return kind;
    return std::nullopt;
}

QList<Strategy> MyzBattle::legalStrategies(int side) const
{
    const FactionState &s = m_state[side];
    // The order a leader reads them in: the rules' own lists when CONFUSED or besieged, else the memo table's.
    QList<Strategy> candidates;
    if (s.confused)
        candidates = {Strategy::Rally, Strategy::FullRetreat};
    else if (m_siege && m_setup.siegeDefender == side)
        candidates = {Strategy::Defense, Strategy::TotalDefense, Strategy::FightingRetreat, Strategy::Parley,
                      Strategy::Raid, Strategy::FullRetreat};
    else
        candidates = allStrategies();
    candidates.removeIf([this, side](Strategy strategy) { return !isLegalStrategy(side, strategy); });
    return candidates;
}

bool MyzBattle::isLegalStrategy(int side, Strategy strategy) const
{
    const FactionState &s = m_state[side];
    const bool besieged = m_siege && m_setup.siegeDefender == side;
    const auto shelter = [&s] { return s.projects.contains(ArkProject::Shelter); };
    if (s.confused) {
        // "Confusion": Rally or Full Retreat; a besieged defender retreats only with the Shelter (ruling).
        return strategy == Strategy::Rally || (strategy == Strategy::FullRetreat && (!besieged || shelter()));
    }
    if (besieged) {
        // "Sieges", Allowed Battle Strategies; "Shelter" adds Full Retreat.
        switch (strategy) {
        case Strategy::Defense:
        case Strategy::TotalDefense:
        case Strategy::FightingRetreat:
        case Strategy::Parley:
        case Strategy::Raid:
            return true;
        case Strategy::FullRetreat:
            return shelter();
        default:
            return false;
        }
    }
    if (strategy == Strategy::Rally || strategy == Strategy::Count)
        return false; // only when CONFUSED
    const int wave = waveNumber();
    if (strategy == Strategy::PlannedDefense
        && (wave != 1 || m_setup.terrain == Terrain::Open || reconWinner() == 1 - side))
        return false;
    if (isDefensive(strategy) && wave == 1 && ambush() && reconWinner() == side)
        return false; // "Ambush": no defensive strategy in the first Wave
    return true;
}

int MyzBattle::rerollCount(int side) const
{
    return m_waves.isEmpty() ? 0 : pushCounts(wave().faces[side]).rerolled;
}

bool MyzBattle::canPush(int side) const
{
    return m_phase == Phase::Battle && wave().roll && !wave().faces[side].strategy.isEmpty();
}

int MyzBattle::damagedSupport(int side) const
{
    if (m_waves.isEmpty())
        return 0;
    return dice::ones(wave().faces[side].support) + wave().pools[side].supportSetAside;
}

CasualtyDice MyzBattle::casualtyDice(int side, bool explained) const
{
    CasualtyDice dice;
    if (m_waves.isEmpty())
        return dice;
    const WaveRecord &w = wave();
    const int foe = 1 - side;
    const Strategy own = w.fought[side];
    const Strategy theirs = w.fought[foe];
    // Ruling "Casualties of a side", in its order.
    const int skulls = dice::ones(w.faces[side].battle) - w.battleRestored[side];
    const int fires = damagedSupport(side) - w.supportRestored[side];
    // A reason is written only when the battle explains itself: translating it is most of the work.
    const auto add = [&dice, explained](int count, const auto &reason) {
        if (count > 0) {
            dice.added += count;
            if (explained)
                dice.reasons << QCoreApplication::translate("Myz", "+%1D6: %2").arg(count).arg(reason());
        }
    };
    add(2 * skulls, [] { return MyzText::tr("Battle Dice lost"); });
    add(fires, [] { return MyzText::tr("Support Dice damaged"); });
    int row = 0;
    if (w.winner < 0)
        row = 2; // Inconclusive: both sides
    else if (w.winner == side)
        row = w.row == ResultRow::Marginal ? 1 : 0;
    else
        row = w.row == ResultRow::Marginal ? 3 : 4;
    add(row, [&w] { return resultRowName(w.row); });
    if (w.winner == foe && theirs == Strategy::TotalAttack)
        add(1, [] { return MyzText::tr("the foe won with a Total Attack"); });
    if (w.winner != side && theirs == Strategy::PlannedDefense)
        add(1, [] { return MyzText::tr("the foe's Planned Defense won or tied"); });
    static_cast<CasualtyModifiers &>(dice) = casualtyModifiers(own, theirs);
    if (dice.doubled && explained)
        dice.reasons << MyzText::tr("doubled: %1").arg(strategyName(own));
    if (dice.removed > 0 && explained)
        dice.reasons << QCoreApplication::translate("Myz", "\u2212%1D6: %2").arg(dice.removed).arg(strategyName(own));
    if (dice.halved && explained)
        dice.reasons << MyzText::tr("halved: the foe's Fighting Retreat");
    if (dice.none) {
        dice = CasualtyDice{};
        dice.none = true;
        if (explained)
            dice.reasons << MyzText::tr("none: the foe's Full Retreat");
    }
    return dice;
}

QList<RetaliationRoll> MyzBattle::rolledRetaliation(dice::DiceSource &dice) const
{
    const std::array<PersonIndices, 2> targets{retaliationTargets(0), retaliationTargets(1)};
    QList<RetaliationRoll> rolls;
    rolls.reserve(targets[0].size() + targets[1].size());
    for (int side = 0; side < 2; ++side)
        for (const int person : targets[side]) {
            RetaliationRoll roll; // not emplaceBack(): building it with () would zero it first
            roll.side = side;
            roll.person = person;
            dice.rollInto(roll.base, retaliationDice(side, person), 6);
            dice.rollInto(roll.armor, m_setup.factions[side].people.at(person).armor, 6);
            rolls.append(std::move(roll));
        }
    return rolls;
}

std::optional<dice::DieRoll> MyzBattle::rolledArkDie(int side, dice::DiceSource &dice) const
{
    if (!rollsArkDie(side))
        return std::nullopt;
    return dice::DieRoll{6, dice.d6(), false};
}

} // namespace muster::myz
