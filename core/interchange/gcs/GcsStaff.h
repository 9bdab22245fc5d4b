#pragma once

#include "force/Staff.h"
#include "interchange/gcs/GcsCharacter.h"

#include <QString>
#include <QStringList>

#include <array>

namespace muster {
struct ForceAggregates;
}

namespace muster::gcs {

// One of the five skills mass combat asks of a staff member, as an import finds it: the sheet's own skill, or, when
// the sheet lacks it, the best default (GURPS Basic Set: Strategy from IQ-6, Intelligence Analysis-6, Tactics-6 or
// another Strategy specialization -4; Tactics from IQ-6 or Strategy-6; Intelligence Analysis from IQ-6 or
// Strategy-6; Leadership from IQ-5; Administration from IQ-5 or Merchant-3. GURPS Mass Combat, "Staff", gives the
// IQ-6 default of Intelligence Analysis in its example).
struct ImportedSkill
{
    int level = 0;
    QString sheetSkill;   // the sheet's skill used ("Strategy (Land)"); empty for a default
    QString defaultBasis; // what a default comes from ("IQ", "Tactics", "Strategy (Naval)"); empty for a sheet skill
    int defaultModifier = 0;

    bool isDefault() const { return sheetSkill.isEmpty(); }
    bool operator==(const ImportedSkill &) const = default;
};

// A GCS character as a staff member of a force.
struct StaffFromGcs
{
    QString name;
    int hp = 10;
    std::array<ImportedSkill, staffSkillCount> skills;
    QStringList strategySpecializations; // those the sheet has, for the GM to pick from
    QString strategySpecialization;      // the one the Strategy level is for

    const ImportedSkill &skill(StaffSkill s) const { return skills.at(size_t(s)); }
    // `member` with the character's name, HP and skills. The same person keeps his fate (a wounded commander whose
    // sheet is read again is still wounded); someone else taking the post starts serving.
    StaffMember appliedTo(StaffMember member) const;
};

// The staff member a character makes, with Strategy of `strategySpecialization` ("Land", "Naval", ...): the sheet's
// skill of that specialization, else its unspecialized Strategy, else the best default. Levels are kept within
// minSkill..maxSkill.
StaffFromGcs staffFromGcs(const GcsCharacter &character, const QString &strategySpecialization);

// The Strategy specialization a commander of elements of `totalTs` needs, `navalTs` of it Naval elements': Naval when
// they make up more than half of it, else Land.
QString strategySpecializationFor(double navalTs, double totalTs);
// The one a force's commander needs, by its elements' TS.
QString strategySpecializationFor(const ForceAggregates &aggregates);

// "14", or "7 (default: IQ-6)", for the import's preview and muster-cli.
QString importedSkillText(const ImportedSkill &skill);

} // namespace muster::gcs
