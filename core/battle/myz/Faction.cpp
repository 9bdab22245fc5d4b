#include "Faction.h"

#include "common/NameLookup.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster::myz {

namespace {

struct MyzText
{
    Q_DECLARE_TR_FUNCTIONS(Myz)
};

const char *projectEnglish(ArkProject project)
{
    switch (project) {
    case ArkProject::Arsenal: return QT_TRANSLATE_NOOP("Myz", "Arsenal");
    case ArkProject::Defenses: return QT_TRANSLATE_NOOP("Myz", "Defenses");
    case ArkProject::ExplosivesLab: return QT_TRANSLATE_NOOP("Myz", "Explosives Lab");
    case ArkProject::HuntingParty: return QT_TRANSLATE_NOOP("Myz", "Hunting Party");
    case ArkProject::Shelter: return QT_TRANSLATE_NOOP("Myz", "Shelter");
    case ArkProject::Ship: return QT_TRANSLATE_NOOP("Myz", "Ship");
    case ArkProject::Stables: return QT_TRANSLATE_NOOP("Myz", "Stables");
    case ArkProject::SteamCar: return QT_TRANSLATE_NOOP("Myz", "Steam Car");
    case ArkProject::Watchtower: return QT_TRANSLATE_NOOP("Myz", "Watchtower");
    case ArkProject::Count: break;
    }
    return "";
}

const char *fortificationEnglish(Fortification fortification)
{
    switch (fortification) {
    case Fortification::None: return QT_TRANSLATE_NOOP("Myz", "None");
    case Fortification::Palisade: return QT_TRANSLATE_NOOP("Myz", "Palisade");
    case Fortification::Walled: return QT_TRANSLATE_NOOP("Myz", "Walled");
    case Fortification::Fortress: return QT_TRANSLATE_NOOP("Myz", "Fortress");
    }
    return "";
}

const char *positionEnglish(Position position)
{
    switch (position) {
    case Position::Leader: return QT_TRANSLATE_NOOP("Myz", "Leader");
    case Position::Assailant: return QT_TRANSLATE_NOOP("Myz", "Assailant");
    case Position::Engineer: return QT_TRANSLATE_NOOP("Myz", "Engineer");
    case Position::Medic: return QT_TRANSLATE_NOOP("Myz", "Medic");
    }
    return "";
}

// Skill names are the game's own, in capitals, and stay untranslated as the German edition keeps the terms of
// its rule book apart from prose.
const char *skillEnglish(Skill skill)
{
    switch (skill) {
    case Skill::Comprehend: return "COMPREHEND";
    case Skill::Command: return "COMMAND";
    case Skill::Manipulate: return "MANIPULATE";
    case Skill::Assault: return "ASSAULT";
    case Skill::Calculate: return "CALCULATE";
    case Skill::Fight: return "FIGHT";
    case Skill::Inspire: return "INSPIRE";
    case Skill::Shoot: return "SHOOT";
    case Skill::Sneak: return "SNEAK";
    case Skill::JuryRig: return "JURY-RIG";
    case Skill::Manufacture: return "MANUFACTURE";
    case Skill::Heal: return "HEAL";
    case Skill::SenseEmotion: return "SENSE EMOTION";
    case Skill::Count: break;
    }
    return "";
}

template <typename E> QList<E> enumValues(int count)
{
    QList<E> values;
    for (int i = 0; i < count; ++i)
        values << E(i);
    return values;
}

} // namespace

QStringList UnitClass::builtIn()
{
    return {aerial, armored, artillery, cavalry, engineering, naval};
}

QString UnitClass::displayName(const QString &unitClass)
{
    if (unitClass == aerial)
        return MyzText::tr("Aerial");
    if (unitClass == armored)
        return MyzText::tr("Armored");
    if (unitClass == artillery)
        return MyzText::tr("Artillery");
    if (unitClass == cavalry)
        return MyzText::tr("Cavalry");
    if (unitClass == engineering)
        return MyzText::tr("Engineering");
    if (unitClass == naval)
        return MyzText::tr("Naval");
    return unitClass;
}

QString arkProjectCode(ArkProject project)
{
    return nameCode(projectEnglish(project));
}

QString arkProjectName(ArkProject project)
{
    return MyzText::tr(projectEnglish(project));
}

QList<ArkProject> allArkProjects()
{
    return enumValues<ArkProject>(int(ArkProject::Count));
}

std::optional<ArkProject> arkProjectFromName(const QString &text)
{
    return findByName(allArkProjects(), text, arkProjectCode, arkProjectName);
}

QString fortificationCode(Fortification fortification)
{
    return nameCode(fortificationEnglish(fortification));
}

QString fortificationName(Fortification fortification)
{
    return MyzText::tr(fortificationEnglish(fortification));
}

std::optional<Fortification> fortificationFromName(const QString &text)
{
    return findByName(QList<Fortification>{Fortification::None, Fortification::Palisade, Fortification::Walled,
                                           Fortification::Fortress},
                      text, fortificationCode, fortificationName);
}

QString positionCode(Position position)
{
    return nameCode(positionEnglish(position));
}

QString positionName(Position position)
{
    return MyzText::tr(positionEnglish(position));
}

std::optional<Position> positionFromName(const QString &text)
{
    return findByName(QList<Position>{Position::Leader, Position::Assailant, Position::Engineer, Position::Medic}, text,
                      positionCode, positionName);
}

QString skillCode(Skill skill)
{
    return nameCode(skillEnglish(skill));
}

QString skillName(Skill skill)
{
    return QString::fromLatin1(skillEnglish(skill));
}

QList<Skill> allSkills()
{
    return enumValues<Skill>(int(Skill::Count));
}

std::optional<Skill> skillFromName(const QString &text)
{
    return findByName(allSkills(), text, skillCode, skillName);
}

int Faction::firstIn(Position position) const
{
    const auto first = std::find_if(people.cbegin(), people.cend(),
                                    [position](const Person &p) { return p.position == position; });
    return first == people.cend() ? -1 : int(first - people.cbegin());
}

int battleLevelFromHeadCount(int fighters, int fightersPerLevel)
{
    const int perLevel = std::clamp(fightersPerLevel, fewestFightersPerLevel, mostFightersPerLevel);
    return std::max(1, fighters / perLevel);
}

} // namespace muster::myz
