// "Special Battle Situations > Amphibious Assaults" of GURPS Mass Combat: the
// defender's Defense Bonus by obstacle and defenses, which of the attacker's elements contribute TS (and
// which at half), Cavalry Superiority only with Airborne or Marine, Engineering and Naval Superiority, no
// defense strategy for the attacker before +1 PB, and -4 to retreat.

#include "SpecialTestSupport.h"

#include <memory>

using namespace battletest;

namespace {

BattleElement allWeatherBoats()
{
    return with(boats(), [](BattleElement &e) { e.allWeather = true; });
}

BattleElement marines(BattleElement e)
{
    e.marine = true;
    return e;
}

BattleElement paratroops(BattleElement e)
{
    e.airborne = true;
    return e;
}

QString codes(const QList<StrategyChoice> &choices)
{
    QStringList list;
    for (const StrategyChoice &c : choices)
        list << strategyCode(c.strategy);
    return list.join(QLatin1Char(' '));
}

} // namespace

class AmphibiousTest : public QObject
{
    Q_OBJECT

private slots:
    // "The defender receives a Defense Bonus. This is typically +3 for a minor river, +4 for a major
    // river or a beach, or +5 for a small, rocky island or a beach with rocky cliffs. In all cases, add +1
    // if the defender had sufficient time to improvise defenses ... or +2 for permanent strongpoints."
    void defenseBonus_data()
    {
        QTest::addColumn<WaterObstacle>("obstacle");
        QTest::addColumn<ShoreDefenses>("defenses");
        QTest::addColumn<int>("bonus");
        QTest::newRow("minor river") << WaterObstacle::MinorRiver << ShoreDefenses::None << 3;
        QTest::newRow("major river, improvised") << WaterObstacle::MajorRiver << ShoreDefenses::Improvised << 5;
        QTest::newRow("beach") << WaterObstacle::Beach << ShoreDefenses::None << 4;
        QTest::newRow("beach, permanent strongpoints") << WaterObstacle::Beach << ShoreDefenses::Permanent << 6;
        QTest::newRow("rocky island") << WaterObstacle::RockyShore << ShoreDefenses::None << 5;
        QTest::newRow("rocky cliffs, permanent") << WaterObstacle::RockyShore << ShoreDefenses::Permanent << 7;
        QTest::newRow("minor river, improvised") << WaterObstacle::MinorRiver << ShoreDefenses::Improvised << 4;
    }
    void defenseBonus()
    {
        QFETCH(WaterObstacle, obstacle);
        QFETCH(ShoreDefenses, defenses);
        QFETCH(int, bonus);
        BattleSetup setup = assaultOf({allWeatherBoats()}, {troops(infantry, 10, 10)});
        setup.special.amphibious.obstacle = obstacle;
        setup.special.amphibious.defenses = defenses;
        setup.sides[0].defenseBonus = 2; // the attacker's GM figure does not count
        QCOMPARE(amphibiousDefenseBonus(obstacle, defenses), bonus);
        const BattleEngine engine = engineFor(setup);
        QCOMPARE(engine.defenseBonusOf(1), bonus);
        QCOMPARE(engine.defenseBonusOf(0), 0);
        QCOMPARE(defenseBonusHolders(setup), (std::array<bool, 2>{false, true}));
        // "typically": the GM may set another figure.
        setup.special.amphibious.defenseBonus = 2;
        QCOMPARE(defenseBonusOf(setup, 1), 2);
    }

    // "Only elements that have water or air mobility, or that are transported by such elements, can
    // contribute TS. Sea mobility doesn't count on inland waters! Halve the TS of elements transported by
    // air unless they have the Airborne feature. Halve the TS of elements transported by water if they
    // lack the Marine feature." Red lands all-weather boats (TS 10) and one element of TS 10.
    void attackerTroopStrength_data()
    {
        QTest::addColumn<BattleElement>("element");
        QTest::addColumn<WaterObstacle>("obstacle");
        QTest::addColumn<bool>("greatLake");
        QTest::addColumn<bool>("badWeather");
        QTest::addColumn<double>("ts");
        const BattleElement foot = troops(infantry, 1, 10);
        const auto beach = WaterObstacle::Beach, river = WaterObstacle::MajorRiver;
        QTest::newRow("infantry left ashore") << foot << beach << false << false << 0.0;
        QTest::newRow("carried by water") << carried(foot, Carrier::Water) << beach << false << false << 5.0;
        QTest::newRow("Marines carried by water") << carried(marines(foot), Carrier::Water) << beach << false << false << 10.0;
        QTest::newRow("carried by air") << carried(foot, Carrier::Air) << beach << false << false << 5.0;
        QTest::newRow("Marines carried by air") << carried(marines(foot), Carrier::Air) << beach << false << false << 5.0;
        QTest::newRow("paratroops carried by air") << carried(paratroops(foot), Carrier::Air) << beach << false << false << 10.0;
        QTest::newRow("paratroops in bad weather") << carried(paratroops(foot), Carrier::Air) << beach << false << true << 5.0;
        QTest::newRow("all-weather paratroops in bad weather")
            << with(carried(paratroops(foot), Carrier::Air), [](BattleElement &e) { e.allWeather = true; }) << beach << false << true << 10.0;
        QTest::newRow("boats") << boats() << river << false << false << 10.0;
        QTest::newRow("ship off a beach") << troops(QStringLiteral("Frigate"), 1, 10, {}, {Mobility::Sea}) << beach << false << false << 10.0;
        QTest::newRow("ship on a river") << troops(QStringLiteral("Frigate"), 1, 10, {}, {Mobility::Sea}) << river << false << false << 0.0;
        QTest::newRow("ship on a great lake") << troops(QStringLiteral("Frigate"), 1, 10, {}, {Mobility::Sea}) << beach << true << false << 0.0;
        QTest::newRow("helicopters") << troops(QStringLiteral("Helicopters"), 1, 10, {SpecialClass::Air}, {Mobility::SA}) << river << false << false << 10.0;
        QTest::newRow("amphibious warriors") << troops(QStringLiteral("Amphibians"), 1, 10, {}, {Mobility::Foot, Mobility::Coast}) << river << false << false << 10.0;
    }
    void attackerTroopStrength()
    {
        QFETCH(BattleElement, element);
        QFETCH(WaterObstacle, obstacle);
        QFETCH(bool, greatLake);
        QFETCH(bool, badWeather);
        QFETCH(double, ts);
        BattleSetup setup = assaultOf({allWeatherBoats(), element}, {troops(infantry, 10, 10)});
        setup.special.amphibious.obstacle = obstacle;
        setup.special.amphibious.inlandWaters = greatLake;
        QCOMPARE(compare(setup, TsSituation{false, badWeather}).sides[0].ts, 10 + ts);
        QCOMPARE(elementRole(setup, 0, element, badWeather).combatant, ts > 0);
        // The same element holding the shore always fights at full TS.
        QCOMPARE(elementRole(setup, 1, element, badWeather).tsFactor, 1.0);
        QVERIFY(elementRole(setup, 1, element, badWeather).combatant);
    }

    // "The attacker's Cavalry elements contribute to Cavalry Superiority only if they possess the Airborne
    // or Marine feature. Engineering Superiority and Naval Superiority both count."
    void superiority()
    {
        const BattleElement knights = carried(troops(QStringLiteral("Knights"), 1, 10, {SpecialClass::Cv}, {Mobility::Mtd}), Carrier::Water);
        BattleSetup setup = assaultOf({allWeatherBoats(), knights}, {troops(infantry, 10, 10), troops(QStringLiteral("Riders"), 1, 4, {SpecialClass::Cv}, {Mobility::Mtd})});
        ForceComparison c = compare(setup);
        QCOMPARE(c.sides[0].classTs.at(cls(SpecialClass::Cv)), 0.0);
        QCOMPARE(c.sides[1].classTs.at(cls(SpecialClass::Cv)), 4.0); // the defender's cavalry counts
        setup.sides[0].elements[1].marine = true;
        c = compare(setup);
        QCOMPARE(c.sides[0].classTs.at(cls(SpecialClass::Cv)), 10.0);
        QCOMPARE(c.sides[0].superiority.at(cls(SpecialClass::Cv)), 1); // 10 vs 4, rounded down 2:1
        for (SpecialClass counted : {SpecialClass::Eng, SpecialClass::Nav, SpecialClass::Cv})
            QVERIFY(superiorityCounts(counted, setup));
        // In an amphibious campaign's ordinary battle, Naval Superiority does not count.
        setup.special.situation = SpecialSituation::None;
        QVERIFY(!superiorityCounts(SpecialClass::Nav, setup));
        QVERIFY(!superiorityCounts(SpecialClass::Eng, setup));
    }

    // "The attacking commander may not choose any defense strategy until he acquires at least +1 PB. If
    // he picks any retreat strategy, he's at -4 to Strategy skill".
    void attackerStrategies()
    {
        BattleEngine engine = engineFor(assaultOf({troops(QStringLiteral("Boats"), 10, 10, {}, {Mobility::Coast})}, {troops(infantry, 10, 10)}));
        QCOMPARE(applyAll(engine, {openRound({}, {})}), QString());
        QCOMPARE(codes(engine.legalChoices(0)),
                 QStringLiteral("all-out-attack attack deliberate-attack indirect-attack fighting-retreat full-retreat raid skirmish"));
        QVERIFY(codes(engine.legalChoices(1)).contains(QStringLiteral("deliberate-defense"))); // the defender has a DB
        QVERIFY(!engine.apply(strategies(BattleStrategy::Defense, BattleStrategy::Attack)).ok());
        // Red wins by 10 with an Attack (12 - 3 against 12 - 15): +3 PB, and may now defend.
        QCOMPARE(applyAll(engine, {strategies(BattleStrategy::Attack, BattleStrategy::Attack), rolls(3, 15), quietEnd(engine),
                                   openRound({}, {})}),
                 QString());
        QCOMPARE(engine.state().pbOf(0), 3);
        QVERIFY(codes(engine.legalChoices(0)).contains(QStringLiteral("all-out-defense defense")));

        BattleEngine retreat = engineFor(assaultOf({troops(QStringLiteral("Boats"), 10, 10, {}, {Mobility::Coast})}, {troops(infantry, 10, 10)}));
        QCOMPARE(chooseRound(retreat, BattleStrategy::FullRetreat, BattleStrategy::Attack), QString());
        const auto skills = retreat.effectiveSkills({});
        QCOMPARE(skills[0].part(SkillPart::DifficultRetreat), -4);
        QCOMPARE(skills[1].part(SkillPart::DifficultRetreat), 0);
        QVERIFY(skills[0].explain().contains(QStringLiteral("Retreating across the water -4")));
        BattleEngine attack = engineFor(assaultOf({troops(QStringLiteral("Boats"), 10, 10, {}, {Mobility::Coast})}, {troops(infantry, 10, 10)}));
        QCOMPARE(chooseRound(attack, BattleStrategy::Attack, BattleStrategy::FightingRetreat), QString());
        QCOMPARE(attack.effectiveSkills({})[0].part(SkillPart::DifficultRetreat), 0);
        QCOMPARE(attack.effectiveSkills({})[1].part(SkillPart::DifficultRetreat), 0); // the defender retreats freely
    }

    void validation()
    {
        BattleSetup setup = assaultOf({allWeatherBoats()}, {troops(infantry, 10, 10)});
        QCOMPARE(refusedField(setup), QString());
        setup.special.campaign = CampaignType::Land;
        QCOMPARE(refusedField(setup), QStringLiteral("special.campaign"));
        setup.special.campaign = CampaignType::Amphibious;
        setup.special.amphibious.defenseBonus = 11;
        QCOMPARE(refusedField(setup), QStringLiteral("special.amphibious.defense_bonus"));
        setup.special.amphibious.defenseBonus.reset();
        setup.special.amphibious.defender = -1;
        QCOMPARE(refusedField(setup), QStringLiteral("special.amphibious.defender"));
    }
};

std::unique_ptr<QObject> newAmphibiousTest()
{
    return std::make_unique<AmphibiousTest>();
}

#include "battle_amphibious.moc"
