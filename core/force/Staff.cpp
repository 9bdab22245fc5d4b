#include "Staff.h"

#include <QCoreApplication>

namespace muster {

QString staffRoleName(StaffRole role)
{
    switch (role) {
    case StaffRole::Commander:
        return QCoreApplication::translate("Staff", "Commander");
    case StaffRole::IntelligenceChief:
        return QCoreApplication::translate("Staff", "Intelligence chief");
    case StaffRole::Quartermaster:
        return QCoreApplication::translate("Staff", "Quartermaster");
    case StaffRole::Count:
        break;
    }
    return {};
}

QString staffSkillName(StaffSkill skill)
{
    switch (skill) {
    case StaffSkill::Strategy:
        return QCoreApplication::translate("Staff", "Strategy");
    case StaffSkill::Leadership:
        return QCoreApplication::translate("Staff", "Leadership");
    case StaffSkill::Tactics:
        return QCoreApplication::translate("Staff", "Tactics");
    case StaffSkill::IntelligenceAnalysis:
        return QCoreApplication::translate("Staff", "Intelligence Analysis");
    case StaffSkill::Administration:
        return QCoreApplication::translate("Staff", "Administration");
    case StaffSkill::Count:
        break;
    }
    return {};
}

QString staffRoleCode(StaffRole role)
{
    switch (role) {
    case StaffRole::Commander:
        return QStringLiteral("commander");
    case StaffRole::IntelligenceChief:
        return QStringLiteral("intelligence");
    case StaffRole::Quartermaster:
        return QStringLiteral("quartermaster");
    case StaffRole::Count:
        break;
    }
    return {};
}

QString staffSkillCode(StaffSkill skill)
{
    switch (skill) {
    case StaffSkill::Strategy:
        return QStringLiteral("strategy");
    case StaffSkill::Leadership:
        return QStringLiteral("leadership");
    case StaffSkill::Tactics:
        return QStringLiteral("tactics");
    case StaffSkill::IntelligenceAnalysis:
        return QStringLiteral("intelligence_analysis");
    case StaffSkill::Administration:
        return QStringLiteral("administration");
    case StaffSkill::Count:
        break;
    }
    return {};
}

QString staffFateName(StaffFate fate)
{
    switch (fate) {
    case StaffFate::Serving:
        return QCoreApplication::translate("Staff", "Serving");
    case StaffFate::Wounded:
        return QCoreApplication::translate("Staff", "Wounded");
    case StaffFate::Captured:
        return QCoreApplication::translate("Staff", "Captured");
    case StaffFate::Dead:
        return QCoreApplication::translate("Staff", "Dead");
    }
    return {};
}

QString staffFateCode(StaffFate fate)
{
    switch (fate) {
    case StaffFate::Serving:
        return QStringLiteral("serving");
    case StaffFate::Wounded:
        return QStringLiteral("wounded");
    case StaffFate::Captured:
        return QStringLiteral("captured");
    case StaffFate::Dead:
        return QStringLiteral("dead");
    }
    return {};
}

std::optional<StaffFate> staffFateFromCode(const QString &code)
{
    for (StaffFate fate : allStaffFates) {
        if (staffFateCode(fate) == code)
            return fate;
    }
    return std::nullopt;
}

} // namespace muster
