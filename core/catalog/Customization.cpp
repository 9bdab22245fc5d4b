#include "Customization.h"

#include "catalog/RaiseTime.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace muster::Customization {

namespace {

// lupdate reads the context from this declaration; calls name it as CustomizationText::tr.
struct CustomizationText
{
    Q_DECLARE_TR_FUNCTIONS(Customization)
};

QString signedPercent(int percent)
{
    return percent >= 0 ? QStringLiteral("+%1%").arg(percent) : QStringLiteral("%1%").arg(percent);
}

constexpr int maxTl = 12;

} // namespace

Result<TlFactor> tlFactor(const ElementType &type, int tl)
{
    if (tl < 0 || tl > maxTl)
        return Error{CustomizationText::tr("TL must be between 0 and 12."), QStringLiteral("tl")};
    if (tl < type.tl) {
        if (type.lateTl5HalfTs && tl == 5)
            return TlFactor{0.5, CustomizationText::tr("late-TL5 version: half TS")};
        return Error{CustomizationText::tr("%1 is introduced at TL%2; it cannot be fielded at TL%3.")
                         .arg(type.name)
                         .arg(type.tl)
                         .arg(tl),
                     QStringLiteral("tl")};
    }
    TlFactor result;
    switch (type.scaling) {
    case TlScaling::HighTech: {
        const int doublings = std::max(0, std::min(tl, type.viableThroughTl) - type.tl);
        result.factor = std::ldexp(1.0, doublings);
        if (doublings > 0)
            result.explanation = CustomizationText::tr("x%1 for %2 TL(s) after introduction at TL%3")
                                     .arg(formatNumber(result.factor))
                                     .arg(doublings)
                                     .arg(type.tl);
        if (tl > type.viableThroughTl)
            result.explanation +=
                CustomizationText::tr(" (no further doubling past TL%1)").arg(type.viableThroughTl);
        break;
    }
    case TlScaling::LowTechDoubling:
    case TlScaling::LowTech: {
        if (type.scaling == TlScaling::LowTechDoubling) {
            const int doublings = std::min(tl, 5) - type.tl;
            result.factor = std::ldexp(1.0, doublings);
            if (doublings > 0)
                result.explanation =
                    CustomizationText::tr("x%1 for %2 TL(s) after introduction at TL%3 (doubles through TL5)")
                        .arg(formatNumber(result.factor))
                        .arg(doublings)
                        .arg(type.tl);
        }
        if (tl > 5) {
            const double upgrade = 1.0 + 0.25 * (tl - 5);
            result.factor *= upgrade;
            if (!result.explanation.isEmpty())
                result.explanation += QLatin1String("; ");
            result.explanation += CustomizationText::tr("x%1 low-tech upgrade (+25% per TL past TL5)")
                                      .arg(formatNumber(upgrade));
        }
        break;
    }
    }
    return result;
}

Status validate(const ElementType &type, const ElementRecord &r)
{
    if (auto factor = tlFactor(type, r.tl); !factor)
        return factor.error();
    if (r.has(Feature::Airborne) && !type.hasLandMobility())
        return Error{CustomizationText::tr("Airborne is only for elements with land mobility; %1 has none.")
                         .arg(type.name),
                     QStringLiteral("features")};
    if (r.has(Feature::Marine) && !type.hasLandMobility())
        return Error{CustomizationText::tr("Marine is only for elements with land mobility; %1 has none.")
                         .arg(type.name),
                     QStringLiteral("features")};
    if (r.has(Feature::AllWeather) && !type.hasAirMobility() && !type.hasWaterMobility() &&
        !r.has(Feature::Airborne))
        return Error{
            CustomizationText::tr("All-Weather needs air or water mobility or the Airborne feature."),
            QStringLiteral("features")};
    if (r.has(Feature::Hovercraft)) {
        if (r.tl < 7)
            return Error{CustomizationText::tr("Hovercraft is only available at TL7 and above."),
                         QStringLiteral("features")};
        if (!type.hasMobility(Mobility::Coast) && !type.hasMobility(Mobility::Motor))
            return Error{CustomizationText::tr("Hovercraft needs Coastal or Motorized mobility."),
                         QStringLiteral("features")};
    }
    if (r.has(Feature::SuperSoldier) && type.ts <= 0)
        return Error{CustomizationText::tr("Super-Soldier cannot be given to an element with TS 0."),
                     QStringLiteral("features")};
    if (r.has(Feature::Flagship) && !type.classes.contains(SpecialClass::Nav))
        return Error{CustomizationText::tr("Only a Naval element can be a Flagship."),
                     QStringLiteral("features")};
    if (r.has(Feature::Mercenary) && r.has(Feature::Levy))
        return Error{CustomizationText::tr(
                         "An element is either hired (Mercenary) or obliged to serve (Levy), not both."),
                     QStringLiteral("features")};
    if (r.has(Feature::Hero) && !(r.heroMultiplier > 0))
        return Error{CustomizationText::tr("The Hero TS multiplier must be greater than 0."),
                     QStringLiteral("hero_multiplier")};
    if (r.heroCostPercent < percentFloor || r.disloyalPercent < percentFloor)
        return Error{CustomizationText::tr("A GM-assigned cost modifier cannot be below -80%."),
                     QStringLiteral("features")};
    for (SpecialClass c : allSpecialClasses) {
        if (!r.addedNeutralizes.contains(c))
            continue;
        if (type.classes.contains(c))
            return Error{CustomizationText::tr("%1 belongs to the %2 class, so it cannot neutralize %2.")
                             .arg(type.name, specialClassCode(c)),
                         QStringLiteral("features")};
        if (type.neutralizes.contains(c))
            return Error{
                CustomizationText::tr("%1 already neutralizes %2.").arg(type.name, specialClassCode(c)),
                QStringLiteral("features")};
    }
    return success();
}

QStringList advisories(const ElementRecord &r)
{
    QStringList notes;
    for (SpecialClass c : {SpecialClass::Arm, SpecialClass::Air, SpecialClass::Cv, SpecialClass::F}) {
        if (r.addedNeutralizes.contains(c))
            notes << CustomizationText::tr(
                         "Adding Neutralize (%1) is not recommended: that ability should come "
                         "with the element type itself.")
                         .arg(specialClassCode(c));
    }
    if (r.has(Feature::Fanatic) && (r.troops == TroopQuality::Average || r.troops == TroopQuality::Inferior))
        notes << CustomizationText::tr(
            "Fanatics are usually raised as Good or Elite troops (at a reduced premium).");
    return notes;
}

// Every percentage modifier of a record, in the text's order: visit(label, raise%, maintain%). The sums
// and the breakdown both come from here; label(forRaise) builds the description only when it is wanted.
template <typename Visit> static void forEachPercentModifier(const ElementRecord &r, Visit visit)
{
    for (Feature f : allFeatures) {
        if (r.has(f))
            visit([f](bool) { return featureName(f); }, featureCost(f).raise, featureCost(f).maintain);
    }
    for (SpecialClass c : allSpecialClasses) {
        if (r.addedNeutralizes.contains(c))
            visit([c](bool) { return CustomizationText::tr("Neutralize (%1)").arg(specialClassCode(c)); },
                  neutralizeCost.raise, neutralizeCost.maintain);
    }
    for (TerrainType t : allTerrainTypes) {
        if (r.hasTerrain(t))
            visit([t](bool) { return CustomizationText::tr("Terrain (%1)").arg(terrainTypeName(t)); },
                  terrainCost.raise, terrainCost.maintain);
    }
    if (r.has(Feature::Disloyal))
        visit([](bool) { return CustomizationText::tr("Disloyal (GM-assigned)"); }, r.disloyalPercent,
              r.disloyalPercent);
    if (r.has(Feature::Hero))
        visit([](bool) { return CustomizationText::tr("Hero (GM-assigned)"); }, r.heroCostPercent,
              r.heroCostPercent);
    const QualityModifiers equipment = equipmentModifiers(r.equipment);
    visit([&r](bool) { return CustomizationText::tr("%1 equipment").arg(equipmentQualityName(r.equipment)); },
          equipment.raise, equipment.maintain);
    const bool fanatic = r.has(Feature::Fanatic);
    const QualityModifiers troops = troopModifiers(r.troops, fanatic);
    visit(
        [&r, fanatic](bool forRaise) {
            QString label = CustomizationText::tr("%1 troops").arg(troopQualityName(r.troops));
            if (forRaise && fanatic && (r.troops == TroopQuality::Good || r.troops == TroopQuality::Elite))
                label += CustomizationText::tr(" (halved for Fanatic)");
            return label;
        },
        troops.raise, troops.maintain);
}

PercentSums percentSums(const ElementRecord &r)
{
    PercentSums sums;
    forEachPercentModifier(r, [&sums](auto &&, int raise, int maintain) {
        sums.raise += raise;
        sums.maintain += maintain;
    });
    return sums;
}

static void explainPercents(Breakdown &breakdown, const ElementRecord &r, bool forRaise)
{
    forEachPercentModifier(r, [&](auto &&label, int raise, int maintain) {
        const int percent = forRaise ? raise : maintain;
        if (percent != 0)
            breakdown.add(QStringLiteral("  %1 %2").arg(signedPercent(percent), label(forRaise)));
    });
}

Result<ElementStats> compute(const ElementType &type, const ElementRecord &r, Detail detail)
{
    const bool explain = detail == Detail::WithBreakdown;
    if (Status valid = validate(type, r); !valid)
        return valid.error();
    ElementStats s;
    s.support = type.support;
    s.classes = type.classes;
    s.c3iOnly = type.classes == ClassSet{SpecialClass::C3I};
    s.neutralizes = type.neutralizes.united(r.addedNeutralizes);
    s.transport = type.transport;
    s.wt = type.wt;
    s.mobility = type.mobility;
    s.impetuous = r.isImpetuous();
    s.fanatic = r.has(Feature::Fanatic);
    s.disloyal = r.has(Feature::Disloyal);
    s.flagship = r.has(Feature::Flagship);

    // TS: base x TL factor, x2 Super-Soldier, x (1 + equipment% + troop%), x Hero multiplier.
    const TlFactor tl = tlFactor(type, r.tl).value();
    double ts = type.ts;
    if (explain)
        s.tsBreakdown.add(CustomizationText::tr("Base TS %1 (%2, TL%3)")
                              .arg(formatNumber(type.ts), type.name)
                              .arg(type.tl));
    if (tl.factor != 1.0) {
        ts *= tl.factor;
        if (explain)
            s.tsBreakdown.add(
                CustomizationText::tr("%1 at TL%2: %3").arg(tl.explanation).arg(r.tl).arg(formatNumber(ts)));
    }
    if (r.has(Feature::SuperSoldier)) {
        ts *= 2;
        if (explain)
            s.tsBreakdown.add(CustomizationText::tr("x2 Super-Soldier: %1").arg(formatNumber(ts)));
    }
    const int qualityPercent = equipmentModifiers(r.equipment).ts + troopModifiers(r.troops, false).ts;
    if (qualityPercent != 0) {
        ts *= 1.0 + qualityPercent / 100.0;
        if (explain)
            s.tsBreakdown.add(CustomizationText::tr("%1 quality (%2 equipment %3, %4 troops %5): %6")
                                  .arg(signedPercent(qualityPercent), equipmentQualityName(r.equipment),
                                       signedPercent(equipmentModifiers(r.equipment).ts),
                                       troopQualityName(r.troops),
                                       signedPercent(troopModifiers(r.troops, false).ts), formatNumber(ts)));
    }
    if (r.has(Feature::Hero) && r.heroMultiplier != 1.0) {
        ts *= r.heroMultiplier;
        if (explain)
            s.tsBreakdown.add(CustomizationText::tr("x%1 Hero (GM-assigned): %2")
                                  .arg(formatNumber(r.heroMultiplier), formatNumber(ts)));
    }
    s.ts = ts;
    if (s.support && explain)
        s.tsBreakdown.add(
            s.c3iOnly
                ? CustomizationText::tr("Support TS, C3I only: counts 0 toward force TS, full toward C3I")
                : CustomizationText::tr(
                      "Support TS: counts 10% toward force TS, full toward class superiority"));

    // Costs: base x (1 + summed percentages, floored at -80%); TL never changes cost.
    const PercentSums sums = percentSums(r);
    const int raisePercent = std::max(percentFloor, sums.raise);
    const int maintainPercent = std::max(percentFloor, sums.maintain);
    if (explain) {
        s.raiseBreakdown.add(CustomizationText::tr("Base Raise %1").arg(type.raise.toShortString()));
        explainPercents(s.raiseBreakdown, r, true);
        s.maintainBreakdown.add(CustomizationText::tr("Base Maintain %1").arg(type.maintain.toShortString()));
        explainPercents(s.maintainBreakdown, r, false);
    }
    const Money raise = type.raise.withPercent(raisePercent);
    Money maintain = type.maintain.withPercent(maintainPercent);
    auto total = [](int sum, int applied) {
        return sum == applied ? CustomizationText::tr("Total %1").arg(signedPercent(applied))
                              : CustomizationText::tr("Total %1, floored at %2")
                                    .arg(signedPercent(sum), signedPercent(applied));
    };
    if (explain) {
        s.raiseBreakdown.add(
            QStringLiteral("%1: %2").arg(total(sums.raise, raisePercent), raise.toShortString()));
        s.maintainBreakdown.add(
            QStringLiteral("%1: %2").arg(total(sums.maintain, maintainPercent), maintain.toShortString()));
    }

    s.raise = raise;
    if (r.has(Feature::Mercenary)) {
        s.raise = Money();
        if (explain)
            s.raiseBreakdown.add(CustomizationText::tr("Mercenary: hired, not raised: $0"));
    } else if (r.has(Feature::Levy) && r.levyRaiseWaived) {
        s.raise = Money();
        if (explain)
            s.raiseBreakdown.add(CustomizationText::tr("Levy: the GM waived the initial grant: $0"));
    }

    const bool paidAsMercenary =
        r.has(Feature::Mercenary) || (r.has(Feature::Levy) && r.levyService == LevyService::Extended);
    if (paidAsMercenary) {
        const bool longContract = r.mercenaryLongContract;
        maintain = longContract ? maintain.scaled(5, 4) : maintain.scaled(3, 2);
        if (explain)
            s.maintainBreakdown.add(
                (longContract
                     ? CustomizationText::tr("x1.25 Mercenary hire on a contract of a year or more: %1")
                     : CustomizationText::tr("x1.5 Mercenary hire: %1"))
                    .arg(maintain.toShortString()));
    } else if (r.has(Feature::Levy)) {
        if (r.levyService == LevyService::NearHome) {
            maintain = Money();
            if (explain)
                s.maintainBreakdown.add(CustomizationText::tr("Levy within two days of home: $0"));
        } else {
            maintain = maintain.scaled(1, 2);
            if (explain)
                s.maintainBreakdown.add(
                    CustomizationText::tr("Levy farther from home: half, %1").arg(maintain.toShortString()));
        }
    }
    s.maintain = maintain;

    // Hired mercenaries and levies whose grant was waived are not raised at all.
    s.raiseTime = s.raise.cents() == 0 && type.raise.cents() > 0 ? RaiseTime{} : raiseTimeFor(s.raise);
    return s;
}

} // namespace muster::Customization
