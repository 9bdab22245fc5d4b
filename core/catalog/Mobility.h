#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace muster {

// How an element moves. An element with no mobility at all ("0" in the tables) has an empty list.
enum class Mobility { Foot, Mech, Motor, Mtd, Coast, Sea, FA, SA };

constexpr Mobility allMobilities[] = {Mobility::Foot,  Mobility::Mech, Mobility::Motor, Mobility::Mtd,
                                      Mobility::Coast, Mobility::Sea,  Mobility::FA,    Mobility::SA};

bool isLandMobility(Mobility mobility);
bool isWaterMobility(Mobility mobility);
bool isAirMobility(Mobility mobility);

// The tables' abbreviation: "Foot", "Mech", "Motor", "Mtd", "Coast", "Sea", "FA", "SA".
QString mobilityCode(Mobility mobility);
// Translated full name: "Mounted", "Fast Air", ...
QString mobilityName(Mobility mobility);
// Every code with its name, for a table header's tooltip: "Foot: Foot, Mech: Mechanized, ...".
QString mobilityLegend();
std::optional<Mobility> mobilityFromString(const QString &text);

// "Coast, Foot", or "0" for none, as the tables print it.
QString mobilityCodes(const QList<Mobility> &mobility);

} // namespace muster
