// tst_recon: what the winner of the Reconnaissance Contest may do, and how the battle then starts
// (GURPS Mass Combat, "Winning Initiative", "Achieving Surprise", "Achieving an
// Ambush", and "Results" for ties and double critical failures; confusion as BattleStart::startsConfused).

#include "ReconTestSupport.h"

#include <memory>

using namespace recontest;

namespace {

ReconOutcome outcomeOf(ReconResult result, int winner)
{
    ReconOutcome outcome;
    outcome.result = result;
    outcome.winner = winner;
    return outcome;
}

BattleStart startFor(const ReconOutcome &outcome, const WinnerOptions &options, WinnerChoice choice)
{
    const auto start = battleStartFrom(outcome, options, choice);
    if (!start.ok() || !start->has_value())
        qFatal("no battle start for a choice the test expects to be legal");
    return **start;
}

} // namespace

class TstReconWinner : public QObject
{
    Q_OBJECT

private slots:
    void options_data();
    void options();
    void avoidingBattle_data();
    void avoidingBattle();
    void battleStart_data();
    void battleStart();
    void avoidOnlyWhenAllowed();
    void enemyEstimate();
};

// Every win gives the enemy estimate and the choice of battle; surprise confuses the enemy in an encounter
// battle, an ambush in either kind. A tie gives nobody a choice.
void TstReconWinner::options_data()
{
    QTest::addColumn<ReconResult>("result");
    QTest::addColumn<int>("winner");
    QTest::addColumn<Advantage>("advantage");
    QTest::addColumn<bool>("confusedInEncounter");
    QTest::addColumn<bool>("confusedInPitched");
    QTest::newRow("initiative") << ReconResult::Initiative << 1 << Advantage::Initiative << false << false;
    QTest::newRow("surprise") << ReconResult::Surprise << 0 << Advantage::Surprise << true << false;
    QTest::newRow("ambush") << ReconResult::Ambush << 1 << Advantage::Ambush << true << true;
    QTest::newRow("tie, pitched") << ReconResult::TiePitched << -1 << Advantage::None << false << false;
    QTest::newRow("tie, encounter") << ReconResult::TieEncounter << -1 << Advantage::None << false << false;
    QTest::newRow("double confusion")
        << ReconResult::DoubleConfusion << -1 << Advantage::None << false << false;
}

void TstReconWinner::options()
{
    QFETCH(ReconResult, result);
    QFETCH(int, winner);
    QFETCH(Advantage, advantage);
    QFETCH(bool, confusedInEncounter);
    QFETCH(bool, confusedInPitched);
    const ReconSetup setup = plainSetup();
    const WinnerOptions options = winnerOptions(outcomeOf(result, winner), setup);
    QCOMPARE(options.side, winner);
    QCOMPARE(options.advantage, advantage);
    QCOMPARE(options.enemyConfusedInEncounter, confusedInEncounter);
    QCOMPARE(options.enemyConfusedInPitched, confusedInPitched);
    if (winner < 0) {
        QVERIFY(options.text.isEmpty());
        return;
    }
    const QString text = options.text.join(QLatin1Char('\n'));
    QVERIFY2(text.contains(QLatin1String("25%")), qPrintable(text));
    QVERIFY2(text.contains(setup.sides.at(size_t(winner)).name), qPrintable(text));
    QCOMPARE(text.contains(setup.sides.at(size_t(1 - winner)).name), confusedInEncounter);
}

// "if the enemy force is bunkered, or is mobile but moving at an equal or slower speed", the winner may
// turn back and avoid battle.
void TstReconWinner::avoidingBattle_data()
{
    QTest::addColumn<ReconPosture>("enemyPosture");
    QTest::addColumn<double>("winnerSpeed");
    QTest::addColumn<double>("enemySpeed");
    QTest::addColumn<bool>("mayAvoid");
    QTest::newRow("enemy bunkered") << ReconPosture::Bunkered << 20.0 << 0.0 << true;
    QTest::newRow("enemy patrolling its camp") << ReconPosture::Patrolling << 20.0 << 0.0 << false;
    QTest::newRow("enemy encamped, no security") << ReconPosture::EncampedNoSecurity << 20.0 << 0.0 << false;
    QTest::newRow("enemy mobile, slower") << ReconPosture::Mobile << 30.0 << 20.0 << true;
    QTest::newRow("enemy mobile, equal (Drake's Cross)") << ReconPosture::Mobile << 20.0 << 20.0 << true;
    QTest::newRow("enemy mobile, faster") << ReconPosture::Mobile << 20.0 << 30.0 << false;
    QTest::newRow("enemy without security, double speed")
        << ReconPosture::MobileNoSecurity << 20.0 << 40.0 << false;
}

void TstReconWinner::avoidingBattle()
{
    QFETCH(ReconPosture, enemyPosture);
    QFETCH(double, winnerSpeed);
    QFETCH(double, enemySpeed);
    QFETCH(bool, mayAvoid);
    ReconSetup setup = plainSetup();
    setup.sides[0].milesPerDay = winnerSpeed;
    setup.sides[1].milesPerDay = enemySpeed;
    setup.sides[1].posture = enemyPosture;
    QCOMPARE(mayAvoidBattle(setup.sides[0], setup.sides[1]), mayAvoid);
    const WinnerOptions options = winnerOptions(outcomeOf(ReconResult::Initiative, 0), setup);
    QCOMPARE(options.mayAvoidBattle, mayAvoid);
    QCOMPARE(options.text.size(), mayAvoid ? 3 : 2);
}

// The hand-over to the battle dialog, and who starts confused (BattleStart::startsConfused).
void TstReconWinner::battleStart_data()
{
    QTest::addColumn<ReconResult>("result");
    QTest::addColumn<int>("winner");
    QTest::addColumn<WinnerChoice>("choice");
    QTest::addColumn<BattleKind>("kind");
    QTest::addColumn<Advantage>("advantage");
    QTest::addColumn<bool>("confused0");
    QTest::addColumn<bool>("confused1");
    const auto row = [](const char *name, ReconResult r, int w, WinnerChoice c, BattleKind k, Advantage a,
                        bool c0, bool c1) { QTest::newRow(name) << r << w << c << k << a << c0 << c1; };
    using R = ReconResult;
    using C = WinnerChoice;
    row("initiative, pitched (Drake's Cross)", R::Initiative, 1, C::PitchedBattle, BattleKind::Pitched,
        Advantage::Initiative, false, false);
    row("initiative, encounter", R::Initiative, 1, C::EncounterBattle, BattleKind::Encounter,
        Advantage::Initiative, false, false);
    row("surprise, pitched: nobody confused", R::Surprise, 0, C::PitchedBattle, BattleKind::Pitched,
        Advantage::Surprise, false, false);
    row("surprise, encounter: the enemy is confused", R::Surprise, 0, C::EncounterBattle,
        BattleKind::Encounter, Advantage::Surprise, false, true);
    row("ambush, pitched: the enemy is confused", R::Ambush, 1, C::PitchedBattle, BattleKind::Pitched,
        Advantage::Ambush, true, false);
    row("ambush, encounter: the enemy is confused", R::Ambush, 0, C::EncounterBattle, BattleKind::Encounter,
        Advantage::Ambush, false, true);
    row("tie, pitched: the choice is ignored", R::TiePitched, -1, C::EncounterBattle, BattleKind::Pitched,
        Advantage::None, false, false);
    row("tie, encounter", R::TieEncounter, -1, C::PitchedBattle, BattleKind::Encounter, Advantage::None,
        false, false);
    row("double critical failure: both confused", R::DoubleConfusion, -1, C::AvoidBattle,
        BattleKind::Encounter, Advantage::None, true, true);
}

void TstReconWinner::battleStart()
{
    QFETCH(ReconResult, result);
    QFETCH(int, winner);
    QFETCH(WinnerChoice, choice);
    QFETCH(BattleKind, kind);
    QFETCH(Advantage, advantage);
    QFETCH(bool, confused0);
    QFETCH(bool, confused1);
    const ReconOutcome outcome = outcomeOf(result, winner);
    const BattleStart start = startFor(outcome, winnerOptions(outcome, plainSetup()), choice);
    QCOMPARE(start.kind, kind);
    QCOMPARE(start.advantage, advantage);
    if (winner >= 0)
        QCOMPARE(start.advantageSide, winner);
    QCOMPARE(start.doubleConfusion, result == ReconResult::DoubleConfusion);
    QCOMPARE(start.startsConfused(0), confused0);
    QCOMPARE(start.startsConfused(1), confused1);
}

// Avoiding battle is no battle at all, and only for a winner the rules let turn back.
void TstReconWinner::avoidOnlyWhenAllowed()
{
    ReconSetup setup = plainSetup();
    setup.sides[0].milesPerDay = 20;
    setup.sides[1].milesPerDay = 20;
    const ReconOutcome win = outcomeOf(ReconResult::Surprise, 0);
    const auto avoided = battleStartFrom(win, winnerOptions(win, setup), WinnerChoice::AvoidBattle);
    QVERIFY(avoided.ok());
    QVERIFY(!avoided->has_value());
    setup.sides[1].milesPerDay = 30;
    const auto refused = battleStartFrom(win, winnerOptions(win, setup), WinnerChoice::AvoidBattle);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().field, QStringLiteral("choice"));
}

// "a rough estimate (within +/-25%) of the enemy forces".
void TstReconWinner::enemyEstimate()
{
    const EnemyEstimate estimate = enemyEstimateRange(75.5);
    QCOMPARE(estimate.low, 56.625);
    QCOMPARE(estimate.high, 94.375);
}

std::unique_ptr<QObject> newReconWinnerTest()
{
    return std::make_unique<TstReconWinner>();
}

#include "recon_winner.moc"
