// The whole-battle forecast (core/battle/gurps/forecast) against the battles it forecasts: GURPS Mass Combat,
// "Fighting the Battle" to "After the Battle", played out 100,000 times through the real engine with the same
// policies and the program's dice. Every figure must lie within 3 standard errors of the sample's. The sample's
// dice are seeded, so a pass is repeatable; a rule the chain gets wrong moves a figure by far more.
// A row compares about 60 figures, so even a correct chain meets a 3-SE excursion of the sample now and then:
// a row whose first seed did so was checked with 1,000,000 battles (MUSTER_FORECAST_BATTLES=1000000, every
// figure within 3 SE) and then given another seed (the "seed" column).

#include "RuleTestSupport.h"

#include "battle/gurps/forecast/Forecast.h"

Q_DECLARE_METATYPE(muster::gurps::BattleSetup)
Q_DECLARE_METATYPE(muster::gurps::BattlePolicies)

#include <QElapsedTimer>

using namespace battletest;

namespace {

// 100,000 battles each way; MUSTER_FORECAST_BATTLES sets another count to look closer at a figure by hand.
const int sampled = qEnvironmentVariableIsSet("MUSTER_FORECAST_BATTLES") ? qEnvironmentVariableIntValue("MUSTER_FORECAST_BATTLES")
                                                                         : 100'000;

SidePolicy fights(BattleStrategy strategy, int risk = 0, bool desperate = false)
{
    SidePolicy p;
    p.strategy = StrategyChoice{strategy, desperate};
    p.risk = risk;
    return p;
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
        // "Disloyal" elements revolt before the first round; Desperate once 25 points behind.
        {
            SideSetup red = sideOf(QStringLiteral("Red"), {disloyal(troops(infantry, 4, 10)), troops(infantry, 6, 10)});
            red.startingCasualties = 30;
            red.defenseBonus = 2;
            QTest::newRow("disloyal and desperate")
                << battleOf(red, hundredAnd(QStringLiteral("Blue")))
                << BattlePolicies{fights(BattleStrategy::Attack, 0, true), fights(BattleStrategy::Attack)} << 0 << quint64(1);
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
        QVERIFY2(gaps.isEmpty(), qPrintable(QStringLiteral("unhurt:\n") + gapsText(gaps)));

        // The forecast with Misfortunes of War from paired battles, against as many battles as the rules play them.
        timer.restart();
        const BattleForecast forecast = forecastBattle(engine, policies);
        const qint64 forecastMs = timer.elapsed();
        QCOMPARE(forecast.method, ForecastMethod::ExactWithSampledMisfortunes);
        const BattleForecast real = sampleBattles(engine, policies, sampled, seed + 1);
        gaps = compare(forecast, real);
        QVERIFY2(gaps.isEmpty(), qPrintable(QStringLiteral("with Misfortunes:\n") + gapsText(gaps)));
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
        const BattlePolicies policies{fights(BattleStrategy::AllOutAttack, 3), fights(BattleStrategy::Attack, 3)};
        ForecastLimits limits;
        limits.exactMisfortunes = true;
        const BattleForecast exact = forecastBattle(*engine, policies, limits);
        QCOMPARE(exact.method, ForecastMethod::Exact);
        QVERIFY(exact.sides[0].commanderFalls > 0.05); // the point of the test: falls happen
        const BattleForecast real = sampleBattles(*engine, policies, sampled, 99);
        const QList<Gap> gaps = compare(exact, real);
        QVERIFY2(gaps.isEmpty(), qPrintable(gapsText(gaps)));
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
