#include "Fortress.h"

#include "battle/gurps/EnumSpelling.h"
#include "common/JsonReader.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster {

namespace {

struct FortressText
{
    Q_DECLARE_TR_FUNCTIONS(Fortress)
};

using spelling::Spelling;

constexpr Spelling<FortressKind> kinds[] = {
    {FortressKind::Improvised, "improvised", QT_TRANSLATE_NOOP("Fortress", "Improvised fortifications")},
    {FortressKind::Permanent, "permanent", QT_TRANSLATE_NOOP("Fortress", "Permanent fortifications")},
    {FortressKind::Ruins, "ruins", QT_TRANSLATE_NOOP("Fortress", "Ruined fortifications")},
    {FortressKind::Natural, "natural", QT_TRANSLATE_NOOP("Fortress", "Natural stronghold")}};
constexpr Spelling<FortressSite> sites[] = {
    {FortressSite::Ordinary, "ordinary", QT_TRANSLATE_NOOP("Fortress", "Ordinary site")},
    {FortressSite::Strong, "strong", QT_TRANSLATE_NOOP("Fortress", "Strong position (small island, hill)")},
    {FortressSite::ExtremelyStrong, "extremely-strong", QT_TRANSLATE_NOOP("Fortress", "Extremely strong position (mountaintop)")}};

int siteBonus(FortressSite site)
{
    return site == FortressSite::ExtremelyStrong ? 2 : site == FortressSite::Strong ? 1 : 0;
}

// The bonus of the works themselves, before the site.
int worksBonus(const Fortress &f)
{
    switch (f.kind) {
    case FortressKind::Improvised:
        return f.solid ? 5 : 4;
    case FortressKind::Permanent:
        return f.tl + 4;
    case FortressKind::Ruins:
        return f.tl + 4 - f.ruinPenalty;
    case FortressKind::Natural:
        return f.naturalBonus; // the text gives the total: the site is part of it
    }
    return 0;
}

} // namespace

int fortressDefenseBonus(const Fortress &fortress)
{
    const int site = fortress.kind == FortressKind::Natural ? 0 : siteBonus(fortress.site);
    return std::max(0, worksBonus(fortress) + site);
}

Breakdown fortressDefenseBreakdown(const Fortress &f)
{
    Breakdown b;
    switch (f.kind) {
    case FortressKind::Improvised:
        b.add(f.solid ? FortressText::tr("Improvised fortifications with stone or concrete, or tunnels: +5")
                      : FortressText::tr("Improvised fortifications: +4"));
        break;
    case FortressKind::Permanent:
        b.add(FortressText::tr("Permanent fortifications, last upgraded at TL%1: TL+4 = +%2").arg(f.tl).arg(f.tl + 4));
        break;
    case FortressKind::Ruins:
        b.add(FortressText::tr("Ruins of TL%1 fortifications: TL+4 = +%2, less %3 for the ruin")
                  .arg(f.tl)
                  .arg(f.tl + 4)
                  .arg(f.ruinPenalty));
        break;
    case FortressKind::Natural:
        b.add(FortressText::tr("Natural stronghold: +%1 in all").arg(f.naturalBonus));
        break;
    }
    if (f.kind != FortressKind::Natural && siteBonus(f.site) > 0)
        b.add(FortressText::tr("%1: +%2").arg(fortressSiteName(f.site)).arg(siteBonus(f.site)));
    b.add(FortressText::tr("= Defense Bonus +%1").arg(fortressDefenseBonus(f)));
    return b;
}

Status validateFortress(const Fortress &f)
{
    if (f.name.trimmed().isEmpty())
        return Error{FortressText::tr("Give the fortress a name."), QStringLiteral("name")};
    const bool hasTl = f.kind == FortressKind::Permanent || f.kind == FortressKind::Ruins;
    if (hasTl && (f.tl < 0 || f.tl > 12))
        return Error{FortressText::tr("The TL of the last upgrade must be 0 to 12."), QStringLiteral("tl")};
    if (f.kind == FortressKind::Ruins && (f.ruinPenalty < 1 || f.ruinPenalty > f.tl + 4))
        return Error{FortressText::tr("Ruins take at least -1 to the Defense Bonus (at most -%1 here).").arg(f.tl + 4),
                     QStringLiteral("ruin_penalty")};
    if (f.kind == FortressKind::Natural && f.naturalBonus != 4 && f.naturalBonus != 5)
        return Error{FortressText::tr("A natural stronghold gives +4 or +5 in all."), QStringLiteral("natural_bonus")};
    if (f.kind == FortressKind::Natural && f.site != FortressSite::Ordinary)
        return Error{FortressText::tr("A natural stronghold's +4 or +5 already counts its site; leave the site ordinary."),
                     QStringLiteral("site")};
    if (!(f.capacityWt > 0))
        return Error{FortressText::tr("Enter the WT of elements the fortress can defend (more than 0)."),
                     QStringLiteral("capacity_wt")};
    return success();
}

double fortressMaximumWt(const Fortress &fortress)
{
    return 1.5 * fortress.capacityWt;
}

Result<FortressOccupancy> occupyFortress(const Fortress &fortress, double garrisonWt)
{
    FortressOccupancy o;
    o.wt = garrisonWt;
    // A little slack for sums of fractional WT (0.1 x 3 is not quite 0.3).
    constexpr double slack = 1e-9;
    if (garrisonWt > fortressMaximumWt(fortress) + slack)
        return Error{FortressText::tr("%1 holds at most WT %2 (1.5 x its capacity of %3); the garrison is WT %4.")
                         .arg(fortress.name, formatNumber(fortressMaximumWt(fortress)),
                              formatNumber(fortress.capacityWt), formatNumber(garrisonWt)),
                     QStringLiteral("capacity_wt")};
    o.overcrowded = garrisonWt > fortress.capacityWt + slack;
    o.defenseBonus = std::max(0, fortressDefenseBonus(fortress) - (o.overcrowded ? 1 : 0));
    return o;
}

QString fortressKindCode(FortressKind kind)
{
    return spelling::codeOf(kinds, kind);
}

QString fortressKindName(FortressKind kind)
{
    return spelling::nameOf("Fortress", kinds, kind);
}

std::optional<FortressKind> fortressKindFromCode(const QString &code)
{
    return spelling::fromCode(kinds, code);
}

QString fortressSiteCode(FortressSite site)
{
    return spelling::codeOf(sites, site);
}

QString fortressSiteName(FortressSite site)
{
    return spelling::nameOf("Fortress", sites, site);
}

std::optional<FortressSite> fortressSiteFromCode(const QString &code)
{
    return spelling::fromCode(sites, code);
}

QJsonObject fortressToJson(const Fortress &f)
{
    QJsonObject o;
    o.insert(QLatin1String("id"), f.id);
    o.insert(QLatin1String("name"), f.name);
    o.insert(QLatin1String("kind"), fortressKindCode(f.kind));
    o.insert(QLatin1String("tl"), f.tl);
    o.insert(QLatin1String("solid"), f.solid);
    o.insert(QLatin1String("ruin_penalty"), f.ruinPenalty);
    o.insert(QLatin1String("natural_bonus"), f.naturalBonus);
    o.insert(QLatin1String("site"), fortressSiteCode(f.site));
    o.insert(QLatin1String("capacity_wt"), f.capacityWt);
    return o;
}

Result<Fortress> fortressFromJson(const QJsonObject &object, const QString &path)
{
    JsonReader r(object, path);
    Fortress f;
    f.id = qint64(r.number(QStringLiteral("id"), 0, 0, 1e15));
    f.name = r.string(QStringLiteral("name"));
    const auto kind = fortressKindFromCode(r.string(QStringLiteral("kind"), QStringLiteral("permanent")));
    if (!kind)
        r.fail(QStringLiteral("kind"), QStringLiteral("must be improvised, permanent, ruins or natural"));
    f.kind = kind.value_or(FortressKind::Permanent);
    f.tl = r.integer(QStringLiteral("tl"), 3, 0, 12);
    f.solid = r.boolean(QStringLiteral("solid"), false);
    f.ruinPenalty = r.integer(QStringLiteral("ruin_penalty"), 1, 1, 16);
    f.naturalBonus = r.integer(QStringLiteral("natural_bonus"), 4, 4, 5);
    const auto site = fortressSiteFromCode(r.string(QStringLiteral("site"), QStringLiteral("ordinary")));
    if (!site)
        r.fail(QStringLiteral("site"), QStringLiteral("must be ordinary, strong or extremely-strong"));
    f.site = site.value_or(FortressSite::Ordinary);
    f.capacityWt = r.number(QStringLiteral("capacity_wt"), 0, 0, 1e12);
    if (!r.ok())
        return r.error();
    return f;
}

} // namespace muster
