#pragma once

#include "battle/gurps/BattleSetup.h"
#include "battle/gurps/recon/TerrainRating.h"

#include <QList>

#include <array>
#include <optional>

namespace muster::gurps {

// How many of a force's elements have some property: the Recon and Terrain modifiers ask for "none",
// "any" and "all".
enum class ElementShare { None, Some, All };

// The Reconnaissance Contest modifiers a roster decides by itself.
struct RosterFacts
{
    bool allFlying = false; // every element has air mobility
    ElementShare recon = ElementShare::None;
    ElementShare terrainFeature = ElementShare::None; // the Terrain feature for this terrain
    bool operator==(const RosterFacts &) const = default;
};

// Facts of one roster; nullopt for a roster with no elements (a force known only by estimate: the
// modifiers are then the GM's to set). Elements with a count of 0 do not count. `terrainFeature` stays
// None in terrain that has no Terrain feature (Plains, Rural, Built-Up Areas, ...).
std::optional<RosterFacts> rosterFacts(const QList<BattleElement> &elements, BattleTerrain terrain);

// One special class superiority bonus and the class TS it came from (neutralizers counted).
struct ClassSuperiority
{
    int bonus = 0;
    double ts = 0;
    double enemyTs = 0;
    bool operator==(const ClassSuperiority &) const = default;
};

// The two superiorities that count in the Reconnaissance Contest.
struct ReconSuperiority
{
    ClassSuperiority recon;
    ClassSuperiority air;
    bool operator==(const ReconSuperiority &) const = default;
};

// Recon and Air superiority of both sides, as "Special Class Superiority" works them out for battle
// (TS modifiers for night, weather and terrain; neutralizers; one-sided = 5:1 unless under 1% of the
// enemy's TS), but never with the encounter-battle penalty: no battle has been joined yet. Both 0 when
// either roster is empty: an unknown force cannot be out-scouted (the GM sets the bonus instead).
std::array<ReconSuperiority, 2> reconSuperiority(const std::array<QList<BattleElement>, 2> &elements,
                                                 const ReconConditions &conditions);

} // namespace muster::gurps
