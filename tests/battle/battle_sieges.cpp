// "Special Battle Situations > Sieges" and "Playing Out a Siege" of GURPS Mass Combat:
// the fortress's Defense Bonus only for the side bunkered inside, Artillery at its entire TS, Cavalry
// Superiority off and Engineering on, the besieged's strategies, rounds 4x (24x) as long, a break-out
// that ends the siege, and losers who surrender; with "Deliberate Defense" ("Either side may use it
// freely during a siege") and "After the Battle" ("The rest flee (surrender, in a siege)").

#include "SpecialTestSupport.h"

#include "battle/gurps/Aftermath.h"
#include "battle/gurps/BattleReport.h"
#include "battle/gurps/RoundEvents.h"

#include <memory>

using namespace battletest;

namespace {

QString codes(const QList<StrategyChoice> &choices)
{
    QStringList list;
    for (const StrategyChoice &c : choices) {
        if (!c.desperate)
            list << strategyCode(c.strategy);
    }
    return list.join(QLatin1Char(' '));
}

BattleElement catapults()
{
    return with(garrison(QStringLiteral("Catapults"), 1, 20, {SpecialClass::Art}), [](BattleElement &e) { e.support = true; });
}

template <typename Change> BattleSetup siegeChanged(Change change)
{
    BattleSetup setup = siegeOf();
    change(setup);
    return setup;
}

} // namespace

class SiegeTest : public QObject
{
    Q_OBJECT

private slots:
    // "A fortress' DB applies only if one side is encamped and chose to bunker themselves within ... It
    // doesn't benefit forces outside the fortress"; overcrowded, -1.
    void defenseBonusOnlyInside()
    {
        BattleSetup setup = siegeOf();
        setup.sides[0].defenseBonus = 3; // the besieger's GM figure does not count
        QCOMPARE(defenseBonusOf(setup, 1), 7);
        QCOMPARE(defenseBonusOf(setup, 0), 0);
        QCOMPARE(defenseBonusHolders(setup), (std::array<bool, 2>{false, true}));
        setup.special.siege.bunkered = false;
        QCOMPARE(defenseBonusOf(setup, 1), 0);
        setup = siegeOf({}, {garrison(QStringLiteral("Levies"), 15, 1)}); // WT 25 in room for 20
        QCOMPARE(defenseBonusOf(setup, 1), 6);
        QVERIFY(defenseBonusBreakdown(setup, 1).toText().contains(QStringLiteral("Overcrowded")));
        // Above +10, as a TL8 fortress on a hill gives.
        setup.special.siege.fortress.tl = 8;
        setup.special.siege.fortress.site = FortressSite::Strong;
        BattleEngine engine = engineFor(setup);
        QCOMPARE(engine.defenseBonusOf(1), 12);
        QCOMPARE(chooseRound(engine, BattleStrategy::Attack, BattleStrategy::Defense), QString());
        QCOMPARE(engine.effectiveSkills({})[1].part(SkillPart::DefenseBonus), 12);
        QCOMPARE(engine.effectiveSkills({})[0].part(SkillPart::DefenseBonus), 0);
    }

    // A siege's set-up, checked; each error names its field.
    void validation_data()
    {
        QTest::addColumn<BattleSetup>("setup");
        QTest::addColumn<QString>("field");
        const BattleElement ship = troops(QStringLiteral("Galleon"), 1, 10, {}, {Mobility::Foot}); // WT 0: cannot be carried
        QTest::newRow("a siege") << siegeOf() << "";
        QTest::newRow("an encounter battle") << siegeChanged([](BattleSetup &s) { s.start.kind = BattleKind::Encounter; }) << "start.kind";
        QTest::newRow("a naval campaign") << siegeChanged([](BattleSetup &s) { s.special.campaign = CampaignType::Naval; }) << "special.campaign";
        QTest::newRow("an amphibious campaign") << siegeChanged([](BattleSetup &s) { s.special.campaign = CampaignType::Amphibious; }) << "";
        QTest::newRow("an unnamed fortress") << siegeChanged([](BattleSetup &s) { s.special.siege.fortress.name.clear(); })
                                             << "special.siege.fortress.name";
        QTest::newRow("no capacity") << siegeChanged([](BattleSetup &s) { s.special.siege.fortress.capacityWt = 0; })
                                     << "special.siege.fortress.capacity_wt";
        QTest::newRow("1.5x capacity") << siegeOf({}, {garrison(QStringLiteral("Levies"), 20, 1)}) << "";
        QTest::newRow("beyond 1.5x") << siegeOf({}, {garrison(QStringLiteral("Levies"), 21, 1)}) << "special.siege.fortress.capacity_wt";
        QTest::newRow("too large to transport, inside") << siegeOf({}, {ship}) << "sides[1].elements[1]";
        QTest::newRow("too large, left out by the GM")
            << siegeOf({}, {with(ship, [](BattleElement &e) { e.participation = Participation::SitsOut; })}) << "";
        QTest::newRow("too large, outside") << siegeOf({ship}) << "";
        QTest::newRow("side 3 besieged") << siegeChanged([](BattleSetup &s) { s.special.siege.besieged = 2; }) << "special.siege.besieged";
    }
    void validation()
    {
        QFETCH(BattleSetup, setup);
        QFETCH(QString, field);
        QCOMPARE(refusedField(setup), field);
    }

    // "Troop Strength: Artillery elements on either side may add their entire TS, even if parenthesized".
    void artilleryAtFullTs()
    {
        BattleSetup setup = siegeOf({catapults()}, {catapults()});
        const ForceComparison siege = compare(setup);
        QCOMPARE(siege.sides[0].ts, 120.0);
        QCOMPARE(siege.sides[1].ts, 120.0);
        QCOMPARE(siege.sides[0].classTs.at(cls(SpecialClass::Art)), 20.0);
        QVERIFY(siege.sides[0].tsBreakdown.toText().contains(QStringLiteral("entire TS (+18)")));
        setup.special.situation = SpecialSituation::None;
        QCOMPARE(compare(setup).sides[0].ts, 102.0);
    }

    // "Special Class Superiority: Cavalry Superiority doesn't count, while Engineering Superiority does."
    void superiority_data()
    {
        QTest::addColumn<SpecialClass>("specialClass");
        QTest::addColumn<int>("siegeBsm");
        QTest::addColumn<int>("fieldBsm");
        // Red adds 10 TS of the class (TS 110 vs 100: no relative bonus); Blue has none: 5:1, +3.
        QTest::newRow("Cavalry") << SpecialClass::Cv << 0 << 3;
        QTest::newRow("Engineering") << SpecialClass::Eng << 3 << 0;
        QTest::newRow("Fire") << SpecialClass::F << 3 << 3;
    }
    void superiority()
    {
        QFETCH(SpecialClass, specialClass);
        QFETCH(int, siegeBsm);
        QFETCH(int, fieldBsm);
        BattleSetup setup = siegeOf({garrison(QStringLiteral("Specialists"), 1, 10, {specialClass})});
        QCOMPARE(compare(setup).sides[0].basicStrategyModifier, siegeBsm);
        QCOMPARE(superiorityCounts(specialClass, setup), siegeBsm > 0);
        setup.special.situation = SpecialSituation::None;
        QCOMPARE(compare(setup).sides[0].basicStrategyModifier, fieldBsm);
    }

    // "The choice of battle strategies for the besieged force is limited to All-Out Defense, Defense,
    // Deliberate Defense, Fighting Retreat, Mobile Defense, Parley, or Raid ... The besieger may choose any";
    // Deliberate Defense "Either side may use it freely during a siege".
    void besiegedStrategies()
    {
        BattleEngine engine = engineFor(siegeOf());
        QCOMPARE(applyAll(engine, {openRound({}, {})}), QString());
        const QString besieged = QStringLiteral("all-out-defense defense deliberate-defense mobile-defense parley fighting-retreat raid");
        const QString any = QStringLiteral("all-out-attack attack deliberate-attack indirect-attack all-out-defense defense "
                                           "deliberate-defense mobile-defense parley fighting-retreat full-retreat raid skirmish");
        QCOMPARE(codes(engine.legalChoices(1)), besieged);
        QCOMPARE(codes(engine.legalChoices(0)), any);
        QVERIFY(!engine.apply(strategies(BattleStrategy::Attack, BattleStrategy::Attack)).ok());
        QCOMPARE(applyAll(engine, {strategies(BattleStrategy::Attack, BattleStrategy::Raid), rolls(10, 10), quietEnd(engine),
                                   openRound({}, {})}),
                 QString());
        QCOMPARE(engine.roundNumber(), 2);
        QCOMPARE(codes(engine.legalChoices(1)), besieged);
        QCOMPARE(codes(engine.legalChoices(0)), any); // Deliberate Defense in round 2, and without a DB
        // Confused, the besieged can only Rally: Full Retreat is not theirs to choose.
        StrategyContext confused = engine.strategyContext(1);
        confused.confused = true;
        QCOMPARE(legalStrategies(confused), QList<BattleStrategy>{BattleStrategy::Rally});
    }

    // "Each round represents four times the usual period ... If the besieger chooses Deliberate Attack
    // and the defender chooses a Deliberate Defense, then each round instead represents 24 times".
    void roundLength_data()
    {
        QTest::addColumn<BattleStrategy>("besieger");
        QTest::addColumn<BattleStrategy>("besieged");
        QTest::addColumn<qint64>("minutes");
        QTest::newRow("Attack against Defense") << BattleStrategy::Attack << BattleStrategy::Defense << qint64(4 * 30);
        QTest::newRow("Deliberate Attack against Defense") << BattleStrategy::DeliberateAttack << BattleStrategy::Defense << qint64(4 * 30);
        QTest::newRow("Deliberate Attack against Deliberate Defense")
            << BattleStrategy::DeliberateAttack << BattleStrategy::DeliberateDefense << qint64(24 * 30);
    }
    void roundLength()
    {
        QFETCH(BattleStrategy, besieger);
        QFETCH(BattleStrategy, besieged);
        QFETCH(qint64, minutes);
        const BattleSetup setup = siegeOf();
        QCOMPARE(battleRoundMinutes(setup, {plain(besieger), plain(besieged)}), minutes);
        // The roles matter: the besieged attacking deliberately is an ordinary siege round.
        QCOMPARE(battleRoundMinutes(setup, {plain(besieged), plain(besieger)}), qint64(4 * 30));
        BattleSetup field = setup;
        field.special.situation = SpecialSituation::None;
        QCOMPARE(battleRoundMinutes(field, {plain(besieger), plain(besieged)}), qint64(30));
    }

    // "In that case, don't use modifiers for weather and night (or day, for Nocturnal forces)."
    void longRoundIgnoresNightAndWeather()
    {
        const BattleElement orcs = with(garrison(QStringLiteral("Orcs"), 1, 10), [](BattleElement &e) { e.nocturnal = true; });
        const BattleElement griffons = with(garrison(QStringLiteral("Griffons"), 1, 10, {SpecialClass::Air}),
                                            [](BattleElement &e) { e.mobility = {Mobility::SA}; });
        const BattleSetup setup = siegeOf({orcs, griffons});
        TsSituation situation;
        situation.badWeather = true;
        QCOMPARE(compare(setup, situation).sides[0].ts, 100.0 + 5 + 5); // orcs by day, griffons in the rain
        situation.ignoreLightAndWeather = true;
        QCOMPARE(compare(setup, situation).sides[0].ts, 120.0);
        situation = TsSituation{true};
        situation.ignoreLightAndWeather = true;
        QCOMPARE(compare(setup, situation).sides[0].ts, 120.0);

        BattleEngine engine = engineFor(setup);
        OpenRound night = openRound({}, {});
        night.night = true;
        QCOMPARE(applyAll(engine, {night, strategies(BattleStrategy::DeliberateAttack, BattleStrategy::DeliberateDefense)}), QString());
        QCOMPARE(engine.step(), BattleStep::RollContest);
        QCOMPARE(engine.comparison().sides[0].ts, 120.0);
        QCOMPARE(engine.comparison().sides[1].ts, 100.0);
        QCOMPARE(applyAll(engine, {rolls(10, 10)}), QString());
        QVERIFY(roundEventTexts(*engine.currentRound(), engine.setup()).join(QLatin1Char(' ')).contains(QStringLiteral("24 times")));

        BattleEngine ordinary = engineFor(setup);
        QCOMPARE(applyAll(ordinary, {night, strategies(BattleStrategy::Attack, BattleStrategy::DeliberateDefense), Respond{}}), QString());
        QCOMPARE(ordinary.comparison().sides[0].ts, 50.0 + 10 + 5); // infantry and griffons at night; orcs see
        QCOMPARE(applyAll(ordinary, {rolls(10, 10)}), QString());
        QVERIFY(roundEventTexts(*ordinary.currentRound(), ordinary.setup()).join(QLatin1Char(' ')).contains(QStringLiteral("four times")));
    }

    // "Retreat: If the defender successfully escapes, he's outside the fortress (and its DB!). This ends
    // the siege and starts an ordinary battle." Blue (12 + 3 Fighting Retreat = 15) rolls 10 and beats Red
    // (12) rolling 12 by 5: Blue escapes; Red takes 20% halved to 10%, Blue 10%.
    void breakOut()
    {
        BattleEngine engine = engineFor(siegeOf());
        QCOMPARE(fightRound(engine, BattleStrategy::Attack, BattleStrategy::FightingRetreat, 12, 10), QString());
        QVERIFY(engine.isFinished());
        QCOMPARE(engine.state().end, BattleEnd::BreakOut);
        QCOMPARE(engine.state().winner, -1);
        QVERIFY(!engine.state().pursuit);
        const Aftermath after = aftermathOf(engine.setup(), engine.state());
        QCOMPARE(after.sides[0].finalCasualties, 10); // nobody regroups: the fighting goes on
        QCOMPARE(after.sides[1].finalCasualties, 10);
        QVERIFY(!after.sides[0].heldTheField && !after.sides[1].heldTheField);
        QVERIFY(battleReportHtml(engine).contains(QStringLiteral("Break-out")));

        const BattleSetup outside = breakOutBattle(engine.setup(), engine.state());
        QCOMPARE(outside.special.situation, SpecialSituation::None);
        QCOMPARE(outside.sides[0].startingCasualties, 10);
        QCOMPARE(outside.sides[1].startingCasualties, 10);
        QCOMPARE(outside.sides[1].defenseBonus, 0);
        QVERIFY(!outside.sides[1].encamped);
        QCOMPARE(outside.sides[1].people, engine.setup().sides[1].people);
        const BattleEngine next = engineFor(outside);
        QCOMPARE(next.skillInputs(0).casualties, 10);
        QCOMPARE(next.defenseBonusOf(1), 0);
    }

    // A break-out against a besieger who only defends is still a break-out, not a broken contact.
    void breakOutPastADefense()
    {
        BattleEngine engine = engineFor(siegeOf());
        QCOMPARE(chooseRound(engine, BattleStrategy::Defense, BattleStrategy::FightingRetreat), QString());
        QCOMPARE(engine.state().end, BattleEnd::BreakOut);
        // The besieger lifting the siege is an ordinary No Battle.
        BattleEngine lifted = engineFor(siegeOf());
        QCOMPARE(chooseRound(lifted, BattleStrategy::FullRetreat, BattleStrategy::Defense), QString());
        QCOMPARE(lifted.state().end, BattleEnd::NoBattle);
    }

    // "The rest flee (surrender, in a siege)": Red gives up the siege and is pursued; its survivors surrender.
    void losersSurrender()
    {
        BattleEngine engine = engineFor(siegeOf());
        QCOMPARE(fightRound(engine, BattleStrategy::FullRetreat, BattleStrategy::Raid, 10, 10), QString());
        QCOMPARE(engine.step(), BattleStep::Pursuit);
        QCOMPARE(applyAll(engine, {Pursuit{12, std::nullopt, true, 4}}), QString());
        const Aftermath after = aftermathOf(engine.setup(), engine.state());
        QCOMPARE(after.winner, 1);
        QCOMPARE(after.sides[0].casualtiesAtEnd, 5);
        QVERIFY(after.sides[0].surrendered);
        QCOMPARE(after.sides[0].dead, 2);
        QCOMPARE(after.sides[0].fled, 3);
        QVERIFY(!after.sides[1].surrendered);
        QVERIFY(battleReportHtml(engine).contains(QStringLiteral("2% dead, 3% surrendered")));
        // Outside a siege they flee.
        BattleSetup field = siegeOf();
        field.special.situation = SpecialSituation::None;
        BattleEngine open = engineFor(field);
        QCOMPARE(applyAll(open, {openRound({}, {}), strategies(BattleStrategy::FullRetreat, BattleStrategy::Raid), rolls(10, 10),
                                 quietEnd(open), Pursuit{12, std::nullopt, true, 4}}),
                 QString());
        QVERIFY(!aftermathOf(open.setup(), open.state()).sides[0].surrendered);
    }

    // Cavalry Superiority "doesn't count" in a siege: nor does it add to a pursuit (Cavalry's "advantages
    // are limited in bad terrain or during a siege").
    void pursuitWithoutCavalry()
    {
        for (const bool siege : {true, false}) {
            BattleSetup setup = siegeOf({}, {garrison(QStringLiteral("Knights"), 1, 10, {SpecialClass::Cv})});
            if (!siege)
                setup.special.situation = SpecialSituation::None;
            BattleEngine engine = engineFor(setup);
            QCOMPARE(fightRound(engine, BattleStrategy::FullRetreat, BattleStrategy::Raid, 10, 10), QString());
            QCOMPARE(applyAll(engine, {Pursuit{12, std::nullopt, true, 4}}), QString());
            QCOMPARE(engine.state().pursuit->extraCasualties, siege ? 5 : 10);
        }
    }
};

std::unique_ptr<QObject> newSiegeTest()
{
    return std::make_unique<SiegeTest>();
}

#include "battle_sieges.moc"
