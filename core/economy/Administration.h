#pragma once

#include "catalog/Breakdown.h"
#include "dice/Dice.h"

#include <optional>

namespace muster {

// The quartermaster's Administration roll at the end of the month (rule book, "MAINTAINING A FORCE"):
// how it went and by how much (margin = skill - roll; a failure has a negative margin).
struct AdministrationResult
{
    dice::RollOutcome outcome = dice::RollOutcome::Success;
    int margin = 0;
    std::optional<int> skill; // known when the roll was made against a skill
    std::optional<int> roll;
};

// The result of rolling `roll` on 3d6 against `skill`, criticals as the rulings give them.
AdministrationResult administrationFromRoll(int skill, int roll);

// A result the GM reports as a margin: success at 0 or more, failure below 0, unless it was a critical.
enum class Critical { None, Success, Failure };
AdministrationResult administrationFromMargin(int margin, Critical critical = Critical::None);

// The table: critical success -15%, success by 5+ -10%, success by 0-4 no change, failure +10%,
// critical failure +15%. A percentage of the month's total cost to maintain.
int administrationModifierPercent(const AdministrationResult &result);

// "Administration 13, rolled 8: success by 5: -10%".
Breakdown explainAdministration(const AdministrationResult &result);

} // namespace muster
