// "Action Phase" (Remarkable Actions, Commando Operations, the GM's dice for NPCs) and "Support Phase" (Emergency
// Repairs, Mend the Wounds, Rally, the retreats that skip it).

#include "MyzScenario.h"

#include <memory>

using namespace myztest;

class ActionSupportTest : public QObject
{
    Q_OBJECT

private slots:
    // "Action Phase, Remarkable Action": a Strategy Die per six, at most 4; "Mutations in Mass Combat": 2 MP a six.
    void remarkableAction_data()
    {
        QTest::addColumn<QList<int>>("base");
        QTest::addColumn<QList<int>>("skill");
        QTest::addColumn<int>("mp");
        QTest::addColumn<int>("dice");
        QTest::newRow("two sixes") << QList<int>({6, 2, 3}) << QList<int>({6, 4}) << 0 << 2;
        QTest::newRow("six sixes: 4") << QList<int>({6, 6, 6}) << QList<int>({6, 6, 6}) << 0 << 4;
        QTest::newRow("a six and 4 MP") << QList<int>({6, 1, 1}) << QList<int>({}) << 4 << 3;
        QTest::newRow("3 MP: one six") << QList<int>({2, 2, 2}) << QList<int>({}) << 3 << 1;
        QTest::newRow("no six") << QList<int>({1, 2, 3}) << QList<int>({4, 5}) << 0 << 0;
    }
    void remarkableAction()
    {
        QFETCH(QList<int>, base);
        QFETCH(QList<int>, skill);
        QFETCH(int, mp);
        QFETCH(int, dice);
        MyzBattle battle(fieldBattle());
        begin(battle);
        choose(battle, Strategy::Attack, Strategy::Attack);
        MYZ_TAKE(battle, Step(action(0, ActionKind::Remarkable, rollOf(Assailant, Skill::Shoot, toFaces(base), toFaces(skill), mp))));
        MYZ_TAKE(battle, Step(action(1, ActionKind::None)));
        QCOMPARE(battle.wave().pools[0].strategy, dice);
    }

    // "Commando Operations": each six removes a foe's Strategy Die, not below zero; a pair damages a Support Die,
    // set aside (not rolled) until the Support Phase. The foe's Total Attack has 2 Strategy Dice, an aerial unit 1
    // Support Die (both sides have one: no superiority).
    void commando_data()
    {
        QTest::addColumn<int>("sixes");
        QTest::addColumn<int>("pairs");
        QTest::addColumn<int>("strategy");
        QTest::addColumn<int>("support");
        QTest::addColumn<int>("setAside");
        QTest::newRow("one six") << 1 << 0 << 1 << 1 << 0;
        QTest::newRow("three sixes, not below 0") << 3 << 0 << 0 << 1 << 0;
        QTest::newRow("a pair on Support") << 2 << 1 << 2 << 0 << 1;
        QTest::newRow("a pair and a six") << 3 << 1 << 1 << 0 << 1;
    }
    void commando()
    {
        QFETCH(int, sixes);
        QFETCH(int, pairs);
        QFETCH(int, strategy);
        QFETCH(int, support);
        QFETCH(int, setAside);
        BattleSetup setup = fieldBattle();
        setup.factions[0].units.insert(UnitClass::aerial, 1);
        setup.factions[1].units.insert(UnitClass::aerial, 1);
        MyzBattle battle(setup);
        begin(battle);
        choose(battle, Strategy::Attack, Strategy::TotalAttack);
        const ActionStep tooMany = action(0, ActionKind::Commando, sixesRoll(Assailant, Skill::Sneak, sixes), pairs + 1);
        QVERIFY(2 * (pairs + 1) <= sixes || !battle.take(Step(tooMany)).ok()); // a pair takes two sixes
        MYZ_TAKE(battle, Step(action(0, ActionKind::Commando, sixesRoll(Assailant, Skill::Sneak, sixes), pairs)));
        MYZ_TAKE(battle, Step(action(1, ActionKind::None)));
        const BattlePool foe = battle.wave().pools[1];
        QCOMPARE(foe.strategy, strategy);
        QCOMPARE(foe.support, support);
        QCOMPARE(foe.supportSetAside, setAside);
        QCOMPARE(battle.wave().pools[0].strategy, 0);
        rollAndSettle(battle, {0, 0}); // the foe's set-aside die is not among the faces
        QCOMPARE(battle.damagedSupport(1), setAside);
    }

    // "Retaliation": PCs that only helped another player suffer the damage that player suffers, and do not roll.
    // The assailant's Commando Operation, helped by the medic: the assailant rolls 6 + 1 (commando) = 7 Base Dice,
    // two sixes, no armor: 2 damage, and so does the medic; the others roll their own 6.
    void helpersShareTheActorsRetaliation()
    {
        MyzBattle battle(fieldBattle());
        begin(battle);
        choose(battle, Strategy::Attack, Strategy::Attack);
        PersonRoll commando = rollOf(Assailant, Skill::Sneak, faces({2, 3, 4}), faces({2, 3, 4}));
        commando.helpers << Medic;
        commando.roll.skillDice = 3;
        commando.roll.skill = faces({2, 3, 4});
        MYZ_TAKE(battle, Step(ActionStep{0, ActionKind::Commando, commando, 0, 0}));
        MYZ_TAKE(battle, Step(ActionStep{1, ActionKind::None, {}, 0, 0}));
        rollAndSettle(battle, {1, 1});
        MYZ_TAKE(battle, Step(SupportStep{0, {}, {}, {}}));
        MYZ_TAKE(battle, Step(SupportStep{1, {}, {}, {}}));
        QCOMPARE(battle.phase(), Phase::End);
        QCOMPARE(battle.retaliationTargets(0), (PersonIndices{Leader, Assailant, Engineer}));
        QCOMPARE(battle.helped(0, Medic), int(Assailant));
        QCOMPARE(battle.retaliationDice(0, Assailant), 7);
        EndStep end;
        end.casualties[0].added = same(2, 3); // Inconclusive: 2D6 each
        end.casualties[1].added = same(2, 3);
        end.retaliation << RetaliationRoll{0, Assailant, faces({6, 6, 2, 3, 4, 5, 1}), {}, true}
                        << RetaliationRoll{0, Leader, same(6, 2), {}, true}
                        << RetaliationRoll{0, Engineer, same(6, 2), {}, true};
        for (const int who : {Leader, Assailant, Engineer, Medic})
            end.retaliation << RetaliationRoll{1, who, same(6, 2), {}, true};
        // The medic rolls nothing of her own.
        EndStep medicRolls = end;
        medicRolls.retaliation << RetaliationRoll{0, Medic, same(6, 2), {}, true};
        QVERIFY(!battle.take(Step(medicRolls)).ok());
        MYZ_TAKE(battle, Step(end));
        QCOMPARE(battle.faction(0).damage, (QList<int>{0, 2, 0, 2}));
    }

    // "NPC's Remarkable Actions": the GM gives Strategy Dice instead of a roll.
    void gmDiceForNpcs()
    {
        MyzBattle battle(fieldBattle());
        begin(battle);
        choose(battle, Strategy::Attack, Strategy::Attack);
        MYZ_TAKE(battle, Step(action(0, ActionKind::None)));
        MYZ_TAKE(battle, Step(action(1, ActionKind::GmDice, {}, 0, 1)));
        QCOMPARE(battle.wave().pools[1].strategy, 1);
    }

    // "Support Phase, Emergency Repairs": a six restores a damaged Support Die (README option: one per pair); an
    // unrepaired one adds 1D6 casualties ("Casualties") and is lost for the next Wave ("Next Wave").
    void emergencyRepairs_data()
    {
        QTest::addColumn<int>("fires");
        QTest::addColumn<int>("sixes");
        QTest::addColumn<bool>("perPair");
        QTest::addColumn<int>("restored");
        QTest::newRow("one of two") << 2 << 1 << false << 1;
        QTest::newRow("more sixes than fires") << 1 << 3 << false << 1;
        QTest::newRow("per pair, three sixes") << 2 << 3 << true << 1;
        QTest::newRow("per pair, four sixes") << 2 << 4 << true << 2;
        QTest::newRow("no six") << 2 << 0 << false << 0;
    }
    void emergencyRepairs()
    {
        QFETCH(int, fires);
        QFETCH(int, sixes);
        QFETCH(bool, perPair);
        QFETCH(int, restored);
        BattleSetup setup = fieldBattle();
        setup.restorePerPair = perPair;
        for (Faction &f : setup.factions)
            f.units = {{UnitClass::aerial, 1}, {UnitClass::armored, 1}, {UnitClass::artillery, 1}};
        MyzBattle battle(setup);
        begin(battle);
        toBattle(battle, Strategy::Attack, Strategy::Attack);
        rollAndSettle(battle, {0, 0}, {0, 0}, {fires, 0});
        MYZ_TAKE(battle, Step(SupportStep{0, sixesRoll(Engineer, Skill::JuryRig, sixes), {}, {}}));
        MYZ_TAKE(battle, Step(SupportStep{1, {}, {}, {}}));
        QCOMPARE(battle.wave().supportRestored[0], restored);
        QCOMPARE(battle.casualtyDice(0).added, 2 + fires - restored); // Inconclusive 2D6, 1D6 per fire left
        MYZ_TAKE(battle, Step(quietEnd(battle)));
        toBattle(battle, Strategy::Attack, Strategy::Attack);
        QCOMPARE(battle.wave().pools[0].support, 3 - fires + restored);
    }

    // "Support Phase, Mend the Wounds": a six restores a Battle Die showing 1 (README option: one per pair);
    // README "Next Wave": this Wave's Battle Dice less the unmended ones.
    void mendTheWounds_data()
    {
        QTest::addColumn<int>("skulls");
        QTest::addColumn<int>("sixes");
        QTest::addColumn<bool>("perPair");
        QTest::addColumn<int>("restored");
        QTest::newRow("one of two") << 2 << 1 << false << 1;
        QTest::newRow("more sixes than skulls") << 1 << 3 << false << 1;
        QTest::newRow("per pair, three sixes") << 2 << 3 << true << 1;
        QTest::newRow("no six") << 2 << 0 << false << 0;
    }
    void mendTheWounds()
    {
        QFETCH(int, skulls);
        QFETCH(int, sixes);
        QFETCH(bool, perPair);
        QFETCH(int, restored);
        BattleSetup setup = fieldBattle(4, 3);
        setup.restorePerPair = perPair;
        MyzBattle battle(setup);
        begin(battle);
        toBattle(battle, Strategy::Attack, Strategy::Attack);
        rollAndSettle(battle, {0, 0}, {skulls, 0});
        MYZ_TAKE(battle, Step(SupportStep{0, {}, sixesRoll(Medic, Skill::Heal, sixes), {}}));
        MYZ_TAKE(battle, Step(SupportStep{1, {}, {}, {}}));
        QCOMPARE(battle.wave().battleRestored[0], restored);
        QCOMPARE(battle.casualtyDice(0).added, 2 * (skulls - restored) + 2);
        MYZ_TAKE(battle, Step(quietEnd(battle)));
        toBattle(battle, Strategy::Attack, Strategy::Attack);
        QCOMPARE(battle.wave().pools[0].battle, 4 - skulls + restored);
    }

    // "Rally": a rallying force's COMMAND or MANIPULATE roll in the Support Phase ends the confusion.
    void rallyRollEndsConfusion_data()
    {
        QTest::addColumn<QList<int>>("roll");
        QTest::addColumn<bool>("confused");
        QTest::newRow("a six") << QList<int>({6, 2, 3}) << false;
        QTest::newRow("no six") << QList<int>({1, 2, 3}) << true;
    }
    void rallyRollEndsConfusion()
    {
        QFETCH(QList<int>, roll);
        QFETCH(bool, confused);
        MyzBattle battle(ambushed(fieldBattle())); // side 0 CONFUSED
        start(battle);
        toBattle(battle, Strategy::Rally, Strategy::Attack);
        rollAndSettle(battle, {0, 0});
        MYZ_TAKE(battle, Step(SupportStep{0, {}, {}, rollOf(Leader, Skill::Command, toFaces(roll))}));
        QVERIFY(!battle.take(Step(SupportStep{1, {}, {}, rollOf(Leader, Skill::Command, toFaces(roll))})).ok()); // not rallying
        MYZ_TAKE(battle, Step(SupportStep{1, {}, {}, {}}));
        MYZ_TAKE(battle, Step(quietEnd(battle)));
        QCOMPARE(battle.faction(0).confused, confused);
        MYZ_TAKE(battle, Step(RiskStep{}));
        QCOMPARE(battle.legalStrategies(0).contains(Strategy::Attack), !confused);
    }

    // "Retreat Strategies": Fighting Retreat and Full Retreat skip their Support Phase.
    void retreatSkipsSupport_data()
    {
        QTest::addColumn<Strategy>("retreat");
        QTest::newRow("Fighting Retreat") << Strategy::FightingRetreat;
        QTest::newRow("Full Retreat") << Strategy::FullRetreat;
    }
    void retreatSkipsSupport()
    {
        QFETCH(Strategy, retreat);
        MyzBattle battle(fieldBattle());
        begin(battle);
        toBattle(battle, retreat, Strategy::Attack);
        rollAndSettle(battle, {0, 0});
        QVERIFY(battle.wave().skipsSupport[0]);
        QCOMPARE(battle.sideToAct(), 1);
        QVERIFY(!battle.take(Step(SupportStep{0, {}, {}, {}})).ok());
        MYZ_TAKE(battle, Step(SupportStep{1, {}, {}, {}}));
        QCOMPARE(battle.phase(), Phase::End);
    }
};

std::unique_ptr<QObject> newActionSupportTest()
{
    return std::make_unique<ActionSupportTest>();
}

#include "myz_action_support.moc"
