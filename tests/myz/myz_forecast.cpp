// Whole battles played out by policy and sampled (core/battle/myz/forecast/MyzPlayOut.h, MyzForecast.h). The
// expected figures come from the rules (a Full Retreat against a holding foe is a null battle), from hand-counted
// pools and the exact odds of WaveResult (independent of the played battles), and from the standard error's formula.

#include "MyzScenario.h"

#include "battle/myz/MyzJson.h"
#include "battle/myz/forecast/MyzForecast.h"

#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

#include <cmath>
#include <memory>

using namespace myztest;

namespace {

// Two PCs a side (a leader and an assailant) and a few special units: side 0 Artillery Superiority.
BattleSetup withUnits(int levelA, int levelB)
{
    BattleSetup setup = fieldBattle(levelA, levelB);
    for (Faction &f : setup.factions)
        f.people = f.people.mid(0, 2);
    setup.factions[0].units = {{UnitClass::artillery, 2}, {UnitClass::cavalry, 1}};
    setup.factions[1].units = {{UnitClass::cavalry, 3}, {UnitClass::aerial, 1}};
    return setup;
}

FactionPolicy policy(Strategy strategy, PushPolicy push = PushPolicy::WhileBehind, int risk = 0,
                     std::optional<Strategy> firstWave = std::nullopt)
{
    FactionPolicy p;
    p.strategy = strategy;
    p.push = push;
    p.risk = risk;
    p.firstWave = firstWave;
    return p;
}

double chanceError(double p, int n)
{
    return std::sqrt(p * (1 - p) / n);
}

} // namespace

class MyzForecastTest : public QObject
{
    Q_OBJECT

private slots:
    // A step refused while playing out is a bug, reported by a warning.
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral("playOut"))); }

    // The fallback when the wanted strategy is not allowed, against the legal lists of "Strategy Phase" (Choice
    // Restrictions, CONFUSION) and "Sieges" (Allowed Battle Strategies) written out by hand.
    void policyStrategyFallback_data()
    {
        QTest::addColumn<Strategy>("wanted");
        QTest::addColumn<QList<Strategy>>("legal");
        QTest::addColumn<Strategy>("chosen");
        using S = Strategy;
        const QList<S> confused{S::Rally, S::FullRetreat};
        const QList<S> besieged{S::Defense, S::TotalDefense, S::FightingRetreat, S::Parley, S::Raid};
        const QList<S> ambusher{S::Attack, S::TotalAttack, S::PlannedAttack, S::FeintedAttack, S::FightingRetreat,
                                S::FullRetreat, S::Raid, S::Skirmish};
        const QList<S> laterWave{S::Attack, S::TotalAttack, S::PlannedAttack, S::FeintedAttack, S::Defense, S::TotalDefense,
                                 S::Parley, S::FightingRetreat, S::FullRetreat, S::Raid, S::Skirmish};
        QTest::newRow("allowed: itself") << S::Skirmish << laterWave << S::Skirmish;
        QTest::newRow("confused: Rally") << S::TotalAttack << confused << S::Rally;
        QTest::newRow("confused, fleeing: Full Retreat") << S::FullRetreat << confused << S::FullRetreat;
        QTest::newRow("confused besieged: Rally") << S::FullRetreat << QList<S>{S::Rally} << S::Rally;
        QTest::newRow("besieged Attack: Defense") << S::Attack << besieged << S::Defense;
        QTest::newRow("besieged Feinted Attack: Defense") << S::FeintedAttack << besieged << S::Defense;
        QTest::newRow("besieged Total Attack: Total Defense") << S::TotalAttack << besieged << S::TotalDefense;
        QTest::newRow("besieged Skirmish: Raid") << S::Skirmish << besieged << S::Raid;
        QTest::newRow("besieged Full Retreat: Fighting Retreat") << S::FullRetreat << besieged << S::FightingRetreat;
        QTest::newRow("besieged Planned Defense: Defense") << S::PlannedDefense << besieged << S::Defense;
        QTest::newRow("ambusher Defense: Attack") << S::Defense << ambusher << S::Attack;
        QTest::newRow("ambusher Total Defense: Total Attack") << S::TotalDefense << ambusher << S::TotalAttack;
        QTest::newRow("ambusher Planned Defense: Planned Attack") << S::PlannedDefense << ambusher << S::PlannedAttack;
        QTest::newRow("ambusher Parley: Attack") << S::Parley << ambusher << S::Attack;
        QTest::newRow("later Wave Planned Defense: Defense") << S::PlannedDefense << laterWave << S::Defense;
        QTest::newRow("not confused, Rally: Defense") << S::Rally << laterWave << S::Defense;
        QTest::newRow("nothing near: the first") << S::Skirmish << QList<S>{S::FightingRetreat} << S::FightingRetreat;
    }
    void policyStrategyFallback()
    {
        QFETCH(Strategy, wanted);
        QFETCH(QList<Strategy>, legal);
        QFETCH(Strategy, chosen);
        QCOMPARE(policyStrategy(wanted, legal), chosen);
    }

    // The hand-written lists above are the engine's own for those situations.
    void legalListsAsWrittenOut()
    {
        MyzBattle besieged(arkBesieged(3, 3, {}));
        begin(besieged);
        QCOMPARE(besieged.legalStrategies(0), (QList<Strategy>{Strategy::Defense, Strategy::TotalDefense,
                                                               Strategy::FightingRetreat, Strategy::Parley, Strategy::Raid}));
        MyzBattle ambushed(myztest::ambushed(fieldBattle(3, 3, Terrain::Hills)));
        start(ambushed); // side 1 ambushes side 0
        QCOMPARE(ambushed.legalStrategies(0), (QList<Strategy>{Strategy::Rally, Strategy::FullRetreat}));
        QCOMPARE(ambushed.legalStrategies(1),
                 (QList<Strategy>{Strategy::Attack, Strategy::TotalAttack, Strategy::PlannedAttack, Strategy::FeintedAttack,
                                  Strategy::FightingRetreat, Strategy::FullRetreat, Strategy::Raid, Strategy::Skirmish}));
    }

    // From a new battle or one in progress, every step is accepted (no warning) and the battle ends, for set-ups that
    // reach every phase: a field battle, sieges with and without the Shelter, a Reconnaissance with an ambush, PCs
    // broken and replaced. The steps replayed on a fresh battle rebuild the same end.
    void playOutEndsOver_data()
    {
        QTest::addColumn<BattleSetup>("setup");
        QTest::addColumn<int>("stepsFirst"); // steps taken by hand before playing out
        QTest::addColumn<MyzPolicies>("policies");
        using S = Strategy;
        using P = PushPolicy;
        QTest::newRow("field battle") << withUnits(8, 7) << 0
                                      << MyzPolicies{policy(S::Attack), policy(S::Defense, P::WhileNotAhead)};
        QTest::newRow("field, risky, feints and total attacks")
            << withUnits(6, 6) << 0 << MyzPolicies{policy(S::FeintedAttack, P::WhileNotAhead, 3), policy(S::TotalAttack, P::Never, -3)};
        QTest::newRow("siege") << arkBesieged(5, 7, {ArkProject::Defenses, ArkProject::Watchtower, ArkProject::Arsenal}) << 0
                               << MyzPolicies{policy(S::Attack), policy(S::TotalAttack, P::WhileNotAhead, 2)};
        QTest::newRow("siege with the Shelter, retreating")
            << arkBesieged(5, 7, {ArkProject::Shelter, ArkProject::ExplosivesLab, ArkProject::Defenses}) << 0
            << MyzPolicies{policy(S::FullRetreat, P::WhileBehind, 0, S::TotalDefense), policy(S::Attack)};
        QTest::newRow("siege, breaking out") << arkBesieged(5, 5, {ArkProject::Defenses}) << 0
                                             << MyzPolicies{policy(S::FightingRetreat), policy(S::Raid)};
        BattleSetup recon = withUnits(5, 5);
        recon.reconnaissance = true;
        recon.terrain = Terrain::Hills;
        recon.factions[1].people[0].skills[Skill::Comprehend] = SkillDice{6, 5};
        QTest::newRow("reconnaissance") << recon << 0
                                        << MyzPolicies{policy(S::PlannedDefense), policy(S::Skirmish, P::WhileNotAhead)};
        BattleSetup fragile = withUnits(6, 6);
        for (Faction &f : fragile.factions)
            for (Person &p : f.people)
                p.strength = 1;
        QTest::newRow("leaders broken") << fragile << 0 << MyzPolicies{policy(S::Attack, P::WhileBehind, 3), policy(S::Attack, P::WhileBehind, 3)};
        QTest::newRow("in progress: Battle Phase") << withUnits(8, 7) << 6
                                                   << MyzPolicies{policy(S::Attack), policy(S::Attack)};
        QTest::newRow("in progress: End Phase") << withUnits(8, 7) << 9
                                                << MyzPolicies{policy(S::Skirmish), policy(S::Raid, P::Never)};
    }
    void playOutEndsOver()
    {
        QFETCH(BattleSetup, setup);
        QFETCH(int, stepsFirst);
        QFETCH(MyzPolicies, policies);
        for (int seed = 1; seed <= 60; ++seed) {
            MyzBattle battle(setup);
            dice::DiceSource dice{quint64(seed)};
            if (stepsFirst > 0) {
                // Initiative, Risk, Strategy (Attack both), no actions, the roll, [settle, supports ...].
                begin(battle);
                choose(battle, Strategy::Attack, Strategy::Attack);
                noActions(battle);
                RollStep roll;
                for (int side = 0; side < 2; ++side)
                    roll.pools[side] = rolled(battle.wave().pools[side], 1 + side, 1);
                MYZ_TAKE(battle, Step(roll));
                if (stepsFirst > 6) {
                    MYZ_TAKE(battle, Step(SettleStep{}));
                    noSupport(battle);
                    QCOMPARE(battle.phase(), Phase::End);
                }
            }
            const qsizetype before = battle.steps().size();
            const MyzEnding ending = playOut(battle, policies, dice, 60);
            QCOMPARE(battle.phase(), Phase::Over);
            QVERIFY(ending != MyzEnding::Unresolved);
            QCOMPARE(ending, myzEndingOf(battle));
            QVERIFY(battle.steps().size() > before);
            // The record replays: the same steps on a fresh battle are all accepted and end the same.
            MyzBattle replay(setup);
            for (const Step &step : battle.steps())
                MYZ_TAKE(replay, step);
            QCOMPARE(replay.phase(), Phase::Over);
            QCOMPARE(myzEndingOf(replay), ending);
            for (int side = 0; side < 2; ++side)
                QCOMPARE(replay.faction(side).fightersKilled, battle.faction(side).fightersKilled);
        }
    }

    // "Null Battle": a Full Retreat against Defense falls back in the first Wave, whatever the dice: chance 1 and
    // standard error 0, nobody wins, nobody is killed, one Wave.
    void fullRetreatAgainstDefenseIsANullBattle()
    {
        const MyzBattle from(withUnits(8, 7));
        const MyzForecast f = sampleMyzBattles(from, {policy(Strategy::FullRetreat), policy(Strategy::Defense)}, 1000, 3);
        QCOMPARE(f.battles, 1000);
        for (const MyzEnding ending : allMyzEndings()) {
            QCOMPARE(f.endings[size_t(ending)], ending == MyzEnding::NullBattle ? 1.0 : 0.0);
            QCOMPARE(f.endingErrors[size_t(ending)], 0.0);
        }
        QCOMPARE(f.wins(0), 0.0);
        QCOMPARE(f.wins(1), 0.0);
        QCOMPARE(f.expectedWaves, 1.0);
        QCOMPARE(f.expectedWavesError, 0.0);
        for (const MyzSideForecast &side : f.sides) {
            QCOMPARE(side.fightersKilled, 0.0);
            QCOMPARE(side.fightersKilledQuantiles, (std::array<int, 5>{0, 0, 0, 0, 0}));
            QCOMPARE(side.leaderCaptured, 0.0);
        }
        // Battle Dice are what each brought: 8 and 7 Battle Levels.
        QCOMPARE(f.sides[0].battleDiceLeft, 8.0);
        QCOMPARE(f.sides[1].battleDiceLeft, 7.0);
    }

    // A battle already over stays as it ended: its ending is certain and no Wave is left to fight.
    void battleAlreadyOver()
    {
        MyzBattle battle(fieldBattle(5, 5));
        begin(battle);
        toEnd(battle, Strategy::Attack, Strategy::Attack, {4, 0}); // Overwhelming Victory: side 1 routs
        MYZ_TAKE(battle, Step(quietEnd(battle)));
        QCOMPARE(battle.phase(), Phase::Over);
        const MyzForecast f = sampleMyzBattles(battle, {}, 1000, 1);
        QCOMPARE(f.endings[size_t(MyzEnding::Side1Routs)], 1.0);
        QCOMPARE(f.endingErrors[size_t(MyzEnding::Side1Routs)], 0.0);
        QCOMPARE(f.wins(0), 1.0);
        QCOMPARE(f.sides[1].leaderCaptured, 1.0);
        QCOMPARE(f.expectedWaves, 0.0);
    }

    // "End Phase, Margin of Victory" with the exact odds of WaveResult (each die a six with chance 1/6, independent
    // of the engine) against the first Wave of 100,000 battles played out with no pushes: each (winner, row) cell
    // and the Inconclusive one within 3 standard errors sqrt(p(1 - p) / N). The pools are counted by hand.
    void firstWaveAgreesWithWaveOdds_data()
    {
        QTest::addColumn<BattleSetup>("setup");
        QTest::addColumn<Choice>("fought");
        QTest::addColumn<Pair>("dice");
        // 5 Battle Dice | 4 Battle Dice + 1 Strategy Die (Defense).
        QTest::newRow("Attack against Defense") << fieldBattle(5, 4) << Choice{Strategy::Attack, Strategy::Defense} << Pair{5, 5};
        // 4 Battle Dice + Support Dice: Artillery, Cavalry; Strategy Dice: Artillery Superiority, Skirmish 2 + 1
        // (Artillery Superiority) = 10 | 3 Battle Dice + Support Dice: Cavalry, Aerial; Strategy Dice: Cavalry
        // Superiority (3 against 1), Aerial Superiority (1 against 0), Feinted Attack -2 (0 net) = 5, and side 0's
        // nothing negative to give.
        QTest::newRow("Skirmish against Feinted Attack")
            << withUnits(4, 3) << Choice{Strategy::Skirmish, Strategy::FeintedAttack} << Pair{10, 5};
    }
    void firstWaveAgreesWithWaveOdds()
    {
        QFETCH(BattleSetup, setup);
        QFETCH(Choice, fought);
        QFETCH(Pair, dice);
        const MyzPolicies policies{policy(fought[0], PushPolicy::Never), policy(fought[1], PushPolicy::Never)};
        const MyzBattle from(setup);
        constexpr int battles = 100000;
        std::array<std::array<int, 5>, 2> rows{};
        int inconclusive = 0;
        dice::DiceSource roller(2024);
        MyzBattle battle = from;
        for (int b = 0; b < battles; ++b) {
            battle.copyFrom(from);
            battle.setExplained(false);
            playOut(battle, policies, roller, 1);
            const WaveRecord &w = battle.waves().constFirst();
            if (b == 0) {
                QCOMPARE(w.fought, fought);
                QCOMPARE(w.pools[0].dice(), dice[0]);
                QCOMPARE(w.pools[1].dice(), dice[1]);
            }
            QVERIFY(w.pushes.isEmpty());
            if (w.winner < 0)
                ++inconclusive;
            else
                ++rows[w.winner][int(w.row)];
        }
        const WaveOdds odds = waveOdds(dice, fought, {0, 0});
        const auto agrees = [](int count, double p) {
            const double seen = double(count) / battles;
            return std::abs(seen - p) <= 3 * std::sqrt(p * (1 - p) / battles) + 1e-12;
        };
        QVERIFY2(agrees(inconclusive, odds.inconclusive),
                 qPrintable(QStringLiteral("Inconclusive %1 of %2, expected %3").arg(inconclusive).arg(battles).arg(odds.inconclusive)));
        for (int side = 0; side < 2; ++side)
            for (int row = 1; row <= 4; ++row)
                QVERIFY2(agrees(rows[side][row], odds.rows[side][row]),
                         qPrintable(QStringLiteral("side %1 row %2: %3 of %4, expected %5")
                                        .arg(side).arg(row).arg(rows[side][row]).arg(battles).arg(odds.rows[side][row])));
    }

    // Every chance's standard error is sqrt(p(1 - p) / N); the endings are exclusive and cover every battle; each
    // faction's wins are the endings that name the foe's rout, surrender, escape or lack of Battle Dice.
    void standardErrorsAndSums()
    {
        QCOMPARE(chanceStandardError(0.25, 100), std::sqrt(0.1875 / 100));
        QCOMPARE(chanceStandardError(0, 100), 0.0);
        QCOMPARE(chanceStandardError(1, 100), 0.0);
        const MyzBattle from(withUnits(8, 7));
        const int n = 20000;
        const MyzForecast f = sampleMyzBattles(from, {policy(Strategy::Attack), policy(Strategy::TotalAttack)}, n, 11);
        double total = 0;
        for (const MyzEnding ending : allMyzEndings()) {
            const double p = f.endings[size_t(ending)];
            total += p;
            QCOMPARE(f.endingErrors[size_t(ending)], chanceError(p, n));
            QCOMPARE(p * n, std::round(p * n)); // a count of battles
        }
        QVERIFY(std::abs(total - 1) < 1e-12);
        const auto e = [&f](MyzEnding ending) { return f.endings[size_t(ending)]; };
        QVERIFY(std::abs(f.wins(0) - (e(MyzEnding::Side1Routs) + e(MyzEnding::Side1Surrenders) + e(MyzEnding::Side1Escapes)
                                      + e(MyzEnding::Side1OutOfDice))) < 1e-12);
        QVERIFY(std::abs(f.wins(1) - (e(MyzEnding::Side0Routs) + e(MyzEnding::Side0Surrenders) + e(MyzEnding::Side0Escapes)
                                      + e(MyzEnding::Side0OutOfDice))) < 1e-12);
        QCOMPARE(f.sides[0].winsError, chanceError(f.wins(0), n));
        // An Overwhelming Victory is the only way to capture a leader, so that happens in exactly the routs.
        QCOMPARE(f.sides[1].leaderCaptured, e(MyzEnding::Side1Routs));
        QCOMPARE(f.sides[1].leaderCapturedError, chanceError(e(MyzEnding::Side1Routs), n));
        for (const MyzSideForecast &side : f.sides) {
            QVERIFY(side.fightersKilled > 0);
            QVERIFY(side.fightersKilledError > 0 && side.fightersKilledError < side.fightersKilled / 50);
            for (size_t i = 1; i < side.fightersKilledQuantiles.size(); ++i)
                QVERIFY(side.fightersKilledQuantiles[i - 1] <= side.fightersKilledQuantiles[i]);
            QVERIFY(side.fightersKilledQuantiles.back() <= side.fightersKilledMost);
            QCOMPARE(side.broken.size(), 2);
        }
        QVERIFY(f.expectedWaves >= 1);
    }

    // The same battles with and without the words: a forecast's battles leave out the reasons nobody reads, and take
    // the same steps to the same end.
    void wordsChangeNothing()
    {
        for (int seed = 1; seed <= 40; ++seed) {
            std::array<MyzBattle, 2> battles{MyzBattle(arkBesieged(5, 6, {ArkProject::Arsenal, ArkProject::Defenses})),
                                             MyzBattle(arkBesieged(5, 6, {ArkProject::Arsenal, ArkProject::Defenses}))};
            battles[1].setExplained(false);
            for (MyzBattle &battle : battles) {
                dice::DiceSource dice{quint64(seed)};
                playOut(battle, {policy(Strategy::Raid), policy(Strategy::TotalAttack)}, dice);
            }
            QCOMPARE(battles[1].steps(), battles[0].steps());
            for (int side = 0; side < 2; ++side) {
                QCOMPARE(battles[1].faction(side).fightersKilled, battles[0].faction(side).fightersKilled);
                QCOMPARE(battles[1].unitsLost(side), battles[0].unitsLost(side));
                QCOMPARE(battles[1].wave().pools[side].dice(), battles[0].wave().pools[side].dice());
            }
            QVERIFY(!battles[0].wave().pools[0].lines.constFirst().reason.isEmpty());
        }
    }

    // A forecast takes its steps unchecked and keeps none (StepChecks::Off, setRecorded(false)), nor any Wave but the
    // last: the same seeds play the same battles as with every step checked and kept, for set-ups that reach sieges,
    // Arks, successors and retreats.
    void uncheckedUnrecordedPlayIsTheSame()
    {
        const QList<BattleSetup> setups{withUnits(8, 7), arkBesieged(5, 6, {ArkProject::Arsenal, ArkProject::Defenses}),
                                        arkBesieged(3, 6, {ArkProject::Defenses, ArkProject::Stables, ArkProject::Shelter})};
        const QList<MyzPolicies> policies{{policy(Strategy::Attack), policy(Strategy::TotalAttack, PushPolicy::WhileNotAhead, 1)},
                                          {policy(Strategy::Raid), policy(Strategy::Skirmish, PushPolicy::Never, -1)},
                                          {policy(Strategy::FightingRetreat), policy(Strategy::Attack)}};
        for (const BattleSetup &setup : setups) {
            for (const MyzPolicies &p : policies) {
                for (quint64 seed = 1; seed <= 20; ++seed) {
                    MyzBattle checked(setup);
                    dice::DiceSource checkedDice(seed);
                    const MyzEnding checkedEnding = playOut(checked, p, checkedDice);
                    MyzBattle unchecked(setup);
                    dice::DiceSource uncheckedDice(seed);
                    QCOMPARE(playOut(unchecked, p, uncheckedDice, 100, StepChecks::Off), checkedEnding);
                    QCOMPARE(unchecked.steps(), checked.steps());
                    MyzBattle unrecorded(setup);
                    unrecorded.setRecorded(false);
                    dice::DiceSource unrecordedDice(seed);
                    QCOMPARE(playOut(unrecorded, p, unrecordedDice, 100, StepChecks::Off), checkedEnding);
                    QVERIFY(unrecorded.steps().isEmpty());
                    QVERIFY(!unrecorded.canUndo());
                    // Each Wave takes the place of the last, and is recorded as fully as the checked battle's.
                    QCOMPARE(unrecorded.waveNumber(), checked.waveNumber());
                    QCOMPARE(unrecorded.waves().size(), 1);
                    QVERIFY(unrecorded.wave() == checked.wave());
                    for (int side = 0; side < 2; ++side) {
                        QCOMPARE(unrecorded.faction(side).fightersKilled, checked.faction(side).fightersKilled);
                        QCOMPARE(unrecorded.faction(side).battleDice, checked.faction(side).battleDice);
                        QCOMPARE(unrecorded.faction(side).damage, checked.faction(side).damage);
                    }
                }
            }
        }
    }

    // WaveRecord::reset empties every member a Wave fills: Waves of sieges, Arks, successors, retreats, pushes and
    // Retaliation, reset, equal a new record.
    void resetRecordIsNew()
    {
        const QList<BattleSetup> setups{withUnits(8, 7), arkBesieged(5, 6, {ArkProject::Arsenal, ArkProject::Defenses}),
                                        arkBesieged(3, 6, {ArkProject::Defenses, ArkProject::Stables, ArkProject::Shelter})};
        WaveRecord fresh;
        fresh.number = 7;
        int waves = 0;
        for (const BattleSetup &setup : setups) {
            for (quint64 seed = 1; seed <= 10; ++seed) {
                MyzBattle battle(setup);
                dice::DiceSource dice(seed);
                playOut(battle, {policy(Strategy::TotalAttack, PushPolicy::WhileNotAhead, 1), policy(Strategy::Raid)}, dice);
                for (WaveRecord w : battle.waves()) {
                    QVERIFY(!(w == fresh));
                    w.reset(7);
                    QVERIFY(w == fresh);
                    ++waves;
                }
            }
        }
        QVERIFY(waves > 30);
    }

    // sampleMyzBattles counts exactly the battles a checked playOut plays from the same dice, one after another.
    void sampleCountsCheckedPlays()
    {
        const MyzBattle from(withUnits(6, 6));
        const MyzPolicies policies{policy(Strategy::Attack), policy(Strategy::Defense, PushPolicy::WhileNotAhead)};
        constexpr int n = 300;
        std::array<int, myzEndingCount> counts{};
        dice::DiceSource dice(5, dice::DiceSource::Sixes::Batched);
        for (int b = 0; b < n; ++b) {
            MyzBattle battle = from;
            ++counts[size_t(playOut(battle, policies, dice))];
        }
        const MyzForecast f = sampleMyzBattles(from, policies, n, 5);
        for (int e = 0; e < myzEndingCount; ++e)
            QCOMPARE(qRound(f.endings[size_t(e)] * n), counts[size_t(e)]);
    }

    // A played-out End Phase rolls its dice as muster-cli rolls an "end" step left to it (stepFromJson), die for die.
    void endPhaseRolledAsMusterCliRollsIt()
    {
        MyzBattle battle(arkBesieged(3, 6, {ArkProject::Defenses, ArkProject::Stables, ArkProject::Shelter}));
        begin(battle);
        toEnd(battle, Strategy::Defense, Strategy::TotalAttack, {0, 2}, {1, 0}, {1, 0});
        QVERIFY(battle.rollsArkDie(0));
        QVERIFY(!battle.retaliationTargets(0).isEmpty());
        const qsizetype at = battle.steps().size();
        for (quint64 seed = 1; seed <= 30; ++seed) {
            dice::DiceSource cli(seed);
            const auto parsed = stepFromJson(QJsonObject{{QStringLiteral("step"), QStringLiteral("end")}}, battle, &cli, {});
            QVERIFY(parsed.ok());
            MyzBattle played = battle;
            dice::DiceSource dice(seed);
            playOut(played, {}, dice);
            QCOMPARE(played.steps().at(at), *parsed);
        }
    }
};

std::unique_ptr<QObject> newMyzForecastTest()
{
    return std::make_unique<MyzForecastTest>();
}

#include "myz_forecast.moc"
