// "Mutant: Year Zero Mass Combat, Battle Phase" (pushing) and "End Phase" (the margin table): the exact odds of a
// Battle roll with each leader pushing by a policy. Expected values are worked by hand in the comments, or come from
// the unpushed odds (WaveOdds) and from the engine itself playing the roll 100,000 times.

#include "MyzScenario.h"
#include "battle/myz/forecast/PushedWave.h"
#include "dice/DiceSource.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <numeric>

using namespace myztest;

namespace {

using Policies = std::array<PushPolicy, 2>;

double total(const std::vector<double> &chances)
{
    return std::accumulate(chances.cbegin(), chances.cend(), 0.0);
}

double mean(const std::vector<double> &chances)
{
    double sum = 0;
    for (int count = 0; count < int(chances.size()); ++count)
        sum += count * chances[count];
    return sum;
}

double variance(const std::vector<double> &chances)
{
    const double mu = mean(chances);
    double sum = 0;
    for (int count = 0; count < int(chances.size()); ++count)
        sum += (count - mu) * (count - mu) * chances[count];
    return sum;
}

double winChance(const PushedWaveOdds &odds, int side)
{
    return std::accumulate(odds.rows[side].cbegin(), odds.rows[side].cend(), 0.0);
}

// The Battle roll as the engine plays it, tallied over many tries.
struct Tally
{
    int tries = 0;
    std::array<std::array<double, 5>, 2> rows{};
    double inconclusive = 0;
    std::array<double, 2> successes{0, 0}, losses{0, 0}, damage{0, 0}, pushes{0, 0}, pushesSquared{0, 0};
};

// The battle's Battle roll `tries` times: the pools rolled, pushes by nextPusher with fresh faces, then settled.
Tally playRolls(const MyzBattle &before, Policies policies, int tries, quint64 seed)
{
    dice::DiceSource dice(seed);
    Tally tally;
    tally.tries = tries;
    for (int i = 0; i < tries; ++i) {
        MyzBattle battle = before;
        RollStep roll;
        for (int side = 0; side < 2; ++side) {
            const BattlePool &pool = before.wave().pools[side];
            roll.pools[side] = PoolFaces{toFaces(dice.pool(pool.battle, 6)), toFaces(dice.pool(pool.strategy, 6)),
                                       toFaces(dice.pool(pool.support, 6))};
        }
        bool taken = battle.take(Step(roll)).ok();
        for (int side = nextPusher(battle, policies); taken && side >= 0; side = nextPusher(battle, policies))
            taken = battle.take(Step(PushStep{side, toFaces(dice.pool(battle.rerollCount(side), 6)), false})).ok();
        taken = taken && battle.take(Step(SettleStep{})).ok();
        if (!taken)
            return {}; // tries 0: the caller fails
        const WaveRecord &w = battle.wave();
        if (w.winner < 0)
            tally.inconclusive += 1;
        else
            tally.rows[w.winner][int(w.row)] += 1;
        for (int side = 0; side < 2; ++side) {
            tally.successes[side] += poolSixes(w.faces[side]);
            tally.losses[side] += dice::ones(w.faces[side].battle);
            tally.damage[side] += dice::ones(w.faces[side].support);
            const double pushes = double(std::count_if(w.pushes.cbegin(), w.pushes.cend(),
                                                       [side](const PushStep &p) { return p.side == side; }));
            tally.pushes[side] += pushes;
            tally.pushesSquared[side] += pushes * pushes;
        }
    }
    return tally;
}

// Takes the Action Phase with the GM's extra Strategy Dice for NPCs (0 to 4 a side).
void gmDice(MyzBattle &battle, Pair extra)
{
    while (battle.phase() == Phase::Action) {
        const int side = battle.sideToAct();
        const ActionKind kind = extra[side] > 0 ? ActionKind::GmDice : ActionKind::None;
        MYZ_TAKE(battle, Step(action(side, kind, {}, 0, extra[side])));
    }
}

enum class Scenario { FeintAfterFeint, SkirmishSecondActsFirst, FightingRetreat, SupportDiceBothNotAhead };

BattleSetup scenarioSetup(Scenario scenario)
{
    switch (scenario) {
    case Scenario::FeintAfterFeint: return fieldBattle(4, 3);
    case Scenario::SkirmishSecondActsFirst: return fieldBattle(3, 4);
    case Scenario::FightingRetreat: return fieldBattle(2, 4);
    case Scenario::SupportDiceBothNotAhead: {
        BattleSetup setup = fieldBattle(3, 3);
        setup.factions[0].units = {{UnitClass::armored, 1}, {UnitClass::artillery, 1}};
        setup.factions[1].units = {{UnitClass::cavalry, 1}};
        return setup;
    }
    }
    return fieldBattle();
}

// Takes the battle of scenarioSetup to its Battle Phase, before the roll.
void toBattlePhase(MyzBattle &battle, Scenario scenario)
{
    switch (scenario) {
    case Scenario::FeintAfterFeint:
        // Wave 2's Feinted Attack after Wave 1's: +1 to a winning margin instead of doubling it, and 2 more
        // Strategy Dice lost (3 + 4 GM's dice - 4 = 3); the Defense has 1 + 1.
        begin(battle);
        playWave(battle, Strategy::FeintedAttack, Strategy::Defense, {0, 0});
        choose(battle, Strategy::FeintedAttack, Strategy::Defense, {3, 1});
        gmDice(battle, {4, 0});
        return;
    case Scenario::SkirmishSecondActsFirst:
        // Side 1 has the initiative; Skirmish halves side 0's winning margin.
        MYZ_TAKE(battle, Step(InitiativeStep{{dice::DieRoll{6, 2, true}, dice::DieRoll{6, 5, true}}, 1}));
        choose(battle, Strategy::Skirmish, Strategy::Attack, {0, 2});
        gmDice(battle, {0, 2});
        return;
    case Scenario::FightingRetreat:
        // A retreating side cannot win: its more sixes read as Inconclusive.
        begin(battle);
        choose(battle, Strategy::FightingRetreat, Strategy::Attack, {1, 3});
        gmDice(battle, {0, 0});
        return;
    case Scenario::SupportDiceBothNotAhead:
        // A Support Die per special class; Total Attack's 2 Strategy Dice against 2 of special circumstances.
        begin(battle);
        choose(battle, Strategy::Attack, Strategy::TotalAttack, {2, 0});
        gmDice(battle, {1, 2});
        return;
    }
}

// Whether `seen` of `tries` tries is within 3 standard errors of chance `p`.
bool nearChance(double seen, int tries, double p)
{
    const double se = std::sqrt(p * (1 - p) / tries);
    return std::abs(seen / tries - p) <= 3 * se + 1e-12;
}

} // namespace

class PushedWaveTest : public QObject
{
    Q_OBJECT

private slots:
    // "Battle Phase", pushing: a push gives up a Strategy Die not showing a six (while there is one) and rerolls every
    // die but the sixes, the Battle Dice's skulls and the Support Dice's fires. Counts by hand.
    void pushCountsOfAPool_data()
    {
        QTest::addColumn<QList<int>>("battle");
        QTest::addColumn<QList<int>>("strategy");
        QTest::addColumn<QList<int>>("support");
        QTest::addColumn<int>("sixes");
        QTest::addColumn<int>("strategyNonSixes");
        QTest::addColumn<int>("rerolled");
        // Battle 6 kept, 1 kept; Strategy 2, 3, 4: one given up, two rerolled; Support 5 rerolled: 3.
        QTest::newRow("Ghoul Strike, the Ark") << QList<int>{6, 1} << QList<int>{2, 3, 4} << QList<int>{5} << 1 << 3 << 3;
        // A Strategy Die's one is rerolled like any non-six; a Support Die's one is kept.
        QTest::newRow("ones") << QList<int>{1, 1, 2} << QList<int>{1, 6} << QList<int>{1, 3} << 1 << 1 << 2;
        // Only sixes among the Strategy Dice: one of them is given up, nothing of it rerolled.
        QTest::newRow("strategy all sixes") << QList<int>{3, 6} << QList<int>{6, 6} << QList<int>{} << 3 << 0 << 1;
        QTest::newRow("empty") << QList<int>{} << QList<int>{} << QList<int>{} << 0 << 0 << 0;
    }
    void pushCountsOfAPool()
    {
        QFETCH(QList<int>, battle);
        QFETCH(QList<int>, strategy);
        QFETCH(QList<int>, support);
        const PushCounts counts = pushCounts(PoolFaces{toFaces(battle), toFaces(strategy), toFaces(support)});
        QTEST(counts.sixes, "sixes");
        QTEST(counts.strategyNonSixes, "strategyNonSixes");
        QTEST(counts.rerolled, "rerolled");
    }

    // With nobody pushing the odds are those of the roll as it lies (waveOdds on the dice rolled).
    void neverPushingIsTheRollAsItLies_data()
    {
        QTest::addColumn<PoolDice>("a");
        QTest::addColumn<PoolDice>("b");
        QTest::addColumn<Strategy>("foughtA");
        QTest::addColumn<Strategy>("foughtB");
        QTest::addColumn<int>("feintsA");
        QTest::newRow("1 v 1, attack") << PoolDice{1, 0, 0} << PoolDice{1, 0, 0} << Strategy::Attack << Strategy::Attack << 0;
        QTest::newRow("3+2+1 v 4+1, feint") << PoolDice{3, 2, 1} << PoolDice{4, 1, 0} << Strategy::FeintedAttack
                                            << Strategy::Defense << 0;
        QTest::newRow("feint after feint v skirmish") << PoolDice{5, 3, 2} << PoolDice{2, 4, 1}
                                                      << Strategy::FeintedAttack << Strategy::Skirmish << 1;
        QTest::newRow("full retreat") << PoolDice{2, 4, 0} << PoolDice{6, 0, 3} << Strategy::FullRetreat
                                      << Strategy::Attack << 0;
        QTest::newRow("empty v 20+6+4") << PoolDice{} << PoolDice{20, 6, 4} << Strategy::Attack << Strategy::Raid << 0;
    }
    void neverPushingIsTheRollAsItLies()
    {
        QFETCH(PoolDice, a);
        QFETCH(PoolDice, b);
        QFETCH(Strategy, foughtA);
        QFETCH(Strategy, foughtB);
        QFETCH(int, feintsA);
        const std::array<Strategy, 2> fought{foughtA, foughtB};
        const PushedWaveOdds pushed = pushedWaveOdds({a, b}, {PushPolicy::Never, PushPolicy::Never}, 0, fought, {feintsA, 0});
        const WaveOdds plain = waveOdds({a.battle + a.strategy + a.support, b.battle + b.strategy + b.support}, fought,
                                        {feintsA, 0});
        QVERIFY(std::abs(pushed.sameSixes - plain.sameSixes) < 1e-12);
        QVERIFY(std::abs(pushed.inconclusive - plain.inconclusive) < 1e-12);
        for (int side = 0; side < 2; ++side) {
            QVERIFY(std::abs(pushed.moreSixes[side] - plain.moreSixes[side]) < 1e-12);
            for (int row = 0; row < 5; ++row)
                QVERIFY2(std::abs(pushed.rows[side][row] - plain.rows[side][row]) < 1e-12, qPrintable(QString::number(row)));
            QCOMPARE(pushed.expectedPushes[side], 0.0);
        }
        // Unpushed, each Battle Die shows a one with chance 1/6: 3 Battle Dice lose 3/6 = 0.5 on average, and the
        // Support Die is damaged with 1/6.
        if (a.battle == 3 && a.support == 1) {
            QVERIFY(std::abs(mean(pushed.losses[0]) - 0.5) < 1e-12);
            QVERIFY(std::abs(pushed.damage[0][1] - 1.0 / 6) < 1e-12);
        }
    }

    // Side 0 {1 Battle Die, 2 Strategy Dice} pushing while behind against side 1 {1 Battle Die} that never pushes.
    // Side 1 has no six with 5/6: side 0 is never behind and wins with a six on its 3 dice: 1 - (5/6)^3 = 91/216.
    // Side 1 has a six with 1/6: side 0 wins with 2 sixes. On the first roll that is 3(1/6)^2(5/6) + (1/6)^3 =
    // 16/216. With 1 six it ties and stops. With none (125/216) it pushes: a Strategy Die goes, the other and the
    // Battle Die (if not a one: 4/5 of non-sixes) are rolled again; both sixes (1/36) win; one six ties; none
    // (25/36) leaves 1 Strategy Die, and a second push can roll only the Battle Die: at best a tie. So
    // P(side 0 wins | side 1 has a six) = 16/216 + 125/216 * 4/5 * 1/36 = 169/1944, and
    // P(side 0 wins) = 5/6 * 91/216 + 1/6 * 169/1944 = 533/1458.
    // Side 1 wins when side 0 ends with no six: from its 125/216 without a six, Battle Die a one (1/5): the push's
    // Strategy Die misses (5/6) and nothing is left to roll; otherwise (4/5): the push misses (25/36), then the Battle
    // Die is a one (1/5) or is pushed again and misses (4/5 * 5/6): 1/5 * 5/6 + 4/5 * 25/36 * 13/15 = 35/54;
    // P(side 1 wins) = 1/6 * 125/216 * 35/54 = 4375/69984.
    // Pushes: the first push, then the second with 4/5 * 25/36 * 4/5 = 4/9: E = 1/6 * 125/216 * 13/9 = 1625/11664
    // (the push that would roll nothing, with the Battle Die on a one, is not taken).
    // The Battle Die ends on a one: with 1/6 when nobody pushes; when side 1 has a six, 1/6 at once, else (4/6) with
    // both Strategy Dice missing (25/36) the pushes bring a one with 1/6 + 4/6 * 5/6 * 1/6 = 7/27: 1/6 + 4/6 * 25/36 *
    // 7/27 = 209/729; P(one loss) = 5/6 * 1/6 + 1/6 * 209/729 = 1633/8748.
    void behindAgainstOneDieByHand()
    {
        const PushedWaveOdds odds = pushedWaveOdds({PoolDice{1, 2, 0}, PoolDice{1, 0, 0}},
                                                   {PushPolicy::WhileBehind, PushPolicy::Never}, 0,
                                                   {Strategy::Attack, Strategy::Attack}, {0, 0});
        QVERIFY(std::abs(winChance(odds, 0) - 533.0 / 1458) < 1e-12);
        QVERIFY(std::abs(odds.moreSixes[0] - 533.0 / 1458) < 1e-12);
        QVERIFY(std::abs(winChance(odds, 1) - 4375.0 / 69984) < 1e-12);
        QVERIFY(std::abs(odds.expectedPushes[0] - 1625.0 / 11664) < 1e-12);
        QCOMPARE(odds.expectedPushes[1], 0.0);
        QVERIFY(std::abs(odds.losses[0][1] - 1633.0 / 8748) < 1e-12);
        QVERIFY(std::abs(odds.losses[1][1] - 1.0 / 6) < 1e-12);
        QCOMPARE(int(odds.damage[0].size()), 1); // no Support Dice: surely no damage
        QCOMPARE(odds.damage[0][0], 1.0);
    }

    // Side 0 {2 Strategy Dice, 1 Support Die} pushing while not ahead against an empty pool: it pushes until it has
    // a six. It has none with (5/6)^3 = 125/216; then, as above with the Support Die in the Battle Die's place, it
    // ends with none with 35/54: P(no six) = 4375/11664. Pushes: 125/216 * 13/9 = 1625/1944. The Support Die ends on
    // a one with 1/6 + 4/6 * 25/36 * 7/27 = 209/729: damage.
    void notAheadWithASupportDieByHand()
    {
        const PushedWaveOdds odds = pushedWaveOdds({PoolDice{0, 2, 1}, PoolDice{}},
                                                   {PushPolicy::WhileNotAhead, PushPolicy::Never}, 1,
                                                   {Strategy::Attack, Strategy::Attack}, {0, 0});
        QVERIFY(std::abs(odds.successes[0][0] - 4375.0 / 11664) < 1e-12);
        QVERIFY(std::abs(odds.sameSixes - 4375.0 / 11664) < 1e-12);
        QVERIFY(std::abs(odds.expectedPushes[0] - 1625.0 / 1944) < 1e-12);
        QVERIFY(std::abs(odds.damage[0][1] - 209.0 / 729) < 1e-12);
        QCOMPARE(int(odds.losses[0].size()), 1);
    }

    // Every distribution is whole, and the rows with the Inconclusive share cover every roll.
    void chancesAddUp_data()
    {
        QTest::addColumn<PoolDice>("a");
        QTest::addColumn<PoolDice>("b");
        QTest::addColumn<Policies>("policies");
        QTest::addColumn<int>("first");
        QTest::newRow("behind v not ahead") << PoolDice{3, 3, 1} << PoolDice{2, 4, 2}
                                            << Policies{PushPolicy::WhileBehind, PushPolicy::WhileNotAhead} << 1;
        QTest::newRow("not ahead both, no Battle Dice") << PoolDice{0, 5, 0} << PoolDice{0, 3, 2}
                                                        << Policies{PushPolicy::WhileNotAhead, PushPolicy::WhileNotAhead} << 0;
        QTest::newRow("30 v 30") << PoolDice{20, 6, 4} << PoolDice{20, 6, 4}
                                 << Policies{PushPolicy::WhileNotAhead, PushPolicy::WhileNotAhead} << 0;
    }
    void chancesAddUp()
    {
        QFETCH(PoolDice, a);
        QFETCH(PoolDice, b);
        QFETCH(Policies, policies);
        QFETCH(int, first);
        const PushedWaveOdds odds = pushedWaveOdds({a, b}, policies, first, {Strategy::FeintedAttack, Strategy::Skirmish}, {0, 0});
        QVERIFY(std::abs(winChance(odds, 0) + winChance(odds, 1) + odds.inconclusive - 1) < 1e-12);
        QVERIFY(std::abs(odds.moreSixes[0] + odds.moreSixes[1] + odds.sameSixes - 1) < 1e-12);
        for (int side = 0; side < 2; ++side) {
            const PoolDice &pool = side == 0 ? a : b;
            QCOMPARE(int(odds.successes[side].size()), pool.battle + pool.strategy + pool.support + 1);
            QCOMPARE(int(odds.losses[side].size()), pool.battle + 1);
            QCOMPARE(int(odds.damage[side].size()), pool.support + 1);
            QVERIFY(std::abs(total(odds.successes[side]) - 1) < 1e-12);
            QVERIFY(std::abs(total(odds.losses[side]) - 1) < 1e-12);
            QVERIFY(std::abs(total(odds.damage[side]) - 1) < 1e-12);
            QVERIFY(odds.expectedPushes[side] > 0 && odds.expectedPushes[side] <= pool.strategy);
        }
    }

    // The engine's own Battle roll, 100,000 times: rolled, pushed as nextPusher says with fresh faces, settled.
    // Every figure within 3 standard errors of the exact odds.
    void againstTheEngine_data()
    {
        QTest::addColumn<Scenario>("scenario");
        QTest::addColumn<Policies>("policies");
        QTest::newRow("feint after a feint") << Scenario::FeintAfterFeint
                                             << Policies{PushPolicy::WhileBehind, PushPolicy::WhileNotAhead};
        QTest::newRow("skirmish, side 1 first") << Scenario::SkirmishSecondActsFirst
                                                << Policies{PushPolicy::WhileNotAhead, PushPolicy::WhileBehind};
        QTest::newRow("fighting retreat") << Scenario::FightingRetreat
                                          << Policies{PushPolicy::WhileBehind, PushPolicy::WhileBehind};
        QTest::newRow("support dice, both not ahead") << Scenario::SupportDiceBothNotAhead
                                                      << Policies{PushPolicy::WhileNotAhead, PushPolicy::WhileNotAhead};
    }
    void againstTheEngine()
    {
        QFETCH(Scenario, scenario);
        QFETCH(Policies, policies);
        MyzBattle battle(scenarioSetup(scenario));
        toBattlePhase(battle, scenario);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(battle.phase(), Phase::Battle);
        for (int side = 0; side < 2; ++side)
            QVERIFY(battle.wave().pools[side].strategy >= 2);
        if (scenario == Scenario::SupportDiceBothNotAhead)
            QVERIFY(battle.wave().pools[0].support >= 1 && battle.wave().pools[1].support >= 1);
        const PushedWaveOdds odds = pushedWaveOdds(battle, policies);
        const int tries = 100000;
        const Tally tally = playRolls(battle, policies, tries, 20240611 + quint64(scenario));
        QCOMPARE(tally.tries, tries);

        QVERIFY2(nearChance(tally.inconclusive, tries, odds.inconclusive), qPrintable(QStringLiteral("inconclusive %1 v %2")
                                                                                        .arg(tally.inconclusive / tries)
                                                                                        .arg(odds.inconclusive)));
        for (int side = 0; side < 2; ++side) {
            for (int row = 1; row <= 4; ++row)
                QVERIFY2(nearChance(tally.rows[side][row], tries, odds.rows[side][row]),
                         qPrintable(QStringLiteral("side %1 row %2: %3 v %4")
                                        .arg(side)
                                        .arg(row)
                                        .arg(tally.rows[side][row] / tries)
                                        .arg(odds.rows[side][row])));
            const std::array<std::pair<double, const std::vector<double> *>, 3> counts{
                std::pair{tally.successes[side], &odds.successes[side]},
                std::pair{tally.losses[side], &odds.losses[side]}, std::pair{tally.damage[side], &odds.damage[side]}};
            for (const auto &[seen, chances] : counts) {
                const double se = std::sqrt(variance(*chances) / tries);
                QVERIFY2(std::abs(seen / tries - mean(*chances)) <= 3 * se + 1e-12,
                         qPrintable(QStringLiteral("side %1 mean %2 v %3").arg(side).arg(seen / tries).arg(mean(*chances))));
            }
            const double pushMean = tally.pushes[side] / tries;
            const double pushSe = std::sqrt((tally.pushesSquared[side] / tries - pushMean * pushMean) / tries);
            QVERIFY2(std::abs(pushMean - odds.expectedPushes[side]) <= 3 * pushSe + 1e-12,
                     qPrintable(QStringLiteral("side %1 pushes %2 v %3").arg(side).arg(pushMean).arg(odds.expectedPushes[side])));
        }
        if (scenario == Scenario::FightingRetreat)
            QCOMPARE(winChance(odds, 0), 0.0);
    }
};

std::unique_ptr<QObject> newPushedWaveTest()
{
    return std::make_unique<PushedWaveTest>();
}

#include "myz_pushed_wave.moc"
