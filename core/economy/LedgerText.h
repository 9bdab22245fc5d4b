#pragma once

#include "economy/Ledger.h"

#include <QString>
#include <QStringList>

namespace muster {

// The wordings of the ledger entries the program books itself. Such an entry keeps a code and its figures, not
// words, so that it reads in the language of whoever opens the campaign, whatever language booked it.
enum class LedgerText {
    LogisticForce,       // %1 the force
    Maintenance,         // %1 the force
    HiredTroops,         // %1 the force
    ReplacingCasualties, // %1 the element
    Improving,           // %1 the element
    DisbandingRebate,    // %1 the element
    Loot,                // %1 the battle
    BattleReplacements,  // %1 the casualties in percent, %2 the forces, %3 the battle
    Raise,               // %1 how many, %2 the element
    RaiseDouble,         // %1 how many, %2 the element
    RaiseQuadruple,      // %1 how many, %2 the element
    DevastatedRevenue,   // %1 the revenue source
};

// What to store as the entry's description.
QString storedLedgerText(LedgerText text, const QStringList &arguments);
// The words for the reader: a program wording in the current language, anything else (what the GM typed, or an
// entry booked before wordings were kept as codes) as it is.
QString describeLedgerText(const QString &stored);
inline QString describe(const LedgerEntry &entry)
{
    return describeLedgerText(entry.description);
}

} // namespace muster
