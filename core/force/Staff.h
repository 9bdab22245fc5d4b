#pragma once

#include <QString>

#include <array>

namespace muster {

// The staff posts a force has, and the skills the rules ask of them.
enum class StaffRole { Commander, IntelligenceChief, Quartermaster, Count };
enum class StaffSkill { Strategy, Leadership, Tactics, IntelligenceAnalysis, Administration, Count };

constexpr int staffRoleCount = int(StaffRole::Count);
constexpr int staffSkillCount = int(StaffSkill::Count);

struct StaffMember
{
    QString name;
    std::array<int, staffSkillCount> skills{10, 10, 10, 10, 10};

    int skill(StaffSkill s) const { return skills.at(size_t(s)); }
    bool operator==(const StaffMember &) const = default;
};

QString staffRoleName(StaffRole role);
QString staffSkillName(StaffSkill skill);
QString staffRoleCode(StaffRole role);    // "commander", "intelligence", "quartermaster"
QString staffSkillCode(StaffSkill skill); // "strategy", "leadership", ...

constexpr int minSkill = 0;
constexpr int maxSkill = 30;

} // namespace muster
