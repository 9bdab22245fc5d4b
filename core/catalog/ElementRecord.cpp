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

QStringList ElementRecord::featureCodes() const
{
    QStringList codes;
    for (int i = 0; i < featureCount; ++i) {
        if (has(Feature(i)))
            codes << featureCode(Feature(i));
    }
    for (SpecialClass c : allSpecialClasses) {
        if (addedNeutralizes.contains(c))
            codes << QStringLiteral("Neutralize (%1)").arg(specialClassCode(c));
    }
    for (TerrainType t : allTerrainTypes) {
        if (hasTerrain(t))
            codes << QStringLiteral("Terrain (%1)").arg(terrainTypeCode(t));
    }
    return codes;
}

QString ElementRecord::setFeatureCodes(const QStringList &codes)
{
    for (const QString &code : codes) {
        const auto parsed = parseFeature(code);
        if (!parsed)
            return code;
        if (parsed->flag)
            set(*parsed->flag);
        if (parsed->neutralize)
            addedNeutralizes.insert(*parsed->neutralize);
        if (parsed->terrain)
            setTerrain(*parsed->terrain);
    }
    return {};
}

} // namespace muster
