// "Special Battle Situations > Three-Sided Battles" and "Subordinate Commands" of
// GURPS Mass Combat: two allies as one force (average Strategy rounded down, -1, the
// larger force's strategy), three mutual enemies (three battles, -4 split between two rolls), a subordinate
// command and its share of the enemy split off, and the second pitched battle after the main force lost.

#include "SpecialTestSupport.h"

#include "battle/gurps/CommandSplits.h"

#include <memory>

using namespace battletest;

namespace {

SideSetup forceOf(const QString &name, int count, int strategy)
{
    SideSetup side = sideOf(name, {troops(infantry, count, 10)});
    side.people[0].strategy = strategy;
    return side;
}

// A battle in which `winner` wins: the other side flees in the first round and is pursued.
BattleEngine wonBy(const BattleSetup &setup, int winner)
{
    BattleEngine engine = engineFor(setup);
    const BattleStrategy flee = BattleStrategy::FullRetreat, attack = BattleStrategy::Attack;
    QString refused = fightRound(engine, winner == 0 ? attack : flee, winner == 0 ? flee : attack, 10, 10);
    refused += applyAll(engine, {Pursuit{3, std::nullopt, true, 2}});
    if (!refused.isEmpty())
        qFatal("%s", qPrintable(refused));
    return engine;
}

} // namespace

class CommandSplitsTest : public QObject
{
    Q_OBJECT

private slots:
    // "Treat all the allies on one side (here, A + B) as a single force, but use the average of their
    // commanders' Strategy skills, rounded down and with an extra -1 for limited coordination. Should the
    // commanders pick different battle strategies, the larger force's strategy prevails."
    void twoAllies()
    {
        const auto allies = alliedForce({forceOf(QStringLiteral("A"), 6, 13), forceOf(QStringLiteral("B"), 10, 10)});
        QVERIFY(allies.ok());
        QCOMPARE(allies->strategy, 11); // (13 + 10) / 2 = 11.5, rounded down
        QCOMPARE(allies->larger, 1);
        QCOMPARE(allies->side.people[0].name, QStringLiteral("B commander"));
        QCOMPARE(allies->side.people[0].strategy, 11);
        QCOMPARE(allies->side.people.size(), 4);
        QCOMPARE(allies->side.startingTs(), 160.0);
        QCOMPARE(alliedStrategy(*allies, {plain(BattleStrategy::Attack), plain(BattleStrategy::Defense)}), plain(BattleStrategy::Defense));

        BattleSetup setup = battleOf(allies->side, forceOf(QStringLiteral("C"), 16, 11));
        setup.special.commandPenalty = {alliedCommandPenalty, 0};
        BattleEngine engine = engineFor(setup);
        QCOMPARE(chooseRound(engine, BattleStrategy::Attack, BattleStrategy::Attack), QString());
        const auto skills = engine.effectiveSkills({});
        QCOMPARE(skills[0].part(SkillPart::DividedCommand), -1);
        QCOMPARE(skills[0].total(), 10);
        QCOMPARE(skills[1].total(), 11);
        QVERIFY(!alliedForce({forceOf(QStringLiteral("A"), 6, 13)}).ok());
    }

    // "He secretly chooses 0 and -4, -1 and -3, or -2 and -2".
    void commandSplit_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::addColumn<bool>("valid");
        QTest::newRow("0 and -4") << 0 << -4 << true;
        QTest::newRow("-1 and -3") << -1 << -3 << true;
        QTest::newRow("-2 and -2") << -2 << -2 << true;
        QTest::newRow("-4 and 0") << -4 << 0 << true;
        QTest::newRow("-1 and -1") << -1 << -1 << false;
        QTest::newRow("0 and 0") << 0 << 0 << false;
        QTest::newRow("+1 and -5") << 1 << -5 << false;
    }
    void commandSplit()
    {
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(bool, valid);
        QCOMPARE(isValidCommandSplit({first, second}), valid);
    }

    // "Resolve three battles as usual. Each commander must split his resources between the two battles".
    void threeMutualEnemies()
    {
        std::array<ThreeWayShare, 3> forces;
        const QStringList names = {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")};
        for (int i = 0; i < 3; ++i) {
            forces.at(size_t(i)).againstNext = forceOf(names[i] + QStringLiteral(" east"), 5 + i, 12);
            forces.at(size_t(i)).againstPrevious = forceOf(names[i] + QStringLiteral(" west"), 5, 12);
        }
        forces[0].penalties = {0, -4};
        forces[1].penalties = {-1, -3};
        forces[2].penalties = {-2, -2};
        const auto battles = threeWayBattles(forces, plainBattle());
        QVERIFY(battles.ok());
        QCOMPARE((*battles)[0].sides[0].name, QStringLiteral("A east"));
        QCOMPARE((*battles)[0].sides[1].name, QStringLiteral("B west"));
        QCOMPARE((*battles)[0].special.commandPenalty, (std::array<int, 2>{0, -3}));
        QCOMPARE((*battles)[1].special.commandPenalty, (std::array<int, 2>{-1, -2}));
        QCOMPARE((*battles)[2].sides[0].name, QStringLiteral("C east"));
        QCOMPARE((*battles)[2].sides[1].name, QStringLiteral("A west"));
        QCOMPARE((*battles)[2].special.commandPenalty, (std::array<int, 2>{-2, -4}));
        QVERIFY(BattleEngine::create((*battles)[2]).ok());
        forces[1].penalties = {-2, -1};
        QCOMPARE(threeWayBattles(forces, plainBattle()).error().field, QStringLiteral("forces[1].penalties"));
        BattleSetup tooMuch = plainBattle();
        tooMuch.special.commandPenalty = {-5, 0};
        QCOMPARE(refusedField(tooMuch), QStringLiteral("special.command_penalty[0]"));
    }

    // "if the PC commands 1/10 of his side's troops (by number of elements), then 1/10 of the enemy's
    // forces will fight him ... Subtract the subordinate commands from the forces involved in the main
    // battle before calculating the main forces' TS and special class superiority."
    void subordinateCommand()
    {
        SideSetup ours = sideOf(QStringLiteral("Ours"), {troops(infantry, 18, 10), troops(QStringLiteral("Knights"), 2, 20, {SpecialClass::Cv}, {Mobility::Mtd})});
        const Person pc = person(QStringLiteral("Sheryl"), 12, 13, true);
        const QList<int> taken = {0, 2};
        QCOMPARE(elementFraction(ours, taken), 0.1);
        const auto split = splitForce(ours, taken, pc);
        QVERIFY(split.ok());
        QCOMPARE(split->detachment.startingTs(), 40.0);
        QCOMPARE(split->remaining.startingTs(), 180.0);
        QCOMPARE(split->detachment.people, QList<Person>{pc});
        QCOMPARE(split->remaining.people, ours.people);

        const SideSetup theirs = sideOf(QStringLiteral("Theirs"), {troops(infantry, 17, 10), troops(QStringLiteral("Archers"), 13, 5, {SpecialClass::F})});
        const QList<int> share = matchingShare(theirs, 0.1);
        QCOMPARE(share, (QList<int>{2, 1})); // 1.7 and 1.3: three in all, the larger remainder first
        const auto enemySplit = splitForce(theirs, share, person(QStringLiteral("Captain"), 11, 11));
        QVERIFY(enemySplit.ok());
        // The main battle is fought without them: no Cavalry for our side there.
        const ForceComparison main = compare(battleOf(split->remaining, enemySplit->remaining));
        QCOMPARE(main.sides[0].classTs.at(cls(SpecialClass::Cv)), 0.0);
        QCOMPARE(main.sides[1].ts, 150.0 + 60);

        QCOMPARE(splitForce(ours, {0}, pc).error().field, QStringLiteral("taken"));
        QCOMPARE(splitForce(ours, {0, 3}, pc).error().field, QStringLiteral("taken[1]"));
        QCOMPARE(splitForce(ours, {0, 0}, pc).error().field, QStringLiteral("taken"));
        SideSetup estimated = strykland();
        QCOMPARE(matchingShare(estimated, 0.1), QList<int>{2});
        const auto estimatedSplit = splitForce(estimated, {2}, person(QStringLiteral("Orc chief"), 10, 10));
        QVERIFY(estimatedSplit.ok());
        QCOMPARE(estimatedSplit->detachment.estimate.ts, 12.0);
        QCOMPARE(estimatedSplit->remaining.estimate.classTs.at(cls(SpecialClass::Cv)), 22.5);
    }

    // "If a subordinate commander wins his fight but the main force on his side loses the main battle, he
    // can opt to retreat immediately or stay and fight a second pitched battle against the entire
    // remaining opposing force. Both sides retain their casualties but lose any Position Bonus".
    void secondPitchedBattleAfterDefeat()
    {
        const BattleSetup sub = battleOf(forceOf(QStringLiteral("Sheryl's command"), 2, 12), forceOf(QStringLiteral("Their detachment"), 3, 11));
        const BattleSetup main = battleOf(forceOf(QStringLiteral("Our main force"), 18, 10), forceOf(QStringLiteral("Their main force"), 27, 12));
        const BattleEngine won = wonBy(sub, 0);
        const BattleEngine lost = wonBy(main, 1);
        const auto next = secondPitchedBattle(sub, won.state(), main, lost.state(), 0);
        QVERIFY2(next.ok(), next.ok() ? "" : qPrintable(next.error().message));
        QCOMPARE(next->sides[0].name, QStringLiteral("Sheryl's command"));
        QCOMPARE(next->sides[1].name, QStringLiteral("Their main force"));
        QCOMPARE(next->sides[0].startingCasualties, won.state().sides[0].casualties);
        QCOMPARE(next->sides[1].startingCasualties, lost.state().sides[1].casualties);
        QCOMPARE(next->start, BattleStart{});
        QCOMPARE(engineFor(*next).state().positionBonus, 0);
        QCOMPARE(secondPitchedBattle(sub, won.state(), main, won.state(), 0).error().field, QStringLiteral("main"));
        QCOMPARE(secondPitchedBattle(sub, lost.state(), main, lost.state(), 0).error().field, QStringLiteral("subordinate"));
    }
};

std::unique_ptr<QObject> newCommandSplitsTest()
{
    return std::make_unique<CommandSplitsTest>();
}

#include "battle_command_splits.moc"
