#include "ReconRoster.h"

#include "battle/gurps/ForceComparison.h"

#include <algorithm>

namespace muster::gurps {

namespace {

bool isFlying(const BattleElement &e)
{
    return std::any_of(e.mobility.cbegin(), e.mobility.cend(), [](Mobility m) { return isAirMobility(m); });
}

template <typename Predicate> ElementShare shareOf(const QList<BattleElement> &elements, Predicate has)
{
    qint64 fielded = 0, with = 0;
    for (const BattleElement &e : elements) {
        if (e.count <= 0)
            continue;
        fielded += e.count;
        if (has(e))
            with += e.count;
    }
    if (with == 0)
        return ElementShare::None;
    return with == fielded ? ElementShare::All : ElementShare::Some;
}

bool hasElements(const QList<BattleElement> &elements)
{
    return std::any_of(elements.cbegin(), elements.cend(),
                       [](const BattleElement &e) { return e.count > 0; });
}

} // namespace

std::optional<RosterFacts> rosterFacts(const QList<BattleElement> &elements, BattleTerrain terrain)
{
    if (!hasElements(elements))
        return std::nullopt;
    RosterFacts facts;
    facts.allFlying = shareOf(elements, isFlying) == ElementShare::All;
    facts.recon =
        shareOf(elements, [](const BattleElement &e) { return e.classes.contains(SpecialClass::Rec); });
    if (const auto feature = terrainFeatureFor(terrain))
        facts.terrainFeature =
            shareOf(elements, [feature](const BattleElement &e) { return e.terrains.contains(*feature); });
    return facts;
}

std::array<ReconSuperiority, 2> reconSuperiority(const std::array<QList<BattleElement>, 2> &elements,
                                                 const ReconConditions &conditions)
{
    std::array<ReconSuperiority, 2> result;
    if (!hasElements(elements[0]) || !hasElements(elements[1]))
        return result;
    // The battle's own comparison, with a pitched battle so that Air superiority keeps its full bonus.
    BattleSetup setup;
    setup.sides[0].elements = elements[0];
    setup.sides[1].elements = elements[1];
    setup.start.kind = BattleKind::Pitched;
    setup.conditions = battleConditionsFrom(conditions);
    TsSituation situation;
    situation.night = setup.conditions.night;
    situation.badWeather = setup.conditions.badWeather;
    const ForceComparison comparison = compareForces(setup, situation);
    for (size_t s = 0; s < 2; ++s) {
        const SideStrength &mine = comparison.sides.at(s);
        const SideStrength &theirs = comparison.sides.at(1 - s);
        const auto classSuperiority = [&](SpecialClass c) {
            return ClassSuperiority{mine.superiority.at(size_t(c)), mine.classTs.at(size_t(c)),
                                    theirs.classTs.at(size_t(c))};
        };
        result.at(s).recon = classSuperiority(SpecialClass::Rec);
        result.at(s).air = classSuperiority(SpecialClass::Air);
    }
    return result;
}

} // namespace muster::gurps
