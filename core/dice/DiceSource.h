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
    // How six-sided dice come out of the engine.
    enum class Sixes {
        OnePerDraw, // a draw a die: what saved battles replay from their seeds
        // Up to 24 dice a draw: a draw below 3 * 6^24, the largest multiple of 6^24 below 2^64 (else drawn again),
        // is read as 24 digits in base 6, lowest first. Every face is as likely and as independent of the others as
        // before; only the dice a seed gives differ. For forecasts, which roll a hundred million dice and replay
        // none.
        Batched,
    };

    explicit DiceSource(quint64 seed, Sixes sixes = Sixes::OnePerDraw) : m_seed(seed), m_engine(seed), m_sixes(sixes) {}

    quint64 seed() const { return m_seed; }
    Sixes sixes() const { return m_sixes; }
    int die(int sides); // 1 to `sides`; a die has 2 to 100 sides (see DieRoll.h)
    int d6() { return m_sixes == Sixes::Batched ? batchedD6() : int(below(6)) + 1; }
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
        // reserve and push_back, not resize: QVarLengthArray's resize is a call even when the faces fit inline.
        faces.reserve(faces.size() + count);
        if (sides == 6 && m_sixes == Sixes::Batched) {
            for (int i = 0; i < count; ++i)
                faces.push_back(batchedD6());
        } else {
            for (int i = 0; i < count; ++i)
                faces.push_back(sides == 6 ? d6() : die(sides));
        }
    }

private:
    // A number from 0 to size - 1, each as likely: a draw at or above the largest multiple of `size` that the engine
    // reaches is drawn again (2^64 is not a multiple of most sizes). For six sides this is, draw for draw, what d6()
    // did before other dice existed; saved battles replay from their seeds. Inline, so that a size known when
    // compiling (6, 6^24) makes the division a multiplication: a forecast rolls millions of dice.
    quint64 below(quint64 size)
    {
        const quint64 limit = std::mt19937_64::max() - (std::mt19937_64::max() % size);
        quint64 value = m_engine();
        while (value >= limit)
            value = m_engine();
        return value % size;
    }

    int batchedD6()
    {
        if (m_digitsLeft == 0) {
            m_digits = below(sixTo24);
            m_digitsLeft = 24;
        }
        --m_digitsLeft;
        const int face = int(m_digits % 6) + 1;
        m_digits /= 6;
        return face;
    }

    static constexpr quint64 sixTo24 = 4'738'381'338'321'616'896ULL; // 6^24, the most base-6 digits below 2^64

    quint64 m_seed;
    std::mt19937_64 m_engine;
    Sixes m_sixes;
    int m_digitsLeft = 0; // Batched: base-6 digits of the last draw not used yet
    quint64 m_digits = 0;
};

} // namespace muster::dice
