// Performance target of the MYZ rule set, measured with QBENCHMARK (run by hand, never in CI): the exact odds of a
// Battle roll (each side's chance of more sixes and of every row of the margin table) for pools of up to 30 dice
// a side < 10 ms; the same with both leaders pushing while not ahead (pushedWaveOdds) < 10 ms.
#include "battle/myz/WaveResult.h"
#include "battle/myz/forecast/PushedWave.h"

#include <QtTest>

using namespace muster::myz;

class BenchMyz : public QObject
{
    Q_OBJECT

private slots:
    // The largest pools the target names: 30 dice against 30, a Feinted Attack against a Skirmish so that the
    // margin rules are all in play.
    void oddsOfThirtyAgainstThirty()
    {
        WaveOdds odds;
        QBENCHMARK {
            odds = waveOdds({30, 30}, {Strategy::FeintedAttack, Strategy::Skirmish}, {1, 0});
        }
        QVERIFY(odds.moreSixes[0] > 0.3 && odds.moreSixes[0] < 0.5);
    }

    // 30 dice against 30 (20 Battle, 6 Strategy, 4 Support) with both leaders pushing while not ahead: the
    // largest state space the pushed odds meet in play.
    void pushedOddsOfThirtyAgainstThirty()
    {
        PushedWaveOdds odds;
        QBENCHMARK {
            odds = pushedWaveOdds({PoolDice{20, 6, 4}, PoolDice{20, 6, 4}},
                                  {PushPolicy::WhileNotAhead, PushPolicy::WhileNotAhead}, 0,
                                  {Strategy::FeintedAttack, Strategy::Skirmish}, {1, 0});
        }
        QVERIFY(odds.expectedPushes[0] > 1 && odds.expectedPushes[0] < 6);
    }

    // Every pair of pools from 1 to 30 dice, as a GM changing choices might ask for them all.
    void oddsOfEveryPairUpToThirty()
    {
        double total = 0;
        QBENCHMARK {
            for (int a = 1; a <= 30; ++a)
                for (int b = 1; b <= 30; ++b)
                    total += waveOdds({a, b}, {Strategy::Attack, Strategy::Defense}, {0, 0}).inconclusive;
        }
        QVERIFY(total > 0);
    }
};

QTEST_GUILESS_MAIN(BenchMyz)
#include "bench_myz.moc"
