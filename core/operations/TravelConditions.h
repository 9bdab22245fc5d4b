#pragma once

#include "common/Result.h"

#include <optional>

namespace muster {

// The circumstances of a leg of a march (rule book, "Factors Affecting Movement" and "Environmental
// Issues"). A march has its own, which hold on every leg; a leg adds its own to them.
struct TravelConditions
{
    bool night = false;
    bool badWeather = false;
    // The 5d total that bad weather takes (x10 miles/day) from Sea elements on a water leg; typed by the
    // GM, or rolled by the planner when it is needed and missing.
    std::optional<int> seaWeatherRoll;
    double forcedMarch = 1.0; // 1 (no forced march) to 1.5 x normal speed; land legs only
    bool hostileTerrain =
        false;               // the GM treats the leg as forced: rolls as for a forced march, no extra speed
    bool noSecurity = false; // x2 speed, -5 in the Reconnaissance Contest
    bool escortingCivilians = false; // x1/2 speed; civilians suffer double forced-march casualties
    bool poorlyMapped = false;       // x1/2 on land for a force with no Recon elements at all

    bool isForced() const { return forcedMarch > 1.0; }
    // Whether the day counts toward the forced-march rolls: a forced march or hostile terrain, on land.
    bool needsForcedMarchRoll(bool landLeg) const { return landLeg && (isForced() || hostileTerrain); }

    // The march's conditions with a leg's added: flags OR'd, the larger forced-march factor, and the
    // leg's own weather roll ahead of the march's.
    TravelConditions with(const TravelConditions &leg) const;

    bool operator==(const TravelConditions &) const = default;
};

constexpr double maximumForcedMarch = 1.5;
constexpr int minimumSeaWeatherRoll = 5; // 5d
constexpr int maximumSeaWeatherRoll = 30;

// A forced-march factor outside 1-1.5 ("forcedMarch") or a 5d total outside 5-30 ("seaWeatherRoll").
Status validateConditions(const TravelConditions &conditions);

} // namespace muster
