#pragma once

#include "battle/gurps/ForceComparison.h"
#include "battle/gurps/PerPerson.h"
#include "battle/gurps/RoundRules.h"
#include "dice/Dice.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace muster::gurps {

enum class BattleStep { DisloyalCheck, OpenRound, ChooseStrategies, Respond, RollContest, EndRound, Pursuit, Finished };

struct PersonState
{
    int hp = 10;
    bool out = false;        // fallen (0 HP or less) or surrendered
    bool surrendered = false;
    bool operator==(const PersonState &) const = default;
};

struct SideState
{
    int casualties = 0;         // percent of the starting force, cumulative, at most 100
    int logisticCasualties = 0; // percent of the logistic force
    int commander = 0;          // index into the set-up's people
    QList<PersonState> people;
    bool confused = false;
    bool revolted = false;
    int indirectAttacks = 0;    // Indirect Attacks fought so far
    bool escaped = false;
    bool operator==(const SideState &) const = default;
};

struct HeroismResult
{
    int person = 0;
    int target = 5;
    int roll = 10;
    dice::RollOutcome outcome = dice::RollOutcome::Failure;
    int modifier = 0; // to the commander's roll: +1, +2 or -1
    bool typed = false; // the GM's dice, not the program's
    bool operator==(const HeroismResult &) const = default;
};

struct MisfortuneResult
{
    int person = 0;
    int chance = 5;
    int roll = 10;
    dice::RollOutcome outcome = dice::RollOutcome::Failure;
    int injury = 0;
    bool surrendered = false;
    bool fell = false;
    bool typed = false;       // the 3d roll came from the GM's dice
    bool injuryTyped = false; // and so did the injury roll
    bool operator==(const MisfortuneResult &) const = default;
};

// A Leadership roll the rules called for, and what it decided.
struct LeadershipResult
{
    int target = 10;
    int roll = 10;
    bool success = false;
    bool typed = false; // the GM's dice, not the program's
    bool operator==(const LeadershipResult &) const = default;
};

// Something a round decided that the record tells in words. The words are made only when shown (roundEventText): a
// battle the program plays out decides millions of these.
enum class RoundEventKind {
    Revolt,            // side: its Disloyal elements joined the enemy
    SignificantAction, // side, person, value: the modifier to the commander's roll
    Blunder,           // side, person
    FanaticsRefuse,    // side, choice: the order refused
    BothParley,
    ParleyAccepted,    // side: the one that accepted
    ParleyRefused,     // side: the one that refused
    MomentumChange,    // side, choice: the strategy it changed to
    NoBattle,
    BreakOut,          // side: the besieged
    Stalemate,
    LongSiegeRound,    // value: minutes
    SiegeRound,        // value: minutes
    Surrender,         // side, person
    Injury,            // side, person, value: HP
    InjuryFalls,       // side, person, value: HP
    Leaderless,        // side
    SuccessorTakesCommand, // side, person
    SuccessorConfused, // side, person
    Rallied,           // side
    RallyFailed,       // side
    Escape,            // side
};

struct RoundEvent
{
    RoundEventKind kind = RoundEventKind::NoBattle;
    int side = -1;
    int person = -1;
    int value = 0;
    StrategyChoice choice{};
    bool operator==(const RoundEvent &) const = default;
};

// Everything one round of battle decided, kept for the record and the report.
struct RoundRecord
{
    int number = 1;
    bool night = false;
    bool badWeather = false;
    std::array<int, 2> basicStrategyModifier{}; // before casualties
    std::array<PerPerson<int>, 2> risk;
    std::array<PerPerson<HeroismResult>, 2> heroism;
    std::array<int, 2> significantActions{};
    std::array<StrategyChoice, 2> chosen;
    std::array<StrategyChoice, 2> fought; // after the special cases
    std::array<bool, 2> parleyRefused{};
    std::array<std::optional<LeadershipResult>, 2> impetuousRolls;
    std::array<std::optional<LeadershipResult>, 2> fanaticRolls;
    std::array<int, 2> impetuous{};
    int momentumSide = -1; // the side allowed to respond, or -1
    SpecialCase special = SpecialCase::None;
    std::array<EffectiveSkill, 2> skills;
    std::array<int, 2> rolls{};
    std::array<bool, 2> rollsTyped{}; // each Strategy roll came from the GM's dice
    bool contested = false;
    RoundOutcome outcome;
    bool raidOnLogistics = false;
    int pbBefore = 0;
    int pbAfter = 0;
    std::array<int, 2> casualtiesBefore{};
    std::array<int, 2> casualtiesAfter{};
    std::array<PerPerson<MisfortuneResult>, 2> misfortunes;
    std::array<std::optional<LeadershipResult>, 2> successorRolls;
    std::array<std::optional<LeadershipResult>, 2> rallyRolls;
    QVarLengthArray<RoundEvent, 4> events; // what happened, in order (roundEventTexts tells it)
    bool operator==(const RoundRecord &) const = default;
};

// How the battle ended.
// BreakOut: the besieged escaped the fortress; the siege is over and an ordinary battle outside follows
// (SpecialBattleRules.h: breakOutBattle).
enum class BattleEnd { NotYet, Victory, MutualAnnihilation, NoBattle, Agreement, BreakOut };

struct PursuitResult
{
    std::optional<LeadershipResult> leadership;
    int reaction = 0; // the 1d reaction when the Leadership roll failed
    bool reactionTyped = false;
    bool pursued = false;
    int extraCasualties = 0;   // on the loser
    int logisticsLoss = 0;     // of the loser's logistic force
    int logisticsRoll = 0;     // the 1d that set it
    bool logisticsTyped = false;
    int winnerRecovered = 0;   // holding the field
    bool operator==(const PursuitResult &) const = default;
};

struct BattleState
{
    BattleStep step = BattleStep::OpenRound;
    std::array<SideState, 2> sides;
    int positionBonus = 0; // signed: positive when side 0 holds it
    std::array<std::optional<LeadershipResult>, 2> disloyalChecks; // target is the revolt chance
    QList<RoundRecord> rounds; // the last one is the round in progress unless the battle is over
    BattleEnd end = BattleEnd::NotYet;
    int winner = -1;
    std::optional<PursuitResult> pursuit;
    bool operator==(const BattleState &) const = default;

    int pbOf(int side) const { return side == 0 ? std::max(0, positionBonus) : std::max(0, -positionBonus); }
};

} // namespace muster::gurps
