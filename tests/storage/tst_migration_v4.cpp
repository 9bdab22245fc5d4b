// Migration from version 4 to 5, the campaign economy: every force, line, custom type, cap and battle is
// kept; the economy tables start empty, the calendar Gregorian and the date 1 January of year 1.

#include "storage_test_helpers.h"

#include "storage/CampaignFile.h"
#include "storage/CampaignRepository.h"
#include "storage/Schema.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace muster;
using namespace storagetest;
using namespace Qt::StringLiterals;

namespace {

// Every table a version-4 file has, each row of it, to compare before and after the upgrade (in version 4's
// columns: later versions add some).
QStringList version4Rows(const QSqlDatabase &database)
{
    QStringList all;
    for (const QString &table : {u"campaign"_s, u"element_types"_s, u"forces"_s, u"roster_lines"_s,
                                 u"type_settings"_s, u"battles"_s})
        all << table << rows(database, u"SELECT * FROM %1 ORDER BY 1, 2"_s.arg(table));
    all << u"staff"_s
        << rows(database, u"SELECT force_id, role, name, strategy, leadership, tactics, intelligence_analysis, "
                          "administration FROM staff ORDER BY 1, 2"_s);
    return all;
}

const QStringList economyTables = {u"treasuries"_s, u"revenue_sources"_s, u"ledger_entries"_s,
                                   u"raising_orders"_s, u"force_economy"_s};

} // namespace

class TstStorageMigrationV4 : public QObject
{
    Q_OBJECT

private slots:
    void migratesVersion4();
    void olderVersionsReachVersion5_data();
    void olderVersionsReachVersion5();
};

void TstStorageMigrationV4::migratesVersion4()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"v4.muster"_s);
    const QString built = buildFromScript(path, fixtureV4);
    QVERIFY2(built.isEmpty(), qPrintable(built));
    QStringList before;
    {
        RawDatabase fixture(path);
        QVERIFY(fixture.isOpen());
        QCOMPARE(fixture.scalar(u"PRAGMA user_version"_s).toInt(), 4);
        before = version4Rows(fixture.database());
    }

    auto opened = CampaignFile::open(path);
    QVERIFY2(opened, errorText(opened).constData());
    std::unique_ptr<CampaignFile> file = std::move(opened).value();
    QSqlDatabase db = file->database();
    QCOMPARE(scalar(db, u"PRAGMA user_version"_s).toInt(), Schema::currentVersion);

    // The copy taken before the upgrade is the version-4 file, without any economy table.
    QVERIFY(file->backupPath().endsWith(u".v4.bak"_s));
    QCOMPARE(QFileInfo(file->backupPath()).absolutePath(), QFileInfo(path).absolutePath());
    {
        RawDatabase old(file->backupPath());
        QVERIFY(old.isOpen());
        QCOMPARE(old.scalar(u"PRAGMA user_version"_s).toInt(), 4);
        QCOMPARE(old.scalar(u"PRAGMA quick_check"_s).toString(), u"ok"_s);
        QCOMPARE(old.scalar(u"SELECT count(*) FROM sqlite_schema WHERE name IN ('treasuries', "
                            u"'revenue_sources', 'ledger_entries', 'raising_orders', 'force_economy')"_s)
                     .toInt(),
                 0);
        QCOMPARE(version4Rows(old.database()), before);
    }

    // Everything of version 4 is kept, row for row, beside the calendar and date.
    QStringList after = version4Rows(db);
    QCOMPARE(rows(db, u"SELECT key FROM campaign ORDER BY key"_s),
             QStringList({u"calendar"_s, u"name"_s, u"today"_s}));
    QCOMPARE(scalar(db, u"SELECT value FROM campaign WHERE key = 'calendar'"_s).toString(),
             u"{\"leap_years\":true,\"season\":[]}"_s);
    QCOMPARE(scalar(db, u"SELECT value FROM campaign WHERE key = 'today'"_s).toString(), u"0001-01-01"_s);
    after.removeIf(
        [](const QString &row) { return row.startsWith(u"calendar|"_s) || row.startsWith(u"today|"_s); });
    QCOMPARE(after, before);
    for (const QString &table : economyTables)
        QCOMPARE(scalar(db, u"SELECT count(*) FROM %1"_s.arg(table)).toInt(), 0);
    QCOMPARE(scalar(db, u"PRAGMA foreign_key_check"_s), QVariant());
    QCOMPARE(scalar(db, u"PRAGMA integrity_check"_s).toString(), u"ok"_s);
    QCOMPARE(schemaShape(db), freshSchemaShape(dir.path()));

    auto loaded = CampaignRepository(db).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->name, u"Drake's Cross"_s);
    QCOMPARE(loaded->forces.size(), 2);
    QCOMPARE(loaded->forces[0].lines[1].id, qint64(2));
    QCOMPARE(loaded->forces[0].lines[1].casualties, 0.25);
    QCOMPARE(loaded->battles.size(), 1);
    QCOMPARE(loaded->battles[0].id, qint64(4));
    QCOMPARE(loaded->battles[0].record, QByteArray("{\"rounds\":[]}"));
    QCOMPARE(loaded->calendar, Calendar::gregorian());
    QCOMPARE(loaded->today, (CampaignDate{1, 1, 1}));
    QVERIFY(loaded->treasuries.isEmpty());
    QVERIFY(loaded->raising.orders().isEmpty());
    QVERIFY(loaded->forceEconomy.isEmpty());
    QCOMPARE(loaded->economyOf(3), ForceEconomy{});

    // The upgrade was committed: the next open neither migrates nor copies again.
    db = QSqlDatabase();
    file.reset();
    auto reopened = CampaignFile::open(path);
    QVERIFY2(reopened, errorText(reopened).constData());
    QVERIFY((*reopened)->backupPath().isEmpty());
}

void TstStorageMigrationV4::olderVersionsReachVersion5_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("version");
    QTest::newRow("v1") << fixtureV1 << 1;
    QTest::newRow("v2") << fixtureV2 << 2;
    QTest::newRow("v3") << fixtureV3 << 3;
}

// Every step of the ladder runs, up to the economy tables; one copy is taken, of the original version.
void TstStorageMigrationV4::olderVersionsReachVersion5()
{
    QFETCH(QString, fixture);
    QFETCH(int, version);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"old.muster"_s);
    const QString built = buildFromScript(path, fixture);
    QVERIFY2(built.isEmpty(), qPrintable(built));

    auto opened = CampaignFile::open(path);
    QVERIFY2(opened, errorText(opened).constData());
    const QSqlDatabase db = (*opened)->database();
    QCOMPARE(scalar(db, u"PRAGMA user_version"_s).toInt(), Schema::currentVersion);
    QVERIFY((*opened)->backupPath().endsWith(u".v%1.bak"_s.arg(version)));
    for (const QString &table : economyTables)
        QCOMPARE(scalar(db, u"SELECT count(*) FROM %1"_s.arg(table)).toInt(), 0);
    QCOMPARE(schemaShape(db), freshSchemaShape(dir.path()));
    auto loaded = CampaignRepository(db).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->calendar, Calendar::gregorian());
    QCOMPARE(loaded->today, CampaignDate{});
}

std::unique_ptr<QObject> storagetest::createMigrationV4Test()
{
    return std::make_unique<TstStorageMigrationV4>();
}

#include "tst_migration_v4.moc"
