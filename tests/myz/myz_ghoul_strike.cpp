// "Example: Ghoul Strike": the pools of the first Wave and the pushes as the text narrates them.

#include "MyzTestSupport.h"

#include <memory>

using namespace myztest;

namespace {

// The example's set-up: the Ark (Battle Level 2 from its Warfare DEV, caught unready, a scrap cannon, no
// Defensive Advantage since the ghouls are already inside) against the Zone-Ghouls (Battle Level 3).
BattleSetup ghoulStrike()
{
    BattleSetup setup;
    setup.name = QStringLiteral("Ghoul Strike");
    Faction &ark = setup.factions[0];
    ark.name = QStringLiteral("The Ark");
    ark.battleLevel = 2;
    ark.atItsArk = true;
    ark.combatReady = false;
    ark.units.insert(UnitClass::artillery, 1);
    ark.people << person(QStringLiteral("Marlotte"), Position::Leader) << person(QStringLiteral("Dora"), Position::Assailant);
    Faction &ghouls = setup.factions[1];
    ghouls.name = QStringLiteral("Zone-Ghouls");
    ghouls.battleLevel = 3;
    ghouls.people << person(QStringLiteral("Ghoul chief"), Position::Leader, 3, 2, false);
    setup.reconnaissance = true;
    return setup;
}

// The ghouls beat the Ark by two sixes in the ruins at night (rating 3 halved, rounded up: 2) and set an ambush.
ReconStep ghoulsAmbush()
{
    ReconStep recon;
    recon.environment = Environment::Ruins;
    recon.night = true;
    recon.rolls[0] = SkillRoll{2, 1, faces({3, 4}), faces({2}), true};
    recon.rolls[1] = SkillRoll{2, 1, faces({6, 6}), faces({5}), true};
    recon.ambush = true;
    return recon;
}

void toBattlePhase(MyzBattle &battle)
{
    MYZ_TAKE(battle, Step(ghoulsAmbush()));
    MYZ_TAKE(battle, Step(InitiativeStep{{dice::DieRoll{6, 5, true}, dice::DieRoll{6, 2, true}}, 0}));
    MYZ_TAKE(battle, Step(RiskStep{{QList<int>{0, 1}, QList<int>{0}}}));
    MYZ_TAKE(battle, Step(StrategyStep{{Strategy::Rally, Strategy::TotalAttack}, {0, 0}, false}));
    // Dora's SNEAK, two successes.
    ActionStep dora;
    dora.side = 0;
    dora.kind = ActionKind::Remarkable;
    dora.roll.person = 1;
    dora.roll.skill = Skill::Sneak;
    dora.roll.roll = SkillRoll{3, 3, faces({6, 2, 4}), faces({6, 1, 3}), true};
    MYZ_TAKE(battle, Step(dora));
    MYZ_TAKE(battle, Step(ActionStep{1, ActionKind::None, {}, 0, 0}));
}

} // namespace

class GhoulStrikeTest : public QObject
{
    Q_OBJECT

private slots:
    void reconnaissanceAllowsTheAmbush()
    {
        QCOMPARE(environmentRating(Environment::Ruins, true, false), 2);
        MyzBattle battle(ghoulStrike());
        MYZ_TAKE(battle, Step(ghoulsAmbush()));
        QCOMPARE(battle.reconWinner(), 1);
        QVERIFY(battle.ambush());
        QVERIFY(battle.faction(0).confused);  // "Ambush": the enemy's ranks CONFUSED
        QCOMPARE(battle.phase(), Phase::Initiative);
    }

    void confusedArkMayOnlyRallyOrRetreat()
    {
        MyzBattle battle(ghoulStrike());
        MYZ_TAKE(battle, Step(ghoulsAmbush()));
        MYZ_TAKE(battle, Step(InitiativeStep{{dice::DieRoll{6, 5, true}, dice::DieRoll{6, 2, true}}, 0}));
        MYZ_TAKE(battle, Step(RiskStep{}));
        QCOMPARE(battle.legalStrategies(0), (QList<Strategy>{Strategy::Rally, Strategy::FullRetreat}));
        // "Ambush": the ambushers cannot choose a defensive strategy in the first Wave.
        const QList<Strategy> ghouls = battle.legalStrategies(1);
        QVERIFY(ghouls.contains(Strategy::TotalAttack));
        QVERIFY(!ghouls.contains(Strategy::Defense));
        QVERIFY(!ghouls.contains(Strategy::Parley));
    }

    // The text: Ark 2 Battle, 1 Support, 3 Strategy (Artillery superiority and Dora's two sixes); Zone-Ghouls
    // 3 Battle, 1 Support (ambush), 4 Strategy (surprise and Total Attack).
    void ghoulStrikePools()
    {
        MyzBattle battle(ghoulStrike());
        toBattlePhase(battle);
        QCOMPARE(battle.phase(), Phase::Battle);
        const BattlePool ark = battle.wave().pools[0];
        QCOMPARE(ark.battle, 2);
        QCOMPARE(ark.support, 1);
        QCOMPARE(ark.strategy, 3);
        const BattlePool ghouls = battle.wave().pools[1];
        QCOMPARE(ghouls.battle, 3);
        QCOMPARE(ghouls.support, 1);
        QCOMPARE(ghouls.strategy, 4);
    }

    // Marlotte rolls one six, pushes (a Strategy Die removed first) and gets a second; the ghouls push twice.
    void ghoulStrikePushes()
    {
        MyzBattle battle(ghoulStrike());
        toBattlePhase(battle);
        RollStep roll;
        roll.pools[0] = PoolFaces{faces({6, 1}), faces({2, 3, 4}), faces({5})};
        roll.pools[1] = PoolFaces{faces({2, 3, 4}), faces({1, 2, 3, 5}), faces({4})};
        roll.typed = true;
        MYZ_TAKE(battle, Step(roll));
        // Kept: the six and the skull; rerolled: two Strategy Dice (one given up) and the Support Die.
        QCOMPARE(battle.rerollCount(0), 3);
        MYZ_TAKE(battle, Step(PushStep{0, faces({6, 2, 3}), true}));
        QCOMPARE(battle.wave().faces[0].strategy.size(), 2);
        QCOMPARE(dice::sixes(battle.wave().faces[0].battle) + dice::sixes(battle.wave().faces[0].strategy), 2);
        MYZ_TAKE(battle, Step(PushStep{1, faces({2, 3, 4, 2, 3, 5, 4}), true}));
        MYZ_TAKE(battle, Step(PushStep{1, faces({6, 3, 4, 2, 3, 4}), true}));
        QCOMPARE(battle.wave().faces[1].strategy.size(), 2);
        QVERIFY(battle.canPush(1));
        MYZ_TAKE(battle, Step(SettleStep{}));
        QCOMPARE(battle.wave().winner, 0);
        QCOMPARE(battle.wave().margin, 1);
        QCOMPARE(battle.wave().row, ResultRow::Marginal);
    }
};

std::unique_ptr<QObject> newGhoulStrikeTest()
{
    return std::make_unique<GhoulStrikeTest>();
}

#include "myz_ghoul_strike.moc"
