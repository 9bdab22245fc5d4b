// Migration from version 8 to 9 (issue 16): what other battle rule sets keep of a force (a Mutant: Year Zero
// faction). Every version-8 row is kept and the new table starts empty; a force's rule-set data reads back equal,
// goes with its force, and the checks refuse an empty rule set or data.

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

// The staff columns of version 8 (version 10 adds gcs_file).
const QString version8Staff = u"SELECT force_id, role, name, strategy, leadership, tactics, intelligence_analysis, "
                              "administration, hp, fate FROM staff ORDER BY 1, 2"_s;

} // namespace

class TstStorageMigrationV8 : public QObject
{
    Q_OBJECT

private slots:
    void migratesVersion8();
    void forceRuleDataRoundTrips();
    void checksRefuseNonsense_data();
    void checksRefuseNonsense();
};

void TstStorageMigrationV8::migratesVersion8()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"v8.muster"_s);
    const QString built = buildFromScript(path, fixtureV8);
    QVERIFY2(built.isEmpty(), qPrintable(built));
    QStringList forcesBefore, linesBefore, staffBefore, ledgerBefore;
    {
        RawDatabase fixture(path);
        QVERIFY(fixture.isOpen());
        QCOMPARE(fixture.scalar(u"PRAGMA user_version"_s).toInt(), 8);
        forcesBefore = rows(fixture.database(), u"SELECT * FROM forces ORDER BY id"_s);
        linesBefore = rows(fixture.database(), u"SELECT * FROM roster_lines ORDER BY id"_s);
        staffBefore = rows(fixture.database(), version8Staff);
        ledgerBefore = rows(fixture.database(), u"SELECT * FROM ledger_entries ORDER BY 1, 2"_s);
    }
    QVERIFY(!forcesBefore.isEmpty() && !linesBefore.isEmpty());

    auto opened = CampaignFile::open(path);
    QVERIFY2(opened, errorText(opened).constData());
    std::unique_ptr<CampaignFile> file = std::move(opened).value();
    QSqlDatabase db = file->database();
    QCOMPARE(scalar(db, u"PRAGMA user_version"_s).toInt(), Schema::currentVersion);
    QVERIFY(file->backupPath().endsWith(u".v8.bak"_s));
    QCOMPARE(rows(db, u"SELECT * FROM forces ORDER BY id"_s), forcesBefore);
    QCOMPARE(rows(db, u"SELECT * FROM roster_lines ORDER BY id"_s), linesBefore);
    QCOMPARE(rows(db, version8Staff), staffBefore);
    QCOMPARE(rows(db, u"SELECT * FROM ledger_entries ORDER BY 1, 2"_s), ledgerBefore);
    QCOMPARE(scalar(db, u"SELECT count(*) FROM force_rule_data"_s).toInt(), 0);
    QCOMPARE(scalar(db, u"PRAGMA foreign_key_check"_s), QVariant());
    QCOMPARE(withoutDate(schemaShape(db)), withoutDate(freshSchemaShape(dir.path())));
    auto loaded = CampaignRepository(db).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    for (const Force &force : loaded->forces)
        QVERIFY(force.ruleSetData.isEmpty());
}

void TstStorageMigrationV8::forceRuleDataRoundTrips()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"ark.muster"_s);
    const QByteArray faction = R"({"name":"The Ark","battle_level":2,"projects":["defenses","watchtower"]})";
    qint64 arkId = 0, otherId = 0;
    {
        auto created = CampaignFile::create(path, u"The Zone"_s);
        QVERIFY2(created, errorText(created).constData());
        QSqlDatabase db = (*created)->database();
        Force ark;
        ark.name = u"The Ark"_s;
        ark.ruleSetData.insert(u"myz"_s, faction); // written with its force
        QVERIFY(CampaignRepository(db).insertForce(ark, 0).ok());
        arkId = ark.id;
        Force other;
        other.name = u"Helldrivers"_s;
        QVERIFY(CampaignRepository(db).insertForce(other, 1).ok());
        otherId = other.id;
        QVERIFY(CampaignRepository(db).setForceRuleData(otherId, u"myz"_s, R"({"name":"Helldrivers"})").ok());
        QVERIFY(CampaignRepository(db).setForceRuleData(otherId, u"myz"_s, {}).ok()); // removed again
    }
    auto reopened = CampaignFile::open(path);
    QVERIFY2(reopened, errorText(reopened).constData());
    QSqlDatabase db = (*reopened)->database();
    auto loaded = CampaignRepository(db).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->forces.at(0).id, arkId);
    QCOMPARE(loaded->forces.at(0).ruleSetData.value(u"myz"_s), faction);
    QVERIFY(loaded->forces.at(1).ruleSetData.isEmpty());
    // The data goes with its force.
    QVERIFY(CampaignRepository(db).deleteForce(arkId).ok());
    QCOMPARE(scalar(db, u"SELECT count(*) FROM force_rule_data"_s).toInt(), 0);
}

void TstStorageMigrationV8::checksRefuseNonsense_data()
{
    QTest::addColumn<QString>("statement");
    QTest::newRow("no rule set") << u"INSERT INTO force_rule_data (force_id, rule_set, data) VALUES (1, ' ', '{}')"_s;
    QTest::newRow("no data") << u"INSERT INTO force_rule_data (force_id, rule_set, data) VALUES (1, 'myz', '')"_s;
    QTest::newRow("no such force") << u"INSERT INTO force_rule_data (force_id, rule_set, data) VALUES (99, 'myz', '{}')"_s;
}

void TstStorageMigrationV8::checksRefuseNonsense()
{
    QFETCH(QString, statement);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto created = CampaignFile::create(dir.filePath(u"checks.muster"_s), u"Checks"_s);
    QVERIFY2(created, errorText(created).constData());
    QSqlDatabase db = (*created)->database();
    Force host;
    host.name = u"The Host"_s;
    QVERIFY(CampaignRepository(db).insertForce(host, 0).ok());
    QCOMPARE(host.id, qint64(1));
    QVERIFY(!Sql::exec(db, statement).ok());
}

std::unique_ptr<QObject> storagetest::createMigrationV8Test()
{
    return std::make_unique<TstStorageMigrationV8>();
}

#include "tst_migration_v8.moc"
