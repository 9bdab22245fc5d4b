// The whole-battle forecast (core/battle/gurps/forecast) against the battles it forecasts: GURPS Mass Combat,
// "Fighting the Battle" to "After the Battle", played out 100,000 times through the real engine with the same
// policies and the program's dice. Every figure must lie within 3 standard errors of the sample's. The sample's
// dice are seeded, so a pass is repeatable; a rule the chain gets wrong moves a figure by far more.
// A row compares about 60 figures, so even a correct chain meets a 3-SE excursion of the sample now and then:
// a row whose first seed did so was checked with 1,000,000 battles (MUSTER_FORECAST_BATTLES=1000000, every
// figure within 3 SE) and then given another seed (the "seed" column).

#include "RuleTestSupport.h"
#include "SpecialTestSupport.h"

#include "battle/gurps/forecast/Advisor.h"
#include "battle/gurps/forecast/Forecast.h"
#include "battle/gurps/forecast/MatrixGame.h"

Q_DECLARE_METATYPE(muster::gurps::BattlePolicies)
using Matrix = std::vector<std::vector<double>>;
using Mix = std::vector<double>;
Q_DECLARE_METATYPE(Matrix)
Q_DECLARE_METATYPE(Mix)

#include <QElapsedTimer>
#include <QRegularExpression>

using namespace battletest;

namespace {

// The sanitizer pass (scripts/test) sets MUSTER_FORECAST_SMOKE: the same battles, 2,000 of them, run for memory
// errors and undefined behaviour only; the figures are the everyday pass's to check.
const bool smoke = qEnvironmentVariableIsSet("MUSTER_FORECAST_SMOKE");
// 100,000 battles each way; MUSTER_FORECAST_BATTLES sets another count to look closer at a figure by hand.
const int sampled = qEnvironmentVariableIsSet("MUSTER_FORECAST_BATTLES") ? qEnvironmentVariableIntValue("MUSTER_FORECAST_BATTLES")
                    : smoke                                              ? 2'000
                                                                         : 100'000;

SidePolicy fights(BattleStrategy strategy, int risk = 0, bool desperate = false)
{
    SidePolicy p;
    p.strategy = StrategyChoice{strategy, desperate};
    p.risk = risk;
    return p;
}

// A policy with another strategy for the round at hand.
SidePolicy firstRound(SidePolicy policy, BattleStrategy strategy)
{
    policy.firstRound = StrategyChoice{strategy, false};
    return policy;
}

BattleElement impetuous(BattleElement e)
{
    e.impetuous = true;
    return e;
}

BattleElement fanatic(BattleElement e)
{
    e.fanatic = true;
    return e;
}

BattleElement disloyal(BattleElement e)
{
    e.disloyal = true;
    return e;
}

// Red's commander leads a PC hero and a second; Blue's a second. Ten elements of TS 10 each and Blue's extra.
BattleSetup twoHeroes(const QList<BattleElement> &blueExtra = {})
{
    SideSetup red = hundredAnd(QStringLiteral("Red"));
    red.people[1].pc = true;
    red.people[1].hp = 10;
    SideSetup blue = hundredAnd(QStringLiteral("Blue"), blueExtra);
    blue.people[0].hp = 9;
    return battleOf(red, blue);
}

// How far apart, in standard errors of the sample, one figure is.
struct Gap
{
    QString figure;
    double exact = 0;
    double sample = 0;
    double error = 0;
};

void expectClose(QList<Gap> &gaps, const QString &figure, double exact, double sample, double error)
{
    // A figure the sample never saw (or always saw) has no spread: then the two must agree to 1e-4.
    const double allowed = std::max(3 * error, 1e-4);
    if (std::abs(exact - sample) > allowed)
        gaps << Gap{figure, exact, sample, error};
}

QString gapsText(const QList<Gap> &gaps)
{
    QStringList lines;
    for (const Gap &g : gaps)
        lines << QStringLiteral("%1: exact %2, sampled %3 +- %4").arg(g.figure).arg(g.exact).arg(g.sample).arg(g.error);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class ForecastTest : public QObject
{
    Q_OBJECT

private slots:
    // playOut warns when the engine refuses a step it built: that is a bug, never a chance.
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral("playOut"))); }

    void matchesTheEngine_data()
    {
        QTest::addColumn<BattleSetup>("setup");
        QTest::addColumn<BattlePolicies>("policies");
        QTest::addColumn<int>("skipRounds"); // rounds played by the policies before the forecast starts
        QTest::addColumn<quint64>("seed");   // the sample's dice
        // "Battle Strategy", the Combat Results Table, Misfortunes of War with a PC hero's Heroism, successors.
        QTest::newRow("attack against defense") << twoHeroes() << BattlePolicies{fights(BattleStrategy::Attack, 1), fights(BattleStrategy::Defense)} << 0 << quint64(20261128);
        // All-Out Attack's doubled casualties and +5% to the loser, against Skirmish's halved margin.
        QTest::newRow("all-out attack against skirmish")
            << twoHeroes() << BattlePolicies{fights(BattleStrategy::AllOutAttack), fights(BattleStrategy::Skirmish, -1)} << 0 << quint64(20261128);
        // Indirect Attack: margin x2, then x1.5; -2 when fought again straight away. Blue has Artillery superiority.
        QTest::newRow("indirect attack streak")
            << twoHeroes({troops(QStringLiteral("Guns"), 3, 10, {SpecialClass::Art})})
            << BattlePolicies{fights(BattleStrategy::IndirectAttack), fights(BattleStrategy::DeliberateAttack)} << 0 << quint64(20261128);
        // Retreats: escape, pursuit (the winner's Leadership roll or a 1d reaction), holding the field.
        QTest::newRow("fighting retreat") << twoHeroes() << BattlePolicies{fights(BattleStrategy::Attack), fights(BattleStrategy::FightingRetreat)} << 0 << quint64(20261128);
        // Raid takes PB away but gains none; Mobile Defense.
        QTest::newRow("raid against mobile defense")
            << twoHeroes() << BattlePolicies{fights(BattleStrategy::Raid, 2), fights(BattleStrategy::MobileDefense, 1)} << 0 << quint64(20261128);
        // "Impetuous" and "Fanatic": the first round's Leadership roll; fanatics refusing a Full Retreat.
        {
            SideSetup red = sideOf(QStringLiteral("Red"), {impetuous(troops(infantry, 6, 10)), troops(infantry, 4, 10)});
            SideSetup blue = sideOf(QStringLiteral("Blue"), {fanatic(troops(infantry, 3, 10)), troops(infantry, 7, 10)});
            blue.startingCasualties = 20;
            QTest::newRow("impetuous and fanatic")
                << battleOf(red, blue) << BattlePolicies{fights(BattleStrategy::Skirmish), fights(BattleStrategy::FullRetreat)} << 0 << quint64(20261128);
        }
        // "Disloyal" elements revolt before the first round; Desperate once 25 points behind; Blue raids in the first
        // round (the round at hand, though the Disloyal check comes before it), then attacks.
        {
            SideSetup red = sideOf(QStringLiteral("Red"), {disloyal(troops(infantry, 4, 10)), troops(infantry, 6, 10)});
            red.startingCasualties = 30;
            red.defenseBonus = 2;
            QTest::newRow("disloyal and desperate")
                << battleOf(red, hundredAnd(QStringLiteral("Blue")))
                << BattlePolicies{fights(BattleStrategy::Attack, 0, true), firstRound(fights(BattleStrategy::Attack), BattleStrategy::Raid)}
                << 0 << quint64(1);
        }
        // Both defend: a stalemate fought as Skirmish; a refused Parley fights as Defense at -1.
        QTest::newRow("stalemate and parley")
            << twoHeroes() << BattlePolicies{fights(BattleStrategy::Parley), fights(BattleStrategy::Defense)} << 0 << quint64(20261128);
        // Confusion: both sides start confused (Rally, Leadership-2) and fight on.
        {
            BattleSetup setup = twoHeroes();
            setup.start.doubleConfusion = true;
            QTest::newRow("confused at the start")
                << setup << BattlePolicies{fights(BattleStrategy::Attack), fights(BattleStrategy::AllOutDefense)} << 0 << quint64(20261128);
        }
        // "Playing Out a Siege": the castle's Defense Bonus, Deliberate Attack against Deliberate Defense in rounds 24
        // times as long; and the besieged breaking out by a Fighting Retreat.
        QTest::newRow("siege, deliberate")
            << siegeOf() << BattlePolicies{fights(BattleStrategy::DeliberateAttack), fights(BattleStrategy::DeliberateDefense)}
            << 0 << quint64(20261128);
        QTest::newRow("siege, break-out")
            << siegeOf() << BattlePolicies{fights(BattleStrategy::Attack), fights(BattleStrategy::FightingRetreat)} << 0
            << quint64(20261128);
        // "Amphibious Assaults": the attacker may not defend before it holds PB, so its policy's Defense falls back to
        // Attack until it does.
        QTest::newRow("amphibious")
            << assaultOf({carried(garrison(infantry, 10, 10), Carrier::Water), boats(20)}, {garrison(infantry, 8, 10)})
            << BattlePolicies{fights(BattleStrategy::Defense), fights(BattleStrategy::Defense)} << 0 << quint64(20261128);
        // From a battle in progress: two rounds in, casualties, PB and hurt people carried into the chain.
        QTest::newRow("from round 3") << twoHeroes() << BattlePolicies{fights(BattleStrategy::Attack, 2), fights(BattleStrategy::Attack, 2)} << 2 << quint64(1);
    }

    void matchesTheEngine()
    {
        QFETCH(BattleSetup, setup);
        QFETCH(BattlePolicies, policies);
        QFETCH(int, skipRounds);
        QFETCH(quint64, seed);
        auto created = BattleEngine::create(setup);
        QVERIFY2(created, created ? "" : qPrintable(created.error().message));
        BattleEngine engine = *created;
        if (skipRounds > 0) {
            muster::dice::DiceSource dice(7);
            playOut(engine, policies, dice, skipRounds);
            QVERIFY(!engine.isFinished());
            QCOMPARE(engine.roundNumber(), skipRounds + 1);
        }
        // The chain without Misfortunes of War is exact: against as many battles in which nobody is hurt.
        QElapsedTimer timer;
        timer.start();
        const auto unhurt = chainForecast(engine, policies, false);
        const qint64 chainMs = timer.elapsed();
        QVERIFY2(unhurt, "the chain should fit");
        QCOMPARE(unhurt->method, ForecastMethod::Exact);
        const BattleForecast spared = sampleBattles(engine, policies, sampled, seed, 200, false);
        QList<Gap> gaps = compare(*unhurt, spared);
        QVERIFY2(smoke || gaps.isEmpty(), qPrintable(QStringLiteral("unhurt:\n") + gapsText(gaps)));

        // The forecast with Misfortunes of War from paired battles, against as many battles as the rules play them.
        timer.restart();
        ForecastLimits limits;
        if (smoke)
            limits.battles = 200;
        const BattleForecast forecast = forecastBattle(engine, policies, limits);
        const qint64 forecastMs = timer.elapsed();
        QCOMPARE(forecast.method, ForecastMethod::ExactWithSampledMisfortunes);
        const BattleForecast real = sampleBattles(engine, policies, sampled, seed + 1);
        gaps = compare(forecast, real);
        QVERIFY2(smoke || gaps.isEmpty(), qPrintable(QStringLiteral("with Misfortunes:\n") + gapsText(gaps)));
        qInfo("%s: chain %lld ms (%lld states at most), forecast %lld ms; side 0 wins %.4f +- %.4f (sampled %.4f)",
              QTest::currentDataTag(), chainMs, qint64(unhurt->states), forecastMs, forecast.wins(0),
              forecast.endingErrors[0], real.wins(0));
    }

    // With every person's HP in the chain the forecast is exact, Misfortunes and successors included; small battles
    // only. One commander each with little HP, so that falls and the successor's roll matter.
    void exactMisfortunesMatchTheEngine()
    {
        SideSetup red = hundredAnd(QStringLiteral("Red"));
        red.people[0].hp = 5;
        red.people[1].hp = 4;
        SideSetup blue = hundredAnd(QStringLiteral("Blue"));
        blue.people.removeLast();
        blue.people[0].hp = 6;
        auto engine = BattleEngine::create(battleOf(red, blue));
        QVERIFY(engine);
        const BattlePolicies policies{fights(BattleStrategy::AllOutAttack, 3), fights(BattleStrategy::AllOutAttack, 3)};
        ForecastLimits limits;
        limits.exactMisfortunes = true;
        const BattleForecast exact = forecastBattle(*engine, policies, limits);
        QCOMPARE(exact.method, ForecastMethod::Exact);
        QVERIFY(exact.sides[0].commanderFalls > 0.05); // the point of the test: falls happen
        const BattleForecast real = sampleBattles(*engine, policies, sampled, 99);
        const QList<Gap> gaps = compare(exact, real);
        QVERIFY2(smoke || gaps.isEmpty(), qPrintable(gapsText(gaps)));
    }

    // A policy's choice when the rules bar its strategy (BattlePolicy.h).
    void policyFallbacks_data()
    {
        QTest::addColumn<StrategyChoice>("wanted");
        QTest::addColumn<QList<StrategyChoice>>("legal");
        QTest::addColumn<StrategyChoice>("chosen");
        const auto c = [](BattleStrategy s, bool desperate = false) { return StrategyChoice{s, desperate}; };
        using S = BattleStrategy;
        QTest::newRow("legal as it is") << c(S::Raid) << QList<StrategyChoice>{c(S::Attack), c(S::Raid)} << c(S::Raid);
        QTest::newRow("no longer Desperate") << c(S::Attack, true) << QList<StrategyChoice>{c(S::Attack), c(S::Defense)}
                                             << c(S::Attack);
        QTest::newRow("confused: Rally") << c(S::Attack) << QList<StrategyChoice>{c(S::Rally), c(S::FullRetreat)}
                                         << c(S::Rally);
        QTest::newRow("Deliberate Defense after round 1")
            << c(S::DeliberateDefense) << QList<StrategyChoice>{c(S::Attack), c(S::Defense), c(S::MobileDefense)}
            << c(S::Defense);
        QTest::newRow("an encounter's first round: Mobile Defense")
            << c(S::Defense) << QList<StrategyChoice>{c(S::AllOutAttack), c(S::Attack), c(S::MobileDefense)}
            << c(S::MobileDefense);
        QTest::newRow("no retreat yet: Defense")
            << c(S::FullRetreat) << QList<StrategyChoice>{c(S::AllOutAttack), c(S::Attack), c(S::Defense)} << c(S::Defense);
        QTest::newRow("no defense: Attack")
            << c(S::Defense) << QList<StrategyChoice>{c(S::AllOutAttack), c(S::Attack), c(S::Raid)} << c(S::Attack);
        QTest::newRow("Skirmish barred: Raid") << c(S::Skirmish) << QList<StrategyChoice>{c(S::AllOutAttack), c(S::Raid)}
                                               << c(S::Raid);
        QTest::newRow("nothing near: the first") << c(S::Defense) << QList<StrategyChoice>{c(S::AllOutAttack), c(S::Raid)}
                                                 << c(S::AllOutAttack);
    }
    void policyFallbacks()
    {
        QFETCH(StrategyChoice, wanted);
        QFETCH(QList<StrategyChoice>, legal);
        QFETCH(StrategyChoice, chosen);
        const StrategyChoice got = policyChoice(wanted, legal);
        QCOMPARE(strategyChoiceName(got), strategyChoiceName(chosen));
    }

    // The advisor's game solver on games solved by hand (the row player maximizes).
    void matrixGameSolvedByHand_data()
    {
        QTest::addColumn<Matrix>("payoff");
        QTest::addColumn<Mix>("rowMix");
        QTest::addColumn<Mix>("columnMix");
        QTest::addColumn<double>("value");
        // Matching pennies: each side half and half, worth nothing.
        QTest::newRow("matching pennies") << Matrix{{1, -1}, {-1, 1}} << Mix{0.5, 0.5} << Mix{0.5, 0.5} << 0.0;
        QTest::newRow("rock, paper, scissors")
            << Matrix{{0, -1, 1}, {1, 0, -1}, {-1, 1, 0}} << Mix{1 / 3.0, 1 / 3.0, 1 / 3.0} << Mix{1 / 3.0, 1 / 3.0, 1 / 3.0}
            << 0.0;
        // 3p + 2(1-p) = p + 4(1-p) gives p = 1/2 and 2.5; 3q + (1-q) = 2q + 4(1-q) gives q = 3/4.
        QTest::newRow("no saddle point") << Matrix{{3, 1}, {2, 4}} << Mix{0.5, 0.5} << Mix{0.75, 0.25} << 2.5;
        // Row 0 dominates row 1, and column 1 is the column player's best: a pure saddle point at 0.4.
        QTest::newRow("saddle point") << Matrix{{0.6, 0.4}, {0.5, 0.3}} << Mix{1, 0} << Mix{0, 1} << 0.4;
        // Battle-win chances, 2 x 3: columns 0 and 1 cross at p = 1/2 (0.6 - 0.4p = 0.1 + 0.6p) worth 0.4;
        // column 2 (0.45 there) is never played; the column player mixes 0.6 / 0.4 (0.7 - 0.5q = 0.1 + 0.5q).
        QTest::newRow("a column never played")
            << Matrix{{0.2, 0.7, 0.4}, {0.6, 0.1, 0.5}} << Mix{0.5, 0.5} << Mix{0.6, 0.4, 0} << 0.4;
    }
    void matrixGameSolvedByHand()
    {
        QFETCH(Matrix, payoff);
        QFETCH(Mix, rowMix);
        QFETCH(Mix, columnMix);
        QFETCH(double, value);
        const MatrixGameSolution solution = solveMatrixGame(payoff);
        QVERIFY(std::abs(solution.value - value) < 1e-9);
        QCOMPARE(solution.rowMix.size(), rowMix.size());
        QCOMPARE(solution.columnMix.size(), columnMix.size());
        for (size_t i = 0; i < rowMix.size(); ++i)
            QVERIFY2(std::abs(solution.rowMix[i] - rowMix[i]) < 1e-9, qPrintable(QString::number(solution.rowMix[i])));
        for (size_t j = 0; j < columnMix.size(); ++j)
            QVERIFY2(std::abs(solution.columnMix[j] - columnMix[j]) < 1e-9, qPrintable(QString::number(solution.columnMix[j])));
    }

    // The advisor on a real round: each cell is that pair's forecast; the optimal mix guarantees its value against
    // every enemy choice, at least what the best pure choice guarantees and at most what the enemy's best pure
    // choice concedes (von Neumann); the best answers are the best of their column or row.
    void advisorOnARound()
    {
        auto engine = BattleEngine::create(twoHeroes({troops(QStringLiteral("Guns"), 2, 10, {SpecialClass::Art})}));
        QVERIFY(engine);
        const BattlePolicies later{fights(BattleStrategy::Attack), fights(BattleStrategy::Defense)};
        const RoundAdvice advice = adviseRound(*engine, later);
        const int rows = int(advice.legal[0].size()), columns = int(advice.legal[1].size());
        QVERIFY(rows > 5 && columns > 5);
        const int attack = int(advice.legal[0].indexOf(StrategyChoice{BattleStrategy::Attack, false}));
        const int defense = int(advice.legal[1].indexOf(StrategyChoice{BattleStrategy::Defense, false}));
        // The shared value iteration against a chain of its own for each pair of Attack's row and Defense's
        // column: the same, to rounding.
        const auto ownChain = [&](int row, int column) {
            BattlePolicies cell = later;
            cell[0].firstRound = advice.legal[0].at(row);
            cell[1].firstRound = advice.legal[1].at(column);
            return *chainForecast(*engine, cell, false);
        };
        for (int c = 0; c < columns; ++c) {
            const BattleForecast own = ownChain(attack, c);
            QVERIFY(std::abs(advice.win(0, attack, c) - own.wins(0)) < 1e-9);
            QVERIFY(std::abs(advice.win(1, attack, c) - own.wins(1)) < 1e-9);
        }
        for (int r = 0; r < rows; ++r) {
            const BattleForecast own = ownChain(r, defense);
            QVERIFY(std::abs(advice.win(0, r, defense) - own.wins(0)) < 1e-9);
            QVERIFY(std::abs(advice.win(1, r, defense) - own.wins(1)) < 1e-9);
        }
        for (int side = 0; side < 2; ++side) {
            const MatrixGameSolution &game = advice.optimal.at(size_t(side));
            const int mine = side == 0 ? rows : columns, theirs = side == 0 ? columns : rows;
            const auto cell = [&](int m, int t) { return side == 0 ? advice.win(0, m, t) : advice.win(1, t, m); };
            double maximin = 0, minimax = 1;
            for (int m = 0; m < mine; ++m) {
                double worst = 1;
                for (int t = 0; t < theirs; ++t)
                    worst = std::min(worst, cell(m, t));
                maximin = std::max(maximin, worst);
            }
            for (int t = 0; t < theirs; ++t) {
                double best = 0;
                for (int m = 0; m < mine; ++m)
                    best = std::max(best, cell(m, t));
                minimax = std::min(minimax, best);
                double mixed = 0;
                for (int m = 0; m < mine; ++m)
                    mixed += game.rowMix.at(size_t(m)) * cell(m, t);
                QVERIFY(mixed >= game.value - 1e-9);
                QVERIFY(cell(advice.bestAnswers.at(size_t(side)).at(t), t) >= best - 1e-12);
            }
            QVERIFY(game.value >= maximin - 1e-9);
            QVERIFY(game.value <= minimax + 1e-9);
        }
    }

private:
    // Every figure of `forecast` against `sample`, within 3 standard errors of both together.
    static QList<Gap> compare(const BattleForecast &forecast, const BattleForecast &sample)
    {
        QList<Gap> gaps;
        double sum = 0;
        for (double p : forecast.endings)
            sum += p;
        if (std::abs(sum - 1.0) > 1e-9)
            gaps << Gap{QStringLiteral("endings sum"), sum, 1, 0};
        const auto close = [&gaps](const QString &figure, double a, double ea, double b, double eb) {
            expectClose(gaps, figure, a, b, std::sqrt(ea * ea + eb * eb));
        };
        for (int e = 0; e < endingCount; ++e)
            close(endingCode(Ending(e)), forecast.endings.at(size_t(e)), forecast.endingErrors.at(size_t(e)),
                  sample.endings.at(size_t(e)), sample.endingErrors.at(size_t(e)));
        close(QStringLiteral("rounds"), forecast.expectedRounds, forecast.expectedRoundsError, sample.expectedRounds,
              sample.expectedRoundsError);
        close(QStringLiteral("hours"), forecast.expectedHours, forecast.expectedHoursError, sample.expectedHours,
              sample.expectedHoursError);
        for (int s = 0; s < 2; ++s) {
            const SideForecast &f = forecast.sides.at(size_t(s)), &m = sample.sides.at(size_t(s));
            close(QStringLiteral("commander %1 falls").arg(s), f.commanderFalls, f.commanderFallsError, m.commanderFalls,
                  m.commanderFallsError);
            close(QStringLiteral("final casualties %1").arg(s), f.expectedCasualties, f.expectedCasualtiesError,
                  m.expectedCasualties, m.expectedCasualtiesError);
            // The whole distribution, every 10%: P(final casualties <= c).
            double below = 0, sampleBelow = 0;
            for (int c = 0; c <= 100; ++c) {
                below += f.finalCasualties.at(size_t(c));
                sampleBelow += m.finalCasualties.at(size_t(c));
                if (c % 10 == 0)
                    close(QStringLiteral("side %1 at most %2%").arg(s).arg(c), below, f.atMostError.at(size_t(c)),
                          sampleBelow, m.atMostError.at(size_t(c)));
            }
        }
        return gaps;
    }
};

QTEST_GUILESS_MAIN(ForecastTest)
#include "tst_forecast.moc"
