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
    QList<int> faces;
    rollInto(faces, count, sides);
    return faces;
}

} // namespace muster::dice
