// Refusals: a newer version, a foreign file and a damaged file are refused and left untouched.

#include "storage_test_helpers.h"

#include "storage/CampaignFile.h"
#include "storage/CampaignRepository.h"
#include "storage/Schema.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;
using namespace storagetest;
using namespace Qt::StringLiterals;

namespace {

QString newerMessagePattern()
{
    return u"newer"_s;
}

} // namespace

class TstStorageRefusals : public QObject
{
    Q_OBJECT

private slots:
    void refusesNewerVersion_data();
    void refusesNewerVersion();
    void refusesForeignFile_data();
    void refusesForeignFile();
    void refusesDamagedFile_data();
    void refusesDamagedFile();
    void refusesFileWithoutVersion();
    void namesAFolderAsAFolder();
};

void TstStorageRefusals::refusesNewerVersion_data()
{
    QTest::addColumn<int>("version");
    QTest::newRow("one version newer") << Schema::currentVersion + 1;
    QTest::newRow("far newer") << Schema::currentVersion + 40;
}

// A file from a newer Muster is refused and not touched.
void TstStorageRefusals::refusesNewerVersion()
{
    QFETCH(int, version);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"future.muster"_s);
    {
        auto created = CampaignFile::create(path, u"From the Future"_s);
        QVERIFY2(created, errorText(created).constData());
        Force force = newForce(u"Time Travellers"_s);
        force.lines << line(1, record(u""_s, u"heavy-infantry"_s, 3, EquipmentQuality::Basic,
                                      TroopQuality::Average, {u"Night"_s}));
        const Status s = CampaignRepository((*created)->database()).insertForce(force, 0);
        QVERIFY2(s, errorText(s).constData());
    }
    {
        RawDatabase raw(path);
        QVERIFY(raw.isOpen());
        const QString error = raw.exec(u"PRAGMA user_version = %1"_s.arg(version));
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
    const QByteArray before = fileHash(path);
    QVERIFY(!before.isEmpty());

    auto opened = CampaignFile::open(path);
    QVERIFY(!opened);
    QVERIFY2(opened.error().message.contains(newerMessagePattern(), Qt::CaseInsensitive),
             errorText(opened).constData());

    QCOMPARE(fileHash(path), before);
    QCOMPARE(headerField(fileBytes(path), 60), quint32(version));
    const QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(left, QStringList({u"future.muster"_s})); // no backup, journal or lock left behind
}

void TstStorageRefusals::refusesForeignFile_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expectedMessage"); // empty: any error

    QTest::newRow("plain text") << u"text"_s << u"not a Muster campaign"_s;
    QTest::newRow("empty file") << u"empty"_s << u"not a Muster campaign"_s;
    QTest::newRow("SQLite of another application") << u"other-application"_s << u"not a Muster campaign"_s;
    QTest::newRow("SQLite without application_id") << u"no-application-id"_s << u"not a Muster campaign"_s;
    QTest::newRow("missing path") << u"missing"_s << QString();
    QTest::newRow("a directory") << u"directory"_s << QString();
}

// Opening never creates or changes a file it does not understand.
void TstStorageRefusals::refusesForeignFile()
{
    QFETCH(QString, kind);
    QFETCH(QString, expectedMessage);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"foreign.muster"_s);

    if (kind == u"text") {
        QVERIFY(writeFile(path, "Old Border War\nBaron's Host: 3 Knights, 5 Heavy Infantry\n"));
    } else if (kind == u"empty") {
        QVERIFY(writeFile(path, QByteArray()));
    } else if (kind == u"other-application" || kind == u"no-application-id") {
        RawDatabase raw(path);
        QVERIFY(raw.isOpen());
        QStringList statements{u"CREATE TABLE forces (id INTEGER PRIMARY KEY, name TEXT)"_s,
                               u"INSERT INTO forces (name) VALUES ('Not ours')"_s,
                               u"PRAGMA user_version = 1"_s};
        if (kind == u"other-application")
            statements << u"PRAGMA application_id = 1196444487"_s; // "GPKG"
        for (const QString &statement : statements) {
            const QString error = raw.exec(statement);
            QVERIFY2(error.isEmpty(), qPrintable(error));
        }
    } else if (kind == u"directory") {
        QVERIFY(QDir(dir.path()).mkdir(u"foreign.muster"_s));
    }
    const bool existed = QFileInfo::exists(path);
    const QByteArray before = fileHash(path);

    auto opened = CampaignFile::open(path);
    QVERIFY(!opened);
    QVERIFY(!opened.error().message.isEmpty());
    if (!expectedMessage.isEmpty())
        QVERIFY2(opened.error().message.contains(expectedMessage), errorText(opened).constData());

    QCOMPARE(QFileInfo::exists(path), existed); // a missing file is not created
    QCOMPARE(fileHash(path), before);
    QVERIFY(!QFileInfo::exists(path + u".lock"_s));
    QVERIFY(!QFileInfo::exists(path + u"-journal"_s));
    QVERIFY(!QFileInfo::exists(path + u".v1.bak"_s));
}

void TstStorageRefusals::refusesDamagedFile_data()
{
    QTest::addColumn<QString>("damage");
    QTest::newRow("garbage in the middle of a later page") << u"garbage-middle"_s;
    QTest::newRow("garbage over a later page's header") << u"garbage-page-start"_s;
    QTest::newRow("truncated to half its size") << u"truncated"_s;
}

// A damaged file gives an error, not a crash, and is left as it was.
void TstStorageRefusals::refusesDamagedFile()
{
    QFETCH(QString, damage);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"long-column.muster"_s);

    qint64 pageSize = 0;
    qint64 pageCount = 0;
    {
        auto created = CampaignFile::create(path, u"Soon Damaged"_s);
        QVERIFY2(created, errorText(created).constData());
        Force force = newForce(u"The Long Column"_s);
        for (int i = 0; i < 200; ++i) {
            force.lines << line(i + 1, record(u"Company %1 of the long column that marches along the river "
                                              u"road towards the border fortress"_s.arg(i),
                                              i % 2 ? u"heavy-infantry"_s : u"light-infantry"_s, 3,
                                              EquipmentQuality::Good, TroopQuality::Average,
                                              {u"Terrain (Woodlands)"_s}));
        }
        const Status s = CampaignRepository((*created)->database()).insertForce(force, 0);
        QVERIFY2(s, errorText(s).constData());
        pageSize = scalar((*created)->database(), u"PRAGMA page_size"_s).toLongLong();
        pageCount = scalar((*created)->database(), u"PRAGMA page_count"_s).toLongLong();
    }
    QVERIFY(pageSize >= 512);
    QVERIFY2(pageCount >= 6, qPrintable(u"only %1 pages"_s.arg(pageCount)));
    QCOMPARE(QFileInfo(path).size(), pageSize * pageCount);
    {
        // The intact file opens: it is the damage that the open below refuses.
        auto intact = CampaignFile::open(path);
        QVERIFY2(intact, errorText(intact).constData());
    }

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    if (damage == u"truncated") {
        QVERIFY(file.resize(file.size() / 2));
    } else {
        // Page numbers count from 1; page 1 holds the 100-byte header. Damage the page before last,
        // which holds roster lines.
        const qint64 page = pageCount - 1;
        const qint64 offset = (page - 1) * pageSize + (damage == u"garbage-middle" ? pageSize / 2 : 0);
        QByteArray garbage(int(pageSize / 4), Qt::Uninitialized);
        QRandomGenerator generator(20240601);
        for (char &c : garbage)
            c = char(generator.bounded(256));
        QVERIFY(offset >= 100);
        QVERIFY(file.seek(offset));
        QCOMPARE(file.write(garbage), qint64(garbage.size()));
    }
    file.close();
    const QByteArray before = fileHash(path);

    auto opened = CampaignFile::open(path);
    QVERIFY2(!opened, "a damaged file was opened");
    // Told that it is damaged, not that it is some other program's file.
    QVERIFY2(opened.error().message.contains(u"damaged"_s), errorText(opened).constData());
    QCOMPARE(fileHash(path), before);
    QVERIFY(!QFileInfo::exists(path + u".lock"_s));
}

// A file with user_version 0 (an SQLite file of Muster's application id that no Muster wrote whole): refused
// before anything is copied aside, so nothing is left behind, not even a backup.
void TstStorageRefusals::refusesFileWithoutVersion()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"versionless.muster"_s);
    {
        auto created = CampaignFile::create(path, u"Versionless"_s);
        QVERIFY2(created, errorText(created).constData());
    }
    {
        RawDatabase raw(path);
        QVERIFY(raw.isOpen());
        const QString error = raw.exec(u"PRAGMA user_version = 0"_s);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
    const QByteArray before = fileHash(path);
    auto opened = CampaignFile::open(path);
    QVERIFY(!opened);
    QVERIFY2(opened.error().message.contains(u"no schema version"_s), errorText(opened).constData());
    QCOMPARE(fileHash(path), before);
    const QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(left, QStringList({u"versionless.muster"_s}));
}

void TstStorageRefusals::namesAFolderAsAFolder()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto opened = CampaignFile::open(dir.path());
    QVERIFY(!opened);
    QVERIFY2(opened.error().message.contains(u"is a folder"_s), errorText(opened).constData());
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
}

std::unique_ptr<QObject> storagetest::createRefusalsTest()
{
    return std::make_unique<TstStorageRefusals>();
}

#include "tst_refusals.moc"
