// "Battle Pool" and "Battle Modifiers": the Battle, Strategy and Support Dice a leader brings to a Wave.

#include "MyzScenario.h"

#include <memory>

using namespace myztest;

namespace {

// The Battle Pools of the first Wave once both factions have passed the Action Phase.
void firstPools(const BattleSetup &setup, Strategy a, Strategy b, std::array<BattlePool, 2> &pools,
                Pair circumstances = {0, 0})
{
    MyzBattle battle(setup);
    begin(battle);
    toBattle(battle, a, b, circumstances);
    QCOMPARE(battle.phase(), Phase::Battle);
    pools = battle.wave().pools;
}

} // namespace

class PoolsTest : public QObject
{
    Q_OBJECT

private slots:
    // "Battle Modifiers, Special Class": one Support Die per class present, at most one per class; Cavalry only
    // outside a siege, Engineering only in one, Naval only by a sea or river; a GM's own class counts.
    void specialClassSupportDice_data()
    {
        QTest::addColumn<QString>("unitClass");
        QTest::addColumn<int>("units");
        QTest::addColumn<bool>("siege");
        QTest::addColumn<bool>("waterway");
        QTest::addColumn<int>("support");
        QTest::newRow("aerial") << UnitClass::aerial << 1 << false << false << 1;
        QTest::newRow("three armored: one die") << UnitClass::armored << 3 << false << false << 1;
        QTest::newRow("artillery in a siege") << UnitClass::artillery << 2 << true << false << 1;
        QTest::newRow("cavalry in the field") << UnitClass::cavalry << 2 << false << false << 1;
        QTest::newRow("cavalry in a siege") << UnitClass::cavalry << 2 << true << false << 0;
        QTest::newRow("engineering in the field") << UnitClass::engineering << 1 << false << false << 0;
        QTest::newRow("engineering in a siege") << UnitClass::engineering << 1 << true << false << 1;
        QTest::newRow("naval, no waterway") << UnitClass::naval << 1 << false << false << 0;
        QTest::newRow("naval by a river") << UnitClass::naval << 1 << false << true << 1;
        QTest::newRow("GM's Zone monsters") << QStringLiteral("zone-monsters") << 2 << false << false << 1;
        QTest::newRow("no special unit") << UnitClass::aerial << 0 << false << false << 0;
    }
    void specialClassSupportDice()
    {
        QFETCH(QString, unitClass);
        QFETCH(int, units);
        QFETCH(bool, siege);
        QFETCH(bool, waterway);
        QFETCH(int, support);
        BattleSetup setup = fieldBattle();
        setup.factions[0].units.insert(unitClass, units);
        setup.waterway = waterway;
        setup.siegeDefender = siege ? 1 : -1; // the foe besieged in a stronghold without a Fortification Bonus
        std::array<BattlePool, 2> pools;
        firstPools(setup, Strategy::Attack, siege ? Strategy::Defense : Strategy::Attack, pools);
        QCOMPARE(pools[0].support, support);
        QCOMPARE(pools[1].support, 0);
    }

    // "Battle Modifiers, Special Class": the dice add up over classes, the GM's own among them.
    void oneSupportDiePerClass()
    {
        BattleSetup setup = fieldBattle();
        setup.factions[0].units = {{UnitClass::aerial, 1}, {UnitClass::armored, 2}, {UnitClass::artillery, 1},
                                   {UnitClass::cavalry, 4}, {QStringLiteral("zone-monsters"), 1}};
        std::array<BattlePool, 2> pools;
        firstPools(setup, Strategy::Attack, Strategy::Attack, pools);
        QCOMPARE(pools[0].support, 5);
    }

    // "Battle Modifiers, Superiority": a Strategy Die for at least 2 for 1 in a class's special units.
    void superiority_data()
    {
        QTest::addColumn<QString>("unitClass");
        QTest::addColumn<int>("own");
        QTest::addColumn<int>("foe");
        QTest::addColumn<bool>("siege");
        QTest::addColumn<bool>("waterway");
        QTest::addColumn<int>("strategy");
        QTest::newRow("2 for 1") << UnitClass::artillery << 2 << 1 << false << false << 1;
        QTest::newRow("1 against none") << UnitClass::artillery << 1 << 0 << false << false << 1;
        QTest::newRow("even") << UnitClass::artillery << 1 << 1 << false << false << 0;
        QTest::newRow("3 for 2") << UnitClass::armored << 3 << 2 << false << false << 0;
        QTest::newRow("4 for 2") << UnitClass::armored << 4 << 2 << false << false << 1;
        QTest::newRow("outnumbered") << UnitClass::armored << 1 << 2 << false << false << 0;
        QTest::newRow("cavalry in a siege") << UnitClass::cavalry << 2 << 0 << true << false << 0;
        QTest::newRow("naval, no waterway") << UnitClass::naval << 2 << 0 << false << false << 0;
        QTest::newRow("naval by a river") << UnitClass::naval << 2 << 0 << false << true << 1;
        QTest::newRow("GM's Zone monsters") << QStringLiteral("zone-monsters") << 2 << 1 << false << false << 1;
    }
    void superiority()
    {
        QFETCH(QString, unitClass);
        QFETCH(int, own);
        QFETCH(int, foe);
        QFETCH(bool, siege);
        QFETCH(bool, waterway);
        QFETCH(int, strategy);
        BattleSetup setup = fieldBattle();
        setup.factions[0].units.insert(unitClass, own);
        setup.factions[1].units.insert(unitClass, foe);
        setup.waterway = waterway;
        setup.siegeDefender = siege ? 1 : -1;
        std::array<BattlePool, 2> pools;
        firstPools(setup, Strategy::Attack, siege ? Strategy::Defense : Strategy::Attack, pools);
        QCOMPARE(pools[0].strategy, strategy);
    }

    // "Battle Modifiers, Superiority", the book's example: Armored and Artillery superiority, a net two Strategy Dice.
    void armoredAndArtillerySuperiorityIsCumulative()
    {
        BattleSetup setup = fieldBattle();
        setup.factions[0].units = {{UnitClass::armored, 2}, {UnitClass::artillery, 2}};
        setup.factions[1].units = {{UnitClass::armored, 1}, {UnitClass::artillery, 1}};
        std::array<BattlePool, 2> pools;
        firstPools(setup, Strategy::Attack, Strategy::Attack, pools);
        QCOMPARE(pools[0].strategy, 2);
        QCOMPARE(pools[1].strategy, 0);
    }

    // "Battle Modifiers, Ark Projects" (Arsenal +1 Support Die at the Ark; Defenses a palisade, walled with the
    // Watchtower) and "Sieges": the Fortification Bonus is Support Dice for the siege defender only.
    void arkSupportDice_data()
    {
        QTest::addColumn<QSet<ArkProject>>("projects");
        QTest::addColumn<Fortification>("stronghold");
        QTest::addColumn<bool>("besieged");
        QTest::addColumn<bool>("atItsArk");
        QTest::addColumn<int>("support");
        using P = QSet<ArkProject>;
        const P walls{ArkProject::Defenses, ArkProject::Watchtower};
        const Fortification none = Fortification::None;
        QTest::newRow("Arsenal at the Ark") << P{ArkProject::Arsenal} << none << false << true << 1;
        QTest::newRow("Arsenal away from it") << P{ArkProject::Arsenal} << none << false << false << 0;
        QTest::newRow("Defenses: palisade") << P{ArkProject::Defenses} << none << true << true << 1;
        QTest::newRow("Defenses and Watchtower: walled") << walls << none << true << true << 2;
        QTest::newRow("Watchtower alone") << P{ArkProject::Watchtower} << none << true << true << 0;
        QTest::newRow("walled Ark, no siege") << walls << none << false << true << 0;
        QTest::newRow("Defenses away from the Ark") << walls << none << true << false << 0;
        QTest::newRow("fortress") << P{} << Fortification::Fortress << true << false << 3;
    }
    void arkSupportDice()
    {
        QFETCH(QSet<ArkProject>, projects);
        QFETCH(Fortification, stronghold);
        QFETCH(bool, besieged);
        QFETCH(bool, atItsArk);
        QFETCH(int, support);
        BattleSetup setup = fieldBattle();
        setup.factions[0].atItsArk = atItsArk;
        setup.factions[0].stronghold = stronghold;
        setup.factions[0].projects = projects;
        setup.siegeDefender = besieged ? 0 : -1;
        std::array<BattlePool, 2> pools;
        firstPools(setup, Strategy::Defense, Strategy::Attack, pools);
        QCOMPARE(pools[0].support, support);
        QCOMPARE(pools[1].support, 0);
    }

    // "Battle Modifiers, Ark Projects": Explosives Lab an artillery unit per four Battle Level, only when besieged;
    // Ship a naval unit per three; Stables and Steam Car a cavalry unit per two each. The classes keep their own
    // limits ("Special Class": Naval by water, Cavalry outside a siege) and give one Support Die at most.
    void unitProjects_data()
    {
        QTest::addColumn<QSet<ArkProject>>("projects");
        QTest::addColumn<int>("level");
        QTest::addColumn<bool>("waterway");
        QTest::addColumn<bool>("besieged");
        QTest::addColumn<QString>("unitClass");
        QTest::addColumn<int>("units");
        QTest::addColumn<int>("support");
        using P = QSet<ArkProject>;
        const P lab{ArkProject::ExplosivesLab};
        const P ship{ArkProject::Ship};
        const QString art = UnitClass::artillery;
        const QString nav = UnitClass::naval;
        const QString cav = UnitClass::cavalry;
        QTest::newRow("Explosives Lab, level 4, besieged") << lab << 4 << false << true << art << 1 << 1;
        QTest::newRow("Explosives Lab, level 8, besieged") << lab << 8 << false << true << art << 2 << 1;
        QTest::newRow("Explosives Lab, level 3, besieged") << lab << 3 << false << true << art << 0 << 0;
        QTest::newRow("Explosives Lab, level 8, field") << lab << 8 << false << false << art << 0 << 0;
        QTest::newRow("Ship, level 6") << ship << 6 << true << false << nav << 2 << 1;
        QTest::newRow("Ship, level 5") << ship << 5 << true << false << nav << 1 << 1;
        QTest::newRow("Ship, level 2") << ship << 2 << true << false << nav << 0 << 0;
        QTest::newRow("Ship, no waterway") << ship << 6 << false << false << nav << 2 << 0;
        QTest::newRow("Stables, level 5") << P{ArkProject::Stables} << 5 << false << false << cav << 2 << 1;
        QTest::newRow("Steam Car, level 4") << P{ArkProject::SteamCar} << 4 << false << false << cav << 2 << 1;
        QTest::newRow("both, level 4") << P{ArkProject::Stables, ArkProject::SteamCar} << 4 << false << false << cav << 4 << 1;
        QTest::newRow("Stables, besieged") << P{ArkProject::Stables} << 4 << false << true << cav << 2 << 0;
    }
    void unitProjects()
    {
        QFETCH(QSet<ArkProject>, projects);
        QFETCH(int, level);
        QFETCH(bool, waterway);
        QFETCH(bool, besieged);
        QFETCH(QString, unitClass);
        QFETCH(int, units);
        QFETCH(int, support);
        BattleSetup setup = arkBesieged(level, 3, projects); // unready: Battle Dice = Battle Level
        setup.siegeDefender = besieged ? 0 : -1;
        setup.waterway = waterway;
        MyzBattle battle(setup);
        begin(battle);
        toBattle(battle, Strategy::Defense, Strategy::Attack);
        QCOMPARE(battle.effectiveUnits(0, unitClass), units);
        QCOMPARE(battle.wave().pools[0].support, support);
    }

    // "Battle Modifiers, Special Circumstances": -3 to +3 Strategy Dice; below zero they go to the foe
    // ("Negative Strategy"); beyond, the Strategy Phase is refused.
    void specialCircumstances_data()
    {
        QTest::addColumn<int>("circumstances");
        QTest::addColumn<bool>("accepted");
        for (int c = -4; c <= 4; ++c)
            QTest::addRow("%+d", c) << c << (std::abs(c) <= 3);
    }
    void specialCircumstances()
    {
        QFETCH(int, circumstances);
        QFETCH(bool, accepted);
        MyzBattle battle(fieldBattle());
        begin(battle);
        MYZ_TAKE(battle, Step(RiskStep{}));
        const StrategyStep step{{Strategy::Attack, Strategy::Attack}, {circumstances, 0}, false};
        QCOMPARE(battle.take(Step(step)).ok(), accepted);
        if (!accepted) {
            QCOMPARE(battle.phase(), Phase::Strategy);
            return;
        }
        noActions(battle);
        QCOMPARE(battle.wave().pools[0].strategy, std::max(circumstances, 0));
        QCOMPARE(battle.wave().pools[1].strategy, std::max(-circumstances, 0));
    }

    // "Battle Modifiers, Defensive Advantage": terrain Strategy Dice only with a defensive strategy; halved
    // (rounded down) by the foe's Planned Attack ("Offensive Strategies").
    void defensiveAdvantage_data()
    {
        QTest::addColumn<Terrain>("terrain");
        QTest::addColumn<Strategy>("own");
        QTest::addColumn<Strategy>("foe");
        QTest::addColumn<int>("strategy");
        QTest::newRow("open, Defense") << Terrain::Open << Strategy::Defense << Strategy::Attack << 1;
        QTest::newRow("hills, Defense") << Terrain::Hills << Strategy::Defense << Strategy::Attack << 2;
        QTest::newRow("mountain, Defense") << Terrain::Mountainous << Strategy::Defense << Strategy::Attack << 3;
        QTest::newRow("mountain, Total Defense") << Terrain::Mountainous << Strategy::TotalDefense << Strategy::Attack << 4;
        QTest::newRow("mountain, Planned Defense") << Terrain::Mountainous << Strategy::PlannedDefense << Strategy::Attack << 3;
        QTest::newRow("mountain, Attack") << Terrain::Mountainous << Strategy::Attack << Strategy::Attack << 0;
        QTest::newRow("mountain, Raid") << Terrain::Mountainous << Strategy::Raid << Strategy::Attack << 0;
        QTest::newRow("mountain, Skirmish") << Terrain::Mountainous << Strategy::Skirmish << Strategy::Attack << 2;
        QTest::newRow("hills, Defense v Planned Attack") << Terrain::Hills << Strategy::Defense << Strategy::PlannedAttack << 1;
        QTest::newRow("mountain, Defense v Planned Attack") << Terrain::Mountainous << Strategy::Defense << Strategy::PlannedAttack << 2;
        QTest::newRow("mountain, Planned Defense v Planned Attack") << Terrain::Mountainous << Strategy::PlannedDefense << Strategy::PlannedAttack << 2;
    }
    void defensiveAdvantage()
    {
        QFETCH(Terrain, terrain);
        QFETCH(Strategy, own);
        QFETCH(Strategy, foe);
        QFETCH(int, strategy);
        std::array<BattlePool, 2> pools;
        firstPools(fieldBattle(3, 3, terrain), own, foe, pools);
        QCOMPARE(pools[0].strategy, strategy);
    }

    // README ruling: Fortification Support Dice stay with the siege defender whatever its strategy; the terrain's
    // Strategy Dice add only with a defensive one, and a Planned Attack halves those, never the fortification.
    void fortificationDiceAndPlannedAttack_data()
    {
        QTest::addColumn<Strategy>("own");
        QTest::addColumn<int>("strategy");
        QTest::newRow("Defense") << Strategy::Defense << 2;            // 1 + mountain 2 halved
        QTest::newRow("Total Defense") << Strategy::TotalDefense << 3; // 2 + 1
        QTest::newRow("Raid") << Strategy::Raid << 0;
        QTest::newRow("Fighting Retreat") << Strategy::FightingRetreat << 2;
    }
    void fortificationDiceAndPlannedAttack()
    {
        QFETCH(Strategy, own);
        QFETCH(int, strategy);
        BattleSetup setup = arkBesieged(3, 3, {ArkProject::Defenses, ArkProject::Watchtower});
        setup.terrain = Terrain::Mountainous;
        std::array<BattlePool, 2> pools;
        firstPools(setup, own, Strategy::PlannedAttack, pools);
        QCOMPARE(pools[0].support, 2); // walled
        QCOMPARE(pools[0].strategy, strategy);
    }

    // "Battle Modifiers, Negative Strategy": a negative total of Strategy Dice goes to the foe.
    void negativeStrategy_data()
    {
        QTest::addColumn<Strategy>("own");
        QTest::addColumn<Pair>("circumstances");
        QTest::addColumn<int>("ownDice");
        QTest::addColumn<int>("foeDice");
        QTest::newRow("Feinted Attack") << Strategy::FeintedAttack << Pair{0, 0} << 0 << 2;
        QTest::newRow("Feint +1") << Strategy::FeintedAttack << Pair{1, 0} << 0 << 1;
        QTest::newRow("Feint +3") << Strategy::FeintedAttack << Pair{3, 0} << 1 << 0;
        QTest::newRow("both negative") << Strategy::FeintedAttack << Pair{0, -3} << 3 << 2;
        QTest::newRow("Defense -3") << Strategy::Defense << Pair{-3, 0} << 0 << 2;
    }
    void negativeStrategy()
    {
        QFETCH(Strategy, own);
        QFETCH(Pair, circumstances);
        QFETCH(int, ownDice);
        QFETCH(int, foeDice);
        std::array<BattlePool, 2> pools;
        firstPools(fieldBattle(), own, Strategy::Attack, pools, circumstances);
        QCOMPARE(pools[0].strategy, ownDice);
        QCOMPARE(pools[1].strategy, foeDice);
    }

    // "Reconnaissance, Surprise": two Strategy Dice for the first Wave only.
    void surpriseOnlyInTheFirstWave()
    {
        BattleSetup setup = fieldBattle();
        setup.reconnaissance = true;
        MyzBattle battle(setup);
        MYZ_TAKE(battle, Step(reconWonBy(0, false)));
        begin(battle);
        toBattle(battle, Strategy::Attack, Strategy::Attack);
        QCOMPARE(battle.wave().pools[0].strategy, 2);
        QCOMPARE(battle.wave().pools[1].strategy, 0);
        finishWave(battle);
        toBattle(battle, Strategy::Attack, Strategy::Attack);
        QCOMPARE(battle.waveNumber(), 2);
        QCOMPARE(battle.wave().pools[0].strategy, 0);
    }

    // "Battle Pool, Combat Ready": an alert Ark +1 Battle Die at once; one that was not, from the next Wave on.
    void combatReady_data()
    {
        QTest::addColumn<bool>("atItsArk");
        QTest::addColumn<bool>("ready");
        QTest::addColumn<int>("firstWave");
        QTest::addColumn<int>("secondWave");
        QTest::newRow("alert Ark") << true << true << 4 << 4;
        QTest::newRow("Ark caught unready") << true << false << 3 << 4;
        QTest::newRow("army in the field") << false << true << 3 << 3;
    }
    void combatReady()
    {
        QFETCH(bool, atItsArk);
        QFETCH(bool, ready);
        QFETCH(int, firstWave);
        QFETCH(int, secondWave);
        BattleSetup setup = fieldBattle(3, 3);
        setup.factions[0].atItsArk = atItsArk;
        setup.factions[0].combatReady = ready;
        MyzBattle battle(setup);
        begin(battle);
        toBattle(battle, Strategy::Attack, Strategy::Attack);
        QCOMPARE(battle.wave().pools[0].battle, firstWave);
        finishWave(battle);
        toBattle(battle, Strategy::Attack, Strategy::Attack);
        QCOMPARE(battle.wave().pools[0].battle, secondWave);
    }

    // "Battle Pool, Combat Ready" with "Parley, Accept": a Wave stopped by a cease-fire is still a Wave, so an Ark
    // caught unready is combat-ready in the next one.
    void unreadyArkIsReadyAfterACeasefireWave()
    {
        BattleSetup setup = fieldBattle(3, 3);
        setup.factions[0].atItsArk = true;
        setup.factions[0].combatReady = false;
        MyzBattle battle(setup);
        begin(battle);
        choose(battle, Strategy::Parley, Strategy::Attack, {0, 0}, true);
        QVERIFY(battle.waves().first().ceasefire);
        toBattle(battle, Strategy::Attack, Strategy::Attack);
        QCOMPARE(battle.waveNumber(), 2);
        QCOMPARE(battle.wave().pools[0].battle, 4);
    }

    // README ruling "Battle Level from a head count": 1 per N fighters, N from 20 to 50 (default 35), rounded
    // down, at least 1.
    void battleLevelFromHeadCount_data()
    {
        QTest::addColumn<int>("fighters");
        QTest::addColumn<int>("perLevel"); // 0: the default
        QTest::addColumn<int>("level");
        QTest::newRow("70 at 35") << 70 << 35 << 2;
        QTest::newRow("default, 104") << 104 << 0 << 2;
        QTest::newRow("default, 105") << 105 << 0 << 3;
        QTest::newRow("100 at 20") << 100 << 20 << 5;
        QTest::newRow("100 at 50") << 100 << 50 << 2;
        QTest::newRow("99 at 50, rounded down") << 99 << 50 << 1;
        QTest::newRow("10 per level clamped to 20") << 100 << 10 << 5;
        QTest::newRow("80 per level clamped to 50") << 100 << 80 << 2;
        QTest::newRow("a few, at least 1") << 5 << 35 << 1;
        QTest::newRow("none, at least 1") << 0 << 35 << 1;
    }
    void battleLevelFromHeadCount()
    {
        QFETCH(int, fighters);
        QFETCH(int, perLevel);
        QFETCH(int, level);
        QCOMPARE(perLevel == 0 ? muster::myz::battleLevelFromHeadCount(fighters)
                               : muster::myz::battleLevelFromHeadCount(fighters, perLevel),
                 level);
    }
};

std::unique_ptr<QObject> newPoolsTest()
{
    return std::make_unique<PoolsTest>();
}

#include "myz_pools.moc"
