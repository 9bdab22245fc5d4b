// tst_recon: the exact odds of the Reconnaissance Contest before it is rolled (GURPS Mass Combat,
// "The Reconnaissance Contest" and "Results"; design.md: "odds are computed exactly
// where the mathematics allows (3d6 contests are small distributions)").

#include "ReconTestSupport.h"

#include <QElapsedTimer>

#include <cmath>
#include <memory>

using namespace recontest;

Q_DECLARE_METATYPE(ReconContest)

namespace {

// Every result of the contest, a win once per side.
struct Key
{
    ReconResult result;
    int side;
};
QList<Key> allKeys()
{
    QList<Key> keys;
    for (ReconResult r : allReconResults) {
        keys << Key{r, 0};
        if (isWin(r))
            keys << Key{r, 1};
    }
    return keys;
}

qsizetype keyIndex(const ReconOutcome &outcome)
{
    const QList<Key> keys = allKeys();
    for (qsizetype i = 0; i < keys.size(); ++i) {
        if (keys[i].result == outcome.result && (!isWin(outcome.result) || keys[i].side == outcome.winner))
            return i;
    }
    return -1;
}

QString keyName(const Key &key)
{
    return isWin(key.result) ? QStringLiteral("%1 for side %2").arg(reconResultName(key.result)).arg(key.side)
                             : reconResultName(key.result);
}

void addContestRows()
{
    QTest::addColumn<ReconContest>("contest");
    QTest::newRow("Drake's Cross: 7 against 14, Rural 6") << contestOf(7, 14, 6);
    QTest::newRow("equal skills 12, Jungle 3") << contestOf(12, 12, 3);
    QTest::newRow("bunkered 15 against 11, Plains 8") << contestOf(15, 11, 8, true, false);
    QTest::newRow("both bunkered, rating 1") << contestOf(13, 13, 1, true, true);
    QTest::newRow("no security: 3 against 5, Woodlands 5") << contestOf(3, 5, 5);
    QTest::newRow("skill 0 against 25") << contestOf(0, 25, 4);
}

} // namespace

class TstReconOdds : public QObject
{
    Q_OBJECT

private slots:
    void sumToOne_data();
    void sumToOne();
    void handWorked();
    void bunkeredNeverWins();
    void tieSplitsByTheDie();
    void fromASetup();
    void matchMonteCarlo_data();
    void matchMonteCarlo();
};

// Every pair of 3d6 rolls (and the 1d of a tie) leads to exactly one result.
void TstReconOdds::sumToOne_data()
{
    addContestRows();
}

void TstReconOdds::sumToOne()
{
    QFETCH(ReconContest, contest);
    const ReconOdds odds = reconOdds(contest);
    QVERIFY2(std::abs(odds.total() - 1.0) < 1e-12, qPrintable(QString::number(odds.total(), 'g', 17)));
    for (const Key &key : allKeys())
        QVERIFY2(odds.of(key.result, key.side) >= 0, qPrintable(keyName(key)));
}

// Figures worked on paper from the 3d6 table (216 ways).
void TstReconOdds::handWorked()
{
    // Both at skill 10: a critical failure is 17 or 18 (4 ways in 216) for each.
    QCOMPARE(battletest::rounded(reconOdds(contestOf(10, 10, 6)).doubleConfusion),
             battletest::rounded(std::pow(4.0 / 216, 2)));
    // Both at skill 3: a roll of 13 or more (skill + 10) is a critical failure: 56 ways in 216.
    QCOMPARE(battletest::rounded(reconOdds(contestOf(3, 3, 6)).doubleConfusion),
             battletest::rounded(std::pow(56.0 / 216, 2)));
    // Equal skills tie whenever the rolls are equal, except that a pair of 17s or 18s is a double critical
    // failure, as is 17 against 18.
    double equalRolls = 0;
    for (int r = 3; r <= 18; ++r)
        equalRolls += std::pow(muster::dice::probability3d6(r), 2);
    const double p17 = 3.0 / 216, p18 = 1.0 / 216;
    const ReconOdds even = reconOdds(contestOf(12, 12, 6));
    QCOMPARE(battletest::rounded(even.tiePitched + even.tieEncounter),
             battletest::rounded(equalRolls - p17 * p17 - p18 * p18));
    QCOMPARE(battletest::rounded(even.doubleConfusion), battletest::rounded(std::pow(p17 + p18, 2)));
    // Symmetric skills: symmetric odds.
    QCOMPARE(battletest::rounded(even.initiative[0]), battletest::rounded(even.initiative[1]));
    QCOMPARE(battletest::rounded(even.ambush[0]), battletest::rounded(even.ambush[1]));
    // Skill 0 against 25: side 0 never has the higher margin; side 1 wins by 10 or more (ambush at 9)
    // unless both critically fail.
    const ReconOdds lopsided = reconOdds(contestOf(0, 25, 4));
    QCOMPARE(lopsided.winFor(0), 0.0);
    QVERIFY(lopsided.ambush[1] > 0.99);
}

// "Bunkered: ... if you win, treat your victory as a tie."
void TstReconOdds::bunkeredNeverWins()
{
    const ReconOdds odds = reconOdds(contestOf(15, 11, 8, true, false));
    QCOMPARE(odds.winFor(0), 0.0);
    QVERIFY(odds.winFor(1) > 0);
    const ReconOdds free = reconOdds(contestOf(15, 11, 8));
    // The bunkered side's wins become ties; side 1's wins are unchanged.
    QCOMPARE(battletest::rounded(odds.winFor(1)), battletest::rounded(free.winFor(1)));
    QCOMPARE(battletest::rounded(odds.tiePitched + odds.tieEncounter),
             battletest::rounded(free.tiePitched + free.tieEncounter + free.winFor(0)));
}

// "Tie - Roll 1d. A roll less than or equal to the Terrain Rating means a pitched battle."
void TstReconOdds::tieSplitsByTheDie()
{
    for (int rating = 1; rating <= 8; ++rating) {
        const ReconOdds odds = reconOdds(contestOf(11, 11, rating));
        const double ties = odds.tiePitched + odds.tieEncounter;
        QCOMPARE(battletest::rounded(odds.tiePitched / ties), battletest::rounded(std::min(rating, 6) / 6.0));
    }
}

// The odds of a whole setup: Drake's Cross at 7 against 14 favours Strykland.
void TstReconOdds::fromASetup()
{
    const ReconContest contest = reconContestFor(drakesCross());
    QCOMPARE(contest, contestOf(7, 14, 6));
    const ReconOdds odds = reconOdds(contest);
    QVERIFY(odds.winFor(1) > 0.8);
    QVERIFY(odds.winFor(0) < 0.1);
}

// The exact odds agree with 10^6 contests rolled by the program (seeded), within 0.3 percentage points for
// every result.
void TstReconOdds::matchMonteCarlo_data()
{
    QTest::addColumn<ReconContest>("contest");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("Drake's Cross") << contestOf(7, 14, 6) << quint64(1);
    QTest::newRow("equal skills, Jungle") << contestOf(12, 12, 3) << quint64(2);
    QTest::newRow("bunkered, Plains") << contestOf(15, 11, 8, true, false) << quint64(3);
    QTest::newRow("low skills, many criticals") << contestOf(4, 6, 2) << quint64(4);
}

void TstReconOdds::matchMonteCarlo()
{
    QFETCH(ReconContest, contest);
    QFETCH(quint64, seed);
    const QList<Key> keys = allKeys();
    QList<qint64> counts(keys.size(), 0);
    muster::dice::DiceSource dice(seed);
    constexpr int trials = 1'000'000;
    for (int i = 0; i < trials; ++i) {
        const qsizetype k = keyIndex(rollReconContest(contest, dice));
        QVERIFY(k >= 0);
        ++counts[k];
    }
    const ReconOdds odds = reconOdds(contest);
    for (qsizetype k = 0; k < keys.size(); ++k) {
        const double exact = odds.of(keys[k].result, keys[k].side);
        const double observed = double(counts[k]) / trials;
        QVERIFY2(
            std::abs(exact - observed) < 0.003,
            qPrintable(
                QStringLiteral("%1: exact %2, rolled %3").arg(keyName(keys[k])).arg(exact).arg(observed)));
    }
}

std::unique_ptr<QObject> newReconOddsTest()
{
    return std::make_unique<TstReconOdds>();
}

#include "recon_odds.moc"
