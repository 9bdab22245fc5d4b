// tst_recon: the Reconnaissance Contest of the Drake's Cross example
// (GURPS Mass Combat, "Special Class Superiority Modifiers" example, "Terrain and
// Surprise Table" example and "Winning Initiative" example), from the rosters: Sir Richard's is Appendix A's
// Yrth force; Strykland's is built to the text's totals (ReconTestSupport.h).

#include "ReconTestSupport.h"

#include <memory>

using namespace recontest;
using muster::SpecialClass;

class TstReconDrakesCross : public QObject
{
    Q_OBJECT

private slots:
    void stryklandsHostMatchesTheText();
    void sirRichardsSkill();
    void stryklandsSkill();
    void terrainRatingIsSix();
    void stryklandWinsInitiative();
    void stryklandChoosesAPitchedBattle();
};

// "Before the Battle": Strykland's host is TS 120 with Cavalry 25 and Fire 9; "a few Light Infantry" are
// his Recon elements.
void TstReconDrakesCross::stryklandsHostMatchesTheText()
{
    SideSetup side;
    side.elements = strykland().elements;
    QCOMPARE(side.startingTs(), 120.0);
    double cavalry = 0, fire = 0, recon = 0;
    for (const BattleElement &e : side.elements) {
        cavalry += e.classes.contains(SpecialClass::Cv) ? e.ts * e.count : 0;
        fire += e.classes.contains(SpecialClass::F) ? e.ts * e.count : 0;
        recon += e.classes.contains(SpecialClass::Rec) ? e.ts * e.count : 0;
    }
    QCOMPARE(cavalry, 25.0);
    QCOMPARE(fire, 9.0);
    QCOMPARE(recon, 4.0);
}

// "Sir Richard has Strategy-10 and Sheryl Navarre has (default) Intelligence Analysis-7. Their average,
// rounded down, is 8 ... -1 for no Recon elements in a land battle, +1 for being popular with the locals,
// and -1 for marching along a road ... an effective skill of 7."
void TstReconDrakesCross::sirRichardsSkill()
{
    const ReconSkill skill = reconSkills(drakesCross())[0];
    QCOMPARE(skill.average, 8);
    QCOMPARE(skill.part(ReconFactor::ReconElements), -1);
    QCOMPARE(skill.part(ReconFactor::Locals), 1);
    QCOMPARE(skill.part(ReconFactor::Roads), -1);
    QCOMPARE(skill.modifiers(), -1);
    QCOMPARE(skill.total(), 7);
    QCOMPARE(skill.breakdown.steps.size(), 1 + 3 + 1);
}

// "Strategy-12 and Intelligence Analysis-14; his average is 13. He gets -1 because the locals are hostile
// ... and -1 for staying on the road. He has some Recon elements (a few Light Infantry) while Sir Richard
// has none, giving him the maximum +3 for Recon Superiority. His modified skill is 14."
void TstReconDrakesCross::stryklandsSkill()
{
    const ReconSkill skill = reconSkills(drakesCross())[1];
    QCOMPARE(skill.average, 13);
    QCOMPARE(skill.part(ReconFactor::Locals), -1);
    QCOMPARE(skill.part(ReconFactor::Roads), -1);
    QCOMPARE(skill.part(ReconFactor::ReconElements), 0);    // some Recon: neither -1 nor +2
    QCOMPARE(skill.part(ReconFactor::ReconSuperiority), 3); // computed from the elements: 4 against none
    QCOMPARE(skill.part(ReconFactor::AirSuperiority), 0);
    QCOMPARE(skill.total(), 14);
    QVERIFY2(skill.breakdown.toText().contains(QLatin1String("TS 4 against 0")),
             qPrintable(skill.breakdown.toText()));
}

// "The terrain is Rural, in daylight and good weather, making the Terrain Rating 6."
void TstReconDrakesCross::terrainRatingIsSix()
{
    QCOMPARE(terrainRating(drakesCross().conditions).rating, 6);
    QCOMPARE(reconContestFor(drakesCross()).terrainRating, 6);
}

// "Sheryl rolls well, an 8, but fails by 1 even so. Strykland rolls a mediocre 12 and still succeeds by 2
// ... His margin of victory is 3." "Strykland won the Reconnaissance Contest by 3. His side wins initiative
// but doesn't achieve surprise."
void TstReconDrakesCross::stryklandWinsInitiative()
{
    RESOLVE(outcome, reconContestFor(drakesCross()), (std::array<int, 2>{8, 12}), std::nullopt);
    QCOMPARE(outcome.margins, (std::array<int, 2>{-1, 2}));
    QCOMPARE(outcome.outcomes[0], muster::dice::RollOutcome::Failure);
    QCOMPARE(outcome.outcomes[1], muster::dice::RollOutcome::Success);
    QCOMPARE(outcome.winner, 1);
    QCOMPARE(outcome.marginOfVictory, 3);
    QCOMPARE(outcome.result, ReconResult::Initiative);
    QVERIFY(!outcome.tieRoll);
}

// "Winning Initiative" example: his scouts estimate the enemy force, and he commits to a pitched battle:
// the start the Battle of Drake's Cross is fought from (tests/battle/BattleTestSupport.h).
void TstReconDrakesCross::stryklandChoosesAPitchedBattle()
{
    const ReconSetup setup = drakesCross();
    RESOLVE(outcome, reconContestFor(setup), (std::array<int, 2>{8, 12}), std::nullopt);
    const WinnerOptions options = winnerOptions(outcome, setup);
    QCOMPARE(options.side, 1);
    QCOMPARE(options.advantage, Advantage::Initiative);
    QVERIFY(options.mayAvoidBattle); // both march at 20 miles a day
    QVERIFY(!options.enemyConfusedInEncounter);
    const auto start = battleStartFrom(outcome, options, WinnerChoice::PitchedBattle);
    QVERIFY(start.ok() && start->has_value());
    QCOMPARE(**start, battletest::drakesCross().start);
    QVERIFY(!(*start)->startsConfused(0) && !(*start)->startsConfused(1));
}

std::unique_ptr<QObject> newReconDrakesCrossTest()
{
    return std::make_unique<TstReconDrakesCross>();
}

#include "recon_drakes_cross.moc"
