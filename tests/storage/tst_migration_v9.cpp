// Migration from version 9 to 10 (issue 21, "Interchange and print"): the GCS character sheet a staff member was
// imported from. Every version-9 row is kept and no member has a sheet after the upgrade; a path reads back equal,
// an empty one is stored as NULL, and the check refuses an empty text.

#include "storage_test_helpers.h"

#include "storage/CampaignFile.h"
#include "storage/CampaignRepository.h"
#include "storage/Schema.h"
#include "storage/Sql.h"

#include <QtTest>

#include <memory>

using namespace muster;
using namespace storagetest;
using namespace Qt::StringLiterals;

namespace {

// The staff columns of version 9, and the tables version 10 leaves as they were.
const QString version9Staff = u"SELECT force_id, role, name, strategy, leadership, tactics, intelligence_analysis, "
                              "administration, hp, fate FROM staff ORDER BY 1, 2"_s;
const QStringList unchangedTables{u"SELECT * FROM forces ORDER BY id"_s, u"SELECT * FROM roster_lines ORDER BY id"_s,
                                  u"SELECT * FROM force_rule_data ORDER BY 1, 2"_s,
                                  u"SELECT * FROM treasuries ORDER BY id"_s,
                                  u"SELECT * FROM force_economy ORDER BY force_id"_s,
                                  u"SELECT * FROM fortresses ORDER BY id"_s};

} // namespace

class TstStorageMigrationV9 : public QObject
{
    Q_OBJECT

private slots:
    void migratesVersion9();
    void gcsFileRoundTrips();
    void checkRefusesAnEmptyPath();
};

void TstStorageMigrationV9::migratesVersion9()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"v9.muster"_s);
    const QString built = buildFromScript(path, fixtureV9);
    QVERIFY2(built.isEmpty(), qPrintable(built));
    QStringList staffBefore;
    QList<QStringList> tablesBefore;
    {
        RawDatabase fixture(path);
        QVERIFY(fixture.isOpen());
        QCOMPARE(fixture.scalar(u"PRAGMA user_version"_s).toInt(), 9);
        staffBefore = rows(fixture.database(), version9Staff);
        for (const QString &table : unchangedTables)
            tablesBefore << rows(fixture.database(), table);
    }
    QCOMPARE(staffBefore.size(), 9); // three posts of three forces

    auto opened = CampaignFile::open(path);
    QVERIFY2(opened, errorText(opened).constData());
    std::unique_ptr<CampaignFile> file = std::move(opened).value();
    QSqlDatabase db = file->database();
    QCOMPARE(Schema::currentVersion, 10);
    QCOMPARE(scalar(db, u"PRAGMA user_version"_s).toInt(), 10);
    QVERIFY(file->backupPath().endsWith(u".v9.bak"_s));
    QCOMPARE(rows(db, version9Staff), staffBefore);
    for (qsizetype i = 0; i < unchangedTables.size(); ++i)
        QCOMPARE(rows(db, unchangedTables.at(i)), tablesBefore.at(i));
    QCOMPARE(scalar(db, u"SELECT count(*) FROM staff WHERE gcs_file IS NOT NULL"_s).toInt(), 0);
    QCOMPARE(scalar(db, u"PRAGMA foreign_key_check"_s), QVariant());
    QCOMPARE(withoutDate(schemaShape(db)), withoutDate(freshSchemaShape(dir.path())));

    auto loaded = CampaignRepository(db).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->forces.size(), 3);
    for (const Force &force : loaded->forces)
        for (const StaffMember &member : force.staff)
            QVERIFY2(member.gcsFile.isEmpty(), qPrintable(member.name));
    // What the fixture's header says it holds, member by member.
    const Force &rebels = loaded->forces.at(1);
    QCOMPARE(rebels.name, u"Rebels of the Red Fen"_s);
    QCOMPARE(rebels.member(StaffRole::Commander).name, u"Lord Castan Vell"_s);
    QCOMPARE(rebels.member(StaffRole::Commander).skills, (std::array<int, staffSkillCount>{13, 12, 13, 11, 10}));
    QCOMPARE(rebels.member(StaffRole::Commander).hp, 4);
    QCOMPARE(rebels.member(StaffRole::Commander).fate, StaffFate::Wounded);
    QCOMPARE(rebels.member(StaffRole::Quartermaster).name, QString());
    QCOMPARE(rebels.member(StaffRole::Quartermaster).skill(StaffSkill::Administration), 12);
    QCOMPARE(rebels.ruleSetData.value(u"myz"_s), QByteArray(R"({"battle_level":2,"name":"Red Fen"})"));
    const StaffMember &okafor = loaded->forces.at(2).member(StaffRole::IntelligenceChief);
    QCOMPARE(okafor.name, u"Lt. Dev Okafor"_s);
    QCOMPARE(okafor.hp, -3);
    QCOMPARE(okafor.fate, StaffFate::Captured);
}

void TstStorageMigrationV9::gcsFileRoundTrips()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"sheets.muster"_s);
    const QString voss = u"/home/gm/Character Sheets/Marshal Aldric Voss.gcs"_s;
    const QString brand = u"/home/gm/Fiches/Général Brand.gcs"_s;
    qint64 hostId = 0;
    {
        auto created = CampaignFile::create(path, u"Sheets"_s);
        QVERIFY2(created, errorText(created).constData());
        QSqlDatabase db = (*created)->database();
        Force host;
        host.name = u"Northern Host"_s;
        host.member(StaffRole::Commander).name = u"Marshal Aldric Voss"_s;
        host.member(StaffRole::Commander).gcsFile = voss; // written with its force
        host.member(StaffRole::Quartermaster).name = u"Hale the Reeve"_s; // typed in
        QVERIFY(CampaignRepository(db).insertForce(host, 0).ok());
        hostId = host.id;
        StaffMember brandMember;
        brandMember.name = u"Général Brand"_s;
        brandMember.gcsFile = brand;
        QVERIFY(CampaignRepository(db).updateStaff(hostId, StaffRole::IntelligenceChief, brandMember).ok());
        QCOMPARE(scalar(db, u"SELECT gcs_file FROM staff WHERE role = 'intelligence'"_s).toString(), brand);
        // A member typed in has no sheet: NULL, not an empty text.
        QCOMPARE(scalar(db, u"SELECT gcs_file IS NULL FROM staff WHERE role = 'quartermaster'"_s).toInt(), 1);
    }
    {
        auto reopened = CampaignFile::open(path);
        QVERIFY2(reopened, errorText(reopened).constData());
        auto loaded = CampaignRepository((*reopened)->database()).load();
        QVERIFY2(loaded, errorText(loaded).constData());
        const Force &host = loaded->forces.constFirst();
        QCOMPARE(host.member(StaffRole::Commander).gcsFile, voss);
        QCOMPARE(host.member(StaffRole::IntelligenceChief).gcsFile, brand);
        QCOMPARE(host.member(StaffRole::Quartermaster).gcsFile, QString());
        // Forgetting the sheet stores NULL again.
        StaffMember commander = host.member(StaffRole::Commander);
        commander.gcsFile.clear();
        QVERIFY(CampaignRepository((*reopened)->database()).updateStaff(hostId, StaffRole::Commander, commander).ok());
        QCOMPARE(scalar((*reopened)->database(), u"SELECT gcs_file IS NULL FROM staff WHERE role = 'commander'"_s)
                     .toInt(),
                 1);
    }
}

void TstStorageMigrationV9::checkRefusesAnEmptyPath()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto created = CampaignFile::create(dir.filePath(u"checks.muster"_s), u"Checks"_s);
    QVERIFY2(created, errorText(created).constData());
    QSqlDatabase db = (*created)->database();
    Force host;
    host.name = u"The Host"_s;
    QVERIFY(CampaignRepository(db).insertForce(host, 0).ok());
    QVERIFY(Sql::exec(db, u"UPDATE staff SET gcs_file = '/sheets/a.gcs' WHERE role = 'commander'"_s).ok());
    QVERIFY(!Sql::exec(db, u"UPDATE staff SET gcs_file = '' WHERE role = 'commander'"_s).ok());
}

std::unique_ptr<QObject> storagetest::createMigrationV9Test()
{
    return std::make_unique<TstStorageMigrationV9>();
}

#include "tst_migration_v9.moc"
