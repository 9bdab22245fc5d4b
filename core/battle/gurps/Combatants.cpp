#include "Combatants.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster::gurps {

namespace {

struct CombatantText
{
    Q_DECLARE_TR_FUNCTIONS(Combatants)
};

ElementRole fights(double factor = 1, const QString &reason = {})
{
    return ElementRole{true, factor, reason};
}

ElementRole sitsOut(const QString &reason)
{
    return ElementRole{false, 0, reason};
}

bool hasAirMobility(const BattleElement &e)
{
    return e.has(Mobility::FA) || e.has(Mobility::SA);
}

// "Fast Air elements can provide support anywhere within a regional theater"; others only in range, which
// for Slow Air is 100 miles doubled per TL past 6: a distance the GM measures, so a flag the GM sets.
bool reaches(const BattleElement &e)
{
    return e.has(Mobility::FA) || e.inRange;
}

bool airborneUsable(const BattleElement &e, bool badWeather)
{
    return e.airborne && (!badWeather || e.allWeather);
}

ElementRole outOfRange()
{
    return sitsOut(CombatantText::tr("Air Combat element out of range (Slow Air reaches 100 miles, doubled per TL "
                                     "past TL6; Fast Air reaches anywhere in the theater)"));
}

ElementRole landCampaign(const BattleElement &e)
{
    if (isLandElement(e))
        return fights();
    if (isAirCombatElement(e))
        return reaches(e) ? fights() : outOfRange();
    return sitsOut(CombatantText::tr("Land campaign: neither a land element nor an Air Combat element"));
}

// "Naval Battles": who may take part at sea, on top of the naval campaign's classes.
ElementRole navalBattle(const BattleSetup &setup, const BattleElement &e, bool badWeather)
{
    const bool ocean = setup.special.naval.waters == NavalWaters::Ocean;
    const bool navalClass = e.classes.contains(SpecialClass::Nav) || e.neutralizes.contains(SpecialClass::Nav);
    const bool air = isAirCombatElement(e);
    const bool mobile = ocean ? (e.has(Mobility::Sea) || e.has(Mobility::FA)) : e.hasAirOrWaterMobility();
    if ((navalClass || air) && mobile) {
        if (!navalClass && !reaches(e))
            return outOfRange();
        return fights();
    }
    // Ground forces boarding ships or taking islands and ports.
    const bool landMobile = std::any_of(e.mobility.cbegin(), e.mobility.cend(), isLandMobility);
    if (landMobile && (e.marine || airborneUsable(e, badWeather)) && e.carriedBy != Carrier::None)
        return fights(0.5, CombatantText::tr("Marine or Airborne land element carried into a naval battle: half TS"));
    if (!navalClass && !air)
        return sitsOut(CombatantText::tr("Naval campaign: not a Naval element, an element that neutralizes them, or "
                                         "an Air Combat element"));
    return sitsOut(ocean ? CombatantText::tr("Ocean battle: only Sea or Fast Air mobility takes part")
                         : CombatantText::tr("Coastal battle: only water or air mobility takes part"));
}

ElementRole airCampaign(const BattleElement &e)
{
    if (e.classes.contains(SpecialClass::Air) || e.neutralizes.contains(SpecialClass::Air))
        return fights();
    return sitsOut(CombatantText::tr("Air campaign: neither an Air Combat element nor one that neutralizes them"));
}

// "Amphibious Assaults", Troop Strength: what the side that must cross the water brings across. The
// defender holds the shore with every element (the amphibious campaign's "all elements").
ElementRole assaultingElement(const BattleSetup &setup, const BattleElement &e, bool badWeather)
{
    const bool inland = setup.special.amphibious.onInlandWaters();
    if (e.has(Mobility::Coast) || (e.has(Mobility::Sea) && !inland) || hasAirMobility(e))
        return fights();
    switch (e.carriedBy) {
    case Carrier::Water:
        return e.marine ? fights() : fights(0.5, CombatantText::tr("Carried by water without Marine: half TS"));
    case Carrier::Air:
        return airborneUsable(e, badWeather)
                   ? fights()
                   : fights(0.5, e.airborne ? CombatantText::tr("Carried by air, Airborne unusable in bad weather without "
                                                                "All-Weather: half TS")
                                            : CombatantText::tr("Carried by air without Airborne: half TS"));
    case Carrier::None:
        break;
    }
    if (e.has(Mobility::Sea))
        return sitsOut(CombatantText::tr("Sea mobility does not count on inland waters"));
    return sitsOut(CombatantText::tr("Cannot cross the water: no water or air mobility, and not carried"));
}

} // namespace

bool isLandElement(const BattleElement &e)
{
    return e.mobility.isEmpty() || std::any_of(e.mobility.cbegin(), e.mobility.cend(), isLandMobility);
}

bool isAirCombatElement(const BattleElement &e)
{
    // The text says "Air Combat elements"; fighters whose whole role is to neutralize them fly the same
    // skies, so they count too (a ruling: the text lists no air-to-air element otherwise).
    return e.classes.contains(SpecialClass::Air) || e.neutralizes.contains(SpecialClass::Air);
}

ElementRole elementRole(const BattleSetup &setup, int side, const BattleElement &e, bool badWeather)
{
    if (e.participation == Participation::SitsOut)
        return sitsOut(CombatantText::tr("Left out by the GM"));
    ElementRole role;
    switch (setup.special.campaign) {
    case CampaignType::Land:
        role = landCampaign(e);
        break;
    case CampaignType::Naval:
        role = navalBattle(setup, e, badWeather);
        break;
    case CampaignType::Air:
        role = airCampaign(e);
        break;
    case CampaignType::Amphibious:
        role = setup.special.assaulting(side) ? assaultingElement(setup, e, badWeather) : fights();
        break;
    }
    if (e.participation == Participation::Fights && !role.combatant)
        return fights(1, CombatantText::tr("Put in by the GM (%1)").arg(role.reason));
    return role;
}

QList<ElementNote> specialRoles(const BattleSetup &setup, int side, bool badWeather)
{
    QList<ElementNote> notes;
    const SideSetup &s = setup.sides.at(size_t(side));
    if (s.estimated)
        return notes;
    for (int i = 0; i < s.elements.size(); ++i) {
        const ElementRole role = elementRole(setup, side, s.elements.at(i), badWeather);
        if (!role.reason.isEmpty())
            notes << ElementNote{i, role};
    }
    return notes;
}

QList<ElementNote> elementsSittingOut(const BattleSetup &setup, int side)
{
    QList<ElementNote> notes = specialRoles(setup, side);
    notes.removeIf([](const ElementNote &n) { return n.role.combatant; });
    return notes;
}

qint64 combatantCount(const BattleSetup &setup, int side)
{
    const SideSetup &s = setup.sides.at(size_t(side));
    if (s.estimated)
        return s.estimate.elements;
    qint64 n = 0;
    for (const BattleElement &e : s.elements) {
        if (elementRole(setup, side, e).combatant)
            n += e.count;
    }
    return n;
}

} // namespace muster::gurps
