#pragma once

#include "battle/myz/Faces.h"
#include "battle/myz/Faction.h"
#include "battle/myz/Reconnaissance.h"
#include "battle/myz/Strategy.h"
#include "dice/DieRoll.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>
#include <variant>

namespace muster::myz {

// The ground a defending faction holds ("Defensive Advantage"): Strategy Dice for a defensive strategy.
enum class Terrain { Open = 0, Hills = 1, Mountainous = 2 };
QString terrainCode(Terrain terrain);
QString terrainName(Terrain terrain);
std::optional<Terrain> terrainFromName(const QString &text);

// Everything the battle starts from.
struct BattleSetup
{
    QString name;
    std::array<Faction, 2> factions;
    Terrain terrain = Terrain::Open;
    int siegeDefender = -1;         // the side besieged in its stronghold, or -1: a field battle
    bool waterway = false;          // the sector touches a sea or river: Naval units count
    bool reconnaissance = false;    // a Reconnaissance roll comes before the first Wave
    bool restorePerPair = false;    // rule option: Emergency Repairs and Mend the Wounds restore one die per pair of sixes

    friend bool operator==(const BattleSetup &, const BattleSetup &) = default;
};

// A skill roll of Base Dice and Skill Dice. Skill Dice below zero are negative dice: each six on them cancels a
// success (ruling "a net negative modifier").
struct SkillRoll
{
    int baseDice = 0;
    int skillDice = 0;
    Faces base;
    Faces skill; // -skillDice faces when skillDice is negative
    bool typed = false;

    int successes() const;
    friend bool operator==(const SkillRoll &, const SkillRoll &) = default;
};

// A PC's (or NPC's) roll in a phase: who rolled which skill, who helped, mutation points spent (2 per six).
struct PersonRoll
{
    int person = -1;
    Skill skill = Skill::Command;
    QList<int> helpers;
    int mutationPoints = 0;
    SkillRoll roll;

    int successes() const { return roll.successes() + mutationPoints / 2; }
    friend bool operator==(const PersonRoll &, const PersonRoll &) = default;
};

// A Battle Pool as it lies on the table: the faces of its Battle, Strategy and Support Dice.
struct PoolFaces
{
    Faces battle;
    Faces strategy;
    Faces support;
    friend bool operator==(const PoolFaces &, const PoolFaces &) = default;
};
// The sixes of a whole pool: what decides the Battle roll.
int poolSixes(const PoolFaces &faces);
// A pool as a push sees it, counted in one pass: its sixes, its Strategy Dice not showing a six, and the dice a push
// rerolls (every die not showing a six, a Battle Die's one or a Support Die's one, after it gives up a Strategy Die
// not showing a six while there is one).
struct PushCounts
{
    int sixes = 0;
    int strategyNonSixes = 0;
    int rerolled = 0;
};
PushCounts pushCounts(const PoolFaces &faces);

struct ReconStep
{
    Environment environment = Environment::Ruins;
    bool night = false;
    bool badWeather = false;
    std::array<ReconFactors, 2> factors;
    std::array<SkillRoll, 2> rolls; // each leader's COMPREHEND
    bool ambush = false;            // the winner's choice, when its margin reaches the rating
    friend bool operator==(const ReconStep &, const ReconStep &) = default;
};

struct InitiativeStep
{
    std::array<dice::DieRoll, 2> rolls;
    int first = 0; // the side that acts first; the higher roll, or the GM's pick on a tie
    friend bool operator==(const InitiativeStep &, const InitiativeStep &) = default;
};

// "Risk Phase": -3 to +3 for each person of each faction; a person without an entry takes no risk (0).
struct RiskStep
{
    std::array<QList<int>, 2> risk;
    friend bool operator==(const RiskStep &, const RiskStep &) = default;
};

// "Strategy Phase": each leader's secret choice, the GM's special circumstances (-3 to +3 Strategy Dice) and the
// answer to a Parley.
struct StrategyStep
{
    std::array<Strategy, 2> chosen{Strategy::Attack, Strategy::Attack};
    std::array<int, 2> circumstances{0, 0};
    bool parleyAccepted = false;
    friend bool operator==(const StrategyStep &, const StrategyStep &) = default;
};

enum class ActionKind { None, Remarkable, Commando, GmDice };
QString actionKindCode(ActionKind kind);
std::optional<ActionKind> actionKindFromCode(const QString &code);

// "Action Phase": one faction's Remarkable Action, Commando Operation or the GM's extra dice for NPCs.
struct ActionStep
{
    int side = 0;
    ActionKind kind = ActionKind::None;
    PersonRoll roll;      // Remarkable Action or Commando Operation
    int gmDice = 0;       // NPC shortcut: Strategy Dice given by the GM
    int supportDamage = 0; // Commando: pairs of sixes spent on the foe's Support Dice
    friend bool operator==(const ActionStep &, const ActionStep &) = default;
};

// "Battle Phase": both pools rolled.
struct RollStep
{
    std::array<PoolFaces, 2> pools;
    bool typed = false;
    friend bool operator==(const RollStep &, const RollStep &) = default;
};

// A push: one Strategy Die removed (a non-six while there is one), then every die not showing a six, a
// Battle Die's one or a Support Die's one rerolled; `faces` are the new faces in pool order.
struct PushStep
{
    int side = 0;
    Faces faces;
    bool typed = false;
    friend bool operator==(const PushStep &, const PushStep &) = default;
};

// Both leaders settle: the Battle Phase ends.
struct SettleStep
{
    friend bool operator==(const SettleStep &, const SettleStep &) = default;
};

// "Support Phase" for one faction.
struct SupportStep
{
    // Constructors of its own: gcc 12 zeroes all of a new step's three optional rolls (almost 700 bytes) when the type
    // is an aggregate, and a forecast builds two Support steps a Wave.
    SupportStep() {}
    SupportStep(int side, std::optional<PersonRoll> repairs, std::optional<PersonRoll> mend,
                std::optional<PersonRoll> rally)
        : side(side), repairs(std::move(repairs)), mend(std::move(mend)), rally(std::move(rally))
    {
    }

    int side = 0;
    std::optional<PersonRoll> repairs; // Emergency Repairs: JURY-RIG or MANUFACTURE
    std::optional<PersonRoll> mend;    // Mend the Wounds: HEAL or SENSE EMOTION
    std::optional<PersonRoll> rally;   // a rallying faction's COMMAND or MANIPULATE
    friend bool operator==(const SupportStep &, const SupportStep &) = default;
};

struct RetaliationRoll
{
    int side = 0;
    int person = 0;
    Faces base;  // the attack's Base Dice
    Faces armor; // Armor Rating as Gear Dice
    bool typed = false;
    friend bool operator==(const RetaliationRoll &, const RetaliationRoll &) = default;
};

struct CasualtyRoll
{
    Faces added;   // every D6 that adds fighters killed
    Faces removed; // the D6 a Skirmish or Full Retreat takes off
    bool typed = false;
    friend bool operator==(const CasualtyRoll &, const CasualtyRoll &) = default;
};

// "End Phase": casualties, Retaliation, the Ark's Gear Die, and the GM's change to next Wave's Battle Dice.
struct EndStep
{
    std::array<CasualtyRoll, 2> casualties;
    QList<RetaliationRoll> retaliation;
    std::array<std::optional<dice::DieRoll>, 2> arkDie;
    std::array<std::optional<ArkProject>, 2> projectLost; // which project a 1 on the Ark's die destroys
    std::array<int, 2> battleDiceChange{0, 0};            // reinforcements, losses the GM rules
    friend bool operator==(const EndStep &, const EndStep &) = default;
};

// A broken leader's successor's COMMAND or MANIPULATE at -3 and Risk; failure: CONFUSED.
struct SuccessorStep
{
    int side = 0;
    PersonRoll roll;
    friend bool operator==(const SuccessorStep &, const SuccessorStep &) = default;
};

using Step = std::variant<ReconStep, InitiativeStep, RiskStep, StrategyStep, ActionStep, RollStep, PushStep, SettleStep,
                          SupportStep, EndStep, SuccessorStep>;

} // namespace muster::myz
