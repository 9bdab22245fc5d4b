#include "GcsStaff.h"

#include "catalog/SpecialClass.h"
#include "force/ForceAggregates.h"

#include <QCoreApplication>

#include <algorithm>
#include <optional>

namespace muster::gcs {

namespace {

struct GcsText
{
    Q_DECLARE_TR_FUNCTIONS(Gcs)
};

// The names GCS (and the Basic Set) give the skills mass combat asks for.
const char *sheetName(StaffSkill skill)
{
    switch (skill) {
    case StaffSkill::Strategy: return "Strategy";
    case StaffSkill::Leadership: return "Leadership";
    case StaffSkill::Tactics: return "Tactics";
    case StaffSkill::IntelligenceAnalysis: return "Intelligence Analysis";
    case StaffSkill::Administration: return "Administration";
    case StaffSkill::Count: break;
    }
    return "";
}

// A skill's defaults besides another Strategy specialization (GURPS Basic Set, each skill's "Defaults"); an empty
// skill name is IQ.
struct Default
{
    const char *skill;
    int modifier;
};
QList<Default> defaultsOf(StaffSkill skill)
{
    switch (skill) {
    case StaffSkill::Strategy: return {{"", -6}, {"Intelligence Analysis", -6}, {"Tactics", -6}};
    case StaffSkill::Leadership: return {{"", -5}};
    case StaffSkill::Tactics: return {{"", -6}, {"Strategy", -6}};
    case StaffSkill::IntelligenceAnalysis: return {{"", -6}, {"Strategy", -6}};
    case StaffSkill::Administration: return {{"", -5}, {"Merchant", -3}};
    case StaffSkill::Count: break;
    }
    return {};
}

QString displayName(const GcsSkill &skill)
{
    return skill.specialization.isEmpty() ? skill.name : QStringLiteral("%1 (%2)").arg(skill.name, skill.specialization);
}

bool sameText(const QString &a, const QString &b)
{
    return a.compare(b, Qt::CaseInsensitive) == 0;
}

// The sheet's best skill of that name, of any specialization, or of exactly `specialization` when one is given.
std::optional<GcsSkill> best(const GcsCharacter &character, const QString &name,
                             const std::optional<QString> &specialization = std::nullopt)
{
    std::optional<GcsSkill> found;
    for (const GcsSkill &skill : character.skills) {
        if (!sameText(skill.name, name) || (specialization && !sameText(skill.specialization, *specialization)))
            continue;
        if (!found || skill.level > found->level)
            found = skill;
    }
    return found;
}

ImportedSkill fromSheet(const GcsSkill &skill)
{
    return ImportedSkill{skill.level, displayName(skill), {}, 0};
}

// The best default of `skill`: from IQ or a skill the sheet has, never from another default (no double defaults).
ImportedSkill bestDefault(const GcsCharacter &character, StaffSkill skill, const QString &strategySpecialization)
{
    const QList<Default> defaults = defaultsOf(skill); // IQ's first
    ImportedSkill chosen{character.iq + defaults.constFirst().modifier, {}, QStringLiteral("IQ"),
                         defaults.constFirst().modifier};
    const auto consider = [&chosen](const GcsSkill &basis, int modifier) {
        if (basis.level + modifier > chosen.level)
            chosen = ImportedSkill{basis.level + modifier, {}, displayName(basis), modifier};
    };
    for (const Default &d : defaults) {
        if (*d.skill == '\0')
            continue;
        if (const std::optional<GcsSkill> basis = best(character, QLatin1String(d.skill)))
            consider(*basis, d.modifier);
    }
    if (skill == StaffSkill::Strategy) {
        for (const GcsSkill &other : character.skills)
            if (sameText(other.name, QLatin1String("Strategy")) && !sameText(other.specialization, strategySpecialization))
                consider(other, -4);
    }
    return chosen;
}

} // namespace

StaffMember StaffFromGcs::appliedTo(StaffMember member) const
{
    if (member.name != name)
        member.fate = StaffFate::Serving;
    member.name = name;
    member.hp = hp;
    for (int s = 0; s < staffSkillCount; ++s)
        member.skills.at(size_t(s)) = skills.at(size_t(s)).level;
    return member;
}

StaffFromGcs staffFromGcs(const GcsCharacter &character, const QString &strategySpecialization)
{
    StaffFromGcs staff;
    staff.name = character.name;
    staff.hp = character.hp;
    staff.strategySpecialization = strategySpecialization;
    for (const GcsSkill &skill : character.skills)
        if (sameText(skill.name, QLatin1String("Strategy")) && !skill.specialization.isEmpty()
            && !staff.strategySpecializations.contains(skill.specialization, Qt::CaseInsensitive))
            staff.strategySpecializations << skill.specialization;
    for (int s = 0; s < staffSkillCount; ++s) {
        const auto skill = StaffSkill(s);
        const QString name = QLatin1String(sheetName(skill));
        std::optional<GcsSkill> own;
        if (skill == StaffSkill::Strategy) {
            own = best(character, name, strategySpecialization);
            if (!own)
                own = best(character, name, QString());
        } else {
            own = best(character, name);
        }
        ImportedSkill imported = own ? fromSheet(*own) : bestDefault(character, skill, strategySpecialization);
        imported.level = std::clamp(imported.level, minSkill, maxSkill);
        staff.skills.at(size_t(s)) = imported;
    }
    return staff;
}

QString strategySpecializationFor(double navalTs, double totalTs)
{
    return navalTs * 2 > totalTs ? QStringLiteral("Naval") : QStringLiteral("Land");
}

QString strategySpecializationFor(const ForceAggregates &aggregates)
{
    return strategySpecializationFor(aggregates.classTsOf(SpecialClass::Nav), aggregates.totalTs);
}

QString importedSkillText(const ImportedSkill &skill)
{
    if (!skill.isDefault())
        return QString::number(skill.level);
    return GcsText::tr("%1 (default: %2%3)")
        .arg(skill.level)
        .arg(skill.defaultBasis)
        .arg(QString::number(skill.defaultModifier).replace(QLatin1Char('-'), QChar(0x2212)));
}

} // namespace muster::gcs
