#pragma once

#include <QList>

#include <algorithm>

namespace muster::dice {

// Simplified Mass Combat ruling ("Simplified Mass Combat (dice not given in the text)"): pools of d10,
// each die showing 7+ is a success, a 10 counts twice. The target is a parameter for the GM's house
// rules; it stays between 2 and 10 so that a 10 is always a success.
constexpr int massCombatTarget = 7;
int d10Successes(const QList<int> &faces, int target = massCombatTarget);

// The same ruling: a botch is a roll with no successes and at least one 1. An empty pool is no botch
// (ruling: "a pool of 0 or fewer dice ... is not a botch").
bool isD10Botch(const QList<int> &faces, int target = massCombatTarget);

// MYZ Mass Combat ruling ("dice symbols lost in conversion"): all dice are d6 and a 6 (the radiation
// symbol) is a success. Any list of faces: a QList, or a rule set's inline faces.
template <typename Faces> int sixes(const Faces &faces)
{
    return int(std::count(faces.cbegin(), faces.cend(), 6));
}

// The same ruling: a 1 is a loss on a Battle Die (the skull) and damage on a Support Die (the fire), and
// means nothing on a Strategy Die; which dice the ones count on is the rule set's business.
template <typename Faces> int ones(const Faces &faces)
{
    return int(std::count(faces.cbegin(), faces.cend(), 1));
}

} // namespace muster::dice
