// The end of a round and of the battle, from GURPS Mass Combat: "5. Misfortunes of
// War" (chance, modifiers, injury, a fallen commander's successor), "Rally", "6. Victory?", "Pursuing a
// Retreating Force", "After the Battle: Casualties", "Overrunning the Enemy's Rear Area" and "Loot".

#include "RuleTestSupport.h"

#include "battle/gurps/Aftermath.h"
#include "battle/gurps/EndOfRound.h"

#include <memory>

using namespace battletest;

namespace {

// Red's second in command, whose Misfortunes chance the tests look at.
constexpr int second = 1;

EndRound endWith(const BattleEngine &engine, int side, int person, MisfortuneRoll roll)
{
    EndRound end = quietEnd(engine);
    end.misfortunes.at(size_t(side))[person] = roll;
    return end;
}

// Red Attack against Blue's Full Retreat: Blue escapes without casualties and Red (10% at the start)
// stays on the field. Red 12 - 2 = 10, Blue 12 + 8 = 20, both roll 10.
BattleEngine toPursuit(BattleSetup setup)
{
    setup.sides[0].startingCasualties = 10;
    BattleEngine engine = engineFor(setup);
    const QString error = fightRound(engine, BattleStrategy::Attack, BattleStrategy::FullRetreat, 10, 10);
    if (!error.isEmpty())
        qFatal("toPursuit: %s", qPrintable(error));
    return engine;
}

} // namespace

class FlowTest : public QObject
{
    Q_OBJECT

private slots:
    // "5. Misfortunes of War" and "6. ...": the end of a round asks for the rolls the rules need and no others.
    // Red's commander rolls 3, a critical success, and surrenders: no injury die, and his second takes over
    // with a Leadership roll; everyone else rolls 18 and is spared (18 always fails).
    void endOfRoundAsksForWhatTheRulesNeed()
    {
        BattleEngine engine = engineFor(plainBattle());
        QCOMPARE(applyAll(engine, {openRound({}, {}), strategies(BattleStrategy::Attack, BattleStrategy::Attack),
                                   rolls(10, 10)}),
                 QString());
        QStringList asked;
        EndOfRoundChoices choices;
        choices.surrenders = [](int side, int person) { return side == 0 && person == 0; };
        choices.roll = [&asked](EndOfRoundRoll what, int side, int person, int dice, int add) {
            asked << QStringLiteral("%1 %2 %3 %4d%5").arg(int(what)).arg(side).arg(person).arg(dice).arg(add);
            // The successor's roll is typed, the others rolled.
            return what == EndOfRoundRoll::Misfortune && side == 0 && person == 0 ? TakenRoll{3}
                   : what == EndOfRoundRoll::Misfortune                          ? TakenRoll{18}
                                                                                 : TakenRoll{10, true};
        };
        const EndRound d = endOfRound(engine, choices);
        QCOMPARE(asked, (QStringList{QStringLiteral("0 0 0 3d0"), QStringLiteral("0 0 1 3d0"),
                                     QStringLiteral("0 1 0 3d0"), QStringLiteral("0 1 1 3d0"),
                                     QStringLiteral("2 0 -1 3d0")}));
        QVERIFY(d.misfortunes[0][0]->surrender);
        QCOMPARE(d.misfortunes[0][0]->injury, std::nullopt);
        QCOMPARE(d.successorRolls[0], std::optional<int>(10));
        QCOMPARE(d.successorRolls[1], std::nullopt);
        QCOMPARE(d.typed, QStringList{QStringLiteral("successor_rolls[0]")});
        QCOMPARE(applyAll(engine, {d}), QString());
        QCOMPARE(engine.commanderOf(0), 1);
        const RoundRecord &round = engine.state().rounds.at(0);
        QVERIFY(round.successorRolls[0]->typed);
        QVERIFY(!round.misfortunes[0][0].typed);
    }

    // "5. Misfortunes of War" and "Rally": when a commander and the one who would succeed him both fall in the same
    // round, nobody takes over, so no successor rolls and the rallying side still rolls Rally (Leadership-2 of its
    // fallen commander, as the engine has it; 18 fails it). Both sides start confused and Rally; Red's two roll 3
    // (critical) and take 6d = 36 HP each.
    void commanderAndSuccessorFallTogether()
    {
        BattleSetup setup = plainBattle();
        setup.start.doubleConfusion = true;
        BattleEngine engine = engineFor(setup);
        QCOMPARE(applyAll(engine, {openRound({}, {}), strategies(BattleStrategy::Rally, BattleStrategy::Rally), rolls(10, 10)}),
                 QString());
        EndOfRoundChoices choices;
        choices.roll = [](EndOfRoundRoll what, int side, int, int, int) {
            if (what == EndOfRoundRoll::Misfortune)
                return TakenRoll{side == 0 ? 3 : 18};
            return TakenRoll{what == EndOfRoundRoll::Injury ? 36 : 18};
        };
        const EndRound d = endOfRound(engine, choices);
        QCOMPARE(d.successorRolls[0], std::nullopt);
        QCOMPARE(d.rallyRolls[0], std::optional<int>(18));
        QCOMPARE(applyAll(engine, {d}), QString());
        QVERIFY(!engine.isIn(0, 0));
        QVERIFY(!engine.isIn(0, 1));
        QVERIFY(engine.state().sides[0].confused);
    }

    // A success that is not critical asks for 2d-1 HP of injury; a critical one without surrender, 6d.
    void endOfRoundInjuryDice()
    {
        BattleEngine engine = engineFor(plainBattle());
        QCOMPARE(applyAll(engine, {openRound({}, {}), strategies(BattleStrategy::Attack, BattleStrategy::Attack),
                                   rolls(10, 10)}),
                 QString());
        QStringList injuries;
        EndOfRoundChoices choices;
        choices.roll = [&](EndOfRoundRoll what, int side, int person, int dice, int add) {
            if (what == EndOfRoundRoll::Injury) {
                injuries << QStringLiteral("%1.%2: %3d%4").arg(side).arg(person).arg(dice).arg(add);
                return TakenRoll{1};
            }
            // Red's commander a critical success (3); Blue's commander a plain success (at his chance).
            if (what == EndOfRoundRoll::Misfortune && person == 0)
                return TakenRoll{side == 0 ? 3 : engine.misfortuneChance(1, 0)};
            return TakenRoll{18};
        };
        endOfRound(engine, choices);
        QCOMPARE(injuries, (QStringList{QStringLiteral("0.0: 6d0"), QStringLiteral("1.0: 2d-1")}));
    }

    // Misfortunes of War: the side's casualties this round, the person's Risk, +1 for a Desperate
    // strategy, +1 with a Fanatic or Impetuous element, -1 with a support element if more than one element
    // fights. Red starts at 30% so it may be Desperate; Blue rolls 18 and Red wins by 4 (Red's casualties
    // this round: 10%, or 20% if Desperate).
    void misfortuneChance_data()
    {
        QTest::addColumn<int>("risk");
        QTest::addColumn<bool>("desperate");
        QTest::addColumn<bool>("impetuous");
        QTest::addColumn<bool>("support");
        QTest::addColumn<bool>("oneElement");
        QTest::addColumn<int>("chance");
        QTest::newRow("10%") << 0 << false << false << false << false << 6;
        QTest::newRow("Risk +3") << 3 << false << false << false << false << 9;
        QTest::newRow("Risk -3") << -3 << false << false << false << false << 3;
        QTest::newRow("with Impetuous elements") << 0 << false << true << false << false << 7;
        QTest::newRow("with support elements") << 0 << false << false << true << false << 5;
        QTest::newRow("with support, the only element") << 0 << false << false << true << true << 6;
        QTest::newRow("Desperate: 20% and +1") << 0 << true << false << false << false << 8;
        QTest::newRow("Desperate, Risk +2, Impetuous") << 2 << true << true << false << false << 11;
    }
    void misfortuneChance()
    {
        QFETCH(int, risk);
        QFETCH(bool, desperate);
        QFETCH(bool, impetuous);
        QFETCH(bool, support);
        QFETCH(bool, oneElement);
        QFETCH(int, chance);
        BattleSetup setup = plainBattle();
        setup.sides[0].startingCasualties = 30;
        setup.sides[0].people[second].withImpetuous = impetuous;
        setup.sides[0].people[second].withSupportOrLogistics = support;
        if (oneElement)
            setup.sides[0].elements = {troops(QStringLiteral("Titan"), 1, 100)};
        BattleEngine engine = engineFor(setup);
        ChooseStrategies choice = strategies(BattleStrategy::Attack, BattleStrategy::Attack);
        choice.choices[0].desperate = desperate;
        QCOMPARE(applyAll(engine, {openRound({0, risk}, {}), choice, rolls(desperate ? 12 : 8, 18)}), QString());
        QCOMPARE(engine.currentRound()->outcome.marginOfVictory, 4);
        QCOMPARE(engine.misfortuneChance(0, second), chance);
    }

    // "Any success means he's injured": 2d-1 (1 to 11) HP; a critical success: surrender or 6d HP.
    void injury()
    {
        BattleEngine engine = engineFor(plainBattle());
        QCOMPARE(applyAll(engine, {openRound({}, {}), strategies(BattleStrategy::Attack, BattleStrategy::Attack), rolls(12, 10)}), QString());
        QCOMPARE(engine.misfortuneChance(0, second), 6); // Red lost by 2: 15%
        QVERIFY(!engine.apply(endWith(engine, 0, second, {6, false, std::nullopt})).ok());
        QVERIFY(!engine.apply(endWith(engine, 0, second, {6, false, 12})).ok());
        QVERIFY(!engine.apply(endWith(engine, 0, second, {4, false, 5})).ok()); // a critical is 6d
        BattleEngine failed = engine;
        QCOMPARE(applyAll(failed, {endWith(failed, 0, second, {7, false, std::nullopt})}), QString());
        QCOMPARE(failed.state().sides[0].people[second].hp, 12);
        BattleEngine hurt = engine;
        QCOMPARE(applyAll(hurt, {endWith(hurt, 0, second, {6, false, 11})}), QString());
        QCOMPARE(hurt.state().sides[0].people[second].hp, 1);
        QVERIFY(!hurt.state().sides[0].people[second].out);
        BattleEngine felled = engine;
        QCOMPARE(applyAll(felled, {endWith(felled, 0, second, {4, false, 20})}), QString());
        QCOMPARE(felled.state().sides[0].people[second].hp, -8);
        QVERIFY(felled.state().sides[0].people[second].out);
        QVERIFY(!felled.isIn(0, second));
        BattleEngine caught = engine;
        QCOMPARE(applyAll(caught, {endWith(caught, 0, second, {3, true, std::nullopt})}), QString());
        QVERIFY(caught.state().sides[0].people[second].surrendered);
        QCOMPARE(caught.state().sides[0].people[second].hp, 12);
    }

    // "If a force's commander becomes a casualty": the next in command rolls Leadership; failure means
    // confusion (Rally or Full Retreat next round). "Rally": -2, then Leadership-2 at the end of the round.
    void commanderFalls()
    {
        BattleEngine engine = engineFor(plainBattle());
        QCOMPARE(applyAll(engine, {openRound({}, {}), strategies(BattleStrategy::Attack, BattleStrategy::Attack), rolls(12, 10)}), QString());
        const EndRound fallen = endWith(engine, 0, 0, {3, true, std::nullopt});
        QVERIFY(!engine.apply(fallen).ok()); // the successor's roll is missing
        BattleEngine steady = engine;
        EndRound made = fallen;
        made.successorRolls[0] = 12;
        QCOMPARE(applyAll(steady, {made}), QString());
        QCOMPARE(steady.commanderOf(0), second);
        QVERIFY(!steady.state().sides[0].confused);

        EndRound failed = fallen;
        failed.successorRolls[0] = 13;
        QCOMPARE(applyAll(engine, {failed, openRound({}, {})}), QString());
        QVERIFY(engine.state().sides[0].confused);
        QCOMPARE(engine.legalChoices(0), (QList<StrategyChoice>{plain(BattleStrategy::Rally), plain(BattleStrategy::FullRetreat)}));
        QCOMPARE(applyAll(engine, {strategies(BattleStrategy::Rally, BattleStrategy::Attack)}), QString());
        // The new commander's Strategy-11, 15% casualties (-3), Rally -2.
        QCOMPARE(engine.effectiveSkills({})[0].total(), 11 - 3 - 2);
        QCOMPARE(applyAll(engine, {rolls(10, 10)}), QString());
        QVERIFY(engine.rallies(0));
        QVERIFY(!engine.apply(quietEnd(engine)).ok()); // the Rally roll is missing
        EndRound rally = quietEnd(engine);
        rally.rallyRolls[0] = 11; // Leadership-12 - 2
        BattleEngine stillConfused = engine;
        QCOMPARE(applyAll(stillConfused, {rally}), QString());
        QVERIFY(stillConfused.state().sides[0].confused);
        rally.rallyRolls[0] = 10;
        QCOMPARE(applyAll(engine, {rally}), QString());
        QVERIFY(!engine.state().sides[0].confused);
    }

    // "Full Retreat": an extra -2 when retreating as a result of confusion.
    void confusedFullRetreat()
    {
        BattleSetup setup = plainBattle();
        setup.start.advantage = Advantage::Ambush;
        setup.start.advantageSide = 1;
        BattleEngine engine = engineFor(setup);
        QCOMPARE(chooseRound(engine, BattleStrategy::FullRetreat, BattleStrategy::Attack), QString());
        QCOMPARE(engine.effectiveSkills({})[0].part(SkillPart::ConfusedRetreat), -2);
        QCOMPARE(engine.effectiveSkills({})[0].total(), 12 + 8 - 2);
    }

    // "6. Victory?": 100% casualties end the battle; both at 100% is mutual annihilation.
    void annihilation()
    {
        BattleSetup setup = plainBattle();
        setup.sides[1].startingCasualties = 95;
        BattleEngine engine = engineFor(setup);
        // Red 12 rolls 10 (2); Blue 12 - 19 = -7 rolls 10 (-17): Red by 19, 35% to Blue.
        QCOMPARE(fightRound(engine, BattleStrategy::Attack, BattleStrategy::Attack, 10, 10), QString());
        QCOMPARE(engine.state().sides[1].casualties, 100);
        QCOMPARE(engine.state().end, BattleEnd::Victory);
        QCOMPARE(engine.state().winner, 0);
        QVERIFY(engine.isFinished());
        QVERIFY(!engine.state().pursuit);

        setup.sides[0].startingCasualties = 95;
        BattleEngine both = engineFor(setup);
        QCOMPARE(fightRound(both, BattleStrategy::Attack, BattleStrategy::Attack, 10, 10), QString()); // a tie
        QCOMPARE(both.state().end, BattleEnd::MutualAnnihilation);
        QCOMPARE(both.state().winner, -1);
        // "Mutual Annihilation": both sides use the rules of the winning side: 100% halved is 50%.
        const Aftermath after = aftermathOf(both.setup(), both.state());
        QCOMPARE(after.sides[0].finalCasualties, 50);
        QCOMPARE(after.sides[1].finalCasualties, 50);
        QCOMPARE(after.sides[1].tsAfter, 50.0);
        QCOMPARE(after.loot, muster::Money());
    }

    // "Pursuing a Retreating Force": the winner's Leadership roll lets him choose; otherwise 1d: 1-3
    // pursue, 4-6 hold the field. Pursuit: +5% to the enemy and 1d x 5% of his logistic force; holding the
    // field: the winner's casualties -5%.
    void pursuit_data()
    {
        QTest::addColumn<int>("leadership");
        QTest::addColumn<bool>("pursue");
        QTest::addColumn<int>("reaction");
        QTest::addColumn<int>("logistics");
        QTest::addColumn<int>("blue");
        QTest::addColumn<int>("blueLogistics");
        QTest::addColumn<int>("red");
        QTest::newRow("made, pursue") << 12 << true << 0 << 3 << 5 << 15 << 10;
        QTest::newRow("made, hold the field") << 12 << false << 0 << 0 << 0 << 0 << 5;
        QTest::newRow("failed, 1d = 3: pursue") << 13 << true << 3 << 6 << 5 << 30 << 10;
        QTest::newRow("failed, 1d = 4: hold") << 13 << true << 4 << 0 << 0 << 0 << 5;
        QTest::newRow("failed, 1d = 1 overrides holding") << 13 << false << 1 << 2 << 5 << 10 << 10;
    }
    void pursuit()
    {
        QFETCH(int, leadership);
        QFETCH(bool, pursue);
        QFETCH(int, reaction);
        QFETCH(int, logistics);
        QFETCH(int, blue);
        QFETCH(int, blueLogistics);
        QFETCH(int, red);
        BattleEngine engine = toPursuit(plainBattle());
        QCOMPARE(engine.step(), BattleStep::Pursuit);
        QCOMPARE(engine.pursuingSide(), 0);
        QCOMPARE(engine.state().sides[1].casualties, 0);
        const auto optional = [](int v) { return v ? std::optional<int>(v) : std::nullopt; };
        QCOMPARE(applyAll(engine, {Pursuit{leadership, optional(reaction), pursue, optional(logistics)}}), QString());
        QVERIFY(engine.isFinished());
        QCOMPARE(engine.state().winner, 0);
        QCOMPARE(engine.state().sides[1].casualties, blue);
        QCOMPARE(engine.state().sides[1].logisticCasualties, blueLogistics);
        QCOMPARE(engine.state().sides[0].casualties, red);
    }

    // "Pursue": an extra 5% for each of Cavalry and Air superiority. Red adds one-sided cavalry and
    // aircraft (BSM +6): 12 - 2 + 6 = 16 against 20, both roll 10; Blue escapes.
    void pursuitWithSuperiority()
    {
        BattleSetup setup = plainBattle();
        setup.sides[0].elements << troops(QStringLiteral("Lancers"), 1, 10, {SpecialClass::Cv}, {Mobility::Mtd})
                                << troops(QStringLiteral("Gryphons"), 1, 10, {SpecialClass::Air}, {Mobility::FA});
        BattleEngine engine = toPursuit(setup);
        QCOMPARE(engine.step(), BattleStep::Pursuit);
        QVERIFY(!engine.apply(Pursuit{12, std::nullopt, true, std::nullopt}).ok()); // the 1d for logistics
        QVERIFY(!engine.apply(Pursuit{13, 7, true, 1}).ok());
        QCOMPARE(applyAll(engine, {Pursuit{12, std::nullopt, true, 1}}), QString());
        QCOMPARE(engine.state().sides[1].casualties, 5 + 5 + 5);
        QCOMPARE(engine.state().sides[1].logisticCasualties, 5);
    }

    // A Fighting Retreat that wins escapes too, and the enemy may pursue.
    void fightingRetreatEscapes()
    {
        BattleEngine engine = engineFor(plainBattle());
        QCOMPARE(fightRound(engine, BattleStrategy::Attack, BattleStrategy::FightingRetreat, 10, 10), QString());
        QCOMPARE(engine.step(), BattleStep::Pursuit);
        QCOMPARE(engine.state().winner, 0);
        QVERIFY(engine.state().sides[1].escaped);
    }

    // "The Winning Side": halved, rounded down to 5% (25% -> 10%); "The Losing Side": half dead, half fled
    // (40%: 20 and 20); "Quick Casualty Determination": TS 100 -> 90 and 60; "Loot": 1/5 of the loser's
    // $100K to raise x 40% = $8,000; 30 minutes doubled once for 20 elements.
    void aftermath()
    {
        BattleSetup setup = plainBattle();
        setup.sides[1].elements = {troops(infantry, 8, 10), with(troops(QStringLiteral("Zealots"), 2, 10), [](BattleElement &e) { e.fanatic = true; })};
        const BattleEngine engine = engineFor(setup);
        BattleState state = engine.state();
        state.sides[0].casualties = 25;
        state.sides[1].casualties = 40;
        state.end = BattleEnd::Victory;
        state.winner = 0;
        const Aftermath after = aftermathOf(setup, state);
        QVERIFY(after.sides[0].heldTheField);
        QCOMPARE(after.sides[0].finalCasualties, 10);
        QCOMPARE(after.sides[0].tsAfter, 90.0);
        QCOMPARE(after.sides[1].finalCasualties, 40);
        QCOMPARE(after.sides[1].dead, 20);
        QCOMPARE(after.sides[1].fled, 20);
        QCOMPARE(after.sides[1].tsAfter, 60.0);
        QVERIFY(after.sides[1].fanaticsWipedOut); // "For Fanatic elements ... all casualties are wiped out"
        QCOMPARE(after.sides[1].logisticCasualties, 0); // not wiped out: the logistic force is spared
        QCOMPARE(after.loot, muster::Money::fromDollars(8'000));
        QCOMPARE(after.lootingMinutes, qint64(60));
        // "Overrunning the Enemy's Rear Area": a side wiped out loses its logistic force.
        state.sides[1].casualties = 100;
        QCOMPARE(aftermathOf(setup, state).sides[1].logisticCasualties, 100);
        QCOMPARE(aftermathOf(setup, state).sides[1].dead, 50);
    }
};

std::unique_ptr<QObject> newFlowTest()
{
    return std::make_unique<FlowTest>();
}

#include "battle_flow.moc"
