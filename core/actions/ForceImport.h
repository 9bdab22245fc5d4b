#pragma once

#include "campaign/Campaign.h"
#include "campaign/CampaignChange.h"
#include "common/Result.h"
#include "interchange/force/ForceFile.h"

#include <QStringList>

namespace muster {

// What becomes of a custom type of a force file whose name the campaign already has (asked once for all of them):
// Keep uses the campaign's type, Rename adds the file's as "NAME (imported)", Replace makes the campaign's type the
// file's (a built-in type cannot be replaced: its clash is renamed).
enum class TypeClash { Keep, Rename, Replace };

// The names of the file's custom types the campaign's types already have (case aside), in the file's order.
QStringList clashingTypeNames(const Campaign &campaign, const interchange::ForceFile &file);

// A force file taken into the campaign as one step: its custom types as `clash` says, then the force with its
// staff, notes, roster and other rule sets' data, after the campaign's last force. A line the types it ends up with
// refuse (Keep, with a campaign type that differs) or a campaign line a replaced type would make invalid is an
// error that names it; nothing changes.
Result<CampaignChange> importForce(const Campaign &campaign, const interchange::ForceFile &file, TypeClash clash);

} // namespace muster
