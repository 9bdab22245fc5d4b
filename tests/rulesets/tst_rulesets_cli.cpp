// muster-cli dispatches `battle` and `odds` on the file's "rules" (issue 15): the test-only coin-flip rule set,
// registered in a build of the same commands (coins_cli.cpp), plays typed and rolled coins; GURPS files still
// play with or without "rules"; an unknown rule set and a rule set with no odds are refused by name.

#include "CliTestSupport.h"

#include <QtTest>

using namespace clitest;

class TstRuleSetsCli : public QObject
{
    Q_OBJECT

private slots:
    void coinsPlayedFromTheFile();
    void coinsTypedAndRolled();
    void refusals_data();
    void refusals();
    void gurpsFilesStillPlay();
    void forcesFieldedUnderTheRules();

private:
    Run runFile(const QString &command, const QJsonObject &file);
    QTemporaryDir m_dir;
};

Run TstRuleSetsCli::runFile(const QString &command, const QJsonObject &file)
{
    const QString path = m_dir.filePath(QStringLiteral("input.json"));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    out.write(QJsonDocument(file).toJson());
    out.close();
    return run({command, path});
}

// Three typed heads: heads has three wins and the battle is over after three flips.
void TstRuleSetsCli::coinsPlayedFromTheFile()
{
    const Run r = runFile(QStringLiteral("battle"),
                          QJsonObject{{QStringLiteral("rules"), QStringLiteral("coins")},
                                      {QStringLiteral("name"), QStringLiteral("Toss at the Ford")},
                                      {QStringLiteral("coins"), QJsonArray{1, 1, 1}}});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json.value(QStringLiteral("name")).toString(), QStringLiteral("Toss at the Ford"));
    QCOMPARE(r.json.value(QStringLiteral("status")).toString(), QStringLiteral("finished"));
    QCOMPARE(r.json.value(QStringLiteral("summary")).toString(), QStringLiteral("Heads 3, tails 0"));
    QCOMPARE(r.json.value(QStringLiteral("log")).toArray(),
             (QJsonArray{QStringLiteral("Flip 1: Heads wins"), QStringLiteral("Flip 2: Heads wins"),
                         QStringLiteral("Flip 3: Heads wins")}));
}

// Two typed tails, then the seeded coin: the battle ends when one side reaches three, after 3 to 5 flips, and the
// same seed plays the same battle.
void TstRuleSetsCli::coinsTypedAndRolled()
{
    const QJsonObject file{{QStringLiteral("rules"), QStringLiteral("coins")},
                           {QStringLiteral("coins"), QJsonArray{2, 2}},
                           {QStringLiteral("seed"), 42}};
    const Run first = runFile(QStringLiteral("battle"), file);
    QCOMPARE(first.exitCode, 0);
    const QJsonArray log = first.json.value(QStringLiteral("log")).toArray();
    QVERIFY(log.size() >= 3 && log.size() <= 5);
    QCOMPARE(log.at(0).toString(), QStringLiteral("Flip 1: Tails wins"));
    QCOMPARE(log.at(1).toString(), QStringLiteral("Flip 2: Tails wins"));
    QCOMPARE(runFile(QStringLiteral("battle"), file).json, first.json);
}

void TstRuleSetsCli::refusals_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QJsonObject>("file");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a coin cannot show 3") << QStringLiteral("battle")
                                          << QJsonObject{{QStringLiteral("rules"), QStringLiteral("coins")},
                                                         {QStringLiteral("coins"), QJsonArray{1, 3}}}
                                          << QStringLiteral("coins[1]: ");
    QTest::newRow("unknown rules") << QStringLiteral("battle")
                                   << QJsonObject{{QStringLiteral("rules"), QStringLiteral("chess")}}
                                   << QStringLiteral("rules: unknown rule set \"chess\" (use one of: gurps, myz, smc, d20, coins)");
    QTest::newRow("no odds of coins") << QStringLiteral("odds")
                                      << QJsonObject{{QStringLiteral("rules"), QStringLiteral("coins")}}
                                      << QStringLiteral("rules: muster-cli has no odds of Coin flips battles yet");
}

void TstRuleSetsCli::refusals()
{
    QFETCH(QString, command);
    QFETCH(QJsonObject, file);
    QFETCH(QString, expected);
    const Run r = runFile(command, file);
    const QString problem = badInputProblem(r, expected);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

// The built-in rule set is still there, and still the default: the Drake's Cross example plays as it is.
void TstRuleSetsCli::gurpsFilesStillPlay()
{
    const Run r = run({QStringLiteral("battle"), QStringLiteral(MUSTER_EXAMPLES "/battle-drakes-cross.json")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json.value(QStringLiteral("status")).toString(), QStringLiteral("finished"));
}

// `field` asks the rule set named (else the campaign's) how it fields a campaign force: coin flips field a
// name, GURPS a roster and its people.
void TstRuleSetsCli::forcesFieldedUnderTheRules()
{
    const QString path = m_dir.filePath(QStringLiteral("demo.muster"));
    QCOMPARE(run({QStringLiteral("demo"), path}).exitCode, 0);
    const Run coins = run({QStringLiteral("field"), path, QStringLiteral("--force"), QStringLiteral("Rebels"),
                           QStringLiteral("--rules"), QStringLiteral("coins")});
    QCOMPARE(coins.exitCode, 0);
    QCOMPARE(coins.json.value(QStringLiteral("rules")).toString(), QStringLiteral("coins"));
    QCOMPARE(coins.json.value(QStringLiteral("side")).toObject(),
             (QJsonObject{{QStringLiteral("name"), QStringLiteral("Rebels of the Red Fen")}}));
    const Run gurps = run({QStringLiteral("field"), path, QStringLiteral("--force"), QStringLiteral("Rebels")});
    QCOMPARE(gurps.json.value(QStringLiteral("rules")).toString(), QStringLiteral("gurps"));
    QVERIFY(gurps.json.value(QStringLiteral("side")).toObject().contains(QStringLiteral("roster")));
}

QTEST_GUILESS_MAIN(TstRuleSetsCli)
#include "tst_rulesets_cli.moc"
