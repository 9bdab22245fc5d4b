// Helpers shared by the test classes of tst_storage (see main.cpp).
//
// The campaign-file storage layer: CampaignFile (open, create, lock, migrate, copy), CampaignRepository
// (every edit written back and read again), Schema and TransactionGuard. The rules they follow are the
// "Storage rules" of the design notes: one file, marked by application_id and user_version, never
// created or changed when it is not understood, copied aside before a migration, locked against a
// second instance, every write in a transaction.
//
// Every file lives in a QTemporaryDir. Files are checked through a separate raw QSQLITE connection or
// by reading their bytes, not through the code under test.

#pragma once

#include "campaign/Campaign.h"
#include "catalog/ElementType.h"
#include "common/Result.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <memory>

namespace muster {

// Readable descriptions for QTest, so that a failed QCOMPARE shows both sides.
char *toString(const RosterLine &line);
char *toString(const Force &force);
char *toString(const StaffMember &member);
char *toString(const ElementType &type);
char *toString(const StoredBattle &battle);

} // namespace muster

namespace storagetest {

inline const QString fixtureV1 = QStringLiteral(MUSTER_TEST_DATA "/fixtures/campaign-v1.sql");
inline const QString fixtureV2 = QStringLiteral(MUSTER_TEST_DATA "/fixtures/campaign-v2.sql");
inline const QString fixtureV3 = QStringLiteral(MUSTER_TEST_DATA "/fixtures/campaign-v3.sql");
inline const QString fixtureV4 = QStringLiteral(MUSTER_TEST_DATA "/fixtures/campaign-v4.sql");
inline const QString fixtureV5 = QStringLiteral(MUSTER_TEST_DATA "/fixtures/campaign-v5.sql");
inline const QString fixtureV6 = QStringLiteral(MUSTER_TEST_DATA "/fixtures/campaign-v6.sql");
inline const QString fixtureV7 = QStringLiteral(MUSTER_TEST_DATA "/fixtures/campaign-v7.sql");
inline const QString fixtureV8 = QStringLiteral(MUSTER_TEST_DATA "/fixtures/campaign-v8.sql");
inline const QString fixtureV9 = QStringLiteral(MUSTER_TEST_DATA "/fixtures/campaign-v9.sql");

template <typename T> QByteArray errorText(const muster::Result<T> &result)
{
    return result ? QByteArray("(no error)") : result.error().message.toUtf8();
}

// The test classes, one per source file; main.cpp runs them all.
std::unique_ptr<QObject> createRoundTripTest();
std::unique_ptr<QObject> createMarkingTest();
std::unique_ptr<QObject> createMigrationTest();
std::unique_ptr<QObject> createRefusalsTest();
std::unique_ptr<QObject> createLockCopyCreateTest();
std::unique_ptr<QObject> createTransactionsTest();
std::unique_ptr<QObject> createBattlesTest();
std::unique_ptr<QObject> createMigrationV4Test();
std::unique_ptr<QObject> createMigrationV5Test();
std::unique_ptr<QObject> createMigrationV6Test();
std::unique_ptr<QObject> createMigrationV7Test();
std::unique_ptr<QObject> createMigrationV8Test();
std::unique_ptr<QObject> createMigrationV9Test();
std::unique_ptr<QObject> createEconomyTest();
std::unique_ptr<QObject> createEconomyIntegrityTest();
std::unique_ptr<QObject> createCampaignStartTest();
std::unique_ptr<QObject> createOldBattlesTest();

// Temporary files and their bytes.
QByteArray fileHash(const QString &path);
QByteArray fileBytes(const QString &path);
bool writeFile(const QString &path, const QByteArray &bytes);
// The big-endian 32-bit field at `offset` of an SQLite header, or 0xFFFFFFFF if `bytes` is too short.
quint32 headerField(const QByteArray &bytes, int offset);

// The first column of the first row of `statement` on `database`, or an invalid QVariant.
QVariant scalar(const QSqlDatabase &database, const QString &statement, const QVariantList &values = {});
// Every row of `statement`, its columns joined with '|'.
QStringList rows(const QSqlDatabase &database, const QString &statement, const QVariantList &values = {});
// The shape of a schema: columns, foreign keys, indexes, the SQL of every table and index (which alone
// holds the CHECK constraints), and the campaign rows every file starts with besides its name.
QStringList schemaShape(const QSqlDatabase &database);
// The shape of a new file, created in `directory` beside the one under test.
QStringList freshSchemaShape(const QString &directory);
// A shape without the campaign's calendar and date rows (an upgraded file keeps its own).
QStringList withoutDate(QStringList shape);
// Positions of a force's lines, in position order.
QStringList linePositions(const QSqlDatabase &database, qint64 forceId);

// A QSQLITE connection of the test's own, outside CampaignFile, removed when it goes out of scope.
class RawDatabase
{
public:
    explicit RawDatabase(const QString &path);
    ~RawDatabase();
    RawDatabase(const RawDatabase &) = delete;
    RawDatabase &operator=(const RawDatabase &) = delete;

    bool isOpen() const { return m_open; }
    QSqlDatabase database() const { return QSqlDatabase::database(m_name, false); }
    QVariant scalar(const QString &statement) const { return storagetest::scalar(database(), statement); }
    // Empty on success, else the error.
    QString exec(const QString &statement) const;

private:
    static inline int s_counter = 0;
    QString m_name;
    bool m_open = false;
};

// Executes the SQL script at `scriptPath` one statement at a time on a new SQLite file at
// `databasePath`. Returns an empty string on success, else what went wrong.
QString buildFromScript(const QString &databasePath, const QString &scriptPath);

// Test data.
muster::ElementRecord record(const QString &name, const QString &typeId, int tl,
                             muster::EquipmentQuality equipment, muster::TroopQuality troops,
                             const QStringList &features = {});
muster::RosterLine line(int count, const muster::ElementRecord &r, qint64 id = 0);
muster::StaffMember member(const QString &name, int strategy, int leadership, int tactics, int intelligence,
                           int administration);
// Empty texts that are not null. QSQLITE binds a null QString as SQL NULL, which the NOT NULL text
// columns refuse (see emptyTextsAreStored); the other tests use these so that they test what
// they are about.
muster::Force nonNullTexts(muster::Force force);
muster::Force newForce(const QString &name);
muster::ElementType caveTrolls();
// What the fixture's two forces must look like after the upgrade to version 2.
QList<muster::Force> fixtureForcesAfterMigration();
// A battle as the battle dialog would save it, not yet in a file.
muster::StoredBattle battle(const QString &name, muster::BattleStatus status, const QByteArray &record);

} // namespace storagetest
