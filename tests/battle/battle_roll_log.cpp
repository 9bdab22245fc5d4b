// Every roll of a battle, typed in from the GM's dice or rolled by the program, in the record, the round
// log's lines (RollLog.h) and the battle report, each marked "typed" or "rolled" (issue 14: "every roll,
// typed or rolled, Heroism included, appears in the round log and in the battle report"). Rolls of
// "Before the Battle" (Disloyal), "Fighting the Battle" (Heroism, Leadership, the Strategy roll, Misfortunes
// of War, Rally) and "After the Battle" (the pursuit) of GURPS Mass Combat.

#include "ScriptedBattle.h"

#include "battle/gurps/BattleJson.h"
#include "battle/gurps/BattleReport.h"
#include "battle/gurps/RollLog.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <memory>

using namespace battletest;

namespace {

// The script with the GM's own dice for the revolt roll, Red's PC's first Heroism roll, Red's first
// Strategy roll, the PC's injury and the pursuit's Leadership roll; the program rolled the rest.
QList<Decision> typedScript(const BattleSetup &setup)
{
    QList<Decision> decisions = script(setup);
    std::get<DisloyalCheck>(decisions[0]).typed = {rollField::ofSide("rolls", 0)};
    std::get<OpenRound>(decisions[1]).typed = {rollField::ofPerson("heroism", 0, 1)};
    std::get<RollContest>(decisions[4]).typed = {rollField::ofSide("rolls", 0)};
    std::get<EndRound>(decisions[5]).typed = {rollField::injury(0, 1)};
    std::get<Pursuit>(decisions[10]).typed = {QStringLiteral("leadership_roll")};
    return decisions;
}

BattleEngine played(const QList<Decision> &decisions)
{
    auto engine = BattleEngine::replay(scriptedSetup(), decisions);
    if (!engine)
        qFatal("the script no longer plays: %s", qPrintable(engine.error().message));
    return *engine;
}

// The one line of `lines` that starts with `what`, or an empty string.
QString lineOf(const QStringList &lines, const QString &what)
{
    for (const QString &line : lines) {
        if (line.startsWith(what))
            return line;
    }
    return {};
}

} // namespace

class RollLogTest : public QObject
{
    Q_OBJECT

private slots:
    // The engine keeps, with each result, whether the GM typed its roll.
    void typedRollsAreRecorded()
    {
        const BattleEngine engine = played(typedScript(scriptedSetup()));
        const BattleState &state = engine.state();
        QVERIFY(state.disloyalChecks[0]->typed);
        const RoundRecord &first = state.rounds.at(0);
        QCOMPARE(first.heroism[0].size(), 1);
        QVERIFY(first.heroism[0][0].typed);
        QCOMPARE(first.rollsTyped, (std::array<bool, 2>{true, false}));
        QVERIFY(!first.misfortunes[0][1].typed);
        QVERIFY(first.misfortunes[0][1].injuryTyped);
        const RoundRecord &second = state.rounds.at(1);
        QVERIFY(!second.heroism[0][0].typed);
        QCOMPARE(second.rollsTyped, (std::array<bool, 2>{false, false}));
        QVERIFY(state.pursuit->leadership->typed);
        QCOMPARE(state.pursuit->logisticsRoll, 4);
        QVERIFY(!state.pursuit->logisticsTyped);
    }

    // Each roll is a line of the round that made it, Heroism included, marked typed or rolled.
    void everyRollIsALine()
    {
        const BattleEngine engine = played(typedScript(scriptedSetup()));
        const QStringList first = roundRollLines(engine, 0);
        QCOMPARE(lineOf(first, QStringLiteral("Red's revolt roll")),
                 QStringLiteral("Red's revolt roll: 5 against 4, they stay loyal (typed)"));
        const QString pc = engine.setup().sides[0].people[1].name;
        QCOMPARE(lineOf(first, pc + QStringLiteral("'s Heroism roll")),
                 QStringLiteral("%1's Heroism roll: 9 against 7, failure (typed)").arg(pc));
        QCOMPARE(lineOf(first, QStringLiteral("Red's Strategy roll")), QStringLiteral("Red's Strategy roll: 9 against 14, success (typed)"));
        QCOMPARE(lineOf(first, QStringLiteral("Blue's Strategy roll")), QStringLiteral("Blue's Strategy roll: 11 against 15, success (rolled)"));
        QCOMPARE(lineOf(first, pc + QStringLiteral("'s Misfortunes of War roll")),
                 QStringLiteral("%1's Misfortunes of War roll: 6 against 8, struck (rolled)").arg(pc));
        QCOMPARE(lineOf(first, pc + QStringLiteral("'s injury")), QStringLiteral("%1's injury: 3 HP (typed)").arg(pc));
        // Everyone still in the battle rolls Misfortunes of War: two people a side.
        QCOMPARE(first.filter(QStringLiteral("Misfortunes of War roll")).size(), 4);
        for (const QString &line : first)
            QVERIFY2(line.endsWith(QStringLiteral("(typed)")) || line.endsWith(QStringLiteral("(rolled)")), qPrintable(line));

        const QStringList second = roundRollLines(engine, 1);
        QCOMPARE(lineOf(second, pc + QStringLiteral("'s Heroism roll")),
                 QStringLiteral("%1's Heroism roll: 12 against %2, failure (rolled)")
                     .arg(pc)
                     .arg(engine.state().rounds.at(1).heroism[0][0].target));
        QVERIFY(lineOf(second, QStringLiteral("Red's revolt roll")).isEmpty()); // before the first round only

        const QStringList pursuit = pursuitRollLines(engine);
        QCOMPARE(pursuit.size(), 2);
        QCOMPARE(pursuit[0], QStringLiteral("Red's Leadership roll to control the pursuit: 12 against 12, success (typed)"));
        QCOMPARE(pursuit[1], QStringLiteral("Logistics lost (1d x 5%): 4, so 20% (rolled)"));
    }

    // The report lists the same lines, and marks each Strategy roll in the table of rounds.
    void reportMarksEveryRoll()
    {
        const BattleEngine engine = played(typedScript(scriptedSetup()));
        const QString html = battleReportHtml(engine);
        for (qsizetype round = 0; round < engine.state().rounds.size(); ++round) {
            for (const QString &line : roundRollLines(engine, round))
                QVERIFY2(html.contains(line.toHtmlEscaped()), qPrintable(line));
        }
        for (const QString &line : pursuitRollLines(engine))
            QVERIFY2(html.contains(line.toHtmlEscaped()), qPrintable(line));
        QVERIFY(html.contains(QStringLiteral("<td>9 (typed)</td>")));
        QVERIFY(html.contains(QStringLiteral("<td>11 (rolled)</td>")));
    }

    // The battle record keeps the typed rolls; a record from before they were told apart (no "typed") still
    // loads, every roll reading as rolled.
    void recordKeepsTypedRolls()
    {
        const BattleSetup setup = scriptedSetup();
        const QList<Decision> decisions = typedScript(setup);
        const QJsonObject json = battleRecordToJson(setup, decisions);
        const auto record = battleRecordFromJson(QJsonDocument::fromJson(QJsonDocument(json).toJson()).object());
        QVERIFY2(record.ok(), record.ok() ? "" : qPrintable(record.error().message));
        QCOMPARE(record->decisions, decisions);

        QJsonObject old = json;
        QJsonArray log = old.value(QStringLiteral("decisions")).toArray();
        for (qsizetype i = 0; i < log.size(); ++i) {
            QJsonObject d = log.at(i).toObject();
            d.remove(QStringLiteral("typed"));
            log[i] = d;
        }
        old.insert(QStringLiteral("decisions"), log);
        const auto oldRecord = battleRecordFromJson(old);
        QVERIFY2(oldRecord.ok(), oldRecord.ok() ? "" : qPrintable(oldRecord.error().message));
        QCOMPARE(oldRecord->decisions, script(setup));
        const BattleEngine engine = played(oldRecord->decisions);
        for (qsizetype round = 0; round < engine.state().rounds.size(); ++round) {
            for (const QString &line : roundRollLines(engine, round))
                QVERIFY2(line.endsWith(QStringLiteral("(rolled)")), qPrintable(line));
        }
    }

    // A record of program rolls only is written as it always was: no "typed".
    void programRollsWriteNoTyped()
    {
        for (const Decision &d : script(scriptedSetup()))
            QVERIFY(!decisionToJson(d).contains(QStringLiteral("typed")));
    }

    // "Finished: Victory" said nothing of whose: the report names the winner.
    void reportNamesTheWinner()
    {
        const BattleEngine engine = played(script(scriptedSetup()));
        QCOMPARE(engine.state().winner, 0);
        const QString html = battleReportHtml(engine);
        QVERIFY2(html.contains(QStringLiteral("Red against Blue — Finished: victory for Red")),
                 qPrintable(html.left(1200)));
    }
};

std::unique_ptr<QObject> newRollLogTest()
{
    return std::make_unique<RollLogTest>();
}

#include "battle_roll_log.moc"
