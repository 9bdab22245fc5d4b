// Transactions: TransactionGuard, and a repository edit that fails part-way leaves no trace.

#include "storage_test_helpers.h"

#include "storage/CampaignFile.h"
#include "storage/CampaignRepository.h"
#include "storage/TransactionGuard.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;
using namespace storagetest;
using namespace Qt::StringLiterals;

class TstStorageTransactions : public QObject
{
    Q_OBJECT

private slots:
    void transactionGuardRollsBack_data();
    void transactionGuardRollsBack();
    void failedWriteLeavesNoTrace();
};

void TstStorageTransactions::transactionGuardRollsBack_data()
{
    QTest::addColumn<bool>("commit");
    QTest::addColumn<int>("rowsAfter");
    QTest::newRow("out of scope without commit") << false << 0;
    QTest::newRow("committed") << true << 1;
}

void TstStorageTransactions::transactionGuardRollsBack()
{
    QFETCH(bool, commit);
    QFETCH(int, rowsAfter);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"guarded.muster"_s);
    const QString count = u"SELECT count(*) FROM campaign WHERE key = 'probe'"_s;
    {
        auto created = CampaignFile::create(path, u"Guarded"_s);
        QVERIFY2(created, errorText(created).constData());
        const QSqlDatabase db = (*created)->database();
        {
            TransactionGuard guard(db);
            QVERIFY(guard.isActive());
            QSqlQuery insert(db);
            QVERIFY2(insert.exec(u"INSERT INTO campaign (key, value) VALUES ('probe', 'written')"_s),
                     qPrintable(insert.lastError().text()));
            insert.finish();
            QCOMPARE(scalar(db, count).toInt(), 1); // visible inside the transaction
            if (commit) {
                QVERIFY(guard.commit());
                QVERIFY(!guard.isActive());
                QVERIFY(!guard.commit()); // only once
            }
        }
        QCOMPARE(scalar(db, count).toInt(), rowsAfter);
    }

    // And as the file holds it, seen through another connection after closing.
    RawDatabase raw(path);
    QVERIFY(raw.isOpen());
    QCOMPARE(raw.scalar(count).toInt(), rowsAfter);
}

// A repository edit that fails part-way leaves no trace: every edit is one transaction.
void TstStorageTransactions::failedWriteLeavesNoTrace()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto created = CampaignFile::create(dir.filePath(u"atomic.muster"_s), u"Atomic"_s);
    QVERIFY2(created, errorText(created).constData());
    const QSqlDatabase db = (*created)->database();
    CampaignRepository repository(db);

    Force kept = newForce(u"Kept"_s);
    kept.lines << line(2, record(u""_s, u"heavy-infantry"_s, 3, EquipmentQuality::Basic,
                                 TroopQuality::Average, {u"Night"_s}))
               << line(3, record(u""_s, u"light-infantry"_s, 3, EquipmentQuality::Basic,
                                 TroopQuality::Average, {u"Night"_s}));
    Status s = repository.insertForce(kept, 0);
    QVERIFY2(s, errorText(s).constData());
    const QStringList positions = linePositions(db, kept.id);
    QCOMPARE(positions.size(), 2);

    // The second line breaks the CHECK (count >= 0) after the force, its staff and first line are in.
    Force broken = newForce(u"Broken"_s);
    broken.lines << line(1, record(u""_s, u"heavy-infantry"_s, 3, EquipmentQuality::Basic,
                                   TroopQuality::Average, {u"Night"_s}))
                 << line(-1, record(u""_s, u"heavy-infantry"_s, 3, EquipmentQuality::Basic,
                                    TroopQuality::Average, {u"Night"_s}));
    s = repository.insertForce(broken, 0);
    QVERIFY(!s);
    QCOMPARE(broken.id, qint64(0)); // the caller's force is left as it was
    QCOMPARE(scalar(db, u"SELECT count(*) FROM forces"_s).toInt(), 1);
    QCOMPARE(scalar(db, u"SELECT count(*) FROM staff"_s).toInt(), staffRoleCount);
    QCOMPARE(scalar(db, u"SELECT count(*) FROM roster_lines"_s).toInt(), 2);
    QCOMPARE(rows(db, u"SELECT id, position FROM forces"_s), QStringList({u"%1|0"_s.arg(kept.id)}));

    // insertLine moves the later lines down before inserting; a failed insert undoes the move.
    RosterLine bad = line(-5, record(u""_s, u"heavy-infantry"_s, 3, EquipmentQuality::Basic,
                                     TroopQuality::Average, {u"Night"_s}));
    s = repository.insertLine(kept.id, bad, 0);
    QVERIFY(!s);
    QCOMPARE(bad.id, qint64(0));
    QCOMPARE(linePositions(db, kept.id), positions);

    auto loaded = repository.load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->forces, QList<Force>({kept}));
}

std::unique_ptr<QObject> storagetest::createTransactionsTest()
{
    return std::make_unique<TstStorageTransactions>();
}

#include "tst_transactions.moc"
