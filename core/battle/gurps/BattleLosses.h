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

// A person of the battle who is on a campaign force's staff, and what became of him ("Effects of Battle on
// PCs and Important NPCs"): the HP he ended the battle with and his fate. One still standing but hurt is
// wounded; one who fell (0 HP or less) is carried off wounded, captured or dead, and one who surrendered
// is captured, unless the GM says otherwise (`picks`, by side and person).
struct StaffFateInBattle
{
    int side = 0;
    int person = 0;          // in the side's people
    bool fell = false;       // fell or surrendered: his fate is the GM's pick
    StaffAfterBattle after;  // what the staff carries into the next battle
};
using StaffPicks = QHash<std::pair<int, int>, StaffFate>;
QList<StaffFateInBattle> staffAfterBattle(const Campaign &campaign, const BattleSetup &setup,
                                          const BattleState &state, const StaffPicks &picks = {});

// The TS of one element of each line that fought, by line id (what removing one element takes off).
QHash<qint64, double> elementTsOf(const Campaign &campaign, const SideLines &lines);

} // namespace muster::gurps
