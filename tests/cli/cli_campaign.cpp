// muster-cli on a campaign file, as a script uses it: demo and show, and each campaign action on a copy of
// the demo campaign (GURPS Mass Combat, "Economics of War", "Maintaining a Force", "Raising Elements",
// "Forces in Motion", "After the Battle"). Every refused input exits 2 with one line naming the field and
// leaves the file byte-identical; a file another Muster holds is refused with who holds it.

#include "CliTestSupport.h"

#include "BattleTestSupport.h"
#include "RuleTestSupport.h"

#include "battle/gurps/BattleJson.h"
#include "battle/gurps/SideFromForce.h"
#include "campaign/ApplyChange.h"
#include "storage/CampaignStore.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QtTest>

using clitest::run;
using clitest::Run;
using namespace Qt::StringLiterals;

namespace {

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

QJsonObject forceNamed(const QJsonObject &campaign, const QString &start)
{
    for (const QJsonValue &force : campaign.value("forces"_L1).toArray()) {
        if (force["name"_L1].toString().startsWith(start))
            return force.toObject();
    }
    return {};
}

QJsonObject treasuryNamed(const QJsonObject &campaign, const QString &name)
{
    for (const QJsonValue &t : campaign.value("treasuries"_L1).toArray()) {
        if (t["name"_L1].toString() == name)
            return t.toObject();
    }
    return {};
}

QStringList editKinds(const Run &r)
{
    QStringList kinds;
    for (const QJsonValue &e : r.json["change"_L1]["edits"_L1].toArray())
        kinds << e["edit"_L1].toString();
    return kinds;
}

} // namespace

class CliCampaignTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;

    // A fresh copy of the demo campaign, written by muster-cli demo.
    QString demo()
    {
        const QString path = m_dir.filePath(u"demo-%1.muster"_s.arg(++m_files));
        const Run r = run({u"demo"_s, path});
        if (r.exitCode != 0)
            qWarning("demo: %s", qPrintable(r.error));
        return path;
    }

    QJsonObject show(const QString &path) { return run({u"show"_s, path}).json; }

private slots:
    void demoAndShow()
    {
        const QString path = demo();
        const QJsonObject campaign = show(path);
        for (const char *key : {"date", "calendar", "forces", "treasuries", "orders", "battles"})
            QVERIFY2(campaign.contains(QLatin1String(key)), key);
        QCOMPARE(campaign["date"_L1]["text"_L1].toString(), u"1 August 1203"_s);
        const QJsonObject host = forceNamed(campaign, u"Host of Lady Maren"_s);
        QCOMPARE(host["elements"_L1].toArray().size(), 9);
        QVERIFY(host["figures"_L1]["force_ts"_L1].toDouble() > 0);
        // The demo's war chests, as its description gives them.
        QCOMPARE(treasuryNamed(campaign, u"House Greyhollow"_s)["balance"_L1].toDouble(), 4000000.0);
        QCOMPARE(treasuryNamed(campaign, u"The Red Fen rebellion"_s)["balance"_L1].toDouble(), 900000.0);
        // demo refuses to overwrite.
        const QByteArray before = fileHash(path);
        QCOMPARE(clitest::badInputProblem(run({u"demo"_s, path}), u"file: "_s), QString());
        QCOMPARE(fileHash(path), before);
    }

    // "Maintaining a Force": the quartermaster (Administration 14) rolls 9, a success by 5: -10% on the
    // month's total; a 10 is a success by 4: no change.
    void closeMonthAdministration()
    {
        const QString byFive = demo();
        const QString byFour = demo();
        const Run five = run(
            {u"close-month"_s, byFive, u"--treasury"_s, u"House Greyhollow"_s, u"--admin-roll"_s, u"9"_s});
        const Run four = run(
            {u"close-month"_s, byFour, u"--treasury"_s, u"House Greyhollow"_s, u"--admin-roll"_s, u"10"_s});
        QCOMPARE(five.exitCode, 0);
        QCOMPARE(four.exitCode, 0);
        const QJsonObject fiveForce = five.json["forces"_L1].toArray().at(0).toObject();
        const QJsonObject fourForce = four.json["forces"_L1].toArray().at(0).toObject();
        QCOMPARE(fiveForce["administration_percent"_L1].toInt(), -10);
        QCOMPARE(fourForce["administration_percent"_L1].toInt(), 0);
        QCOMPARE(fiveForce["rolled"_L1].toBool(), false);
        QCOMPARE(qRound(fiveForce["total"_L1].toDouble()), qRound(fourForce["total"_L1].toDouble() * 0.9));
        QVERIFY(editKinds(five).contains(u"ledger-booked"_s));
        // The costs are booked on the month's last day, and the treasury is down by what was booked.
        const QJsonObject after = show(byFive);
        const QJsonObject greyhollow = treasuryNamed(after, u"House Greyhollow"_s);
        QCOMPARE(greyhollow["balance"_L1].toDouble(), 4000000.0 - fiveForce["total"_L1].toDouble());
        for (const QJsonValue &entry : greyhollow["ledger"_L1].toArray())
            QCOMPARE(entry["date"_L1]["text"_L1].toString(), u"31 August 1203"_s);
        // The Levy line has served one month on levy terms.
        const QJsonArray levies = after["levies"_L1].toArray();
        QCOMPARE(levies.size(), 1);
        QCOMPARE(levies.at(0)["months_served"_L1].toInt(), 1);
    }

    // "Economics of War": revenue falls due on the first of each month. From 1 August to 1 September 1203:
    // Greyhollow's harvest tithe ($900K, September and October) and the devastated Fen road tolls (half of
    // $120K); the rebels' silver ($60K a month). Issue 14: time does not pass the end of August before August is
    // closed: the advance stops on 31 August and says who has not closed it; with --close-months it closes the
    // month on its way (each treasury's upkeep booked on 31 August) and the revenue arrives.
    void advanceBooksRevenue()
    {
        const QString path = demo();
        const Run stopped = run({u"advance"_s, path, u"--days"_s, u"31"_s});
        QCOMPARE(stopped.exitCode, 0);
        QCOMPARE(stopped.json["date"_L1]["text"_L1].toString(), u"31 August 1203"_s);
        QCOMPARE(stopped.json["stopped_at"_L1]["text"_L1].toString(), u"31 August 1203"_s);
        QVERIFY(stopped.json["stop_reason"_L1].toString().startsWith(u"August 1203 is not closed for House Greyhollow"_s));
        QCOMPARE(stopped.json["revenue"_L1].toDouble(), 0.0);
        // From 31 August nothing moves until the month is closed.
        const Run refused = run({u"advance"_s, path, u"--days"_s, u"1"_s});
        QVERIFY(refused.exitCode != 0);
        QVERIFY(refused.error.contains(u"August 1203 is not closed"_s));
        // Greyhollow closes August by hand; a second close of August is refused.
        QCOMPARE(run({u"close-month"_s, path, u"--treasury"_s, u"House Greyhollow"_s, u"--seed"_s, u"3"_s}).exitCode, 0);
        const Run again = run({u"close-month"_s, path, u"--treasury"_s, u"House Greyhollow"_s});
        QVERIFY(again.exitCode != 0);
        QVERIFY2(again.error.contains(u"August 1203 is already closed for House Greyhollow"_s), qPrintable(again.error));

        const Run r = run({u"advance"_s, path, u"--days"_s, u"1"_s, u"--close-months"_s, u"--seed"_s, u"5"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json["date"_L1]["text"_L1].toString(), u"1 September 1203"_s);
        QCOMPARE(r.json["revenue"_L1].toDouble(), 900000.0 + 60000.0 + 60000.0);
        QVERIFY(r.json["months_closed"_L1].toArray().contains(u"August 1203 for The Red Fen rebellion"_s));
        QVERIFY(!r.json["months_closed"_L1].toArray().contains(u"August 1203 for House Greyhollow"_s));
        const QJsonObject after = show(path);
        const QJsonObject greyhollow = treasuryNamed(after, u"House Greyhollow"_s);
        QCOMPARE(greyhollow["closed_through"_L1].toString(), u"1203-08"_s);
        double upkeep = 0;
        for (const QJsonValue &entry : greyhollow["ledger"_L1].toArray()) {
            if (entry["category"_L1].toString() != u"revenue"_s) {
                QCOMPARE(entry["date"_L1]["text"_L1].toString(), u"31 August 1203"_s);
                upkeep += entry["amount"_L1].toDouble();
            }
        }
        QVERIFY(upkeep < 0);
        QCOMPARE(greyhollow["balance"_L1].toDouble(), 4000000.0 + 960000.0 + upkeep);
    }

    // "Raising Elements": paid now, ready after ceil(Raise / $10K x 7) days; advancing to the next event
    // brings them into the roster.
    void raiseThenAdvanceToNextEvent()
    {
        const QString path = demo();
        const Run raised =
            run({u"raise"_s, path, u"--force"_s, u"Host"_s, u"--treasury"_s, u"House Greyhollow"_s,
                 u"--element"_s, uR"({"type": "Heavy Infantry", "tl": 3, "count": 2})"_s});
        QCOMPARE(raised.exitCode, 0);
        QCOMPARE(editKinds(raised), (QStringList{u"ledger-booked"_s, u"order-placed"_s}));
        const QJsonObject order = raised.json["change"_L1]["edits"_L1][1]["order"_L1].toObject();
        const double cost = order["cost"_L1].toDouble();
        // The ruling "Time to raise": ceil(the element's Raise / $10K x 7) days, at least 10.
        const int days = std::max(10, int(std::ceil(cost / 2 / 10000.0 * 7)));
        QCOMPARE(order["ready"_L1]["text"_L1].toString(),
                 QDate(1203, 8, 1).addDays(days).toString(u"d MMMM yyyy"_s));
        QCOMPARE(show(path)["orders"_L1].toArray().size(), 1);
        // Events come one after another: month ends until the elements are ready.
        for (int step = 0; step < 12 && !show(path)["orders"_L1].toArray().isEmpty(); ++step) {
            const Run next = run({u"advance"_s, path, u"--to-next-event"_s});
            QCOMPARE(next.exitCode, 0);
            QVERIFY(!next.json["events"_L1].toArray().isEmpty());
        }
        const QJsonObject after = show(path);
        QVERIFY(after["orders"_L1].toArray().isEmpty());
        QCOMPARE(after["date"_L1]["text"_L1].toString(), order["ready"_L1]["text"_L1].toString());
        QCOMPARE(forceNamed(after, u"Host"_s)["elements"_L1].toArray().size(), 10);
    }

    // "Hire mercenaries", "Disbanding Elements", "Force Replacements", "Improvements".
    void hireDisbandReplaceImprove()
    {
        const QString path = demo();
        const Run hired =
            run({u"hire"_s, path, u"--force"_s, u"Host"_s, u"--element"_s,
                 uR"({"type": "Heavy Infantry", "tl": 3, "count": 2, "features": ["Mercenary"]})"_s});
        QCOMPARE(hired.exitCode, 0);
        QCOMPARE(editKinds(hired), QStringList{u"lines-added"_s});
        // Bowmen (line 3) disbanded carefully at home: 20% of their Raise back.
        const Run disbanded =
            run({u"disband"_s, path, u"--force"_s, u"Host"_s, u"--line"_s, u"3"_s, u"--treasury"_s,
                 u"House Greyhollow"_s, u"--friendly-territory"_s, u"--months-demobilizing"_s, u"2"_s});
        QCOMPARE(disbanded.exitCode, 0);
        QCOMPARE(editKinds(disbanded), (QStringList{u"lines-removed"_s, u"ledger-booked"_s}));
        // Three Bowmen at TL3 raise for $60K each ($180K): the rebate is $36K.
        QCOMPARE(disbanded.json["change"_L1]["edits"_L1][1]["net"_L1].toDouble(), 36000.0);
        const Run improved = run({u"improve"_s, path, u"--force"_s, u"Host"_s, u"--line"_s, u"2"_s,
                                  u"--treasury"_s, u"House Greyhollow"_s, u"--element"_s,
                                  uR"({"type": "Heavy Infantry", "tl": 3, "troops": "Good"})"_s});
        QCOMPARE(improved.exitCode, 0);
        QCOMPARE(editKinds(improved), (QStringList{u"ledger-booked"_s, u"order-placed"_s}));
        QCOMPARE(clitest::badInputProblem(run({u"replace"_s, path, u"--force"_s, u"Host"_s, u"--line"_s,
                                               u"2"_s, u"--treasury"_s, u"House Greyhollow"_s}),
                                          u"casualties: "_s),
                 QString());
    }

    // "Forces in Motion": 40 miles of good road at 20 miles a day on foot; the Heavy Artillery (line 6) stays
    // behind as a force of its own where the march began.
    void marchSplitsAndMoves()
    {
        const QString path = demo();
        const Run r = run({u"march"_s, path, u"--force"_s, u"Host"_s, u"--plan"_s,
                           uR"({"destination": "Fen Keep", "posture": "patrolling",
                                "legs": [{"kind": "good-road", "distance": 40}],
                                "leave_behind": [{"line": 5}]})"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject after = show(path);
        const QJsonObject host = forceNamed(after, u"Host of Lady Maren of Greyhollow"_s);
        QCOMPARE(host["economy"_L1]["location"_L1].toString(), u"Fen Keep"_s);
        QCOMPARE(host["economy"_L1]["posture"_L1].toString(), u"patrolling"_s);
        QCOMPARE(host["elements"_L1].toArray().size(), 8);
        const QJsonObject left =
            forceNamed(after, u"Host of Lady Maren of Greyhollow (left at Greyhollow Keep)"_s);
        QCOMPARE(left["elements"_L1].toArray().size(), 1);
        QCOMPARE(left["economy"_L1]["location"_L1].toString(), u"Greyhollow Keep"_s);
        QCOMPARE(after["date"_L1]["text"_L1].toString(), u"3 August 1203"_s);
    }

    // "After the Battle": a battle fought to its end in the file; apply-battle carries its casualties to the
    // lines that fought, once.
    void applyBattleCasualties()
    {
        using namespace muster;
        using namespace muster::gurps;
        const QString path = demo();
        {
            auto store = CampaignStore::open(path);
            QVERIFY(store.ok());
            auto campaign = (*store)->load();
            QVERIFY(campaign.ok());
            BattleSetup setup;
            setup.name = u"Battle of the Ford"_s;
            setup.sides[0] = sideFromForce(campaign->catalog, campaign->forces.at(0));
            setup.sides[1] = sideFromForce(campaign->catalog, campaign->forces.at(1));
            setup.sides[1].startingCasualties = 95;
            BattleEngine engine = battletest::engineFor(setup);
            QCOMPARE(battletest::fightRound(engine, BattleStrategy::Attack, BattleStrategy::Attack, 4, 17),
                     QString());
            QVERIFY(engine.isFinished());
            StoredBattle stored;
            stored.ruleSet = u"gurps"_s;
            stored.name = setup.name;
            stored.status = BattleStatus::Finished;
            stored.record = QJsonDocument(battleRecordToJson(engine.setup(), engine.decisions()))
                                .toJson(QJsonDocument::Compact);
            CampaignChange change;
            change << edit::BattleInsertion{stored, 0, true};
            QVERIFY((*store)->write(*campaign, change).ok());
        }
        const QJsonObject before = show(path);
        const Run r = run({u"apply-battle"_s, path, u"--battle"_s, u"Battle of the Ford"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.error));
        QVERIFY2(editKinds(r).contains(u"lines-removed"_s), qPrintable(editKinds(r).join(u' ')));
        QCOMPARE(editKinds(r).constLast(), u"battle"_s);
        const QJsonObject after = show(path);
        QCOMPARE(after["battles"_L1][0]["status"_L1].toString(), u"casualties-applied"_s);
        // The rebels, at 100% casualties, are wiped out: every line that fought is gone.
        QCOMPARE(forceNamed(before, u"Rebels"_s)["elements"_L1].toArray().size(), 5);
        QCOMPARE(forceNamed(after, u"Rebels"_s)["elements"_L1].toArray().size(), 0);
        // Only once.
        const QByteArray applied = fileHash(path);
        QCOMPARE(clitest::badInputProblem(
                     run({u"apply-battle"_s, path, u"--battle"_s, u"Battle of the Ford"_s}), u"battle: "_s),
                 QString());
        QCOMPARE(fileHash(path), applied);
    }

    // A campaign force fielded under the campaign's rules (GURPS when it chose none) is a side of a battle file
    // that plays as it is: Lady Maren's host with its nine lines and its commander first (Strategy 14,
    // Leadership 13, Tactics 12, as the demo gives her), fought against an estimate.
    void fieldedForcePlaysInABattleFile()
    {
        const QString path = demo();
        const QByteArray before = fileHash(path);
        const Run fielded = run({u"field"_s, path, u"--force"_s, u"Host"_s});
        QCOMPARE(fielded.exitCode, 0);
        QCOMPARE(fileHash(path), before); // a proposal changes nothing
        QCOMPARE(fielded.json["rules"_L1].toString(), u"gurps"_s);
        const QJsonObject side = fielded.json["side"_L1].toObject();
        QCOMPARE(side["name"_L1].toString(), u"Host of Lady Maren of Greyhollow"_s);
        QCOMPARE(side["roster"_L1]["elements"_L1].toArray().size(), 9);
        QCOMPARE(side["roster"_L1]["elements"_L1][0]["type"_L1].toString(), u"Heavy Cavalry"_s);
        const QJsonObject commander = side["people"_L1][0].toObject();
        QCOMPARE(commander["name"_L1].toString(), u"Lady Maren"_s);
        QCOMPARE(commander["strategy"_L1].toInt(), 14);
        QCOMPARE(commander["leadership"_L1].toInt(), 13);
        QCOMPARE(commander["tactics"_L1].toInt(), 12);
        QVERIFY(!side.contains("_left_out"_L1));

        const QJsonObject battle{
            {u"name"_s, u"Skirmish at the Fen"_s},
            {u"sides"_s,
             QJsonArray{side, QJsonObject{{u"name"_s, u"Raiders"_s},
                                          {u"estimate"_s, QJsonObject{{u"ts"_s, 100}}},
                                          {u"people"_s, QJsonArray{QJsonObject{{u"name"_s, u"Raider chief"_s}}}}}}},
            {u"rounds"_s, QJsonArray{QJsonObject{{u"strategies"_s, QJsonArray{u"attack"_s, u"attack"_s}}}}}};
        const QString file = m_dir.filePath(u"fielded-battle.json"_s);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(battle).toJson());
        out.close();
        const Run played = run({u"battle"_s, file});
        QVERIFY2(played.exitCode == 0, qPrintable(played.error));
        QCOMPARE(played.json["sides"_L1][0]["name"_L1].toString(), u"Host of Lady Maren of Greyhollow"_s);

        // The rebels' Bog Wyrm is a custom type, which battle files do not know: left out, and said so.
        const Run rebels = run({u"field"_s, path, u"--force"_s, u"Rebels"_s});
        QCOMPARE(rebels.exitCode, 0);
        QCOMPARE(rebels.json["side"_L1]["roster"_L1]["elements"_L1].toArray().size(), 4);
        QVERIFY(rebels.json["side"_L1]["_left_out"_L1].toString().contains(u"Bog Wyrm"_s));

        QCOMPARE(clitest::badInputProblem(run({u"field"_s, path, u"--force"_s, u"Host"_s, u"--rules"_s, u"chess"_s}),
                                          u"rules: unknown rule set \"chess\""_s),
                 QString());
    }

    void refusedInputLeavesTheFileAlone_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("field");
        QTest::newRow("unknown treasury")
            << QStringList{u"close-month"_s, u"--treasury"_s, u"Nobody"_s} << u"treasury: "_s;
        QTest::newRow("roll off 3d6") << QStringList{u"close-month"_s, u"--treasury"_s, u"House Greyhollow"_s,
                                                     u"--admin-roll"_s, u"19"_s}
                                      << u"admin-roll: "_s;
        QTest::newRow("too many rolls") << QStringList{u"close-month"_s,
                                                       u"--treasury"_s,
                                                       u"Harrow Command"_s,
                                                       u"--admin-roll"_s,
                                                       u"10"_s,
                                                       u"--admin-roll"_s,
                                                       u"11"_s}
                                        << u"admin-roll: "_s;
        QTest::newRow("advance both ways")
            << QStringList{u"advance"_s, u"--days"_s, u"3"_s, u"--to-next-event"_s} << u"days: "_s;
        QTest::newRow("advance no days") << QStringList{u"advance"_s, u"--days"_s, u"0"_s} << u"days: "_s;
        QTest::newRow("unknown force") << QStringList{u"raise"_s,
                                                      u"--force"_s,
                                                      u"Nobody"_s,
                                                      u"--treasury"_s,
                                                      u"House Greyhollow"_s,
                                                      u"--element"_s,
                                                      uR"({"type": "Bowmen", "tl": 3})"_s}
                                       << u"force: "_s;
        QTest::newRow("unknown element type") << QStringList{u"raise"_s,
                                                             u"--force"_s,
                                                             u"Host"_s,
                                                             u"--treasury"_s,
                                                             u"House Greyhollow"_s,
                                                             u"--element"_s,
                                                             uR"({"type": "Dragons", "tl": 3})"_s}
                                              << u"element.type: "_s;
        QTest::newRow("war chest too small")
            << QStringList{u"raise"_s,
                           u"--force"_s,
                           u"Rebels"_s,
                           u"--treasury"_s,
                           u"The Red Fen rebellion"_s,
                           u"--element"_s,
                           uR"({"type": "Heavy Cavalry", "tl": 3, "count": 100})"_s}
            << u"amount: "_s;
        QTest::newRow("hire without Mercenary")
            << QStringList{u"hire"_s, u"--force"_s, u"Host"_s, u"--element"_s,
                           uR"({"type": "Bowmen", "tl": 3})"_s}
            << u"features: "_s;
        QTest::newRow("unknown line")
            << QStringList{u"disband"_s, u"--force"_s, u"Host"_s, u"--line"_s, u"999"_s} << u"line: "_s;
        QTest::newRow("no destination")
            << QStringList{u"march"_s, u"--force"_s, u"Host"_s, u"--plan"_s,
                           uR"({"legs": [{"kind": "good-road", "distance": 10}]})"_s}
            << u"plan.destination: "_s;
        QTest::newRow("no battle") << QStringList{u"apply-battle"_s, u"--battle"_s, u"Hastings"_s}
                                   << u"battle: "_s;
    }

    void refusedInputLeavesTheFileAlone()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, field);
        const QString path = demo();
        const QByteArray before = fileHash(path);
        arguments.insert(1, path);
        QCOMPARE(clitest::badInputProblem(run(arguments), field), QString());
        QCOMPARE(fileHash(path), before);
        QVERIFY(!QFile::exists(path + u".lock"_s));
    }

    void fileProblemsAreNamed()
    {
        QCOMPARE(clitest::badInputProblem(run({u"show"_s, m_dir.filePath(u"missing.muster"_s)}), u"file: "_s),
                 QString());
        const Run folder = run({u"show"_s, m_dir.path()});
        QCOMPARE(clitest::badInputProblem(folder, u"file: "_s), QString());
        QVERIFY2(folder.error.contains(u"folder"_s), qPrintable(folder.error));
        // A file another Muster holds is refused with who holds it, and left alone.
        const QString path = demo();
        const QByteArray before = fileHash(path);
        auto holder = muster::CampaignStore::open(path);
        QVERIFY(holder.ok());
        const Run held = run({u"advance"_s, path, u"--days"_s, u"3"_s});
        QCOMPARE(clitest::badInputProblem(held, u"file: "_s), QString());
        QVERIFY2(held.error.contains(u"open in another program"_s), qPrintable(held.error));
        holder->reset();
        QCOMPARE(fileHash(path), before);
    }
};

std::unique_ptr<QObject> newCliCampaignTest()
{
    return std::make_unique<CliCampaignTest>();
}

#include "cli_campaign.moc"
