// The lock against a second open, copyTo (Save As) and create on an existing path.

#include "storage_test_helpers.h"

#include "storage/CampaignFile.h"
#include "storage/CampaignRepository.h"
#include "storage/Schema.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <memory>

using namespace muster;
using namespace storagetest;
using namespace Qt::StringLiterals;

class TstStorageLockCopyCreate : public QObject
{
    Q_OBJECT

private slots:
    void lockRefusesSecondOpen_data();
    void lockRefusesSecondOpen();
    void staleLockOfACrashedProgramIsTakenOver();
    void emptyLockIsTakenOverOnlyWhenNobodyHoldsIt();
    void copyToWritesConsistentCopy();
    void copyToRefusesToOverwrite_data();
    void copyToRefusesToOverwrite();
    void createRefusesExistingPath_data();
    void createRefusesExistingPath();
};

void TstStorageLockCopyCreate::lockRefusesSecondOpen_data()
{
    QTest::addColumn<bool>("heldByCreate");
    QTest::newRow("held by create") << true;
    QTest::newRow("held by open") << false;
}

// A second open of the same campaign is told who holds it; once the holder closes, it opens.
void TstStorageLockCopyCreate::lockRefusesSecondOpen()
{
    QFETCH(bool, heldByCreate);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"shared.muster"_s);

    std::unique_ptr<CampaignFile> holder;
    {
        auto created = CampaignFile::create(path, u"Shared"_s);
        QVERIFY2(created, errorText(created).constData());
        holder = std::move(created).value();
    }
    if (!heldByCreate) {
        holder.reset();
        auto opened = CampaignFile::open(path);
        QVERIFY2(opened, errorText(opened).constData());
        holder = std::move(opened).value();
    }

    auto second = CampaignFile::open(path);
    QVERIFY2(!second, "the same campaign was opened twice");
    const QString message = second.error().message;
    QVERIFY2(message.contains(QRegularExpression(u"another (program|process)"_s)), qPrintable(message));
    QVERIFY2(message.contains(QString::number(QCoreApplication::applicationPid())), qPrintable(message));
    // The same path spelt differently is the same campaign.
    auto relative = CampaignFile::open(dir.path() + u"/./shared.muster"_s);
    QVERIFY2(!relative, "the same campaign was opened twice under another spelling");

    // The refused open disturbed nothing: the holder still reads and writes.
    const Status s = CampaignRepository(holder->database()).setCampaignName(u"Still Mine"_s);
    QVERIFY2(s, errorText(s).constData());
    QVERIFY(QFileInfo::exists(path + u".lock"_s));

    holder.reset();
    QVERIFY(!QFileInfo::exists(path + u".lock"_s));
    auto third = CampaignFile::open(path);
    QVERIFY2(third, errorText(third).constData());
    auto loaded = CampaignRepository((*third)->database()).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->name, u"Still Mine"_s);
}

// A program that crashed leaves its lock file behind; its process is gone, so the campaign opens.
void TstStorageLockCopyCreate::staleLockOfACrashedProgramIsTakenOver()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"crashed.muster"_s);
    {
        auto created = CampaignFile::create(path, u"Crashed"_s);
        QVERIFY2(created, errorText(created).constData());
    }
    // QLockFile's format: pid, application name, host name. No process has pid 0x7ffffffe here.
    QFile lock(path + u".lock"_s);
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write(QByteArray::number(0x7ffffffe) + "\nmuster\n" + QSysInfo::machineHostName().toUtf8() + "\n");
    lock.close();
    auto opened = CampaignFile::open(path);
    QVERIFY2(opened, errorText(opened).constData());
}

// A program killed between creating its lock file and writing its details into it leaves an empty lock (found by
// the crash test). An empty lock a second old whose file nobody holds locked is taken over; one a program holds
// (as a live QLockFile does from the moment it creates the file) is not, however old; a fresh one is not either,
// and the message asks to try again in a moment.
void TstStorageLockCopyCreate::emptyLockIsTakenOverOnlyWhenNobodyHoldsIt()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"held.muster"_s);
    {
        auto created = CampaignFile::create(path, u"Held"_s);
        QVERIFY2(created, errorText(created).constData());
    }
    const QString lockPath = path + u".lock"_s;
    const auto emptyLock = [&](int secondsOld) {
        QFile lock(lockPath);
        QVERIFY(lock.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QVERIFY(lock.setFileTime(QDateTime::currentDateTime().addSecs(-secondsOld), QFileDevice::FileModificationTime));
    };

    emptyLock(0);
    auto fresh = CampaignFile::open(path);
    QVERIFY(!fresh);
    QVERIFY2(fresh.error().message.contains(u"Try again in a few seconds"_s), errorText(fresh).constData());
    QVERIFY(QFileInfo::exists(lockPath));

    emptyLock(60);
    const int held = ::open(QFile::encodeName(lockPath).constData(), O_RDWR);
    QVERIFY(held >= 0);
    QCOMPARE(::flock(held, LOCK_EX | LOCK_NB), 0);
    auto whileHeld = CampaignFile::open(path);
    QVERIFY2(!whileHeld, "a lock file another program holds was taken over");
    QVERIFY(QFileInfo::exists(lockPath));
    ::close(held);

    auto taken = CampaignFile::open(path);
    QVERIFY2(taken, errorText(taken).constData());
}

// Save As: a consistent, independent copy that opens and loads equal.
void TstStorageLockCopyCreate::copyToWritesConsistentCopy()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"original.muster"_s);
    const QString copyPath = dir.filePath(u"copy.muster"_s);

    auto created = CampaignFile::create(path, u"Original"_s);
    QVERIFY2(created, errorText(created).constData());
    std::unique_ptr<CampaignFile> original = std::move(created).value();
    CampaignRepository repository(original->database());
    const QList<Force> forces = fixtureForcesAfterMigration();
    for (Force force : forces) {
        force = nonNullTexts(force);
        force.id = 0;
        for (RosterLine &l : force.lines) {
            l.id = 0;
            l.record.set(Feature::Night); // lines without features: see emptyTextsAreStored
        }
        const Status s = repository.insertForce(force, 0);
        QVERIFY2(s, errorText(s).constData());
    }
    Status s = repository.insertCustomType(caveTrolls());
    QVERIFY2(s, errorText(s).constData());
    auto before = repository.load();
    QVERIFY2(before, errorText(before).constData());

    s = original->copyTo(copyPath);
    QVERIFY2(s, errorText(s).constData());
    QVERIFY(QFileInfo(copyPath).isFile());
    QVERIFY(!QFileInfo::exists(copyPath + u".partial"_s));
    QCOMPARE(original->path(), QFileInfo(path).absoluteFilePath());

    // Later edits of the original do not reach the copy.
    Force late = newForce(u"After the copy"_s);
    s = repository.insertForce(late, 0);
    QVERIFY2(s, errorText(s).constData());

    auto copy = CampaignFile::open(copyPath);
    QVERIFY2(copy, errorText(copy).constData());
    QVERIFY((*copy)->backupPath().isEmpty());
    QCOMPARE(scalar((*copy)->database(), u"PRAGMA user_version"_s).toInt(), Schema::currentVersion);
    QCOMPARE(scalar((*copy)->database(), u"PRAGMA application_id"_s).toInt(), Schema::applicationId);
    auto loaded = CampaignRepository((*copy)->database()).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->name, before->name);
    QCOMPARE(loaded->forces.size(), before->forces.size());
    for (qsizetype i = 0; i < before->forces.size(); ++i)
        QCOMPARE(loaded->forces[i], before->forces[i]);
    QCOMPARE(loaded->catalog.countInTable(CatalogTable::Custom), 1);
    QVERIFY(loaded->catalog.find(u"custom-1"_s));
    QCOMPARE(*loaded->catalog.find(u"custom-1"_s), caveTrolls());

    auto originalNow = repository.load();
    QVERIFY2(originalNow, errorText(originalNow).constData());
    QCOMPARE(originalNow->forces.size(), before->forces.size() + 1);
}

void TstStorageLockCopyCreate::copyToRefusesToOverwrite_data()
{
    QTest::addColumn<QString>("target");
    QTest::newRow("another file") << u"other"_s;
    QTest::newRow("another campaign") << u"campaign"_s;
    QTest::newRow("the campaign itself") << u"itself"_s;
}

void TstStorageLockCopyCreate::copyToRefusesToOverwrite()
{
    QFETCH(QString, target);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"source.muster"_s);
    QString targetPath = dir.filePath(u"taken.muster"_s);
    if (target == u"other") {
        QVERIFY(writeFile(targetPath, "Somebody's notes; keep them.\n"));
    } else if (target == u"campaign") {
        auto other = CampaignFile::create(targetPath, u"Somebody Else's War"_s);
        QVERIFY2(other, errorText(other).constData());
    } else {
        targetPath = path;
    }

    auto created = CampaignFile::create(path, u"Source"_s);
    QVERIFY2(created, errorText(created).constData());
    Force force = newForce(u"Host"_s);
    const Status inserted = CampaignRepository((*created)->database()).insertForce(force, 0);
    QVERIFY2(inserted, errorText(inserted).constData());
    const QByteArray before = target == u"itself" ? QByteArray() : fileHash(targetPath);

    const Status s = (*created)->copyTo(targetPath);
    QVERIFY2(!s, "copyTo overwrote an existing file");
    QVERIFY(!s.error().message.isEmpty());
    QVERIFY(!QFileInfo::exists(targetPath + u".partial"_s));
    if (target != u"itself")
        QCOMPARE(fileHash(targetPath), before);
    auto loaded = CampaignRepository((*created)->database()).load();
    QVERIFY2(loaded, errorText(loaded).constData());
    QCOMPARE(loaded->forces.size(), 1);
    QCOMPARE(loaded->name, u"Source"_s);
}

void TstStorageLockCopyCreate::createRefusesExistingPath_data()
{
    QTest::addColumn<QString>("existing");
    QTest::newRow("a text file") << u"text"_s;
    QTest::newRow("an empty file") << u"empty"_s;
    QTest::newRow("a campaign") << u"campaign"_s;
}

void TstStorageLockCopyCreate::createRefusesExistingPath()
{
    QFETCH(QString, existing);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"existing.muster"_s);
    if (existing == u"text") {
        QVERIFY(writeFile(path, "Do not overwrite me.\n"));
    } else if (existing == u"empty") {
        QVERIFY(writeFile(path, QByteArray()));
    } else {
        auto first = CampaignFile::create(path, u"First"_s);
        QVERIFY2(first, errorText(first).constData());
    }
    const QByteArray before = fileHash(path);

    auto created = CampaignFile::create(path, u"Second"_s);
    QVERIFY2(!created, "create overwrote an existing file");
    QVERIFY(!created.error().message.isEmpty());
    QCOMPARE(fileHash(path), before);
    QVERIFY(!QFileInfo::exists(path + u".lock"_s));

    if (existing == u"campaign") {
        auto opened = CampaignFile::open(path);
        QVERIFY2(opened, errorText(opened).constData());
        auto loaded = CampaignRepository((*opened)->database()).load();
        QVERIFY2(loaded, errorText(loaded).constData());
        QCOMPARE(loaded->name, u"First"_s);
    }
}

std::unique_ptr<QObject> storagetest::createLockCopyCreateTest()
{
    return std::make_unique<TstStorageLockCopyCreate>();
}

#include "tst_lockcopycreate.moc"
