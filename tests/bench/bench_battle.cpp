// Performance targets of the GURPS battle engine, measured with QBENCHMARK (run by hand, never in CI):
// the strategy matrix for 14 x 14 strategies < 5 ms; resolving rounds >= 1,000,000 per second on one core.
#include "battle/gurps/Odds.h"
#include "battle/gurps/RoundRules.h"

#include <QElapsedTimer>
#include <QtTest>

#include <algorithm>
#include <random>
#include <vector>

using namespace muster::gurps;

namespace {

// An arbitrary side with most modifiers of the Strategy roll in play.
SkillInputs skillInputs(int baseSkill, int basicStrategyModifier, int casualties)
{
    SkillInputs in;
    in.baseSkill = baseSkill;
    in.basicStrategyModifier = basicStrategyModifier;
    in.casualties = casualties;
    in.defenseBonus = 2;
    in.risk = 1;
    in.significantActions = 1;
    in.artillerySuperiority = true;
    in.cavalryOrNavalSuperiority = true;
    in.raidSuperiorities = 2;
    in.skirmishSuperiority = true;
    in.positionBonus = 1;
    return in;
}

QList<StrategyChoice> everyStrategy()
{
    QList<StrategyChoice> choices;
    for (BattleStrategy s : allStrategies)
        choices << StrategyChoice{s, false};
    return choices;
}

struct ContestInput
{
    std::array<Contestant, 2> sides;
    int pb = 0;
};

// `count` contests the engine could fight (no Parley, no special case), with varied skills, rolls,
// strategies, Desperate choices, earlier Indirect Attacks and Position Bonus; always the same ones.
std::vector<ContestInput> makeContests(size_t count)
{
    std::mt19937 random(20240601);
    const auto between = [&random](int low, int high) {
        return std::uniform_int_distribution<int>(low, high)(random);
    };
    std::vector<ContestInput> contests;
    contests.reserve(count);
    while (contests.size() < count) {
        ContestInput c;
        for (Contestant &side : c.sides) {
            const BattleStrategy s = allStrategies.at(size_t(between(0, strategyCount - 1)));
            side.choice = StrategyChoice{s, allowsDesperate(s) && between(0, 3) == 0};
            side.skill = between(4, 20);
            side.roll = between(3, 18);
            side.earlierIndirectAttacks = between(0, 2);
        }
        const BattleStrategy a = c.sides[0].choice.strategy, b = c.sides[1].choice.strategy;
        if (a == BattleStrategy::Parley || b == BattleStrategy::Parley ||
            specialCaseFor(a, b) != SpecialCase::None)
            continue;
        c.pb = between(-4, 4);
        contests.push_back(c);
    }
    return contests;
}

template <typename T> double medianOf(std::vector<T> values)
{
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? double(values[n / 2]) : (double(values[n / 2 - 1]) + double(values[n / 2])) / 2;
}

} // namespace

class BenchBattle : public QObject
{
    Q_OBJECT

private slots:
    // The matrix the wizard shows in the Choose Strategies step, every strategy legal on both sides.
    void strategyMatrix14x14()
    {
        std::array<MatrixSide, 2> sides;
        sides[0].skill = skillInputs(12, 0, 10);
        sides[1].skill = skillInputs(11, 3, 0);
        sides[1].earlierIndirectAttacks = 1;
        for (MatrixSide &side : sides)
            side.legal = everyStrategy();
        QList<MatrixCell> cells;
        QBENCHMARK
        {
            QElapsedTimer timer;
            timer.start();
            cells = strategyMatrix(sides);
            m_matrixNs.push_back(timer.nsecsElapsed());
        }
        QCOMPARE(cells.size(), strategyCount * strategyCount);
    }

    // Whole rounds through the Quick Contest and the Combat Results Table, a fixed batch per iteration.
    void resolveContestRounds()
    {
        constexpr size_t distinct = 4096; // a power of two: the loop picks inputs with a mask
        constexpr int batch = 1'000'000;
        const std::vector<ContestInput> contests = makeContests(distinct);
        qint64 checksum = 0;
        QBENCHMARK
        {
            QElapsedTimer timer;
            timer.start();
            for (int i = 0; i < batch; ++i) {
                const ContestInput &c = contests[size_t(i) & (distinct - 1)];
                const RoundOutcome outcome = resolveContest(c.sides, c.pb);
                checksum +=
                    outcome.marginOfVictory + outcome.casualties[0] + outcome.casualties[1] + outcome.pbShift;
            }
            m_roundsPerSecond.push_back(batch * 1e9 / double(std::max<qint64>(1, timer.nsecsElapsed())));
        }
        QVERIFY(checksum != 0);
    }

    // Qt Test may call a benchmark function several times; the figures of every run are summed up once here.
    void cleanupTestCase()
    {
        if (!m_matrixNs.empty()) {
            const double median = medianOf(m_matrixNs) / 1e6;
            qInfo("strategyMatrix, 14 x 14 strategies: median %.3f ms, best %.3f ms over %zu runs (target < "
                  "5 ms)%s",
                  median, double(*std::min_element(m_matrixNs.begin(), m_matrixNs.end())) / 1e6,
                  m_matrixNs.size(), median < 5.0 ? "" : " -- TARGET MISSED");
        }
        if (!m_roundsPerSecond.empty()) {
            const double median = medianOf(m_roundsPerSecond);
            qInfo("resolveContest: median %.0f rounds per second, best %.0f, over %zu batches of 1,000,000 "
                  "(target >= 1,000,000)%s",
                  median, *std::max_element(m_roundsPerSecond.begin(), m_roundsPerSecond.end()),
                  m_roundsPerSecond.size(), median >= 1e6 ? "" : " -- TARGET MISSED");
        }
    }

private:
    std::vector<qint64> m_matrixNs;        // one per call of strategyMatrix()
    std::vector<double> m_roundsPerSecond; // one per batch
};

QTEST_GUILESS_MAIN(BenchBattle)
#include "bench_battle.moc"
