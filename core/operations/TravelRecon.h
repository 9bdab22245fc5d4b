#pragma once

#include "catalog/Breakdown.h"

namespace muster {

// What a march gives the force in the Reconnaissance Contest (rule book, "Mobile Force Modifiers"),
// for the contest to read. Taken from the last leg the force marched, where contact would happen.
struct MarchReconModifiers
{
    int forcedMarch = 0; // -1 when the last leg was forced (or hostile terrain treated as forced);
                         // -2 when a roll of that forced march failed (a trail of stragglers)
    int noSecurity = 0;  // -5
    int roads = 0;       // -1 when the last leg was on a road; -3 when the GM ties the force to roads
    double speed = 0;    // the last leg's speed, for the Speed modifier (1.5x the enemy's: +1)
    Breakdown breakdown;

    int total() const { return forcedMarch + noSecurity + roads; }
};

// `forced`: the last leg counts as a forced march; `forcedRollFailed`: a roll of the run of forced legs
// that ends with it failed; `onRoad`: the last leg is a road; `tiedToRoads`: the GM's flag.
MarchReconModifiers marchReconModifiers(bool forced, bool forcedRollFailed, bool noSecurity, bool onRoad,
                                        bool tiedToRoads, double speed);

} // namespace muster
