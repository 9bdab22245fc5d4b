#pragma once

#include "battle/gurps/SpecialBattle.h"
#include "catalog/Feature.h"
#include "catalog/Mobility.h"
#include "catalog/SpecialClass.h"
#include "common/Money.h"
#include "force/Staff.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace muster::gurps {

// The terrain categories of the Terrain and Surprise Table.
enum class BattleTerrain {
    Arctic,
    BuiltUp,
    Desert,
    Hills,
    IslandBeach,
    Jungle,
    Mountain,
    OpenOcean,
    Plains,
    Rural,
    Swampland,
    Underwater,
    Woodlands,
    Count
};
constexpr int battleTerrainCount = int(BattleTerrain::Count);

QString battleTerrainCode(BattleTerrain terrain); // "built-up"
QString battleTerrainName(BattleTerrain terrain); // translated
std::optional<BattleTerrain> battleTerrainFromCode(const QString &code);
// The Terrain feature that doubles TS here, if any.
std::optional<TerrainType> terrainFeatureFor(BattleTerrain terrain);
// Arctic, Jungle, Mountain and Swamp: Cavalry with Motor or Mtd mobility does not count for superiority.
bool isBadTerrainForCavalry(BattleTerrain terrain);

// One roster line as the battle sees it: per-element figures at the start of the battle.
struct BattleElement
{
    QString name;     // as the enemy would see it in a pitched battle: "Heavy Cavalry"
    QString label;    // as the owner knows it: "3 Knights (Heavy Cavalry)"
    int count = 1;
    double ts = 0;    // one element's TS, after earlier casualties
    bool support = false;
    bool c3iOnly = false;
    ClassSet classes;
    ClassSet neutralizes;
    QList<Mobility> mobility;
    double wt = 0;    // 0 for elements that cannot be carried
    bool night = false;
    bool nocturnal = false;
    bool allWeather = false;
    bool airborne = false;
    bool marine = false;
    QList<TerrainType> terrains;
    bool impetuous = false;
    bool fanatic = false;
    bool disloyal = false;
    bool hero = false;
    Money raise;      // one element's cost to raise: the basis of loot
    // Special battles (core/battle/gurps/Combatants.h); the defaults change nothing.
    bool inRange = true;      // an Air Combat element without Fast Air within reach of the battle (GM)
    Carrier carriedBy = Carrier::None; // transported into the battle by water or air elements (GM)
    Participation participation = Participation::Rules;
    bool flagship = false;    // a C3I element in naval and amphibious battles
    bool sealed = false;      // protected from chemical weapons; 40% instead of 90% lost to nukes
    bool poorEquipment = false; // no protection against chemical weapons
    int tl = 0;               // the element's TL (chemical weapons hit lower TLs); 0 if unknown
    bool nukeCapable = false; // x10 TS where the GM's setting has tactical nukes
    qint64 lineId = 0;        // the campaign roster line it stands for (the aftermath's target), 0 if ad hoc
    bool operator==(const BattleElement &) const = default;

    double forceTs() const { return support ? (c3iOnly ? 0.0 : ts * 0.1) : ts; }
    bool hasAirOrWaterMobility() const;
    bool has(Mobility m) const { return mobility.contains(m); }
};

// A commander, PC or named NPC present with a side.
// The campaign force's staff member a person of the battle is: after the battle his HP and fate go back to
// the staff ("Effects of Battle on PCs and Important NPCs").
struct StaffLink
{
    qint64 forceId = 0;
    StaffRole role = StaffRole::Commander;
    bool operator==(const StaffLink &) const = default;
};

struct Person
{
    QString name;
    bool pc = false;
    int hp = 10;
    int strategy = 10;
    int leadership = 10;
    int tactics = 10;
    bool usefulSkill15 = false;      // skill 15+ (or an advantage, spell, gear) useful in battle
    bool commandsElements = false;   // commands or seconds one or more elements
    bool withImpetuous = false;      // with a Fanatic or Impetuous element
    bool withSupportOrLogistics = false;
    std::optional<StaffLink> staff; // none for people the GM adds, and in battles saved before the link
    bool operator==(const Person &) const = default;
};

// Estimated totals instead of a roster ("Quick and Dirty Mass Combat").
struct EstimatedForce
{
    double ts = 0;
    std::array<double, specialClassCount> classTs{};
    int elements = 10;
    Money raise; // estimated cost to raise the whole force
    bool operator==(const EstimatedForce &) const = default;
    bool hasClassTotals() const;
};

struct SideSetup
{
    QString name;
    qint64 forceId = 0;      // the campaign force, 0 for an ad-hoc force
    bool estimated = false;  // true: `estimate` stands for the roster
    EstimatedForce estimate;
    QList<BattleElement> elements;
    QList<Person> people;    // people[0] commands at the start; the others succeed in this order
    bool encamped = false;   // encamped and hunkered down before the battle
    int defenseBonus = 0;    // set by the GM (suggested from the terrain)
    bool lowReadiness = false; // reduced readiness: half TS
    int startingCasualties = 0; // percent the force begins the battle with (e.g. a failed forced march)
    bool operator==(const SideSetup &) const = default;

    qint64 elementCount() const;
    double startingTs() const; // force TS with no battle modifiers: what casualties are taken from
    Money raiseCost() const;
};

enum class BattleKind { Pitched, Encounter };
// What the side with the advantage won before the battle.
enum class Advantage { None, Initiative, Surprise, Ambush };
enum class RiverCrossing { None, MajorRiver, FordOrBridge };

// How the battle came about: by mutual arrangement (no advantage) or from a reconnaissance result.
struct BattleStart
{
    BattleKind kind = BattleKind::Pitched;
    Advantage advantage = Advantage::None;
    int advantageSide = 0;
    bool doubleConfusion = false; // both sides critically failed the Reconnaissance Contest
    bool operator==(const BattleStart &) const = default;

    bool startsConfused(int side) const;
    bool isAmbusher(int side) const { return advantage == Advantage::Ambush && advantageSide == side; }
};

struct BattleConditions
{
    BattleTerrain terrain = BattleTerrain::Rural;
    bool night = false;
    bool badWeather = false;
    bool denseTerrain = false; // dense Woodlands or ruined Built-Up Area: bad terrain for Cavalry (GM)
    RiverCrossing river = RiverCrossing::None;
    int riverDefender = 0;     // the side behind the river
    bool operator==(const BattleConditions &) const = default;
};

struct BattleSetup
{
    QString name;
    std::array<SideSetup, 2> sides;
    BattleStart start;
    BattleConditions conditions;
    SpecialBattle special; // type of campaign, siege, amphibious assault, naval battle, WMD
    bool operator==(const BattleSetup &) const = default;
};

constexpr int otherSide(int side)
{
    return 1 - side;
}

} // namespace muster::gurps
