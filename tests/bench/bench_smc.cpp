// Performance target of Simplified Mass Combat, measured with QBENCHMARK (run by hand, never in CI): the exact
// distribution of a Clash's outcome for Power pools up to 40 dice < 5 ms.
#include "battle/smc/SmcRules.h"

#include <QtTest>

using namespace muster::smc;

class BenchSmc : public QObject
{
    Q_OBJECT

private slots:
    void clashOfFortyAgainstForty()
    {
        ClashOdds odds;
        QBENCHMARK {
            odds = clashOdds(40, 3, 40);
        }
        QVERIFY(odds.attackerBeatenOff > 0 && odds.attackerBeatenOff < 1);
    }
};

QTEST_GUILESS_MAIN(BenchSmc)
#include "bench_smc.moc"
