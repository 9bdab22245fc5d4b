#pragma once

#include <QString>

namespace muster {

// A chance as every battle window shows it: a percentage to one decimal, in the user's number format ("63.2%",
// German "63,2%").
inline QString formatChance(double p)
{
    return QStringLiteral("%L1%").arg(p * 100.0, 0, 'f', 1);
}

} // namespace muster
