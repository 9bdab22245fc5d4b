#pragma once

#include "battle/gurps/CombatTables.h"
#include "battle/gurps/Strategy.h"

#include <QString>

#include <array>

namespace muster::gurps {

// The parts of a commander's effective skill ("Battle Strategy Roll").
enum class SkillPart {
    BasicStrategyModifier,
    Casualties,
    DefenseBonus,
    Risk,
    SignificantActions,
    Strategy,
    StrategySuperiority,
    RepeatedIndirect,
    ParleyRefused,
    ConfusedRetreat,
    Desperate,
    Impetuous,
    PositionBonus,
    Circumstances,
    DifficultRetreat,   // an amphibious assault's attacker retreating across the water
    ChemicalDisruption, // attacked with chemical weapons (unless both sides used them)
    DividedCommand,     // allies under one command, or a commander fighting two enemies at once
    Count
};
constexpr int skillPartCount = int(SkillPart::Count);
QString skillPartName(SkillPart part); // translated

// A commander's effective Strategy (or Tactics) skill with every modifier that made it.
struct EffectiveSkill
{
    int base = 10;
    bool tactics = false; // rolled against Tactics: a force of 1-4 elements
    std::array<int, skillPartCount> parts{};

    int part(SkillPart p) const { return parts.at(size_t(p)); }
    int total() const;
    QString explain() const; // "Strategy 10; Risk +1; ...; = 13"
    bool operator==(const EffectiveSkill &) const = default;
};

// Everything about one side that its skill depends on, apart from the two strategies.
struct SkillInputs
{
    int baseSkill = 10;
    bool tactics = false;
    int basicStrategyModifier = 0; // relative TS and superiority
    int casualties = 0;            // percent so far: -1 per 5%
    int defenseBonus = 0;          // 0 without one
    bool defenseBonusAnyStrategy = false; // an ambusher's first round
    int risk = 0;
    int significantActions = 0;
    bool artillerySuperiority = false, c3iSuperiority = false, fireSuperiority = false;
    bool cavalryOrNavalSuperiority = false;
    int raidSuperiorities = 0;     // Air, Cavalry, Naval and Recon superiority, one each
    bool skirmishSuperiority = false; // Air, Artillery or Fire
    bool indirectLastRound = false;
    bool confused = false;
    int impetuous = 0;             // +1 or -2 in the first round, else 0
    int positionBonus = 0;         // this side's PB (0 when the enemy holds it)
    int circumstances = 0;         // GM's special circumstances, -3..+3
    int retreatPenalty = 0;        // to any retreat strategy: -4 for an amphibious assault's attacker
    int chemicalDisruption = 0;    // -2 for a force attacked with chemical weapons
    int commandPenalty = 0;        // three-sided battles: -1 for allies, 0 to -4 for a split command
};

EffectiveSkill effectiveSkill(const SkillInputs &in, StrategyChoice mine, StrategyChoice theirs,
                              bool parleyRefused = false);

// One side of a resolved contest.
struct Contestant
{
    StrategyChoice choice;
    int skill = 10;
    int roll = 10;
    int earlierIndirectAttacks = 0; // Indirect Attacks this side won or fought in earlier rounds
};

struct RoundOutcome
{
    int winner = -1; // -1 for a tie
    std::array<int, 2> margins{}; // skill - roll
    int marginOfVictory = 0;      // after Indirect doubling and Skirmish halving
    int band = 0;                 // Combat Results Table row
    std::array<int, 2> casualties{}; // this round, percent
    std::array<bool, 2> logisticsHit{}; // casualties also strike the logistic force (retreats)
    int pbShift = 0;                 // change of the signed PB (positive: side 0 holds it)
    std::array<bool, 2> escaped{};
    bool operator==(const RoundOutcome &) const = default;
};

// Margin of victory after the winner's strategy: Indirect doubles (x1.5 rounded up after the first),
// Skirmish halves (rounded down).
int adjustedMarginOfVictory(int margin, const StrategyChoice &winner, int earlierIndirectAttacks);

// "Special Cases" once the strategies are known (a refused Parley already turned into Defense): both
// Parley -> talks; both retreat, or retreat against defense -> no battle; both defend -> both Skirmish.
enum class SpecialCase { None, Talks, Stalemate, NoBattle };
SpecialCase specialCaseFor(BattleStrategy a, BattleStrategy b);

// The Quick Contest of Strategy and every casualty and PB rule of the strategies. `pb` is the signed
// Position Bonus before the round (positive: side 0 holds it).
RoundOutcome resolveContest(const std::array<Contestant, 2> &sides, int pb);

// Casualties of each side for a given winner and margin of victory (no dice), and the PB shift.
void applyStrategyEffects(RoundOutcome &outcome, const std::array<StrategyChoice, 2> &choices, int pb);

} // namespace muster::gurps
