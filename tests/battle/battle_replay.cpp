// The battle as a state machine (design.md: "The GM has the last word", "Nothing is lost"): undo
// restores the exact previous state, a battle replayed from its decisions (also through its JSON record,
// saved mid-way) is the same battle, and a roll or choice the rules do not allow is refused with a message
// and changes nothing.

#include "ScriptedBattle.h"

#include "battle/gurps/BattleJson.h"

#include <QJsonDocument>

#include <memory>

using namespace battletest;

namespace {

QJsonObject throughText(const QJsonObject &object)
{
    return QJsonDocument::fromJson(QJsonDocument(object).toJson()).object();
}

} // namespace

class ReplayTest : public QObject
{
    Q_OBJECT

private slots:
    // The script is what the comments say.
    void scriptPlays()
    {
        BattleEngine engine = engineFor(scriptedSetup());
        QCOMPARE(applyAll(engine, script(engine.setup())), QString());
        const RoundRecord &first = engine.state().rounds.at(0);
        QCOMPARE(first.skills[0].total(), 14);
        QCOMPARE(first.skills[1].total(), 15);
        QCOMPARE(first.outcome.winner, 0);
        QCOMPARE(first.outcome.casualties[1], 30); // 15% doubled by the All-Out Defense
        QCOMPARE(engine.state().sides[0].people[1].hp, 12 - 3);
        QCOMPARE(engine.state().end, BattleEnd::Victory);
        QCOMPARE(engine.state().winner, 0);
        QCOMPARE(engine.state().sides[1].logisticCasualties, 20);
    }

    // Undo restores exactly the state before each decision, all the way back.
    void undoRestoresEachState()
    {
        BattleEngine engine = engineFor(scriptedSetup());
        QVERIFY(!engine.canUndo());
        QList<BattleState> before;
        for (const Decision &d : script(engine.setup())) {
            before << engine.state();
            QCOMPARE(applyAll(engine, {d}), QString());
        }
        while (!before.isEmpty()) {
            QVERIFY(engine.canUndo());
            engine.undo();
            QCOMPARE(engine.state(), before.takeLast());
            QCOMPARE(engine.decisions().size(), before.size());
        }
        QVERIFY(!engine.canUndo());
    }

    // A battle is its set-up and decisions: replaying them, or any prefix, gives the same state; so does
    // its JSON record, saved mid-way and resumed.
    void replayAndResume()
    {
        const BattleSetup setup = scriptedSetup();
        const QList<Decision> decisions = script(setup);
        BattleEngine engine = engineFor(setup);
        for (qsizetype n = 0; n < decisions.size(); ++n) {
            QCOMPARE(applyAll(engine, {decisions.at(n)}), QString());
            const auto replayed = BattleEngine::replay(setup, engine.decisions());
            QVERIFY(replayed.ok());
            QCOMPARE(replayed->state(), engine.state());

            const auto record = battleRecordFromJson(throughText(battleRecordToJson(setup, engine.decisions())));
            QVERIFY2(record.ok(), record.ok() ? "" : qPrintable(record.error().message));
            QCOMPARE(record->setup, setup);
            QCOMPARE(record->decisions, engine.decisions());
            auto resumed = BattleEngine::replay(record->setup, record->decisions);
            QVERIFY(resumed.ok());
            QCOMPARE(resumed->state(), engine.state());
            // The resumed battle goes on exactly as the original.
            if (n + 1 < decisions.size()) {
                BattleEngine original = engine;
                QCOMPARE(applyAll(*resumed, {decisions.at(n + 1)}), QString());
                QCOMPARE(applyAll(original, {decisions.at(n + 1)}), QString());
                QCOMPARE(resumed->state(), original.state());
            }
        }
    }

    // The set-up's JSON keeps every field the battle reads.
    void setupRoundTrip()
    {
        BattleSetup setup = drakesCross();
        setup.sides[0].elements << with(troops(QStringLiteral("Oddity"), 2, 3.3, {SpecialClass::Air, SpecialClass::F}, {Mobility::FA, Mobility::Coast}),
                                        [](BattleElement &e) {
                                            e.neutralizes = {SpecialClass::Arm};
                                            e.support = true;
                                            e.wt = 1.5;
                                            e.night = e.nocturnal = e.allWeather = e.airborne = e.marine = true;
                                            e.impetuous = e.fanatic = e.disloyal = e.hero = true;
                                            e.terrains = {muster::TerrainType::Jungle, muster::TerrainType::Arctic};
                                            e.raise = muster::Money::fromDollars(157'500);
                                        });
        Person odd = person(QStringLiteral("Odd"), 9, 8, true);
        odd.hp = 7;
        odd.tactics = 14;
        odd.usefulSkill15 = odd.commandsElements = odd.withImpetuous = odd.withSupportOrLogistics = true;
        odd.staff = StaffLink{42, muster::StaffRole::IntelligenceChief};
        setup.sides[0].people << odd;
        setup.sides[0].forceId = 42;
        setup.sides[0].encamped = setup.sides[0].lowReadiness = true;
        setup.sides[0].defenseBonus = 3;
        setup.sides[0].startingCasualties = 15;
        setup.start = BattleStart{BattleKind::Encounter, Advantage::Surprise, 1, false};
        setup.conditions = BattleConditions{BattleTerrain::Woodlands, true, true, true, RiverCrossing::FordOrBridge, 1};
        const auto back = setupFromJson(throughText(setupToJson(setup)));
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error().message));
        QCOMPARE(*back, setup);
    }

    // Every field of every kind of decision survives its JSON.
    void decisionsRoundTrip()
    {
        EndRound end;
        end.raidOnLogistics = true;
        end.misfortunes[0] = {MisfortuneRoll{4, true, std::nullopt}, std::nullopt, MisfortuneRoll{6, false, 5}};
        end.successorRolls = {12, std::nullopt};
        end.rallyRolls = {std::nullopt, 9};
        end.typed = {QStringLiteral("successor_rolls[0]"), rollField::injury(0, 2)};
        OpenRound talks = openRound({-3, 3}, {2}, {std::nullopt, 17});
        talks.typed = {rollField::ofPerson("heroism", 0, 1)};
        talks.night = talks.badWeather = talks.endByAgreement = true;
        talks.agreedWinner = 1;
        const QList<Decision> decisions = {DisloyalCheck{{3, 18}},
                                           talks,
                                           ChooseStrategies{{desperate(BattleStrategy::FullRetreat), plain(BattleStrategy::Skirmish)}, {7, std::nullopt}},
                                           Respond{true, desperate(BattleStrategy::AllOutAttack), 11},
                                           rolls(3, 18, -3, 3),
                                           end,
                                           Pursuit{13, 2, false, 6}};
        for (const Decision &d : decisions) {
            const auto back = decisionFromJson(throughText(decisionToJson(d)));
            QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error().message));
            QCOMPARE(*back, d);
        }
    }

    // A saved battle whose decisions no longer apply is refused with the step that fails.
    void replayRefusesAStaleRecord()
    {
        QList<Decision> decisions = script(scriptedSetup());
        decisions[4] = rolls(9, 19);
        const auto replayed = BattleEngine::replay(scriptedSetup(), decisions);
        QVERIFY(!replayed.ok());
        QCOMPARE(replayed.error().field, QStringLiteral("decisions[4]"));
    }

    // Wrong rolls and choices: refused with a message naming a field; nothing changes.
    void wrongInputRefused_data()
    {
        QTest::addColumn<int>("played"); // decisions of the script applied first
        QTest::addColumn<Decision>("wrong");
        const auto withMisfortune = [](int roll, std::optional<int> injury) {
            EndRound end = quietEnd(engineFor(scriptedSetup()));
            end.misfortunes[0][1] = MisfortuneRoll{roll, false, injury};
            return Decision(end);
        };
        QTest::newRow("revolt roll 19") << 0 << Decision(DisloyalCheck{{19, std::nullopt}});
        QTest::newRow("revolt roll missing") << 0 << Decision(DisloyalCheck{});
        QTest::newRow("a round before the revolt check") << 0 << Decision(openRound({}, {}));
        QTest::newRow("Risk +4") << 1 << Decision(openRound({4}, {}, {std::nullopt, 9}));
        QTest::newRow("Heroism roll missing") << 1 << Decision(openRound({}, {}));
        QTest::newRow("Heroism roll 2") << 1 << Decision(openRound({}, {}, {std::nullopt, 2}));
        QTest::newRow("Rally when not confused") << 2 << Decision(strategies(BattleStrategy::Rally, BattleStrategy::Attack));
        QTest::newRow("Desperate without the casualties") << 2 << Decision(ChooseStrategies{{desperate(BattleStrategy::Attack), plain(BattleStrategy::Attack)}, {}});
        QTest::newRow("no Parley to accept") << 3 << Decision(Respond{true, std::nullopt, std::nullopt});
        QTest::newRow("Strategy roll 19") << 4 << Decision(rolls(9, 19));
        QTest::newRow("Strategy roll 2") << 4 << Decision(rolls(2, 10));
        QTest::newRow("special circumstances +4") << 4 << Decision(rolls(9, 11, 4));
        QTest::newRow("Misfortunes roll 19") << 5 << withMisfortune(19, std::nullopt);
        QTest::newRow("2d-1 injury of 12") << 5 << withMisfortune(6, 12);
        QTest::newRow("a pursuit in the middle of a round") << 5 << Decision(Pursuit{12, std::nullopt, true, 4});
        QTest::newRow("pursuit Leadership 2") << 10 << Decision(Pursuit{2, std::nullopt, true, 4});
        QTest::newRow("logistics roll 7") << 10 << Decision(Pursuit{12, std::nullopt, true, 7});
    }
    void wrongInputRefused()
    {
        QFETCH(int, played);
        QFETCH(Decision, wrong);
        BattleEngine engine = engineFor(scriptedSetup());
        QCOMPARE(applyAll(engine, script(engine.setup()).mid(0, played)), QString());
        const BattleState before = engine.state();
        const muster::Status status = engine.apply(wrong);
        QVERIFY(!status.ok());
        QVERIFY(!status.error().message.isEmpty());
        QVERIFY(!status.error().field.isEmpty());
        QCOMPARE(engine.state(), before);
        QCOMPARE(engine.decisions().size(), played);
    }

    // Nothing happens after the end.
    void finishedBattleTakesNothing()
    {
        BattleEngine engine = engineFor(scriptedSetup());
        QCOMPARE(applyAll(engine, script(engine.setup())), QString());
        QVERIFY(engine.isFinished());
        QVERIFY(!engine.apply(openRound({}, {})).ok());
        QVERIFY(!engine.apply(Pursuit{12, std::nullopt, true, 4}).ok());
    }
};

std::unique_ptr<QObject> newReplayTest()
{
    return std::make_unique<ReplayTest>();
}

#include "battle_replay.moc"
