#pragma once

#include "common/Result.h"

#include <QList>

namespace muster::dice {

// Whether a face the GM typed in is one the die has. The error names the field "face" and says what to
// type instead. `sides` comes from the rules, not from the GM: it must be a die (isDie).
Status checkTypedFace(int sides, int face);

// Whether the faces the GM typed for a pool of `count` dice (no dice when `count` is 0 or less) are one
// face of each die. The error names the field "faces".
Status checkTypedPool(int count, int sides, const QList<int> &faces);

} // namespace muster::dice
