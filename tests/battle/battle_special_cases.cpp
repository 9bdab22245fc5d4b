// What a commander may choose and what happens once the strategies are revealed, from
// GURPS Mass Combat: "Reconnaissance and Battle Strategy" (pitched, encounter,
// confusion, ambush), the strategies' own limits (Deliberate Attack, Deliberate Defense), "Desperate
// Strategy", and "Special Cases": "Deliberate" Strategies and Parleys, Parleys, Stalemate, No Battle.

#include "RuleTestSupport.h"

#include <memory>

using namespace battletest;

namespace {

QString codes(const QList<BattleStrategy> &strategies)
{
    QStringList list;
    for (BattleStrategy s : strategies)
        list << strategyCode(s);
    return list.join(QLatin1Char(' '));
}

StrategyContext context(int round, BattleKind kind, bool defenseBonus = true)
{
    StrategyContext c;
    c.round = round;
    c.kind = kind;
    c.hasDefenseBonus = defenseBonus;
    return c;
}

template <typename Change> StrategyContext changed(StrategyContext c, Change change)
{
    change(c);
    return c;
}

// Plain forces; Blue has a Defense Bonus of 3.
BattleEngine defendedBattle()
{
    BattleSetup setup = plainBattle();
    setup.sides[1].defenseBonus = 3;
    return engineFor(setup);
}

} // namespace

class SpecialCasesTest : public QObject
{
    Q_OBJECT

private slots:
    void legalStrategies_data()
    {
        QTest::addColumn<StrategyContext>("context");
        QTest::addColumn<QString>("legal");
        const auto pitched = BattleKind::Pitched, encounter = BattleKind::Encounter;
        // "Pitched Battle": any strategy; Rally only when confused; "Deliberate Defense": only on the first
        // round and with a Defense Bonus.
        QTest::newRow("pitched, round 1, Defense Bonus") << context(1, pitched)
            << "all-out-attack attack deliberate-attack indirect-attack all-out-defense defense deliberate-defense "
               "mobile-defense parley fighting-retreat full-retreat raid skirmish";
        QTest::newRow("pitched, round 1, no Defense Bonus") << context(1, pitched, false)
            << "all-out-attack attack deliberate-attack indirect-attack all-out-defense defense mobile-defense parley "
               "fighting-retreat full-retreat raid skirmish";
        QTest::newRow("pitched, round 2") << context(2, pitched)
            << "all-out-attack attack deliberate-attack indirect-attack all-out-defense defense mobile-defense parley "
               "fighting-retreat full-retreat raid skirmish";
        // "Encounter Battle": no Deliberate strategies; a mobile force: no retreat and only Mobile Defense
        // among the defenses on the first round.
        QTest::newRow("encounter, mobile, round 1") << context(1, encounter)
            << "all-out-attack attack indirect-attack mobile-defense raid skirmish";
        QTest::newRow("encounter, encamped, round 1") << changed(context(1, encounter), [](auto &c) { c.mobile = false; })
            << "all-out-attack attack indirect-attack all-out-defense defense mobile-defense parley fighting-retreat "
               "full-retreat raid skirmish";
        QTest::newRow("encounter, mobile, round 2") << context(2, encounter)
            << "all-out-attack attack indirect-attack all-out-defense defense mobile-defense parley fighting-retreat "
               "full-retreat raid skirmish";
        // "Confusion": Rally or Full Retreat.
        QTest::newRow("confused") << changed(context(1, pitched), [](auto &c) { c.confused = c.startedConfused = true; })
            << "rally full-retreat";
        QTest::newRow("confused in an encounter") << changed(context(1, encounter), [](auto &c) { c.confused = true; })
            << "rally full-retreat";
        // "Ambush": any strategy but a defense strategy on the first round.
        QTest::newRow("ambusher, round 1") << changed(context(1, pitched), [](auto &c) { c.ambusher = true; })
            << "all-out-attack attack deliberate-attack indirect-attack fighting-retreat full-retreat raid skirmish";
        QTest::newRow("ambusher, round 2") << changed(context(2, pitched), [](auto &c) { c.ambusher = true; })
            << "all-out-attack attack deliberate-attack indirect-attack all-out-defense defense mobile-defense parley "
               "fighting-retreat full-retreat raid skirmish";
        // "Deliberate Attack" and "Deliberate Defense": never for a side that started confused, even rallied.
        QTest::newRow("started confused, rallied") << changed(context(2, pitched), [](auto &c) { c.startedConfused = true; })
            << "all-out-attack attack indirect-attack all-out-defense defense mobile-defense parley fighting-retreat "
               "full-retreat raid skirmish";
        QTest::newRow("started confused, rallied, round 1 rules") << changed(context(1, pitched), [](auto &c) { c.startedConfused = true; })
            << "all-out-attack attack indirect-attack all-out-defense defense mobile-defense parley fighting-retreat "
               "full-retreat raid skirmish";
        // Feature "Fanatic": a failed Leadership roll bars Full Retreat and Parley.
        QTest::newRow("fanatics refused") << changed(context(2, pitched), [](auto &c) { c.fanaticsRefusedRetreat = true; })
            << "all-out-attack attack deliberate-attack indirect-attack all-out-defense defense mobile-defense "
               "fighting-retreat raid skirmish";
    }
    void legalStrategies()
    {
        QFETCH(StrategyContext, context);
        QFETCH(QString, legal);
        QCOMPARE(codes(muster::gurps::legalStrategies(context)), legal);
    }

    // "Desperate Strategy": at least 25% more casualties than the enemy (ruling: percentage points), with
    // any strategy but Deliberate Attack, Deliberate Defense or Skirmish.
    void desperate_data()
    {
        QTest::addColumn<int>("casualties");
        QTest::addColumn<int>("enemy");
        QTest::addColumn<BattleStrategy>("strategy");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("30 vs 5, Attack") << 30 << 5 << BattleStrategy::Attack << true;
        QTest::newRow("29 vs 5, Attack") << 29 << 5 << BattleStrategy::Attack << false;
        QTest::newRow("25 vs 0, All-Out Attack") << 25 << 0 << BattleStrategy::AllOutAttack << true;
        QTest::newRow("30 vs 5, Full Retreat") << 30 << 5 << BattleStrategy::FullRetreat << true;
        QTest::newRow("30 vs 5, Parley") << 30 << 5 << BattleStrategy::Parley << true;
        QTest::newRow("30 vs 5, Deliberate Attack") << 30 << 5 << BattleStrategy::DeliberateAttack << false;
        QTest::newRow("30 vs 5, Deliberate Defense") << 30 << 5 << BattleStrategy::DeliberateDefense << false;
        QTest::newRow("30 vs 5, Skirmish") << 30 << 5 << BattleStrategy::Skirmish << false;
    }
    void desperate()
    {
        QFETCH(int, casualties);
        QFETCH(int, enemy);
        QFETCH(BattleStrategy, strategy);
        QFETCH(bool, allowed);
        StrategyContext c = context(1, BattleKind::Pitched);
        c.casualties = casualties;
        c.enemyCasualties = enemy;
        QCOMPARE(desperateAllowed(c, strategy), allowed);
        QCOMPARE(muster::gurps::legalChoices(c).contains(StrategyChoice{strategy, true}), allowed);
    }

    // 13 strategies are legal there; 10 of them may also be Desperate.
    void legalChoicesCount()
    {
        StrategyContext c = context(1, BattleKind::Pitched);
        c.casualties = 30;
        c.enemyCasualties = 5;
        QCOMPARE(muster::gurps::legalChoices(c).size(), 13 + 10);
    }

    // "Deliberate Strategies and Parleys": the other commander may change his strategy; a Deliberate Attack
    // halves the defender's Defense Bonus, rounding up (3 -> 2).
    void deliberateAttackGivesMomentum()
    {
        BattleEngine engine = defendedBattle();
        QCOMPARE(chooseRound(engine, BattleStrategy::DeliberateAttack, BattleStrategy::Defense), QString());
        QCOMPARE(engine.step(), BattleStep::Respond);
        QCOMPARE(engine.respondingSide(), 1);
        QVERIFY(!engine.parleyOffered());
        const BattleState before = engine.state();
        QVERIFY(!engine.apply(Respond{false, plain(BattleStrategy::Rally), std::nullopt}).ok());
        QCOMPARE(engine.state(), before);
        QCOMPARE(applyAll(engine, {Respond{false, plain(BattleStrategy::AllOutDefense), std::nullopt}}), QString());
        QCOMPARE(engine.step(), BattleStep::RollContest);
        QCOMPARE(engine.currentRound()->fought[1], plain(BattleStrategy::AllOutDefense));
        const auto skills = engine.effectiveSkills({});
        QCOMPARE(skills[0].total(), 12 + 1);
        QCOMPARE(skills[1].total(), 12 + 2 + 2);
    }

    // "Parley": the enemy decides whether to accept once the strategies are announced, so a Parley cannot
    // be the strategy a side changes to when it seizes the momentum: nobody would be left to answer it.
    void noParleyInResponse()
    {
        BattleEngine engine = defendedBattle();
        QCOMPARE(chooseRound(engine, BattleStrategy::DeliberateAttack, BattleStrategy::Defense), QString());
        QVERIFY(!engine.legalChoices(1).contains(plain(BattleStrategy::Parley)));
        QVERIFY(engine.legalChoices(1).contains(plain(BattleStrategy::MobileDefense)));
        const BattleState before = engine.state();
        QVERIFY(!engine.apply(Respond{false, plain(BattleStrategy::Parley), std::nullopt}).ok());
        QCOMPARE(engine.state(), before);
    }

    // Both chose a slow strategy: nobody loses the momentum.
    void bothSlow()
    {
        BattleEngine engine = defendedBattle();
        QCOMPARE(chooseRound(engine, BattleStrategy::DeliberateAttack, BattleStrategy::DeliberateDefense), QString());
        QCOMPARE(engine.step(), BattleStep::RollContest);
    }

    // A Parley offered to a side that chose a Deliberate Attack: it may accept or refuse, not change.
    void slowResponderCannotChange()
    {
        BattleEngine engine = defendedBattle();
        QCOMPARE(chooseRound(engine, BattleStrategy::Parley, BattleStrategy::DeliberateAttack), QString());
        QCOMPARE(engine.respondingSide(), 1);
        QVERIFY(engine.parleyOffered());
        QVERIFY(!engine.apply(Respond{false, plain(BattleStrategy::Attack), std::nullopt}).ok());
        QCOMPARE(applyAll(engine, {Respond{}}), QString());
        QCOMPARE(engine.currentRound()->fought[0], plain(BattleStrategy::Defense));
        QVERIFY(engine.currentRound()->parleyRefused[0]);
        QCOMPARE(engine.currentRound()->fought[1], plain(BattleStrategy::DeliberateAttack));
    }

    // "Parleys": accepted, the battle pauses without Strategy rolls; PB is retained; the talks may end the
    // battle by agreement.
    void parleyAccepted()
    {
        BattleEngine engine = engineFor(plainBattle());
        QVERIFY(!engine.apply(OpenRound{false, false, {}, {}, true, 0}).ok()); // no talks yet
        QCOMPARE(fightRound(engine, BattleStrategy::Attack, BattleStrategy::Attack, 10, 12), QString()); // Red by 2
        QCOMPARE(chooseRound(engine, BattleStrategy::Attack, BattleStrategy::Parley), QString());
        QCOMPARE(engine.respondingSide(), 0);
        QCOMPARE(applyAll(engine, {Respond{true, std::nullopt, std::nullopt}}), QString());
        QCOMPARE(engine.state().rounds.at(1).special, SpecialCase::Talks);
        QCOMPARE(engine.step(), BattleStep::OpenRound);
        QCOMPARE(engine.roundNumber(), 3);
        QCOMPARE(engine.state().sides[0].casualties, 10);
        QCOMPARE(engine.state().sides[1].casualties, 15);
        QCOMPARE(engine.state().pbOf(0), 1);
        QCOMPARE(applyAll(engine, {OpenRound{false, false, {}, {}, true, 0}}), QString());
        QCOMPARE(engine.state().end, BattleEnd::Agreement);
        QCOMPARE(engine.state().winner, 0);
        QVERIFY(engine.isFinished());
    }

    // "Parleys": both chose Parley: the battle halts for a round under a flag of truce.
    void bothParley()
    {
        BattleEngine engine = engineFor(plainBattle());
        QCOMPARE(chooseRound(engine, BattleStrategy::Parley, BattleStrategy::Parley), QString());
        QCOMPARE(engine.state().rounds.at(0).special, SpecialCase::Talks);
        QCOMPARE(engine.step(), BattleStep::OpenRound);
        QCOMPARE(engine.roundNumber(), 2);
    }

    // "Parley", the example after "Desperate Strategy": Strykland's Parley is refused; Sir Richard changes
    // to All-Out Attack and Strykland fights as Defense at an extra -1. Strykland: 12 + 3 (BSM) + 1 - 1
    // + 2 (Defense Bonus) = 17. Sir Richard: 10 + 2 + 1 (Impetuous knights, first round) = 13.
    void parleyRefused()
    {
        BattleEngine engine = engineFor(drakesCross());
        QCOMPARE(applyAll(engine, {openRound({}, {}, {std::nullopt, 12}), strategies(BattleStrategy::Attack, BattleStrategy::Parley)}), QString());
        QCOMPARE(engine.step(), BattleStep::Respond);
        QCOMPARE(applyAll(engine, {Respond{false, plain(BattleStrategy::AllOutAttack), std::nullopt}}), QString());
        const RoundRecord *r = engine.currentRound();
        QCOMPARE(r->fought[0], plain(BattleStrategy::AllOutAttack));
        QCOMPARE(r->fought[1], plain(BattleStrategy::Defense));
        const auto skills = engine.effectiveSkills({});
        QCOMPARE(skills[1].part(SkillPart::ParleyRefused), -1);
        QCOMPARE(skills[1].total(), 17);
        QCOMPARE(skills[0].part(SkillPart::Impetuous), 1);
        QCOMPARE(skills[0].total(), 13);
    }

    // "Stalemate": both chose a defense other than Parley: both Skirmish (+2; no Defense Bonus).
    void stalemate()
    {
        BattleEngine engine = defendedBattle();
        QCOMPARE(chooseRound(engine, BattleStrategy::Defense, BattleStrategy::AllOutDefense), QString());
        QCOMPARE(engine.currentRound()->special, SpecialCase::Stalemate);
        QCOMPARE(engine.currentRound()->fought[0], plain(BattleStrategy::Skirmish));
        QCOMPARE(engine.currentRound()->fought[1], plain(BattleStrategy::Skirmish));
        QCOMPARE(engine.effectiveSkills({})[1].total(), 12 + 2);
        // A Deliberate Defense hands over the momentum first; if the other side keeps Defense, stalemate.
        BattleEngine slow = defendedBattle();
        QCOMPARE(applyAll(slow, {openRound({}, {}), strategies(BattleStrategy::Defense, BattleStrategy::DeliberateDefense), Respond{}}), QString());
        QCOMPARE(slow.currentRound()->special, SpecialCase::Stalemate);
        QCOMPARE(slow.step(), BattleStep::RollContest);
    }

    // The engine's reading: Rally is not a defense that makes a stalemate (the confused side still rallies).
    void rallyIsNoStalemate()
    {
        QCOMPARE(specialCaseFor(BattleStrategy::Rally, BattleStrategy::MobileDefense), SpecialCase::None);
        QCOMPARE(specialCaseFor(BattleStrategy::MobileDefense, BattleStrategy::Defense), SpecialCase::Stalemate);
    }

    // "No Battle": both retreat, or one retreats while the other defends: the battle ends and nobody
    // takes casualties this round. The side that stays holds the field.
    void noBattle_data()
    {
        QTest::addColumn<BattleStrategy>("a");
        QTest::addColumn<BattleStrategy>("b");
        QTest::addColumn<int>("winner");
        QTest::newRow("Full Retreat vs Defense") << BattleStrategy::FullRetreat << BattleStrategy::Defense << 1;
        QTest::newRow("Fighting Retreat vs All-Out Defense") << BattleStrategy::FightingRetreat << BattleStrategy::AllOutDefense << 1;
        QTest::newRow("Mobile Defense vs Full Retreat") << BattleStrategy::MobileDefense << BattleStrategy::FullRetreat << 0;
        QTest::newRow("both retreat") << BattleStrategy::FullRetreat << BattleStrategy::FightingRetreat << -1;
    }
    void noBattle()
    {
        QFETCH(BattleStrategy, a);
        QFETCH(BattleStrategy, b);
        QFETCH(int, winner);
        BattleEngine engine = engineFor(plainBattle());
        QCOMPARE(fightRound(engine, BattleStrategy::Attack, BattleStrategy::Attack, 10, 12), QString());
        QCOMPARE(chooseRound(engine, a, b), QString());
        QCOMPARE(engine.state().end, BattleEnd::NoBattle);
        QCOMPARE(engine.state().winner, winner);
        QVERIFY(engine.isFinished());
        QCOMPARE(engine.state().sides[0].casualties, 10);
        QCOMPARE(engine.state().sides[1].casualties, 15);
        QCOMPARE(engine.state().sides[0].escaped, isRetreat(a));
        QCOMPARE(engine.state().sides[1].escaped, isRetreat(b));
    }

    // Retreat against an attack or a Skirmish is fought.
    void retreatAgainstAttackIsFought()
    {
        QCOMPARE(specialCaseFor(BattleStrategy::FullRetreat, BattleStrategy::Attack), SpecialCase::None);
        QCOMPARE(specialCaseFor(BattleStrategy::Skirmish, BattleStrategy::FightingRetreat), SpecialCase::None);
        QCOMPARE(specialCaseFor(BattleStrategy::Raid, BattleStrategy::FullRetreat), SpecialCase::None);
    }
};

std::unique_ptr<QObject> newSpecialCasesTest()
{
    return std::make_unique<SpecialCasesTest>();
}

#include "battle_special_cases.moc"
