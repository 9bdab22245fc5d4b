// Element features that act in battle, from "Features" of GURPS Mass Combat and the
// rulings "Impetuous/Fanatic thresholds" and "Disloyal revolt" of the rule books' rulings: Impetuous (+1 for the
// first round's Attack, All-Out Attack or Raid, else a Leadership roll at -1 per 10%, failure -2),
// Fanatic (a Leadership roll to choose Full Retreat or Parley) and Disloyal (the revolt roll).

#include "RuleTestSupport.h"

#include <memory>

using namespace battletest;

namespace {

// Red: 8 infantry and 2 elements of TS 10 with the feature (20% by count and TS); Leadership-12, so
// the roll is against 12 - 2 = 10.
BattleSetup redWith(void (*feature)(BattleElement &))
{
    BattleSetup setup = plainBattle();
    setup.sides[0].elements = {troops(infantry, 8, 10), with(troops(QStringLiteral("Special"), 2, 10), feature)};
    return setup;
}

void impetuous(BattleElement &e)
{
    e.impetuous = true;
}
void fanatic(BattleElement &e)
{
    e.fanatic = true;
}
void disloyal(BattleElement &e)
{
    e.disloyal = true;
}

} // namespace

class FeaturesTest : public QObject
{
    Q_OBJECT

private slots:
    // "Impetuous": +1 to the first round's roll for Attack, All-Out Attack or Raid; any other choice calls
    // for Leadership at -1 per 10% Impetuous; failure gives -2 instead.
    void impetuousFirstRound_data()
    {
        QTest::addColumn<BattleStrategy>("strategy");
        QTest::addColumn<int>("roll"); // 0: none given
        QTest::addColumn<int>("modifier");
        QTest::newRow("Attack") << BattleStrategy::Attack << 0 << 1;
        QTest::newRow("All-Out Attack") << BattleStrategy::AllOutAttack << 0 << 1;
        QTest::newRow("Raid") << BattleStrategy::Raid << 0 << 1;
        QTest::newRow("Defense, Leadership 10 made") << BattleStrategy::Defense << 10 << 0;
        QTest::newRow("Defense, Leadership 10 failed") << BattleStrategy::Defense << 11 << -2;
        QTest::newRow("Indirect Attack, made") << BattleStrategy::IndirectAttack << 4 << 0;
        QTest::newRow("Skirmish, failed") << BattleStrategy::Skirmish << 17 << -2;
    }
    void impetuousFirstRound()
    {
        QFETCH(BattleStrategy, strategy);
        QFETCH(int, roll);
        QFETCH(int, modifier);
        BattleEngine engine = engineFor(redWith(impetuous));
        QCOMPARE(applyAll(engine, {openRound({}, {})}), QString());
        QCOMPARE(engine.leadershipTargetFor(0, plain(strategy)), roll ? std::optional<int>(10) : std::nullopt);
        const std::optional<int> leadership = roll ? std::optional<int>(roll) : std::nullopt;
        QCOMPARE(applyAll(engine, {strategies(strategy, BattleStrategy::Attack, leadership)}), QString());
        QCOMPARE(engine.effectiveSkills({})[0].part(SkillPart::Impetuous), modifier);
        QCOMPARE(engine.currentRound()->impetuousRolls[0].has_value(), roll != 0);
    }

    // The roll cannot be skipped; after the first round Impetuous elements change nothing.
    void impetuousOnlyFirstRound()
    {
        BattleEngine engine = engineFor(redWith(impetuous));
        QCOMPARE(applyAll(engine, {openRound({}, {})}), QString());
        QVERIFY(!engine.apply(strategies(BattleStrategy::Defense, BattleStrategy::Attack)).ok());
        QCOMPARE(engine.step(), BattleStep::ChooseStrategies);
        QCOMPARE(applyAll(engine, {strategies(BattleStrategy::Attack, BattleStrategy::Attack), rolls(10, 10), quietEnd(engine)}), QString());
        QCOMPARE(applyAll(engine, {openRound({}, {})}), QString());
        QCOMPARE(engine.leadershipTargetFor(0, plain(BattleStrategy::Defense)), std::nullopt);
        QCOMPARE(applyAll(engine, {strategies(BattleStrategy::Defense, BattleStrategy::Attack)}), QString());
        QCOMPARE(engine.effectiveSkills({})[0].part(SkillPart::Impetuous), 0);
    }

    // Ruling "Impetuous/Fanatic thresholds": at least 10% by count or TS, whichever is greater. An
    // Impetuous elephant of TS 30 among nine infantry is 10% by count and 25% by TS: Leadership-2.
    void impetuousThreshold()
    {
        BattleSetup setup = plainBattle();
        setup.sides[0].elements = {troops(infantry, 9, 10), with(troops(QStringLiteral("Elephant"), 1, 30), impetuous)};
        BattleEngine elephant = engineFor(setup);
        QCOMPARE(applyAll(elephant, {openRound({}, {})}), QString());
        QCOMPARE(elephant.leadershipTargetFor(0, plain(BattleStrategy::Defense)), std::optional<int>(12 - 2));
        QCOMPARE(impetuousLeadershipPenalty(setup.sides[0]), std::optional<int>(2));
        // One Impetuous element of TS 5 among ten of TS 10: 1/11 by count (9%), 5/105 by TS.
        setup.sides[0].elements = {troops(infantry, 10, 10), with(troops(QStringLiteral("Berserk"), 1, 5), impetuous)};
        BattleEngine few = engineFor(setup);
        QCOMPARE(applyAll(few, {openRound({}, {})}), QString());
        QCOMPARE(few.leadershipTargetFor(0, plain(BattleStrategy::Defense)), std::nullopt);
        QCOMPARE(impetuousLeadershipPenalty(setup.sides[0]), std::nullopt);
        QCOMPARE(applyAll(few, {strategies(BattleStrategy::Attack, BattleStrategy::Attack)}), QString());
        QCOMPARE(few.effectiveSkills({})[0].part(SkillPart::Impetuous), 0);
    }

    // "Fanatic": with at least 10% fanatics, choosing Full Retreat or Parley needs Leadership at -1 per
    // 10%; on a failure the order is not obeyed (the fanatics turn on their commander) and the choice is
    // made again without those two.
    void fanaticRefusesRetreat()
    {
        BattleEngine engine = engineFor(redWith(fanatic));
        // Round 1: Fanatics count as Impetuous; Attack needs no roll.
        QCOMPARE(fightRound(engine, BattleStrategy::Attack, BattleStrategy::Attack, 10, 10), QString());
        QCOMPARE(applyAll(engine, {openRound({}, {})}), QString());
        QCOMPARE(engine.leadershipTargetFor(0, plain(BattleStrategy::FullRetreat)), std::optional<int>(10));
        QCOMPARE(engine.leadershipTargetFor(0, plain(BattleStrategy::Parley)), std::optional<int>(10));
        QCOMPARE(engine.leadershipTargetFor(0, plain(BattleStrategy::Defense)), std::nullopt);
        QCOMPARE(applyAll(engine, {strategies(BattleStrategy::FullRetreat, BattleStrategy::Attack, 11)}), QString());
        QCOMPARE(engine.step(), BattleStep::ChooseStrategies);
        QVERIFY(!engine.legalChoices(0).contains(plain(BattleStrategy::FullRetreat)));
        QVERIFY(!engine.legalChoices(0).contains(plain(BattleStrategy::Parley)));
        QVERIFY(engine.legalChoices(1).contains(plain(BattleStrategy::FullRetreat)));
        QVERIFY(!engine.apply(strategies(BattleStrategy::Parley, BattleStrategy::Attack, 3)).ok());
        QCOMPARE(applyAll(engine, {strategies(BattleStrategy::Defense, BattleStrategy::Attack)}), QString());
        QCOMPARE(engine.step(), BattleStep::RollContest);
    }

    void fanaticAllowsRetreat()
    {
        BattleEngine engine = engineFor(redWith(fanatic));
        QCOMPARE(fightRound(engine, BattleStrategy::Attack, BattleStrategy::Attack, 10, 10), QString());
        QCOMPARE(applyAll(engine, {openRound({}, {}), strategies(BattleStrategy::FullRetreat, BattleStrategy::Attack, 10)}), QString());
        QCOMPARE(engine.step(), BattleStep::RollContest);
        QCOMPARE(engine.currentRound()->fought[0], plain(BattleStrategy::FullRetreat));
        QVERIFY(engine.currentRound()->fanaticRolls[0]->success);
    }

    // "Disloyal": more than 10% of the force's TS: revolt on 3d at or under (percent / 10) + 2.
    void disloyalRevolt_data()
    {
        QTest::addColumn<int>("disloyalElements"); // of TS 10, with 20 - n loyal ones
        QTest::addColumn<bool>("check");
        QTest::addColumn<int>("chance");
        QTest::newRow("10%: no check") << 2 << false << 0;
        QTest::newRow("15%: 1.5 + 2, at or under 3") << 3 << true << 3;
        QTest::newRow("20%: at or under 4") << 4 << true << 4;
        QTest::newRow("50%: at or under 7") << 10 << true << 7;
    }
    void disloyalRevolt()
    {
        QFETCH(int, disloyalElements);
        QFETCH(bool, check);
        QFETCH(int, chance);
        BattleSetup setup = plainBattle();
        setup.sides[0].elements = {troops(QStringLiteral("Loyal"), 20 - disloyalElements, 10),
                                   with(troops(QStringLiteral("Turncoats"), disloyalElements, 10), disloyal)};
        BattleEngine engine = engineFor(setup);
        QCOMPARE(engine.needsDisloyalCheck(0), check);
        QCOMPARE(engine.step(), check ? BattleStep::DisloyalCheck : BattleStep::OpenRound);
        if (check)
            QCOMPARE(engine.revoltChance(0), chance);
        // The same figure for the page before the battle, which has no engine yet.
        QCOMPARE(revoltChance(setup.sides[0]), check ? std::optional<int>(chance) : std::nullopt);
    }

    // A revolt: the rebels' TS goes to the enemy and the side loses its Defense Bonus. Red 80 + 20
    // disloyal against 100 becomes 80 against 120 (1.5:1, +2 to Blue).
    void revoltAndDefenseBonus()
    {
        BattleSetup setup = redWith(disloyal);
        setup.sides[0].defenseBonus = 2;
        BattleEngine engine = engineFor(setup);
        QVERIFY(!engine.apply(DisloyalCheck{}).ok());
        QVERIFY(!engine.apply(DisloyalCheck{{19, std::nullopt}}).ok());
        QCOMPARE(engine.step(), BattleStep::DisloyalCheck);
        BattleEngine loyal = engine;
        QCOMPARE(applyAll(loyal, {DisloyalCheck{{5, std::nullopt}}}), QString());
        QVERIFY(!loyal.state().sides[0].revolted);
        QCOMPARE(loyal.skillInputs(0).defenseBonus, 2);
        QCOMPARE(applyAll(engine, {DisloyalCheck{{4, std::nullopt}}}), QString());
        QVERIFY(engine.state().sides[0].revolted);
        QCOMPARE(engine.step(), BattleStep::OpenRound);
        QCOMPARE(engine.comparison().sides[0].ts, 80.0);
        QCOMPARE(engine.comparison().sides[1].ts, 120.0);
        QCOMPARE(engine.skillInputs(1).basicStrategyModifier, 2);
        QCOMPARE(engine.skillInputs(0).defenseBonus, 0);
        QVERIFY(!engine.strategyContext(0).hasDefenseBonus);
    }
};

std::unique_ptr<QObject> newFeaturesTest()
{
    return std::make_unique<FeaturesTest>();
}

#include "battle_features.moc"
