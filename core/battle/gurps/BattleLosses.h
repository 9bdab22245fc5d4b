#pragma once

#include "actions/BattleActions.h"
#include "battle/gurps/Aftermath.h"
#include "battle/gurps/BattleSetup.h"
#include "campaign/Campaign.h"
#include "common/Result.h"

#include <QHash>
#include <QSet>

#include <array>

namespace muster::gurps {

// The campaign forces a side's elements came from, and the roster lines that fought (not those that sat out).
struct SideLines
{
    QList<const Force *> forces;
    QSet<qint64> fought;
};
SideLines sideLinesOf(const Campaign &campaign, const BattleSetup &setup, int side);

// How a side's losses reach its roster (GURPS Mass Combat, "After the Battle"): every line that fought loses
// the same fraction of its TS, or the GM removes whole elements whose TS covers the loss.
enum class LossSpread { SameFraction, WholeElements };

struct SideLosses
{
    LossSpread spread = LossSpread::SameFraction;
    QHash<qint64, int> removedElements; // WholeElements: line id -> elements removed
};

// The rosters after the battle: a wiped-out side loses every line that fought; otherwise each line that
// fought keeps tsAfter / tsBefore of its TS (losses round up so whole TS remains), or loses the elements the
// GM removed, which must cover the TS lost (the error names "removals").
Result<QList<RosterCasualties>> rosterCasualties(const Campaign &campaign, const BattleSetup &setup,
                                                 const Aftermath &after,
                                                 const std::array<SideLosses, 2> &losses);

// What a side books after the battle: the loot, if it won and held the field, and the cost of replacing its
// casualties on every line that fought ("Force Replacements": Raise x the fraction replaced), dated today.
QList<LedgerEntry> spoilsEntries(const Campaign &campaign, const BattleSetup &setup, const Aftermath &after,
                                 int side);

// The TS of one element of each line that fought, by line id (what removing one element takes off).
QHash<qint64, double> elementTsOf(const Campaign &campaign, const SideLines &lines);

} // namespace muster::gurps
