// The casualty and Position Bonus rules of the strategies (Attack, Defense, Retreat, Raid and Skirmish
// Strategies; Desperate Strategy), "Winning the Contest of Strategy", the Combat Results Table, "Position
// Bonus (PB)" with "Winning with an Attack Strategy" and "Winning with a Raid", of
// GURPS Mass Combat. Every row's figures are worked out by hand in its name.

#include "RuleTestSupport.h"

#include <memory>

using namespace battletest;

namespace {

// Side 0 plays `a`, side 1 plays `b`; `margin` > 0: side 0 wins by that raw margin, < 0: side 1 does.
RoundOutcome contest(StrategyChoice a, StrategyChoice b, int margin, int pb, int earlierIndirect)
{
    std::array<Contestant, 2> sides;
    sides[0] = Contestant{a, 10 + std::max(margin, 0), 10, earlierIndirect};
    sides[1] = Contestant{b, 10 + std::max(-margin, 0), 10, 0};
    return resolveContest(sides, pb);
}

} // namespace

class CasualtiesTest : public QObject
{
    Q_OBJECT

private slots:
    void strategyEffects_data()
    {
        QTest::addColumn<StrategyChoice>("a");
        QTest::addColumn<StrategyChoice>("b");
        QTest::addColumn<int>("margin");
        QTest::addColumn<int>("pb");
        QTest::addColumn<int>("earlierIndirect");
        QTest::addColumn<int>("casualtiesA");
        QTest::addColumn<int>("casualtiesB");
        QTest::addColumn<int>("pbShift");
        QTest::addColumn<int>("marginOfVictory");
        QTest::addColumn<QString>("flagsA"); // e = escaped, l = casualties also hit logistics
        using S = BattleStrategy;
        const auto row = [](const char *name, StrategyChoice a, StrategyChoice b, int margin, int pb, int earlier,
                            int ca, int cb, int shift, int mov, const char *flags) {
            QTest::newRow(name) << a << b << margin << pb << earlier << ca << cb << shift << mov << QString::fromLatin1(flags);
        };
        const StrategyChoice attack = plain(S::Attack);
        // Combat Results Table.
        row("tie: both 10%", attack, attack, 0, 0, 0, 10, 10, 0, 0, "");
        row("Attack by 2: 10/15, +1 PB", attack, attack, 2, 0, 0, 10, 15, 1, 2, "");
        row("Attack by 20: 0/40, +4 PB", attack, attack, 20, 0, 0, 0, 40, 4, 20, "");
        row("Attack loses by 2 to Attack", attack, attack, -2, 0, 0, 15, 10, -1, 2, "");
        // All-Out Attack: +5% inflicted on a win; own casualties doubled unless they are 0.
        row("AOA by 2: 10x2 / 15+5", plain(S::AllOutAttack), attack, 2, 0, 0, 20, 20, 1, 2, "");
        row("AOA by 15: 0 stays 0 / 35+5", plain(S::AllOutAttack), attack, 15, 0, 0, 0, 40, 3, 15, "");
        row("AOA loses by 2: 15x2", plain(S::AllOutAttack), attack, -2, 0, 0, 30, 10, -1, 2, "");
        row("AOA ties: 10x2", plain(S::AllOutAttack), attack, 0, 0, 0, 20, 10, 0, 0, "");
        row("Attack loses by 2 to AOA: 15+5 / 10x2", attack, plain(S::AllOutAttack), -2, 0, 0, 20, 20, -1, 2, "");
        // All-Out Defense: doubled own casualties; PB loss reduced by one; no PB for winning.
        row("AOD loses by 5: 20x2, PB 2-1", plain(S::AllOutDefense), attack, -5, 0, 0, 40, 10, -1, 5, "");
        row("AOD loses by 2: 15x2, PB 1-1", plain(S::AllOutDefense), attack, -2, 0, 0, 30, 10, 0, 2, "");
        row("AOD by 5: 10x2 / 20, no PB", plain(S::AllOutDefense), attack, 5, 0, 0, 20, 20, 0, 5, "");
        // Deliberate Defense: +5% on the attacker on a win or tie; no PB.
        row("DD by 2: 10 / 15+5", plain(S::DeliberateDefense), attack, 2, 0, 0, 10, 20, 0, 2, "");
        row("DD ties: 10 / 10+5", plain(S::DeliberateDefense), attack, 0, 0, 0, 10, 15, 0, 0, "");
        row("DD loses by 2: 15 / 10", plain(S::DeliberateDefense), attack, -2, 0, 0, 15, 10, -1, 2, "");
        row("AOA loses by 2 to DD: (15+5)x2", plain(S::AllOutAttack), plain(S::DeliberateDefense), -2, 0, 0, 40, 10, 0, 2, "");
        // Mobile Defense: on a loss or tie 5% fewer casualties and the enemy gains an extra +1 PB.
        row("MD loses by 2: 15-5, PB 1+1", plain(S::MobileDefense), attack, -2, 0, 0, 10, 10, -2, 2, "");
        row("MD ties: 10-5, enemy +1 PB", plain(S::MobileDefense), attack, 0, 0, 0, 5, 10, -1, 0, "");
        row("MD by 2: 10 / 15, no PB", plain(S::MobileDefense), attack, 2, 0, 0, 10, 15, 0, 2, "");
        row("MD loses to Skirmish (4 -> 2): +1 PB even so", plain(S::MobileDefense), plain(S::Skirmish), -4, 0, 0, 10, 5, -1, 2, "");
        // Defense: no PB for winning, but it keeps what it holds.
        row("Defense by 2 holding PB 2", plain(S::Defense), attack, 2, 2, 0, 10, 15, 0, 2, "");
        // Fighting Retreat: escapes on a win or tie; on a loss the enemy gains +1 PB and the casualties
        // hit logistics too; the enemy's casualties halved (round down).
        row("FR by 5: escapes; 20/2", plain(S::FightingRetreat), attack, 5, 0, 0, 10, 10, 0, 5, "e");
        row("FR ties: escapes; 10/2", plain(S::FightingRetreat), attack, 0, 0, 0, 10, 5, 0, 0, "e");
        row("FR loses by 2: logistics, PB 1+1; 10/2", plain(S::FightingRetreat), attack, -2, 0, 0, 15, 5, -2, 2, "l");
        // Full Retreat: escapes whatever happens, 10% fewer casualties, also on logistics, inflicts none.
        row("Full Retreat loses by 2: 15-10 / 0", plain(S::FullRetreat), attack, -2, 0, 0, 5, 0, -1, 2, "el");
        row("Full Retreat by 2: 10-10 / 0", plain(S::FullRetreat), attack, 2, 0, 0, 0, 0, 0, 2, "el");
        // Raid: a winning Raid only reduces the enemy's PB.
        row("Raid by 5, enemy holds 1: to 0", plain(S::Raid), attack, 5, -1, 0, 10, 20, 1, 5, "");
        row("Raid by 5, enemy holds 3: to 1", plain(S::Raid), attack, 5, -3, 0, 10, 20, 2, 5, "");
        row("Raid by 5, nobody holds PB", plain(S::Raid), attack, 5, 0, 0, 10, 20, 0, 5, "");
        row("Raid by 5 holding PB 2: no gain", plain(S::Raid), attack, 5, 2, 0, 10, 20, 0, 5, "");
        // "Winning with an Attack Strategy": shift +2 against a loser holding +1 leaves the winner +1.
        row("Attack by 5, enemy holds 1", attack, attack, 5, -1, 0, 10, 20, 2, 5, "");
        // Skirmish: margin halved (round down), 5% fewer own casualties win or lose, no PB.
        row("Skirmish by 9 -> 4: 10-5 / 20", plain(S::Skirmish), attack, 9, 0, 0, 5, 20, 0, 4, "");
        row("Skirmish loses by 2: 15-5", plain(S::Skirmish), attack, -2, 0, 0, 10, 10, -1, 2, "");
        row("Skirmish by 1 -> 0: the tie row", plain(S::Skirmish), attack, 1, 0, 0, 5, 10, 0, 0, "");
        // Desperate: an extra 10% regardless of the outcome.
        row("Desperate Attack by 2: 10+10", desperate(S::Attack), attack, 2, 0, 0, 20, 15, 1, 2, "");
        row("Desperate AOA loses by 2: 15x2+10", desperate(S::AllOutAttack), attack, -2, 0, 0, 40, 10, -1, 2, "");
        row("Desperate Full Retreat loses by 2: 5+10", desperate(S::FullRetreat), attack, -2, 0, 0, 15, 0, -1, 2, "el");
        // Indirect Attack: margin doubled, x1.5 (rounded up) after the first.
        row("Indirect by 3, first: 6", plain(S::IndirectAttack), attack, 3, 0, 0, 10, 20, 2, 6, "");
        row("Indirect by 5, first: 10", plain(S::IndirectAttack), attack, 5, 0, 0, 5, 30, 3, 10, "");
        row("Indirect by 5, second: 8", plain(S::IndirectAttack), attack, 5, 0, 1, 5, 25, 2, 8, "");
    }
    void strategyEffects()
    {
        QFETCH(StrategyChoice, a);
        QFETCH(StrategyChoice, b);
        QFETCH(int, margin);
        QFETCH(int, pb);
        QFETCH(int, earlierIndirect);
        QFETCH(int, casualtiesA);
        QFETCH(int, casualtiesB);
        QFETCH(int, pbShift);
        QFETCH(int, marginOfVictory);
        QFETCH(QString, flagsA);
        const RoundOutcome outcome = contest(a, b, margin, pb, earlierIndirect);
        QCOMPARE(outcome.winner, margin > 0 ? 0 : (margin < 0 ? 1 : -1));
        QCOMPARE(outcome.marginOfVictory, marginOfVictory);
        QCOMPARE(outcome.casualties[0], casualtiesA);
        QCOMPARE(outcome.casualties[1], casualtiesB);
        QCOMPARE(outcome.pbShift, pbShift);
        QCOMPARE(outcome.escaped[0], flagsA.contains(QLatin1Char('e')));
        QCOMPARE(outcome.logisticsHit[0], flagsA.contains(QLatin1Char('l')));
        QCOMPARE(outcome.escaped[1], false);
    }

    // "Winning with an Attack Strategy", played: Blue takes +1 PB; Red wins by 5 (+2): Blue's 1 becomes
    // 0 and Red has +1; Red wins with another +2 and has +3.
    void positionBonusResidue()
    {
        BattleEngine engine = engineFor(plainBattle());
        // 12 vs 12, rolls 12 and 10: Blue by 2. Red 15%, Blue 10%.
        QCOMPARE(fightRound(engine, BattleStrategy::Attack, BattleStrategy::Attack, 12, 10), QString());
        QCOMPARE(engine.state().pbOf(1), 1);
        // Red 12 - 3 = 9 rolls 4 (5); Blue 12 - 2 + 1 = 11 rolls 11 (0): Red by 5. Red 25%, Blue 30%.
        QCOMPARE(fightRound(engine, BattleStrategy::Attack, BattleStrategy::Attack, 4, 11), QString());
        QCOMPARE(engine.state().pbOf(1), 0);
        QCOMPARE(engine.state().pbOf(0), 1);
        // Red 12 - 5 + 1 = 8 rolls 4 (4); Blue 12 - 6 = 6 rolls 9 (-3): Red by 7, +2.
        QCOMPARE(chooseRound(engine, BattleStrategy::Attack, BattleStrategy::Attack), QString());
        QCOMPARE(engine.effectiveSkills({})[0].total(), 8);
        QCOMPARE(engine.effectiveSkills({})[1].total(), 6);
        QCOMPARE(applyAll(engine, {rolls(4, 9), quietEnd(engine)}), QString());
        QCOMPARE(engine.state().pbOf(0), 3);
        QCOMPARE(engine.state().sides[0].casualties, 30);
        QCOMPARE(engine.state().sides[1].casualties, 55);
    }

    // "Raid": a winner who inflicts casualties may put them on the enemy's logistic force instead.
    void raidOnLogistics()
    {
        BattleEngine engine = engineFor(plainBattle());
        QCOMPARE(chooseRound(engine, BattleStrategy::Raid, BattleStrategy::Attack), QString());
        // 12 vs 12, rolls 6 and 10: Red raids by 4; Blue would take 20%.
        QCOMPARE(applyAll(engine, {rolls(6, 10)}), QString());
        QVERIFY(engine.raidCanStrikeLogistics());
        QCOMPARE(engine.casualtiesThisRound(1, true), 0);
        QCOMPARE(engine.misfortuneChance(1, 0, true), 5); // no casualties: as at 5%
        QCOMPARE(engine.misfortuneChance(1, 0, false), 7); // 20%
        EndRound end = quietEnd(engine);
        end.raidOnLogistics = true;
        QCOMPARE(applyAll(engine, {end}), QString());
        QCOMPARE(engine.state().sides[1].casualties, 0);
        QCOMPARE(engine.state().sides[1].logisticCasualties, 20);
        QCOMPARE(engine.state().sides[0].casualties, 10);
    }

    // "Full Retreat" and "Fighting Retreat": casualties also apply to the logistic force.
    void retreatHitsLogistics()
    {
        BattleEngine engine = engineFor(plainBattle());
        // Red 12 + 3 = 15 rolls 14 (1); Blue 12 rolls 9 (3): Blue by 2; Red takes 15% on both forces and
        // Blue half of 10%, rounded down to 5%.
        QCOMPARE(fightRound(engine, BattleStrategy::FightingRetreat, BattleStrategy::Attack, 14, 9), QString());
        QCOMPARE(engine.state().sides[0].casualties, 15);
        QCOMPARE(engine.state().sides[0].logisticCasualties, 15);
        QCOMPARE(engine.state().sides[1].casualties, 5);
        QCOMPARE(engine.state().sides[1].logisticCasualties, 0);
        QCOMPARE(engine.state().pbOf(1), 2);
        QCOMPARE(engine.step(), BattleStep::OpenRound); // it lost: still fighting
    }
};

std::unique_ptr<QObject> newCasualtiesTest()
{
    return std::make_unique<CasualtiesTest>();
}

#include "battle_casualties.moc"
