// "Campaigning > Type of Campaign" of GURPS Mass Combat: which elements are
// combatants in a land, naval, air or amphibious campaign (with the ocean and coastal rules of "Naval
// Battles"), the reasons given for those that sit out, the GM's last word, and the engine counting only
// the combatants. Travel, "Air": Slow Air supports combat within 100 miles (doubled per TL past 6), Fast
// Air anywhere in the theater; the distance is the GM's, as a flag on the element.

#include "SpecialTestSupport.h"

#include <memory>

using namespace battletest;

namespace {

BattleElement element(const QString &name, ClassSet classes, QList<Mobility> mobility, ClassSet neutralizes = {})
{
    return with(troops(name, 1, 10, classes, std::move(mobility)), [&](BattleElement &e) { e.neutralizes = neutralizes; });
}

BattleElement outOfRange(BattleElement e)
{
    e.inRange = false;
    return e;
}

BattleSetup campaignWith(CampaignType campaign, const BattleElement &e, NavalWaters waters = NavalWaters::Ocean)
{
    BattleSetup setup = battleOf(sideOf(QStringLiteral("A"), {e}), hundredAnd(QStringLiteral("B")));
    setup.special.campaign = campaign;
    setup.special.naval.waters = waters;
    return setup;
}

} // namespace

class CampaignTypeTest : public QObject
{
    Q_OBJECT

private slots:
    // Each row: an element of TS 10 and whether it fights (and at what TS) in the campaign.
    void combatants_data()
    {
        QTest::addColumn<CampaignType>("campaign");
        QTest::addColumn<NavalWaters>("waters");
        QTest::addColumn<BattleElement>("element");
        QTest::addColumn<double>("ts");
        const auto land = CampaignType::Land, naval = CampaignType::Naval, air = CampaignType::Air,
                   amphibious = CampaignType::Amphibious;
        const auto ocean = NavalWaters::Ocean, coastal = NavalWaters::Coastal;
        const BattleElement infantryOnFoot = element(infantry, {}, {Mobility::Foot});
        const BattleElement guns = element(QStringLiteral("Heavy Artillery"), {SpecialClass::Art}, {});
        const BattleElement flyingInfantry = element(QStringLiteral("Flying Infantry"), {SpecialClass::Air}, {Mobility::Foot, Mobility::SA});
        const BattleElement dragons = element(QStringLiteral("Flying Beasts"), {SpecialClass::Air}, {Mobility::SA});
        const BattleElement jets = element(QStringLiteral("Jet Fighter-Bomber"), {SpecialClass::Air}, {Mobility::FA});
        const BattleElement fighters = element(QStringLiteral("Jet Fighter"), {}, {Mobility::FA}, {SpecialClass::Air});
        const BattleElement transports = element(QStringLiteral("Heavy Lift Aircraft"), {}, {Mobility::FA});
        const BattleElement galleon = element(QStringLiteral("Galleon"), {SpecialClass::Nav, SpecialClass::Art}, {Mobility::Sea});
        const BattleElement galley = element(QStringLiteral("War Galley"), {SpecialClass::Nav}, {Mobility::Coast});
        const BattleElement cog = element(QStringLiteral("Cog"), {}, {Mobility::Sea});
        const BattleElement longship = element(QStringLiteral("Longship"), {}, {Mobility::Coast});
        const BattleElement carrier = element(QStringLiteral("Carrier"), {SpecialClass::Nav, SpecialClass::Air}, {Mobility::Sea});
        const BattleElement attackBoat = element(QStringLiteral("Fast Attack Boat"), {}, {Mobility::Coast}, {SpecialClass::Nav});
        const BattleElement shoreGuns = element(QStringLiteral("Shore battery"), {SpecialClass::Art}, {}, {SpecialClass::Nav});
        const BattleElement aaa = element(QStringLiteral("Heavy AAA"), {}, {}, {SpecialClass::Air, SpecialClass::Arm});
        const BattleElement marines = with(infantryOnFoot, [](BattleElement &e) { e.marine = true; });
        const BattleElement paratroops = with(infantryOnFoot, [](BattleElement &e) { e.airborne = true; });

        // "Land: Only land elements and Air Combat elements that are in range are combatants."
        QTest::newRow("land: infantry") << land << ocean << infantryOnFoot << 10.0;
        QTest::newRow("land: guns without mobility are land elements") << land << ocean << guns << 10.0;
        QTest::newRow("land: flying infantry walks too") << land << ocean << outOfRange(flyingInfantry) << 10.0;
        QTest::newRow("land: Slow Air in range") << land << ocean << dragons << 10.0;
        QTest::newRow("land: Slow Air out of range") << land << ocean << outOfRange(dragons) << 0.0;
        QTest::newRow("land: Fast Air anywhere in the theater") << land << ocean << outOfRange(jets) << 10.0;
        QTest::newRow("land: air-superiority fighters") << land << ocean << fighters << 10.0;
        QTest::newRow("land: transport aircraft") << land << ocean << transports << 0.0;
        QTest::newRow("land: warship") << land << ocean << galleon << 0.0;
        QTest::newRow("land: longship") << land << ocean << longship << 0.0;
        QTest::newRow("land: carrier's air wing in range") << land << ocean << carrier << 10.0;
        QTest::newRow("land: carrier out of range") << land << ocean << outOfRange(carrier) << 0.0;
        // "Naval: Only Naval elements and elements that neutralize them, and Air Combat elements that are in
        // range"; "Naval Battles": at sea only Sea or Fast Air mobility, on the coast any water or air.
        QTest::newRow("ocean: warship") << naval << ocean << galleon << 10.0;
        QTest::newRow("ocean: galley cannot sail the ocean") << naval << ocean << galley << 0.0;
        QTest::newRow("ocean: jets") << naval << ocean << jets << 10.0;
        QTest::newRow("ocean: dragons (Slow Air)") << naval << ocean << dragons << 0.0;
        QTest::newRow("ocean: merchant cog") << naval << ocean << cog << 0.0;
        QTest::newRow("ocean: carried Marines at half TS") << naval << ocean << carried(marines, Carrier::Water) << 5.0;
        QTest::newRow("ocean: carried paratroops at half TS") << naval << ocean << carried(paratroops, Carrier::Air) << 5.0;
        QTest::newRow("ocean: Marines left ashore") << naval << ocean << marines << 0.0;
        QTest::newRow("ocean: carried infantry") << naval << ocean << carried(infantryOnFoot, Carrier::Water) << 0.0;
        QTest::newRow("ocean: shore battery") << naval << ocean << shoreGuns << 0.0;
        QTest::newRow("coastal: galley") << naval << coastal << galley << 10.0;
        QTest::newRow("coastal: fast attack boat neutralizes Naval") << naval << coastal << attackBoat << 10.0;
        QTest::newRow("coastal: dragons in range") << naval << coastal << dragons << 10.0;
        QTest::newRow("coastal: dragons out of range") << naval << coastal << outOfRange(dragons) << 0.0;
        QTest::newRow("coastal: longship has no Naval class") << naval << coastal << longship << 0.0;
        QTest::newRow("coastal: shore battery has no water mobility") << naval << coastal << shoreGuns << 0.0;
        // "Air: Only Air Combat elements and elements that neutralize them are combatants."
        QTest::newRow("air: jets") << air << ocean << jets << 10.0;
        QTest::newRow("air: fighters") << air << ocean << fighters << 10.0;
        QTest::newRow("air: anti-aircraft guns") << air << ocean << aaa << 10.0;
        QTest::newRow("air: infantry") << air << ocean << infantryOnFoot << 0.0;
        QTest::newRow("air: warship") << air << ocean << galleon << 0.0;
        // "Amphibious: All elements can be combatants."
        QTest::newRow("amphibious: cog") << amphibious << ocean << cog << 10.0;
        QTest::newRow("amphibious: infantry") << amphibious << ocean << infantryOnFoot << 10.0;
        QTest::newRow("amphibious: transports") << amphibious << ocean << transports << 10.0;
    }
    void combatants()
    {
        QFETCH(CampaignType, campaign);
        QFETCH(NavalWaters, waters);
        QFETCH(BattleElement, element);
        QFETCH(double, ts);
        const BattleSetup setup = campaignWith(campaign, element, waters);
        const ElementRole role = elementRole(setup, 0, element);
        QCOMPARE(role.combatant, ts > 0);
        QCOMPARE(role.reason.isEmpty(), ts == 10.0); // a reason whenever it is not simply fighting
        QCOMPARE(compare(setup).sides[0].ts, ts);
        QCOMPARE(elementsSittingOut(setup, 0).size(), ts > 0 ? 0 : 1);
    }

    // Old battles and new ones alike are land battles unless the GM says otherwise.
    void landByDefault()
    {
        QCOMPARE(BattleSetup{}.special.campaign, CampaignType::Land);
        QCOMPARE(BattleSetup{}.special.situation, SpecialSituation::None);
        QVERIFY(BattleElement{}.inRange);
        QCOMPARE(BattleElement{}.participation, Participation::Rules);
    }

    // "Type of Campaign", example: Sir Richard marches out to meet Strykland, "a land campaign": every
    // element of his Yrth force is a land element, so all twelve fight.
    void drakesCrossIsALandCampaign()
    {
        const BattleSetup setup = drakesCross();
        QCOMPARE(setup.special.campaign, CampaignType::Land);
        QVERIFY(elementsSittingOut(setup, 0).isEmpty());
        QCOMPARE(combatantCount(setup, 0), setup.sides[0].elementCount());
        QCOMPARE(compare(setup).sides[0].ts, 75.5);
    }

    // The set-up page lists, per side, the elements that sit out and why, in words.
    void sittingOutListed()
    {
        BattleSetup setup = battleOf(hundredAnd(QStringLiteral("A"), {troops(QStringLiteral("Cogs"), 3, 2, {}, {Mobility::Sea}),
                                                                      outOfRange(troops(QStringLiteral("Dragons"), 1, 8, {SpecialClass::Air}, {Mobility::SA}))}),
                                     hundredAnd(QStringLiteral("B")));
        const QList<ElementNote> out = elementsSittingOut(setup, 0);
        QCOMPARE(out.size(), 2);
        QCOMPARE(out[0].element, 1);
        QCOMPARE(out[1].element, 2);
        QVERIFY(out[0].role.reason.contains(QStringLiteral("land element")));
        QVERIFY(out[1].role.reason.contains(QStringLiteral("out of range")));
        QVERIFY(elementsSittingOut(setup, 1).isEmpty());
        // The breakdown of TS says what was left out.
        const QStringList steps = compare(setup).sides[0].tsBreakdown.steps;
        QVERIFY(std::any_of(steps.cbegin(), steps.cend(), [](const QString &s) { return s.startsWith(QStringLiteral("Sitting out")); }));
    }

    // "The GM has the last word": he can put in an element the rules leave out, or leave one out.
    void gmDecides()
    {
        BattleElement ship = troops(QStringLiteral("Galleon"), 1, 10, {SpecialClass::Nav}, {Mobility::Sea});
        ship.participation = Participation::Fights;
        BattleElement reserve = troops(QStringLiteral("Reserve"), 2, 10);
        reserve.participation = Participation::SitsOut;
        const BattleSetup setup = battleOf(hundredAnd(QStringLiteral("A"), {ship, reserve}), hundredAnd(QStringLiteral("B")));
        QCOMPARE(compare(setup).sides[0].ts, 110.0);
        QVERIFY(elementRole(setup, 0, ship).reason.contains(QStringLiteral("GM")));
        QCOMPARE(elementsSittingOut(setup, 0).size(), 1);
        QCOMPARE(elementsSittingOut(setup, 0)[0].element, 2);
    }

    // The engine counts only combatants: TS and superiority, the elements that set the round length, and
    // the 1-4 elements that let a commander roll against Tactics.
    void engineCountsOnlyCombatants()
    {
        SideSetup a = sideOf(QStringLiteral("A"), {troops(infantry, 3, 10), troops(QStringLiteral("Fleet"), 20, 10, {SpecialClass::Nav}, {Mobility::Sea})});
        a.people[0].tactics = 15;
        const BattleSetup setup = battleOf(a, hundredAnd(QStringLiteral("B")));
        const BattleEngine engine = engineFor(setup);
        QCOMPARE(engine.comparison().sides[0].ts, 30.0);
        QCOMPARE(combatantCount(setup, 0), 3);
        QVERIFY(engine.skillInputs(0).tactics); // 3 combatant elements, not 23
        QCOMPARE(battleRoundMinutes(setup), qint64(15)); // 1-9 elements in the smaller force
        QCOMPARE(engine.fieldedSetup().sides[0].elements.size(), 1);
        QCOMPARE(engine.setup(), setup); // what is saved is what the GM set up
    }

    // A side none of whose elements take part cannot fight the battle.
    void noCombatantsRefused()
    {
        const BattleSetup setup = battleOf(sideOf(QStringLiteral("A"), {troops(QStringLiteral("Fleet"), 2, 10, {SpecialClass::Nav}, {Mobility::Sea})}),
                                           hundredAnd(QStringLiteral("B")));
        QCOMPARE(refusedField(setup), QStringLiteral("sides[0].elements"));
    }

    // Initial Intelligence reports only what takes part.
    void intelligenceSeesOnlyCombatants()
    {
        const BattleSetup setup = battleOf(hundredAnd(QStringLiteral("A")),
                                           hundredAnd(QStringLiteral("B"), {troops(QStringLiteral("Cogs"), 3, 2, {}, {Mobility::Sea})}));
        const QStringList seen = initialIntelligence(setup, 0);
        QCOMPARE(seen.size(), 1);
        QVERIFY(seen[0].contains(infantry));
    }
};

std::unique_ptr<QObject> newCampaignTypeTest()
{
    return std::make_unique<CampaignTypeTest>();
}

#include "battle_campaign_type.moc"
