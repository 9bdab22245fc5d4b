#pragma once

#include <QList>
#include <QVarLengthArray>

namespace muster::myz {

// The faces of a few dice (a pool, a push, a skill roll, casualty dice), kept inline: a forecast plays out a million
// Waves, and a heap list for every pool and roll was most of what they allocated. Sixteen covers any pool the rules
// usually build; a bigger one still works, on the heap.
using Faces = QVarLengthArray<int, 16>;

// The same faces as a list: for the few places that want one (messages, JSON).
inline QList<int> facesList(const Faces &faces)
{
    return QList<int>(faces.cbegin(), faces.cend());
}

// Faces from a list.
inline Faces toFaces(const QList<int> &list)
{
    return Faces(list.cbegin(), list.cend());
}

} // namespace muster::myz
