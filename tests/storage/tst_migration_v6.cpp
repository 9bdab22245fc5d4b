// Migration from version 6 to 7: the campaign keeps its fortresses ("Sieges", issue 6). Every version-6
// row is kept and the upgraded file has no fortress; fortresses saved in a file read back equal.

#include "storage_test_helpers.h"

#include "storage/CampaignFile.h"
#include "storage/CampaignRepository.h"
#include "storage/FortressRepository.h"
#include "storage/Schema.h"
#include "storage/Sql.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace muster {

// So that a failed QCOMPARE of fortresses shows both sides.
char *toString(const Fortress &fortress)
{
    return qstrdup(QJsonDocument(fortressToJson(fortress)).toJson(QJsonDocument::Compact).constData());
}

} // namespace muster

using namespace muster;
using namespace storagetest;
using namespace Qt::StringLiterals;

namespace {

Fortress kestevenCastle()
{
    Fortress f;
    f.name = u"Kesteven Castle"_s;
    f.kind = FortressKind::Permanent;
    f.tl = 3;
    f.site = FortressSite::Strong;
    f.capacityWt = 400;
    return f;
}

Fortress trenches()
{
    Fortress f;
    f.name = u"Drake's Cross earthworks"_s;
    f.kind = FortressKind::Improvised;
    f.solid = true;
    f.capacityWt = 120.5;
    return f;
}

Fortress oldTower()
{
    Fortress f;
    f.name = u"The Old Tower"_s;
    f.kind = FortressKind::Ruins;
    f.tl = 2;
    f.ruinPenalty = 2;
    f.site = FortressSite::ExtremelyStrong;
    f.capacityWt = 35;
    return f;
}

Fortress pass()
{
    Fortress f;
    f.name = u"Wolf Pass"_s;
    f.kind = FortressKind::Natural;
    f.naturalBonus = 5;
    f.capacityWt = 60;
    return f;
}

// force_economy in version 6's columns (version 8 adds some).
const QString version6Economy =
    u"SELECT force_id, treasury_id, location, terrain, tied_to_roads, readiness, reduced_last_month, land_ls, "
    "naval_ls, air_ls, supply_line, posture FROM force_economy ORDER BY force_id"_s;

} // namespace

class TstStorageMigrationV6 : public QObject
{
    Q_OBJECT

private slots:
    void migratesVersion6();
    void fortressesRoundTrip();
    void fortressChecksRefuseNonsense_data();
    void fortressChecksRefuseNonsense();
};

void TstStorageMigrationV6::migratesVersion6()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"v6.muster"_s);
    const QString built = buildFromScript(path, fixtureV6);
    QVERIFY2(built.isEmpty(), qPrintable(built));
    QStringList ordersBefore;
    QStringList levyBefore;
    QStringList economyBefore;
    {
        RawDatabase fixture(path);
        QVERIFY(fixture.isOpen());
        QCOMPARE(fixture.scalar(u"PRAGMA user_version"_s).toInt(), 6);
        ordersBefore = rows(fixture.database(), u"SELECT * FROM raising_orders ORDER BY id"_s);
        levyBefore = rows(fixture.database(), u"SELECT * FROM levy_terms ORDER BY line_id"_s);
        economyBefore = rows(fixture.database(), version6Economy);
    }

    auto opened = CampaignFile::open(path);
    QVERIFY2(opened, errorText(opened).constData());
    std::unique_ptr<CampaignFile> file = std::move(opened).value();
    QSqlDatabase db = file->database();
    QCOMPARE(scalar(db, u"PRAGMA user_version"_s).toInt(), Schema::currentVersion);
    QVERIFY(file->backupPath().endsWith(u".v6.bak"_s));
    QVERIFY(QFileInfo::exists(file->backupPath()));
    QCOMPARE(rows(db, u"SELECT * FROM raising_orders ORDER BY id"_s), ordersBefore);
    QCOMPARE(rows(db, u"SELECT * FROM levy_terms ORDER BY line_id"_s), levyBefore);
    QCOMPARE(rows(db, version6Economy), economyBefore);
    QCOMPARE(scalar(db, u"SELECT count(*) FROM fortresses"_s).toInt(), 0);
    QCOMPARE(scalar(db, u"PRAGMA foreign_key_check"_s), QVariant());
    // The same tables as a new file (whose calendar and date are the defaults, unlike this campaign's).
    const auto withoutDate = [](QStringList shape) {
        shape.removeIf(
            [](const QString &row) { return row.startsWith(u"calendar|"_s) || row.startsWith(u"today|"_s); });
        return shape;
    };
    QCOMPARE(withoutDate(schemaShape(db)), withoutDate(freshSchemaShape(dir.path())));

    auto loaded = CampaignRepository(db).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QVERIFY(loaded->fortresses.isEmpty());
    QCOMPARE(loaded->name, u"Drake's Cross"_s);
    QCOMPARE(loaded->forces.size(), 2);
    QCOMPARE(loaded->battles.size(), 1);
    QCOMPARE(loaded->raising.orders().size(), 2);
    QCOMPARE(loaded->levies.value(4).monthsServed, 3);
    QCOMPARE(loaded->economyOf(3).location, u"Drake's Cross"_s);

    // The new table works in the upgraded file.
    Fortress castle = kestevenCastle();
    QVERIFY(FortressRepository(db).insert(castle).ok());
    auto again = CampaignRepository(db).load();
    QVERIFY2(again, errorText(again).constData());
    QCOMPARE(again->fortresses, (QList<Fortress>{castle}));
}

void TstStorageMigrationV6::fortressesRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"forts.muster"_s);
    QList<Fortress> saved{kestevenCastle(), trenches(), oldTower(), pass()};
    {
        auto created = CampaignFile::create(path, u"Forts"_s);
        QVERIFY2(created, errorText(created).constData());
        FortressRepository repository((*created)->database());
        for (Fortress &f : saved) {
            QVERIFY(repository.insert(f).ok());
            QVERIFY(f.id > 0);
        }
        // Changed and removed, then read back from a reopened file.
        saved[0].tl = 4;
        saved[0].site = FortressSite::ExtremelyStrong;
        saved[0].capacityWt = 450.25;
        QVERIFY(repository.update(saved[0]).ok());
        QVERIFY(repository.remove(saved[1].id).ok());
        saved.removeAt(1);
        // An update of a fortress that is not there says so.
        Fortress gone = trenches();
        gone.id = 999;
        const Status missing = repository.update(gone);
        QVERIFY(!missing);
        QCOMPARE(missing.error().field, u"fortress"_s);
    }
    auto reopened = CampaignFile::open(path);
    QVERIFY2(reopened, errorText(reopened).constData());
    auto loaded = CampaignRepository((*reopened)->database()).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->fortresses, saved);
    QCOMPARE(loaded->indexOfFortress(saved[1].id), 1);
    QCOMPARE(loaded->indexOfFortress(12345), -1);

    // A removed fortress comes back under its id (an undone deletion).
    Fortress back = trenches();
    back.id = 2;
    QVERIFY(FortressRepository((*reopened)->database()).insert(back).ok());
    QCOMPARE(back.id, 2);
    auto withBack = FortressRepository((*reopened)->database()).load();
    QVERIFY(withBack);
    QCOMPARE(withBack->size(), 4);
    QCOMPARE(withBack->at(1), back);
}

void TstStorageMigrationV6::fortressChecksRefuseNonsense_data()
{
    QTest::addColumn<QString>("assignment");
    QTest::newRow("unknown kind") << u"kind = 'moat'"_s;
    QTest::newRow("unknown site") << u"site = 'cloud'"_s;
    QTest::newRow("TL 13") << u"tl = 13"_s;
    QTest::newRow("natural +6") << u"natural_bonus = 6"_s;
    QTest::newRow("no ruin") << u"ruin_penalty = 0"_s;
    QTest::newRow("no capacity") << u"capacity_wt = 0"_s;
    QTest::newRow("blank name") << u"name = '  '"_s;
    QTest::newRow("solid 2") << u"solid = 2"_s;
}

void TstStorageMigrationV6::fortressChecksRefuseNonsense()
{
    QFETCH(QString, assignment);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto created = CampaignFile::create(dir.filePath(u"checks.muster"_s), u"Checks"_s);
    QVERIFY2(created, errorText(created).constData());
    QSqlDatabase db = (*created)->database();
    Fortress castle = kestevenCastle();
    QVERIFY(FortressRepository(db).insert(castle).ok());
    QVERIFY(!Sql::exec(db, u"UPDATE fortresses SET %1 WHERE id = ?"_s.arg(assignment), {castle.id}).ok());
    auto loaded = FortressRepository(db).load();
    QVERIFY(loaded);
    QCOMPARE(loaded->value(0), castle);
}

std::unique_ptr<QObject> storagetest::createMigrationV6Test()
{
    return std::make_unique<TstStorageMigrationV6>();
}

#include "tst_migration_v6.moc"
