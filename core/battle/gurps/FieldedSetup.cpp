#include "FieldedSetup.h"

#include "battle/gurps/Combatants.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster::gurps {

namespace {

struct FieldedText
{
    Q_DECLARE_TR_FUNCTIONS(FieldedSetup)
};

// Force TS an element line gains or loses, summed per reason so that a big roster gives a short list.
struct Tally
{
    QStringList reasons;
    QList<qint64> counts;
    QList<double> ts;

    void add(const QString &reason, qint64 count, double forceTs)
    {
        qsizetype i = reasons.indexOf(reason);
        if (i < 0) {
            reasons << reason;
            counts << 0;
            ts << 0;
            i = reasons.size() - 1;
        }
        counts[i] += count;
        ts[i] += forceTs;
    }
};

bool wmd(const BattleSetup &setup)
{
    return setup.special.massDestruction.enabled;
}

bool flagshipCounts(const BattleSetup &setup)
{
    // "It counts as a C3I element in naval or amphibious battles only."
    return setup.special.campaign == CampaignType::Naval || setup.special.campaign == CampaignType::Amphibious;
}

// Weapons of mass destruction on one element: its TS multiplier, with the tallies of what happened.
double massDestructionFactor(const BattleSetup &setup, int side, BattleElement &e, Tally &tally)
{
    const MassDestruction &m = setup.special.massDestruction;
    double factor = 1;
    const int enemy = otherSide(side);
    if (m.chemical.at(size_t(enemy)) && unprotectedFromChemicals(e, chemicalWeaponsTl(setup, enemy))) {
        tally.add(FieldedText::tr("Chemical weapons: unprotected elements lose 40%"), e.count, -0.4 * e.forceTs() * e.count);
        factor *= 0.6;
    }
    if (m.nuclearExchange) {
        const double lost = e.sealed ? 0.4 : 0.9;
        tally.add(e.sealed ? FieldedText::tr("Nuclear exchange: Sealed elements lose 40%")
                           : FieldedText::tr("Nuclear exchange: 90% of the force eliminated"),
                  e.count, -lost * factor * e.forceTs() * e.count);
        factor *= 1 - lost;
    }
    return factor;
}

void fieldElements(const BattleSetup &setup, int side, bool badWeather, SideSetup &out, Breakdown &notes)
{
    const SideSetup &in = setup.sides.at(size_t(side));
    Tally tally;
    QList<BattleElement> fielded;
    bool flagshipTaken = false;
    for (const BattleElement &original : in.elements) {
        BattleElement e = original;
        const ElementRole role = elementRole(setup, side, e, badWeather);
        if (!role.combatant) {
            tally.add(FieldedText::tr("Sitting out: %1").arg(role.reason), e.count, -e.forceTs() * e.count);
            continue;
        }
        if (role.tsFactor != 1) {
            tally.add(role.reason, e.count, (role.tsFactor - 1) * e.forceTs() * e.count);
            e.ts *= role.tsFactor;
        }
        if (wmd(setup) && setup.special.massDestruction.nukeCapable && e.nukeCapable) {
            tally.add(FieldedText::tr("Nuke-capable elements: x10 TS"), e.count, 9 * e.forceTs() * e.count);
            e.ts *= 10;
            e.raise = e.raise * 10;
        }
        if (wmd(setup))
            e.ts *= massDestructionFactor(setup, side, e, tally);
        if (setup.special.assaulting(side) && e.classes.contains(SpecialClass::Cv) && !e.airborne && !e.marine) {
            e.classes.remove(SpecialClass::Cv);
            tally.add(FieldedText::tr("Landing Cavalry without Airborne or Marine: no Cavalry Superiority"), e.count, 0);
        }
        if (flagshipCounts(setup) && e.flagship && !flagshipTaken && e.count > 0) {
            // One element, and only one per force, is the flagship: split it off its line.
            flagshipTaken = true;
            if (e.count > 1) {
                BattleElement rest = e;
                rest.count = e.count - 1;
                rest.flagship = false;
                fielded << rest;
                e.count = 1;
            }
            e.classes.insert(SpecialClass::C3I);
            tally.add(FieldedText::tr("Flagship: counts as a C3I element"), 1, 0);
        } else {
            e.flagship = false;
        }
        fielded << e;
    }
    out.elements = fielded;
    for (qsizetype i = 0; i < tally.reasons.size(); ++i) {
        const QString change = qFuzzyIsNull(tally.ts.at(i))
                                   ? QString()
                                   : QStringLiteral(" (%1%2 TS)").arg(tally.ts.at(i) > 0 ? QStringLiteral("+") : QString(),
                                                                      formatTs(tally.ts.at(i)));
        notes.add(FieldedText::tr("%1: %n element(s)%2", nullptr, int(tally.counts.at(i))).arg(tally.reasons.at(i), change));
    }
}

} // namespace

bool unprotectedFromChemicals(const BattleElement &e, int attackerTl)
{
    return !e.sealed && (e.poorEquipment || e.tl < attackerTl);
}

int chemicalWeaponsTl(const BattleSetup &setup, int side)
{
    const int set = setup.special.massDestruction.chemicalTl.at(size_t(side));
    if (set > 0)
        return set;
    int highest = 0;
    for (const BattleElement &e : setup.sides.at(size_t(side)).elements)
        highest = std::max(highest, e.tl);
    return highest;
}

int chemicalDisruption(const BattleSetup &setup, int side)
{
    const MassDestruction &m = setup.special.massDestruction;
    if (!m.enabled || !m.chemical.at(size_t(otherSide(side))) || m.chemical.at(size_t(side)))
        return 0;
    return -2;
}

FieldedSetup fieldedSetup(const BattleSetup &setup, bool badWeather)
{
    FieldedSetup result{setup, {}};
    for (int s = 0; s < 2; ++s) {
        SideSetup &side = result.setup.sides.at(size_t(s));
        if (!side.estimated) {
            fieldElements(setup, s, badWeather, side, result.notes.at(size_t(s)));
            continue;
        }
        // An estimate has no elements to sort: only the exchange that spares nobody applies.
        if (wmd(setup) && setup.special.massDestruction.nuclearExchange) {
            side.estimate.ts *= 0.1;
            for (double &ts : side.estimate.classTs)
                ts *= 0.1;
            result.notes.at(size_t(s)).add(FieldedText::tr("Nuclear exchange: 90% of the estimated force eliminated"));
        }
    }
    return result;
}

} // namespace muster::gurps
