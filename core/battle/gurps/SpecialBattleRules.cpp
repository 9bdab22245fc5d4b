#include "SpecialBattleRules.h"

#include "battle/gurps/Combatants.h"
#include "battle/gurps/CombatTables.h"
#include "battle/gurps/FieldedSetup.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster::gurps {

namespace {

struct SpecialText
{
    Q_DECLARE_TR_FUNCTIONS(SpecialBattle)
};

// The WT of the besieged combatants; a rough garrison of an estimate is not known, so it is taken to fit.
std::optional<double> garrisonWt(const BattleSetup &setup)
{
    const int besieged = setup.special.siege.besieged;
    if (setup.sides.at(size_t(besieged)).estimated)
        return std::nullopt;
    const FieldedSetup fielded = fieldedSetup(setup);
    double wt = 0;
    for (const BattleElement &e : fielded.setup.sides.at(size_t(besieged)).elements)
        wt += e.wt * e.count;
    return wt;
}

int siegeDefenseBonus(const BattleSetup &setup)
{
    const Fortress &fortress = setup.special.siege.fortress;
    const std::optional<double> wt = garrisonWt(setup);
    if (!wt)
        return fortressDefenseBonus(fortress);
    const auto occupancy = occupyFortress(fortress, *wt);
    // Validation refuses a garrison that does not fit; should one get here, it is at least overcrowded.
    return occupancy ? occupancy->defenseBonus : std::max(0, fortressDefenseBonus(fortress) - 1);
}

Error fieldError(const Error &inner, const QString &prefix)
{
    return Error{inner.message, prefix + inner.field};
}

Status validateSiege(const BattleSetup &setup)
{
    const SpecialBattle &special = setup.special;
    if (special.campaign != CampaignType::Land && special.campaign != CampaignType::Amphibious)
        return Error{SpecialText::tr("A siege is fought in a land or amphibious campaign."), QStringLiteral("special.campaign")};
    if (setup.start.kind != BattleKind::Pitched)
        return Error{SpecialText::tr("A siege is always a pitched battle."), QStringLiteral("start.kind")};
    if (Status s = validateFortress(special.siege.fortress); !s)
        return fieldError(s.error(), QStringLiteral("special.siege.fortress."));
    const int besieged = special.siege.besieged;
    const SideSetup &side = setup.sides.at(size_t(besieged));
    if (!side.estimated) {
        for (int i = 0; i < side.elements.size(); ++i) {
            const BattleElement &e = side.elements.at(i);
            if (e.count > 0 && e.wt <= 0 && elementRole(setup, besieged, e).combatant)
                return Error{SpecialText::tr("%1 is too large to transport, so it cannot be inside %2; leave it out of the battle.")
                                 .arg(e.label.isEmpty() ? e.name : e.label, special.siege.fortress.name),
                             QStringLiteral("sides[%1].elements[%2]").arg(besieged).arg(i)};
        }
    }
    if (const auto wt = garrisonWt(setup)) {
        if (const auto occupancy = occupyFortress(special.siege.fortress, *wt); !occupancy)
            return fieldError(occupancy.error(), QStringLiteral("special.siege.fortress."));
    }
    return success();
}

} // namespace

int defenseBonusOf(const BattleSetup &setup, int side)
{
    const SpecialBattle &special = setup.special;
    if (special.isSiege())
        return special.besieged(side) && special.siege.bunkered ? siegeDefenseBonus(setup) : 0;
    if (special.isAmphibiousAssault()) {
        if (special.assaulting(side))
            return 0;
        return special.amphibious.defenseBonus.value_or(
            amphibiousDefenseBonus(special.amphibious.obstacle, special.amphibious.defenses));
    }
    if (special.isNavalBattle() && (special.naval.waters == NavalWaters::Ocean || special.naval.homeSide != side))
        return 0;
    return setup.sides.at(size_t(side)).defenseBonus;
}

Breakdown defenseBonusBreakdown(const BattleSetup &setup, int side)
{
    Breakdown b;
    const SpecialBattle &special = setup.special;
    if (special.isSiege()) {
        if (!special.besieged(side)) {
            b.add(SpecialText::tr("Besieger: a fortress's Defense Bonus does not benefit forces outside it"));
        } else if (!special.siege.bunkered) {
            b.add(SpecialText::tr("Not bunkered inside the fortress: no Defense Bonus"));
        } else {
            // The fortress's own steps without its total: the side's total (overcrowding included) follows.
            QStringList steps = fortressDefenseBreakdown(special.siege.fortress).steps;
            if (!steps.isEmpty())
                steps.removeLast();
            b.steps << steps;
            const auto wt = garrisonWt(setup);
            if (wt && *wt > special.siege.fortress.capacityWt + 1e-9)
                b.add(SpecialText::tr("Overcrowded (WT %1 in room for %2): -1")
                          .arg(formatNumber(*wt), formatNumber(special.siege.fortress.capacityWt)));
        }
    } else if (special.isAmphibiousAssault()) {
        if (special.assaulting(side))
            b.add(SpecialText::tr("Crossing the water to attack: no Defense Bonus"));
        else if (special.amphibious.defenseBonus)
            b.add(SpecialText::tr("Set by the GM"));
        else
            b.add(SpecialText::tr("%1 %2; %3 %4")
                      .arg(waterObstacleName(special.amphibious.obstacle),
                           formatModifier(waterObstacleBonus(special.amphibious.obstacle)),
                           shoreDefensesName(special.amphibious.defenses),
                           formatModifier(shoreDefensesBonus(special.amphibious.defenses))));
    } else if (special.isNavalBattle() && special.naval.waters == NavalWaters::Ocean) {
        b.add(SpecialText::tr("Ocean battle: no Defense Bonus"));
    } else if (special.isNavalBattle() && special.naval.homeSide != side) {
        b.add(SpecialText::tr("Coastal battle: only the side with home waters, a harbor or a strait to hold has one"));
    } else {
        b.add(SpecialText::tr("Set by the GM"));
    }
    b.add(SpecialText::tr("= Defense Bonus %1").arg(formatModifier(defenseBonusOf(setup, side))));
    return b;
}

Status validateSpecialBattle(const BattleSetup &setup)
{
    const SpecialBattle &special = setup.special;
    const auto sideIndex = [](int s) { return s == 0 || s == 1; };
    if (!sideIndex(special.siege.besieged))
        return Error{SpecialText::tr("The besieged side must be side 1 or 2."), QStringLiteral("special.siege.besieged")};
    if (!sideIndex(special.amphibious.defender))
        return Error{SpecialText::tr("The defender must be side 1 or 2."), QStringLiteral("special.amphibious.defender")};
    if (special.naval.homeSide < -1 || special.naval.homeSide > 1)
        return Error{SpecialText::tr("The side in home waters must be side 1, side 2 or neither."),
                     QStringLiteral("special.naval.home_side")};
    for (int s = 0; s < 2; ++s) {
        const int penalty = special.commandPenalty.at(size_t(s));
        if (penalty < -4 || penalty > 0)
            return Error{SpecialText::tr("A divided command costs 0 to -4."), QStringLiteral("special.command_penalty[%1]").arg(s)};
        const int tl = special.massDestruction.chemicalTl.at(size_t(s));
        if (tl < 0 || tl > 12)
            return Error{SpecialText::tr("The TL of chemical weapons must be 0 (the side's own) to 12."),
                         QStringLiteral("special.mass_destruction.chemical_tl[%1]").arg(s)};
    }
    if (special.isSiege())
        return validateSiege(setup);
    if (special.isAmphibiousAssault()) {
        if (special.campaign != CampaignType::Amphibious)
            return Error{SpecialText::tr("An amphibious assault is fought in an amphibious campaign."),
                         QStringLiteral("special.campaign")};
        const auto bonus = special.amphibious.defenseBonus;
        if (bonus && (*bonus < 0 || *bonus > 10))
            return Error{SpecialText::tr("The Defense Bonus must be 0 to +10."), QStringLiteral("special.amphibious.defense_bonus")};
    }
    return success();
}

bool besiegedMayChoose(BattleStrategy s)
{
    switch (s) {
    case BattleStrategy::AllOutDefense:
    case BattleStrategy::Defense:
    case BattleStrategy::DeliberateDefense:
    case BattleStrategy::FightingRetreat:
    case BattleStrategy::MobileDefense:
    case BattleStrategy::Parley:
    case BattleStrategy::Raid:
        return true;
    default:
        return false;
    }
}

bool isLongSiegeRound(const BattleSetup &setup, const std::array<StrategyChoice, 2> &fought)
{
    if (!setup.special.isSiege())
        return false;
    const int besieged = setup.special.siege.besieged;
    return fought.at(size_t(otherSide(besieged))).strategy == BattleStrategy::DeliberateAttack &&
           fought.at(size_t(besieged)).strategy == BattleStrategy::DeliberateDefense;
}

int roundLengthMultiplier(const BattleSetup &setup, const std::array<StrategyChoice, 2> &fought)
{
    if (!setup.special.isSiege())
        return 1;
    return isLongSiegeRound(setup, fought) ? 24 : 4;
}

qint64 battleRoundMinutes(const BattleSetup &setup, const std::array<StrategyChoice, 2> &fought)
{
    const qint64 smaller = std::min(combatantCount(setup, 0), combatantCount(setup, 1));
    return qint64(roundLengthMinutes(smaller)) * roundLengthMultiplier(setup, fought);
}

int retreatPenalty(const BattleSetup &setup, int side)
{
    return setup.special.assaulting(side) ? -4 : 0;
}

BattleSetup breakOutBattle(const BattleSetup &siege, const BattleState &state)
{
    BattleSetup next = siege;
    next.name = SpecialText::tr("%1: the break-out").arg(siege.name);
    next.special.situation = SpecialSituation::None;
    next.start = BattleStart{};
    for (int s = 0; s < 2; ++s) {
        next.sides.at(size_t(s)) = sideCarryingOn(siege.sides.at(size_t(s)), state.sides.at(size_t(s)));
        if (siege.special.besieged(s))
            next.sides.at(size_t(s)).encamped = false;
    }
    return next;
}

SideSetup sideCarryingOn(const SideSetup &side, const SideState &state)
{
    SideSetup next = side;
    next.startingCasualties = std::min(95, state.casualties);
    next.defenseBonus = 0;
    // Whoever is still standing goes on; the one in command leads.
    next.people.clear();
    for (int p = 0; p < side.people.size() && p < state.people.size(); ++p) {
        if (state.people.at(p).out)
            continue;
        Person person = side.people.at(p);
        person.hp = state.people.at(p).hp;
        if (p == state.commander)
            next.people.prepend(person);
        else
            next.people << person;
    }
    return next;
}

} // namespace muster::gurps
