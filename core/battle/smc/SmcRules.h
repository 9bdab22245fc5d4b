#pragma once

#include <QList>
#include <QString>

#include <vector>

namespace muster::smc {

// "Simplified Mass Combat" (Exalted-style): the rules of a Clash, damage, rout and rolls as pure functions, with the
// dice of the rulings ("Simplified Mass Combat (dice not given in the text)") as named rule options.

struct SmcOptions
{
    int healthPerMagnitude = 5; // Health points in each Magnitude level
    int successTarget = 7;      // a d10 showing this or more is a success
    bool tensCountTwice = true; // a 10 is two successes
    int flurryPenalty = 1;      // dice off each action of a flurry of two (0 to 3)
    friend bool operator==(const SmcOptions &, const SmcOptions &) = default;
};

// A unit's size and hurt: Magnitude levels, and the Health left in the current level.
struct UnitStrength
{
    int magnitude = 1;
    int health = 5;
    friend bool operator==(const UnitStrength &, const UnitStrength &) = default;
};

// "Determine Damage and Rout": damage beyond the current level's Health lowers Magnitude and carries over (ruling).
// Magnitude 0 is destroyed.
struct DamageResult
{
    UnitStrength after;
    int magnitudeLost = 0;
    bool destroyed = false;
};
DamageResult applyDamage(UnitStrength unit, int damage, const SmcOptions &options = {});

// "Clash": the attacker adds the Magnitude difference as bonus successes, at most 3.
int magnitudeBonus(int attackerMagnitude, int defenderMagnitude);

// The outcome of a Clash from each side's successes (the attacker's with its bonus): the attacker winning deals one
// Health per success of difference; a defender's win or a tie costs the attacker 1 (ruling: a tie is the defender's).
struct ClashResult
{
    bool attackerWins = false;
    int damageToDefender = 0;
    int damageToAttacker = 0;
};
ClashResult resolveClash(int attackerSuccesses, int defenderSuccesses);

// The dice a pool rolls: its rating plus die bonuses less penalties (flight -2, flurries, Magnitude); never below 0.
int poolDice(int rating, int bonus, int penalty);

// Successes on d10 faces under the options; a botch is no success and at least one 1 (an empty pool is none).
int successes(const QList<int> &faces, const SmcOptions &options = {});
bool isBotch(const QList<int> &faces, const SmcOptions &options = {});

// A roll against a difficulty (successes needed): a difficulty of 0 or less succeeds without a roll; a pool of no
// dice fails any difficulty of 1 or more (rulings).
bool rollSucceeds(int dice, int rolledSuccesses, int difficulty);

// "Determine Damage and Rout": the rout conditions of one action and their summed penalty, the test's difficulty.
struct RoutConditions
{
    int magnitudeLost = 0;       // +1 per Magnitude lost to damage this action
    int ownMagnitude = 1;
    int engagedMagnitude = 0;    // summed Magnitude of every enemy engaged with the unit (0: not engaged)
    int withdrewFrom = 0;        // +1 per unit withdrawn from at the start of the turn
    int ownMight = 0;
    int engagedMight = 0;        // summed Might of the enemies engaged with it
};
// +1 per multiple from x2 up: x2 is +1, x3 +2 (ratio rounded down; ruling "Outnumbering").
int outnumberedPenalty(int ownMagnitude, int engagedMagnitude);
// The same for Might; a unit of Might 0 facing any Might counts as outnumbered x2 (ruling).
int mightPenalty(int ownMight, int engagedMight);
int routDifficulty(const RoutConditions &conditions);
// Ruling "A routing unit that meets rout conditions again": its recorded last check becomes the higher of this
// action's summed penalties and its previous difficulty + 1. The next Rally is one below that, at least 1.
int routedAgain(int previousDifficulty, int penaltiesNow);
int rallyDifficulty(int lastCheck);

// Exact chances from the pools, each die a success with chance (11 - target) / 10 and a 10 twice.
// The chance of each number of successes on `dice` d10.
std::vector<double> successDistribution(int dice, const SmcOptions &options = {});
// The chance that a roll of `dice` reaches `difficulty` successes (with the rulings for 0 dice and difficulty 0).
double chanceToSucceed(int dice, int difficulty, const SmcOptions &options = {});
// The chance of a botch.
double chanceOfBotch(int dice, const SmcOptions &options = {});
// A Clash's outcome: damageToDefender[k] is the chance the attacker deals k (k >= 1); attackerBeatenOff the chance it
// takes 1 instead.
struct ClashOdds
{
    std::vector<double> damageToDefender;
    double attackerBeatenOff = 0;
};
ClashOdds clashOdds(int attackerDice, int attackerBonusSuccesses, int defenderDice, const SmcOptions &options = {});

} // namespace muster::smc
