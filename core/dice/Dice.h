#pragma once

#include <array>
#include <cstddef>

namespace muster::dice {

// How a 3d6 roll against a target number turned out.
enum class RollOutcome { CriticalSuccess, Success, Failure, CriticalFailure };

constexpr int minimum3d6 = 3;
constexpr int maximum3d6 = 18;

constexpr bool isValid3d6(int roll)
{
    return roll >= minimum3d6 && roll <= maximum3d6;
}
constexpr bool isValid1d6(int roll)
{
    return roll >= 1 && roll <= 6;
}

// Ways to roll each total on 3d6 (out of 216), indexed by the total.
constexpr std::array<int, maximum3d6 + 1> waysToRoll3d6 = {0,  0,  0,  1,  3,  6,  10, 15, 21, 25,
                                                           27, 27, 25, 21, 15, 10, 6,  3,  1};
constexpr int outcomes3d6 = 216;

constexpr double probability3d6(int roll)
{
    return isValid3d6(roll) ? double(waysToRoll3d6[std::size_t(roll)]) / outcomes3d6 : 0.0;
}

// A success roll against `target` (ruling "Quick Contests" of rules/README.md): 3-4 always succeed and
// 17-18 always fail; critical success on 3-4, on 5 at 15+, on 6 at 16+; critical failure on 18, on 17 at
// 15 or less, or on a roll of target + 10 or more.
RollOutcome successRoll(int target, int roll);

inline bool succeeded(RollOutcome outcome)
{
    return outcome == RollOutcome::CriticalSuccess || outcome == RollOutcome::Success;
}

// Probability that a success roll against `target` has each outcome, exactly.
std::array<double, 4> successRollOdds(int target);

} // namespace muster::dice
