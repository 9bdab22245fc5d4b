#include "TypedFaces.h"

#include "DieRoll.h"

#include <QCoreApplication>

namespace muster::dice {

namespace {

// lupdate reads the context from this declaration; calls name it as TypedFacesText::tr.
struct TypedFacesText
{
    Q_DECLARE_TR_FUNCTIONS(TypedFaces)
};

QString notAFace(int sides, int face)
{
    return TypedFacesText::tr("A d%1 shows 1 to %1: %2 is not one of its faces.").arg(sides).arg(face);
}

} // namespace

Status checkTypedFace(int sides, int face)
{
    Q_ASSERT_X(isDie(sides), "checkTypedFace", "a die has 2 to 100 sides");
    if (!isFace(sides, face))
        return Error{notAFace(sides, face), QStringLiteral("face")};
    return success();
}

Status checkTypedPool(int count, int sides, const QList<int> &faces)
{
    Q_ASSERT_X(isDie(sides), "checkTypedPool", "a die has 2 to 100 sides");
    const int dice = qMax(count, 0);
    if (faces.size() != dice)
        return Error{
            TypedFacesText::tr("Type %n face(s) of a d%1 (1 to %1), one per die.", nullptr, dice).arg(sides),
            QStringLiteral("faces")};
    for (const int face : faces) {
        if (!isFace(sides, face))
            return Error{notAFace(sides, face), QStringLiteral("faces")};
    }
    return success();
}

} // namespace muster::dice
