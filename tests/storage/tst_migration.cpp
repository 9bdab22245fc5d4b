// Migration from version 1: the fixture, the copy taken aside and the upgraded file.

#include "storage_test_helpers.h"

#include "catalog/ElementTypeJson.h"
#include "storage/CampaignFile.h"
#include "storage/CampaignRepository.h"
#include "storage/Schema.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace muster;
using namespace storagetest;
using namespace Qt::StringLiterals;

namespace {

// The shape of a schema: columns, foreign keys and indexes of every table, to compare two files.
QStringList schemaShape(const QSqlDatabase &database)
{
    QStringList shape;
    const QStringList tables =
        rows(database, u"SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name"_s);
    for (const QString &table : tables) {
        shape << u"table "_s + table;
        shape << rows(database, u"SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_info(?)"_s,
                      {table});
        shape << rows(database,
                      u"SELECT \"table\", \"from\", \"to\", on_delete FROM pragma_foreign_key_list(?)"_s,
                      {table});
    }
    shape << rows(database, u"SELECT name, tbl_name, sql FROM sqlite_schema WHERE type = 'index' AND "
                            u"sql IS NOT NULL ORDER BY name"_s);
    return shape;
}

} // namespace

class TstStorageMigration : public QObject
{
    Q_OBJECT

private slots:
    void fixtureMatchesElementTypeJson();
    void migratesVersion1();
    void migratesVersion2();
    void builtInViabilityRoundTrip();
};

// The fixture's custom type is written exactly as elementTypeToJson writes it, so the migration test
// checks a realistic version-1 file.
void TstStorageMigration::fixtureMatchesElementTypeJson()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"v1.muster"_s);
    const QString built = buildFromScript(path, fixtureV1);
    QVERIFY2(built.isEmpty(), qPrintable(built));

    RawDatabase raw(path);
    QVERIFY(raw.isOpen());
    QCOMPARE(raw.scalar(u"SELECT definition FROM element_types WHERE id = 'custom-1'"_s).toByteArray(),
             QJsonDocument(elementTypeToJson(caveTrolls())).toJson(QJsonDocument::Compact));
    QCOMPARE(raw.scalar(u"PRAGMA user_version"_s).toInt(), 1);
    QCOMPARE(raw.scalar(u"PRAGMA application_id"_s).toInt(), Schema::applicationId);
    QCOMPARE(raw.scalar(u"SELECT count(*) FROM roster_lines"_s).toInt(), 4);
    QCOMPARE(raw.scalar(u"SELECT count(*) FROM sqlite_schema WHERE name = 'staff'"_s).toInt(), 0);
}

// A version-1 file is copied aside, then upgraded: the commander moves into the staff, the new
// columns take their defaults, and nothing else changes.
void TstStorageMigration::migratesVersion1()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"old.muster"_s);
    const QString built = buildFromScript(path, fixtureV1);
    QVERIFY2(built.isEmpty(), qPrintable(built));
    const QByteArray originalHash = fileHash(path);

    auto opened = CampaignFile::open(path);
    QVERIFY2(opened, errorText(opened).constData());
    std::unique_ptr<CampaignFile> file = std::move(opened).value();
    const QList<Force> expected = fixtureForcesAfterMigration();
    {
        const QSqlDatabase db = file->database();
        QCOMPARE(scalar(db, u"PRAGMA user_version"_s).toInt(), Schema::currentVersion);

        // The copy taken before the upgrade is a version-1 file with the old data.
        const QString backup = file->backupPath();
        QVERIFY(!backup.isEmpty());
        QCOMPARE(QFileInfo(backup).absolutePath(), QFileInfo(path).absolutePath());
        QVERIFY2(QFileInfo(backup).isFile(), qPrintable(backup));
        QVERIFY(!QFileInfo::exists(backup + u".partial"_s));
        {
            RawDatabase old(backup);
            QVERIFY(old.isOpen());
            QCOMPARE(old.scalar(u"PRAGMA user_version"_s).toInt(), 1);
            QCOMPARE(old.scalar(u"PRAGMA application_id"_s).toInt(), Schema::applicationId);
            QCOMPARE(old.scalar(u"PRAGMA quick_check"_s).toString(), u"ok"_s);
            QCOMPARE(
                rows(old.database(), u"SELECT name, commander, commander_strategy FROM forces ORDER BY id"_s),
                QStringList({u"Baron's Host|Sir Richard|14"_s, u"Raiders||10"_s}));
            QCOMPARE(old.scalar(u"SELECT count(*) FROM roster_lines"_s).toInt(), 4);
            QCOMPARE(old.scalar(u"SELECT count(*) FROM sqlite_schema WHERE name = 'staff'"_s).toInt(), 0);
        }
        QVERIFY(fileHash(path) != originalHash);

        auto loaded = CampaignRepository(db).load();
        QVERIFY2(loaded, errorText(loaded).constData());
        QCOMPARE(loaded->name, u"Old Border War"_s);
        QCOMPARE(loaded->forces.size(), expected.size());
        for (qsizetype f = 0; f < expected.size(); ++f) {
            const Force &force = loaded->forces[f];
            QCOMPARE(force.notes, QString());
            QCOMPARE(force.lines.size(), expected[f].lines.size());
            for (qsizetype i = 0; i < expected[f].lines.size(); ++i)
                QCOMPARE(force.lines[i], expected[f].lines[i]);
            for (int role = 0; role < staffRoleCount; ++role)
                QCOMPARE(force.member(StaffRole(role)), expected[f].member(StaffRole(role)));
            QCOMPARE(force, expected[f]);
        }
        QCOMPARE(loaded->forces[0].member(StaffRole::Commander).name, u"Sir Richard"_s);
        QCOMPARE(loaded->forces[0].member(StaffRole::Commander).skill(StaffSkill::Strategy), 14);
        QCOMPARE(loaded->catalog.countInTable(CatalogTable::Custom), 1);
        const ElementType *trolls = loaded->catalog.find(u"custom-1"_s);
        QVERIFY(trolls);
        QCOMPARE(*trolls, caveTrolls());

        // The upgraded file has exactly the shape of a new one.
        {
            auto fresh = CampaignFile::create(dir.filePath(u"fresh.muster"_s), u"Fresh"_s);
            QVERIFY2(fresh, errorText(fresh).constData());
            QCOMPARE(schemaShape(db), schemaShape((*fresh)->database()));
        }
        QCOMPARE(scalar(db, u"PRAGMA foreign_key_check"_s), QVariant());
        QCOMPARE(scalar(db, u"PRAGMA integrity_check"_s).toString(), u"ok"_s);
    }

    // The upgrade was committed: the next open neither migrates nor copies again.
    file.reset();
    auto reopened = CampaignFile::open(path);
    QVERIFY2(reopened, errorText(reopened).constData());
    QVERIFY((*reopened)->backupPath().isEmpty());
    auto again = CampaignRepository((*reopened)->database()).load();
    QVERIFY2(again, errorText(again).constData());
    QCOMPARE(again->forces, expected);
}

// A version-2 file gains the table of doubling caps; its staff, notes and GM-assigned cost fields stay.
void TstStorageMigration::migratesVersion2()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"v2.muster"_s);
    const QString built = buildFromScript(path, fixtureV2);
    QVERIFY2(built.isEmpty(), qPrintable(built));

    auto opened = CampaignFile::open(path);
    QVERIFY2(opened, errorText(opened).constData());
    std::unique_ptr<CampaignFile> file = std::move(opened).value();
    const QSqlDatabase db = file->database();
    QCOMPARE(scalar(db, u"PRAGMA user_version"_s).toInt(), Schema::currentVersion);
    QVERIFY(file->backupPath().endsWith(u".v2.bak"_s));
    {
        RawDatabase old(file->backupPath());
        QVERIFY(old.isOpen());
        QCOMPARE(old.scalar(u"PRAGMA user_version"_s).toInt(), 2);
        QCOMPARE(old.scalar(u"SELECT count(*) FROM sqlite_schema WHERE name = 'type_settings'"_s).toInt(), 0);
    }
    QCOMPARE(scalar(db, u"SELECT count(*) FROM type_settings"_s).toInt(), 0);

    auto loaded = CampaignRepository(db).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->name, u"Poughkeepsie Gate"_s);
    QCOMPARE(loaded->forces.size(), 1);
    const Force &company = loaded->forces.constFirst();
    QCOMPARE(company.notes, u"Holding the bridge."_s);
    QCOMPARE(company.member(StaffRole::Commander).name, u"Capt. Hunter"_s);
    QCOMPARE(company.member(StaffRole::Commander).skill(StaffSkill::Leadership), 14);
    QCOMPARE(company.member(StaffRole::Quartermaster).skill(StaffSkill::Administration), 15);
    QCOMPARE(company.lines.size(), 4);
    QCOMPARE(company.lines.at(0).count, 13);
    QCOMPARE(company.lines.at(0).record.equipment, EquipmentQuality::VeryFine);
    QVERIFY(company.lines.at(0).record.has(Feature::Night));
    QCOMPARE(company.lines.at(2).record.levyService, LevyService::AwayFromHome);
    QVERIFY(company.lines.at(2).record.levyRaiseWaived);
    QVERIFY(company.lines.at(3).record.mercenaryLongContract);
    // No caps in an old file: every built-in type doubles to TL12.
    QVERIFY(loaded->catalog.builtInViabilities().isEmpty());
}

// The campaign's doubling cap of a built-in type is kept in the file; removing it (TL12) deletes it.
void TstStorageMigration::builtInViabilityRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"caps.muster"_s);
    {
        auto created = CampaignFile::create(path, u"Caps"_s);
        QVERIFY2(created, errorText(created).constData());
        CampaignRepository repository((*created)->database());
        QVERIFY(repository.setBuiltInViability(u"ifv"_s, 9).ok());
        QVERIFY(repository.setBuiltInViability(u"mbt"_s, 10).ok());
        QVERIFY(repository.setBuiltInViability(u"mbt"_s, 12).ok()); // removed again
    }
    auto opened = CampaignFile::open(path);
    QVERIFY2(opened, errorText(opened).constData());
    auto loaded = CampaignRepository((*opened)->database()).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->catalog.find(u"ifv"_s)->viableThroughTl, 9);
    QCOMPARE(loaded->catalog.find(u"mbt"_s)->viableThroughTl, 12);
    QCOMPARE(loaded->catalog.builtInViabilities(), (QHash<QString, int>{{u"ifv"_s, 9}}));
    QCOMPARE(scalar((*opened)->database(), u"SELECT count(*) FROM type_settings"_s).toInt(), 1);
}

std::unique_ptr<QObject> storagetest::createMigrationTest()
{
    return std::make_unique<TstStorageMigration>();
}

#include "tst_migration.moc"
