// Every battle saved by an earlier version replays (issue 15). The battle record that the engine of commit
// b786e6b wrote (the battle suite's data/battle-record-before-special-battles.json: the Harbour Guard against
// the Raiders, before special battles and the type of campaign existed), stored as that version's battle
// dialog stored it (rule set "gurps", status "finished", its summary line), is put in the battles table of
// every older schema that has one (versions 4 to 7). Opened today, each file is upgraded, keeps the record
// byte for byte, and the battle comes back through the rule-set registry as it ended: finished, the Harbour
// Guard the winner at 20% against 80% casualties: the Raiders had 70% after the third round and 80% when the
// battle ended, as the battle suite's aftermath shows (their TS 108 leaves 21 = floor(108 x 0.2)).

#include "storage_test_helpers.h"

#include "battle/RuleSet.h"
#include "storage/CampaignStore.h"

#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QtTest>

using namespace muster;
using namespace storagetest;
using namespace Qt::StringLiterals;

namespace {

// The summary b786e6b's battle dialog wrote for it: "%1 vs %2" + ": %1 won" + " (casualties %1% / %2%)".
const QString oldSummary = u"Harbour Guard vs Raiders: Harbour Guard won (casualties 20% / 80%)"_s;

QByteArray oldRecord()
{
    QFile file(QStringLiteral(MUSTER_TEST_DATA "/../battle/data/battle-record-before-special-battles.json"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TstStorageOldBattles : public QObject
{
    Q_OBJECT

private slots:
    void replaysThroughTheRegistry_data();
    void replaysThroughTheRegistry();
};

void TstStorageOldBattles::replaysThroughTheRegistry_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("version");
    QTest::newRow("version 4") << fixtureV4 << 4;
    QTest::newRow("version 5") << fixtureV5 << 5;
    QTest::newRow("version 6") << fixtureV6 << 6;
    QTest::newRow("version 7") << fixtureV7 << 7;
}

void TstStorageOldBattles::replaysThroughTheRegistry()
{
    QFETCH(QString, fixture);
    QFETCH(int, version);
    const QByteArray record = oldRecord();
    QVERIFY(!record.isEmpty());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"old.muster"_s);
    const QString built = buildFromScript(path, fixture);
    QVERIFY2(built.isEmpty(), qPrintable(built));
    {
        RawDatabase old(path);
        QVERIFY(old.isOpen());
        QCOMPARE(old.scalar(u"PRAGMA user_version"_s).toInt(), version);
        QSqlQuery insert(old.database());
        QVERIFY(insert.prepare(u"INSERT INTO battles (id, rule_set, name, status, created, updated, summary, record) "
                               "VALUES (9, 'gurps', 'Siege of the Old Harbour', 'finished', "
                               "'2026-03-01T10:00:00.000Z', '2026-03-01T12:00:00.000Z', ?, ?)"_s));
        insert.addBindValue(oldSummary);
        insert.addBindValue(QString::fromUtf8(record));
        QVERIFY2(insert.exec(), qPrintable(insert.lastError().text()));
    }

    auto store = CampaignStore::open(path);
    QVERIFY2(store, errorText(store).constData());
    auto campaign = (*store)->load();
    QVERIFY2(campaign, errorText(campaign).constData());
    const qsizetype index = campaign->indexOfBattle(9);
    QVERIFY(index >= 0);
    const StoredBattle &stored = campaign->battles.at(index);
    QCOMPARE(stored.record, record);
    QCOMPARE(stored.status, BattleStatus::Finished);
    QCOMPARE(stored.summary, oldSummary);

    auto session = restoreBattle(stored);
    QVERIFY2(session, errorText(session).constData());
    QCOMPARE((*session)->status(), BattleStatus::Finished);
    QCOMPARE((*session)->summary(), oldSummary);
    QCOMPARE((*session)->sideNames(), (QStringList{u"Harbour Guard"_s, u"Raiders"_s}));
    QCOMPARE((*session)->stepLog().size(), 3); // three rounds fought
}

namespace storagetest {
std::unique_ptr<QObject> createOldBattlesTest()
{
    return std::make_unique<TstStorageOldBattles>();
}
} // namespace storagetest

#include "tst_old_battles.moc"
