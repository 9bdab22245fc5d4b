#include "ArmyFromForce.h"

#include "campaign/Campaign.h"
#include "force/LineFiguresCache.h"

#include <algorithm>
#include <cmath>

namespace muster::d20 {

Army armyFromForce(const Campaign &campaign, const Force &force)
{
    Army army;
    army.name = force.name;
    army.forceId = force.id;
    const StaffMember &commander = force.member(StaffRole::Commander);
    if (!commander.name.isEmpty())
        army.champions << Champion{commander.name, {}};
    LineFiguresCache cache;
    cache.rebuild(campaign.catalog, force);
    for (const LineFigures &line : cache.figures()) {
        if (!line.stats || line.count <= 0)
            continue; // a line whose record the catalog cannot read
        const ClassSet classes = line.stats->classes;
        const double ts = std::max(0.0, line.stats->ts * line.count * line.strength);
        Unit unit;
        unit.name = line.label;
        unit.type = classes.contains(SpecialClass::Art) ? UnitType::Artillery
                    : classes.contains(SpecialClass::F) ? UnitType::Ranged
                                                        : UnitType::Melee;
        unit.rangeIncrement = unit.type == UnitType::Artillery ? 4 : unit.type == UnitType::Ranged ? 2 : 1;
        unit.maxHealth = unit.health = 10 * line.count;
        unit.damage = std::max(1, int(std::lround(std::sqrt(ts))));
        unit.attack = std::clamp(ts >= 1 ? int(std::floor(std::log2(ts))) : 0, 0, 15);
        unit.defense = 12 + (classes.contains(SpecialClass::Arm) ? 3 : 0) + (classes.contains(SpecialClass::Cv) ? 1 : 0);
        army.units << unit;
    }
    return army;
}

} // namespace muster::d20
