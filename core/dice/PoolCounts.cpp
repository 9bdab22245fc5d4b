#include "PoolCounts.h"

namespace muster::dice {

int d10Successes(const QList<int> &faces, int target)
{
    Q_ASSERT_X(target >= 2 && target <= 10, "d10Successes", "a target a d10 can reach, and not always");
    int successes = 0;
    for (const int face : faces) {
        if (face == 10)
            successes += 2;
        else if (face >= target)
            ++successes;
    }
    return successes;
}

bool isD10Botch(const QList<int> &faces, int target)
{
    return d10Successes(faces, target) == 0 && faces.contains(1);
}

} // namespace muster::dice
