#pragma once

#include <optional>

#include "battle/gurps/BattleSetup.h"
#include "catalog/Breakdown.h"

#include <array>

namespace muster::gurps {

// What TS is judged under; it can change from round to round.
struct TsSituation
{
    bool night = false;
    bool badWeather = false;
    int riverAttacker = -1; // the side attacking across a river this round, or -1
    std::array<bool, 2> revolted{}; // sides whose Disloyal elements went over to the enemy
    bool ignoreLightAndWeather = false; // a siege round of Deliberate Attack against Deliberate Defense
    bool operator==(const TsSituation &) const = default;
};

// One side's strength as "Before the Battle" measures it.
struct SideStrength
{
    double ts = 0; // force TS after every TS modifier
    Breakdown tsBreakdown;
    std::array<double, specialClassCount> classTs{}; // TS per class, neutralizers counted
    std::array<int, specialClassCount> superiority{}; // bonus per class; Recon only for Raid
    int relativeTsBonus = 0;
    int basicStrategyModifier = 0; // relative TS plus superiority, before casualties
    Breakdown bsmBreakdown;

    bool hasSuperiority(SpecialClass c) const { return superiority.at(size_t(c)) >= 1; }
};

struct ForceComparison
{
    std::array<SideStrength, 2> sides;
    double oddsFactor = 1; // larger TS / smaller TS
    bool superiorityCounted = true; // false in a quick-and-dirty battle
};

// Whether a class's superiority counts in this battle (Engineering only with a camp, in a city, in a siege
// or an amphibious assault; Naval only in naval battles and amphibious assaults; Cavalry not in a siege;
// in a naval battle only Air, Artillery, C3I and Naval; Recon never, though Raid asks for it).
bool superiorityCounts(SpecialClass specialClass, const BattleSetup &setup);

// TS modifiers, relative TS and special class superiority for both sides, of the combatants only and with
// the special battles' rules (FieldedSetup.h; a siege's Artillery at full TS).
ForceComparison compareForces(const BattleSetup &setup, const TsSituation &situation);

// Disloyal elements' share of the side's force TS, in percent (0 for an estimated force).
double disloyalPercent(const SideSetup &side);
// Impetuous (Fanatic counts) or Fanatic share: by count or by TS, whichever is greater, in percent.
double impetuousPercent(const SideSetup &side);
double fanaticPercent(const SideSetup &side);

// Ruling "Impetuous/Fanatic thresholds": at 10% or more of the side, the commander's Leadership roll (for a
// first-round choice other than an attack, for a Full Retreat or Parley) is at -1 per full 10%; nothing below.
std::optional<int> impetuousLeadershipPenalty(const SideSetup &side);
std::optional<int> fanaticLeadershipPenalty(const SideSetup &side);
// Ruling "Disloyal revolt": when Disloyal elements are over 10% of the side's TS, a 3d roll at or under
// (their percent / 10) + 2 is a revolt; nothing at 10% or less.
std::optional<int> revoltChance(const SideSetup &side);

} // namespace muster::gurps
