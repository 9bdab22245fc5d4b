#include "SideFromForce.h"

#include "force/LineFiguresCache.h"

#include <QCoreApplication>

namespace muster::gurps {

std::optional<BattleElement> battleElementFrom(const ElementCatalog &catalog, const RosterLine &line)
{
    const ComputedLine computed = computeLine(catalog, line);
    if (!computed.stats || line.count <= 0)
        return std::nullopt;
    const ElementStats &stats = *computed.stats;
    const ElementRecord &record = line.record;
    const ElementType *type = catalog.find(record.typeId);
    BattleElement e;
    e.name = type ? type->name : record.name; // what the enemy sees: no names, no heroes
    e.label = computed.label;
    e.count = line.count;
    e.ts = stats.ts * (1.0 - line.casualties); // earlier losses not yet replaced
    e.support = stats.support;
    e.c3iOnly = stats.c3iOnly;
    e.classes = stats.classes;
    e.neutralizes = stats.neutralizes;
    e.mobility = stats.mobility;
    e.wt = stats.wt.value_or(0);
    e.night = record.has(Feature::Night);
    e.nocturnal = record.has(Feature::Nocturnal);
    e.allWeather = record.has(Feature::AllWeather);
    e.airborne = record.has(Feature::Airborne);
    e.marine = record.has(Feature::Marine);
    for (TerrainType t : allTerrainTypes) {
        if (record.hasTerrain(t))
            e.terrains << t;
    }
    e.impetuous = stats.impetuous;
    e.fanatic = stats.fanatic;
    e.disloyal = stats.disloyal;
    e.hero = record.has(Feature::Hero);
    e.raise = stats.raise;
    e.flagship = stats.flagship;
    e.sealed = record.has(Feature::Sealed);
    e.poorEquipment = record.equipment == EquipmentQuality::Poor;
    e.tl = record.tl > 0 ? record.tl : (type ? type->tl : 0);
    e.lineId = line.id;
    return e;
}

SideSetup sideFromForce(const ElementCatalog &catalog, const Force &force)
{
    SideSetup side;
    side.name = force.name;
    side.forceId = force.id;
    for (const RosterLine &line : force.lines) {
        if (auto e = battleElementFrom(catalog, line))
            side.elements << *e;
    }
    const StaffMember &commander = force.member(StaffRole::Commander);
    Person leader;
    leader.name = commander.name.isEmpty() ? QCoreApplication::translate("SideFromForce", "Commander") : commander.name;
    leader.strategy = commander.skill(StaffSkill::Strategy);
    leader.leadership = commander.skill(StaffSkill::Leadership);
    leader.tactics = commander.skill(StaffSkill::Tactics);
    side.people << leader;
    const StaffMember &chief = force.member(StaffRole::IntelligenceChief);
    if (!chief.name.isEmpty() && chief.name != commander.name) {
        Person second;
        second.name = chief.name;
        second.strategy = chief.skill(StaffSkill::Strategy);
        second.leadership = chief.skill(StaffSkill::Leadership);
        second.tactics = chief.skill(StaffSkill::Tactics);
        side.people << second;
    }
    return side;
}

} // namespace muster::gurps
