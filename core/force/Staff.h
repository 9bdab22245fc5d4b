#pragma once

#include <QString>

#include <array>
#include <optional>

namespace muster {

// The staff posts a force has, and the skills the rules ask of them.
enum class StaffRole { Commander, IntelligenceChief, Quartermaster, Count };
enum class StaffSkill { Strategy, Leadership, Tactics, IntelligenceAnalysis, Administration, Count };

constexpr int staffRoleCount = int(StaffRole::Count);
constexpr int staffSkillCount = int(StaffSkill::Count);

// What became of a staff member after a battle (GURPS Mass Combat, "Effects of Battle on PCs and Important
// NPCs": one who falls is left for dead, carried off or captured; the GM says which).
enum class StaffFate { Serving, Wounded, Captured, Dead };
constexpr StaffFate allStaffFates[] = {StaffFate::Serving, StaffFate::Wounded, StaffFate::Captured,
                                       StaffFate::Dead};

struct StaffMember
{
    QString name;
    std::array<int, staffSkillCount> skills{10, 10, 10, 10, 10};
    int hp = 10; // current hit points, carried from battle to battle; 0 or less: fallen
    StaffFate fate = StaffFate::Serving;
    // The GCS character sheet the member was imported from, as an absolute path on this machine, so that a later
    // change to the sheet can be read again ("Refresh from GCS File"); empty for a member typed in by hand.
    QString gcsFile;

    // Whether the member can take a place in a battle: not captured or dead.
    bool present() const { return fate == StaffFate::Serving || fate == StaffFate::Wounded; }

    int skill(StaffSkill s) const { return skills.at(size_t(s)); }
    bool operator==(const StaffMember &) const = default;
};

QString staffRoleName(StaffRole role);
QString staffSkillName(StaffSkill skill);
QString staffRoleCode(StaffRole role);    // "commander", "intelligence", "quartermaster"
QString staffSkillCode(StaffSkill skill); // "strategy", "leadership", ...

QString staffFateName(StaffFate fate);             // translated
QString staffFateCode(StaffFate fate);             // "serving", "wounded", "captured", "dead"
std::optional<StaffFate> staffFateFromCode(const QString &code);

constexpr int minSkill = 0;
constexpr int maxSkill = 30;

} // namespace muster
