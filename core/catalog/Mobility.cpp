#include "Mobility.h"

#include "common/NameLookup.h"

#include <QCoreApplication>
#include <QStringList>

namespace muster {

bool isLandMobility(Mobility mobility)
{
    return mobility == Mobility::Foot || mobility == Mobility::Mech || mobility == Mobility::Motor ||
           mobility == Mobility::Mtd;
}

bool isWaterMobility(Mobility mobility)
{
    return mobility == Mobility::Coast || mobility == Mobility::Sea;
}

bool isAirMobility(Mobility mobility)
{
    return mobility == Mobility::FA || mobility == Mobility::SA;
}

QString mobilityCode(Mobility mobility)
{
    switch (mobility) {
    case Mobility::Foot:
        return QStringLiteral("Foot");
    case Mobility::Mech:
        return QStringLiteral("Mech");
    case Mobility::Motor:
        return QStringLiteral("Motor");
    case Mobility::Mtd:
        return QStringLiteral("Mtd");
    case Mobility::Coast:
        return QStringLiteral("Coast");
    case Mobility::Sea:
        return QStringLiteral("Sea");
    case Mobility::FA:
        return QStringLiteral("FA");
    case Mobility::SA:
        return QStringLiteral("SA");
    }
    return {};
}

static const char *englishName(Mobility mobility)
{
    switch (mobility) {
    case Mobility::Foot:
        return QT_TRANSLATE_NOOP("Mobility", "Foot");
    case Mobility::Mech:
        return QT_TRANSLATE_NOOP("Mobility", "Mechanized");
    case Mobility::Motor:
        return QT_TRANSLATE_NOOP("Mobility", "Motorized");
    case Mobility::Mtd:
        return QT_TRANSLATE_NOOP("Mobility", "Mounted");
    case Mobility::Coast:
        return QT_TRANSLATE_NOOP("Mobility", "Coastal");
    case Mobility::Sea:
        return QT_TRANSLATE_NOOP("Mobility", "Sea");
    case Mobility::FA:
        return QT_TRANSLATE_NOOP("Mobility", "Fast Air");
    case Mobility::SA:
        return QT_TRANSLATE_NOOP("Mobility", "Slow Air");
    }
    return "";
}

QString mobilityName(Mobility mobility)
{
    return QCoreApplication::translate("Mobility", englishName(mobility));
}

QString mobilityLegend()
{
    QStringList legend;
    for (Mobility m : allMobilities)
        legend << QStringLiteral("%1: %2").arg(mobilityCode(m), mobilityName(m));
    return legend.join(QLatin1String(", "));
}

std::optional<Mobility> mobilityFromString(const QString &text)
{
    return findByName(allMobilities, text, mobilityCode,
                      [](Mobility m) { return QLatin1String(englishName(m)); });
}

QString mobilityCodes(const QList<Mobility> &mobility)
{
    if (mobility.isEmpty())
        return QStringLiteral("0");
    QStringList codes;
    for (Mobility m : mobility)
        codes << mobilityCode(m);
    return codes.join(QLatin1String(", "));
}

} // namespace muster
