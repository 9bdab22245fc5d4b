// "Strategy Phase": the thirteen strategies' Strategy Dice, Choice Restrictions, Stalemate, Null Battle, Parley, and
// what the strategies do to the margin and the Wave after ("End Phase").

#include "MyzScenario.h"

#include <memory>

using namespace myztest;

class StrategiesTest : public QObject
{
    Q_OBJECT

private slots:
    // "Strategy Phase" (each strategy's entry and the memo's table), with "Battle Modifiers, Superiority" (+1 per
    // superiority of its own) and "Defensive Advantage" where the terrain is not open. The foe attacks.
    void strategyDice_data()
    {
        QTest::addColumn<Strategy>("own");
        QTest::addColumn<Terrain>("terrain");
        QTest::addColumn<QStringList>("superior"); // classes with one unit against none
        QTest::addColumn<bool>("confused");
        QTest::addColumn<int>("ownDice");
        QTest::addColumn<int>("foeDice");
        const QStringList none;
        const QStringList art{UnitClass::artillery};
        const QStringList air{UnitClass::aerial};
        const Terrain open = Terrain::Open;
        QTest::newRow("Attack") << Strategy::Attack << open << none << false << 0 << 0;
        QTest::newRow("Total Attack") << Strategy::TotalAttack << open << none << false << 2 << 0;
        QTest::newRow("Planned Attack") << Strategy::PlannedAttack << open << none << false << 1 << 0;
        QTest::newRow("Planned Attack, Artillery sup.") << Strategy::PlannedAttack << open << art << false << 3 << 0;
        QTest::newRow("Feinted Attack") << Strategy::FeintedAttack << open << none << false << 0 << 2;
        QTest::newRow("Defense") << Strategy::Defense << open << none << false << 1 << 0;
        QTest::newRow("Total Defense") << Strategy::TotalDefense << open << none << false << 2 << 0;
        QTest::newRow("Planned Defense, hills") << Strategy::PlannedDefense << Terrain::Hills << none << false << 2 << 0;
        QTest::newRow("Planned Defense, hills, Artillery sup.") << Strategy::PlannedDefense << Terrain::Hills << art << false << 4 << 0;
        QTest::newRow("Rally (foe's surprise)") << Strategy::Rally << open << none << true << 0 << 2;
        QTest::newRow("Parley declined, hills") << Strategy::Parley << Terrain::Hills << none << false << 1 << 0;
        QTest::newRow("Fighting Retreat") << Strategy::FightingRetreat << open << none << false << 2 << 0;
        QTest::newRow("Full Retreat") << Strategy::FullRetreat << open << none << false << 4 << 0;
        QTest::newRow("Full Retreat, CONFUSED") << Strategy::FullRetreat << open << none << true << 2 << 2;
        QTest::newRow("Raid") << Strategy::Raid << open << none << false << 0 << 0;
        QTest::newRow("Raid, Aerial sup.") << Strategy::Raid << open << air << false << 2 << 0;
        QTest::newRow("Raid, Artillery sup.") << Strategy::Raid << open << art << false << 1 << 0;
        QTest::newRow("Raid, Aerial, Cavalry, Naval sup.") << Strategy::Raid << open
            << QStringList{UnitClass::aerial, UnitClass::cavalry, UnitClass::naval} << false << 6 << 0;
        QTest::newRow("Skirmish") << Strategy::Skirmish << open << none << false << 2 << 0;
        QTest::newRow("Skirmish, Aerial sup.") << Strategy::Skirmish << open << air << false << 4 << 0;
        QTest::newRow("Skirmish, Artillery sup.") << Strategy::Skirmish << open << art << false << 4 << 0;
        QTest::newRow("Skirmish, both sup.") << Strategy::Skirmish << open << (air + art) << false << 5 << 0;
    }
    void strategyDice()
    {
        QFETCH(Strategy, own);
        QFETCH(Terrain, terrain);
        QFETCH(QStringList, superior);
        QFETCH(bool, confused);
        QFETCH(int, ownDice);
        QFETCH(int, foeDice);
        BattleSetup setup = fieldBattle(3, 3, terrain);
        setup.waterway = true;
        setup.reconnaissance = confused;
        for (const QString &unitClass : superior)
            setup.factions[0].units.insert(unitClass, 1);
        MyzBattle battle(setup);
        start(battle);
        toBattle(battle, own, Strategy::Attack);
        QCOMPARE(battle.wave().pools[0].strategy, ownDice);
        QCOMPARE(battle.wave().pools[1].strategy, foeDice);
        if (own == Strategy::Parley)
            QCOMPARE(battle.wave().fought[0], Strategy::Defense); // "Parley, Decline"
    }

    // "Feinted Attack": two Strategy Dice more lost right after another Feint, not after a Wave between, be it a
    // Wave stopped by a cease-fire ("Parley, Accept").
    void feintRightAfterAnotherLosesTwoMore()
    {
        MyzBattle battle(fieldBattle());
        begin(battle);
        const QList<std::pair<Strategy, int>> waves{{Strategy::FeintedAttack, 2}, {Strategy::FeintedAttack, 4},
                                                    {Strategy::Attack, 0},        {Strategy::FeintedAttack, 2},
                                                    {Strategy::Parley, 0},        {Strategy::FeintedAttack, 2}};
        bool afterCeasefire = false;
        for (const auto &[strategy, foeDice] : waves) {
            if (strategy == Strategy::Parley) {
                choose(battle, Strategy::Parley, Strategy::Attack, {0, 0}, true);
                afterCeasefire = true;
                continue;
            }
            toBattle(battle, strategy, Strategy::Attack);
            if (afterCeasefire)
            QCOMPARE(battle.wave().pools[1].strategy, foeDice); // the Feint's negative dice go to the foe
            finishWave(battle);
        }
    }

    // "Choice Restrictions", "Confusion" and "Reconnaissance, Ambush": the ambushed force, CONFUSED, only Rally or
    // Full Retreat; Rally only when CONFUSED; the ambushers no defensive strategy in the first Wave.
    void choiceRestrictionsAfterAnAmbush()
    {
        MyzBattle battle(ambushed(fieldBattle()));
        start(battle);
        MYZ_TAKE(battle, Step(RiskStep{}));
        QCOMPARE(sorted(battle.legalStrategies(0)), sorted({Strategy::Rally, Strategy::FullRetreat}));
        for (const Strategy s : {Strategy::Rally, Strategy::Defense, Strategy::TotalDefense, Strategy::PlannedDefense,
                                 Strategy::Parley})
            QVERIFY(!battle.legalStrategies(1).contains(s));
        for (const Choice refused : {Choice{Strategy::Attack, Strategy::Attack}, Choice{Strategy::Rally, Strategy::Rally},
                                     Choice{Strategy::Rally, Strategy::Defense}})
            QVERIFY(!battle.take(Step(StrategyStep{refused, {0, 0}, false})).ok());
        playWave(battle, Strategy::Rally, Strategy::Attack, {0, 0});
        QVERIFY(battle.legalStrategies(1).contains(Strategy::Defense));
        QVERIFY(battle.legalStrategies(1).contains(Strategy::Parley));
    }

    // "Sieges, Allowed Battle Strategies", "Ark Projects: Shelter" and the README ruling on a CONFUSED siege defender.
    void siegeDefenderChoices_data()
    {
        QTest::addColumn<bool>("shelter");
        QTest::addColumn<bool>("confused");
        QTest::addColumn<QList<Strategy>>("legal");
        const QList<Strategy> siege{Strategy::Defense, Strategy::TotalDefense, Strategy::FightingRetreat,
                                    Strategy::Parley, Strategy::Raid};
        QTest::newRow("besieged") << false << false << siege;
        QTest::newRow("besieged, Shelter") << true << false << (siege + QList<Strategy>{Strategy::FullRetreat});
        QTest::newRow("CONFUSED") << false << true << QList<Strategy>{Strategy::Rally};
        QTest::newRow("CONFUSED, Shelter") << true << true << QList<Strategy>{Strategy::Rally, Strategy::FullRetreat};
    }
    void siegeDefenderChoices()
    {
        QFETCH(bool, shelter);
        QFETCH(bool, confused);
        QFETCH(QList<Strategy>, legal);
        BattleSetup setup = arkBesieged(3, 3, shelter ? QSet<ArkProject>{ArkProject::Shelter} : QSet<ArkProject>{});
        setup.reconnaissance = confused;
        MyzBattle battle(setup);
        start(battle);
        MYZ_TAKE(battle, Step(RiskStep{}));
        QCOMPARE(sorted(battle.legalStrategies(0)), sorted(legal));
    }

    // "Planned Defense": first Wave only, with a Defensive Advantage, not surprised.
    void plannedDefenseConditions_data()
    {
        QTest::addColumn<Terrain>("terrain");
        QTest::addColumn<bool>("surprised");
        QTest::addColumn<int>("wave");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("hills, first Wave") << Terrain::Hills << false << 1 << true;
        QTest::newRow("no Defensive Advantage") << Terrain::Open << false << 1 << false;
        QTest::newRow("surprised") << Terrain::Mountainous << true << 1 << false;
        QTest::newRow("second Wave") << Terrain::Hills << false << 2 << false;
    }
    void plannedDefenseConditions()
    {
        QFETCH(Terrain, terrain);
        QFETCH(bool, surprised);
        QFETCH(int, wave);
        QFETCH(bool, allowed);
        BattleSetup setup = fieldBattle(3, 3, terrain);
        setup.reconnaissance = surprised;
        MyzBattle battle(setup);
        if (surprised)
            MYZ_TAKE(battle, Step(reconWonBy(1, false)));
        begin(battle);
        if (wave == 2)
            playWave(battle, Strategy::Attack, Strategy::Attack, {0, 0});
        MYZ_TAKE(battle, Step(RiskStep{}));
        QCOMPARE(battle.legalStrategies(0).contains(Strategy::PlannedDefense), allowed);
    }

    // "Stalemate": both defensive apart from Parley fight Skirmish; README: decided before the Parley is answered,
    // and Rally never makes one (the CONFUSED side rallies in the second Wave after an ambush).
    void stalemate_data()
    {
        QTest::addColumn<bool>("ambush");
        QTest::addColumn<Choice>("chosen");
        QTest::addColumn<bool>("stalemate");
        QTest::addColumn<Choice>("fought");
        const Choice skirmish{Strategy::Skirmish, Strategy::Skirmish};
        const Choice defense{Strategy::Defense, Strategy::Defense};
        QTest::newRow("Defense, Defense") << false << defense << true << skirmish;
        QTest::newRow("Total v Planned Defense") << false << Choice{Strategy::TotalDefense, Strategy::PlannedDefense}
                                                 << true << skirmish;
        QTest::newRow("Defense, Parley declined") << false << Choice{Strategy::Defense, Strategy::Parley} << false
                                                  << defense;
        QTest::newRow("Defense, Attack") << false << Choice{Strategy::Defense, Strategy::Attack} << false
                                         << Choice{Strategy::Defense, Strategy::Attack};
        QTest::newRow("Rally, Defense") << true << Choice{Strategy::Rally, Strategy::Defense} << false
                                        << Choice{Strategy::Rally, Strategy::Defense};
    }
    void stalemate()
    {
        QFETCH(bool, ambush);
        QFETCH(Choice, chosen);
        QFETCH(bool, stalemate);
        QFETCH(Choice, fought);
        MyzBattle battle(ambushed(fieldBattle(3, 3, Terrain::Hills), ambush));
        start(battle);
        if (ambush)
            playWave(battle, Strategy::Rally, Strategy::Attack, {0, 0});
        toBattle(battle, chosen[0], chosen[1]);
        QCOMPARE(battle.wave().stalemate, stalemate);
        QCOMPARE(battle.wave().fought, fought);
        if (stalemate) // Skirmish's two dice, no Defensive Advantage
            QCOMPARE(battle.wave().pools[0].strategy, 2);
    }

    // "Null Battle": both retreat, or one retreats against a defensive strategy (Rally too, not Parley: README):
    // the retreating forces fall back and the battle ends.
    void nullBattle_data()
    {
        QTest::addColumn<bool>("ambush"); // side 0 CONFUSED by an ambush
        QTest::addColumn<Strategy>("a");
        QTest::addColumn<Strategy>("b");
        QTest::addColumn<bool>("null");
        QTest::addColumn<Exit>("exitA");
        QTest::addColumn<Exit>("exitB");
        const Exit none = Exit::None;
        const Exit back = Exit::FellBack;
        QTest::newRow("both retreat") << false << Strategy::FightingRetreat << Strategy::FullRetreat << true << back << back;
        QTest::newRow("Full Retreat v Defense") << false << Strategy::FullRetreat << Strategy::Defense << true << back << none;
        QTest::newRow("Total Defense v Fighting Retreat") << false << Strategy::TotalDefense << Strategy::FightingRetreat << true << none << back;
        QTest::newRow("Rally v Fighting Retreat") << true << Strategy::Rally << Strategy::FightingRetreat << true << none << back;
        QTest::newRow("Fighting Retreat v Parley") << false << Strategy::FightingRetreat << Strategy::Parley << false << none << none;
        QTest::newRow("Full Retreat v Attack") << false << Strategy::FullRetreat << Strategy::Attack << false << none << none;
        QTest::newRow("Full Retreat v Raid") << false << Strategy::FullRetreat << Strategy::Raid << false << none << none;
    }
    void nullBattle()
    {
        QFETCH(bool, ambush);
        QFETCH(Strategy, a);
        QFETCH(Strategy, b);
        QFETCH(bool, null);
        QFETCH(Exit, exitA);
        QFETCH(Exit, exitB);
        MyzBattle battle(ambushed(fieldBattle(), ambush));
        start(battle);
        choose(battle, a, b);
        QCOMPARE(battle.wave().nullBattle, null);
        QCOMPARE(battle.phase(), null ? Phase::Over : Phase::Action);
        QCOMPARE(battle.faction(0).exit, exitA);
        QCOMPARE(battle.faction(1).exit, exitB);
    }

    // "Parley": accepted, a cease-fire skips the rest of the Wave and the next one starts; declined, the battle
    // goes on with the Parley switched for Defense.
    void parley_data()
    {
        QTest::addColumn<Strategy>("a");
        QTest::addColumn<Strategy>("b");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<bool>("ceasefire");
        QTest::newRow("accepted") << Strategy::Parley << Strategy::Attack << true << true;
        QTest::newRow("declined") << Strategy::Parley << Strategy::Attack << false << false;
        QTest::newRow("offered by the other side") << Strategy::Defense << Strategy::Parley << true << true;
        QTest::newRow("to a Full Retreat, accepted") << Strategy::FullRetreat << Strategy::Parley << true << true;
    }
    void parley()
    {
        QFETCH(Strategy, a);
        QFETCH(Strategy, b);
        QFETCH(bool, accepted);
        QFETCH(bool, ceasefire);
        MyzBattle battle(fieldBattle());
        begin(battle);
        choose(battle, a, b, {0, 0}, accepted);
        const WaveRecord &first = battle.waves().first();
        QCOMPARE(first.ceasefire, ceasefire);
        QVERIFY(!first.nullBattle);
        QCOMPARE(battle.waveNumber(), ceasefire ? 2 : 1);
        QCOMPARE(battle.phase(), ceasefire ? Phase::Risk : Phase::Action);
        QCOMPARE(first.casualties, (Pair{0, 0}));
        if (!ceasefire) {
            QCOMPARE(first.fought[0], Strategy::Defense);
            QVERIFY(first.parleyDeclined[0]);
        }
    }

    // "Feinted Attack": a winning margin doubled (the book's example: three sixes against one, 2 doubled to 4); on
    // later Feints it only grows by one; README: a lost Feint still counts. A Wave of Attacks between the Feints.
    void feintedAttackMargin_data()
    {
        QTest::addColumn<int>("before"); // the first Feint's winner, -1: no Feint before
        QTest::addColumn<int>("margin");
        QTest::addColumn<ResultRow>("row");
        QTest::newRow("first Feint: doubled") << -1 << 4 << ResultRow::Overwhelming;
        QTest::newRow("after a won Feint: +1") << 0 << 3 << ResultRow::Great;
        QTest::newRow("after a lost Feint: +1") << 1 << 3 << ResultRow::Great;
    }
    void feintedAttackMargin()
    {
        QFETCH(int, before);
        QFETCH(int, margin);
        QFETCH(ResultRow, row);
        MyzBattle battle(fieldBattle());
        begin(battle);
        if (before >= 0) {
            playWave(battle, Strategy::FeintedAttack, Strategy::Attack, before == 0 ? Pair{1, 0} : Pair{0, 1});
            QCOMPARE(battle.waves().first().winner, before);
            playWave(battle, Strategy::Attack, Strategy::Attack, {0, 0});
        }
        toBattle(battle, Strategy::FeintedAttack, Strategy::Attack);
        rollAndSettle(battle, {3, 1});
        QCOMPARE(battle.wave().winner, 0);
        QCOMPARE(battle.wave().margin, margin);
        QCOMPARE(battle.wave().row, row);
    }

    // "Skirmish": a winning margin halved (rounded down); README: halved to 0 is Inconclusive with no winner.
    void skirmishHalvesTheMargin_data()
    {
        QTest::addColumn<Pair>("sixes");
        QTest::addColumn<int>("winner");
        QTest::addColumn<int>("margin");
        QTest::newRow("4 to 0: 2") << Pair{4, 0} << 0 << 2;
        QTest::newRow("3 to 0: 1") << Pair{3, 0} << 0 << 1;
        QTest::newRow("1 to 0: Inconclusive") << Pair{1, 0} << -1 << 0;
        QTest::newRow("Skirmish lost, not halved") << Pair{0, 1} << 1 << 1;
    }
    void skirmishHalvesTheMargin()
    {
        QFETCH(Pair, sixes);
        QFETCH(int, winner);
        QFETCH(int, margin);
        MyzBattle battle(fieldBattle());
        begin(battle);
        toBattle(battle, Strategy::Skirmish, Strategy::Attack);
        rollAndSettle(battle, sixes);
        QCOMPARE(battle.wave().winner, winner);
        QCOMPARE(battle.wave().margin, margin);
        QCOMPARE(battle.wave().row, ResultRow(margin));
    }

    // README ruling: a side on a retreat "can't win"; rolling more sixes reads as a tie (Fighting Retreat: it
    // escapes on a win or tie, otherwise it is still fighting; Full Retreat: it escapes regardless).
    void retreatCannotWin_data()
    {
        QTest::addColumn<Strategy>("retreat");
        QTest::addColumn<Pair>("sixes");
        QTest::addColumn<int>("winner");
        QTest::addColumn<Exit>("exit");
        QTest::newRow("Fighting Retreat, more sixes") << Strategy::FightingRetreat << Pair{2, 0} << -1 << Exit::Escaped;
        QTest::newRow("Fighting Retreat, lost") << Strategy::FightingRetreat << Pair{0, 1} << 1 << Exit::None;
        QTest::newRow("Full Retreat, more sixes") << Strategy::FullRetreat << Pair{2, 0} << -1 << Exit::Escaped;
        QTest::newRow("Full Retreat, lost") << Strategy::FullRetreat << Pair{0, 1} << 1 << Exit::Escaped;
    }
    void retreatCannotWin()
    {
        QFETCH(Strategy, retreat);
        QFETCH(Pair, sixes);
        QFETCH(int, winner);
        QFETCH(Exit, exit);
        MyzBattle battle(fieldBattle());
        begin(battle);
        toBattle(battle, retreat, Strategy::Attack);
        rollAndSettle(battle, sixes);
        QCOMPARE(battle.wave().winner, winner);
        QCOMPARE(battle.wave().row, winner < 0 ? ResultRow::Inconclusive : ResultRow::Marginal);
        noSupport(battle);
        MYZ_TAKE(battle, Step(quietEnd(battle)));
        QCOMPARE(battle.faction(0).exit, exit);
        QCOMPARE(battle.phase(), exit == Exit::None ? Phase::Risk : Phase::Over);
    }

    // "Raid": if you win, the enemy skips its Support Phase.
    void raidWinSkipsTheFoesSupport_data()
    {
        QTest::addColumn<Pair>("sixes");
        QTest::addColumn<bool>("foeSkips");
        QTest::newRow("Raid won") << Pair{1, 0} << true;
        QTest::newRow("tie") << Pair{1, 1} << false;
        QTest::newRow("Raid lost") << Pair{0, 1} << false;
    }
    void raidWinSkipsTheFoesSupport()
    {
        QFETCH(Pair, sixes);
        QFETCH(bool, foeSkips);
        MyzBattle battle(fieldBattle());
        begin(battle);
        toBattle(battle, Strategy::Raid, Strategy::Attack);
        rollAndSettle(battle, sixes);
        QCOMPARE(battle.wave().skipsSupport[1], foeSkips);
        QVERIFY(!battle.wave().skipsSupport[0]);
        MYZ_TAKE(battle, Step(SupportStep{0, {}, {}, {}}));
        QCOMPARE(battle.phase(), foeSkips ? Phase::End : Phase::Support);
        QCOMPARE(battle.take(Step(SupportStep{1, {}, {}, {}})).ok(), !foeSkips);
    }

    // "Next Wave": the winner gains a Strategy Die for the next Wave if it used an offensive strategy.
    void offensiveWinnerGainsAStrategyDie_data()
    {
        QTest::addColumn<Strategy>("strategy");
        QTest::addColumn<int>("sixes");
        QTest::addColumn<int>("bonus");
        QTest::newRow("Attack") << Strategy::Attack << 2 << 1;
        QTest::newRow("Total Attack") << Strategy::TotalAttack << 2 << 1;
        QTest::newRow("Feinted Attack") << Strategy::FeintedAttack << 1 << 1;
        QTest::newRow("Defense") << Strategy::Defense << 2 << 0;
        QTest::newRow("Raid (harass)") << Strategy::Raid << 2 << 0;
        QTest::newRow("Skirmish (harass)") << Strategy::Skirmish << 2 << 0;
    }
    void offensiveWinnerGainsAStrategyDie()
    {
        QFETCH(Strategy, strategy);
        QFETCH(int, sixes);
        QFETCH(int, bonus);
        MyzBattle battle(fieldBattle());
        begin(battle);
        playWave(battle, strategy, Strategy::Attack, {sixes, 0});
        QCOMPARE(battle.waves().first().winner, 0);
        toBattle(battle, Strategy::Attack, Strategy::Attack);
        QCOMPARE(battle.wave().pools[0].strategy, bonus);
        QCOMPARE(battle.wave().pools[1].strategy, 0);
    }
};

std::unique_ptr<QObject> newStrategiesTest()
{
    return std::make_unique<StrategiesTest>();
}

#include "myz_strategies.moc"
