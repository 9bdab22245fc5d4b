#include "Aftermath.h"

#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/CombatTables.h"
#include "battle/gurps/FieldedSetup.h"

#include <QCoreApplication>

#include <cmath>

namespace muster::gurps {

namespace {

struct AftermathText
{
    Q_DECLARE_TR_FUNCTIONS(Aftermath)
};

bool hasFanatics(const SideSetup &side)
{
    return std::any_of(side.elements.cbegin(), side.elements.cend(), [](const BattleElement &e) { return e.fanatic; });
}

} // namespace

Aftermath aftermathOf(const BattleSetup &original, const BattleState &state)
{
    const FieldedSetup fielded = fieldedSetup(original);
    const BattleSetup &setup = fielded.setup;
    Aftermath after;
    after.end = state.end;
    after.winner = state.winner;
    for (int s = 0; s < 2; ++s) {
        SideAftermath &side = after.sides.at(size_t(s));
        const SideState &st = state.sides.at(size_t(s));
        side.casualtiesAtEnd = st.casualties;
        side.tsBefore = setup.sides.at(size_t(s)).startingTs();
        side.logisticCasualties = st.logisticCasualties;
        const bool won = state.winner == s;
        const bool lost = state.winner == otherSide(s) && state.end != BattleEnd::NoBattle && state.end != BattleEnd::Agreement;
        side.heldTheField = won;
        side.breakdown.steps << fielded.notes.at(size_t(s)).steps;
        side.breakdown.add(AftermathText::tr("Casualties at the end of the battle: %1%").arg(st.casualties));
        if (state.end == BattleEnd::BreakOut)
            side.breakdown.add(AftermathText::tr("The besieged broke out: the fighting goes on outside the fortress "
                                                 "with these casualties"));
        if (won || state.end == BattleEnd::MutualAnnihilation) {
            side.finalCasualties = regroupedCasualties(st.casualties);
            side.breakdown.add(AftermathText::tr("Regrouping after the battle halves them, rounded down to 5%: %1%")
                                   .arg(side.finalCasualties));
        } else {
            side.finalCasualties = st.casualties;
        }
        if (lost) {
            side.dead = side.finalCasualties / 2;
            side.fled = side.finalCasualties - side.dead;
            side.fanaticsWipedOut = hasFanatics(setup.sides.at(size_t(s)));
            side.surrendered = setup.special.isSiege();
            side.breakdown.add(side.surrendered
                                   ? AftermathText::tr("About half are dead or dying (%1%); in a siege the rest surrender (%2%)")
                                         .arg(side.dead)
                                         .arg(side.fled)
                                   : AftermathText::tr("About half are dead or dying (%1%); the rest flee and are lost (%2%)")
                                         .arg(side.dead)
                                         .arg(side.fled));
        }
        if (st.casualties >= 100 && state.end != BattleEnd::MutualAnnihilation) {
            side.logisticCasualties = 100;
            side.breakdown.add(AftermathText::tr("Wiped out: the logistic force is lost with it"));
        }
        side.tsAfter = tsLeftAfter(side.tsBefore, side.finalCasualties);
        side.breakdown.add(AftermathText::tr("TS %1 less %2% (losses rounded up): TS %3")
                               .arg(formatTs(side.tsBefore))
                               .arg(side.finalCasualties)
                               .arg(formatTs(side.tsAfter)));
    }
    if (state.winner >= 0 && state.end == BattleEnd::Victory) {
        const int loser = otherSide(state.winner);
        const Money raise = setup.sides.at(size_t(loser)).raiseCost();
        const int casualties = after.sides.at(size_t(loser)).finalCasualties;
        after.loot = raise.scaled(casualties, 100 * 5);
        after.lootBreakdown.add(AftermathText::tr("%1's cost to raise %2 x %3% casualties / 5 = %4")
                                    .arg(sideLabel(setup, loser), raise.toShortString())
                                    .arg(casualties)
                                    .arg(after.loot.toShortString()));
        after.lootBreakdown.add(AftermathText::tr("It may sell for only about 20% of that in cash."));
    }
    after.lootingMinutes = lootingMinutes(setup.sides[0].elementCount() + setup.sides[1].elementCount());
    return after;
}

int regroupedCasualties(int casualties)
{
    return roundDownToFive(casualties / 2);
}

double tsLeftAfter(double tsBefore, int finalCasualties)
{
    return std::floor(tsBefore * (100 - finalCasualties) / 100.0 + 1e-9);
}

qint64 captivesEstimate(qint64 capturedElements, int peoplePerElement, int casualtiesPercent)
{
    const qint64 people = capturedElements * peoplePerElement;
    return people - (people * casualtiesPercent + 99) / 100;
}

} // namespace muster::gurps
