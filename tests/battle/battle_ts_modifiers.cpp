// "Troop Strength Modifiers" of GURPS Mass Combat: Night (and the Nocturnal feature),
// Bad Weather, Terrain, reduced readiness, and River Crossings and Defended Ford or Bridge Crossings. For
// the crossings: halve the attacking elements that have none of air or water mobility, the
// Engineering class, or the Airborne or Marine feature; engineers exempt 5 x their WT in elements; only
// when the side behind the river defends and the other attacks; a ford or bridge is no obstacle to an
// attacker who has surprise.

#include "RuleTestSupport.h"

#include "battle/gurps/ForceComparison.h"

#include <memory>

using namespace battletest;

class TsModifiersTest : public QObject
{
    Q_OBJECT

private slots:
    // "Night": halve the TS of all elements that lack the Night feature (5 x 2 plain + 5 x 2 Night).
    void night()
    {
        const auto seeing = with(troops(infantry, 5, 2), [](BattleElement &e) { e.night = true; });
        const BattleSetup setup = battleOf(sideOf(QStringLiteral("A"), {troops(infantry, 5, 2), seeing}), hundredAnd(QStringLiteral("B")));
        QCOMPARE(compare(setup).sides[0].ts, 20.0);
        QCOMPARE(compare(setup, TsSituation{true}).sides[0].ts, 5.0 + 10.0);
        QCOMPARE(compare(setup, TsSituation{true}).sides[1].ts, 50.0);
    }

    // Feature "Nocturnal": night is day and day is night; with Night (then called "Day") no penalty.
    void nocturnal_data()
    {
        QTest::addColumn<bool>("atNight");
        QTest::addColumn<bool>("dayFeature");
        QTest::addColumn<double>("ts");
        QTest::newRow("by day") << false << false << 5.0;
        QTest::newRow("at night") << true << false << 10.0;
        QTest::newRow("by day with Day") << false << true << 10.0;
        QTest::newRow("at night with Day") << true << true << 10.0;
    }
    void nocturnal()
    {
        QFETCH(bool, atNight);
        QFETCH(bool, dayFeature);
        QFETCH(double, ts);
        const auto orcs = with(troops(QStringLiteral("Orcs"), 1, 10), [&](BattleElement &e) {
            e.nocturnal = true;
            e.night = dayFeature;
        });
        const BattleSetup setup = battleOf(sideOf(QStringLiteral("A"), {orcs}), hundredAnd(QStringLiteral("B")));
        QCOMPARE(compare(setup, TsSituation{atNight}).sides[0].ts, ts);
    }

    // "Bad Weather": elements with air or water mobility at half TS, unless All-Weather.
    void badWeather_data()
    {
        QTest::addColumn<QList<Mobility>>("mobility");
        QTest::addColumn<bool>("allWeather");
        QTest::addColumn<double>("ts");
        QTest::newRow("foot") << QList<Mobility>{Mobility::Foot} << false << 10.0;
        QTest::newRow("fast air") << QList<Mobility>{Mobility::FA} << false << 5.0;
        QTest::newRow("slow air") << QList<Mobility>{Mobility::SA} << false << 5.0;
        QTest::newRow("sea") << QList<Mobility>{Mobility::Sea} << false << 5.0;
        QTest::newRow("foot and coast") << QList<Mobility>{Mobility::Foot, Mobility::Coast} << false << 5.0;
        QTest::newRow("fast air, All-Weather") << QList<Mobility>{Mobility::FA} << true << 10.0;
    }
    void badWeather()
    {
        QFETCH(QList<Mobility>, mobility);
        QFETCH(bool, allWeather);
        QFETCH(double, ts);
        const auto e = with(troops(QStringLiteral("E"), 1, 10, {}, mobility), [&](BattleElement &x) { x.allWeather = allWeather; });
        BattleSetup setup = battleOf(sideOf(QStringLiteral("A"), {e}), hundredAnd(QStringLiteral("B")));
        // "Type of Campaign": class-less ships and aircraft fight only where all elements do.
        setup.special.campaign = CampaignType::Amphibious;
        QCOMPARE(compare(setup, TsSituation{false, true}).sides[0].ts, ts);
        QCOMPARE(compare(setup).sides[0].ts, 10.0);
    }

    // "Terrain": elements with the Terrain feature for the battle's terrain get double TS.
    void terrainFeature_data()
    {
        QTest::addColumn<BattleTerrain>("terrain");
        QTest::addColumn<double>("ts");
        QTest::newRow("jungle troops in Jungle") << BattleTerrain::Jungle << 10.0;
        QTest::newRow("jungle troops in Rural") << BattleTerrain::Rural << 5.0;
        QTest::newRow("jungle troops in Woodlands") << BattleTerrain::Woodlands << 5.0;
    }
    void terrainFeature()
    {
        QFETCH(BattleTerrain, terrain);
        QFETCH(double, ts);
        const auto rangers = with(troops(QStringLiteral("Rangers"), 1, 5), [](BattleElement &e) { e.terrains << muster::TerrainType::Jungle; });
        BattleSetup setup = battleOf(sideOf(QStringLiteral("A"), {rangers}), hundredAnd(QStringLiteral("B")));
        setup.conditions.terrain = terrain;
        QCOMPARE(compare(setup).sides[0].ts, ts);
    }

    // Reduced readiness halves every element, in force TS and in class TS.
    void lowReadiness()
    {
        BattleSetup setup = battleOf(withClass(QStringLiteral("A"), SpecialClass::Cv, 20), hundredAnd(QStringLiteral("B")));
        setup.sides[0].lowReadiness = true;
        const ForceComparison c = compare(setup);
        QCOMPARE(c.sides[0].ts, 60.0);
        QCOMPARE(c.sides[0].classTs.at(cls(SpecialClass::Cv)), 10.0);
    }

    // Four infantry (10 each, hindered), aircraft, marines and paratroopers (10 each, not hindered), and
    // engineers of TS 2 whose WT is given.
    void hinderedElements_data()
    {
        QTest::addColumn<double>("engineersWt");
        QTest::addColumn<bool>("badWeather");
        QTest::addColumn<int>("attacker");
        QTest::addColumn<double>("ts");
        QTest::newRow("no crossing") << 0.5 << false << -1 << 40.0 + 10 + 10 + 10 + 2;
        QTest::newRow("crossing, engineers without WT") << 0.0 << false << 0 << 20.0 + 10 + 10 + 10 + 2;
        QTest::newRow("5 x WT 0.2 exempts 1") << 0.2 << false << 0 << 10.0 + 3 * 5.0 + 32;
        QTest::newRow("5 x WT 0.5 = 2.5 exempts 2") << 0.5 << false << 0 << 2 * 10.0 + 2 * 5.0 + 32;
        QTest::newRow("5 x WT 1 exempts all 4") << 1.0 << false << 0 << 40.0 + 32;
        // Bad weather: aircraft at half TS, and Airborne "can't use it", so the paratroopers wade.
        QTest::newRow("bad weather") << 0.0 << true << 0 << 20.0 + 5 + 5 + 10 + 2;
        QTest::newRow("the other side crossing") << 0.0 << false << 1 << 40.0 + 10 + 10 + 10 + 2;
    }
    void hinderedElements()
    {
        QFETCH(double, engineersWt);
        QFETCH(bool, badWeather);
        QFETCH(int, attacker);
        QFETCH(double, ts);
        const QList<BattleElement> army = {
            troops(infantry, 4, 10),
            troops(QStringLiteral("Aircraft"), 1, 10, {}, {Mobility::FA}),
            with(troops(QStringLiteral("Marines"), 1, 10), [](BattleElement &e) { e.marine = true; }),
            with(troops(QStringLiteral("Paratroopers"), 1, 10), [](BattleElement &e) { e.airborne = true; }),
            with(troops(QStringLiteral("Engineers"), 1, 2, {SpecialClass::Eng}), [&](BattleElement &e) { e.wt = engineersWt; }),
        };
        BattleSetup setup = battleOf(sideOf(QStringLiteral("A"), army), sideOf(QStringLiteral("B"), {troops(infantry, 10, 10)}));
        // "Type of Campaign": the class-less aircraft fight only where all elements do.
        setup.special.campaign = CampaignType::Amphibious;
        TsSituation situation;
        situation.badWeather = badWeather;
        situation.riverAttacker = attacker;
        QCOMPARE(compare(setup, situation).sides[0].ts, ts);
    }

    // Through the engine: 100 against 100, side 1 behind the river. When side 0's infantry is halved,
    // 100 vs 50 is 2:1 and side 1's Basic Strategy Modifier is +4.
    void onlyAttackAgainstDefense_data()
    {
        QTest::addColumn<RiverCrossing>("river");
        QTest::addColumn<Advantage>("advantage");
        QTest::addColumn<int>("advantageSide");
        QTest::addColumn<BattleStrategy>("attacker");
        QTest::addColumn<BattleStrategy>("defender");
        QTest::addColumn<double>("ts");
        const auto row = [](const char *name, RiverCrossing river, Advantage advantage, int by, BattleStrategy a,
                            BattleStrategy b, double ts) { QTest::newRow(name) << river << advantage << by << a << b << ts; };
        const auto major = RiverCrossing::MajorRiver, ford = RiverCrossing::FordOrBridge;
        row("Attack vs Defense", major, Advantage::None, 0, BattleStrategy::Attack, BattleStrategy::Defense, 50);
        row("All-Out Attack vs All-Out Defense", major, Advantage::None, 0, BattleStrategy::AllOutAttack, BattleStrategy::AllOutDefense, 50);
        row("Indirect Attack vs Mobile Defense", major, Advantage::None, 0, BattleStrategy::IndirectAttack, BattleStrategy::MobileDefense, 50);
        row("Attack vs Attack", major, Advantage::None, 0, BattleStrategy::Attack, BattleStrategy::Attack, 100);
        row("Attack vs Skirmish", major, Advantage::None, 0, BattleStrategy::Attack, BattleStrategy::Skirmish, 100);
        row("Raid is no attack strategy", major, Advantage::None, 0, BattleStrategy::Raid, BattleStrategy::Defense, 100);
        row("ford, no surprise", ford, Advantage::None, 0, BattleStrategy::Attack, BattleStrategy::Defense, 50);
        row("ford, attacker has initiative", ford, Advantage::Initiative, 0, BattleStrategy::Attack, BattleStrategy::Defense, 50);
        row("ford, attacker has surprise", ford, Advantage::Surprise, 0, BattleStrategy::Attack, BattleStrategy::Defense, 100);
        row("ford, defender has surprise", ford, Advantage::Surprise, 1, BattleStrategy::Attack, BattleStrategy::Defense, 50);
        row("major river, attacker has surprise", major, Advantage::Surprise, 0, BattleStrategy::Attack, BattleStrategy::Defense, 50);
    }
    void onlyAttackAgainstDefense()
    {
        QFETCH(RiverCrossing, river);
        QFETCH(Advantage, advantage);
        QFETCH(int, advantageSide);
        QFETCH(BattleStrategy, attacker);
        QFETCH(BattleStrategy, defender);
        QFETCH(double, ts);
        BattleSetup setup = plainBattle();
        setup.conditions.river = river;
        setup.conditions.riverDefender = 1;
        setup.start.advantage = advantage;
        setup.start.advantageSide = advantageSide;
        BattleEngine engine = engineFor(setup);
        QCOMPARE(chooseRound(engine, attacker, defender), QString());
        QCOMPARE(engine.step(), BattleStep::RollContest);
        QCOMPARE(engine.comparison().sides[0].ts, ts);
        QCOMPARE(engine.skillInputs(1).basicStrategyModifier, ts < 100 ? 4 : 0);
    }

    // Before the strategies are known there is no crossing, and a refused Parley is a defense like any other.
    void refusedParleyIsADefense()
    {
        BattleSetup setup = plainBattle();
        setup.conditions.river = RiverCrossing::MajorRiver;
        setup.conditions.riverDefender = 1;
        BattleEngine engine = engineFor(setup);
        QCOMPARE(applyAll(engine, {openRound({}, {})}), QString());
        QCOMPARE(engine.comparison().sides[0].ts, 100.0);
        QCOMPARE(applyAll(engine, {strategies(BattleStrategy::Attack, BattleStrategy::Parley), Respond{}}), QString());
        QCOMPARE(engine.step(), BattleStep::RollContest);
        QCOMPARE(engine.comparison().sides[0].ts, 50.0);
    }
};

std::unique_ptr<QObject> newTsModifiersTest()
{
    return std::make_unique<TsModifiersTest>();
}

#include "battle_ts_modifiers.moc"
