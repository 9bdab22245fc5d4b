#include "DieRollJson.h"

#include "TypedFaces.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>
#include <optional>

namespace muster::dice {

namespace {

// lupdate reads the context from this declaration; calls name it as DieRollJsonText::tr.
struct DieRollJsonText
{
    Q_DECLARE_TR_FUNCTIONS(DieRollJson)
};

const QString sidesKey = QStringLiteral("d");
const QString faceKey = QStringLiteral("face");
const QString facesKey = QStringLiteral("faces");
const QString typedKey = QStringLiteral("typed");

// JSON has only doubles: 7.5 or 1e10 must not pass for a face.
std::optional<int> wholeNumber(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (number != std::trunc(number) || std::abs(number) > 1'000'000)
        return std::nullopt;
    return int(number);
}

Error notAWholeNumber(const QString &key)
{
    return Error{DieRollJsonText::tr("\"%1\" must be a whole number.").arg(key), key};
}

// The keys a die and a pool share; the face or faces are read by the caller.
struct Common
{
    int sides = 0;
    bool typed = false;
};

Result<Common> readCommon(const QJsonObject &object)
{
    const auto sides = wholeNumber(object.value(sidesKey));
    if (!sides)
        return notAWholeNumber(sidesKey);
    if (!isDie(*sides))
        return Error{DieRollJsonText::tr("A die has %1 to %2 sides, not %3.")
                         .arg(fewestSides)
                         .arg(mostSides)
                         .arg(*sides),
                     sidesKey};
    const QJsonValue typed = object.value(typedKey);
    if (!typed.isBool())
        return Error{DieRollJsonText::tr("\"%1\" must be true or false.").arg(typedKey), typedKey};
    return Common{*sides, typed.toBool()};
}

} // namespace

QJsonObject dieRollToJson(const DieRoll &roll)
{
    return {{sidesKey, roll.sides}, {faceKey, roll.face}, {typedKey, roll.typed}};
}

Result<DieRoll> dieRollFromJson(const QJsonObject &object)
{
    const auto common = readCommon(object);
    if (!common)
        return common.error();
    const auto face = wholeNumber(object.value(faceKey));
    if (!face)
        return notAWholeNumber(faceKey);
    if (Status s = checkTypedFace(common->sides, *face); !s)
        return s.error();
    return DieRoll{common->sides, *face, common->typed};
}

QJsonObject poolRollToJson(const PoolRoll &roll)
{
    QJsonArray faces;
    for (const int face : roll.faces)
        faces.append(face);
    return {{sidesKey, roll.sides}, {facesKey, faces}, {typedKey, roll.typed}};
}

Result<PoolRoll> poolRollFromJson(const QJsonObject &object)
{
    const auto common = readCommon(object);
    if (!common)
        return common.error();
    const QJsonValue value = object.value(facesKey);
    if (!value.isArray())
        return Error{DieRollJsonText::tr("\"%1\" must be a list of faces.").arg(facesKey), facesKey};
    QList<int> faces;
    for (const QJsonValue &entry : value.toArray()) {
        const auto face = wholeNumber(entry);
        if (!face)
            return Error{DieRollJsonText::tr("Every face in \"%1\" must be a whole number.").arg(facesKey),
                         facesKey};
        faces << *face;
    }
    if (Status s = checkTypedPool(int(faces.size()), common->sides, faces); !s)
        return s.error();
    return PoolRoll{common->sides, faces, common->typed};
}

} // namespace muster::dice
