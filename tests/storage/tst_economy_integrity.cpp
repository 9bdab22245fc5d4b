// Schema version 5, the campaign economy: what keeps the file consistent. Cascades when a force or a
// treasury goes, several ledger entries or a whole month-end in one transaction, CHECKs that refuse what
// the domain never writes and leave the file unchanged (Storage rules of the design notes).

#include "economy_test_helpers.h"
#include "test_campaign_file.h"

#include <QtTest>

#include <memory>

using namespace muster;
using namespace storagetest;
using namespace Qt::StringLiterals;

class TstStorageEconomyIntegrity : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void deletingForceCascades();
    void deletingTreasuryCascades();
    void ledgerEntriesAreAllOrNothing();
    void monthEndIsOneTransaction();
    void refusedCheckLeavesFileUnchanged_data();
    void refusedCheckLeavesFileUnchanged();

private:
    std::unique_ptr<TestCampaignFile> m_file;
};

void TstStorageEconomyIntegrity::init()
{
    m_file = std::make_unique<TestCampaignFile>();
    QVERIFY(m_file->isOpen());
}

void TstStorageEconomyIntegrity::cleanup()
{
    m_file.reset();
}

void TstStorageEconomyIntegrity::deletingForceCascades()
{
    const qint64 kept = m_file->addForce(u"Kept"_s);
    const qint64 gone = m_file->addForce(u"Gone"_s);
    for (qint64 forceId : {kept, gone}) {
        RaisingOrder order;
        order.forceId = forceId;
        order.record = record(u""_s, u"bowmen"_s, 3, EquipmentQuality::Basic, TroopQuality::Average);
        QVERIFY(m_file->economy().insertRaisingOrder(order).ok());
        QVERIFY(m_file->economy().setForceEconomy(forceId, ForceEconomy{}).ok());
    }
    QVERIFY(m_file->repository().deleteForce(gone).ok());
    QCOMPARE(rows(m_file->database(), u"SELECT force_id FROM raising_orders"_s),
             QStringList({QString::number(kept)}));
    QCOMPARE(rows(m_file->database(), u"SELECT force_id FROM force_economy"_s),
             QStringList({QString::number(kept)}));
    QCOMPARE(scalar(m_file->database(), u"PRAGMA foreign_key_check"_s), QVariant());
}

void TstStorageEconomyIntegrity::deletingTreasuryCascades()
{
    Treasury kept, gone;
    kept.name = u"Kept"_s;
    gone.name = u"Gone"_s;
    for (Treasury *t : {&kept, &gone}) {
        t->revenueSources << source(0, u"Tithes"_s, 100, RevenueSchedule::Monthly);
        t->restore(entry(0, {1203, 1, 1}, LedgerCategory::Manual, 5, u"Opening"_s));
        QVERIFY(m_file->economy().insertTreasury(*t, 0).ok());
    }
    QVERIFY(m_file->economy().deleteTreasury(gone.id).ok());
    const QStringList left{QString::number(kept.id)};
    QCOMPARE(rows(m_file->database(), u"SELECT treasury_id FROM revenue_sources"_s), left);
    QCOMPARE(rows(m_file->database(), u"SELECT treasury_id FROM ledger_entries"_s), left);
    QCOMPARE(rows(m_file->database(), u"SELECT id, position FROM treasuries"_s),
             QStringList({u"%1|0"_s.arg(kept.id)}));
}

// A month-end books several entries at once: a failure in any leaves none of them.
void TstStorageEconomyIntegrity::ledgerEntriesAreAllOrNothing()
{
    Treasury crown;
    crown.name = u"The Crown"_s;
    QVERIFY(m_file->economy().insertTreasury(crown, 0).ok());
    const QByteArray before = fileHash(m_file->path());
    const QList<LedgerEntry> month{entry(1, {1203, 2, 1}, LedgerCategory::Revenue, 500, u"Tithes"_s),
                                   entry(2, {1203, 2, 1}, LedgerCategory::Maintain, -300, u"Maintain"_s),
                                   entry(1, {1203, 2, 1}, LedgerCategory::Logistics, -1, u"Same id"_s)};
    QVERIFY(!m_file->economy().insertLedgerEntries(crown.id, month));
    QCOMPARE(scalar(m_file->database(), u"SELECT count(*) FROM ledger_entries"_s).toInt(), 0);
    QCOMPARE(fileHash(m_file->path()), before);
    QVERIFY(m_file->economy().insertLedgerEntries(crown.id, month.mid(0, 2)).ok());
    QCOMPARE(scalar(m_file->database(), u"SELECT sum(amount) FROM ledger_entries"_s).toInt(), 200);
}

// Several writes in one inOneTransaction nest as savepoints: all of them are saved, or none.
void TstStorageEconomyIntegrity::monthEndIsOneTransaction()
{
    const qint64 forceId = m_file->addForce(u"Sir Richard's Force"_s);
    Treasury crown;
    crown.name = u"The Crown"_s;
    QVERIFY(m_file->economy().insertTreasury(crown, 0).ok());
    const QByteArray before = fileHash(m_file->path());
    EconomyRepository repository = m_file->economy();
    RaisingOrder broken;
    broken.forceId = forceId;
    broken.count = 0; // refused by CHECK (count > 0), after everything else was written
    broken.record = record(u""_s, u"bowmen"_s, 3, EquipmentQuality::Basic, TroopQuality::Average);
    Status s = repository.inOneTransaction([&]() -> Status {
        if (Status w = repository.setToday({1203, 2, 1}); !w)
            return w;
        if (Status w = repository.insertLedgerEntries(
                crown.id, {entry(1, {1203, 2, 1}, LedgerCategory::Maintain, -300, u"Maintain"_s)});
            !w)
            return w;
        return repository.insertRaisingOrder(broken);
    });
    QVERIFY(!s);
    QCOMPARE(broken.id, qint64(0));
    QCOMPARE(fileHash(m_file->path()), before);
    QCOMPARE(scalar(m_file->database(), u"SELECT count(*) FROM ledger_entries"_s).toInt(), 0);

    broken.count = 2;
    bool innerRefused = false;
    s = repository.inOneTransaction([&]() -> Status {
        if (Status w = repository.setToday({1203, 2, 1}); !w)
            return w;
        // An inner failure the work chooses to ignore rolls back to its savepoint only.
        innerRefused = !repository.setForceEconomy(forceId + 1000, ForceEconomy{});
        return repository.insertRaisingOrder(broken);
    });
    QVERIFY2(s, errorText(s).constData());
    QVERIFY(innerRefused);                          // no such force
    repository = EconomyRepository(QSqlDatabase()); // lets go of the connection before it is closed
    auto loaded = m_file->reopened();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->today, (CampaignDate{1203, 2, 1}));
    QCOMPARE(loaded->raising.orders().size(), 1);
    QVERIFY(loaded->forceEconomy.isEmpty());
}

void TstStorageEconomyIntegrity::refusedCheckLeavesFileUnchanged_data()
{
    QTest::addColumn<QString>("statement");
    QTest::newRow("negative LS") << u"land_ls"_s;
    QTest::newRow("unknown readiness") << u"readiness"_s;
    QTest::newRow("unknown terrain") << u"terrain"_s;
}

// The CHECKs refuse what the domain never writes; the refused write leaves the file as it was.
void TstStorageEconomyIntegrity::refusedCheckLeavesFileUnchanged()
{
    QFETCH(QString, statement);
    const qint64 forceId = m_file->addForce(u"Sir Richard's Force"_s);
    ForceEconomy e;
    e.logistics.land = 2;
    QVERIFY(m_file->economy().setForceEconomy(forceId, e).ok());
    const QByteArray before = fileHash(m_file->path());
    if (statement == u"land_ls"_s) {
        e.logistics.land = -0.5;
        QVERIFY(!m_file->economy().setForceEconomy(forceId, e));
    } else {
        RawDatabase raw(m_file->path());
        const QString value = statement == u"readiness"_s ? u"'half'"_s : u"'Ocean'"_s;
        QVERIFY(!raw.exec(u"UPDATE force_economy SET %1 = %2"_s.arg(statement, value)).isEmpty());
    }
    QCOMPARE(fileHash(m_file->path()), before);
    auto loaded = m_file->reopened();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->economyOf(forceId).logistics.land, 2.0);
}

std::unique_ptr<QObject> storagetest::createEconomyIntegrityTest()
{
    return std::make_unique<TstStorageEconomyIntegrity>();
}

#include "tst_economy_integrity.moc"
