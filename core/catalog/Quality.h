#pragma once

#include <QString>

#include <optional>

namespace muster {

enum class EquipmentQuality { Poor, Basic, Good, Fine, VeryFine };
enum class TroopQuality { Inferior, Average, Good, Elite };

constexpr EquipmentQuality allEquipmentQualities[] = {EquipmentQuality::Poor, EquipmentQuality::Basic,
                                                      EquipmentQuality::Good, EquipmentQuality::Fine,
                                                      EquipmentQuality::VeryFine};
constexpr TroopQuality allTroopQualities[] = {TroopQuality::Inferior, TroopQuality::Average,
                                              TroopQuality::Good, TroopQuality::Elite};

// The Equipment Quality and Troop Quality tables, in percent.
struct QualityModifiers
{
    int ts = 0;
    int raise = 0;
    int maintain = 0;
};

QualityModifiers equipmentModifiers(EquipmentQuality quality);
// `fanatic` halves the Good and Elite Raise modifiers.
QualityModifiers troopModifiers(TroopQuality quality, bool fanatic);

// English names as the text spells them ("Very Fine", "Elite"); used in files and by muster-cli.
QString equipmentQualityCode(EquipmentQuality quality);
QString troopQualityCode(TroopQuality quality);
std::optional<EquipmentQuality> equipmentQualityFromString(const QString &text);
std::optional<TroopQuality> troopQualityFromString(const QString &text);
// Translated names for the UI.
QString equipmentQualityName(EquipmentQuality quality);
QString troopQualityName(TroopQuality quality);

} // namespace muster
