#include "SmcRules.h"

#include "dice/PoolCounts.h"

#include <algorithm>
#include <cmath>

namespace muster::smc {

DamageResult applyDamage(UnitStrength unit, int damage, const SmcOptions &options)
{
    DamageResult result;
    const int perLevel = std::max(1, options.healthPerMagnitude);
    int left = std::max(0, damage);
    while (left > 0 && unit.magnitude > 0) {
        if (left < unit.health) {
            unit.health -= left;
            left = 0;
            break;
        }
        // The level's Health is gone: Magnitude drops, and what is left of the damage carries over.
        left -= unit.health;
        unit.magnitude -= 1;
        result.magnitudeLost += 1;
        unit.health = perLevel;
    }
    if (unit.magnitude <= 0) {
        unit.magnitude = 0;
        unit.health = 0;
        result.destroyed = true;
    }
    result.after = unit;
    return result;
}

int magnitudeBonus(int attackerMagnitude, int defenderMagnitude)
{
    return std::clamp(attackerMagnitude - defenderMagnitude, 0, 3);
}

ClashResult resolveClash(int attackerSuccesses, int defenderSuccesses)
{
    ClashResult result;
    if (attackerSuccesses > defenderSuccesses) {
        result.attackerWins = true;
        result.damageToDefender = attackerSuccesses - defenderSuccesses;
    } else {
        result.damageToAttacker = 1;
    }
    return result;
}

int poolDice(int rating, int bonus, int penalty)
{
    return std::max(0, rating + bonus - penalty);
}

int successes(const QList<int> &faces, const SmcOptions &options)
{
    if (options.tensCountTwice)
        return dice::d10Successes(faces, options.successTarget);
    return int(std::count_if(faces.cbegin(), faces.cend(), [&](int face) { return face >= options.successTarget; }));
}

bool isBotch(const QList<int> &faces, const SmcOptions &options)
{
    return dice::isD10Botch(faces, options.successTarget);
}

bool rollSucceeds(int dice, int rolledSuccesses, int difficulty)
{
    if (difficulty <= 0)
        return true;
    if (dice <= 0)
        return false;
    return rolledSuccesses >= difficulty;
}

int outnumberedPenalty(int ownMagnitude, int engagedMagnitude)
{
    if (engagedMagnitude <= 0)
        return 0;
    const int ratio = engagedMagnitude / std::max(1, ownMagnitude);
    return ratio >= 2 ? ratio - 1 : 0;
}

int mightPenalty(int ownMight, int engagedMight)
{
    if (engagedMight <= 0)
        return 0;
    if (ownMight <= 0)
        return 1; // Might 0 against any Might: outnumbered x2
    const int ratio = engagedMight / ownMight;
    return ratio >= 2 ? ratio - 1 : 0;
}

int routDifficulty(const RoutConditions &c)
{
    return c.magnitudeLost + outnumberedPenalty(c.ownMagnitude, c.engagedMagnitude) + c.withdrewFrom
           + mightPenalty(c.ownMight, c.engagedMight);
}

int routedAgain(int previousDifficulty, int penaltiesNow)
{
    return std::max(penaltiesNow, previousDifficulty + 1);
}

int rallyDifficulty(int lastCheck)
{
    return std::max(1, lastCheck - 1);
}

std::vector<double> successDistribution(int dice, const SmcOptions &options)
{
    // One die: no success below the target, one from the target to 9 (or 10 when tens count once), two on a 10.
    const int target = std::clamp(options.successTarget, 2, 10);
    const double two = options.tensCountTwice ? 0.1 : 0.0;
    const double one = (11 - target) / 10.0 - two;
    const double none = 1.0 - one - two;
    std::vector<double> p{1.0};
    for (int d = 0; d < std::max(0, dice); ++d) {
        std::vector<double> next(p.size() + 2, 0.0);
        for (size_t k = 0; k < p.size(); ++k) {
            next[k] += p[k] * none;
            next[k + 1] += p[k] * one;
            next[k + 2] += p[k] * two;
        }
        p = std::move(next);
    }
    while (p.size() > 1 && p.back() == 0.0)
        p.pop_back();
    return p;
}

double chanceToSucceed(int dice, int difficulty, const SmcOptions &options)
{
    if (difficulty <= 0)
        return 1.0;
    if (dice <= 0)
        return 0.0;
    const std::vector<double> p = successDistribution(dice, options);
    double chance = 0;
    for (size_t k = size_t(difficulty); k < p.size(); ++k)
        chance += p[k];
    return chance;
}

double chanceOfBotch(int dice, const SmcOptions &options)
{
    if (dice <= 0)
        return 0.0;
    // No success on any die, and not every one of them above 1.
    const double failing = (std::clamp(options.successTarget, 2, 10) - 1) / 10.0;
    const double failingAboveOne = failing - 0.1;
    return std::pow(failing, dice) - std::pow(failingAboveOne, dice);
}

ClashOdds clashOdds(int attackerDice, int attackerBonusSuccesses, int defenderDice, const SmcOptions &options)
{
    const std::vector<double> a = successDistribution(attackerDice, options);
    const std::vector<double> d = successDistribution(defenderDice, options);
    ClashOdds odds;
    for (size_t i = 0; i < a.size(); ++i) {
        for (size_t j = 0; j < d.size(); ++j) {
            const ClashResult result = resolveClash(int(i) + attackerBonusSuccesses, int(j));
            const double p = a[i] * d[j];
            if (!result.attackerWins) {
                odds.attackerBeatenOff += p;
                continue;
            }
            if (odds.damageToDefender.size() <= size_t(result.damageToDefender))
                odds.damageToDefender.resize(result.damageToDefender + 1, 0.0);
            odds.damageToDefender[result.damageToDefender] += p;
        }
    }
    return odds;
}

} // namespace muster::smc
