#pragma once

#include "campaign/Campaign.h"

#include <QJsonObject>

namespace muster::gurps {

// A campaign force fielded as a side of a battle file (muster-cli battle's "sides"), for the GM to edit: its
// name, its roster lines as `roster` reads them, the staff who can take the field as `people` (commander
// first, at the HP they carry) and its situation (encamped, low readiness, from the campaign). Battle files
// know the built-in element types only: lines of a custom type are left out and named in "_left_out".
QJsonObject sideProposal(const Campaign &campaign, const Force &force);

} // namespace muster::gurps
