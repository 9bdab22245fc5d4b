#include "TravelRecon.h"

#include <QCoreApplication>

namespace muster {

MarchReconModifiers marchReconModifiers(bool forced, bool forcedRollFailed, bool noSecurity, bool onRoad,
                                        bool tiedToRoads, double speed)
{
    MarchReconModifiers recon;
    recon.speed = speed;
    if (forced) {
        recon.forcedMarch = forcedRollFailed ? -2 : -1;
        recon.breakdown.add(forcedRollFailed
                                ? QCoreApplication::translate("Travel", "Forced march, a roll failed: -2")
                                : QCoreApplication::translate("Travel", "Forced march: -1"));
    }
    if (noSecurity) {
        recon.noSecurity = -5;
        recon.breakdown.add(QCoreApplication::translate("Travel", "No security: -5"));
    }
    if (tiedToRoads) {
        recon.roads = -3;
        recon.breakdown.add(QCoreApplication::translate("Travel", "Tied to roads: -3"));
    } else if (onRoad) {
        recon.roads = -1;
        recon.breakdown.add(QCoreApplication::translate("Travel", "Road movement: -1"));
    }
    return recon;
}

} // namespace muster
