// A battle that visits every step, for the tests that replay, record and report a whole battle.

#pragma once

#include "RuleTestSupport.h"

namespace battletest {

// Red has a PC second in command (Heroism) and Disloyal elements (a revolt check); the script visits every
// step: DisloyalCheck, OpenRound, ChooseStrategies, Respond, RollContest, EndRound, and a Pursuit.
inline BattleSetup scriptedSetup()
{
    BattleSetup setup = plainBattle();
    setup.sides[0].elements = {troops(infantry, 8, 10),
                               with(troops(QStringLiteral("Levies"), 2, 10), [](BattleElement &e) { e.disloyal = true; })};
    setup.sides[0].people[1].pc = true;
    setup.sides[1].defenseBonus = 1;
    return setup;
}

inline QList<Decision> script(const BattleSetup &setup)
{
    const BattleEngine shape = engineFor(setup); // for the number of people
    EndRound hurt = quietEnd(shape);
    // Round 1: Red 12 + 1 (DA) + 1 (Risk) = 14 rolls 9 (5); Blue 12 + 2 (AOD) + 1 (DB 1 halved, up) = 15 rolls
    // 11 (4): Red by 1. Red's PC (10%, Risk +2: chance 8) rolls 6 and takes 3 HP.
    hurt.misfortunes[0][1] = MisfortuneRoll{6, false, 3};
    return {DisloyalCheck{{5, std::nullopt}},
            openRound({1, 2}, {}, {std::nullopt, 9}),
            strategies(BattleStrategy::DeliberateAttack, BattleStrategy::Defense),
            Respond{false, plain(BattleStrategy::AllOutDefense), std::nullopt},
            rolls(9, 11),
            hurt,
            openRound({}, {}, {std::nullopt, 12}),
            strategies(BattleStrategy::Attack, BattleStrategy::FullRetreat),
            rolls(10, 10),
            quietEnd(shape),
            Pursuit{12, std::nullopt, true, 4}};
}

} // namespace battletest
