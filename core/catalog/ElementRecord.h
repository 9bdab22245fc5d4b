#pragma once

#include "catalog/Feature.h"
#include "catalog/Quality.h"
#include "catalog/SpecialClass.h"

#include <QString>
#include <QStringList>

namespace muster {

// A customized element: a base type plus the GM's choices (the text's "Airborne Ninja" record).
// It always remembers its base type, so upgrades are priced from the base cost.
struct ElementRecord
{
    QString name; // empty: shown under the base type's name
    QString typeId;
    int tl = 0;
    EquipmentQuality equipment = EquipmentQuality::Basic;
    TroopQuality troops = TroopQuality::Average;
    quint32 featureBits = 0;
    ClassSet addedNeutralizes; // Neutralize (Class) features
    quint8 terrainBits = 0;    // Terrain (Type) features
    double heroMultiplier = 1.0;
    int heroCostPercent = 0; // the GM may make a Hero cost more
    int disloyalPercent = 0; // GM-assigned cost modifier of Disloyal
    LevyService levyService = LevyService::NearHome;
    bool levyRaiseWaived = false;
    bool mercenaryLongContract = false; // a year or more: 1.25 x Maintain instead of 1.5 x

    bool has(Feature f) const { return featureBits & (1u << int(f)); }
    void set(Feature f, bool on = true)
    {
        if (on)
            featureBits |= (1u << int(f));
        else
            featureBits &= ~(1u << int(f));
    }
    bool hasTerrain(TerrainType t) const { return terrainBits & (1u << int(t)); }
    void setTerrain(TerrainType t, bool on = true)
    {
        if (on)
            terrainBits |= quint8(1u << int(t));
        else
            terrainBits &= quint8(~(1u << int(t)));
    }
    // Impetuous in its own right or because it is Fanatic.
    bool isImpetuous() const { return has(Feature::Impetuous) || has(Feature::Fanatic); }

    // "Airborne; Neutralize (C3I); Night" in the text's order, translated, for display.
    QString featureSummary() const;
    // Untranslated codes, as files and muster-cli spell them: "Airborne", "Neutralize (C3I)", "Terrain
    // (Woodlands)".
    QStringList featureCodes() const;
    // Sets the features named by `codes`; returns the first code it does not know, or an empty string.
    QString setFeatureCodes(const QStringList &codes);

    bool operator==(const ElementRecord &) const = default;
};

} // namespace muster
