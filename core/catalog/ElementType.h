#pragma once

#include "catalog/Mobility.h"
#include "catalog/SpecialClass.h"
#include "common/Money.h"

#include <QList>
#include <QString>

#include <optional>

namespace muster {

// Which of the text's TL rules changes an element type's TS away from its TL of introduction.
enum class TlScaling {
    LowTech,         // TL0-5 type: unchanged to TL5, +25% per TL past TL5
    LowTechDoubling, // TL0-5 type marked *: doubles per TL after introduction through TL5, then +25% per TL
    HighTech,        // TL6-12 type: doubles per TL after introduction while viable
};

constexpr TlScaling allTlScalings[] = {TlScaling::LowTech, TlScaling::LowTechDoubling, TlScaling::HighTech};

QString tlScalingCode(TlScaling scaling);
std::optional<TlScaling> tlScalingFromCode(const QString &code);

// The table of the text an element type comes from; custom types have their own.
enum class CatalogTable { LandTl0To5, NavalTl0To5, Fantastic, LandTl6To12, NavalTl6To12, AirTl6To12, Custom };

constexpr CatalogTable allCatalogTables[] = {
    CatalogTable::LandTl0To5,   CatalogTable::NavalTl0To5, CatalogTable::Fantastic, CatalogTable::LandTl6To12,
    CatalogTable::NavalTl6To12, CatalogTable::AirTl6To12,  CatalogTable::Custom};

QString catalogTableCode(CatalogTable table);
QString catalogTableName(CatalogTable table);
std::optional<CatalogTable> catalogTableFromCode(const QString &code);

// One row of an element table: the stock statistics before any customization.
struct ElementType
{
    QString id;
    QString name;
    CatalogTable table = CatalogTable::Custom;
    double ts = 0;
    bool support = false; // TS in parentheses
    ClassSet classes;
    ClassSet neutralizes;
    double transport = 0;     // T capacity; 0 = none
    std::optional<double> wt; // nullopt = cannot be transported
    QList<Mobility> mobility; // empty = "0", moves only when carried
    Money raise;
    Money maintain;
    int tl = 0;                // TL of introduction
    bool superscience = false; // the ^ mark
    TlScaling scaling = TlScaling::LowTech;
    bool lateTl5HalfTs = false; // the † mark: a half-TS version exists at late TL5
    int viableThroughTl = 12;   // HighTech types stop doubling past this TL (the GM's cap)
    QString description;

    bool isBuiltIn() const { return table != CatalogTable::Custom; }
    bool hasMobility(Mobility m) const { return mobility.contains(m); }
    bool hasLandMobility() const;
    bool hasWaterMobility() const;
    bool hasAirMobility() const;
    // Lowest TL at which the type can be fielded (TL5 for a † type).
    int earliestTl() const { return lateTl5HalfTs ? qMin(tl, 5) : tl; }

    bool operator==(const ElementType &) const = default;
};

} // namespace muster
