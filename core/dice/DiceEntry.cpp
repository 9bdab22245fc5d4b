#include "DiceEntry.h"

#include "TypedFaces.h"

namespace muster::dice {

Result<DieRoll> DiceEntry::die(int sides, std::optional<int> typedFace)
{
    if (!typedFace)
        return DieRoll{sides, m_source.die(sides), false};
    if (Status s = checkTypedFace(sides, *typedFace); !s)
        return s.error();
    return DieRoll{sides, *typedFace, true};
}

Result<PoolRoll> DiceEntry::pool(int count, int sides, const std::optional<QList<int>> &typedFaces)
{
    if (!typedFaces)
        return PoolRoll{sides, m_source.pool(count, sides), false};
    if (Status s = checkTypedPool(count, sides, *typedFaces); !s)
        return s.error();
    return PoolRoll{sides, *typedFaces, true};
}

} // namespace muster::dice
