#pragma once

#include <QList>
#include <QtGlobal>

#include <random>

namespace muster::dice {

// The program's dice: seeded, so that a battle rolled by the program can be replayed. The same seed
// gives the same rolls on every platform (no std::uniform_int_distribution, whose output is not portable).
class DiceSource
{
public:
    explicit DiceSource(quint64 seed) : m_seed(seed), m_engine(seed) {}

    quint64 seed() const { return m_seed; }
    int die(int sides); // 1 to `sides`; a die has 2 to 100 sides (see DieRoll.h)
    int d6() { return dieOf<6>(); }
    int roll(int dice) // the sum of `dice` six-sided dice
    {
        int total = 0;
        for (int i = 0; i < dice; ++i)
            total += d6();
        return total;
    }
    int roll3d6() { return roll(3); }
    QList<int> pool(int count, int sides); // no dice when `count` is 0 or less
    // `count` dice appended to `faces`, drawn as pool() draws them: a caller that keeps its faces inline (a forecast
    // rolls millions of pools) allocates nothing.
    template <typename Container> void rollInto(Container &faces, int count, int sides)
    {
        if (count <= 0)
            return;
        const auto first = faces.size();
        faces.resize(first + count);
        int *face = faces.data() + first;
        if (sides == 6) {
            for (int i = 0; i < count; ++i)
                face[i] = d6();
        } else {
            for (int i = 0; i < count; ++i)
                face[i] = die(sides);
        }
    }

private:
    // Rejection keeps every face equally likely: 2^64 is not a multiple of most sizes. For six sides this
    // is, draw for draw, what d6() did before other dice existed; saved battles replay from their seeds.
    // A size known when compiling makes the division a multiplication: a forecast rolls millions of dice.
    template <quint64 Sides> int dieOf()
    {
        constexpr quint64 limit = std::mt19937_64::max() - (std::mt19937_64::max() % Sides);
        quint64 value = m_engine();
        while (value >= limit)
            value = m_engine();
        return int(value % Sides) + 1;
    }

    quint64 m_seed;
    std::mt19937_64 m_engine;
};

} // namespace muster::dice
