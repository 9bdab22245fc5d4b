#include "ForceComparison.h"

#include "battle/gurps/CombatTables.h"
#include "battle/gurps/FieldedSetup.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace muster::gurps {

namespace {

struct ComparisonText
{
    Q_DECLARE_TR_FUNCTIONS(ForceComparison)
};

constexpr size_t idx(SpecialClass c)
{
    return size_t(c);
}

// One element's TS multiplier under the situation, with the reasons that changed it.
struct ElementFactor
{
    double factor = 1;
    bool night = false, weather = false, terrain = false, river = false;
};

bool airborneUsable(const BattleElement &e, const TsSituation &situation)
{
    return e.airborne && (!situation.badWeather || e.allWeather);
}

bool crossesRiverUnhindered(const BattleElement &e, const TsSituation &situation)
{
    return e.hasAirOrWaterMobility() || e.classes.contains(SpecialClass::Eng) || airborneUsable(e, situation) ||
           e.marine;
}

ElementFactor factorFor(const BattleElement &e, const BattleConditions &conditions, const TsSituation &situation)
{
    ElementFactor f;
    // Nocturnal elements treat night as day and day as night; the Night feature ("Day" for them) cancels it.
    if (!situation.ignoreLightAndWeather && situation.night != e.nocturnal && !e.night) {
        f.factor *= 0.5;
        f.night = true;
    }
    if (situation.badWeather && e.hasAirOrWaterMobility() && !e.allWeather) {
        f.factor *= 0.5;
        f.weather = true;
    }
    if (const auto feature = terrainFeatureFor(conditions.terrain); feature && e.terrains.contains(*feature)) {
        f.factor *= 2;
        f.terrain = true;
    }
    return f;
}

// The TS a side fields, element by element, before revolts.
struct FieldedSide
{
    double ts = 0;
    std::array<double, specialClassCount> ownClassTs{};
    std::array<double, specialClassCount> neutralizingTs{};
    double disloyalTs = 0;
    std::array<double, specialClassCount> disloyalClassTs{};
    ClassSet fielded; // classes the side has elements of
    Breakdown breakdown;
};

ClassSet classesFielded(const SideSetup &side)
{
    ClassSet set;
    if (side.estimated) {
        for (SpecialClass c : allSpecialClasses) {
            if (side.estimate.classTs.at(idx(c)) > 0)
                set.insert(c);
        }
        return set;
    }
    for (const BattleElement &e : side.elements) {
        if (e.count > 0 && e.ts > 0)
            set = set.united(e.classes);
    }
    return set;
}

FieldedSide fieldSide(const BattleSetup &setup, int sideIndex, const TsSituation &situation, ClassSet enemyFields)
{
    const SideSetup &side = setup.sides.at(size_t(sideIndex));
    const BattleConditions &conditions = setup.conditions;
    FieldedSide fielded;
    const double readiness = side.lowReadiness ? 0.5 : 1.0;
    if (side.estimated) {
        fielded.ts = side.estimate.ts * readiness;
        for (SpecialClass c : allSpecialClasses)
            fielded.ownClassTs.at(idx(c)) = side.estimate.classTs.at(idx(c)) * readiness;
        fielded.breakdown.add(ComparisonText::tr("Estimated TS %1 (no element modifiers)").arg(formatTs(side.estimate.ts)));
        if (side.lowReadiness)
            fielded.breakdown.add(ComparisonText::tr("Reduced readiness: half TS"));
        return fielded;
    }

    // River crossing: the attacker picks which hindered elements his engineers' 5 x WT covers; the
    // strongest ones, naturally.
    const bool crossing = situation.riverAttacker == sideIndex;
    int exemptElements = 0;
    QList<int> exemptionOrder; // element indexes, strongest first
    if (crossing) {
        double engineeringWt = 0;
        for (const BattleElement &e : side.elements) {
            if (e.classes.contains(SpecialClass::Eng))
                engineeringWt += e.wt * e.count;
        }
        exemptElements = int(std::floor(5 * engineeringWt));
        for (int i = 0; i < side.elements.size(); ++i)
            exemptionOrder << i;
        std::stable_sort(exemptionOrder.begin(), exemptionOrder.end(), [&](int a, int b) {
            return side.elements.at(a).forceTs() > side.elements.at(b).forceTs();
        });
    }
    QList<int> exemptCount(side.elements.size(), 0);
    if (crossing) {
        int left = exemptElements;
        for (int i : exemptionOrder) {
            const BattleElement &e = side.elements.at(i);
            if (crossesRiverUnhindered(e, situation))
                continue;
            const int n = std::min(left, e.count);
            exemptCount[i] = n;
            left -= n;
        }
    }

    const bool badCavalryTerrain = isBadTerrainForCavalry(conditions.terrain) || conditions.denseTerrain;
    // "Playing Out a Siege": Artillery on either side adds its entire TS, support or not.
    const auto fullTs = [&setup](const BattleElement &e) {
        return setup.special.isSiege() && e.classes.contains(SpecialClass::Art);
    };
    double full = 0, nightLoss = 0, weatherLoss = 0, terrainGain = 0, riverLoss = 0, artilleryGain = 0;
    for (int i = 0; i < side.elements.size(); ++i) {
        const BattleElement &e = side.elements.at(i);
        const ElementFactor f = factorFor(e, conditions, situation);
        double hinderedCount = 0;
        if (crossing && !crossesRiverUnhindered(e, situation))
            hinderedCount = e.count - exemptCount.at(i);
        // Per element: full TS x factor, halved again for the hindered ones.
        const double each = e.ts * f.factor * readiness;
        const double classWeight = each * (e.count - hinderedCount) + each * 0.5 * hinderedCount;
        const bool support = e.support && !fullTs(e);
        const double forceWeight = support ? (e.c3iOnly ? 0.0 : classWeight * 0.1) : classWeight;
        fielded.ts += forceWeight;

        const double ordinary = e.forceTs() * e.count * readiness;
        const double base = support ? ordinary : e.ts * e.count * readiness;
        full += ordinary;
        artilleryGain += base - ordinary;
        double step = base;
        if (f.night) {
            nightLoss += step * 0.5;
            step *= 0.5;
        }
        if (f.weather) {
            weatherLoss += step * 0.5;
            step *= 0.5;
        }
        if (f.terrain) {
            terrainGain += step;
            step *= 2;
        }
        riverLoss += step - forceWeight;

        if (e.disloyal) {
            fielded.disloyalTs += forceWeight;
        }
        const bool neutralizing = !e.neutralizes.isEmpty() &&
                                  std::any_of(allSpecialClasses.cbegin(), allSpecialClasses.cend(), [&](SpecialClass c) {
                                      return e.neutralizes.contains(c) && enemyFields.contains(c);
                                  });
        for (SpecialClass c : allSpecialClasses) {
            double contribution = 0;
            if (neutralizing) {
                if (e.neutralizes.contains(c) && enemyFields.contains(c))
                    fielded.neutralizingTs.at(idx(c)) += classWeight;
                continue;
            }
            if (!e.classes.contains(c))
                continue;
            if (c == SpecialClass::Cv && badCavalryTerrain &&
                (e.mobility.contains(Mobility::Motor) || e.mobility.contains(Mobility::Mtd)))
                continue;
            contribution = classWeight;
            fielded.ownClassTs.at(idx(c)) += contribution;
            if (e.disloyal)
                fielded.disloyalClassTs.at(idx(c)) += contribution;
        }
        if (e.count > 0)
            fielded.fielded = fielded.fielded.united(e.classes);
    }

    fielded.breakdown.add(ComparisonText::tr("Force TS %1 (support at 10%, C3I-only support at 0)").arg(formatTs(full)));
    if (artilleryGain > 0)
        fielded.breakdown.add(ComparisonText::tr("Siege: Artillery adds its entire TS (+%1)").arg(formatTs(artilleryGain)));
    if (side.lowReadiness)
        fielded.breakdown.add(ComparisonText::tr("Reduced readiness: every element at half TS"));
    if (nightLoss > 0)
        fielded.breakdown.add(situation.night ? ComparisonText::tr("Night: elements without Night at half TS (-%1)").arg(formatTs(nightLoss))
                                              : ComparisonText::tr("Daylight: Nocturnal elements at half TS (-%1)").arg(formatTs(nightLoss)));
    if (weatherLoss > 0)
        fielded.breakdown.add(ComparisonText::tr("Bad weather: air and water elements without All-Weather at half TS (-%1)")
                                  .arg(formatTs(weatherLoss)));
    if (terrainGain > 0)
        fielded.breakdown.add(ComparisonText::tr("Terrain (%1): elements with the Terrain feature at double TS (+%2)")
                                  .arg(battleTerrainName(conditions.terrain), formatTs(terrainGain)));
    if (riverLoss > 1e-9)
        fielded.breakdown.add(ComparisonText::tr("Attacking across a river: hindered elements at half TS (-%1); "
                                                 "engineers cover %n element(s)", nullptr, exemptElements)
                                  .arg(formatTs(riverLoss)));
    return fielded;
}

int superiorityFor(double mine, double theirs, double enemyForceTs, SpecialClass c, const BattleSetup &setup)
{
    if (mine <= 0 || mine < 0.01 * enemyForceTs)
        return 0;
    const int odds = theirs <= 0 ? 5 : int(std::floor(mine / theirs));
    int bonus = superiorityBonus(odds);
    const bool needsPlanning = c == SpecialClass::Air || c == SpecialClass::Art || c == SpecialClass::C3I;
    if (setup.start.kind == BattleKind::Encounter && needsPlanning)
        bonus = std::max(0, bonus - 1);
    return bonus;
}

} // namespace

bool superiorityCounts(SpecialClass specialClass, const BattleSetup &setup)
{
    const SpecialBattle &special = setup.special;
    if (special.isNavalBattle())
        return specialClass == SpecialClass::Air || specialClass == SpecialClass::Art ||
               specialClass == SpecialClass::C3I || specialClass == SpecialClass::Nav;
    switch (specialClass) {
    case SpecialClass::Cv:
        return !special.isSiege();
    case SpecialClass::Eng:
        return (setup.start.kind == BattleKind::Pitched &&
                (setup.sides[0].encamped || setup.sides[1].encamped)) ||
               setup.conditions.terrain == BattleTerrain::BuiltUp || special.isSiege() ||
               special.isAmphibiousAssault();
    case SpecialClass::Nav:
        return special.isAmphibiousAssault();
    case SpecialClass::Rec:
        return false;
    default:
        return true;
    }
}

ForceComparison compareForces(const BattleSetup &original, const TsSituation &asGiven)
{
    TsSituation situation = asGiven;
    if (situation.ignoreLightAndWeather) {
        situation.night = false;
        situation.badWeather = false;
    }
    const FieldedSetup fieldedBattle = fieldedSetup(original, situation.badWeather);
    const BattleSetup &setup = fieldedBattle.setup;
    ForceComparison comparison;
    const std::array<ClassSet, 2> fields = {classesFielded(setup.sides[0]), classesFielded(setup.sides[1])};
    std::array<FieldedSide, 2> fielded = {fieldSide(setup, 0, situation, fields[1]),
                                          fieldSide(setup, 1, situation, fields[0])};
    // Rebels fight for the other side, and their classes go with them.
    for (int s = 0; s < 2; ++s) {
        if (!situation.revolted.at(size_t(s)))
            continue;
        FieldedSide &from = fielded.at(size_t(s));
        FieldedSide &to = fielded.at(size_t(otherSide(s)));
        from.ts -= from.disloyalTs;
        to.ts += from.disloyalTs;
        for (SpecialClass c : allSpecialClasses) {
            from.ownClassTs.at(idx(c)) -= from.disloyalClassTs.at(idx(c));
            to.ownClassTs.at(idx(c)) += from.disloyalClassTs.at(idx(c));
        }
        from.breakdown.add(ComparisonText::tr("Disloyal elements revolted: -%1").arg(formatTs(from.disloyalTs)));
        to.breakdown.add(ComparisonText::tr("Enemy rebels join: +%1").arg(formatTs(from.disloyalTs)));
    }

    const bool quickAndDirty = (setup.sides[0].estimated && !setup.sides[0].estimate.hasClassTotals()) ||
                               (setup.sides[1].estimated && !setup.sides[1].estimate.hasClassTotals());
    comparison.superiorityCounted = !quickAndDirty;

    for (int s = 0; s < 2; ++s) {
        SideStrength &strength = comparison.sides.at(size_t(s));
        strength.ts = fielded.at(size_t(s)).ts;
        strength.tsBreakdown = fieldedBattle.notes.at(size_t(s));
        strength.tsBreakdown.steps << fielded.at(size_t(s)).breakdown.steps;
        strength.tsBreakdown.add(ComparisonText::tr("= TS %1").arg(formatTs(strength.ts)));
    }
    // Neutralizers lift the weaker side in a class up to parity, never past it.
    for (SpecialClass c : allSpecialClasses) {
        for (int s = 0; s < 2; ++s) {
            const double mine = fielded.at(size_t(s)).ownClassTs.at(idx(c));
            const double theirs = fielded.at(size_t(otherSide(s))).ownClassTs.at(idx(c));
            double effective = mine;
            if (mine < theirs)
                effective = std::min(mine + fielded.at(size_t(s)).neutralizingTs.at(idx(c)), theirs);
            comparison.sides.at(size_t(s)).classTs.at(idx(c)) = effective;
        }
    }

    const double ts0 = comparison.sides[0].ts, ts1 = comparison.sides[1].ts;
    const int stronger = ts0 >= ts1 ? 0 : 1;
    const double larger = std::max(ts0, ts1), smaller = std::min(ts0, ts1);
    comparison.oddsFactor = smaller > 0 ? larger / smaller : (larger > 0 ? 1e9 : 1);
    for (int s = 0; s < 2; ++s) {
        SideStrength &strength = comparison.sides.at(size_t(s));
        const SideStrength &enemy = comparison.sides.at(size_t(otherSide(s)));
        strength.relativeTsBonus = s == stronger && larger > smaller ? relativeTsBonus(comparison.oddsFactor) : 0;
        if (strength.relativeTsBonus > 0)
            strength.bsmBreakdown.add(ComparisonText::tr("Relative TS %1 vs %2 (%3:1): %4")
                                          .arg(formatTs(strength.ts), formatTs(enemy.ts),
                                               QString::number(comparison.oddsFactor, 'f', 2),
                                               formatModifier(strength.relativeTsBonus)));
        int total = strength.relativeTsBonus;
        for (SpecialClass c : allSpecialClasses) {
            if (quickAndDirty)
                continue;
            const double mine = strength.classTs.at(idx(c));
            const double theirs = enemy.classTs.at(idx(c));
            const int bonus = superiorityFor(mine, theirs, enemy.ts, c, setup);
            strength.superiority.at(idx(c)) = bonus;
            if (bonus > 0 && superiorityCounts(c, setup)) {
                total += bonus;
                strength.bsmBreakdown.add(ComparisonText::tr("%1 superiority (%2 vs %3): %4")
                                              .arg(specialClassName(c), formatTs(mine), formatTs(theirs),
                                                   formatModifier(bonus)));
            }
        }
        strength.basicStrategyModifier = total;
        if (quickAndDirty)
            strength.bsmBreakdown.add(ComparisonText::tr("Estimated forces: special class superiority skipped"));
        strength.bsmBreakdown.add(ComparisonText::tr("Basic Strategy Modifier: %1").arg(formatModifier(total)));
    }
    return comparison;
}

double disloyalPercent(const SideSetup &side)
{
    if (side.estimated)
        return 0;
    double total = 0, disloyal = 0;
    for (const BattleElement &e : side.elements) {
        total += e.forceTs() * e.count;
        if (e.disloyal)
            disloyal += e.forceTs() * e.count;
    }
    return total > 0 ? 100.0 * disloyal / total : 0;
}

namespace {

template <typename Pick> double shareOf(const SideSetup &side, Pick pick)
{
    if (side.estimated)
        return 0;
    double total = 0, picked = 0;
    qint64 count = 0, pickedCount = 0;
    for (const BattleElement &e : side.elements) {
        total += e.forceTs() * e.count;
        count += e.count;
        if (pick(e)) {
            picked += e.forceTs() * e.count;
            pickedCount += e.count;
        }
    }
    const double byTs = total > 0 ? 100.0 * picked / total : 0;
    const double byCount = count > 0 ? 100.0 * double(pickedCount) / double(count) : 0;
    return std::max(byTs, byCount);
}

} // namespace

double impetuousPercent(const SideSetup &side)
{
    return shareOf(side, [](const BattleElement &e) { return e.impetuous || e.fanatic; });
}

double fanaticPercent(const SideSetup &side)
{
    return shareOf(side, [](const BattleElement &e) { return e.fanatic; });
}

std::optional<int> impetuousLeadershipPenalty(const SideSetup &side)
{
    const double percent = impetuousPercent(side);
    return percent >= 10.0 ? std::optional(int(percent / 10.0)) : std::nullopt;
}

std::optional<int> fanaticLeadershipPenalty(const SideSetup &side)
{
    const double percent = fanaticPercent(side);
    return percent >= 10.0 ? std::optional(int(percent / 10.0)) : std::nullopt;
}

std::optional<int> revoltChance(const SideSetup &side)
{
    const double percent = disloyalPercent(side);
    return percent > 10.0 ? std::optional(int(std::floor(percent / 10.0 + 2.0))) : std::nullopt;
}

} // namespace muster::gurps
