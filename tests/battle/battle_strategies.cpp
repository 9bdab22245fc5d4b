// "4. Battle Strategy Roll" and the strategies of "3. Choose Battle Strategy" (Attack, Defense, Retreat,
// Raid and Skirmish Strategies; Desperate Strategy) of GURPS Mass Combat, and the
// Battle Strategies Table of Appendix B: each strategy's modifier and superiority condition, the Defense
// Bonus, Position Bonus, casualties, Tactics for small forces and repeated Indirect Attacks.

#include "RuleTestSupport.h"

#include <memory>

using namespace battletest;

namespace {

// Strategy-10 and nothing else, plus the superiorities named in `flags`.
SkillInputs inputsWith(const QString &flags)
{
    SkillInputs in;
    in.baseSkill = 10;
    const QStringList names = flags.split(QLatin1Char(','), Qt::SkipEmptyParts);
    in.artillerySuperiority = names.contains(QStringLiteral("art"));
    in.c3iSuperiority = names.contains(QStringLiteral("c3i"));
    in.fireSuperiority = names.contains(QStringLiteral("fire"));
    in.cavalryOrNavalSuperiority = names.contains(QStringLiteral("cav"));
    in.skirmishSuperiority = names.contains(QStringLiteral("skirmish"));
    for (int n = 1; n <= 4; ++n) {
        if (names.contains(QStringLiteral("raid%1").arg(n)))
            in.raidSuperiorities = n;
    }
    return in;
}

int skillWith(const SkillInputs &in, StrategyChoice mine, BattleStrategy theirs = BattleStrategy::Attack)
{
    return effectiveSkill(in, mine, plain(theirs)).total();
}

} // namespace

class StrategiesTest : public QObject
{
    Q_OBJECT

private slots:
    // Battle Strategies Table, "Strategy Skill" column, and each strategy's superiority condition.
    void strategyModifier_data()
    {
        QTest::addColumn<BattleStrategy>("strategy");
        QTest::addColumn<QString>("superiorities");
        QTest::addColumn<int>("modifier");
        const auto row = [](const char *name, BattleStrategy s, const char *flags, int modifier) {
            QTest::newRow(name) << s << QString::fromLatin1(flags) << modifier;
        };
        row("All-Out Attack +2", BattleStrategy::AllOutAttack, "", 2);
        row("Attack 0", BattleStrategy::Attack, "", 0);
        row("Attack ignores superiority", BattleStrategy::Attack, "art,c3i,fire,cav,skirmish,raid4", 0);
        row("Deliberate Attack +1", BattleStrategy::DeliberateAttack, "", 1);
        row("Deliberate Attack, Artillery superiority +2", BattleStrategy::DeliberateAttack, "art", 2);
        row("Indirect Attack -3", BattleStrategy::IndirectAttack, "", -3);
        row("Indirect Attack, C3I superiority -2", BattleStrategy::IndirectAttack, "c3i", -2);
        row("All-Out Defense +2", BattleStrategy::AllOutDefense, "", 2);
        row("Defense +1", BattleStrategy::Defense, "", 1);
        row("Defense ignores Fire superiority", BattleStrategy::Defense, "fire", 1);
        row("Deliberate Defense +1", BattleStrategy::DeliberateDefense, "", 1);
        row("Deliberate Defense, Fire superiority +2", BattleStrategy::DeliberateDefense, "fire", 2);
        row("Mobile Defense 0", BattleStrategy::MobileDefense, "", 0);
        row("Mobile Defense, Cavalry superiority +1", BattleStrategy::MobileDefense, "cav", 1);
        row("Rally -2", BattleStrategy::Rally, "", -2);
        row("Fighting Retreat +3", BattleStrategy::FightingRetreat, "", 3);
        row("Full Retreat +8", BattleStrategy::FullRetreat, "", 8);
        row("Raid 0", BattleStrategy::Raid, "", 0);
        row("Raid, one superiority +1", BattleStrategy::Raid, "raid1", 1);
        row("Raid, Air, Cavalry, Naval and Recon +4", BattleStrategy::Raid, "raid4", 4);
        row("Skirmish +2", BattleStrategy::Skirmish, "", 2);
        row("Skirmish, Air/Artillery/Fire superiority +3", BattleStrategy::Skirmish, "skirmish", 3);
    }
    void strategyModifier()
    {
        QFETCH(BattleStrategy, strategy);
        QFETCH(QString, superiorities);
        QFETCH(int, modifier);
        QCOMPARE(skillWith(inputsWith(superiorities), plain(strategy)), 10 + modifier);
    }

    // The superiority a strategy asks for is the one "Before the Battle" found, +1 or better ("Selecting
    // the Right Battle Strategy"): class TS of A against B.
    void superiorityConditions_data()
    {
        QTest::addColumn<SpecialClass>("specialClass");
        QTest::addColumn<double>("mine");
        QTest::addColumn<double>("theirs");
        QTest::addColumn<BattleKind>("kind");
        QTest::addColumn<BattleStrategy>("strategy");
        QTest::addColumn<int>("bonus");
        const auto pitched = BattleKind::Pitched;
        QTest::newRow("Artillery 3:1, Deliberate Attack") << SpecialClass::Art << 30.0 << 10.0 << pitched << BattleStrategy::DeliberateAttack << 1;
        QTest::newRow("Artillery 1.5:1, Deliberate Attack") << SpecialClass::Art << 15.0 << 10.0 << pitched << BattleStrategy::DeliberateAttack << 0;
        QTest::newRow("C3I alone, Indirect Attack") << SpecialClass::C3I << 10.0 << 0.0 << pitched << BattleStrategy::IndirectAttack << 1;
        QTest::newRow("Fire 2:1, Deliberate Defense") << SpecialClass::F << 20.0 << 10.0 << pitched << BattleStrategy::DeliberateDefense << 1;
        QTest::newRow("Cavalry 2:1, Mobile Defense") << SpecialClass::Cv << 20.0 << 10.0 << pitched << BattleStrategy::MobileDefense << 1;
        QTest::newRow("Cavalry 2:1, Raid") << SpecialClass::Cv << 20.0 << 10.0 << pitched << BattleStrategy::Raid << 1;
        QTest::newRow("Recon alone, Raid") << SpecialClass::Rec << 10.0 << 0.0 << pitched << BattleStrategy::Raid << 1;
        QTest::newRow("Air alone, Skirmish") << SpecialClass::Air << 10.0 << 0.0 << pitched << BattleStrategy::Skirmish << 1;
        QTest::newRow("Air 2:1 in an encounter, Skirmish") << SpecialClass::Air << 20.0 << 10.0 << BattleKind::Encounter << BattleStrategy::Skirmish << 0;
        QTest::newRow("Engineers without a camp, Raid") << SpecialClass::Eng << 10.0 << 0.0 << pitched << BattleStrategy::Raid << 0;
        QTest::newRow("Armor, Skirmish") << SpecialClass::Arm << 10.0 << 0.0 << pitched << BattleStrategy::Skirmish << 0;
    }
    void superiorityConditions()
    {
        QFETCH(SpecialClass, specialClass);
        QFETCH(double, mine);
        QFETCH(double, theirs);
        QFETCH(BattleKind, kind);
        QFETCH(BattleStrategy, strategy);
        QFETCH(int, bonus);
        const BattleEngine engine = engineFor(battleOf(withClass(QStringLiteral("A"), specialClass, mine),
                                                       withClass(QStringLiteral("B"), specialClass, theirs), kind));
        const EffectiveSkill skill = effectiveSkill(engine.skillInputs(0), plain(strategy), plain(BattleStrategy::Attack));
        QCOMPARE(skill.part(SkillPart::StrategySuperiority), bonus);
    }

    // "Desperate Strategy": an additional +4.
    void desperateBonus()
    {
        const EffectiveSkill skill = effectiveSkill(inputsWith({}), desperate(BattleStrategy::AllOutAttack), plain(BattleStrategy::Attack));
        QCOMPARE(skill.part(SkillPart::Desperate), 4);
        QCOMPARE(skill.total(), 10 + 2 + 4);
    }

    // "Defense Bonus": only on a round the side chooses a defense strategy (Rally is one, per the Battle
    // Strategies Table); "Deliberate Attack": the defender's bonus halved, rounding up.
    void defenseBonus_data()
    {
        QTest::addColumn<BattleStrategy>("mine");
        QTest::addColumn<BattleStrategy>("theirs");
        QTest::addColumn<int>("bonus");
        QTest::addColumn<int>("counted");
        QTest::newRow("Defense") << BattleStrategy::Defense << BattleStrategy::Attack << 3 << 3;
        QTest::newRow("All-Out Defense") << BattleStrategy::AllOutDefense << BattleStrategy::Attack << 3 << 3;
        QTest::newRow("Deliberate Defense") << BattleStrategy::DeliberateDefense << BattleStrategy::Attack << 3 << 3;
        QTest::newRow("Mobile Defense") << BattleStrategy::MobileDefense << BattleStrategy::IndirectAttack << 3 << 3;
        QTest::newRow("Rally") << BattleStrategy::Rally << BattleStrategy::Attack << 2 << 2;
        QTest::newRow("Attack") << BattleStrategy::Attack << BattleStrategy::Defense << 3 << 0;
        QTest::newRow("Raid") << BattleStrategy::Raid << BattleStrategy::Attack << 3 << 0;
        QTest::newRow("Skirmish") << BattleStrategy::Skirmish << BattleStrategy::Attack << 3 << 0;
        QTest::newRow("Fighting Retreat") << BattleStrategy::FightingRetreat << BattleStrategy::Attack << 3 << 0;
        QTest::newRow("Full Retreat") << BattleStrategy::FullRetreat << BattleStrategy::Attack << 3 << 0;
        QTest::newRow("vs Deliberate Attack: 3 -> 2") << BattleStrategy::Defense << BattleStrategy::DeliberateAttack << 3 << 2;
        QTest::newRow("vs Deliberate Attack: 4 -> 2") << BattleStrategy::Defense << BattleStrategy::DeliberateAttack << 4 << 2;
        QTest::newRow("vs Deliberate Attack: 5 -> 3") << BattleStrategy::AllOutDefense << BattleStrategy::DeliberateAttack << 5 << 3;
        QTest::newRow("vs Deliberate Attack: 1 -> 1") << BattleStrategy::Defense << BattleStrategy::DeliberateAttack << 1 << 1;
    }
    void defenseBonus()
    {
        QFETCH(BattleStrategy, mine);
        QFETCH(BattleStrategy, theirs);
        QFETCH(int, bonus);
        QFETCH(int, counted);
        SkillInputs in = inputsWith({});
        in.defenseBonus = bonus;
        QCOMPARE(effectiveSkill(in, plain(mine), plain(theirs)).part(SkillPart::DefenseBonus), counted);
    }

    // "Parley": refused, the side fights as Defense with an extra -1 (and, being on defense, its DB).
    void refusedParley()
    {
        SkillInputs in = inputsWith({});
        in.defenseBonus = 2;
        const EffectiveSkill skill = effectiveSkill(in, plain(BattleStrategy::Defense), plain(BattleStrategy::AllOutAttack), true);
        QCOMPARE(skill.part(SkillPart::Strategy), 1);
        QCOMPARE(skill.part(SkillPart::ParleyRefused), -1);
        QCOMPARE(skill.total(), 10 + 1 - 1 + 2);
    }

    // "Battle Strategy Roll": every modifier adds. BSM +3, 15% casualties (-3), DB +2 on Defense (+1),
    // Risk +1, a significant action +1, PB +2, special circumstances -1: 10 + 6 = 16.
    void everyModifierAdds()
    {
        SkillInputs in = inputsWith({});
        in.basicStrategyModifier = 3;
        in.casualties = 15;
        in.defenseBonus = 2;
        in.risk = 1;
        in.significantActions = 1;
        in.positionBonus = 2;
        in.circumstances = -1;
        const EffectiveSkill skill = effectiveSkill(in, plain(BattleStrategy::Defense), plain(BattleStrategy::Attack));
        QCOMPARE(skill.part(SkillPart::Casualties), -3);
        QCOMPARE(skill.part(SkillPart::PositionBonus), 2);
        QCOMPARE(skill.total(), 16);
        QVERIFY(skill.explain().endsWith(QStringLiteral("= 16")));
        in.casualties = 14; // "each 5% loss": 14% is two steps
        QCOMPARE(effectiveSkill(in, plain(BattleStrategy::Defense), plain(BattleStrategy::Attack)).part(SkillPart::Casualties), -2);
    }

    // "2. Significant Actions": each PC but the commander rolls 3d against 5 + Risk, +1 for a useful skill
    // at 15+, +1 for commanding elements, +1 with Fanatic or Impetuous elements, -1 with support elements
    // (more than one element fighting) or the logistic force. Success +1 to the commander's roll, critical
    // success +2, critical failure -1. The rows named after people are "Examples of Heroism and Blunders".
    void heroism_data()
    {
        QTest::addColumn<int>("risk");
        QTest::addColumn<QString>("traits"); // s = skill 15+, c = commands, i = Impetuous, l = logistics
        QTest::addColumn<int>("roll");
        QTest::addColumn<int>("target");
        QTest::addColumn<int>("modifier");
        QTest::newRow("Sheryl Navarre rolls 9") << 3 << "sc" << 9 << 10 << 1;
        QTest::newRow("Tess Davenport rolls 7") << 1 << "s" << 7 << 7 << 1;
        QTest::newRow("Quintus Petronius rolls 6") << 1 << "s" << 6 << 7 << 1;
        QTest::newRow("Max Knoedel blunders") << 0 << "l" << 17 << 4 << -1;
        QTest::newRow("Corporal Norris rolls 18") << 0 << "" << 18 << 5 << -1;
        QTest::newRow("critical success") << 0 << "" << 4 << 5 << 2;
        QTest::newRow("with Impetuous elements") << 0 << "i" << 6 << 6 << 1;
        QTest::newRow("an ordinary failure") << -3 << "sci" << 6 << 5 << 0;
    }
    void heroism()
    {
        QFETCH(int, risk);
        QFETCH(QString, traits);
        QFETCH(int, roll);
        QFETCH(int, target);
        QFETCH(int, modifier);
        BattleSetup setup = plainBattle();
        Person &pc = setup.sides[0].people[1];
        pc.pc = true;
        pc.usefulSkill15 = traits.contains(QLatin1Char('s'));
        pc.commandsElements = traits.contains(QLatin1Char('c'));
        pc.withImpetuous = traits.contains(QLatin1Char('i'));
        pc.withSupportOrLogistics = traits.contains(QLatin1Char('l'));
        BattleEngine engine = engineFor(setup);
        QVERIFY(!engine.rollsHeroism(0, 0)); // the commander does not
        QVERIFY(!engine.rollsHeroism(1, 1)); // nor do NPCs
        QCOMPARE(applyAll(engine, {openRound({0, risk}, {}, {std::nullopt, roll}), strategies(BattleStrategy::Attack, BattleStrategy::Attack)}), QString());
        QCOMPARE(engine.currentRound()->heroism[0].at(0).target, target);
        QCOMPARE(engine.currentRound()->significantActions[0], modifier);
        QCOMPARE(engine.effectiveSkills({})[0].total(), 12 + modifier);
    }

    // "Ambush": the ambushers receive defensive bonuses on the first round whatever their strategy.
    void ambusherDefenseBonus()
    {
        BattleSetup setup = plainBattle();
        setup.start.advantage = Advantage::Ambush;
        setup.start.advantageSide = 0;
        setup.sides[0].defenseBonus = 2;
        BattleEngine engine = engineFor(setup);
        QCOMPARE(chooseRound(engine, BattleStrategy::Attack, BattleStrategy::Rally), QString());
        QCOMPARE(engine.effectiveSkills({})[0].part(SkillPart::DefenseBonus), 2);
        EndRound end = quietEnd(engine);
        end.rallyRolls[1] = 3;
        QCOMPARE(applyAll(engine, {rolls(10, 10), end}), QString());
        QVERIFY(!engine.state().sides[1].confused);
        QCOMPARE(chooseRound(engine, BattleStrategy::Attack, BattleStrategy::Attack), QString());
        QCOMPARE(engine.effectiveSkills({})[0].part(SkillPart::DefenseBonus), 0);
    }

    // "Battle Strategy Roll": commanders of forces of one to four elements may roll against Tactics.
    void tacticsForSmallForces_data()
    {
        QTest::addColumn<int>("elements");
        QTest::addColumn<int>("tactics");
        QTest::addColumn<int>("base");
        QTest::newRow("1 element, Tactics-14") << 1 << 14 << 14;
        QTest::newRow("4 elements, Tactics-13") << 4 << 13 << 13;
        QTest::newRow("5 elements, Tactics-13") << 5 << 13 << 10;
        QTest::newRow("4 elements, Tactics-9 is worse") << 4 << 9 << 10;
    }
    void tacticsForSmallForces()
    {
        QFETCH(int, elements);
        QFETCH(int, tactics);
        QFETCH(int, base);
        BattleSetup setup = battleOf(sideOf(QStringLiteral("Few"), {troops(QStringLiteral("Knights"), elements, 20)}), plainBattle().sides[1]);
        setup.sides[0].people[0].strategy = 10;
        setup.sides[0].people[0].tactics = tactics;
        const SkillInputs in = engineFor(setup).skillInputs(0);
        QCOMPARE(in.baseSkill, base);
        QCOMPARE(in.tactics, base != 10);
    }

    // "Indirect Attack": double the margin; on later Indirect Attacks x1.5, rounded up. "Skirmish": the
    // margin is halved, rounded down.
    void adjustedMargins_data()
    {
        QTest::addColumn<BattleStrategy>("strategy");
        QTest::addColumn<int>("earlierIndirect");
        QTest::addColumn<int>("margin");
        QTest::addColumn<int>("adjusted");
        QTest::newRow("Indirect, first, 3 -> 6") << BattleStrategy::IndirectAttack << 0 << 3 << 6;
        QTest::newRow("Indirect, first, 5 -> 10") << BattleStrategy::IndirectAttack << 0 << 5 << 10;
        QTest::newRow("Indirect, second, 3 -> 4.5 -> 5") << BattleStrategy::IndirectAttack << 1 << 3 << 5;
        QTest::newRow("Indirect, second, 4 -> 6") << BattleStrategy::IndirectAttack << 1 << 4 << 6;
        QTest::newRow("Indirect, third, 5 -> 7.5 -> 8") << BattleStrategy::IndirectAttack << 2 << 5 << 8;
        QTest::newRow("Indirect, second, 1 -> 1.5 -> 2") << BattleStrategy::IndirectAttack << 1 << 1 << 2;
        QTest::newRow("Skirmish 7 -> 3") << BattleStrategy::Skirmish << 0 << 7 << 3;
        QTest::newRow("Skirmish 10 -> 5") << BattleStrategy::Skirmish << 0 << 10 << 5;
        QTest::newRow("Skirmish 1 -> 0") << BattleStrategy::Skirmish << 0 << 1 << 0;
        QTest::newRow("Attack 7") << BattleStrategy::Attack << 2 << 7 << 7;
    }
    void adjustedMargins()
    {
        QFETCH(BattleStrategy, strategy);
        QFETCH(int, earlierIndirect);
        QFETCH(int, margin);
        QFETCH(int, adjusted);
        QCOMPARE(adjustedMarginOfVictory(margin, plain(strategy), earlierIndirect), adjusted);
    }

    // "Indirect Attack" over four rounds: -2 more right after another Indirect Attack; not after a round
    // of Attack; the third Indirect Attack's margin is only x1.5.
    void repeatedIndirectAttacks()
    {
        BattleEngine engine = engineFor(plainBattle());
        // Round 1: 9 vs 12, both roll 10: Blue wins by 3; Red 15%, Blue 10%, Blue +1 PB.
        QCOMPARE(fightRound(engine, BattleStrategy::IndirectAttack, BattleStrategy::Attack, 10, 10), QString());
        QCOMPARE(engine.state().sides[0].casualties, 15);
        // Round 2: Red 12 - 3 (15%) - 3 - 2 (again) = 4; Blue 12 - 2 + 1 (PB) = 11.
        QCOMPARE(chooseRound(engine, BattleStrategy::IndirectAttack, BattleStrategy::Attack), QString());
        auto skills = engine.effectiveSkills({});
        QCOMPARE(skills[0].part(SkillPart::RepeatedIndirect), -2);
        QCOMPARE(skills[0].total(), 4);
        QCOMPARE(skills[1].total(), 11);
        // Both roll 10: Blue by 7: Red 15 + 25 = 40%, Blue 10 + 5 = 15%, Blue's PB 3.
        QCOMPARE(applyAll(engine, {rolls(10, 10), quietEnd(engine)}), QString());
        QCOMPARE(engine.state().sides[0].casualties, 40);
        QCOMPARE(engine.state().pbOf(1), 3);
        // Round 3: Attack. Red 12 - 8 = 4 rolls 3 (margin 1); Blue 12 - 3 + 3 = 12 rolls 18 (-6): Red by 7.
        QCOMPARE(fightRound(engine, BattleStrategy::Attack, BattleStrategy::Attack, 3, 18), QString());
        QCOMPARE(engine.state().sides[0].casualties, 45);
        QCOMPARE(engine.state().sides[1].casualties, 40);
        QCOMPARE(engine.state().pbOf(1), 1);
        // Round 4: Indirect again, not right after one: no -2. Red 12 - 9 - 3 = 0 rolls 3 (-3); Blue
        // 12 - 8 + 1 = 5 rolls 18 (-13): Red by 10, x1.5 = 15 (doubled it would be 20): 35% to Blue.
        QCOMPARE(chooseRound(engine, BattleStrategy::IndirectAttack, BattleStrategy::Attack), QString());
        skills = engine.effectiveSkills({});
        QCOMPARE(skills[0].part(SkillPart::RepeatedIndirect), 0);
        QCOMPARE(skills[0].total(), 0);
        QCOMPARE(skills[1].total(), 5);
        QCOMPARE(applyAll(engine, {rolls(3, 18)}), QString());
        QCOMPARE(engine.currentRound()->outcome.marginOfVictory, 15);
        QCOMPARE(engine.currentRound()->outcome.casualties[1], 35);
        QCOMPARE(engine.currentRound()->outcome.casualties[0], 0);
    }
};

std::unique_ptr<QObject> newStrategiesTest()
{
    return std::make_unique<StrategiesTest>();
}

#include "battle_strategies.moc"
