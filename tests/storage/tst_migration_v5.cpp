// Migration from version 5 to 6: raising orders learn what they do (raise, replace, improve) and levies
// get a term of service. Every version-5 row is kept; an old raising order is a Raise order; no levy has a
// term yet (the next month-end starts one).

#include "storage_test_helpers.h"

#include "storage/CampaignFile.h"
#include "storage/CampaignRepository.h"
#include "storage/EconomyRepository.h"
#include "storage/Sql.h"
#include "storage/Schema.h"

#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace muster;
using namespace storagetest;
using namespace Qt::StringLiterals;

class TstStorageMigrationV5 : public QObject
{
    Q_OBJECT

private slots:
    void migratesVersion5();
};

void TstStorageMigrationV5::migratesVersion5()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"v5.muster"_s);
    const QString built = buildFromScript(path, fixtureV5);
    QVERIFY2(built.isEmpty(), qPrintable(built));
    QStringList ledgerBefore;
    {
        RawDatabase fixture(path);
        QVERIFY(fixture.isOpen());
        QCOMPARE(fixture.scalar(u"PRAGMA user_version"_s).toInt(), 5);
        ledgerBefore = rows(fixture.database(), u"SELECT * FROM ledger_entries ORDER BY 1, 2"_s);
    }

    auto opened = CampaignFile::open(path);
    QVERIFY2(opened, errorText(opened).constData());
    std::unique_ptr<CampaignFile> file = std::move(opened).value();
    QSqlDatabase db = file->database();
    QCOMPARE(scalar(db, u"PRAGMA user_version"_s).toInt(), Schema::currentVersion);
    QVERIFY(file->backupPath().endsWith(u".v5.bak"_s));
    QCOMPARE(rows(db, u"SELECT * FROM ledger_entries ORDER BY 1, 2"_s), ledgerBefore);
    QCOMPARE(scalar(db, u"SELECT kind || '|' || line_id || '|' || casualties_replaced FROM raising_orders"_s)
                 .toString(),
             u"raise|0|0.0"_s);
    QCOMPARE(scalar(db, u"SELECT count(*) FROM levy_terms"_s).toInt(), 0);
    QCOMPARE(scalar(db, u"PRAGMA foreign_key_check"_s), QVariant());
    // The same tables as a new file (whose calendar and date are the defaults, unlike this campaign's).
    const auto withoutDate = [](QStringList shape) {
        shape.removeIf([](const QString &row) { return row.startsWith(u"calendar|"_s) || row.startsWith(u"today|"_s); });
        return shape;
    };
    QCOMPARE(withoutDate(schemaShape(db)), withoutDate(freshSchemaShape(dir.path())));

    auto loaded = CampaignRepository(db).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->today, (CampaignDate{1203, 8, 1}));
    QCOMPARE(loaded->calendar.campaigningSeason(), (QList<int>{7, 8, 9}));
    QCOMPARE(loaded->treasuries.size(), 1);
    QCOMPARE(loaded->treasuries[0].balance(), Money::fromCents(50000000 - 1250000));
    QCOMPARE(loaded->raising.orders().size(), 1);
    const RaisingOrder &order = loaded->raising.orders().constFirst();
    QCOMPARE(order.kind, OrderKind::Raise);
    QCOMPARE(order.count, 4);
    QCOMPARE(order.ready, (CampaignDate{1203, 8, 15}));
    QCOMPARE(loaded->economyOf(3).location, u"Drake's Cross"_s);
    QCOMPARE(loaded->economyOf(3).readiness, Readiness::Low);
    QVERIFY(loaded->levies.isEmpty());

    // The new table works in the upgraded file: a levy's term is saved, read back, and goes with its line.
    LevyTerm term{CampaignDate{1203, 3, 1}, 1203, 2};
    QVERIFY(EconomyRepository(db).setLevyTerm(4, term).ok());
    auto again = CampaignRepository(db).load();
    QVERIFY2(again, errorText(again).constData());
    QCOMPARE(again->levies.value(4), term);
    QVERIFY(Sql::exec(db, u"DELETE FROM roster_lines WHERE id = 4"_s).ok());
    QCOMPARE(scalar(db, u"SELECT count(*) FROM levy_terms"_s).toInt(), 0);
}

std::unique_ptr<QObject> storagetest::createMigrationV5Test()
{
    return std::make_unique<TstStorageMigrationV5>();
}

#include "tst_migration_v5.moc"
