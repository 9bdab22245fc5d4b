#include "DiceSource.h"

#include "DieRoll.h"

namespace muster::dice {

int DiceSource::die(int sides)
{
    Q_ASSERT_X(isDie(sides), "DiceSource::die", "a die has 2 to 100 sides");
    if (sides == 6)
        return d6();
    return int(below(quint64(sides))) + 1;
}

QList<int> DiceSource::pool(int count, int sides)
{
    QList<int> faces;
    rollInto(faces, count, sides);
    return faces;
}

} // namespace muster::dice
