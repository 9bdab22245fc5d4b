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
    int d6() { return die(6); }
    int roll(int dice); // the sum of `dice` six-sided dice
    int roll3d6() { return roll(3); }
    QList<int> pool(int count, int sides); // no dice when `count` is 0 or less

private:
    quint64 m_seed;
    std::mt19937_64 m_engine;
};

} // namespace muster::dice
