#include "ElementRecord.h"

#include <QCoreApplication>
#include <QStringList>

namespace muster {

// The record's features in the text's spelling (`translated` false: file and muster-cli codes) or in the
// reader's language.
static QStringList featureLabels(const ElementRecord &r, bool translated)
{
    QStringList labels;
    for (Feature f : allFeatures) {
        if (r.has(f))
            labels << (translated ? featureName(f) : featureCode(f));
    }
    const QString neutralize = translated ? QCoreApplication::translate("Feature", "Neutralize (%1)")
                                          : QStringLiteral("Neutralize (%1)");
    for (SpecialClass c : allSpecialClasses) {
        if (r.addedNeutralizes.contains(c))
            labels << neutralize.arg(specialClassCode(c));
    }
    const QString terrain =
        translated ? QCoreApplication::translate("Feature", "Terrain (%1)") : QStringLiteral("Terrain (%1)");
    for (TerrainType t : allTerrainTypes) {
        if (r.hasTerrain(t))
            labels << terrain.arg(translated ? terrainTypeName(t) : terrainTypeCode(t));
    }
    return labels;
}

QString ElementRecord::featureSummary() const
{
    // Alphabetical, as the text lists them, with the parameterized features in their place.
    QStringList parts = featureLabels(*this, true);
    parts.sort(Qt::CaseInsensitive);
    return parts.join(QLatin1String("; "));
}

QStringList ElementRecord::featureCodes() const
{
    return featureLabels(*this, false);
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
