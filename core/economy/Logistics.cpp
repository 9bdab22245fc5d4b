#include "Logistics.h"

#include "common/NameLookup.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {

struct SupplyLineSpelling
{
    SupplyLine line;
    const char *code;
};
constexpr SupplyLineSpelling supplyLineCodes[] = {
    {SupplyLine::Overland, "overland"}, {SupplyLine::ByWater, "by-water"}, {SupplyLine::AtPort, "at-port"}};

} // namespace

QString supplyLineCode(SupplyLine line)
{
    for (const SupplyLineSpelling &c : supplyLineCodes) {
        if (c.line == line)
            return QLatin1String(c.code);
    }
    return {};
}

std::optional<SupplyLine> supplyLineFromCode(const QString &text)
{
    for (const SupplyLineSpelling &c : supplyLineCodes) {
        if (text == QLatin1String(c.code))
            return c.line;
    }
    return std::nullopt;
}

// lupdate reads the context from this declaration; calls name it as LogisticsText::tr.
struct LogisticsText
{
    Q_DECLARE_TR_FUNCTIONS(Logistics)
};

namespace {

constexpr qint64 centsPerLs = 100'000; // LS 1 supports $1K of Maintain

// Cost to Raise: $5K x LS, twice that for naval LS, four times for air LS.
qint64 raiseFactor(LogisticKind kind)
{
    switch (kind) {
    case LogisticKind::Land:
        return 5;
    case LogisticKind::Naval:
        return 10;
    case LogisticKind::Air:
        return 20;
    }
    return 5;
}

// The untranslated code and the English name of each kind, in the order of the enum.
struct KindText
{
    const char *code;
    const char *name;
};
constexpr KindText kindTexts[] = {{"land", QT_TRANSLATE_NOOP("Logistics", "Land Logistics")},
                                  {"naval", QT_TRANSLATE_NOOP("Logistics", "Naval Logistics")},
                                  {"air", QT_TRANSLATE_NOOP("Logistics", "Air Logistics")}};

QString ls(Money supported)
{
    return formatNumber(logisticStrength(supported));
}

} // namespace

QString logisticKindCode(LogisticKind kind)
{
    return QLatin1String(kindTexts[int(kind)].code);
}

QString logisticKindName(LogisticKind kind)
{
    return QCoreApplication::translate("Logistics", kindTexts[int(kind)].name);
}

std::optional<LogisticKind> logisticKindFromString(const QString &text)
{
    return findByName(allLogisticKinds, text, logisticKindCode);
}

Money supportedMaintain(double ls)
{
    return Money::fromCents(std::llround(ls * double(centsPerLs)));
}

double logisticStrength(Money supported)
{
    return double(supported.cents()) / double(centsPerLs);
}

Money logisticRaise(LogisticKind kind, double ls)
{
    // One rounding (LS to the cent of Maintain it supports), then exact: $5K per LS is 5 x $1K.
    return supportedMaintain(ls) * raiseFactor(kind);
}

Money logisticMaintain(LogisticKind kind, double ls)
{
    return logisticRaise(kind, ls).scaled(1, 10);
}

double LogisticForce::ls(LogisticKind kind) const
{
    switch (kind) {
    case LogisticKind::Land:
        return land;
    case LogisticKind::Naval:
        return naval;
    case LogisticKind::Air:
        return air;
    }
    return 0;
}

Money LogisticForce::raise() const
{
    Money total;
    for (LogisticKind kind : allLogisticKinds)
        total += logisticRaise(kind, ls(kind));
    return total;
}

Money LogisticForce::maintain() const
{
    Money total;
    for (LogisticKind kind : allLogisticKinds)
        total += logisticMaintain(kind, ls(kind));
    return total;
}

LogisticSupport checkLogisticSupport(const LogisticForce &logistics, const LogisticDemand &demand,
                                     SupplyLine line)
{
    // Everything in cents of Maintain so that LS 5,500 against $5,500K is exactly enough. Restricted
    // pools are spent first and air LS, which serves anything, covers what is left.
    const Money land = supportedMaintain(logistics.land), naval = supportedMaintain(logistics.naval),
                air = supportedMaintain(logistics.air);
    const Money needLand = demand.landSide, needNaval = demand.naval;
    // A force without naval elements counts as a land force, even when it is empty.
    const bool hasLandSide = needLand > Money() || needNaval == Money();
    const bool hasNaval = needNaval > Money();

    LogisticSupport s;
    s.required = logisticStrength(demand.total());
    s.breakdown.add(
        LogisticsText::tr("LS required: the fighting force's Maintain %1 = LS %2 (land and air "
                          "elements %3, naval elements %4)")
            .arg(demand.total().toShortString(), ls(demand.total()), ls(needLand), ls(needNaval)));

    const Money forNaval = std::min(needNaval, naval); // naval LS serves naval elements wherever they are
    Money forLand, landLeft = land, navalLeft = naval - forNaval;
    switch (line) {
    case SupplyLine::Overland:
        forLand = std::min(needLand, land);
        landLeft = land - forLand;
        s.breakdown.add(LogisticsText::tr("Overland: land LS %1 serves land and air elements; naval LS %2 "
                                          "serves naval elements only")
                            .arg(ls(land), ls(naval)));
        break;
    case SupplyLine::ByWater:
        // Each LS delivered across the water needs one land LS and one naval LS.
        forLand = std::min({needLand, land, navalLeft});
        landLeft = land - forLand;
        navalLeft -= forLand;
        s.breakdown.add(LogisticsText::tr("Supply line over water: land LS %1 counts only paired with an "
                                          "equal naval LS (%2)")
                            .arg(ls(land), ls(naval)));
        break;
    case SupplyLine::AtPort: {
        const Money byLand = std::min(needLand, land);
        const Money byNaval = std::min(needLand - byLand, navalLeft);
        forLand = byLand + byNaval;
        landLeft = land - byLand;
        navalLeft -= byNaval;
        s.breakdown.add(LogisticsText::tr("At a port: land LS %1 or naval LS %2 serves land and air elements")
                            .arg(ls(land), ls(naval)));
        break;
    }
    }
    const Money uncovered = demand.total() - forLand - forNaval;
    const Money byAir = std::min(uncovered, air);
    const Money shortfall = uncovered - byAir;
    s.shortfall = logisticStrength(shortfall);
    if (shortfall > Money()) {
        // LS left over in a pool that cannot serve the uncovered elements is of no use to them.
        s.available = logisticStrength(demand.total() - shortfall);
        s.breakdown.add(LogisticsText::tr("LS available: %1 (land and air elements %2, naval elements %3, of "
                                          "which air LS %4)")
                            .arg(formatNumber(s.available), ls(forLand), ls(forNaval), ls(byAir)));
        s.breakdown.add(LogisticsText::tr("Shortfall: LS %1 of the fighting force's Maintain cannot be "
                                          "delivered")
                            .arg(formatNumber(s.shortfall)));
        return s;
    }
    // Enough: count every LS that could serve more of this force's elements.
    Money spare = air - byAir;
    switch (line) {
    case SupplyLine::Overland:
        spare += (hasLandSide ? landLeft : Money()) + (hasNaval ? navalLeft : Money());
        break;
    case SupplyLine::ByWater:
        spare += hasNaval ? navalLeft : std::min(landLeft, navalLeft);
        break;
    case SupplyLine::AtPort:
        spare += (hasLandSide ? landLeft : Money()) + navalLeft;
        break;
    }
    s.available = logisticStrength(demand.total() + spare);
    s.breakdown.add(LogisticsText::tr("LS available: %1 (air LS %2 included)")
                        .arg(formatNumber(s.available), formatNumber(logistics.air)));
    s.breakdown.add(LogisticsText::tr("No shortfall: the logistic force can deliver all of it"));
    return s;
}

} // namespace muster
