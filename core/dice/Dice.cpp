#include "Dice.h"

namespace muster::dice {

RollOutcome successRoll(int target, int roll)
{
    const bool criticalSuccess = roll <= 4 || (roll == 5 && target >= 15) || (roll == 6 && target >= 16);
    if (criticalSuccess)
        return RollOutcome::CriticalSuccess;
    const bool criticalFailure = roll == 18 || (roll == 17 && target <= 15) || roll >= target + 10;
    if (criticalFailure)
        return RollOutcome::CriticalFailure;
    if (roll >= 17 || roll > target)
        return RollOutcome::Failure;
    return RollOutcome::Success;
}

std::array<double, 4> successRollOdds(int target)
{
    std::array<double, 4> odds{};
    for (int roll = minimum3d6; roll <= maximum3d6; ++roll)
        odds.at(std::size_t(successRoll(target, roll))) += probability3d6(roll);
    return odds;
}

} // namespace muster::dice
