#include "ArmyFromForce.h"

#include "campaign/Campaign.h"
#include "force/LineFiguresCache.h"

#include <algorithm>
#include <cmath>

namespace muster::smc {

Army armyFromForce(const Campaign &campaign, const Force &force, const SmcOptions &options)
{
    Army army;
    army.name = force.name;
    army.forceId = force.id;
    const StaffMember &commander = force.member(StaffRole::Commander);
    army.commander = commander.name;
    LineFiguresCache cache;
    cache.rebuild(campaign.catalog, force);
    for (const LineFigures &line : cache.figures()) {
        if (!line.stats || line.count <= 0)
            continue; // a line whose record the catalog cannot read
        Unit unit;
        unit.name = line.label;
        unit.strength = UnitStrength{std::min(10, 1 + int(std::floor(std::log2(line.count)))), options.healthPerMagnitude};
        const double ts = line.stats->ts * line.count * line.strength;
        unit.power = std::max(1, int(std::lround(std::sqrt(std::max(0.0, ts)))));
        const ClassSet classes = line.stats->classes;
        unit.might = std::min(3, int(classes.contains(SpecialClass::Arm)) + int(classes.contains(SpecialClass::Art))
                                     + int(classes.contains(SpecialClass::Air)));
        unit.ranged = classes.contains(SpecialClass::Art);
        unit.leader.name = commander.name;
        army.units << unit;
    }
    return army;
}

} // namespace muster::smc
