// "Special Battle Situations > Weapons of Mass Destruction" of GURPS Mass Combat,
// optional rules the GM turns on: chemical weapons (40% casualties to unprotected elements, -2 Strategy
// unless both sides use them), nukes on both sides (90% of all forces, 40% of Sealed elements, logistics
// destroyed), and nuke-capable elements at ten times TS and cost.

#include "SpecialTestSupport.h"

#include "battle/gurps/Aftermath.h"

#include <memory>

using namespace battletest;

namespace {

BattleElement atTl(BattleElement e, int tl, bool poor = false, bool sealed = false)
{
    e.tl = tl;
    e.poorEquipment = poor;
    e.sealed = sealed;
    return e;
}

// Red (TL8 infantry) and Blue (TL8 infantry, and whatever the test adds); weapons of mass destruction allowed.
BattleSetup modernWar(const QList<BattleElement> &blue = {})
{
    BattleSetup setup = battleOf(sideOf(QStringLiteral("Red"), {atTl(troops(infantry, 10, 10), 8)}),
                                 sideOf(QStringLiteral("Blue"), QList<BattleElement>{atTl(troops(infantry, 10, 10), 8)} + blue));
    setup.special.massDestruction.enabled = true;
    return setup;
}

} // namespace

class MassDestructionTest : public QObject
{
    Q_OBJECT

private slots:
    // Off by default: choices made while the rules are off change nothing.
    void offByDefault()
    {
        QVERIFY(!MassDestruction{}.enabled);
        BattleSetup setup = modernWar({atTl(troops(QStringLiteral("Militia"), 1, 10), 5, true)});
        setup.special.massDestruction.enabled = false;
        setup.special.massDestruction.chemical = {true, false};
        setup.special.massDestruction.nuclearExchange = true;
        QCOMPARE(compare(setup).sides[1].ts, 110.0);
        QCOMPARE(chemicalDisruption(setup, 1), 0);
        QCOMPARE(engineFor(setup).state().sides[0].logisticCasualties, 0);
    }

    // "all troops with Poor-quality gear and all elements of lower TL than the attacker (regardless of
    // quality) – in both cases, except for Sealed elements – suffer 40% casualties immediately".
    void chemicalCasualties_data()
    {
        QTest::addColumn<int>("tl");
        QTest::addColumn<bool>("poor");
        QTest::addColumn<bool>("sealed");
        QTest::addColumn<double>("ts");
        QTest::newRow("Basic gear, same TL") << 8 << false << false << 10.0;
        QTest::newRow("Poor gear, same TL") << 8 << true << false << 6.0;
        QTest::newRow("lower TL") << 6 << false << false << 6.0;
        QTest::newRow("higher TL") << 9 << false << false << 10.0;
        QTest::newRow("Sealed, Poor and low-tech") << 3 << true << true << 10.0;
        QTest::newRow("TL unknown (0)") << 0 << false << false << 6.0;
    }
    void chemicalCasualties()
    {
        QFETCH(int, tl);
        QFETCH(bool, poor);
        QFETCH(bool, sealed);
        QFETCH(double, ts);
        BattleSetup setup = modernWar({atTl(troops(QStringLiteral("Target"), 1, 10), tl, poor, sealed)});
        setup.special.massDestruction.chemical = {true, false};
        QCOMPARE(unprotectedFromChemicals(setup.sides[1].elements[1], 8), ts < 10);
        QCOMPARE(compare(setup).sides[1].ts, 100.0 + ts);
        QCOMPARE(compare(setup).sides[0].ts, 100.0); // the user is not hit by his own gas
    }

    // The attacker's TL is his weapons': the GM's figure, or his highest element TL.
    void chemicalWeaponsTlDefault()
    {
        BattleSetup setup = modernWar({atTl(troops(QStringLiteral("Reservists"), 1, 10), 7)});
        setup.special.massDestruction.chemical = {true, false};
        QCOMPARE(chemicalWeaponsTl(setup, 0), 8);
        QCOMPARE(compare(setup).sides[1].ts, 106.0);
        setup.special.massDestruction.chemicalTl = {7, 0};
        QCOMPARE(compare(setup).sides[1].ts, 110.0);
    }

    // "giving their commander -2 to Strategy skill ... Both sides can use chemical weapons, canceling the
    // Strategy effect (but not the casualties)."
    void chemicalDisruptsStrategy()
    {
        BattleSetup setup = modernWar({atTl(troops(QStringLiteral("Militia"), 1, 10), 8, true)});
        setup.sides[0].elements << atTl(troops(QStringLiteral("Conscripts"), 1, 10), 8, true);
        setup.special.massDestruction.chemical = {true, false};
        BattleEngine engine = engineFor(setup);
        QCOMPARE(chooseRound(engine, BattleStrategy::Attack, BattleStrategy::Attack), QString());
        QCOMPARE(engine.effectiveSkills({})[1].part(SkillPart::ChemicalDisruption), -2);
        QCOMPARE(engine.effectiveSkills({})[0].part(SkillPart::ChemicalDisruption), 0);
        setup.special.massDestruction.chemical = {true, true};
        BattleEngine both = engineFor(setup);
        QCOMPARE(chooseRound(both, BattleStrategy::Attack, BattleStrategy::Attack), QString());
        QCOMPARE(both.effectiveSkills({})[1].part(SkillPart::ChemicalDisruption), 0);
        QCOMPARE(both.effectiveSkills({})[0].part(SkillPart::ChemicalDisruption), 0);
        QCOMPARE(both.comparison().sides[0].ts, 106.0); // the casualties stay
        QCOMPARE(both.comparison().sides[1].ts, 106.0);
    }

    // "If both sides use nukes, they'll ruin each other's transport networks ... destroying each other's
    // logistic systems. Assume that 90% of all forces are eliminated (only 40% of those with the Sealed
    // feature)."
    void nuclearExchange()
    {
        BattleSetup setup = modernWar({atTl(troops(QStringLiteral("Battlesuits"), 1, 10), 9, false, true)});
        setup.special.massDestruction.nuclearExchange = true;
        const BattleEngine engine = engineFor(setup);
        QCOMPARE(engine.comparison().sides[0].ts, 10.0);
        QCOMPARE(engine.comparison().sides[1].ts, 16.0);
        QCOMPARE(engine.state().sides[0].logisticCasualties, 100);
        QCOMPARE(engine.state().sides[1].logisticCasualties, 100);
        // Casualties after the battle are taken from what is left.
        QCOMPARE(aftermathOf(setup, engine.state()).sides[1].tsBefore, 16.0);
        // An estimated force loses 90%.
        setup.sides[0].estimated = true;
        setup.sides[0].estimate.ts = 200;
        QCOMPARE(compare(setup).sides[0].ts, 20.0);
    }

    // "multiply TS and all costs to raise and maintain by 10 for nuke-capable elements": in battle, TS and
    // the cost to raise that loot is figured from.
    void nukeCapable()
    {
        BattleSetup setup = modernWar({with(troops(QStringLiteral("Ogre"), 1, 10), [](BattleElement &e) { e.nukeCapable = true; })});
        QCOMPARE(compare(setup).sides[1].ts, 110.0); // not in this setting
        setup.special.massDestruction.nukeCapable = true;
        QCOMPARE(compare(setup).sides[1].ts, 200.0);
        const FieldedSetup fielded = fieldedSetup(setup);
        QCOMPARE(fielded.setup.sides[1].elements[1].raise, muster::Money::fromDollars(100'000));
        QCOMPARE(fielded.setup.sides[1].raiseCost(), muster::Money::fromDollars(200'000));
    }
};

std::unique_ptr<QObject> newMassDestructionTest()
{
    return std::make_unique<MassDestructionTest>();
}

#include "battle_mass_destruction.moc"
