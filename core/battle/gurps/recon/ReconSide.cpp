#include "ReconSide.h"

#include "force/Staff.h"

#include <QCoreApplication>

namespace muster::gurps {

namespace {

struct ReconText
{
    Q_DECLARE_TR_FUNCTIONS(Recon)
};

Error skillError(const QString &skill, int side, const char *field)
{
    return Error{ReconText::tr("%1 must be between %2 and %3.").arg(skill).arg(minSkill).arg(maxSkill),
                 QStringLiteral("sides[%1].%2").arg(side).arg(QLatin1String(field))};
}

} // namespace

QString reconPostureName(ReconPosture posture)
{
    switch (posture) {
    case ReconPosture::Mobile:
        return ReconText::tr("Mobile");
    case ReconPosture::MobileNoSecurity:
        return ReconText::tr("Mobile, no security");
    case ReconPosture::Patrolling:
        return ReconText::tr("Encamped, patrolling");
    case ReconPosture::Bunkered:
        return ReconText::tr("Encamped, bunkered");
    case ReconPosture::EncampedNoSecurity:
        return ReconText::tr("Encamped, no security");
    }
    return {};
}

QString forcedMarchName(ForcedMarch march)
{
    switch (march) {
    case ForcedMarch::None:
        return ReconText::tr("Normal speed");
    case ForcedMarch::Marched:
        return ReconText::tr("Forced march");
    case ForcedMarch::RollFailed:
        return ReconText::tr("Forced march, roll failed");
    }
    return {};
}

QString localRelationsName(LocalRelations relations)
{
    switch (relations) {
    case LocalRelations::Neutral:
        return ReconText::tr("Indifferent locals");
    case LocalRelations::Good:
        return ReconText::tr("Good relations with the locals");
    case LocalRelations::Hostile:
        return ReconText::tr("Hostile locals");
    }
    return {};
}

QString roadUseName(RoadUse roads)
{
    switch (roads) {
    case RoadUse::OffRoad:
        return ReconText::tr("Off-road");
    case RoadUse::Road:
        return ReconText::tr("Road movement");
    case RoadUse::TiedToNetwork:
        return ReconText::tr("Tied to a road or rail network");
    }
    return {};
}

Status validateReconSetup(const ReconSetup &setup)
{
    for (int s = 0; s < 2; ++s) {
        const ReconSide &side = setup.sides.at(size_t(s));
        if (side.strategy < minSkill || side.strategy > maxSkill)
            return skillError(staffSkillName(StaffSkill::Strategy), s, "strategy");
        if (side.intelligenceAnalysis < minSkill || side.intelligenceAnalysis > maxSkill)
            return skillError(staffSkillName(StaffSkill::IntelligenceAnalysis), s, "intelligenceAnalysis");
        if (!(side.milesPerDay >= 0))
            return Error{ReconText::tr("A travel speed cannot be negative."),
                         QStringLiteral("sides[%1].milesPerDay").arg(s)};
    }
    return success();
}

ReconPosture reconPostureOf(ForcePosture posture)
{
    switch (posture) {
    case ForcePosture::Mobile:
        return ReconPosture::Mobile;
    case ForcePosture::Patrolling:
        return ReconPosture::Patrolling;
    case ForcePosture::Bunkered:
        return ReconPosture::Bunkered;
    case ForcePosture::NoSecurity:
        return ReconPosture::EncampedNoSecurity;
    }
    return ReconPosture::Mobile;
}

void takeForceRecord(ReconSide &side, const ForceEconomy &economy)
{
    side.posture = reconPostureOf(economy.posture);
    side.forcedMarch = ForcedMarch::None;
    side.roads = economy.tiedToRoads ? RoadUse::TiedToNetwork : RoadUse::OffRoad;
    if (!economy.lastMarch)
        return;
    const LastMarch &march = *economy.lastMarch;
    if (march.forced)
        side.forcedMarch = march.rollFailed ? ForcedMarch::RollFailed : ForcedMarch::Marched;
    if (!economy.tiedToRoads && !march.offRoad)
        side.roads = RoadUse::Road;
}

} // namespace muster::gurps
