// The Battle of Drake's Cross, the worked example that runs through "Before the Battle", "Fighting the
// Battle" and "After the Battle" of GURPS Mass Combat, end to end.

#include "BattleTestSupport.h"

#include "battle/gurps/Aftermath.h"

#include <memory>

using namespace battletest;
using muster::SpecialClass;

class DrakesCrossTest : public QObject
{
    Q_OBJECT

private:
    // Round 1 up to the Strategy roll: Risk +1 / +3 / 0, Sheryl's Heroism roll of 9, Defense against
    // Indirect Attack. Sir Richard's knights are Impetuous, so choosing Defense calls for a Leadership roll;
    // the text's figures assume he makes it (roll 8).
    BattleEngine roundOneToTheRoll()
    {
        BattleEngine engine = engineFor(drakesCross());
        engine.apply(openRound({1, 3}, {0}, {std::nullopt, 9}));
        engine.apply(strategies(BattleStrategy::Defense, BattleStrategy::IndirectAttack, 8));
        return engine;
    }

private slots:
    // "Relative Troop Strength", "Calculating Superiority Bonuses": TS 75.5 vs 120 is 1.59:1, +2;
    // Fire 9 vs 4 is 2.25:1, +1; Cavalry 37.5 vs 25 is under 2:1; Engineering does not count here.
    void basicStrategyModifiers()
    {
        const BattleEngine engine = engineFor(drakesCross());
        const ForceComparison c = engine.comparison();
        QCOMPARE(c.sides[0].ts, 75.5);
        QCOMPARE(c.sides[1].ts, 120.0);
        QCOMPARE(c.sides[1].relativeTsBonus, 2);
        QCOMPARE(c.sides[1].superiority.at(size_t(SpecialClass::F)), 1);
        QCOMPARE(c.sides[0].superiority.at(size_t(SpecialClass::Cv)), 0);
        QCOMPARE(c.sides[1].basicStrategyModifier, 3);
        QCOMPARE(c.sides[0].basicStrategyModifier, 0);
        QVERIFY(!superiorityCounts(SpecialClass::Eng, engine.setup()));
    }

    // "Fighting the Battle": 12 elements in the smaller force, so 30-minute rounds.
    void roundLength()
    {
        QCOMPARE(engineFor(drakesCross()).setup().sides[0].elementCount(), 12);
        QCOMPARE(roundLengthMinutes(12), 30);
    }

    // "Significant Actions": Sheryl's Heroism chance is 5 + 3 (Risk) + 1 (Broadsword-15) + 1 (commands) = 10.
    void sherylsHeroism()
    {
        const BattleEngine engine = roundOneToTheRoll();
        const RoundRecord *r = engine.currentRound();
        QCOMPARE(r->heroism[0].size(), 1);
        QCOMPARE(r->heroism[0].at(0).target, 10);
        QCOMPARE(r->significantActions[0], 1);
    }

    // "Battle Strategy Roll": Sir Richard 10 + 1 (Risk) + 1 (Sheryl) + 1 (Defense) = 13; Strykland
    // 12 + 3 (BSM) - 3 (Indirect Attack, no C3I superiority) = 12.
    void effectiveSkills()
    {
        const BattleEngine engine = roundOneToTheRoll();
        QCOMPARE(engine.step(), BattleStep::RollContest);
        const auto skills = engine.effectiveSkills({0, 0});
        QCOMPARE(skills[0].total(), 13);
        QCOMPARE(skills[1].total(), 12);
        QCOMPARE(skills[1].part(SkillPart::Strategy), -3);
        QCOMPARE(skills[1].part(SkillPart::BasicStrategyModifier), 3);
        QCOMPARE(skills[0].part(SkillPart::DefenseBonus), 0); // the Defense Bonus is Strykland's
    }

    // "Combat Results Table": rolls 9 and 11; Richard wins by 3, inflicts 15%, takes 10%, gains no PB
    // because he defended.
    void roundOneAsPlayed()
    {
        BattleEngine engine = roundOneToTheRoll();
        APPLY(engine, rolls(9, 11));
        const RoundRecord *r = engine.currentRound();
        QCOMPARE(r->outcome.winner, 0);
        QCOMPARE(r->outcome.marginOfVictory, 3);
        QCOMPARE(r->outcome.casualties[1], 15);
        QCOMPARE(r->outcome.casualties[0], 10);
        QCOMPARE(r->outcome.pbShift, 0);
    }

    // The alternative: rolls 13 and 9; Strykland wins by 3, doubled to 6 by the Indirect Attack: 20% and
    // 10%, and +2 PB.
    void roundOneAlternative()
    {
        BattleEngine engine = roundOneToTheRoll();
        APPLY(engine, rolls(13, 9));
        const RoundRecord *r = engine.currentRound();
        QCOMPARE(r->outcome.winner, 1);
        QCOMPARE(r->outcome.marginOfVictory, 6);
        QCOMPARE(r->outcome.casualties[0], 20);
        QCOMPARE(r->outcome.casualties[1], 10);
        QCOMPARE(r->outcome.pbShift, -2); // toward side 1
        APPLY(engine, quietEnd(engine));
        QCOMPARE(engine.state().pbOf(1), 2);
        QCOMPARE(engine.state().pbOf(0), 0);
    }

    // "Misfortunes of War": chances 6 (Strykland, 15%), 7 (Sir Richard, 10%, Risk +1), 9 (Sheryl, Risk +3);
    // Sheryl's 8 costs her 2d-1 = 5 HP. "Casualties": BSMs drop to -2 and 0.
    void misfortunesAndCasualties()
    {
        BattleEngine engine = roundOneToTheRoll();
        APPLY(engine, rolls(9, 11));
        QCOMPARE(engine.misfortuneChance(1, 0), 6);
        QCOMPARE(engine.misfortuneChance(0, 0), 7);
        QCOMPARE(engine.misfortuneChance(0, 1), 9);
        EndRound end;
        end.misfortunes[0] = {MisfortuneRoll{11, false, std::nullopt}, MisfortuneRoll{8, false, 5}};
        end.misfortunes[1] = {MisfortuneRoll{10, false, std::nullopt}};
        APPLY(engine, end);
        QCOMPARE(engine.step(), BattleStep::OpenRound);
        QCOMPARE(engine.state().sides[0].casualties, 10);
        QCOMPARE(engine.state().sides[1].casualties, 15);
        QCOMPARE(engine.state().sides[0].people[1].hp, 12 - 5);
        QVERIFY(!engine.state().sides[0].people[1].out);
        const SkillInputs richard = engine.skillInputs(0), ian = engine.skillInputs(1);
        QCOMPARE(richard.basicStrategyModifier - richard.casualties / 5, -2);
        QCOMPARE(ian.basicStrategyModifier - ian.casualties / 5, 0);
    }

    // "The Winning Side", "Quick Casualty Determination": Sir Richard won with 35%, halved and rounded down
    // to 15%; TS 75.5 at 15% leaves 64. Strykland's 100% means his logistic force is lost too.
    void afterTheBattle()
    {
        const BattleEngine engine = engineFor(drakesCross());
        BattleState state = engine.state();
        state.sides[0].casualties = 35;
        state.sides[1].casualties = 100;
        state.end = BattleEnd::Victory;
        state.winner = 0;
        const Aftermath after = aftermathOf(engine.setup(), state);
        QCOMPARE(after.sides[0].finalCasualties, 15);
        QCOMPARE(after.sides[0].tsAfter, 64.0);
        QCOMPARE(after.sides[1].finalCasualties, 100);
        QCOMPARE(after.sides[1].dead, 50);
        QCOMPARE(after.sides[1].logisticCasualties, 100);
        // Loot: 1/5 of the loser's cost to raise x its casualties.
        QCOMPARE(after.loot, muster::Money::fromDollars(200'000));
    }
};

std::unique_ptr<QObject> newDrakesCrossTest()
{
    return std::make_unique<DrakesCrossTest>();
}

#include "battle_drakes_cross.moc"
