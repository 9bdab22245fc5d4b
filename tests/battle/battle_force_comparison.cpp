// "Before the Battle" of GURPS Mass Combat: Relative Troop Strength, Special Class
// Superiority (and its neutralizers), the Disloyal feature, and the rulings
// "Support (parenthetical) TS", "Neutralizers" and "Odds factors" of rules/README.md. Sides are built by
// hand so that every figure below can be checked on paper.

#include "RuleTestSupport.h"

#include "battle/gurps/ForceComparison.h"

#include <memory>

using namespace battletest;

class ForceComparisonTest : public QObject
{
    Q_OBJECT

private slots:
    // "Relative Troop Strength" and ruling "Support (parenthetical) TS": support elements at 10% of force
    // TS (0 if C3I is their only class) but full toward superiority.
    void supportElements()
    {
        const auto guns = with(troops(QStringLiteral("Guns"), 1, 50, {SpecialClass::Art}), [](BattleElement &e) { e.support = true; });
        const auto staff = with(troops(QStringLiteral("Staff"), 1, 50, {SpecialClass::C3I}), [](BattleElement &e) {
            e.support = true;
            e.c3iOnly = true;
        });
        const BattleSetup setup = battleOf(sideOf(QStringLiteral("A"), {troops(infantry, 1, 10), guns, staff}),
                                           hundredAnd(QStringLiteral("B")));
        const ForceComparison c = compare(setup);
        QCOMPARE(c.sides[0].ts, 10.0 + 5.0 + 0.0);
        QCOMPARE(c.sides[0].classTs.at(cls(SpecialClass::Art)), 50.0);
        QCOMPARE(c.sides[0].classTs.at(cls(SpecialClass::C3I)), 50.0);
        // The weaker side gets nothing for relative TS; the stronger 100:15 = 6.67:1, +8.
        QCOMPARE(c.sides[0].relativeTsBonus, 0);
        QCOMPARE(c.sides[1].relativeTsBonus, 8);
    }

    // Appendix A, A Modern Military Force: force TS 20,880; the Stinger team's (600) counts only toward
    // neutralizing Air ("all but 10% of this TS will be wasted" against an enemy without aircraft).
    void stingerTeam()
    {
        SideSetup aliens;
        aliens.name = QStringLiteral("Aliens");
        aliens.estimated = true;
        aliens.estimate.ts = 20'000;
        aliens.estimate.classTs.at(cls(SpecialClass::Air)) = 2'000;
        aliens.people << person(QStringLiteral("Overlord"), 12, 12);
        const BattleSetup setup = battleOf(sideFromForce(coretest::catalog(), coretest::modernForce()), aliens);
        const ForceComparison c = compare(setup);
        QCOMPARE(c.sides[0].ts, 20'880.0);
        QCOMPARE(compare(setup, TsSituation{true}).sides[0].ts, 20'880.0); // every element has Night
        QCOMPARE(c.sides[0].classTs.at(cls(SpecialClass::Air)), 600.0);
        QCOMPARE(c.sides[1].superiority.at(cls(SpecialClass::Air)), 2); // 2,000 / 600 = 3.33, 3:1
    }

    // "Neutralizing Special Class Superiority": 30 Air against antiaircraft of this TS. The neutralizer
    // counts as Air for the weaker side but never above parity.
    void neutralizers_data()
    {
        QTest::addColumn<double>("antiaircraft");
        QTest::addColumn<double>("neutralized");
        QTest::addColumn<int>("airBonus");
        QTest::newRow("none: one-sided, 5:1") << 0.0 << 0.0 << 3;
        QTest::newRow("5: 30/5 = 6:1") << 5.0 << 5.0 << 3;
        QTest::newRow("10: 3:1") << 10.0 << 10.0 << 2;
        QTest::newRow("15: 2:1") << 15.0 << 15.0 << 1;
        QTest::newRow("20: 1.5:1 rounds down to 1:1") << 20.0 << 20.0 << 0;
        QTest::newRow("100: only up to parity") << 100.0 << 30.0 << 0;
    }
    void neutralizers()
    {
        QFETCH(double, antiaircraft);
        QFETCH(double, neutralized);
        QFETCH(int, airBonus);
        SideSetup defenders = hundredAnd(QStringLiteral("B"));
        if (antiaircraft > 0)
            defenders.elements << with(troops(QStringLiteral("AA"), 1, antiaircraft), [](BattleElement &e) { e.neutralizes = {SpecialClass::Air}; });
        const ForceComparison c = compare(battleOf(withClass(QStringLiteral("A"), SpecialClass::Air, 30), defenders));
        QCOMPARE(c.sides[1].classTs.at(cls(SpecialClass::Air)), neutralized);
        QCOMPARE(c.sides[0].superiority.at(cls(SpecialClass::Air)), airBonus);
        QCOMPARE(c.sides[1].superiority.at(cls(SpecialClass::Air)), 0); // antiaircraft cannot give superiority
    }

    // Light AAA is "(Air), F": devoted to the antiaircraft role it does not count toward Fire. Ruling: it
    // is a neutralizer only when the enemy fields Air; otherwise it counts toward Fire.
    void neutralizerWithAnotherClass()
    {
        const auto lightAaa = with(troops(QStringLiteral("Light AAA"), 1, 10, {SpecialClass::F}),
                                   [](BattleElement &e) { e.neutralizes = {SpecialClass::Air}; });
        const SideSetup gunners = hundredAnd(QStringLiteral("A"), {lightAaa});
        const SideSetup bowsOnly = withClass(QStringLiteral("B"), SpecialClass::F, 4);
        SideSetup bowsAndPlanes = bowsOnly;
        bowsAndPlanes.elements << troops(QStringLiteral("Planes"), 1, 10, {SpecialClass::Air}, {Mobility::FA});

        const ForceComparison againstPlanes = compare(battleOf(gunners, bowsAndPlanes));
        QCOMPARE(againstPlanes.sides[0].classTs.at(cls(SpecialClass::F)), 0.0);
        QCOMPARE(againstPlanes.sides[0].classTs.at(cls(SpecialClass::Air)), 10.0);
        QCOMPARE(againstPlanes.sides[1].superiority.at(cls(SpecialClass::F)), 3); // 4 vs none
        QCOMPARE(againstPlanes.sides[1].superiority.at(cls(SpecialClass::Air)), 0); // 10 vs 10

        const ForceComparison noPlanes = compare(battleOf(gunners, bowsOnly));
        QCOMPARE(noPlanes.sides[0].classTs.at(cls(SpecialClass::F)), 10.0);
        QCOMPARE(noPlanes.sides[0].superiority.at(cls(SpecialClass::F)), 1); // 10/4 = 2.5, 2:1
        QCOMPARE(noPlanes.sides[1].superiority.at(cls(SpecialClass::F)), 0);
    }

    // "Calculating Superiority Bonuses" with the ruling "Odds factors": the class ratio is rounded down
    // before the lookup (2.9:1 is 2:1); one side alone in a class is 5:1.
    void classOdds_data()
    {
        QTest::addColumn<double>("mine");
        QTest::addColumn<double>("theirs");
        QTest::addColumn<int>("bonus");
        QTest::newRow("19.9 vs 10: 1:1") << 19.9 << 10.0 << 0;
        QTest::newRow("20 vs 10: 2:1") << 20.0 << 10.0 << 1;
        QTest::newRow("29 vs 10: 2.9 is 2:1") << 29.0 << 10.0 << 1;
        QTest::newRow("30 vs 10: 3:1") << 30.0 << 10.0 << 2;
        QTest::newRow("49 vs 10: 4.9 is 4:1") << 49.0 << 10.0 << 2;
        QTest::newRow("50 vs 10: 5:1") << 50.0 << 10.0 << 3;
        QTest::newRow("2 vs none: 5:1") << 2.0 << 0.0 << 3;
    }
    void classOdds()
    {
        QFETCH(double, mine);
        QFETCH(double, theirs);
        QFETCH(int, bonus);
        const ForceComparison c = compare(battleOf(withClass(QStringLiteral("A"), SpecialClass::Cv, mine),
                                                   withClass(QStringLiteral("B"), SpecialClass::Cv, theirs)));
        QCOMPARE(c.sides[0].superiority.at(cls(SpecialClass::Cv)), bonus);
        QCOMPARE(c.sides[1].superiority.at(cls(SpecialClass::Cv)), 0);
    }

    // Note to "Calculating Superiority Bonuses": a class TS under 1% of the enemy's total TS claims
    // nothing, even against none (the enemy's TS here is 100, so 1% is 1).
    void onePercentRule_data()
    {
        QTest::addColumn<double>("cavalry");
        QTest::addColumn<int>("bonus");
        QTest::newRow("0.5") << 0.5 << 0;
        QTest::newRow("0.99") << 0.99 << 0;
        QTest::newRow("1 (exactly 1%)") << 1.0 << 3;
        QTest::newRow("2") << 2.0 << 3;
    }
    void onePercentRule()
    {
        QFETCH(double, cavalry);
        QFETCH(int, bonus);
        const ForceComparison c = compare(battleOf(withClass(QStringLiteral("A"), SpecialClass::Cv, cavalry), hundredAnd(QStringLiteral("B"))));
        QCOMPARE(c.sides[0].superiority.at(cls(SpecialClass::Cv)), bonus);
        QCOMPARE(c.sides[0].basicStrategyModifier, bonus); // 100.x vs 100: no relative TS bonus
    }

    // Footnote to the Special Class Superiority Table: in an encounter battle, -1 to Air, Artillery and
    // C3I superiority (3:1 for +1, 5:1 for +2); the other classes are unchanged.
    void encounterPlanning_data()
    {
        QTest::addColumn<SpecialClass>("specialClass");
        QTest::addColumn<double>("mine");
        QTest::addColumn<double>("theirs");
        QTest::addColumn<int>("pitched");
        QTest::addColumn<int>("encounter");
        QTest::newRow("Air 20:10") << SpecialClass::Air << 20.0 << 10.0 << 1 << 0;
        QTest::newRow("Air 30:10") << SpecialClass::Air << 30.0 << 10.0 << 2 << 1;
        QTest::newRow("Air alone") << SpecialClass::Air << 10.0 << 0.0 << 3 << 2;
        QTest::newRow("Art 50:10") << SpecialClass::Art << 50.0 << 10.0 << 3 << 2;
        QTest::newRow("C3I 30:10") << SpecialClass::C3I << 30.0 << 10.0 << 2 << 1;
        QTest::newRow("Cv 30:10") << SpecialClass::Cv << 30.0 << 10.0 << 2 << 2;
        QTest::newRow("F 20:10") << SpecialClass::F << 20.0 << 10.0 << 1 << 1;
        QTest::newRow("Arm 50:10") << SpecialClass::Arm << 50.0 << 10.0 << 3 << 3;
    }
    void encounterPlanning()
    {
        QFETCH(SpecialClass, specialClass);
        QFETCH(double, mine);
        QFETCH(double, theirs);
        QFETCH(int, pitched);
        QFETCH(int, encounter);
        BattleSetup setup = battleOf(withClass(QStringLiteral("A"), specialClass, mine),
                                     withClass(QStringLiteral("B"), specialClass, theirs));
        QCOMPARE(compare(setup).sides[0].superiority.at(cls(specialClass)), pitched);
        setup.start.kind = BattleKind::Encounter;
        QCOMPARE(compare(setup).sides[0].superiority.at(cls(specialClass)), encounter);
    }

    // "Cavalry Superiority": in Arctic, Jungle, Mountain or Swamp (and dense Woodlands, the GM's call) do
    // not count Cavalry with Motorized or Mounted mobility. Knights (Mtd, 20) against tanks (Mech, 10).
    void cavalryInBadTerrain_data()
    {
        QTest::addColumn<BattleTerrain>("terrain");
        QTest::addColumn<bool>("dense");
        QTest::addColumn<int>("knights");
        QTest::addColumn<int>("tanks");
        QTest::newRow("Rural") << BattleTerrain::Rural << false << 1 << 0;
        QTest::newRow("Plains") << BattleTerrain::Plains << false << 1 << 0;
        QTest::newRow("Arctic") << BattleTerrain::Arctic << false << 0 << 3;
        QTest::newRow("Jungle") << BattleTerrain::Jungle << false << 0 << 3;
        QTest::newRow("Mountain") << BattleTerrain::Mountain << false << 0 << 3;
        QTest::newRow("Swampland") << BattleTerrain::Swampland << false << 0 << 3;
        QTest::newRow("Woodlands") << BattleTerrain::Woodlands << false << 1 << 0;
        QTest::newRow("dense Woodlands") << BattleTerrain::Woodlands << true << 0 << 3;
    }
    void cavalryInBadTerrain()
    {
        QFETCH(BattleTerrain, terrain);
        QFETCH(bool, dense);
        QFETCH(int, knights);
        QFETCH(int, tanks);
        const SideSetup a = hundredAnd(QStringLiteral("A"), {troops(QStringLiteral("Knights"), 1, 10, {SpecialClass::Cv}, {Mobility::Mtd}),
                                                             troops(QStringLiteral("Jeeps"), 1, 10, {SpecialClass::Cv}, {Mobility::Motor})});
        const SideSetup b = hundredAnd(QStringLiteral("B"), {troops(QStringLiteral("Tanks"), 1, 10, {SpecialClass::Cv}, {Mobility::Mech})});
        BattleSetup setup = battleOf(a, b);
        setup.conditions.terrain = terrain;
        setup.conditions.denseTerrain = dense;
        const ForceComparison c = compare(setup);
        QCOMPARE(c.sides[0].superiority.at(cls(SpecialClass::Cv)), knights);
        QCOMPARE(c.sides[1].superiority.at(cls(SpecialClass::Cv)), tanks);
        QCOMPARE(c.sides[0].ts, 120.0); // they still fight
    }

    // "Engineering Superiority" matters only in a pitched battle where one side started encamped, or in a
    // city (Built-Up Area). Engineers 10 against none, forces of equal TS.
    void engineering_data()
    {
        QTest::addColumn<BattleKind>("kind");
        QTest::addColumn<int>("encamped");
        QTest::addColumn<BattleTerrain>("terrain");
        QTest::addColumn<int>("bsm");
        QTest::newRow("pitched in the open") << BattleKind::Pitched << -1 << BattleTerrain::Rural << 0;
        QTest::newRow("pitched, enemy encamped") << BattleKind::Pitched << 1 << BattleTerrain::Rural << 3;
        QTest::newRow("pitched, self encamped") << BattleKind::Pitched << 0 << BattleTerrain::Rural << 3;
        QTest::newRow("encounter, enemy encamped") << BattleKind::Encounter << 1 << BattleTerrain::Rural << 0;
        QTest::newRow("encounter in a city") << BattleKind::Encounter << -1 << BattleTerrain::BuiltUp << 3;
    }
    void engineering()
    {
        QFETCH(BattleKind, kind);
        QFETCH(int, encamped);
        QFETCH(BattleTerrain, terrain);
        QFETCH(int, bsm);
        SideSetup a = sideOf(QStringLiteral("A"), {troops(infantry, 9, 10), troops(QStringLiteral("Sappers"), 1, 10, {SpecialClass::Eng})});
        BattleSetup setup = battleOf(a, hundredAnd(QStringLiteral("B")), kind);
        setup.conditions.terrain = terrain;
        if (encamped >= 0)
            setup.sides.at(size_t(encamped)).encamped = true;
        QCOMPARE(superiorityCounts(SpecialClass::Eng, setup), bsm > 0);
        QCOMPARE(compare(setup).sides[0].basicStrategyModifier, bsm);
    }

    // Naval superiority is for naval battles; Recon "doesn't count at all in battle" (Raid asks for it).
    void navalAndRecon()
    {
        const BattleSetup setup = battleOf(hundredAnd(QStringLiteral("A"), {troops(QStringLiteral("Scouts"), 1, 10, {SpecialClass::Rec}),
                                                                            troops(QStringLiteral("Boats"), 1, 10, {SpecialClass::Nav}, {Mobility::Coast})}),
                                           sideOf(QStringLiteral("B"), {troops(infantry, 12, 10)}));
        const ForceComparison c = compare(setup);
        QVERIFY(!superiorityCounts(SpecialClass::Nav, setup));
        QVERIFY(!superiorityCounts(SpecialClass::Rec, setup));
        QCOMPARE(c.sides[0].superiority.at(cls(SpecialClass::Rec)), 3);
        QCOMPARE(c.sides[0].basicStrategyModifier, 0);
    }

    // "Quick and Dirty Mass Combat": a side given only as an estimated TS has no class totals, so special
    // class superiority is skipped for both; relative TS still counts.
    void quickAndDirty()
    {
        SideSetup guess;
        guess.name = QStringLiteral("Horde");
        guess.estimated = true;
        guess.estimate.ts = 50;
        guess.people << person(QStringLiteral("Khan"), 12, 12);
        const BattleSetup setup = battleOf(withClass(QStringLiteral("A"), SpecialClass::Cv, 50), guess);
        ForceComparison c = compare(setup);
        QVERIFY(!c.superiorityCounted);
        QCOMPARE(c.sides[0].superiority.at(cls(SpecialClass::Cv)), 0);
        QCOMPARE(c.sides[0].basicStrategyModifier, 6); // 150 vs 50 = 3:1

        BattleSetup withTotals = setup;
        withTotals.sides[1].estimate.classTs.at(cls(SpecialClass::F)) = 5;
        c = compare(withTotals);
        QVERIFY(c.superiorityCounted);
        QCOMPARE(c.sides[0].basicStrategyModifier, 6 + 3);
    }

    // Feature "Disloyal": rebels add their TS to the other side (8 loyal x 10 and 2 disloyal cavalry x 10
    // against 100: 80 vs 120 is 1.5:1, +2, and the cavalry's 20 vs none, +3).
    void disloyalRevolt()
    {
        const auto turncoats = with(troops(QStringLiteral("Turncoats"), 2, 10, {SpecialClass::Cv}), [](BattleElement &e) { e.disloyal = true; });
        const BattleSetup setup = battleOf(sideOf(QStringLiteral("A"), {troops(infantry, 8, 10), turncoats}), hundredAnd(QStringLiteral("B")));
        QCOMPARE(disloyalPercent(setup.sides[0]), 20.0);
        QCOMPARE(compare(setup).sides[0].basicStrategyModifier, 3);
        TsSituation revolt;
        revolt.revolted = {true, false};
        const ForceComparison c = compare(setup, revolt);
        QCOMPARE(c.sides[0].ts, 80.0);
        QCOMPARE(c.sides[1].ts, 120.0);
        QCOMPARE(c.sides[1].basicStrategyModifier, 2 + 3);
        QCOMPARE(c.sides[0].basicStrategyModifier, 0);
    }

    // Ruling "Impetuous/Fanatic thresholds": by count or by TS, whichever is greater; Fanatic counts as
    // Impetuous. One Impetuous elephant of TS 30 among nine infantry: 10% by count, 25% by TS.
    void impetuousAndFanaticShares()
    {
        const auto elephant = with(troops(QStringLiteral("Elephant"), 1, 30), [](BattleElement &e) { e.impetuous = true; });
        const auto zealots = with(troops(QStringLiteral("Zealots"), 2, 10), [](BattleElement &e) { e.fanatic = true; });
        QCOMPARE(impetuousPercent(sideOf(QStringLiteral("A"), {troops(infantry, 9, 10), elephant})), 25.0);
        const SideSetup b = sideOf(QStringLiteral("B"), {troops(infantry, 8, 10), zealots});
        QCOMPARE(impetuousPercent(b), 20.0);
        QCOMPARE(fanaticPercent(b), 20.0);
        QCOMPARE(fanaticPercent(sideOf(QStringLiteral("C"), {troops(infantry, 9, 10), elephant})), 0.0);
    }
};

std::unique_ptr<QObject> newForceComparisonTest()
{
    return std::make_unique<ForceComparisonTest>();
}

#include "battle_force_comparison.moc"
