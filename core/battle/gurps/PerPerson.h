#pragma once

#include <QVarLengthArray>

namespace muster::gurps {

// One entry per person of a side (a Risk, a roll, a result), kept inline for the few people a side has: a battle
// the program plays out takes millions of decisions and rounds, and these lists are most of what they would
// allocate.
template <typename T> using PerPerson = QVarLengthArray<T, 4>;

// `people` entries of `value`.
template <typename T> PerPerson<T> perPerson(qsizetype people, const T &value)
{
    PerPerson<T> list;
    list.reserve(people);
    for (qsizetype i = 0; i < people; ++i)
        list.append(value);
    return list;
}

} // namespace muster::gurps
