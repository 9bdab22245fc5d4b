// "Special Battle Situations > Naval Battles" of GURPS Mass Combat (who takes part
// at sea or on the coast is in battle_campaign_type.cpp): Marine and Airborne land elements at half TS, a
// Defense Bonus only in coastal battles, only Air, Artillery, C3I and Naval Superiority; and "Flagship"
// (Chapter 1): a C3I element in naval or amphibious battles only, one per force.

#include "SpecialTestSupport.h"

#include <memory>

using namespace battletest;

namespace {

BattleElement galleons(int count = 2, bool flagship = false)
{
    return with(troops(QStringLiteral("Galleons"), count, 10, {SpecialClass::Nav}, {Mobility::Sea}),
                [&](BattleElement &e) { e.flagship = flagship; });
}

BattleSetup fleets(const QList<BattleElement> &red, const QList<BattleElement> &blue, NavalWaters waters = NavalWaters::Ocean)
{
    BattleSetup setup = battleOf(sideOf(QStringLiteral("Red"), red), sideOf(QStringLiteral("Blue"), blue));
    setup.special.campaign = CampaignType::Naval;
    setup.special.naval.waters = waters;
    setup.conditions.terrain = BattleTerrain::OpenOcean;
    return setup;
}

} // namespace

class NavalTest : public QObject
{
    Q_OBJECT

private slots:
    // "Flagship ... It counts as a C3I element in naval or amphibious battles only. Each force can only
    // have one such element."
    void flagship_data()
    {
        QTest::addColumn<CampaignType>("campaign");
        QTest::addColumn<int>("flagshipLines");
        QTest::addColumn<double>("c3i");
        QTest::newRow("naval battle") << CampaignType::Naval << 1 << 10.0;
        QTest::newRow("two flagships, one counts") << CampaignType::Naval << 2 << 10.0;
        QTest::newRow("amphibious battle") << CampaignType::Amphibious << 1 << 10.0;
        QTest::newRow("land battle") << CampaignType::Land << 1 << 0.0;
        QTest::newRow("no flagship") << CampaignType::Naval << 0 << 0.0;
    }
    void flagship()
    {
        QFETCH(CampaignType, campaign);
        QFETCH(int, flagshipLines);
        QFETCH(double, c3i);
        BattleSetup setup = fleets({galleons(3, flagshipLines > 0), galleons(1, flagshipLines > 1)}, {galleons(4)});
        setup.special.campaign = campaign;
        for (SideSetup &side : setup.sides) {
            for (BattleElement &e : side.elements)
                e.participation = Participation::Fights; // on land too, so that only the flagship rule differs
        }
        const ForceComparison c = compare(setup);
        QCOMPARE(c.sides[0].ts, 40.0); // the line is split, not doubled
        QCOMPARE(c.sides[0].classTs.at(cls(SpecialClass::C3I)), c3i);
        QCOMPARE(c.sides[0].classTs.at(cls(SpecialClass::Nav)), 40.0);
        // One-sided C3I: +3.
        QCOMPARE(c.sides[0].basicStrategyModifier, c3i > 0 ? 3 : 0);
    }

    // "Special Class Superiority: Only Air Superiority, Artillery Superiority, C3I Superiority, and Naval
    // Superiority count – and only when provided by participating elements."
    void superiority_data()
    {
        QTest::addColumn<SpecialClass>("specialClass");
        QTest::addColumn<bool>("counts");
        QTest::newRow("Air") << SpecialClass::Air << true;
        QTest::newRow("Artillery") << SpecialClass::Art << true;
        QTest::newRow("C3I") << SpecialClass::C3I << true;
        QTest::newRow("Naval") << SpecialClass::Nav << true;
        QTest::newRow("Armor") << SpecialClass::Arm << false;
        QTest::newRow("Cavalry") << SpecialClass::Cv << false;
        QTest::newRow("Engineering") << SpecialClass::Eng << false;
        QTest::newRow("Fire") << SpecialClass::F << false;
        QTest::newRow("Recon") << SpecialClass::Rec << false;
    }
    void superiority()
    {
        QFETCH(SpecialClass, specialClass);
        QFETCH(bool, counts);
        // Red's 10 TS of the class on a warship (Naval too: 20 vs 20 Naval, no bonus there).
        const BattleElement ship = troops(QStringLiteral("Ship"), 1, 10, {SpecialClass::Nav, specialClass}, {Mobility::Sea});
        BattleSetup setup = fleets({ship, galleons(1)}, {galleons(2)});
        QCOMPARE(superiorityCounts(specialClass, setup), counts);
        QCOMPARE(compare(setup).sides[0].basicStrategyModifier, counts && specialClass != SpecialClass::Nav ? 3 : 0);
        // "only when provided by participating elements": the same class on a ship that cannot be at sea.
        BattleSetup coastOnly = fleets({galleons(2), troops(QStringLiteral("Galley"), 1, 10, {SpecialClass::Nav, specialClass}, {Mobility::Coast})},
                                       {galleons(2)});
        QCOMPARE(compare(coastOnly).sides[0].classTs.at(cls(specialClass)), specialClass == SpecialClass::Nav ? 20.0 : 0.0);
    }

    // "Defense Bonus applies only in coastal battles, and can represent one side having superior knowledge
    // of home waters (worth +1 or +2), or protected harbors or bases – or forcing the other side to pass
    // through a narrow strait to attack."
    void defenseBonus()
    {
        BattleSetup setup = fleets({galleons()}, {galleons()});
        setup.sides[0].defenseBonus = 3;
        setup.sides[1].defenseBonus = 2;
        QCOMPARE(defenseBonusOf(setup, 0), 0);
        QCOMPARE(defenseBonusOf(setup, 1), 0);
        QCOMPARE(defenseBonusHolders(setup), (std::array<bool, 2>{false, false}));
        setup.special.naval.waters = NavalWaters::Coastal;
        setup.special.naval.homeSide = 1;
        QCOMPARE(defenseBonusOf(setup, 0), 0);
        QCOMPARE(defenseBonusOf(setup, 1), 2);
        QCOMPARE(defenseBonusHolders(setup), (std::array<bool, 2>{false, true}));
        QVERIFY(defenseBonusBreakdown(setup, 0).toText().contains(QStringLiteral("home waters")));
        setup.special.naval.homeSide = 2;
        QCOMPARE(refusedField(setup), QStringLiteral("special.naval.home_side"));
    }

    // "land mobility elements that possess the Marine or Airborne feature and that are transported by
    // water or air elements may also participate, but at half TS": through the engine, with a breakdown.
    void boardingParties()
    {
        const BattleElement marines = carried(with(troops(QStringLiteral("Marines"), 4, 5), [](BattleElement &e) { e.marine = true; }), Carrier::Water);
        const BattleSetup setup = fleets({galleons(), marines}, {galleons(), troops(QStringLiteral("Soldiers"), 4, 5)});
        const BattleEngine engine = engineFor(setup);
        const ForceComparison c = engine.comparison();
        QCOMPARE(c.sides[0].ts, 30.0);
        QCOMPARE(c.sides[1].ts, 20.0);
        QVERIFY(c.sides[0].tsBreakdown.toText().contains(QStringLiteral("half TS")));
        QCOMPARE(elementsSittingOut(setup, 1).size(), 1);
    }

    // Recon Superiority, which otherwise adds to a Raid, is not among those that count at sea.
    void raidWithoutRecon()
    {
        BattleSetup setup = fleets({galleons(), troops(QStringLiteral("Scout ship"), 1, 10, {SpecialClass::Nav, SpecialClass::Rec}, {Mobility::Sea})},
                                   {galleons(3)});
        QCOMPARE(engineFor(setup).skillInputs(0).raidSuperiorities, 0);
        setup.special.campaign = CampaignType::Amphibious;
        QCOMPARE(engineFor(setup).skillInputs(0).raidSuperiorities, 1);
    }
};

std::unique_ptr<QObject> newNavalTest()
{
    return std::make_unique<NavalTest>();
}

#include "battle_naval.moc"
