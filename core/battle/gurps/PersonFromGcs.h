#pragma once

#include "battle/gurps/BattleSetup.h"
#include "interchange/gcs/GcsCharacter.h"

#include <QString>

namespace muster::gurps {

// The Strategy specialization a side's commander needs: Naval when Naval elements make up more than half of the
// side's TS (its estimated class totals for an estimated force), else Land, as a force's staff import takes it.
QString strategySpecializationFor(const SideSetup &side);

// A GCS character as a person of `side` (a sheet dropped on a battle's people list): his name, current HP, Strategy
// of the specialization the side needs, Leadership and Tactics, each the sheet's skill or its best default
// (gcs::staffFromGcs). The rest is `in`'s, the person he is added as or takes the row of (PC, skill 15+, commands,
// with Impetuous, with support); `in`'s link to the campaign's staff stays only when the sheet is the same person
// (the same name), for the battle's end carries HP and fate back to that post.
Person personFromGcs(const gcs::GcsCharacter &character, const SideSetup &side, const Person &in);

} // namespace muster::gurps
