#include "Quality.h"

#include "common/NameLookup.h"

#include <QCoreApplication>

namespace muster {

QualityModifiers equipmentModifiers(EquipmentQuality quality)
{
    switch (quality) {
    case EquipmentQuality::VeryFine:
        return {150, 200, 150};
    case EquipmentQuality::Fine:
        return {100, 100, 100};
    case EquipmentQuality::Good:
        return {50, 50, 50};
    case EquipmentQuality::Basic:
        return {0, 0, 0};
    case EquipmentQuality::Poor:
        return {-25, -25, -25};
    }
    return {};
}

QualityModifiers troopModifiers(TroopQuality quality, bool fanatic)
{
    switch (quality) {
    case TroopQuality::Elite:
        return {100, fanatic ? 100 : 200, 40};
    case TroopQuality::Good:
        return {50, fanatic ? 50 : 100, 20};
    case TroopQuality::Average:
        return {0, 0, 0};
    case TroopQuality::Inferior:
        return {-50, -50, -50};
    }
    return {};
}

static const char *equipmentEnglish(EquipmentQuality quality)
{
    switch (quality) {
    case EquipmentQuality::VeryFine:
        return QT_TRANSLATE_NOOP("Quality", "Very Fine");
    case EquipmentQuality::Fine:
        return QT_TRANSLATE_NOOP("Quality", "Fine");
    case EquipmentQuality::Good:
        return QT_TRANSLATE_NOOP("Quality", "Good");
    case EquipmentQuality::Basic:
        return QT_TRANSLATE_NOOP("Quality", "Basic");
    case EquipmentQuality::Poor:
        return QT_TRANSLATE_NOOP("Quality", "Poor");
    }
    return "";
}

static const char *troopEnglish(TroopQuality quality)
{
    switch (quality) {
    case TroopQuality::Elite:
        return QT_TRANSLATE_NOOP("Quality", "Elite");
    case TroopQuality::Good:
        return QT_TRANSLATE_NOOP("Quality", "Good");
    case TroopQuality::Average:
        return QT_TRANSLATE_NOOP("Quality", "Average");
    case TroopQuality::Inferior:
        return QT_TRANSLATE_NOOP("Quality", "Inferior");
    }
    return "";
}

QString equipmentQualityCode(EquipmentQuality quality)
{
    return QLatin1String(equipmentEnglish(quality));
}

QString troopQualityCode(TroopQuality quality)
{
    return QLatin1String(troopEnglish(quality));
}

QString equipmentQualityName(EquipmentQuality quality)
{
    return QCoreApplication::translate("Quality", equipmentEnglish(quality));
}

QString troopQualityName(TroopQuality quality)
{
    return QCoreApplication::translate("Quality", troopEnglish(quality));
}

std::optional<EquipmentQuality> equipmentQualityFromString(const QString &text)
{
    return findByName(allEquipmentQualities, text, equipmentQualityCode);
}

std::optional<TroopQuality> troopQualityFromString(const QString &text)
{
    return findByName(allTroopQualities, text, troopQualityCode);
}

} // namespace muster
