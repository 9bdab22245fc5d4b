// Performance targets of the battle engines, measured with QBENCHMARK (run by hand, never in CI): the GURPS
// strategy matrix for 14 x 14 strategies < 5 ms; resolving rounds >= 1,000,000 per second on one core, both as the
// bare rule function and through the engine's decisions with dice; the whole-battle forecast < 50 ms, the advisor
// < 500 ms; 100,000 Mutant: Year Zero battles sampled < 1 s, beside 100,000 GURPS battles in the same run.
#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/Odds.h"
#include "battle/gurps/RoundRules.h"
#include "battle/gurps/forecast/Advisor.h"
#include "battle/gurps/forecast/Forecast.h"
#include "battle/gurps/forecast/PlayedOut.h"
#include "battle/myz/forecast/MyzForecast.h"

#include "../battle/RuleTestSupport.h"

#include <QElapsedTimer>
#include <QtTest>

#include <algorithm>
#include <random>
#include <vector>

using namespace muster;
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

// A pitched battle of two rosters with a few special classes, a commander and a PC hero on each side, so that
// every round asks for Heroism, the Quick Contest, Misfortunes and now and then a successor or a pursuit.
BattleSetup benchBattle()
{
    using battletest::person;
    using battletest::troops;
    BattleSetup setup;
    setup.name = QStringLiteral("Bench battle");
    SideSetup &red = setup.sides[0];
    red.name = QStringLiteral("Red");
    red.elements = {troops(QStringLiteral("Foot"), 12, 10), troops(QStringLiteral("Archers"), 4, 6, {SpecialClass::F}),
                    troops(QStringLiteral("Horse"), 3, 12, {SpecialClass::Cv})};
    red.people = {person(QStringLiteral("Red commander"), 13, 12), person(QStringLiteral("Red hero"), 11, 12, true)};
    SideSetup &blue = setup.sides[1];
    blue.name = QStringLiteral("Blue");
    blue.elements = {troops(QStringLiteral("Foot"), 15, 10), troops(QStringLiteral("Catapults"), 2, 8, {SpecialClass::Art})};
    blue.people = {person(QStringLiteral("Blue commander"), 12, 13), person(QStringLiteral("Blue hero"), 12, 11, true)};
    blue.defenseBonus = 2;
    return setup;
}

// The bench battle, started.
BattleEngine benchEngine()
{
    auto engine = BattleEngine::create(benchBattle());
    if (!engine)
        qFatal("the bench battle does not start: %s", qPrintable(engine.error().message));
    return *engine;
}

SidePolicy policy(BattleStrategy strategy, int risk = 0)
{
    SidePolicy p;
    p.strategy = StrategyChoice{strategy, false};
    p.risk = risk;
    return p;
}

// The forecast benchmarks' policies: Red attacks, Blue defends, every round.
const BattlePolicies attackAgainstDefense{policy(BattleStrategy::Attack), policy(BattleStrategy::Defense)};

// A Mutant: Year Zero battle of the size the GURPS bench battle is: Battle Level 8 against 7, special units on both
// sides (Artillery and Cavalry against Cavalry and Aerial), a leader and a PC on each. Every person has 3 + 2 dice in
// every skill.
myz::BattleSetup myzBenchBattle()
{
    const auto person = [](const QString &name, myz::Position position) {
        myz::Person p;
        p.name = name;
        p.position = position;
        p.playerCharacter = true;
        for (const myz::Skill s : myz::allSkills())
            p.skills.insert(s, myz::SkillDice{3, 2});
        return p;
    };
    myz::BattleSetup setup;
    setup.name = QStringLiteral("Bench battle");
    myz::Faction &ark = setup.factions[0];
    ark.name = QStringLiteral("The Ark");
    ark.battleLevel = 8;
    ark.units = {{myz::UnitClass::artillery, 1}, {myz::UnitClass::cavalry, 2}};
    ark.people = {person(QStringLiteral("Boss"), myz::Position::Leader), person(QStringLiteral("Scout"), myz::Position::Assailant)};
    myz::Faction &raiders = setup.factions[1];
    raiders.name = QStringLiteral("Raiders");
    raiders.battleLevel = 7;
    raiders.units = {{myz::UnitClass::cavalry, 1}, {myz::UnitClass::aerial, 1}};
    raiders.people = {person(QStringLiteral("Warlord"), myz::Position::Leader), person(QStringLiteral("Sniper"), myz::Position::Assailant)};
    return setup;
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

    // Whole battles through the engine: every decision built as the battle dialog builds it (Heroism, strategies,
    // the Leadership rolls they call for, the Strategy rolls, the end of the round with its Misfortunes, the
    // pursuit), every die from the program's DiceSource, each step checked and recorded by BattleEngine::apply.
    // No report and no log text are built. A fixed batch of rounds per iteration, battles started afresh from a
    // copy of the same new engine.
    void engineRoundsThroughDecisions()
    {
        constexpr int batch = 200'000;
        const BattleEngine fresh = benchEngine();
        const std::array<BattlePolicies, 3> policies = {
            attackAgainstDefense,
            BattlePolicies{policy(BattleStrategy::AllOutAttack), policy(BattleStrategy::Skirmish)},
            BattlePolicies{policy(BattleStrategy::Raid, 1), policy(BattleStrategy::Attack, -1)}};
        muster::dice::DiceSource dice(20261128);
        qint64 battles = 0;
        QBENCHMARK
        {
            QElapsedTimer timer;
            timer.start();
            int rounds = 0;
            while (rounds < batch) {
                BattleEngine engine = fresh;
                playOut(engine, policies.at(size_t(battles % 3)), dice);
                rounds += engine.roundNumber();
                ++battles;
            }
            m_engineRoundsPerSecond.push_back(rounds * 1e9 / double(std::max<qint64>(1, timer.nsecsElapsed())));
        }
        QVERIFY(battles > 0);
    }

    // The whole-battle forecast from the start of the bench battle (Attack against Defense): the exact chain
    // without Misfortunes of War, and the forecast as the dialog shows it (the chain and 1,000 paired battles).
    void forecastFromTheStart()
    {
        const BattleEngine engine = benchEngine();
        QBENCHMARK
        {
            QElapsedTimer timer;
            timer.start();
            const auto chain = chainForecast(engine, attackAgainstDefense, false);
            m_chainNs.push_back(timer.nsecsElapsed());
            QVERIFY(chain);
            timer.restart();
            const BattleForecast forecast = forecastBattle(engine, attackAgainstDefense);
            m_forecastNs.push_back(timer.nsecsElapsed());
            m_chainStates = chain->states;
            QVERIFY(forecast.wins(0) + forecast.wins(1) > 0.5);
        }
    }

    // The strategy advisor for the first round of the bench battle: a forecast for every pair of legal strategies
    // (13 x 13 here) and both sides' minimax mixes.
    void advisorForOneRound()
    {
        const BattleEngine engine = benchEngine();
        QBENCHMARK
        {
            QElapsedTimer timer;
            timer.start();
            const RoundAdvice advice = adviseRound(engine, attackAgainstDefense);
            m_advisorNs.push_back(timer.nsecsElapsed());
            m_advisorCells = advice.wins.size();
        }
    }

    // 100,000 battles through the engine, the same battle and policies: what a sampled forecast of that size costs.
    void sampled100000Battles()
    {
        const BattleEngine engine = benchEngine();
        QBENCHMARK_ONCE
        {
            QElapsedTimer timer;
            timer.start();
            sampleBattles(engine, attackAgainstDefense, 100'000, 1);
            m_sampledNs = timer.nsecsElapsed();
        }
    }

    // 100,000 Mutant: Year Zero battles through MyzBattle::take, as muster-cli forecast samples them: both leaders
    // attack and push while behind. Beside sampled100000Battles, in the same run.
    void sampled100000MyzBattles()
    {
        const myz::MyzBattle battle(myzBenchBattle());
        myz::MyzPolicies policies;
        for (myz::FactionPolicy &p : policies)
            p.strategy = myz::Strategy::Attack;
        myz::MyzForecast forecast;
        QBENCHMARK_ONCE
        {
            QElapsedTimer timer;
            timer.start();
            forecast = myz::sampleMyzBattles(battle, policies, 100'000, 1);
            m_myzSampledNs = timer.nsecsElapsed();
        }
        m_myzWaves = forecast.expectedWaves;
        // Every figure of the forecast, so that a change meant to be faster only can be seen to change none.
        for (const double chance : forecast.endings)
            m_myzDigest += QString::number(chance, 'f', 5) + u' ';
        for (const myz::MyzSideForecast &side : forecast.sides)
            m_myzDigest += QString::number(side.fightersKilled, 'f', 4) + u' ' + QString::number(side.battleDiceLeft, 'f', 4)
                           + u' ' + QString::number(side.leaderCaptured, 'f', 5) + u' ';
        QVERIFY(forecast.wins(0) + forecast.wins(1) > 0.5);
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
        if (!m_chainNs.empty()) {
            qInfo("forecast from the start: exact chain without Misfortunes median %.1f ms (%lld states at most); "
                  "with 1,000 paired battles median %.1f ms (target < 50 ms)%s",
                  medianOf(m_chainNs) / 1e6, qint64(m_chainStates), medianOf(m_forecastNs) / 1e6,
                  medianOf(m_forecastNs) < 50e6 ? "" : " -- TARGET MISSED");
        }
        if (!m_advisorNs.empty())
            qInfo("advisor for one round (%zu pairs of strategies): median %.0f ms (target < 500 ms)%s", m_advisorCells,
                  medianOf(m_advisorNs) / 1e6, medianOf(m_advisorNs) < 500e6 ? "" : " -- TARGET MISSED");
        if (m_sampledNs > 0)
            qInfo("100,000 GURPS battles sampled through the engine: %.0f ms", double(m_sampledNs) / 1e6);
        if (m_myzSampledNs > 0)
            qInfo("100,000 MYZ battles sampled through the engine: %.0f ms, %.1f Waves each (target < 1,000 ms)%s",
                  double(m_myzSampledNs) / 1e6, m_myzWaves, m_myzSampledNs < 1'000'000'000 ? "" : " -- TARGET MISSED");
        if (!m_myzDigest.isEmpty())
            qInfo("MYZ forecast, seed 1 (endings; killed, Battle Dice left, leader captured per side): %s",
                  qPrintable(m_myzDigest));
        if (!m_engineRoundsPerSecond.empty()) {
            const double median = medianOf(m_engineRoundsPerSecond);
            qInfo("engine, whole battles through decisions with dice: median %.0f rounds per second, best %.0f, over "
                  "%zu batches of 200,000 (target >= 1,000,000)%s",
                  median, *std::max_element(m_engineRoundsPerSecond.begin(), m_engineRoundsPerSecond.end()),
                  m_engineRoundsPerSecond.size(), median >= 1e6 ? "" : " -- TARGET MISSED");
        }
    }

private:
    std::vector<qint64> m_matrixNs;        // one per call of strategyMatrix()
    std::vector<double> m_roundsPerSecond; // one per batch
    std::vector<double> m_engineRoundsPerSecond; // one per batch
    std::vector<qint64> m_chainNs, m_forecastNs;  // one per forecast
    qsizetype m_chainStates = 0;
    std::vector<qint64> m_advisorNs;
    size_t m_advisorCells = 0;
    qint64 m_sampledNs = 0;
    qint64 m_myzSampledNs = 0;
    double m_myzWaves = 0;
    QString m_myzDigest;
};

QTEST_GUILESS_MAIN(BenchBattle)
#include "bench_battle.moc"
