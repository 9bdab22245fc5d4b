#include "PersonFromGcs.h"

#include "battle/gurps/SideFromForce.h"
#include "interchange/gcs/GcsStaff.h"

namespace muster::gurps {

QString strategySpecializationFor(const SideSetup &side)
{
    if (side.estimated)
        return gcs::strategySpecializationFor(side.estimate.classTs.at(size_t(SpecialClass::Nav)), side.estimate.ts);
    double naval = 0;
    double total = 0;
    for (const BattleElement &e : side.elements) {
        total += e.ts * e.count; // every element's full TS, as a force's figures count it
        if (e.classes.contains(SpecialClass::Nav))
            naval += e.ts * e.count;
    }
    return gcs::strategySpecializationFor(naval, total);
}

Person personFromGcs(const gcs::GcsCharacter &character, const SideSetup &side, const Person &in)
{
    const StaffMember member =
        gcs::staffFromGcs(character, strategySpecializationFor(side)).appliedTo(StaffMember{});
    const Person sheet = personOf(member);
    Person person = in;
    if (person.name != sheet.name)
        person.staff.reset();
    person.name = sheet.name;
    person.hp = sheet.hp;
    person.strategy = sheet.strategy;
    person.leadership = sheet.leadership;
    person.tactics = sheet.tactics;
    return person;
}

} // namespace muster::gurps
