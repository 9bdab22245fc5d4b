#pragma once

#include "battle/myz/MyzBattle.h"
#include "dice/PoolCounts.h"

#include <QTest>

namespace myztest {

using namespace muster::myz;
namespace dice = muster::dice;
using muster::Status;

// A person with every skill at `attribute` + `skill` dice.
inline Person person(const QString &name, Position position, int attribute = 3, int skill = 2, bool pc = true)
{
    Person p;
    p.name = name;
    p.position = position;
    p.playerCharacter = pc;
    for (const Skill s : allSkills())
        p.skills.insert(s, SkillDice{attribute, skill});
    return p;
}

inline Faces faces(std::initializer_list<int> values)
{
    return Faces(values);
}

// `count` dice all showing `face`.
inline Faces same(int count, int face)
{
    Faces list;
    for (int i = 0; i < count; ++i)
        list.append(face);
    return list;
}

// Takes `step`, failing the test with the engine's message when it is refused.
#define MYZ_TAKE(battle, step)                                                                                         \
    do {                                                                                                               \
        const muster::Status taken_ = (battle).take(step);                                                             \
        QVERIFY2(taken_.ok(), qPrintable(taken_.ok() ? QString() : taken_.error().message));                          \
    } while (false)

} // namespace myztest
