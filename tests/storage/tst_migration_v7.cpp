// Migration from version 7 to 8 (issue 14): the month-end remembers. Every version-7 row is kept; the month a
// treasury or force last paid its upkeep is read off the ledger's month-end bookings; staff start at 10 HP,
// serving. The new fields (months closed, the kept Administration roll, the last march, staff HP and fate)
// read back equal from a saved file.

#include "storage_test_helpers.h"

#include "storage/CampaignFile.h"
#include "storage/CampaignRepository.h"
#include "storage/EconomyRepository.h"
#include "storage/Schema.h"
#include "storage/Sql.h"

#include <QtTest>

#include <memory>

using namespace muster;
using namespace storagetest;
using namespace Qt::StringLiterals;

namespace {

// force_economy and treasuries in version 7's columns (version 8 adds some).
const QString version7Economy =
    u"SELECT force_id, treasury_id, location, terrain, tied_to_roads, readiness, reduced_last_month, land_ls, "
    "naval_ls, air_ls, supply_line, posture FROM force_economy ORDER BY force_id"_s;
const QString version7Treasuries =
    u"SELECT id, name, war_chest, allow_negative, position FROM treasuries ORDER BY id"_s;

} // namespace

class TstStorageMigrationV7 : public QObject
{
    Q_OBJECT

private slots:
    void migratesVersion7();
    void monthEndMemoryRoundTrips();
    void checksRefuseNonsense_data();
    void checksRefuseNonsense();
};

void TstStorageMigrationV7::migratesVersion7()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"v7.muster"_s);
    const QString built = buildFromScript(path, fixtureV7);
    QVERIFY2(built.isEmpty(), qPrintable(built));
    QStringList economyBefore, treasuriesBefore, ledgerBefore, fortressesBefore;
    {
        RawDatabase fixture(path);
        QVERIFY(fixture.isOpen());
        QCOMPARE(fixture.scalar(u"PRAGMA user_version"_s).toInt(), 7);
        economyBefore = rows(fixture.database(), version7Economy);
        treasuriesBefore = rows(fixture.database(), version7Treasuries);
        ledgerBefore = rows(fixture.database(), u"SELECT * FROM ledger_entries ORDER BY 1, 2"_s);
        fortressesBefore = rows(fixture.database(), u"SELECT * FROM fortresses ORDER BY id"_s);
    }

    auto opened = CampaignFile::open(path);
    QVERIFY2(opened, errorText(opened).constData());
    std::unique_ptr<CampaignFile> file = std::move(opened).value();
    QSqlDatabase db = file->database();
    QCOMPARE(scalar(db, u"PRAGMA user_version"_s).toInt(), Schema::currentVersion);
    QVERIFY(file->backupPath().endsWith(u".v7.bak"_s));
    QCOMPARE(rows(db, version7Economy), economyBefore);
    QCOMPARE(rows(db, version7Treasuries), treasuriesBefore);
    QCOMPARE(rows(db, u"SELECT * FROM ledger_entries ORDER BY 1, 2"_s), ledgerBefore);
    QCOMPARE(rows(db, u"SELECT * FROM fortresses ORDER BY id"_s), fortressesBefore);
    QCOMPARE(scalar(db, u"PRAGMA foreign_key_check"_s), QVariant());
    const auto withoutDate = [](QStringList shape) {
        shape.removeIf(
            [](const QString &row) { return row.startsWith(u"calendar|"_s) || row.startsWith(u"today|"_s); });
        return shape;
    };
    QCOMPARE(withoutDate(schemaShape(db)), withoutDate(freshSchemaShape(dir.path())));

    auto loaded = CampaignRepository(db).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    // Caithness paid Sir Richard's Force's maintenance on 31 July 1203 (its latest upkeep booking; the
    // logistics of June and the revenue of August do not count): July is closed for both.
    QCOMPARE(loaded->treasuries.size(), 2);
    QCOMPARE(loaded->treasuries.at(0).closedThrough, (CampaignMonth{1203, 7}));
    // The Raiders' purse only paid to raise: it never closed a month.
    QCOMPARE(loaded->treasuries.at(1).closedThrough, std::nullopt);
    QCOMPARE(loaded->economyOf(3).closedThrough, (CampaignMonth{1203, 7}));
    QCOMPARE(loaded->economyOf(3).administrationRoll, std::nullopt);
    QCOMPARE(loaded->economyOf(3).lastMarch, std::nullopt);
    const StaffMember &richard = loaded->forces.at(0).member(StaffRole::Commander);
    QCOMPARE(richard.name, u"Sir Richard"_s);
    QCOMPARE(richard.hp, 10);
    QCOMPARE(richard.fate, StaffFate::Serving);
    QCOMPARE(loaded->fortresses.size(), 1);
}

void TstStorageMigrationV7::monthEndMemoryRoundTrips()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"memory.muster"_s);
    qint64 forceId = 0;
    Treasury crown;
    ForceEconomy economy;
    StaffMember commander;
    {
        auto created = CampaignFile::create(path, u"Memory"_s);
        QVERIFY2(created, errorText(created).constData());
        QSqlDatabase db = (*created)->database();
        crown.name = u"The Crown"_s;
        crown.closedThrough = CampaignMonth{1204, 2};
        QVERIFY(EconomyRepository(db).insertTreasury(crown, 0).ok());
        Force host;
        host.name = u"The Host"_s;
        commander.name = u"Lord Aldric"_s;
        commander.hp = -7;
        commander.fate = StaffFate::Captured;
        host.member(StaffRole::Commander) = commander;
        QVERIFY(CampaignRepository(db).insertForce(host, 0).ok());
        forceId = host.id;
        economy.treasuryId = crown.id;
        economy.closedThrough = CampaignMonth{1204, 1};
        economy.administrationRoll = AdministrationRoll{{1204, 2}, 4, true};
        economy.lastMarch = LastMarch{true, true, true};
        QVERIFY(EconomyRepository(db).setForceEconomy(forceId, economy).ok());
        // A treasury's header change keeps its month.
        crown.closedThrough = CampaignMonth{1204, 3};
        QVERIFY(EconomyRepository(db).updateTreasury(crown).ok());
    }
    auto reopened = CampaignFile::open(path);
    QVERIFY2(reopened, errorText(reopened).constData());
    auto loaded = CampaignRepository((*reopened)->database()).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->treasuries.at(0).closedThrough, (CampaignMonth{1204, 3}));
    QCOMPARE(loaded->economyOf(forceId), economy);
    QCOMPARE(loaded->forces.at(0).member(StaffRole::Commander), commander);

    // Each of the three marches reads back as itself; none clears it.
    for (const std::optional<LastMarch> &march :
         {std::optional<LastMarch>(LastMarch{false, false, true}), std::optional<LastMarch>(LastMarch{true, false, false}),
          std::optional<LastMarch>()}) {
        ForceEconomy changed = economy;
        changed.lastMarch = march;
        changed.administrationRoll.reset();
        changed.closedThrough.reset();
        QVERIFY(EconomyRepository((*reopened)->database()).setForceEconomy(forceId, changed).ok());
        auto again = CampaignRepository((*reopened)->database()).load();
        QVERIFY2(again, errorText(again).constData());
        QCOMPARE(again->economyOf(forceId), changed);
    }
}

void TstStorageMigrationV7::checksRefuseNonsense_data()
{
    QTest::addColumn<QString>("statement");
    QTest::newRow("roll of 2 on 3d6") << u"UPDATE force_economy SET admin_roll = 2"_s;
    QTest::newRow("roll of 19 on 3d6") << u"UPDATE force_economy SET admin_roll = 19"_s;
    QTest::newRow("month 0 closed") << u"UPDATE treasuries SET closed_year = 1204, closed_month = 0"_s;
    QTest::newRow("unknown march") << u"UPDATE force_economy SET last_march = 'teleported'"_s;
    QTest::newRow("unknown fate") << u"UPDATE staff SET fate = 'promoted'"_s;
    QTest::newRow("typed is a flag") << u"UPDATE force_economy SET admin_roll_typed = 2"_s;
}

void TstStorageMigrationV7::checksRefuseNonsense()
{
    QFETCH(QString, statement);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto created = CampaignFile::create(dir.filePath(u"checks.muster"_s), u"Checks"_s);
    QVERIFY2(created, errorText(created).constData());
    QSqlDatabase db = (*created)->database();
    Treasury crown;
    crown.name = u"The Crown"_s;
    QVERIFY(EconomyRepository(db).insertTreasury(crown, 0).ok());
    Force host;
    host.name = u"The Host"_s;
    QVERIFY(CampaignRepository(db).insertForce(host, 0).ok());
    QVERIFY(EconomyRepository(db).setForceEconomy(host.id, ForceEconomy{}).ok());
    QVERIFY(!Sql::exec(db, statement).ok());
}

std::unique_ptr<QObject> storagetest::createMigrationV7Test()
{
    return std::make_unique<TstStorageMigrationV7>();
}

#include "tst_migration_v7.moc"
