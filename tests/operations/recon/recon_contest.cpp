// tst_recon: resolving the Reconnaissance Contest (GURPS Mass Combat, "The
// Reconnaissance Contest", "Results", "Encamped Force Modifiers" for Bunkered; Quick Contests and criticals
// as rules/README.md rules them).

#include "ReconTestSupport.h"

#include <memory>

using namespace recontest;
using muster::dice::RollOutcome;

Q_DECLARE_METATYPE(RollOutcome)

class TstReconContest : public QObject
{
    Q_OBJECT

private slots:
    void thresholds_data();
    void thresholds();
    void resolve_data();
    void resolve();
    void rollOutcomesFollowTheRulings();
    void tieNeedsTheDie();
    void invalidRolls();
    void rolledByTheProgram();
    void described();
};

// "Results", Win: surprise at a margin of victory equal to the Terrain Rating, ambush at five more. The
// text: "in Jungle ... a margin of 3 is needed for surprise and 8 for an ambush; in Plains ... 8 ... and 13".
void TstReconContest::thresholds_data()
{
    QTest::addColumn<int>("rating");
    QTest::addColumn<int>("margin");
    QTest::addColumn<ReconResult>("result");
    QTest::newRow("Jungle 1") << 3 << 1 << ReconResult::Initiative;
    QTest::newRow("Jungle 2") << 3 << 2 << ReconResult::Initiative;
    QTest::newRow("Jungle 3: surprise (the text)") << 3 << 3 << ReconResult::Surprise;
    QTest::newRow("Jungle 7") << 3 << 7 << ReconResult::Surprise;
    QTest::newRow("Jungle 8: ambush (the text)") << 3 << 8 << ReconResult::Ambush;
    QTest::newRow("Plains 7") << 8 << 7 << ReconResult::Initiative;
    QTest::newRow("Plains 8: surprise (the text)") << 8 << 8 << ReconResult::Surprise;
    QTest::newRow("Plains 12") << 8 << 12 << ReconResult::Surprise;
    QTest::newRow("Plains 13: ambush (the text)") << 8 << 13 << ReconResult::Ambush;
    QTest::newRow("Rural 3: initiative (Drake's Cross)") << 6 << 3 << ReconResult::Initiative;
    QTest::newRow("rating 1 at night in bad weather: 1 is surprise") << 1 << 1 << ReconResult::Surprise;
    QTest::newRow("rating 1: 6 is ambush") << 1 << 6 << ReconResult::Ambush;
}

void TstReconContest::thresholds()
{
    QFETCH(int, rating);
    QFETCH(int, margin);
    QFETCH(ReconResult, result);
    QCOMPARE(winResult(margin, rating), result);
    // The same through a whole contest: side 0 at 10 + margin, side 1 at 10, both roll 10.
    RESOLVE(outcome, contestOf(10 + margin, 10, rating), (std::array<int, 2>{10, 10}), std::nullopt);
    QCOMPARE(outcome.result, result);
    QCOMPARE(outcome.winner, 0);
    QCOMPARE(outcome.marginOfVictory, margin);
}

void TstReconContest::resolve_data()
{
    QTest::addColumn<int>("skill0");
    QTest::addColumn<int>("skill1");
    QTest::addColumn<int>("roll0");
    QTest::addColumn<int>("roll1");
    QTest::addColumn<int>("rating");
    QTest::addColumn<bool>("bunkered0");
    QTest::addColumn<bool>("bunkered1");
    QTest::addColumn<int>("tieRoll"); // 0: none
    QTest::addColumn<ReconResult>("result");
    QTest::addColumn<int>("winner");
    QTest::addColumn<int>("margin");
    // Quick Contest: the higher margin wins by the difference, whoever succeeded.
    QTest::newRow("side 1 wins by 4")
        << 10 << 14 << 10 << 10 << 6 << false << false << 0 << ReconResult::Initiative << 1 << 4;
    QTest::newRow("both fail, the smaller failure wins")
        << 8 << 10 << 12 << 16 << 3 << false << false << 0 << ReconResult::Initiative << 0 << 2;
    // Tie: 1d <= Terrain Rating is a pitched battle, else an encounter battle.
    QTest::newRow("tie, 1d 6 against 6: pitched")
        << 12 << 12 << 10 << 10 << 6 << false << false << 6 << ReconResult::TiePitched << -1 << 0;
    QTest::newRow("tie, 1d 3 against 3 (Rural at night): pitched")
        << 12 << 11 << 11 << 10 << 3 << false << false << 3 << ReconResult::TiePitched << -1 << 0;
    QTest::newRow("tie, 1d 4 against 3 (Rural at night): encounter")
        << 12 << 11 << 11 << 10 << 3 << false << false << 4 << ReconResult::TieEncounter << -1 << 0;
    QTest::newRow("tie, both fail by 2")
        << 10 << 10 << 12 << 12 << 8 << false << false << 1 << ReconResult::TiePitched << -1 << 0;
    // Bunkered: "if you win, treat your victory as a tie"; a bunkered loser can still be ambushed.
    QTest::newRow("bunkered side 0 wins by 5: a tie, 1d 2 pitched")
        << 15 << 10 << 10 << 10 << 6 << true << false << 2 << ReconResult::TiePitched << -1 << 5;
    QTest::newRow("bunkered side 1 wins by 9: a tie, 1d 5 encounter")
        << 10 << 19 << 10 << 10 << 4 << false << true << 5 << ReconResult::TieEncounter << -1 << 9;
    QTest::newRow("bunkered loser is ambushed")
        << 18 << 10 << 10 << 10 << 3 << false << true << 0 << ReconResult::Ambush << 0 << 8;
    // Both critically fail: encounter battle, both confused, whatever the margins.
    QTest::newRow("both roll 18") << 10 << 10 << 18 << 18 << 6 << false << false << 0
                                  << ReconResult::DoubleConfusion << -1 << 0;
    QTest::newRow("18 and 17 at skill 5, margins -6 and -12")
        << 12 << 5 << 18 << 17 << 6 << false << false << 0 << ReconResult::DoubleConfusion << -1 << 6;
    QTest::newRow("skill + 10 or more on both")
        << 5 << 4 << 15 << 14 << 6 << false << false << 0 << ReconResult::DoubleConfusion << -1 << 0;
    QTest::newRow("both critically fail, one bunkered")
        << 10 << 9 << 18 << 18 << 6 << true << false << 0 << ReconResult::DoubleConfusion << -1 << 1;
    // One critical failure is only a bad margin; 17 at skill 16 is a plain failure.
    QTest::newRow("one 18 against an 11")
        << 10 << 10 << 18 << 11 << 6 << false << false << 0 << ReconResult::Surprise << 1 << 7;
    QTest::newRow("17 at skill 16 and 18 at 10: only one critical")
        << 16 << 10 << 17 << 18 << 6 << false << false << 0 << ReconResult::Surprise << 0 << 7;
    // A critical success is its margin, nothing more.
    QTest::newRow("critical success by 10 in Jungle: ambush")
        << 16 << 16 << 6 << 16 << 3 << false << false << 0 << ReconResult::Ambush << 0 << 10;
}

void TstReconContest::resolve()
{
    QFETCH(int, skill0);
    QFETCH(int, skill1);
    QFETCH(int, roll0);
    QFETCH(int, roll1);
    QFETCH(int, rating);
    QFETCH(bool, bunkered0);
    QFETCH(bool, bunkered1);
    QFETCH(int, tieRoll);
    QFETCH(ReconResult, result);
    QFETCH(int, winner);
    QFETCH(int, margin);
    const ReconContest contest = contestOf(skill0, skill1, rating, bunkered0, bunkered1);
    const std::array<int, 2> rolls = {roll0, roll1};
    QCOMPARE(needsTieRoll(contest, rolls), tieRoll != 0);
    RESOLVE(outcome, contest, rolls, tieRoll ? std::optional<int>(tieRoll) : std::nullopt);
    QCOMPARE(outcome.result, result);
    QCOMPARE(outcome.winner, winner);
    QCOMPARE(outcome.marginOfVictory, margin);
    QCOMPARE(outcome.margins, (std::array<int, 2>{skill0 - roll0, skill1 - roll1}));
    QCOMPARE(outcome.rolls, rolls);
    QCOMPARE(outcome.tieRoll.has_value(), tieRoll != 0);
    QCOMPARE(outcome.bunkeredWin, (bunkered0 || bunkered1) && tieRoll != 0);
    QCOMPARE(outcome.terrainRating, rating);
}

// rules/README.md, "Quick Contests": each roll is judged as a success roll against the effective skill.
void TstReconContest::rollOutcomesFollowTheRulings()
{
    RESOLVE(a, contestOf(15, 3, 6), (std::array<int, 2>{5, 4}), std::nullopt);
    QCOMPARE(a.outcomes[0], RollOutcome::CriticalSuccess); // 5 at skill 15+
    QCOMPARE(a.outcomes[1], RollOutcome::CriticalSuccess); // 3-4 always, even at skill 3
    RESOLVE(b, contestOf(16, 15, 6), (std::array<int, 2>{17, 17}), std::nullopt);
    QCOMPARE(b.outcomes[0], RollOutcome::Failure); // 17 is a critical failure only at 15 or less
    QCOMPARE(b.outcomes[1], RollOutcome::CriticalFailure);
    QCOMPARE(b.result, ReconResult::Initiative);
    QCOMPARE(b.winner, 0);
}

// "Tie - Roll 1d": the GM types the die in; without it the contest cannot be finished.
void TstReconContest::tieNeedsTheDie()
{
    const ReconContest contest = contestOf(12, 12, 6);
    const auto missing = resolveReconContest(contest, {9, 9});
    QVERIFY(!missing.ok());
    QCOMPARE(missing.error().field, QStringLiteral("tieRoll"));
    const auto bunkered = resolveReconContest(contestOf(14, 12, 6, true), {9, 9});
    QVERIFY(!bunkered.ok());
    QVERIFY(resolveReconContest(contest, {9, 10}).ok()); // a win needs no die; one given is ignored
    QVERIFY(!resolveReconContest(contest, {9, 10}, 3)->tieRoll);
}

void TstReconContest::invalidRolls()
{
    const ReconContest contest = contestOf(12, 12, 6);
    QCOMPARE(resolveReconContest(contest, {2, 10}).error().field, QStringLiteral("rolls[0]"));
    QCOMPARE(resolveReconContest(contest, {10, 19}).error().field, QStringLiteral("rolls[1]"));
    QCOMPARE(resolveReconContest(contest, {10, 10}, 0).error().field, QStringLiteral("tieRoll"));
    QCOMPARE(resolveReconContest(contest, {10, 10}, 7).error().field, QStringLiteral("tieRoll"));
}

// The program's dice: the same seed gives the same contest, and the 1d is rolled only on a tie.
void TstReconContest::rolledByTheProgram()
{
    const ReconContest contest = contestOf(11, 12, 5, false, true);
    muster::dice::DiceSource a(7), b(7);
    int ties = 0, wins = 0;
    for (int i = 0; i < 2000; ++i) {
        const ReconOutcome x = rollReconContest(contest, a);
        QCOMPARE(rollReconContest(contest, b), x);
        QVERIFY(muster::dice::isValid3d6(x.rolls[0]) && muster::dice::isValid3d6(x.rolls[1]));
        const bool tie = x.result == ReconResult::TiePitched || x.result == ReconResult::TieEncounter;
        QCOMPARE(x.tieRoll.has_value(), tie);
        QVERIFY(x.winner != 1); // side 1 is bunkered: it never wins
        ties += tie;
        wins += x.winner == 0;
    }
    QVERIFY(ties > 0 && wins > 0);
}

void TstReconContest::described()
{
    const std::array<QString, 2> names = {QStringLiteral("Sir Richard"), QStringLiteral("Ian Strykland")};
    RESOLVE(win, contestOf(7, 14, 6), (std::array<int, 2>{8, 12}), std::nullopt);
    QString text = describeReconOutcome(win, names);
    QVERIFY2(text.contains(names[1]) && text.contains(QLatin1String("3")) &&
                 text.contains(reconResultName(ReconResult::Initiative)),
             qPrintable(text));
    RESOLVE(bunkered, contestOf(15, 10, 6, true), (std::array<int, 2>{10, 10}), 6);
    text = describeReconOutcome(bunkered, names);
    QVERIFY2(text.contains(names[0]) && text.contains(reconResultName(ReconResult::TiePitched)),
             qPrintable(text));
}

std::unique_ptr<QObject> newReconContestTest()
{
    return std::make_unique<TstReconContest>();
}

#include "recon_contest.moc"
