// "End Phase", "Sieges" and "End of Combat". Casualties are counted by hand from the typed casualty dice, in the
// order of the README ruling "Casualties of a side".

#include "MyzScenario.h"

#include <memory>

using namespace myztest;

class WaveEndTest : public QObject
{
    Q_OBJECT

private slots:
    // "End Phase, Margin of Victory": each row's casualty dice, Great: the loser CONFUSED, Overwhelming: it routs and
    // its leader is captured (and the battle ends: "End of Combat").
    void marginTable_data()
    {
        QTest::addColumn<int>("sixes");
        QTest::addColumn<ResultRow>("row");
        QTest::addColumn<int>("winnerDice");
        QTest::addColumn<int>("loserDice");
        QTest::newRow("±0") << 0 << ResultRow::Inconclusive << 2 << 2;
        QTest::newRow("+1") << 1 << ResultRow::Marginal << 1 << 3;
        QTest::newRow("+2") << 2 << ResultRow::Definite << 0 << 4;
        QTest::newRow("+3") << 3 << ResultRow::Great << 0 << 4;
        QTest::newRow("+4") << 4 << ResultRow::Overwhelming << 0 << 4;
        QTest::newRow("+5") << 5 << ResultRow::Overwhelming << 0 << 4;
    }
    void marginTable()
    {
        QFETCH(int, sixes);
        QFETCH(ResultRow, row);
        QFETCH(int, winnerDice);
        QFETCH(int, loserDice);
        MyzBattle battle(fieldBattle(5, 5));
        begin(battle);
        toEnd(battle, Strategy::Attack, Strategy::Attack, {sixes, 0});
        QCOMPARE(battle.wave().row, row);
        QCOMPARE(battle.casualtyDice(0).added, winnerDice);
        QCOMPARE(battle.casualtyDice(1).added, loserDice);
        MYZ_TAKE(battle, Step(quietEnd(battle)));
        QCOMPARE(battle.faction(1).confused, row >= ResultRow::Great);
        QCOMPARE(battle.faction(1).exit, row == ResultRow::Overwhelming ? Exit::Routed : Exit::None);
        QCOMPARE(battle.faction(1).leaderCaptured, row == ResultRow::Overwhelming);
        QCOMPARE(battle.phase(), row == ResultRow::Overwhelming ? Phase::Over : Phase::Risk);
    }

    // "Casualties" and README ruling "Casualties of a side": 2D6 per skull, 1D6 per fire, the row's dice, +1D6 for
    // the foe's winning Total Attack or winning-or-tying Planned Defense; x2 for its own Total Attack/Defense; minus
    // its Skirmish 1D6 or Full Retreat 2D6; halved by the foe's Fighting Retreat; none against a Full Retreat; never
    // below 0. Each side has an aerial unit (a Support Die); hills.
    void casualties_data()
    {
        QTest::addColumn<Strategy>("a");
        QTest::addColumn<Strategy>("b");
        QTest::addColumn<Pair>("sixes");
        QTest::addColumn<Pair>("skulls");
        QTest::addColumn<Pair>("fires");
        QTest::addColumn<QList<int>>("addedA");
        QTest::addColumn<QList<int>>("removedA");
        QTest::addColumn<int>("killedA");
        QTest::addColumn<QList<int>>("addedB");
        QTest::addColumn<QList<int>>("removedB");
        QTest::addColumn<int>("killedB");
        const QList<int> no;
        const Strategy attack = Strategy::Attack;
        // A: skull 2D6 + fire 1D6 + Marginal winner 1D6 = 3+4+5+6; B: Marginal loser 3D6.
        QTest::newRow("Marginal, a skull and a fire") << attack << attack << Pair{1, 0} << Pair{1, 0} << Pair{1, 0}
            << QList<int>({3, 4, 5, 6}) << no << 18 << QList<int>({1, 2, 3}) << no << 6;
        // A: skull 2D6 = 9, doubled 18; B: Definite loser 4D6 + Total Attack 1D6 = 5.
        QTest::newRow("Total Attack wins") << Strategy::TotalAttack << attack << Pair{2, 0} << Pair{1, 0} << Pair{0, 0}
            << QList<int>({4, 5}) << no << 18 << QList<int>({1, 1, 1, 1, 1}) << no << 5;
        // A: Inconclusive 2D6 + the foe's tying Planned Defense 1D6 = 9; B: 2D6 = 12.
        QTest::newRow("Planned Defense ties") << attack << Strategy::PlannedDefense << Pair{1, 1} << Pair{0, 0} << Pair{0, 0}
            << QList<int>({2, 3, 4}) << no << 9 << QList<int>({6, 6}) << no << 12;
        // A: Marginal winner 1D6 (a lost Planned Defense adds nothing); B: 3D6 = 6.
        QTest::newRow("Planned Defense loses") << attack << Strategy::PlannedDefense << Pair{1, 0} << Pair{0, 0} << Pair{0, 0}
            << QList<int>({5}) << no << 5 << QList<int>({2, 2, 2}) << no << 6;
        // B: Marginal loser 3D6 = 6, doubled by its Total Defense.
        QTest::newRow("Total Defense loses") << attack << Strategy::TotalDefense << Pair{1, 0} << Pair{0, 0} << Pair{0, 0}
            << QList<int>({4}) << no << 4 << QList<int>({1, 2, 3}) << no << 12;
        // A: 2D6 11 - Skirmish 1D6 4 = 7.
        QTest::newRow("Skirmish") << Strategy::Skirmish << attack << Pair{0, 0} << Pair{0, 0} << Pair{0, 0}
            << QList<int>({5, 6}) << QList<int>({4}) << 7 << QList<int>({3, 3}) << no << 6;
        // B: 2D6 9, halved by A's Fighting Retreat: 4.
        QTest::newRow("Fighting Retreat halves") << Strategy::FightingRetreat << attack << Pair{0, 0} << Pair{0, 0} << Pair{0, 0}
            << QList<int>({6, 5}) << no << 11 << QList<int>({5, 4}) << no << 4;
        // A: Marginal loser 3D6 7 - Full Retreat 2D6 11: 0; B: none against a Full Retreat.
        QTest::newRow("Full Retreat, never below 0") << Strategy::FullRetreat << attack << Pair{0, 1} << Pair{0, 0} << Pair{0, 0}
            << QList<int>({2, 2, 3}) << QList<int>({5, 6}) << 0 << no << no << 0;
        // A: none against B's Full Retreat, skulls and all; B: 2D6 12 - 2D6 3 = 9.
        QTest::newRow("foe's Full Retreat") << attack << Strategy::FullRetreat << Pair{0, 0} << Pair{2, 0} << Pair{1, 0}
            << no << no << 0 << QList<int>({6, 6}) << QList<int>({1, 2}) << 9;
        // A: (12 - 4) halved = 4, not 12/2 - 4 = 2.
        QTest::newRow("Skirmish v Fighting Retreat: minus, then halve") << Strategy::Skirmish << Strategy::FightingRetreat
            << Pair{0, 0} << Pair{0, 0} << Pair{0, 0} << QList<int>({6, 6}) << QList<int>({4}) << 4 << QList<int>({3, 4}) << no << 7;
        // A: 11 x2 = 22, halved 11.
        QTest::newRow("Total Attack v Fighting Retreat: double, then halve") << Strategy::TotalAttack << Strategy::FightingRetreat
            << Pair{0, 0} << Pair{0, 0} << Pair{0, 0} << QList<int>({5, 6}) << no << 11 << QList<int>({1, 2}) << no << 3;
    }
    void casualties()
    {
        QFETCH(Strategy, a);
        QFETCH(Strategy, b);
        QFETCH(Pair, sixes);
        QFETCH(Pair, skulls);
        QFETCH(Pair, fires);
        QFETCH(QList<int>, addedA);
        QFETCH(QList<int>, removedA);
        QFETCH(int, killedA);
        QFETCH(QList<int>, addedB);
        QFETCH(QList<int>, removedB);
        QFETCH(int, killedB);
        BattleSetup setup = fieldBattle(3, 3, Terrain::Hills);
        for (Faction &f : setup.factions)
            f.units.insert(UnitClass::aerial, 1);
        MyzBattle battle(setup);
        begin(battle);
        toEnd(battle, a, b, sixes, skulls, fires);
        QCOMPARE(battle.casualtyDice(0).added, addedA.size());
        QCOMPARE(battle.casualtyDice(0).removed, removedA.size());
        QCOMPARE(battle.casualtyDice(1).added, addedB.size());
        QCOMPARE(battle.casualtyDice(1).removed, removedB.size());
        EndStep end;
        end.casualties = {CasualtyRoll{toFaces(addedA), toFaces(removedA), true}, CasualtyRoll{toFaces(addedB), toFaces(removedB), true}};
        MYZ_TAKE(battle, Step(end));
        QCOMPARE(battle.waves().first().casualties, (Pair{killedA, killedB}));
        QCOMPARE(battle.faction(0).fightersKilled, killedA);
    }

    // README ruling "Casualties of a side": dice restored in the Support Phase no longer count.
    void restoredDiceNoLongerCount()
    {
        BattleSetup setup = fieldBattle();
        setup.factions[0].units.insert(UnitClass::aerial, 1);
        MyzBattle battle(setup);
        begin(battle);
        toBattle(battle, Strategy::Attack, Strategy::Attack);
        rollAndSettle(battle, {0, 0}, {2, 0}, {1, 0});
        MYZ_TAKE(battle, Step(SupportStep{0, sixesRoll(Engineer, Skill::JuryRig, 1), sixesRoll(Medic, Skill::Heal, 1), {}}));
        MYZ_TAKE(battle, Step(SupportStep{1, {}, {}, {}}));
        QCOMPARE(battle.casualtyDice(0).added, 4); // one skull left 2D6, Inconclusive 2D6
        EndStep end;
        end.casualties = {CasualtyRoll{faces({1, 2, 3, 4}), {}, true}, CasualtyRoll{faces({2, 2}), {}, true}};
        MYZ_TAKE(battle, Step(end));
        QCOMPARE(battle.waves().first().casualties, (Pair{10, 4}));
    }

    // "Retaliation": 6 + Risk Base Dice, +1 each for a commando operation, a lost Wave, a rout and the foe's
    // artillery left. Side 0's assailant.
    void retaliationDice_data()
    {
        QTest::addColumn<int>("risk");
        QTest::addColumn<bool>("commando");
        QTest::addColumn<Pair>("sixes");
        QTest::addColumn<bool>("foeArtillery");
        QTest::addColumn<int>("dice");
        QTest::newRow("risk 0, a tie") << 0 << false << Pair{0, 0} << false << 6;
        QTest::newRow("risk 0, won") << 0 << false << Pair{1, 0} << false << 6;
        QTest::newRow("risk +2, lost") << 2 << false << Pair{0, 1} << false << 9;
        QTest::newRow("risk -3, foe's artillery") << -3 << false << Pair{0, 0} << true << 4;
        QTest::newRow("commando, lost") << 0 << true << Pair{0, 1} << false << 8;
        QTest::newRow("routed, risk +1, artillery") << 1 << false << Pair{0, 4} << true << 10;
    }
    void retaliationDice()
    {
        QFETCH(int, risk);
        QFETCH(bool, commando);
        QFETCH(Pair, sixes);
        QFETCH(bool, foeArtillery);
        QFETCH(int, dice);
        BattleSetup setup = fieldBattle(5, 5);
        if (foeArtillery)
            setup.factions[1].units.insert(UnitClass::artillery, 1);
        MyzBattle battle(setup);
        begin(battle);
        MYZ_TAKE(battle, Step(RiskStep{{QList<int>{0, risk}, QList<int>{}}}));
        choose(battle, Strategy::Attack, Strategy::Attack);
        MYZ_TAKE(battle, Step(action(0, commando ? ActionKind::Commando : ActionKind::None, rollOf(Assailant, Skill::Sneak, faces({2, 3})))));
        MYZ_TAKE(battle, Step(action(1, ActionKind::None)));
        rollAndSettle(battle, sixes);
        noSupport(battle);
        QCOMPARE(battle.retaliationDice(0, Assailant), dice);
        EndStep end = quietEnd(battle);
        end.retaliation << RetaliationRoll{0, Assailant, same(dice, 2), {}, true};
        MYZ_TAKE(battle, Step(end));
    }

    // "Retaliation" and README: each six on the Base Dice is a point of damage, each six on the Armor's Gear Dice
    // takes one off.
    void retaliationDamage_data()
    {
        QTest::addColumn<QList<int>>("base");
        QTest::addColumn<QList<int>>("armor");
        QTest::addColumn<int>("damage");
        QTest::newRow("three sixes, no armor") << QList<int>({6, 6, 6, 1, 2, 3}) << QList<int>({}) << 3;
        QTest::newRow("three sixes, armor stops one") << QList<int>({6, 6, 6, 1, 2, 3}) << QList<int>({6, 2}) << 2;
        QTest::newRow("armor stops all") << QList<int>({6, 1, 1, 1, 2, 3}) << QList<int>({6, 6}) << 0;
    }
    void retaliationDamage()
    {
        QFETCH(QList<int>, base);
        QFETCH(QList<int>, armor);
        QFETCH(int, damage);
        BattleSetup setup = fieldBattle();
        setup.factions[0].people[Assailant].armor = int(armor.size());
        MyzBattle battle(setup);
        begin(battle);
        toEnd(battle, Strategy::Attack, Strategy::Attack, {0, 0});
        EndStep end = quietEnd(battle);
        end.retaliation << RetaliationRoll{0, Assailant, toFaces(base), toFaces(armor), true};
        MYZ_TAKE(battle, Step(end));
        QCOMPARE(battle.waves().first().retaliationDamage, (QVarLengthArray<int, 8>{damage}));
        QCOMPARE(battle.faction(0).damage.value(Assailant), damage);
    }

    // "Retaliation": a broken leader's successor rolls COMMAND or MANIPULATE at -3 and Risk (README: negative Skill
    // Dice cancel sixes); failure, the faction is CONFUSED.
    void brokenLeadersSuccessor_data()
    {
        QTest::addColumn<QList<int>>("negative");
        QTest::addColumn<bool>("confused");
        QTest::newRow("success") << QList<int>({3}) << false;
        QTest::newRow("the six cancelled: failure") << QList<int>({6}) << true;
    }
    void brokenLeadersSuccessor()
    {
        QFETCH(QList<int>, negative);
        QFETCH(bool, confused);
        MyzBattle battle(fieldBattle());
        begin(battle);
        toEnd(battle, Strategy::Attack, Strategy::Attack, {0, 0});
        EndStep end = quietEnd(battle);
        end.retaliation << RetaliationRoll{0, Leader, faces({6, 6, 6, 2, 2, 2}), {}, true}; // strength 3: broken
        MYZ_TAKE(battle, Step(end));
        QCOMPARE(battle.phase(), Phase::Successor);
        QCOMPARE(battle.successor(0), int(Assailant));
        QCOMPARE(battle.skillPool(0, Assailant, Skill::Command, 0, -3).skillDice, -1); // 2 Skill Dice, Risk 0, -3
        PersonRoll roll;
        roll.person = Assailant;
        roll.roll = SkillRoll{3, -1, faces({6, 2, 2}), toFaces(negative), true};
        MYZ_TAKE(battle, Step(SuccessorStep{0, roll}));
        QCOMPARE(battle.faction(0).confused, confused);
        QCOMPARE(battle.faction(0).leader, int(Assailant));
        QCOMPARE(battle.phase(), Phase::Risk);
    }

    // "Casualties, Ark Projects": an Ark that lost the Wave rolls a Gear Die; a 1 destroys a project (the Arsenal and
    // its Support Die); no other face, and no Gear Die for an Ark that did not lose.
    void arkProjectGearDie_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<Pair>("sixes");
        QTest::addColumn<bool>("destroyed");
        QTest::newRow("lost, a 1") << 1 << Pair{0, 1} << true;
        QTest::newRow("lost, a 4") << 4 << Pair{0, 1} << false;
        QTest::newRow("won, a 1") << 1 << Pair{1, 0} << false;
    }
    void arkProjectGearDie()
    {
        QFETCH(int, face);
        QFETCH(Pair, sixes);
        QFETCH(bool, destroyed);
        BattleSetup setup = arkBesieged(3, 3, {ArkProject::Arsenal});
        setup.siegeDefender = -1;
        MyzBattle battle(setup);
        begin(battle);
        toBattle(battle, Strategy::Defense, Strategy::Attack);
        QCOMPARE(battle.wave().pools[0].support, 1);
        rollAndSettle(battle, sixes);
        noSupport(battle);
        EndStep end = quietEnd(battle);
        end.arkDie[0] = dice::DieRoll{6, face, true};
        end.projectLost[0] = ArkProject::Arsenal;
        QCOMPARE(battle.take(Step(end)).ok(), destroyed);
        if (!destroyed)
            return;
        QVERIFY(!battle.faction(0).projects.contains(ArkProject::Arsenal));
        toBattle(battle, Strategy::Defense, Strategy::Attack);
        QCOMPARE(battle.wave().pools[0].support, 0);
    }

    // README "Next Wave": this Wave's Battle Dice less the unmended skulls, plus or minus the GM's change.
    void nextWaveBattleDice()
    {
        MyzBattle battle(fieldBattle(5, 3));
        begin(battle);
        toBattle(battle, Strategy::Attack, Strategy::Attack);
        rollAndSettle(battle, {0, 0}, {2, 0});
        MYZ_TAKE(battle, Step(SupportStep{0, {}, sixesRoll(Medic, Skill::Heal, 1), {}}));
        MYZ_TAKE(battle, Step(SupportStep{1, {}, {}, {}}));
        EndStep end = quietEnd(battle);
        end.battleDiceChange = {2, -1};
        MYZ_TAKE(battle, Step(end));
        toBattle(battle, Strategy::Attack, Strategy::Attack);
        QCOMPARE(battle.wave().pools[0].battle, 6); // 5 - 1 + 2
        QCOMPARE(battle.wave().pools[1].battle, 2); // 3 - 1
    }

    // "Damaged Support": with no fortification or ambush die, each fire left unrepaired destroys a Special Unit. The
    // choice is the foe's; the program takes the first class still fielded, in the built-in order (Aerial, Armored,
    // Artillery, Cavalry, ...). Two Artillery and one Cavalry, two fires: both Artillery units; one Support Die left.
    void damagedSupportDestroysUnits()
    {
        BattleSetup setup = fieldBattle(5, 3);
        setup.factions[0].units = {{UnitClass::artillery, 2}, {UnitClass::cavalry, 1}};
        MyzBattle battle(setup);
        begin(battle);
        toBattle(battle, Strategy::Attack, Strategy::Attack);
        QCOMPARE(battle.wave().pools[0].support, 2);
        rollAndSettle(battle, {0, 0}, {0, 0}, {2, 0});
        noSupport(battle);
        MYZ_TAKE(battle, Step(quietEnd(battle)));
        QCOMPARE(battle.unitsLost(0), (QMap<QString, int>{{UnitClass::artillery, 2}}));
        QVERIFY(battle.unitsLost(1).isEmpty());
        QCOMPARE(battle.effectiveUnits(0, UnitClass::artillery), 0);
        QCOMPARE(battle.effectiveUnits(0, UnitClass::cavalry), 1);
        QCOMPARE(battle.faction(0).supportLost.size(), 2);
        toBattle(battle, Strategy::Attack, Strategy::Attack);
        QCOMPARE(battle.wave().pools[0].support, 1);
    }

    // "Sieges": Fortification Bonus dice can be repaired in the Support Phase; an unrepaired one is lost.
    void fortificationDiceRepairable_data()
    {
        QTest::addColumn<int>("repaired");
        QTest::newRow("none") << 0;
        QTest::newRow("one") << 1;
        QTest::newRow("both") << 2;
    }
    void fortificationDiceRepairable()
    {
        QFETCH(int, repaired);
        MyzBattle battle(arkBesieged(3, 3, {ArkProject::Defenses, ArkProject::Watchtower}));
        begin(battle);
        toBattle(battle, Strategy::Defense, Strategy::Attack);
        QCOMPARE(battle.wave().pools[0].support, 2);
        rollAndSettle(battle, {0, 0}, {0, 0}, {2, 0});
        MYZ_TAKE(battle, Step(SupportStep{0, sixesRoll(Engineer, Skill::Manufacture, repaired), {}, {}}));
        MYZ_TAKE(battle, Step(SupportStep{1, {}, {}, {}}));
        QCOMPARE(battle.casualtyDice(0).added, 2 + 2 - repaired);
        MYZ_TAKE(battle, Step(quietEnd(battle)));
        toBattle(battle, Strategy::Defense, Strategy::Attack);
        QCOMPARE(battle.wave().pools[0].support, repaired);
    }

    // "Sieges, Retreating from a Stronghold": defenders escaping end the siege and fight on outside, without the
    // Fortification Bonus; "Ark Projects, Shelter": with it, a successful retreat escapes the battle.
    void besiegedDefenderRetreats_data()
    {
        QTest::addColumn<bool>("shelter");
        QTest::newRow("no Shelter") << false;
        QTest::newRow("Shelter") << true;
    }
    void besiegedDefenderRetreats()
    {
        QFETCH(bool, shelter);
        QSet<ArkProject> projects{ArkProject::Defenses};
        if (shelter)
            projects << ArkProject::Shelter;
        MyzBattle battle(arkBesieged(3, 3, projects));
        begin(battle);
        playWave(battle, Strategy::FightingRetreat, Strategy::Attack, {0, 0});
        QCOMPARE(battle.faction(0).exit, shelter ? Exit::Escaped : Exit::None);
        QCOMPARE(battle.phase(), shelter ? Phase::Over : Phase::Risk);
        if (shelter)
            return;
        QVERIFY(!battle.siege());
        toBattle(battle, Strategy::Attack, Strategy::Attack); // no longer limited to the siege strategies
        QCOMPARE(battle.wave().pools[0].support, 0);
    }

    // "Sieges, Rout": routed defenders with no way out surrender; the Shelter is a way out ("Ark Projects"), until
    // the Gear Die destroys it ("Casualties, Ark Projects").
    void routedDefendersSurrender_data()
    {
        QTest::addColumn<bool>("shelter");
        QTest::addColumn<bool>("shelterDestroyed");
        QTest::addColumn<Exit>("exit");
        QTest::newRow("no Shelter") << false << false << Exit::Surrendered;
        QTest::newRow("Shelter") << true << false << Exit::Routed;
        QTest::newRow("Shelter destroyed") << true << true << Exit::Surrendered;
    }
    void routedDefendersSurrender()
    {
        QFETCH(bool, shelter);
        QFETCH(bool, shelterDestroyed);
        QFETCH(Exit, exit);
        MyzBattle battle(arkBesieged(3, 5, shelter ? QSet<ArkProject>{ArkProject::Shelter} : QSet<ArkProject>{}));
        begin(battle);
        if (shelterDestroyed) {
            toEnd(battle, Strategy::Defense, Strategy::Attack, {0, 1});
            EndStep end = quietEnd(battle);
            end.arkDie[0] = dice::DieRoll{6, 1, true};
            end.projectLost[0] = ArkProject::Shelter;
            MYZ_TAKE(battle, Step(end));
            MYZ_TAKE(battle, Step(RiskStep{}));
            QVERIFY(!battle.legalStrategies(0).contains(Strategy::FullRetreat));
        }
        playWave(battle, Strategy::Defense, Strategy::Attack, {0, 4});
        QCOMPARE(battle.faction(0).exit, exit);
        QVERIFY(battle.faction(0).leaderCaptured);
        QCOMPARE(battle.phase(), Phase::Over);
    }

    // "End of Combat": over when a faction routed, escaped or has no Battle Dice left.
    void endOfCombat_data()
    {
        QTest::addColumn<int>("level");
        QTest::addColumn<Strategy>("strategy");
        QTest::addColumn<Pair>("sixes");
        QTest::addColumn<int>("skulls");
        QTest::addColumn<Exit>("exit");
        QTest::newRow("rout") << 3 << Strategy::Attack << Pair{0, 4} << 0 << Exit::Routed;
        QTest::newRow("escape") << 3 << Strategy::FullRetreat << Pair{0, 0} << 0 << Exit::Escaped;
        QTest::newRow("no Battle Dice left") << 1 << Strategy::Attack << Pair{0, 0} << 1 << Exit::NoBattleDice;
        QTest::newRow("fighting on") << 3 << Strategy::Attack << Pair{0, 0} << 1 << Exit::None;
    }
    void endOfCombat()
    {
        QFETCH(int, level);
        QFETCH(Strategy, strategy);
        QFETCH(Pair, sixes);
        QFETCH(int, skulls);
        QFETCH(Exit, exit);
        MyzBattle battle(fieldBattle(level, 5));
        begin(battle);
        toEnd(battle, strategy, Strategy::Attack, sixes, {skulls, 0});
        MYZ_TAKE(battle, Step(quietEnd(battle)));
        QCOMPARE(battle.faction(0).exit, exit);
        QCOMPARE(battle.phase(), exit == Exit::None ? Phase::Risk : Phase::Over);
    }
};

std::unique_ptr<QObject> newWaveEndTest()
{
    return std::make_unique<WaveEndTest>();
}

#include "myz_wave_end.moc"
