#pragma once

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace muster::myz {

class MyzBattle;

// When a leader the program plays for pushes the Battle roll ("Battle Phase", pushing). A push removes a Strategy
// Die and rerolls every die not showing a six, a Battle Die's one or a Support Die's one, so it risks new ones
// (casualties, damage) for more sixes. Every policy pushes only while a Strategy Die not showing a six is left to
// give up (a push never costs a six already rolled) and some die would be rerolled.
enum class PushPolicy {
    Never,         // settles on the first roll
    WhileBehind,   // pushes while it has fewer sixes than the foe
    WhileNotAhead, // pushes while it has no more sixes than the foe (a tie too)
};

QList<PushPolicy> allPushPolicies();
QString pushPolicyCode(PushPolicy policy); // "while-behind"
QString pushPolicyName(PushPolicy policy); // translated
std::optional<PushPolicy> pushPolicyFromName(const QString &text);

// Whether a leader with `policy` pushes now, from the dice as they lie: its sixes and the foe's, its Strategy Dice
// not showing a six, and the dice the push would reroll (after giving up that Strategy Die).
bool wantsPush(PushPolicy policy, int ownSixes, int foeSixes, int strategyNonSixes, int rerolled);

// The side that pushes next in the battle's Battle Phase, or -1 when both settle. Leaders act in initiative order:
// the first leader in that order who wants to push does; so a leader pushes until satisfied, the other answers,
// and the first pushes again if the answer put it behind ("Keep this up until neither leader can nor wants to").
int nextPusher(const MyzBattle &battle, std::array<PushPolicy, 2> policies);

} // namespace muster::myz
