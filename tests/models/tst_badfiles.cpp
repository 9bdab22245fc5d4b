// Bad files and bad situations (issue "Hardening"): whatever is handed to Muster as a campaign, opening it
// through the document either refuses it with a message that says what is wrong, leaving the file byte for
// byte as it was (or not creating it), or opens a sound campaign; and the program goes on working. The
// storage-level refusals (newer schema, damaged pages, a second instance's lock, a stale lock) are in
// tst_storage; this table adds the document's view, truncated and randomly damaged copies, read-only files, a
// full disk and names that look like SQL.

#include "FaultyVfs.h"
#include "models_test_helpers.h"

#include "campaign/CampaignJson.h"
#include "campaign/CampaignStart.h"
#include "campaign/DemoCampaign.h"
#include "storage/Schema.h"
#include "storage/WriteFaults.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>

using namespace muster;
using namespace modelstest;
using namespace Qt::StringLiterals;
namespace Vfs = mustertest::FaultyVfs;

namespace {

QByteArray hashOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

// The files beside a campaign, for "nothing was left behind".
QStringList filesIn(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDir::Name);
}

// The program goes on working: another campaign opens and takes an edit.
bool stillUsable(const QString &folder)
{
    const QString path = QDir(folder).filePath(u"afterwards.muster"_s);
    QFile::remove(path);
    if (!writeDemoCampaign(path))
        return false;
    auto document = CampaignDocument::open(path);
    if (!document)
        return false;
    const qint64 force = (*document)->campaign().forces.constFirst().id;
    const bool edited = bool((*document)->renameForce(force, u"Still Marching"_s));
    document->reset();
    QFile::remove(path);
    return edited;
}

} // namespace

class TstBadFiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void refusedAndUntouched_data();
    void refusedAndUntouched();
    void randomlyDamagedCopies();
    void readOnlyFile();
    void fullDisk();
    void namesThatLookLikeSql_data();
    void namesThatLookLikeSql();

private:
    QString freshFolder();

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_demo;
    int m_folders = 0;
};

void TstBadFiles::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_demo = m_dir->filePath(u"demo.muster"_s);
    QVERIFY(writeDemoCampaign(m_demo));
    QVERIFY(Vfs::install());
}

void TstBadFiles::cleanup()
{
    Vfs::clear();
    WriteFaults::useVfs(QString());
}

QString TstBadFiles::freshFolder()
{
    const QString folder = m_dir->filePath(u"case-%1"_s.arg(++m_folders));
    QDir().mkpath(folder);
    return folder;
}

void TstBadFiles::refusedAndUntouched_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<qint64>("length"); // for "truncated": bytes kept; -N: N bytes cut off the end
    QTest::addColumn<QString>("expected"); // what the message must say

    QTest::newRow("not a database") << u"text"_s << 0LL << u"not a Muster campaign"_s;
    QTest::newRow("an empty file") << u"empty"_s << 0LL << u"not a Muster campaign"_s;
    QTest::newRow("another application's SQLite database") << u"foreign"_s << 0LL << u"not a Muster campaign"_s;
    QTest::newRow("a newer schema version") << u"newer"_s << 0LL << u"newer version of Muster"_s;
    QTest::newRow("a folder") << u"folder"_s << 0LL << u"is a folder"_s;
    QTest::newRow("a missing path") << u"missing"_s << 0LL << u"does not exist"_s;
    // Truncated copies: inside the 16-byte signature, inside the 100-byte header, at page boundaries, by half,
    // and one byte short.
    for (const qint64 length : {10LL, 99LL, 100LL, 1024LL, 4096LL, 8192LL})
        QTest::addRow("truncated to %lld bytes", length) << u"truncated"_s << length << QString();
    QTest::newRow("truncated to half") << u"truncated"_s << -1LL << QString();
    QTest::newRow("truncated by one page") << u"truncated"_s << -4096LL << QString();
    QTest::newRow("truncated by one byte") << u"truncated"_s << -2LL << QString();
}

void TstBadFiles::refusedAndUntouched()
{
    QFETCH(QString, kind);
    QFETCH(qint64, length);
    QFETCH(QString, expected);
    const QString folder = freshFolder();
    const QString path = QDir(folder).filePath(u"bad.muster"_s);

    if (kind == u"text") {
        QVERIFY(writeAll(path, "Muster roll of the Baron's host: 3 knights, 40 spears.\n"));
    } else if (kind == u"empty") {
        QVERIFY(writeAll(path, QByteArray()));
    } else if (kind == u"foreign" || kind == u"newer") {
        if (kind == u"newer")
            QVERIFY(QFile::copy(m_demo, path));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"tst_badfiles_make"_s);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery query(db);
            if (kind == u"foreign") {
                QVERIFY(query.exec(u"CREATE TABLE moz_bookmarks (id INTEGER PRIMARY KEY, title TEXT)"_s));
                QVERIFY(query.exec(u"INSERT INTO moz_bookmarks (title) VALUES ('Muster')"_s));
            } else {
                QVERIFY(query.exec(u"PRAGMA user_version = %1"_s.arg(Schema::currentVersion + 1)));
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(u"tst_badfiles_make"_s);
    } else if (kind == u"folder") {
        QVERIFY(QDir().mkpath(path));
    } else if (kind == u"truncated") {
        const QByteArray whole = readAll(m_demo);
        QVERIFY(whole.size() > 3 * 4096);
        const qint64 keep = length == -1 ? whole.size() / 2 : length < 0 ? whole.size() + length + 1 : length;
        QVERIFY(keep > 0 && keep < whole.size());
        QVERIFY(writeAll(path, whole.left(keep)));
    }
    const bool existed = QFileInfo::exists(path);
    const QByteArray before = hashOf(path);
    const QStringList filesBefore = filesIn(folder);

    auto opened = CampaignDocument::open(path);
    QVERIFY2(!opened, "a bad file was opened");
    const QString message = opened.error().message;
    QVERIFY(!message.isEmpty());
    if (!expected.isEmpty())
        QVERIFY2(message.contains(expected), qPrintable(message));
    else // a truncated campaign: damaged, or too short to be a database at all
        QVERIFY2(message.contains(u"damaged"_s) || message.contains(u"not a Muster campaign"_s), qPrintable(message));
    QVERIFY2(message.contains(u"bad.muster"_s), qPrintable(message)); // it names the file
    QCOMPARE(QFileInfo::exists(path), existed);
    QCOMPARE(hashOf(path), before);
    QCOMPARE(filesIn(folder), filesBefore); // no lock, journal or backup left behind
    QVERIFY(stillUsable(folder));
}

// Copies of a campaign with a few random bytes changed, 100 a run (seed from MUSTER_FLIP_SEED, else fixed; it is
// printed, so a failure can be repeated). A change the checks can see is refused and the file left as it was; a
// change they cannot see (inside a name, say) opens a campaign that loads whole. Either way nothing crashes.
void TstBadFiles::randomlyDamagedCopies()
{
    const quint32 seed = qEnvironmentVariableIsSet("MUSTER_FLIP_SEED")
                             ? quint32(qEnvironmentVariableIntValue("MUSTER_FLIP_SEED"))
                             : 20261127u;
    const int runs = qEnvironmentVariableIsSet("MUSTER_FLIP_RUNS") ? qEnvironmentVariableIntValue("MUSTER_FLIP_RUNS")
                                                                    : 100;
    qInfo("byte flips: seed %u, %d copies", seed, runs);
    QRandomGenerator random(seed);
    const QByteArray whole = readAll(m_demo);
    int refused = 0;
    int opened = 0;
    for (int run = 0; run < runs; ++run) {
        const QString folder = freshFolder();
        const QString path = QDir(folder).filePath(u"flipped.muster"_s);
        QByteArray bytes = whole;
        const int flips = 1 + int(random.bounded(8));
        QStringList where;
        for (int i = 0; i < flips; ++i) {
            const int at = int(random.bounded(bytes.size()));
            bytes[at] = char(bytes.at(at) ^ char(1 + random.bounded(255)));
            where << QString::number(at);
        }
        QVERIFY(writeAll(path, bytes));
        const QByteArray before = hashOf(path);
        const QString context = u"copy %1 (bytes %2 changed)"_s.arg(run).arg(where.join(u", "_s));

        auto document = CampaignDocument::open(path);
        if (!document) {
            ++refused;
            QVERIFY2(!document.error().message.isEmpty(), qPrintable(context));
            QVERIFY2(hashOf(path) == before, qPrintable(context + u": a refused file was changed"_s));
            QVERIFY2(filesIn(folder) == QStringList({u"flipped.muster"_s}), qPrintable(context));
            continue;
        }
        ++opened;
        // The campaign loaded whole: every part of it can be read.
        QVERIFY2(!campaignToJson((*document)->campaign()).isEmpty(), qPrintable(context));
        const bool upgraded = !(*document)->backupPath().isEmpty(); // a change that made the version older
        document->reset();
        QVERIFY2(upgraded || hashOf(path) == before, qPrintable(context + u": opening changed the file"_s));
    }
    qInfo("byte flips: %d copies refused, %d opened (the change did not touch what the checks see)", refused, opened);
    QCOMPARE(refused + opened, runs);
    QVERIFY(stillUsable(freshFolder()));
}

// A file the GM marked read-only is refused, with the reason and what to do; it is not touched. Permission bits
// are honoured even where the account could write the file anyway (root, as CI runs).
void TstBadFiles::readOnlyFile()
{
    const QString folder = freshFolder();
    const QString path = QDir(folder).filePath(u"archive.muster"_s);
    QVERIFY(QFile::copy(m_demo, path));
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    const QByteArray before = hashOf(path);

    auto opened = CampaignDocument::open(path);
    QVERIFY(!opened);
    QVERIFY2(opened.error().message.contains(u"archive.muster is read-only"_s), qPrintable(opened.error().message));
    QVERIFY2(opened.error().message.contains(u"Make the file writable"_s), qPrintable(opened.error().message));
    QCOMPARE(hashOf(path), before);
    QCOMPARE(filesIn(folder), QStringList({u"archive.muster"_s}));

    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
    QVERIFY2(CampaignDocument::open(path), "the file did not open once writable again");
}

// The disk fills while a campaign is open: every edit is refused with "the disk is full" and nothing changes;
// once there is room again, editing goes on.
void TstBadFiles::fullDisk()
{
    const QString path = QDir(freshFolder()).filePath(u"campaign.muster"_s);
    QVERIFY(QFile::copy(m_demo, path));
    WriteFaults::useVfs(QLatin1String(Vfs::name));
    auto opened = CampaignDocument::open(path);
    QVERIFY2(opened, errorText(opened).constData());
    Document document = std::move(opened).value();
    const qint64 force = document->campaign().forces.constFirst().id;
    const QString name = document->campaign().forces.constFirst().name;

    Vfs::failFrom(Vfs::Operation::Write, 1, SQLITE_FULL);
    for (int attempt = 0; attempt < 3; ++attempt) {
        const Status renamed = document->renameForce(force, u"Host of the Full Disk"_s);
        QVERIFY(!renamed);
        QVERIFY2(renamed.error().message.contains(u"the disk is full"_s), qPrintable(renamed.error().message));
        QVERIFY2(renamed.error().message.contains(u"Nothing was changed"_s), qPrintable(renamed.error().message));
        QCOMPARE(document->force(force)->name, name);
    }
    const QString copy = QDir(QFileInfo(path).path()).filePath(u"copy.muster"_s);
    QVERIFY(!document->saveCopyAs(copy));
    QVERIFY(!QFileInfo::exists(copy));
    QVERIFY(!QFileInfo::exists(copy + u".partial"_s));

    Vfs::clear();
    QVERIFY(document->renameForce(force, u"Host of the Emptied Disk"_s));
    QVERIFY(document->saveCopyAs(copy));
    document.reset();
    auto reopened = CampaignDocument::open(path);
    QVERIFY2(reopened, errorText(reopened).constData());
    QCOMPARE((*reopened)->force(force)->name, u"Host of the Emptied Disk"_s);
}

void TstBadFiles::namesThatLookLikeSql_data()
{
    QTest::addColumn<bool>("throughUri");
    QTest::newRow("SQLite's own file access") << false;
    QTest::newRow("by URI, through the test VFS") << true;
}

// Quotes, SQL and emoji in the file's name, the campaign's and a force's survive a round trip unchanged (and
// reach the file as data, not as SQL: the forces table is still there).
void TstBadFiles::namesThatLookLikeSql()
{
    QFETCH(bool, throughUri);
    if (throughUri)
        WriteFaults::useVfs(QLatin1String(Vfs::name));
    const QString name = u"O'Neil's \"Bold\" Host'); DROP TABLE forces;-- 100% ?#&= 🐉⚔️"_s;
    const QString path = QDir(freshFolder()).filePath(u"War of O'Neil \"the Bold\"; DROP TABLE forces;-- 100% ?#🐉.muster"_s);
    CampaignStart start;
    start.name = name;
    start.today = CampaignDate{1200, 3, 1};
    qint64 force = 0;
    {
        auto created = CampaignDocument::create(path, start);
        QVERIFY2(created, errorText(created).constData());
        auto added = (*created)->addForce(name);
        QVERIFY2(added, errorText(added).constData());
        force = *added;
        QVERIFY((*created)->setForceNotes(force, name + u"\nSecond line 🛡️"_s));
    }
    QVERIFY(QFileInfo::exists(path));
    auto reopened = CampaignDocument::open(path);
    QVERIFY2(reopened, errorText(reopened).constData());
    QCOMPARE((*reopened)->campaign().name, name);
    QCOMPARE((*reopened)->force(force)->name, name);
    QCOMPARE((*reopened)->force(force)->notes, name + u"\nSecond line 🛡️"_s);
    QCOMPARE((*reopened)->forceCount(), 1);
}

QTEST_MAIN(TstBadFiles)

#include "tst_badfiles.moc"
