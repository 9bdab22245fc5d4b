#pragma once

#include "catalog/Breakdown.h"
#include "common/Result.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace muster {

// "Sieges": what kind of strong position a fortress is, which sets its Defense Bonus.
enum class FortressKind {
    Improvised, // trench lines, an occupied town: +4, or +5 with stone or concrete structures or tunnels
    Permanent,  // forts and castles: TL+4 at the TL of the last upgrade
    Ruins,      // ruins of a permanent fortification: TL+4 less at least 1
    Natural     // a steep hill, a mountain pass, a cave complex, a village on a mountain: +4 or +5 in all
};
// Where it stands: +1 on a small island, a hill or another strong position; +2 on a mountaintop or
// another extremely strong one.
enum class FortressSite { Ordinary, Strong, ExtremelyStrong };

// A fortress as a campaign object; the GM rates it once and besieges it as often as history demands.
struct Fortress
{
    qint64 id = 0; // the campaign's, 0 for one made up for a single battle
    QString name;
    FortressKind kind = FortressKind::Permanent;
    int tl = 3;               // Permanent and Ruins: the TL when it was last upgraded
    bool solid = false;       // Improvised: plenty of stone or concrete structures (or ruins), or tunnels
    int ruinPenalty = 1;      // Ruins: "at least -1 or -2"; the GM may make it worse
    int naturalBonus = 4;     // Natural: the total, +4 or +5
    FortressSite site = FortressSite::Ordinary;
    double capacityWt = 0;    // WT of elements it can defend effectively (noncombatants accounted for)
    bool operator==(const Fortress &) const = default;
};

// The Defense Bonus it grants to a garrison that fits (never below 0), and how it was made.
int fortressDefenseBonus(const Fortress &fortress);
Breakdown fortressDefenseBreakdown(const Fortress &fortress); // translated

// The GM's figures checked; the error names the field ("tl", "capacity_wt", ...).
Status validateFortress(const Fortress &fortress);

// A garrison of `garrisonWt`: up to the capacity it defends at full DB; up to 1.5x it is overcrowded,
// -1 DB; beyond that it cannot get in (an error naming "capacity_wt").
struct FortressOccupancy
{
    double wt = 0;
    bool overcrowded = false;
    int defenseBonus = 0;
};
double fortressMaximumWt(const Fortress &fortress);
Result<FortressOccupancy> occupyFortress(const Fortress &fortress, double garrisonWt);

QString fortressKindCode(FortressKind kind); // "improvised", "permanent", "ruins", "natural"
QString fortressKindName(FortressKind kind); // translated
std::optional<FortressKind> fortressKindFromCode(const QString &code);
QString fortressSiteCode(FortressSite site); // "ordinary", "strong", "extremely-strong"
QString fortressSiteName(FortressSite site); // translated
std::optional<FortressSite> fortressSiteFromCode(const QString &code);

// As the battle record and muster-cli spell it; errors name the field under `path`.
QJsonObject fortressToJson(const Fortress &fortress);
Result<Fortress> fortressFromJson(const QJsonObject &object, const QString &path);

} // namespace muster
