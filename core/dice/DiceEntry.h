#pragma once

#include "DiceSource.h"
#include "DieRoll.h"
#include "common/Result.h"

#include <optional>

namespace muster::dice {

// Where a rule set gets its dice: the GM's face when one was typed in from real dice (checked, and
// recorded as typed), otherwise the program's roll from the seeded source. A typed die draws nothing from
// the source, as the GURPS engine's typed rolls do; a replay therefore needs the record, not just the seed.
class DiceEntry
{
public:
    explicit DiceEntry(DiceSource &source) : m_source(source) {}

    // `sides` comes from the rules and must be a die (isDie); the error is the GM's, field "face".
    Result<DieRoll> die(int sides, std::optional<int> typedFace = std::nullopt);
    // A pool of `count` dice (none when 0 or less); the error is the GM's, field "faces".
    Result<PoolRoll> pool(int count, int sides, const std::optional<QList<int>> &typedFaces = std::nullopt);

private:
    DiceSource &m_source;
};

} // namespace muster::dice
