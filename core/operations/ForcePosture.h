#pragma once

#include <QString>

#include <optional>

namespace muster {

// Rule book, Chapter 4, "Mobile vs. Encamped Forces" and "Posture of Encamped Forces": a force is on the
// move, or encamped in one of three postures. (Marching without security is a condition of the march.)
enum class ForcePosture { Mobile, Patrolling, Bunkered, NoSecurity };
constexpr ForcePosture allForcePostures[] = {ForcePosture::Mobile, ForcePosture::Patrolling, ForcePosture::Bunkered,
                                             ForcePosture::NoSecurity};

QString forcePostureCode(ForcePosture posture); // "mobile", "patrolling", "bunkered", "no-security"
QString forcePostureName(ForcePosture posture); // translated: "Mobile", "Encamped, patrolling", ...
std::optional<ForcePosture> forcePostureFromString(const QString &text);
inline bool isEncamped(ForcePosture posture)
{
    return posture != ForcePosture::Mobile;
}

// The campaign's unit of distance for march legs; the rules count in miles.
enum class DistanceUnit { Miles, Kilometres };
constexpr DistanceUnit allDistanceUnits[] = {DistanceUnit::Miles, DistanceUnit::Kilometres};
constexpr double milesPerKilometre = 0.621371;

QString distanceUnitCode(DistanceUnit unit);   // "miles", "km"
QString distanceUnitSymbol(DistanceUnit unit); // translated: "mi", "km"
std::optional<DistanceUnit> distanceUnitFromString(const QString &text);
double toMiles(double distance, DistanceUnit unit);
double fromMiles(double miles, DistanceUnit unit);

} // namespace muster
