#pragma once

#include "catalog/Breakdown.h"
#include "battle/gurps/recon/ReconSide.h"

#include <array>

namespace muster::gurps {

// The modifiers of the Reconnaissance Contest, in the order the text lists them.
enum class ReconFactor {
    Flying,         // mobile: -1 if every element flies
    ForcedMarch,    // mobile: -1, -2 if the roll failed
    NoSecurity,     // -5, mobile or encamped
    ReconElements,  // mobile, land campaign: -1 with no Recon element, +2 if all are
    Locals,         // +1/-1 mobile, +2/-2 encamped
    Roads,          // mobile: -1 road movement, -3 tied to a network
    Speed,          // mobile: +1 if both move and this one is at least 1.5x as fast
    TerrainFeature, // mobile: +1 if any element has the Terrain feature here, +4 if all do
    Bunkered,       // encamped: +3
    ReconSuperiority,
    AirSuperiority,
    GameMaster,
    Count
};
constexpr int reconFactorCount = int(ReconFactor::Count);
QString reconFactorName(ReconFactor factor); // translated

// A force's effective skill in the Reconnaissance Contest and every part of it.
struct ReconSkill
{
    int average = 10; // floor((Intelligence Analysis + Strategy) / 2)
    std::array<int, reconFactorCount> parts{};
    Breakdown breakdown;

    int part(ReconFactor factor) const { return parts.at(size_t(factor)); }
    int modifiers() const;
    int total() const { return average + modifiers(); }
};

// The average of the intelligence chief's and the commander's skills, rounded down.
int reconAverage(int intelligenceAnalysis, int strategy);

// Side `side`'s effective skill; the enemy matters for speed and superiority.
ReconSkill reconSkill(const ReconSetup &setup, int side);
std::array<ReconSkill, 2> reconSkills(const ReconSetup &setup);

} // namespace muster::gurps
