// Battle rule sets behind one interface (issue 15): a saved battle comes back under the rule set it names,
// through the registry alone; GURPS Mass Combat is one rule set among others; a rule set this version does
// not have is refused with the battle's name; the campaign's battle services (unplayed battles) work for
// any rule set, shown here with a test-only one.

#include "CoinRuleSet.h"

#include "../battle/BattleTestSupport.h"

#include "actions/BattleActions.h"
#include "battle/gurps/GurpsRuleSet.h"
#include "battle/gurps/StoredEngine.h"

#include <QFile>
#include <QtTest>

using namespace muster;
using namespace muster::gurps;
using namespace battletest;

namespace {

StoredBattle storedCoins(qint64 id, const QString &name, const QList<int> &winners)
{
    StoredBattle stored;
    stored.id = id;
    stored.ruleSet = QStringLiteral("coins");
    stored.name = name;
    stored.record = coins::CoinSession(name, winners).record();
    return stored;
}

} // namespace

class TstRuleSets : public QObject
{
    Q_OBJECT

private slots:
    void gurpsIsBuiltIn();
    void gurpsBattleComesBackThroughTheRegistry();
    void unknownRuleSetIsRefused();
    void battleSavedByAnEarlierVersion();
    void aRuleSetPlugsInThroughTheRegistry();
};

void TstRuleSets::gurpsIsBuiltIn()
{
    const RuleSet *gurps = RuleSets::find(QStringLiteral("gurps"));
    QVERIFY(gurps);
    QCOMPARE(gurps->displayName(), QStringLiteral("GURPS Mass Combat"));
    QVERIFY(RuleSets::all().contains(gurps));
}

// "Battle of Drake's Cross" saved after its first round's opening, as the battle dialog saves it, comes back
// with its summary, status and record; undo goes back to the start.
void TstRuleSets::gurpsBattleComesBackThroughTheRegistry()
{
    BattleEngine engine = engineFor(drakesCross());
    APPLY(engine, openRound({1, 3}, {0}, {std::nullopt, 9})); // as the Drake's Cross test opens it
    StoredBattle stored;
    stored.ruleSet = QStringLiteral("gurps");
    stored.name = engine.setup().name;
    stored.record = battleRecord(engine);
    auto session = restoreBattle(stored);
    QVERIFY2(session, session ? "" : qPrintable(session.error().message));
    QCOMPARE((*session)->ruleSetId(), QStringLiteral("gurps"));
    QCOMPARE((*session)->name(), QStringLiteral("Battle of Drake's Cross"));
    QCOMPARE((*session)->status(), BattleStatus::InProgress);
    const QString summary = (*session)->summary();
    QVERIFY2(summary.startsWith(QStringLiteral("%1 vs %2").arg(drakesCross().sides[0].name, drakesCross().sides[1].name)) &&
                 summary.endsWith(QStringLiteral("(casualties 0% / 0%)")),
             qPrintable(summary));
    QCOMPARE((*session)->record(), stored.record);
    QVERIFY((*session)->reportHtml().contains(QStringLiteral("Battle of Drake&#39;s Cross")) ||
            (*session)->reportHtml().contains(QStringLiteral("Battle of Drake's Cross")));
    QVERIFY((*session)->canUndo());
    (*session)->undoLastStep();
    QVERIFY(!(*session)->canUndo());
    QVERIFY((*session)->isUnplayed());
}

// A battle the GUI saved before special battles existed (the record of the battle suite's old-record test)
// comes back through the registry as it ended: the Harbour Guard won. Saved again and restored, it is the same.
void TstRuleSets::battleSavedByAnEarlierVersion()
{
    QFile file(QStringLiteral(MUSTER_TEST_DATA "/../battle/data/battle-record-before-special-battles.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    StoredBattle stored;
    stored.ruleSet = QStringLiteral("gurps");
    stored.name = QStringLiteral("Siege of the Old Harbour");
    stored.record = file.readAll();
    auto session = restoreBattle(stored);
    QVERIFY2(session, session ? "" : qPrintable(session.error().message));
    QCOMPARE((*session)->status(), BattleStatus::Finished);
    QVERIFY2((*session)->summary().startsWith(QStringLiteral("Harbour Guard vs Raiders: Harbour Guard won")),
             qPrintable((*session)->summary()));
    stored.record = (*session)->record();
    auto again = restoreBattle(stored);
    QVERIFY(again);
    QCOMPARE((*again)->summary(), (*session)->summary());
    QCOMPARE((*again)->record(), stored.record);
}

void TstRuleSets::unknownRuleSetIsRefused()
{
    StoredBattle stored;
    stored.ruleSet = QStringLiteral("warhammer");
    stored.name = QStringLiteral("The Old World's edge");
    const auto session = restoreBattle(stored);
    QVERIFY(!session);
    QCOMPARE(session.error().field, QStringLiteral("rule_set"));
    QVERIFY2(session.error().message.contains(QStringLiteral("\"The Old World's edge\"")) &&
                 session.error().message.contains(QStringLiteral("warhammer")),
             qPrintable(session.error().message));
}

// The coin-flip rule set, registered by this test only, is restored through the registry, and the
// campaign's "unplayed battles" finds its battle that has no flip yet, as it finds GURPS ones.
void TstRuleSets::aRuleSetPlugsInThroughTheRegistry()
{
    RuleSets::add(std::make_unique<coins::CoinRuleSet>());
    QVERIFY(RuleSets::find(QStringLiteral("coins")));
    QVERIFY(RuleSets::find(QStringLiteral("gurps"))); // still there

    auto session = restoreBattle(storedCoins(1, QStringLiteral("Best of five"), {0, 1, 0}));
    QVERIFY(session);
    QCOMPARE((*session)->summary(), QStringLiteral("Heads 2, tails 1"));
    QCOMPARE((*session)->status(), BattleStatus::InProgress);
    auto *coinSession = dynamic_cast<coins::CoinSession *>(session->get());
    QVERIFY(coinSession);
    coinSession->flip(0);
    QCOMPARE((*session)->status(), BattleStatus::Finished);
    (*session)->undoLastStep();
    QCOMPARE((*session)->status(), BattleStatus::InProgress);

    Campaign campaign;
    campaign.battles << storedCoins(1, QStringLiteral("Best of five"), {0, 1, 0})
                     << storedCoins(2, QStringLiteral("Not yet flipped"), {});
    QCOMPARE(BattleActions::unplayedBattles(campaign), QList<qint64>{2});

    // The GURPS battle window, asked to open a coin-flip battle, says what it is rather than "damaged".
    const auto engine = engineFromStored(storedCoins(1, QStringLiteral("Best of five"), {0}));
    QVERIFY(!engine);
    QCOMPARE(engine.error().message,
             QStringLiteral("\"Best of five\" is not a GURPS Mass Combat battle: it is fought under Coin flips."));
}

QTEST_GUILESS_MAIN(TstRuleSets)

#include "tst_rulesets.moc"
