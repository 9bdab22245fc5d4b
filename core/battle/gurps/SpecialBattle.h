#pragma once

#include "campaign/Fortress.h"

#include <QString>

#include <array>
#include <optional>

namespace muster::gurps {

// "Type of Campaign": where the battle is fought decides which elements are combatants.
enum class CampaignType {
    Land,      // land elements, and Air Combat elements in range
    Naval,     // a naval battle: Naval elements, elements that neutralize them, Air Combat in range
    Air,       // Air Combat elements and elements that neutralize them
    Amphibious // along a coastline or a major river: every element
};

// "Special Battle Situations" beyond the type of campaign (a naval battle is a battle of a naval campaign).
enum class SpecialSituation { None, Siege, AmphibiousAssault };

// "Naval Battles": out at sea, or along a coast (where a Defense Bonus can apply).
enum class NavalWaters { Ocean, Coastal };

// "Amphibious Assaults": the water the attacker must cross, and what the defender built behind it.
enum class WaterObstacle { MinorRiver, MajorRiver, Beach, RockyShore }; // +3, +4, +4, +5
enum class ShoreDefenses { None, Improvised, Permanent };               // +0, +1, +2

// How an element reaches a battle it cannot reach under its own power (amphibious assaults, naval battles).
enum class Carrier { None, Water, Air };

// The GM's last word on whether an element takes part: by the rules, or in or out regardless.
enum class Participation { Rules, Fights, SitsOut };

struct SiegeSetup
{
    int besieged = 1;     // the side inside the fortress
    Fortress fortress;
    bool bunkered = true; // encamped and bunkered within (or retreated into it): only then does its DB count
    bool operator==(const SiegeSetup &) const = default;
};

struct AmphibiousAssaultSetup
{
    int defender = 1; // the side holding the coast or river line; the other side is landing or crossing
    WaterObstacle obstacle = WaterObstacle::Beach;
    ShoreDefenses defenses = ShoreDefenses::None;
    bool inlandWaters = false; // a great lake (rivers are always inland): Sea mobility does not count
    std::optional<int> defenseBonus; // the GM's figure instead of the typical one
    bool operator==(const AmphibiousAssaultSetup &) const = default;

    bool onInlandWaters() const;
};

struct NavalBattleSetup
{
    NavalWaters waters = NavalWaters::Ocean;
    int homeSide = -1; // coastal: the side with home waters, a harbor or a strait to defend (its DB), or -1
    bool operator==(const NavalBattleSetup &) const = default;
};

// "Weapons of Mass Destruction": optional rules, off unless the GM turns them on.
struct MassDestruction
{
    bool enabled = false;
    std::array<bool, 2> chemical{};  // side s attacks the enemy with chemical weapons before the battle
    std::array<int, 2> chemicalTl{}; // the TL of side s's chemical weapons; 0: its highest element TL
    bool nuclearExchange = false;    // both sides use nukes: 90% of all forces eliminated (40% if Sealed)
    bool nukeCapable = false;        // an Ogre-like setting: nuke-capable elements at x10 TS and cost
    bool operator==(const MassDestruction &) const = default;
};

struct SpecialBattle
{
    CampaignType campaign = CampaignType::Land;
    SpecialSituation situation = SpecialSituation::None;
    SiegeSetup siege;
    AmphibiousAssaultSetup amphibious;
    NavalBattleSetup naval;
    MassDestruction massDestruction;
    // "Three-Sided Battles": to each side's Strategy, -1 for two loosely cooperating allies fighting as one
    // force, or the commander's share of -4 when fighting two enemies at once (CommandSplits.h).
    std::array<int, 2> commandPenalty{};
    bool operator==(const SpecialBattle &) const = default;

    bool isSiege() const { return situation == SpecialSituation::Siege; }
    bool isAmphibiousAssault() const { return situation == SpecialSituation::AmphibiousAssault; }
    bool isNavalBattle() const { return campaign == CampaignType::Naval; }
    bool besieged(int side) const { return isSiege() && siege.besieged == side; }
    bool assaulting(int side) const { return isAmphibiousAssault() && amphibious.defender != side; }
};

// The typical Defense Bonus of an amphibious assault's defender: the obstacle plus his defenses.
int waterObstacleBonus(WaterObstacle obstacle);  // +3 minor river, +4 major river or beach, +5 rocky
int shoreDefensesBonus(ShoreDefenses defenses);  // +1 improvised, +2 permanent
int amphibiousDefenseBonus(WaterObstacle obstacle, ShoreDefenses defenses);

QString campaignTypeCode(CampaignType type); // "land", "naval", "air", "amphibious"
QString campaignTypeName(CampaignType type); // translated
std::optional<CampaignType> campaignTypeFromCode(const QString &code);
QString specialSituationCode(SpecialSituation situation); // "none", "siege", "amphibious-assault"
QString specialSituationName(SpecialSituation situation); // translated
std::optional<SpecialSituation> specialSituationFromCode(const QString &code);
QString navalWatersCode(NavalWaters waters); // "ocean", "coastal"
QString navalWatersName(NavalWaters waters);
std::optional<NavalWaters> navalWatersFromCode(const QString &code);
QString waterObstacleCode(WaterObstacle obstacle); // "minor-river", "major-river", "beach", "rocky-shore"
QString waterObstacleName(WaterObstacle obstacle);
std::optional<WaterObstacle> waterObstacleFromCode(const QString &code);
QString shoreDefensesCode(ShoreDefenses defenses); // "none", "improvised", "permanent"
QString shoreDefensesName(ShoreDefenses defenses);
std::optional<ShoreDefenses> shoreDefensesFromCode(const QString &code);
QString carrierCode(Carrier carrier); // "none", "water", "air"
std::optional<Carrier> carrierFromCode(const QString &code);
QString participationCode(Participation participation); // "rules", "fights", "sits-out"
std::optional<Participation> participationFromCode(const QString &code);

} // namespace muster::gurps
