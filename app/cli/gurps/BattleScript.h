// The input of `muster-cli battle`: a battle set-up and, round by round, what the GM decided and rolled.
// Any roll left out is rolled by the program (see BattleRunner).
#pragma once

#include "battle/gurps/BattleSetup.h"
#include "battle/gurps/Strategy.h"
#include "common/Result.h"

#include <QJsonObject>
#include <QList>

#include <array>
#include <optional>

namespace muster::cli {

struct ChoiceInput
{
    std::array<gurps::StrategyChoice, 2> choices;
    std::array<std::optional<int>, 2> leadershipRolls; // Impetuous or Fanatic elements
};

struct RespondInput
{
    bool acceptParley = false;
    std::optional<gurps::StrategyChoice> change;
    std::optional<int> leadershipRoll;
};

struct MisfortuneInput
{
    std::optional<int> roll;
    std::optional<int> injury;
    bool surrender = false; // on a critical success, instead of 6d injury
};

struct RoundInput
{
    std::optional<bool> night;
    std::optional<bool> badWeather;
    std::array<QList<std::optional<int>>, 2> risk;    // per person; missing: 0
    std::array<QList<std::optional<int>>, 2> heroism; // per person; missing: rolled
    bool endByAgreement = false;
    int agreedWinner = -1;
    ChoiceInput strategies;
    std::optional<ChoiceInput> rechoose; // after fanatics refused Full Retreat or Parley
    RespondInput respond;
    std::array<int, 2> circumstances{};
    std::array<std::optional<int>, 2> rolls;
    bool raidOnLogistics = false;
    std::array<QList<MisfortuneInput>, 2> misfortune; // per person
    std::array<std::optional<int>, 2> successorRolls;
    std::array<std::optional<int>, 2> rallyRolls;
};

struct PursuitInput
{
    std::optional<int> leadershipRoll;
    std::optional<int> reactionRoll;
    bool pursue = true;
    std::optional<int> logisticsRoll;
};

struct BattleScript
{
    gurps::BattleSetup setup;
    // The file has a "special" object: the special-battle rules apply (even to a plain land campaign, where
    // Air elements out of range sit out), and the report says so. Without it the report is as it always was.
    bool specialBattle = false;
    quint64 seed = 1;
    std::array<std::optional<int>, 2> disloyalRolls;
    QList<RoundInput> rounds;
    PursuitInput pursuit;
};

// The whole file, checked before anything is played; errors name the field ("rounds[1].rolls[0]: ...").
Result<BattleScript> battleScriptFromJson(const QJsonObject &input);

} // namespace muster::cli
