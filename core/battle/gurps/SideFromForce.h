#pragma once

#include "battle/gurps/BattleSetup.h"
#include "catalog/ElementCatalog.h"
#include "force/Force.h"

namespace muster::gurps {

// A campaign force as a battle side: its valid roster lines as battle elements, and its commander and
// intelligence chief as the first people of the chain of command (the GM adds PCs and NPCs).
SideSetup sideFromForce(const ElementCatalog &catalog, const Force &force);

// The element of one roster line, or nullopt when the line's choices are invalid.
std::optional<BattleElement> battleElementFrom(const ElementCatalog &catalog, const RosterLine &line);

} // namespace muster::gurps
