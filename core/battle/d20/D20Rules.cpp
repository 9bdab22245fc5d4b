#include "D20Rules.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace muster::d20 {

AttackResult attackResult(int d20, int attackModifier, int defense, const D20Options &options)
{
    if (d20 >= 20)
        return AttackResult::Natural20;
    if (d20 <= 1 && options.naturalOneMisses)
        return AttackResult::Miss;
    const int margin = d20 + attackModifier - defense;
    if (margin <= -10)
        return AttackResult::Miss;
    if (margin < 0)
        return AttackResult::Glancing;
    return margin >= 10 ? AttackResult::Critical : AttackResult::Hit;
}

int damageDealt(AttackResult result, int damage)
{
    damage = std::max(0, damage);
    switch (result) {
    case AttackResult::Miss: return 0;
    case AttackResult::Glancing: return damage / 2;
    case AttackResult::Hit: return damage;
    case AttackResult::Critical: return damage * 3 / 2;
    case AttackResult::Natural20: return damage * 2;
    }
    return 0;
}

int distance(Tile a, Tile b)
{
    return std::max(std::abs(a.x() - b.x()), std::abs(a.y() - b.y()));
}

int rangeIncrement(int distance, int unitRangeIncrement)
{
    const int increment = std::max(1, unitRangeIncrement);
    return std::max(1, (distance + increment - 1) / increment);
}

int rangePenalty(int increment)
{
    return -2 * std::max(0, increment - 1);
}

int maxIncrement(UnitType type)
{
    switch (type) {
    case UnitType::Melee: return 1;
    case UnitType::Ranged: return 5;
    case UnitType::Artillery: return 10;
    }
    return 1;
}

QPoint facingStep(int facing)
{
    static const QPoint steps[8] = {{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}};
    return steps[((facing % 8) + 8) % 8];
}

namespace {
const char *const facingCodes[8] = {"n", "ne", "e", "se", "s", "sw", "w", "nw"};
}

QString facingCode(int facing)
{
    return QString::fromLatin1(facingCodes[((facing % 8) + 8) % 8]);
}

std::optional<int> facingFromCode(const QString &code)
{
    for (int facing = 0; facing < 8; ++facing)
        if (code.compare(QLatin1String(facingCodes[facing]), Qt::CaseInsensitive) == 0 || code == QString::number(facing))
            return facing;
    return std::nullopt;
}

int facingTowards(Tile from, Tile to)
{
    const QPoint v = to - from;
    if (v.isNull())
        return 0;
    // Rows grow southwards: north is -y. The angle clockwise from north, in eighths of a turn.
    const double angle = std::atan2(double(v.x()), double(-v.y()));
    const int eighth = int(std::lround(angle / (M_PI / 4.0)));
    return ((eighth % 8) + 8) % 8;
}

bool faces(Tile from, int facing, Tile target, UnitType type)
{
    const QPoint step = facingStep(facing);
    if (type == UnitType::Melee)
        return target == from + step;
    const QPoint v = target - from;
    if (v.isNull())
        return false;
    // Inside the arc when the angle between the facing and the target is at most 45 degrees: cos >= sqrt(1/2),
    // compared squared and in integers so that the arc's edges count exactly.
    const long long dot = (long long)v.x() * step.x() + (long long)v.y() * step.y();
    if (dot <= 0)
        return false;
    const long long vv = (long long)v.x() * v.x() + (long long)v.y() * v.y();
    const long long ss = (long long)step.x() * step.x() + (long long)step.y() * step.y();
    return 2 * dot * dot >= vv * ss;
}

bool diminished(int health, int maxHealth)
{
    return 2 * health <= maxHealth;
}

bool moraleHolds(int d20, int moraleModifier, const D20Options &options)
{
    return d20 + moraleModifier >= options.moraleDc;
}

AttackOdds attackOdds(int attackModifier, int defense, int damage, int targetHealth, int targetMaxHealth,
                      int targetMoraleModifier, const D20Options &options)
{
    AttackOdds odds;
    int failingFaces = 0;
    for (int face = 1; face <= 20; ++face)
        failingFaces += moraleHolds(face, targetMoraleModifier, options) ? 0 : 1;
    const double failMorale = failingFaces / 20.0;
    for (int face = 1; face <= 20; ++face) {
        const AttackResult result = attackResult(face, attackModifier, defense, options);
        const double p = 1.0 / 20.0;
        switch (result) {
        case AttackResult::Miss: odds.miss += p; break;
        case AttackResult::Glancing: odds.glancing += p; break;
        case AttackResult::Hit: odds.hit += p; break;
        case AttackResult::Critical: odds.critical += p; break;
        case AttackResult::Natural20: odds.natural20 += p; break;
        }
        const int dealt = damageDealt(result, damage);
        odds.expectedDamage += p * dealt;
        // Ruling: damage of 0 is no damage. A unit destroyed by it checks no morale.
        const int left = targetHealth - dealt;
        if (dealt > 0 && left > 0 && diminished(left, targetMaxHealth)) {
            odds.moraleCheck += p;
            odds.shatter += p * failMorale;
        }
    }
    return odds;
}

} // namespace muster::d20
