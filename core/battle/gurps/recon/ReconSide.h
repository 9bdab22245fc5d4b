#pragma once

#include "common/Result.h"
#include "economy/ForceEconomy.h"
#include "battle/gurps/recon/ReconRoster.h"
#include "battle/gurps/recon/TerrainRating.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace muster::gurps {

// Whether the force is on the move or encamped, and how carefully it guards itself.
enum class ReconPosture {
    Mobile,
    MobileNoSecurity,   // strung out in a long column, no scouts: double speed, -5
    Patrolling,         // encamped, sending out patrols
    Bunkered,           // encamped and hunkered down: +3, but a win is a tie
    EncampedNoSecurity, // encamped with only rudimentary precautions: -5
};
constexpr ReconPosture allReconPostures[] = {ReconPosture::Mobile, ReconPosture::MobileNoSecurity,
                                             ReconPosture::Patrolling, ReconPosture::Bunkered,
                                             ReconPosture::EncampedNoSecurity};
constexpr bool isEncamped(ReconPosture posture)
{
    return posture != ReconPosture::Mobile && posture != ReconPosture::MobileNoSecurity;
}

enum class ForcedMarch { None, Marched, RollFailed };
enum class LocalRelations { Neutral, Good, Hostile };
enum class RoadUse { OffRoad, Road, TiedToNetwork }; // tied: to a road or rail network for its supply

QString reconPostureName(ReconPosture posture); // translated
QString forcedMarchName(ForcedMarch march);
QString localRelationsName(LocalRelations relations);
QString roadUseName(RoadUse roads);

// The GM's word on figures that are otherwise worked out from the rosters.
struct RosterOverrides
{
    std::optional<bool> allFlying;
    std::optional<ElementShare> recon;
    std::optional<ElementShare> terrainFeature;
    std::optional<int> reconSuperiority;
    std::optional<int> airSuperiority;
    bool operator==(const RosterOverrides &) const = default;
};

// One force as the Reconnaissance Contest sees it.
struct ReconSide
{
    QString name;
    int strategy = 10;             // the commander's
    int intelligenceAnalysis = 10; // the intelligence chief's
    ReconPosture posture = ReconPosture::Mobile;
    // Mobile forces only (ignored while encamped):
    ForcedMarch forcedMarch = ForcedMarch::None;
    RoadUse roads = RoadUse::OffRoad;
    double milesPerDay = 0; // travel speed; 0 = not given (no Speed modifier)
    LocalRelations locals = LocalRelations::Neutral;
    QList<BattleElement> elements; // the roster, as sideFromForce() builds it; may be empty
    RosterOverrides overrides;
    int gmModifier = 0; // anything else the GM rules
    bool operator==(const ReconSide &) const = default;
};

struct ReconSetup
{
    std::array<ReconSide, 2> sides;
    ReconConditions conditions;
    bool landCampaign = true; // the Recon-elements modifier applies only in a land campaign
    bool operator==(const ReconSetup &) const = default;
};

// Skills within the staff range, speeds not negative; the error names the field ("sides[1].strategy").
Status validateReconSetup(const ReconSetup &setup);

// What a force's own record says of it in a contest: encamped as it is camped, or mobile as it last marched
// (forced, with a roll failed, off the roads), tied to roads when its logistics are.
void takeForceRecord(ReconSide &side, const ForceEconomy &economy);
ReconPosture reconPostureOf(ForcePosture posture);

} // namespace muster::gurps
