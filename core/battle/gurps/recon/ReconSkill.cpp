#include "ReconSkill.h"

#include "force/Staff.h"

#include <QCoreApplication>

#include <cmath>
#include <numeric>

namespace muster::gurps {

namespace {

struct ReconText
{
    Q_DECLARE_TR_FUNCTIONS(Recon)
};

// Collects the parts of one side's skill and says why each one applies.
class SkillBuilder
{
public:
    explicit SkillBuilder(ReconSkill &skill) : m_skill(skill) {}

    void add(ReconFactor factor, int value, const QString &why, bool byGm = false)
    {
        if (value == 0)
            return;
        m_skill.parts.at(size_t(factor)) += value;
        const QString reason = byGm ? ReconText::tr("%1 (set by the GM)").arg(why) : why;
        m_skill.breakdown.add(ReconText::tr("%1: %2").arg(reason, formatModifier(value)));
    }

private:
    ReconSkill &m_skill;
};

// A roster figure: the GM's, else the roster's, else nothing to go on.
template <typename T> struct Figure
{
    std::optional<T> value;
    bool byGm = false;
};

template <typename T> Figure<T> figure(const std::optional<T> &byGm, const std::optional<T> &computed)
{
    if (byGm)
        return {byGm, true};
    return {computed, false};
}

void addMobileModifiers(SkillBuilder &add, const ReconSetup &setup, int s,
                        const std::optional<RosterFacts> &facts)
{
    const ReconSide &side = setup.sides.at(size_t(s));
    const ReconSide &enemy = setup.sides.at(size_t(1 - s));
    const auto flying =
        figure(side.overrides.allFlying, facts ? std::optional(facts->allFlying) : std::nullopt);
    if (flying.value.value_or(false))
        add.add(ReconFactor::Flying, -1, ReconText::tr("Every element is flying"), flying.byGm);
    if (side.forcedMarch != ForcedMarch::None)
        add.add(ReconFactor::ForcedMarch, side.forcedMarch == ForcedMarch::RollFailed ? -2 : -1,
                forcedMarchName(side.forcedMarch));
    if (side.posture == ReconPosture::MobileNoSecurity)
        add.add(ReconFactor::NoSecurity, -5, ReconText::tr("No security"));
    if (setup.landCampaign) {
        const auto recon = figure(side.overrides.recon, facts ? std::optional(facts->recon) : std::nullopt);
        if (recon.value == ElementShare::None)
            add.add(ReconFactor::ReconElements, -1, ReconText::tr("No Recon elements in a land campaign"),
                    recon.byGm);
        else if (recon.value == ElementShare::All)
            add.add(ReconFactor::ReconElements, 2, ReconText::tr("Every element is Recon"), recon.byGm);
    }
    if (side.locals != LocalRelations::Neutral)
        add.add(ReconFactor::Locals, side.locals == LocalRelations::Good ? 1 : -1,
                localRelationsName(side.locals));
    if (side.roads != RoadUse::OffRoad)
        add.add(ReconFactor::Roads, side.roads == RoadUse::Road ? -1 : -3, roadUseName(side.roads));
    // Both speeds must be known: an unknown speed is not a slow one.
    if (!isEncamped(enemy.posture) && side.milesPerDay > 0 && enemy.milesPerDay > 0 &&
        side.milesPerDay >= 1.5 * enemy.milesPerDay)
        add.add(ReconFactor::Speed, 1,
                ReconText::tr("At least 1.5 times as fast as the enemy (%1 against %2 miles a day)")
                    .arg(formatNumber(side.milesPerDay), formatNumber(enemy.milesPerDay)));
    if (const auto feature = terrainFeatureFor(setup.conditions.terrain)) {
        const auto terrain = figure(side.overrides.terrainFeature,
                                    facts ? std::optional(facts->terrainFeature) : std::nullopt);
        const QString name = terrainTypeName(*feature);
        if (terrain.value == ElementShare::Some)
            add.add(ReconFactor::TerrainFeature, 1,
                    ReconText::tr("Some elements have the Terrain (%1) feature").arg(name), terrain.byGm);
        else if (terrain.value == ElementShare::All)
            add.add(ReconFactor::TerrainFeature, 4,
                    ReconText::tr("Every element has the Terrain (%1) feature").arg(name), terrain.byGm);
    }
}

void addEncampedModifiers(SkillBuilder &add, const ReconSide &side)
{
    if (side.posture == ReconPosture::Bunkered)
        add.add(ReconFactor::Bunkered, 3, ReconText::tr("Bunkered (a win counts as a tie)"));
    if (side.posture == ReconPosture::EncampedNoSecurity)
        add.add(ReconFactor::NoSecurity, -5, ReconText::tr("No security"));
    if (side.locals != LocalRelations::Neutral)
        add.add(ReconFactor::Locals, side.locals == LocalRelations::Good ? 2 : -2,
                localRelationsName(side.locals));
}

void addSuperiority(SkillBuilder &add, ReconFactor factor, const std::optional<int> &byGm,
                    const ClassSuperiority &computed, SpecialClass specialClass)
{
    if (byGm) {
        add.add(factor, *byGm, ReconText::tr("%1 superiority").arg(specialClassName(specialClass)), true);
        return;
    }
    add.add(
        factor, computed.bonus,
        ReconText::tr("%1 superiority (TS %2 against %3)")
            .arg(specialClassName(specialClass), formatTs(computed.ts), formatTs(computed.enemyTs)));
}

ReconSkill skillOf(const ReconSetup &setup, int s, const std::array<ReconSuperiority, 2> &superiority)
{
    const ReconSide &side = setup.sides.at(size_t(s));
    ReconSkill skill;
    skill.average = reconAverage(side.intelligenceAnalysis, side.strategy);
    skill.breakdown.add(ReconText::tr("%1 %2 and %3 %4: average %5 (rounded down)")
                            .arg(staffSkillName(StaffSkill::IntelligenceAnalysis))
                            .arg(side.intelligenceAnalysis)
                            .arg(staffSkillName(StaffSkill::Strategy))
                            .arg(side.strategy)
                            .arg(skill.average));
    SkillBuilder add(skill);
    if (isEncamped(side.posture))
        addEncampedModifiers(add, side);
    else
        addMobileModifiers(add, setup, s, rosterFacts(side.elements, setup.conditions.terrain));
    addSuperiority(add, ReconFactor::ReconSuperiority, side.overrides.reconSuperiority,
                   superiority.at(size_t(s)).recon, SpecialClass::Rec);
    addSuperiority(add, ReconFactor::AirSuperiority, side.overrides.airSuperiority,
                   superiority.at(size_t(s)).air, SpecialClass::Air);
    add.add(ReconFactor::GameMaster, side.gmModifier, ReconText::tr("GM's modifier"));
    skill.breakdown.add(ReconText::tr("= effective skill %1").arg(skill.total()));
    return skill;
}

std::array<ReconSuperiority, 2> superiorityOf(const ReconSetup &setup)
{
    return reconSuperiority({setup.sides[0].elements, setup.sides[1].elements}, setup.conditions);
}

} // namespace

QString reconFactorName(ReconFactor factor)
{
    switch (factor) {
    case ReconFactor::Flying:
        return ReconText::tr("Flying");
    case ReconFactor::ForcedMarch:
        return ReconText::tr("Forced march");
    case ReconFactor::NoSecurity:
        return ReconText::tr("No security");
    case ReconFactor::ReconElements:
        return ReconText::tr("Recon in a land battle");
    case ReconFactor::Locals:
        return ReconText::tr("Relations with locals");
    case ReconFactor::Roads:
        return ReconText::tr("Roads");
    case ReconFactor::Speed:
        return ReconText::tr("Speed");
    case ReconFactor::TerrainFeature:
        return ReconText::tr("Terrain feature");
    case ReconFactor::Bunkered:
        return ReconText::tr("Bunkered");
    case ReconFactor::ReconSuperiority:
        return ReconText::tr("Recon superiority");
    case ReconFactor::AirSuperiority:
        return ReconText::tr("Air superiority");
    case ReconFactor::GameMaster:
        return ReconText::tr("GM's modifier");
    case ReconFactor::Count:
        break;
    }
    return {};
}

int ReconSkill::modifiers() const
{
    return std::accumulate(parts.cbegin(), parts.cend(), 0);
}

int reconAverage(int intelligenceAnalysis, int strategy)
{
    return int(std::floor((intelligenceAnalysis + strategy) / 2.0));
}

ReconSkill reconSkill(const ReconSetup &setup, int side)
{
    return skillOf(setup, side, superiorityOf(setup));
}

std::array<ReconSkill, 2> reconSkills(const ReconSetup &setup)
{
    const auto superiority = superiorityOf(setup);
    return {skillOf(setup, 0, superiority), skillOf(setup, 1, superiority)};
}

} // namespace muster::gurps
