#pragma once

#include "battle/gurps/BattleSetup.h"
#include "catalog/ElementCatalog.h"
#include "economy/ForceEconomy.h"
#include "force/Force.h"

namespace muster::gurps {

// A campaign force as a battle side: its valid roster lines as battle elements, and its commander and
// intelligence chief as the first people of the chain of command (the GM adds PCs and NPCs), each at the
// HP the staff carries from earlier battles. Staff who cannot take the field (captured, dead, or at 0 HP or
// less) stay out: the next in line commands; with nobody left the GM names a commander.
SideSetup sideFromForce(const ElementCatalog &catalog, const Force &force);
// The side's situation as the campaign has the force: low readiness when its readiness is reduced now or was
// last month (half TS in battle too), and encamped when it sits bunkered in its camp ("Posture of Encamped
// Forces").
void takeForceSituation(SideSetup &side, const ForceEconomy &economy);
// Who of the force's staff stays out of its next battle, and why ("Lady Maren is dead.").
QStringList staffLeftOut(const Force &force);

// A staff member as a person of a battle: his name, current HP, Strategy, Leadership and Tactics.
Person personOf(const StaffMember &member);

// The element of one roster line, or nullopt when the line's choices are invalid.
std::optional<BattleElement> battleElementFrom(const ElementCatalog &catalog, const RosterLine &line);

} // namespace muster::gurps
