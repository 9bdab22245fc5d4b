#include "MonthEnd.h"

#include "common/NameLookup.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster {

// lupdate reads the context from this declaration; calls name it as MonthEndText::tr.
struct MonthEndText
{
    Q_DECLARE_TR_FUNCTIONS(MonthEnd)
};

namespace {

// The untranslated code and the English name of each readiness level, in the order of the enum.
struct ReadinessText
{
    const char *code;
    const char *name;
};
constexpr ReadinessText readinessTexts[] = {{"full", QT_TRANSLATE_NOOP("MonthEnd", "Full maintenance")},
                                            {"low", QT_TRANSLATE_NOOP("MonthEnd", "Low readiness")},
                                            {"none", QT_TRANSLATE_NOOP("MonthEnd", "No maintenance")}};

constexpr int maxExplainedLines = 40; // a breakdown of a 100,000-element roster stays readable

QString factorText(CostFactor factor)
{
    return QStringLiteral("x%1").arg(formatNumber(factor.value()));
}

QString domainName(ElementDomain domain)
{
    switch (domain) {
    case ElementDomain::Land:
        return MonthEndText::tr("land");
    case ElementDomain::Air:
        return MonthEndText::tr("air");
    case ElementDomain::Naval:
        return MonthEndText::tr("naval");
    }
    return {};
}

// Step 1 for one line: what it costs this month, and the factors that made it.
struct LineCost
{
    Money cost;
    CostFactor season;
    CostFactor terrain;
};

LineCost lineCost(const MonthEndInput &in, const MaintainedLine &line)
{
    LineCost c;
    c.season = campaigningSeasonFactor(in.campaigningSeason, line.tl, line.domain);
    const bool feature = in.terrainFeatureForAll.value_or(line.terrainFeature);
    c.terrain = badTerrainFactor(in.terrain, feature, in.tiedToRoads, line.domain);
    const CostFactor both = c.season * c.terrain;
    c.cost = (line.maintain * line.count).scaled(both.numerator, both.denominator);
    return c;
}

QString explainLine(const MonthEndInput &in, const MaintainedLine &line, const LineCost &c)
{
    QString text = MonthEndText::tr("%1 (TL%2 %3): %4 x %5")
                       .arg(line.label)
                       .arg(line.tl)
                       .arg(domainName(line.domain))
                       .arg(line.count)
                       .arg(line.maintain.toShortString());
    if (!c.season.isOne())
        text += MonthEndText::tr(", %1 campaigning season").arg(factorText(c.season));
    // Shown whenever the terrain rule reaches the line, so that x1 with the Terrain feature is explained too.
    if (in.terrain && !in.tiedToRoads && line.domain == ElementDomain::Land) {
        const bool feature = in.terrainFeatureForAll.value_or(line.terrainFeature);
        text += feature
                    ? MonthEndText::tr(", %1 %2 (with its Terrain feature)")
                          .arg(factorText(c.terrain), terrainTypeName(*in.terrain))
                    : MonthEndText::tr(", %1 %2").arg(factorText(c.terrain), terrainTypeName(*in.terrain));
    }
    return text + QStringLiteral(" = %1").arg(c.cost.toShortString());
}

// Why no terrain factor applies, when the force is in bad terrain.
void explainTerrain(const MonthEndInput &in, Breakdown &b)
{
    if (!in.terrain)
        return;
    if (in.tiedToRoads)
        b.add(MonthEndText::tr("%1: no extra cost, the force stays on roads, rails or canals that bypass it")
                  .arg(terrainTypeName(*in.terrain)));
    else
        b.add(MonthEndText::tr("%1: x%2 for land elements, less 0.5 with the Terrain feature; air and naval "
                               "elements unaffected")
                  .arg(terrainTypeName(*in.terrain),
                       *in.terrain == TerrainType::Woodlands ? QStringLiteral("1.5") : QStringLiteral("2")));
}

// Steps 1-2; fills the fighting Maintain, its breakdown and the LS demand.
LogisticDemand fightingMaintain(const MonthEndInput &in, MonthEndResult &r)
{
    Money sum, naval, hired;
    Breakdown &b = r.fightingBreakdown;
    explainTerrain(in, b);
    for (qsizetype i = 0; i < in.lines.size(); ++i) {
        const MaintainedLine &line = in.lines.at(i);
        const LineCost c = lineCost(in, line);
        sum += c.cost;
        if (line.domain == ElementDomain::Naval)
            naval += c.cost;
        if (line.hired)
            hired += c.cost;
        if (i < maxExplainedLines)
            b.add(explainLine(in, line, c));
    }
    if (in.lines.size() > maxExplainedLines)
        b.add(MonthEndText::tr("... and %n more line(s)", nullptr, int(in.lines.size() - maxExplainedLines)));
    b.add(MonthEndText::tr("Lines: %1").arg(sum.toShortString()));
    switch (in.readiness) {
    case Readiness::Full:
        r.fightingMaintain = sum;
        r.hiredMaintain = hired;
        break;
    case Readiness::Low:
        r.fightingMaintain = sum.scaled(1, 2);
        r.hiredMaintain = hired.scaled(1, 2);
        naval = naval.scaled(1, 2);
        b.add(MonthEndText::tr("Low readiness: half, %1").arg(r.fightingMaintain.toShortString()));
        break;
    case Readiness::None:
        r.fightingMaintain = Money();
        naval = Money();
        b.add(MonthEndText::tr("No maintenance: $0"));
        break;
    }
    // The land side takes whatever rounding the halving left, so the two always sum to the whole.
    return {r.fightingMaintain - naval, naval};
}

// Step 3.
Money logisticsMaintain(const MonthEndInput &in, Breakdown &b)
{
    Money total;
    for (LogisticKind kind : allLogisticKinds) {
        const double ls = in.logistics.ls(kind);
        if (ls == 0)
            continue;
        const Money full = logisticMaintain(kind, ls);
        const CostFactor season =
            campaigningSeasonFactor(in.campaigningSeason, in.logisticTl, logisticDomain(kind));
        const Money cost = full.scaled(season.numerator, season.denominator);
        total += cost;
        QString text = MonthEndText::tr("%1 LS %2: 10% of %3 = %4")
                           .arg(logisticKindName(kind), formatNumber(ls),
                                logisticRaise(kind, ls).toShortString(), full.toShortString());
        if (!season.isOne())
            text += MonthEndText::tr(", x0.5 campaigning season (TL%1) = %2")
                        .arg(in.logisticTl)
                        .arg(cost.toShortString());
        b.add(text);
    }
    if (total == Money())
        b.add(MonthEndText::tr("No logistic force: $0"));
    else
        b.add(MonthEndText::tr("Logistic force: %1").arg(total.toShortString()));
    return total;
}

// Step 6.
void troopStrength(const MonthEndInput &in, MonthEndResult &r)
{
    for (const MaintainedLine &line : in.lines)
        r.tsBefore += line.forceTs;
    Breakdown &b = r.tsBreakdown;
    b.add(MonthEndText::tr("Force TS %1").arg(formatNumber(r.tsBefore)));
    double ts = r.tsBefore;
    if (in.readiness == Readiness::None) {
        r.casualtiesPercent = 5;
        ts *= 0.95;
        b.add(MonthEndText::tr("No maintenance: 5% casualties (breakdowns and desertion), %1")
                  .arg(formatNumber(ts)));
    }
    if (in.readiness != Readiness::Full) {
        ts *= 0.5;
        b.add(MonthEndText::tr("Reduced readiness: half TS, %1").arg(formatNumber(ts)));
    } else if (in.reducedLastMonth) {
        ts *= 0.5;
        b.add(MonthEndText::tr("Full maintenance again, but TS stays halved for one month: %1")
                  .arg(formatNumber(ts)));
    }
    r.tsAfter = ts;
}

} // namespace

QString readinessCode(Readiness readiness)
{
    return QLatin1String(readinessTexts[int(readiness)].code);
}

QString readinessName(Readiness readiness)
{
    return QCoreApplication::translate("MonthEnd", readinessTexts[int(readiness)].name);
}

std::optional<Readiness> readinessFromString(const QString &text)
{
    return findByName(allReadinessLevels, text, readinessCode);
}

MonthEndResult monthEnd(const MonthEndInput &in)
{
    MonthEndResult r;
    const LogisticDemand demand = fightingMaintain(in, r);
    r.logisticsMaintain = logisticsMaintain(in, r.logisticsBreakdown);

    r.administrationPercent = administrationModifierPercent(in.administration);
    r.administrationBreakdown = explainAdministration(in.administration);
    r.total = (r.fightingMaintain + r.logisticsMaintain).withPercent(r.administrationPercent);
    r.logisticsDue = r.logisticsMaintain.withPercent(r.administrationPercent);
    r.fightingDue = r.total - r.logisticsDue;
    // Rounded on its own, the hired part could pass the whole by a cent.
    r.hireDue = std::min(r.hiredMaintain.withPercent(r.administrationPercent), r.fightingDue);
    r.totalBreakdown.add(MonthEndText::tr("Fighting force %1 + logistic force %2 = %3")
                             .arg(r.fightingMaintain.toShortString(), r.logisticsMaintain.toShortString(),
                                  (r.fightingMaintain + r.logisticsMaintain).toShortString()));
    r.totalBreakdown.add(MonthEndText::tr("Administration %1%: %2")
                             .arg(formatModifier(r.administrationPercent), r.total.toShortString()));
    r.totalBreakdown.add(
        MonthEndText::tr("Paid first to the logistic force %1, then to the fighting force %2")
            .arg(r.logisticsDue.toShortString(), r.fightingDue.toShortString()));
    if (r.hireDue > Money())
        r.totalBreakdown.add(MonthEndText::tr("Of the fighting force's share, %1 is hire (mercenaries, and levies "
                                              "past their two months a year)")
                                 .arg(r.hireDue.toShortString()));

    r.support = checkLogisticSupport(in.logistics, demand, in.supplyLine);
    troopStrength(in, r);
    return r;
}

} // namespace muster
