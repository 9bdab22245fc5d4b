// Migration from versions 1, 2, 3 and 4: the fixtures, the copy taken aside and the upgraded file.

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

// Every column a version-3 file had of every roster line, to compare before and after the upgrade.
QString lineRowsQuery()
{
    return u"SELECT id, force_id, position, count, name, type_id, tl, equipment, troops, features, "
           u"hero_multiplier, disloyal_percent, hero_cost_percent, levy_service, levy_raise_waived, "
           u"long_contract FROM roster_lines ORDER BY id"_s;
}

} // namespace

class TstStorageMigration : public QObject
{
    Q_OBJECT

private slots:
    void fixtureMatchesElementTypeJson();
    void migratesVersion1();
    void migratesVersion2();
    void migratesVersion3();
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

        QVERIFY(loaded->battles.isEmpty());
        // And the economy of version 5: the Gregorian calendar at 1 January of year 1, nothing else.
        QCOMPARE(loaded->calendar, Calendar::gregorian());
        QCOMPARE(loaded->today, CampaignDate{});
        QVERIFY(loaded->treasuries.isEmpty());
        // The upgraded file has exactly the shape of a new one.
        QCOMPARE(schemaShape(db), freshSchemaShape(dir.path()));
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
    // Nor casualties or battles: the later steps of the ladder ran too.
    for (const RosterLine &l : company.lines)
        QCOMPARE(l.casualties, 0.0);
    QVERIFY(loaded->battles.isEmpty());
    QCOMPARE(schemaShape(db), freshSchemaShape(dir.path()));
}

// A version-3 file gains the casualties of its roster lines (none yet: every line at full strength) and an
// empty battles table; every force, line, custom type and doubling cap stays, under the same ids.
void TstStorageMigration::migratesVersion3()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"v3.muster"_s);
    const QString built = buildFromScript(path, fixtureV3);
    QVERIFY2(built.isEmpty(), qPrintable(built));
    QStringList linesBefore;
    {
        RawDatabase fixture(path);
        QVERIFY(fixture.isOpen());
        linesBefore = rows(fixture.database(), lineRowsQuery());
    }
    QCOMPARE(linesBefore.size(), 6);

    auto opened = CampaignFile::open(path);
    QVERIFY2(opened, errorText(opened).constData());
    std::unique_ptr<CampaignFile> file = std::move(opened).value();
    QCOMPARE(scalar(file->database(), u"PRAGMA user_version"_s).toInt(), Schema::currentVersion);

    // The copy taken before the upgrade is the version-3 file, without the new column and table.
    QVERIFY(file->backupPath().endsWith(u".v3.bak"_s));
    {
        RawDatabase old(file->backupPath());
        QVERIFY(old.isOpen());
        QCOMPARE(old.scalar(u"PRAGMA user_version"_s).toInt(), 3);
        QCOMPARE(old.scalar(u"PRAGMA quick_check"_s).toString(), u"ok"_s);
        QCOMPARE(old.scalar(u"SELECT count(*) FROM sqlite_schema WHERE name = 'battles'"_s).toInt(), 0);
        QCOMPARE(old.scalar(u"SELECT count(*) FROM pragma_table_info('roster_lines') "
                            u"WHERE name = 'casualties'"_s)
                     .toInt(),
                 0);
        QCOMPARE(rows(old.database(), lineRowsQuery()), linesBefore);
    }

    // Every line is still there, column for column, at casualties 0.
    QCOMPARE(rows(file->database(), lineRowsQuery()), linesBefore);
    QCOMPARE(rows(file->database(), u"SELECT id, casualties FROM roster_lines ORDER BY id"_s),
             QStringList({u"2|0"_s, u"4|0"_s, u"7|0"_s, u"9|0"_s, u"12|0"_s, u"13|0"_s}));
    QCOMPARE(scalar(file->database(), u"SELECT count(*) FROM battles"_s).toInt(), 0);
    QCOMPARE(scalar(file->database(), u"PRAGMA foreign_key_check"_s), QVariant());
    QCOMPARE(scalar(file->database(), u"PRAGMA integrity_check"_s).toString(), u"ok"_s);
    QCOMPARE(schemaShape(file->database()), freshSchemaShape(dir.path()));

    auto loaded = CampaignRepository(file->database()).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->name, u"Drake's Cross"_s);
    QVERIFY(loaded->battles.isEmpty());
    QCOMPARE(loaded->forces.size(), 2);
    const Force &richard = loaded->forces[0];
    const Force &strykland = loaded->forces[1];
    QCOMPARE(richard.id, qint64(3));
    QCOMPARE(richard.notes, u"Camped at the ford."_s);
    QCOMPARE(richard.member(StaffRole::Commander).skill(StaffSkill::Strategy), 14);
    QCOMPARE(richard.member(StaffRole::Quartermaster).skill(StaffSkill::Administration), 14);
    QCOMPARE(strykland.id, qint64(5));
    QCOMPARE(strykland.member(StaffRole::Commander).name, u"Strykland"_s);
    QList<qint64> ids;
    for (const Force &force : loaded->forces) {
        for (const RosterLine &l : force.lines) {
            ids << l.id;
            QCOMPARE(l.casualties, 0.0);
        }
    }
    QCOMPARE(ids, (QList<qint64>{7, 2, 9, 4, 12, 13}));
    QCOMPARE(richard.lines[2].record.heroMultiplier, 2.5);
    QCOMPARE(richard.lines[2].record.heroCostPercent, 50);
    QCOMPARE(richard.lines[3].record.levyService, LevyService::Extended);
    QCOMPARE(strykland.lines[0].record.disloyalPercent, -20);
    QVERIFY(strykland.lines[0].record.mercenaryLongContract);
    QCOMPARE(strykland.lines[1].record.typeId, u"custom-1"_s);
    QCOMPARE(*loaded->catalog.find(u"custom-1"_s), caveTrolls());
    QCOMPARE(loaded->catalog.builtInViabilities(), (QHash<QString, int>{{u"ifv"_s, 9}}));

    // The upgrade was committed: the next open neither migrates nor copies again.
    file.reset();
    auto reopened = CampaignFile::open(path);
    QVERIFY2(reopened, errorText(reopened).constData());
    QVERIFY((*reopened)->backupPath().isEmpty());
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
