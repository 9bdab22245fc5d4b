#pragma once

#include <QList>
#include <QMap>
#include <QSet>
#include <QString>

#include <algorithm>
#include <optional>

namespace muster::myz {

// Mutant: Year Zero "Mass Combat": a faction as its leader brings it to a battle, and the people in it.

// The special unit classes of the supplement ("Special Class"); a GM may add classes of her own (Zone monsters),
// known by any other name.
namespace UnitClass {
inline const QString aerial = QStringLiteral("aerial");
inline const QString armored = QStringLiteral("armored");
inline const QString artillery = QStringLiteral("artillery");
inline const QString cavalry = QStringLiteral("cavalry");
inline const QString engineering = QStringLiteral("engineering");
inline const QString naval = QStringLiteral("naval");
QStringList builtIn();
// The translated name of a class; a GM's own class is shown as she named it.
QString displayName(const QString &unitClass);
} // namespace UnitClass

// Ark projects with an effect in mass combat ("Ark Projects").
enum class ArkProject { Arsenal, Defenses, ExplosivesLab, HuntingParty, Shelter, Ship, Stables, SteamCar, Watchtower, Count };
QString arkProjectCode(ArkProject project); // "explosives-lab"
QString arkProjectName(ArkProject project); // translated
std::optional<ArkProject> arkProjectFromName(const QString &text);
QList<ArkProject> allArkProjects();

// The strongholds of "Sieges"; the value is the Support Dice of the Fortification Bonus.
enum class Fortification { None = 0, Palisade = 1, Walled = 2, Fortress = 3 };
QString fortificationCode(Fortification fortification); // "walled"
QString fortificationName(Fortification fortification);
std::optional<Fortification> fortificationFromName(const QString &text);

// "Players Positions".
enum class Position { Leader, Assailant, Engineer, Medic };
QString positionCode(Position position);
QString positionName(Position position);
std::optional<Position> positionFromName(const QString &text);

// The skills the phases of a Wave roll.
enum class Skill {
    Comprehend, Command, Manipulate, Assault, Calculate, Fight, Inspire, Shoot, Sneak, JuryRig, Manufacture, Heal,
    SenseEmotion, Count
};
QString skillCode(Skill skill); // "jury-rig"
QString skillName(Skill skill); // "JURY-RIG"
std::optional<Skill> skillFromName(const QString &text);
QList<Skill> allSkills();

// A skill as rolled: Base Dice from the attribute and Skill Dice from the skill level.
struct SkillDice
{
    int attribute = 0;
    int skill = 0;
    friend bool operator==(const SkillDice &, const SkillDice &) = default;
};

// The leader, or a PC (or an NPC the GM rolls for) in a position.
struct Person
{
    QString name;
    Position position = Position::Assailant;
    bool playerCharacter = true; // only player characters suffer Retaliation
    int strength = 3;            // damage that breaks them
    int armor = 0;               // Armor Rating, rolled as Gear Dice against Retaliation
    QMap<Skill, SkillDice> skills;
    bool captured = false; // taken by the enemy when its faction was routed

    SkillDice dice(Skill skill) const { return skills.value(skill); }
    friend bool operator==(const Person &, const Person &) = default;
};

// A faction as its leader brings it to the battle.
struct Faction
{
    QString name;
    qint64 forceId = 0;  // the campaign force it is, or 0: entered for this battle only
    int fighters = 0;    // its head count, when the GM keeps one (0: not counted)
    int battleLevel = 1;
    // Fighting at its own Ark: its Ark projects count, and losing a Wave may cost one of them.
    bool atItsArk = false;
    // An Ark alert and combat-ready gets a Battle Die more at once; one that was not gets it from the second Wave.
    bool combatReady = true;
    QMap<QString, int> units;   // special units by class: {"artillery": 1}
    QSet<ArkProject> projects;  // completed Ark projects
    Fortification stronghold = Fortification::None; // its walls, when it is besieged in them
    QList<Person> people;       // the first Leader among them leads

    int leaderIndex() const { return firstIn(Position::Leader); } // -1: no leader listed
    // The first person listed in `position`, or -1.
    int firstIn(Position position) const;
    // The same, or the first person listed when no one holds the position: who rolls for it by default.
    int rollerFor(Position position) const { return std::max(0, firstIn(position)); }
    friend bool operator==(const Faction &, const Faction &) = default;
};

// "Default Battle Level": 1 per `fightersPerLevel` fighters (the GM's figure, 20 to 50), rounded down, at least 1.
constexpr int fewestFightersPerLevel = 20;
constexpr int mostFightersPerLevel = 50;
constexpr int defaultFightersPerLevel = 35;
int battleLevelFromHeadCount(int fighters, int fightersPerLevel = defaultFightersPerLevel);

} // namespace muster::myz
