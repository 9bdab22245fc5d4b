#include "ElementRecord.h"

#include <QCoreApplication>
#include <QStringList>

namespace muster {

QString ElementRecord::featureSummary() const
{
    // Alphabetical, as the text lists them, with the parameterized features in their place.
    QStringList parts;
    for (int i = 0; i < featureCount; ++i) {
        if (has(Feature(i)))
            parts << featureName(Feature(i));
    }
    for (SpecialClass c : allSpecialClasses) {
        if (addedNeutralizes.contains(c))
            parts << QCoreApplication::translate("Feature", "Neutralize (%1)").arg(specialClassCode(c));
    }
    for (TerrainType t : allTerrainTypes) {
        if (hasTerrain(t))
            parts << QCoreApplication::translate("Feature", "Terrain (%1)").arg(terrainTypeName(t));
    }
    parts.sort(Qt::CaseInsensitive);
    return parts.join(QLatin1String("; "));
}

} // namespace muster
