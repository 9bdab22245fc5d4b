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

namespace {

struct SideText
{
    Q_DECLARE_TR_FUNCTIONS(SideFromForce)
};

// The commander, and the intelligence chief when he is someone else.
QList<StaffRole> chainOfCommand(const Force &force)
{
    QList<StaffRole> roles = {StaffRole::Commander};
    const StaffMember &chief = force.member(StaffRole::IntelligenceChief);
    if (!chief.name.isEmpty() && chief.name != force.member(StaffRole::Commander).name)
        roles << StaffRole::IntelligenceChief;
    return roles;
}

// Neither captured nor dead, and on his feet ("Effects of Battle on PCs and Important NPCs").
bool fitToFight(const StaffMember &member)
{
    return member.present() && member.hp >= 1;
}

} // namespace

QStringList staffLeftOut(const Force &force)
{
    QStringList notes;
    for (const StaffRole role : chainOfCommand(force)) {
        const StaffMember &member = force.member(role);
        if (fitToFight(member))
            continue;
        const QString name = member.name.isEmpty() ? staffRoleName(role) : member.name;
        notes << (member.fate == StaffFate::Dead       ? SideText::tr("%1 is dead.").arg(name)
                  : member.fate == StaffFate::Captured ? SideText::tr("%1 is a captive.").arg(name)
                                                       : SideText::tr("%1 is down at %2 HP.").arg(name).arg(member.hp));
    }
    return notes;
}

void takeForceSituation(SideSetup &side, const ForceEconomy &economy)
{
    side.lowReadiness = economy.readiness != Readiness::Full || economy.reducedLastMonth;
    side.encamped = economy.posture == ForcePosture::Bunkered;
}

Person personOf(const StaffMember &member)
{
    Person p;
    p.name = member.name;
    p.hp = member.hp;
    p.strategy = member.skill(StaffSkill::Strategy);
    p.leadership = member.skill(StaffSkill::Leadership);
    p.tactics = member.skill(StaffSkill::Tactics);
    return p;
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
    for (const StaffRole role : chainOfCommand(force)) {
        const StaffMember &member = force.member(role);
        if (!fitToFight(member))
            continue;
        Person p = personOf(member);
        if (p.name.isEmpty())
            p.name = SideText::tr("Commander");
        p.staff = StaffLink{force.id, role};
        side.people << p;
    }
    if (side.people.isEmpty()) {
        Person stranger; // the GM names whoever takes command
        stranger.name = SideText::tr("Commander");
        side.people << stranger;
    }
    return side;
}

} // namespace muster::gurps
