#pragma once

#include "battle/gurps/PerPerson.h"
#include "battle/gurps/Strategy.h"
#include "common/Result.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <array>
#include <optional>
#include <variant>

namespace muster::gurps {

// The GM's inputs, one per step of the battle. A battle is its set-up plus the list of decisions taken,
// so it can be saved, replayed, resumed and undone exactly. Every roll is a number the program rolled or
// the GM typed in; the engine never rolls. Each decision lists, in `typed`, the rolls the GM typed from
// real dice by the field that holds them (rollField); the others the program rolled. The record and the
// report say which, so a table can check its dice.

// The field of a decision that holds a roll, as `typed` lists it and errors name it: "rolls[1]",
// "heroism[0][2]", "misfortunes[1][0].injury".
namespace rollField {
inline QString ofSide(const char *name, int side)
{
    return QStringLiteral("%1[%2]").arg(QLatin1String(name)).arg(side);
}
inline QString ofPerson(const char *name, int side, int person)
{
    return QStringLiteral("%1[%2][%3]").arg(QLatin1String(name)).arg(side).arg(person);
}
inline QString injury(int side, int person)
{
    return ofPerson("misfortunes", side, person) + QLatin1String(".injury");
}
} // namespace rollField

// Before the first round: the 3d revolt roll of each side whose Disloyal elements exceed 10% of its TS.
struct DisloyalCheck
{
    std::array<std::optional<int>, 2> rolls;
    QStringList typed = {}; // "rolls[s]"
    bool operator==(const DisloyalCheck &) const = default;
};

// Steps 1 and 2: Risk for every person still in the battle, and the Heroism roll of each PC who is not
// the commander. Also this round's light and weather, or the end of the battle by agreement.
struct OpenRound
{
    bool night = false;
    bool badWeather = false;
    std::array<PerPerson<int>, 2> risk;                          // per person of the side's set-up
    std::array<PerPerson<std::optional<int>>, 2> heroismRolls;  // per person; only PCs who are not commanding
    bool endByAgreement = false; // after a parley: the battle ends here
    int agreedWinner = -1;       // the side that holds the field by the agreement, or -1
    QStringList typed = {};      // "heroism[s][p]"
    bool operator==(const OpenRound &) const = default;
};

// Step 3: each side's secret strategy, with the Leadership roll Impetuous or Fanatic elements may demand.
struct ChooseStrategies
{
    std::array<StrategyChoice, 2> choices;
    std::array<std::optional<int>, 2> leadershipRolls;
    QStringList typed = {}; // "leadership_rolls[s]"
    bool operator==(const ChooseStrategies &) const = default;
};

// Special cases: the side offered a Parley accepts it or not; the side facing a slow strategy may change.
struct Respond
{
    bool acceptParley = false;
    std::optional<StrategyChoice> change;
    std::optional<int> leadershipRoll; // if the new strategy calls for one
    QStringList typed = {};            // "leadership_roll"
    bool operator==(const Respond &) const = default;
};

// Step 4: the GM's special circumstances and both 3d rolls of the Quick Contest.
struct RollContest
{
    std::array<int, 2> circumstances{};
    std::array<int, 2> rolls{};
    QStringList typed = {}; // "rolls[s]"
    bool operator==(const RollContest &) const = default;
};

// One person's Misfortunes of War roll; the injury roll (2d-1, or 6d on a critical) only when hurt.
struct MisfortuneRoll
{
    int roll = 10;
    bool surrender = false; // on a critical success, instead of 6d injury
    std::optional<int> injury;
    bool operator==(const MisfortuneRoll &) const = default;
};

// Steps 5 and 6: where a winning Raid's casualties go, Misfortunes for everyone, the successor's
// Leadership roll of a side whose commander fell, and Rally rolls.
struct EndRound
{
    bool raidOnLogistics = false;
    std::array<PerPerson<std::optional<MisfortuneRoll>>, 2> misfortunes; // per person
    std::array<std::optional<int>, 2> successorRolls;
    std::array<std::optional<int>, 2> rallyRolls;
    // "misfortunes[s][p]", rollField::injury(s, p), "successor_rolls[s]", "rally_rolls[s]"
    QStringList typed = {};
    bool operator==(const EndRound &) const = default;
};

// After the battle: the winner's Leadership roll, or his force's 1d reaction; pursue or hold the field.
struct Pursuit
{
    std::optional<int> leadershipRoll;
    std::optional<int> reactionRoll;
    bool pursue = true; // the commander's choice when his Leadership roll succeeded
    std::optional<int> logisticsRoll; // 1d x 5% of the enemy's logistic force, when pursuing
    QStringList typed = {};           // "leadership_roll", "reaction_roll", "logistics_roll"
    bool operator==(const Pursuit &) const = default;
};

using Decision = std::variant<DisloyalCheck, OpenRound, ChooseStrategies, Respond, RollContest, EndRound, Pursuit>;

QJsonObject decisionToJson(const Decision &decision);
Result<Decision> decisionFromJson(const QJsonObject &object);

} // namespace muster::gurps
