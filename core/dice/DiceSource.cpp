#include "DiceSource.h"

#include "DieRoll.h"

namespace muster::dice {

int DiceSource::die(int sides)
{
    Q_ASSERT_X(isDie(sides), "DiceSource::die", "a die has 2 to 100 sides");
    if (sides == 6)
        return d6();
    const auto faces = quint64(sides);
    const quint64 limit = std::mt19937_64::max() - (std::mt19937_64::max() % faces);
    quint64 value = m_engine();
    while (value >= limit)
        value = m_engine();
    return int(value % faces) + 1;
}

QList<int> DiceSource::pool(int count, int sides)
{
    if (count <= 0)
        return {};
    // Filled in place: a forecast rolls millions of pools, and appending die by die was a fifth of its time.
    QList<int> faces(count);
    int *face = faces.data();
    if (sides == 6) {
        for (int i = 0; i < count; ++i)
            face[i] = d6();
    } else {
        for (int i = 0; i < count; ++i)
            face[i] = die(sides);
    }
    return faces;
}

} // namespace muster::dice
