#include "ForcePosture.h"

#include "common/NameLookup.h"

#include <QCoreApplication>

namespace muster {

namespace {

struct PostureText
{
    const char *code;
    const char *name;
};
constexpr PostureText postureTexts[] = {
    {"mobile", QT_TRANSLATE_NOOP("Posture", "Mobile")},
    {"patrolling", QT_TRANSLATE_NOOP("Posture", "Encamped, patrolling")},
    {"bunkered", QT_TRANSLATE_NOOP("Posture", "Encamped, bunkered")},
    {"no-security", QT_TRANSLATE_NOOP("Posture", "Encamped, no security")},
};

} // namespace

QString forcePostureCode(ForcePosture posture)
{
    return QLatin1String(postureTexts[int(posture)].code);
}

QString forcePostureName(ForcePosture posture)
{
    return QCoreApplication::translate("Posture", postureTexts[int(posture)].name);
}

std::optional<ForcePosture> forcePostureFromString(const QString &text)
{
    return findByName(allForcePostures, text, forcePostureCode);
}

QString distanceUnitCode(DistanceUnit unit)
{
    return unit == DistanceUnit::Miles ? QStringLiteral("miles") : QStringLiteral("km");
}

QString distanceUnitSymbol(DistanceUnit unit)
{
    return unit == DistanceUnit::Miles ? QCoreApplication::translate("Posture", "mi")
                                       : QCoreApplication::translate("Posture", "km");
}

std::optional<DistanceUnit> distanceUnitFromString(const QString &text)
{
    return findByName(allDistanceUnits, text, distanceUnitCode);
}

double toMiles(double distance, DistanceUnit unit)
{
    return unit == DistanceUnit::Miles ? distance : distance * milesPerKilometre;
}

double fromMiles(double miles, DistanceUnit unit)
{
    return unit == DistanceUnit::Miles ? miles : miles / milesPerKilometre;
}

} // namespace muster
