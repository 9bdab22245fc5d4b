#pragma once

#include <QPoint>
#include <QString>

#include <optional>

namespace muster::d20 {

// d20 "strategic combat" (Warfare, quick reference): the rules of an attack, range, facing and morale as pure
// functions, with the rulings of "d20 strategic combat" where the text leaves a gap.

struct D20Options
{
    bool naturalOneMisses = true; // ruling: a natural 1 always misses (rule option)
    int moraleDc = 20;            // "All morale checks are DC 20"
    friend bool operator==(const D20Options &, const D20Options &) = default;
};

// "Combat Units": what a unit fights as.
enum class UnitType { Melee, Ranged, Artillery };

// "Attacks": d20 + attack modifier against Defense. Failing by 10 or more misses, by less is a glancing blow; meeting
// the Defense (ruling: success by 0) or beating it by less than 10 hits, by 10 or more is a critical. A natural 20
// always hits, for double damage instead of the critical's; a natural 1 always misses (rule option).
enum class AttackResult { Miss, Glancing, Hit, Critical, Natural20 };
AttackResult attackResult(int d20, int attackModifier, int defense, const D20Options &options = {});
// The damage an attack result deals: a glancing blow half (rounded down), a critical x1.5 (rounded down), a natural
// 20 double, a miss none.
int damageDealt(AttackResult result, int damage);

// A tile of the board: column x, row y.
using Tile = QPoint;
// Ruling: distance in tiles with diagonals as 1.
int distance(Tile a, Tile b);
// Ruling: a target at distance d is in range increment ceil(d / the unit's range increment) (at least 1).
int rangeIncrement(int distance, int unitRangeIncrement);
// "Ranged Increments": -2 to attack for each increment beyond the first.
int rangePenalty(int increment);
// The farthest increment a unit may attack at: melee the adjacent tile only (1), ranged 5, artillery 10.
int maxIncrement(UnitType type);

// Facing: one of the eight neighbouring tiles, as a direction 0 to 7 clockwise from north (0 N, 1 NE, 2 E, ...).
QPoint facingStep(int facing);
// A facing in the battle file: n, ne, e, se, s, sw, w, nw; read also as its number 0 to 7.
QString facingCode(int facing);
std::optional<int> facingFromCode(const QString &code);
// The direction from `from` towards a neighbouring or farther tile, the nearest of the eight (for facing a target).
int facingTowards(Tile from, Tile to);
// Ruling: melee needs the target in the faced tile; ranged and artillery need it inside the 90-degree arc centred on
// the facing (its edges included).
bool faces(Tile from, int facing, Tile target, UnitType type);

// "Diminished": at or below half its Health.
bool diminished(int health, int maxHealth);
// "Morale": d20 + morale modifier against the DC.
bool moraleHolds(int d20, int moraleModifier, const D20Options &options = {});

// The exact chances of an attack before it is rolled, each face of the d20 equally likely: of each result, the
// damage it deals on average, and when the target is diminished by it (or already), the chance it must check
// morale and the chance it shatters (fails that check).
struct AttackOdds
{
    double miss = 0, glancing = 0, hit = 0, critical = 0, natural20 = 0;
    double expectedDamage = 0;
    double moraleCheck = 0;
    double shatter = 0;
};
AttackOdds attackOdds(int attackModifier, int defense, int damage, int targetHealth, int targetMaxHealth,
                      int targetMoraleModifier, const D20Options &options = {});

} // namespace muster::d20
