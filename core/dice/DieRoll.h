#pragma once

#include <QList>

namespace muster::dice {

// The dice Muster's rule sets throw are d6, d10 and d20; the bounds leave room for any die a GM owns
// without letting a damaged file ask for a one-sided or a thousand-sided die.
constexpr int fewestSides = 2;
constexpr int mostSides = 100;

constexpr bool isDie(int sides)
{
    return sides >= fewestSides && sides <= mostSides;
}

constexpr bool isFace(int sides, int face)
{
    return face >= 1 && face <= sides;
}

// One die as it came to the table. `typed` records that the GM read it from real dice, so that a replay
// from the seed takes it as it is instead of rolling it.
struct DieRoll
{
    int sides = 6;
    int face = 1;
    bool typed = false;

    friend bool operator==(const DieRoll &, const DieRoll &) = default;
};

// A pool of like dice thrown together (Mutant: Year Zero's d6, Simplified Mass Combat's d10); the GM types
// a whole pool or none of it.
struct PoolRoll
{
    int sides = 6;
    QList<int> faces;
    bool typed = false;

    friend bool operator==(const PoolRoll &, const PoolRoll &) = default;
};

} // namespace muster::dice
