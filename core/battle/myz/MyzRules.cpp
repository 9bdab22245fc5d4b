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
    const bool shelter = s.projects.contains(ArkProject::Shelter);
    const bool besieged = m_siege && m_setup.siegeDefender == side;
    const int wave = waveNumber();
    QList<Strategy> legal;
    if (s.confused) {
        // "Confusion": Rally or Full Retreat; a besieged defender retreats only with the Shelter (ruling).
        legal << Strategy::Rally;
        if (!besieged || shelter)
            legal << Strategy::FullRetreat;
        return legal;
    }
    if (besieged) {
        // "Sieges", Allowed Battle Strategies; "Shelter" adds Full Retreat.
        legal << Strategy::Defense << Strategy::TotalDefense << Strategy::FightingRetreat << Strategy::Parley
              << Strategy::Raid;
        if (shelter)
            legal << Strategy::FullRetreat;
        return legal;
    }
    const bool ambusher = wave == 1 && ambush() && reconWinner() == side;
    const bool surprised = reconWinner() == 1 - side;
    const bool advantage = m_setup.terrain != Terrain::Open;
    for (const Strategy strategy : allStrategies()) {
        if (strategy == Strategy::Rally)
            continue; // only when CONFUSED
        if (strategy == Strategy::PlannedDefense && (wave != 1 || !advantage || surprised))
            continue;
        if (ambusher && isDefensive(strategy))
            continue; // "Ambush": no defensive strategy in the first Wave
        legal << strategy;
    }
    return legal;
}

int MyzBattle::rerollCount(int side) const
{
    if (m_waves.isEmpty())
        return 0;
    const PoolFaces &faces = wave().faces[side];
    int count = 0;
    for (const int face : faces.battle)
        count += int(face != 6 && face != 1);
    for (const int face : faces.support)
        count += int(face != 6 && face != 1);
    const int strategyNonSixes = int(std::count_if(faces.strategy.cbegin(), faces.strategy.cend(),
                                                   [](int face) { return face != 6; }));
    // The Strategy Die given up is a non-six while there is one.
    count += std::max(0, strategyNonSixes - 1);
    return count;
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

CasualtyDice MyzBattle::casualtyDice(int side) const
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
    const auto add = [&dice](int count, const QString &reason) {
        if (count > 0) {
            dice.added += count;
            dice.reasons << QCoreApplication::translate("Myz", "+%1D6: %2").arg(count).arg(reason);
        }
    };
    add(2 * skulls, MyzText::tr("Battle Dice lost"));
    add(fires, MyzText::tr("Support Dice damaged"));
    int row = 0;
    if (w.winner < 0)
        row = 2; // Inconclusive: both sides
    else if (w.winner == side)
        row = w.row == ResultRow::Marginal ? 1 : 0;
    else
        row = w.row == ResultRow::Marginal ? 3 : 4;
    add(row, resultRowName(w.row));
    if (w.winner == foe && theirs == Strategy::TotalAttack)
        add(1, MyzText::tr("the foe won with a Total Attack"));
    if (w.winner != side && theirs == Strategy::PlannedDefense)
        add(1, MyzText::tr("the foe's Planned Defense won or tied"));
    dice.doubled = own == Strategy::TotalAttack || own == Strategy::TotalDefense;
    if (dice.doubled)
        dice.reasons << MyzText::tr("doubled: %1").arg(strategyName(own));
    dice.removed = own == Strategy::Skirmish ? 1 : (own == Strategy::FullRetreat ? 2 : 0);
    if (dice.removed > 0)
        dice.reasons << QCoreApplication::translate("Myz", "\u2212%1D6: %2").arg(dice.removed).arg(strategyName(own));
    dice.halved = theirs == Strategy::FightingRetreat;
    if (dice.halved)
        dice.reasons << MyzText::tr("halved: the foe's Fighting Retreat");
    dice.none = theirs == Strategy::FullRetreat;
    if (dice.none) {
        dice = CasualtyDice{};
        dice.none = true;
        dice.reasons << MyzText::tr("none: the foe's Full Retreat");
    }
    return dice;
}

} // namespace muster::myz
