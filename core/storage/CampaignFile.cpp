#include "CampaignFile.h"

#include "storage/Schema.h"
#include "storage/Sql.h"
#include "storage/TransactionGuard.h"
#include "storage/WriteFaults.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QRegularExpression>
#include <QUrl>

#include <fcntl.h>
#include <unistd.h>

namespace muster {

namespace {

// lupdate reads the context from this declaration; calls name it as StorageText::tr.
struct StorageText
{
    Q_DECLARE_TR_FUNCTIONS(Storage)
};

QString uniqueConnectionName()
{
    static QAtomicInt counter;
    return QStringLiteral("muster-campaign-%1").arg(counter.fetchAndAddRelaxed(1));
}

bool syncFile(const QString &path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY);
    if (fd < 0)
        return false;
    const bool ok = ::fsync(fd) == 0;
    ::close(fd);
    return ok;
}

Error fileError(const QString &message)
{
    return Error{message, QStringLiteral("file")};
}

// Whether an integrity check's findings are the disk's failure to read a page rather than damage: SQLite
// reports a page it could not read among its findings, with the extended result code. A short read is a file
// cut short, which is damage; any other I/O error, or a full disk, is the disk's.
bool diskFailedDuringCheck(const QString &findings)
{
    static const QRegularExpression unreadable(QStringLiteral("unable to get the page\\. error code=(\\d+)"));
    for (auto it = unreadable.globalMatch(findings); it.hasNext();) {
        const int code = it.next().captured(1).toInt();
        const int primary = code & 0xff;
        if ((primary == 10 && code != 522) || primary == 13) // SQLITE_IOERR but SQLITE_IOERR_SHORT_READ; SQLITE_FULL
            return true;
    }
    return false;
}

// One PRAGMA's value while opening `fileName`; on failure, a message that names the file and says whether it is
// damaged or could not be read (an I/O error is not a damaged file), and that it was left as it was.
Result<QVariant> pragma(const QSqlDatabase &db, const QString &name, const QString &fileName)
{
    QSqlQuery query(db);
    if (query.exec(QStringLiteral("PRAGMA %1").arg(name)))
        return query.next() ? query.value(0) : QVariant();
    const QSqlError error = query.lastError();
    const int primary = error.nativeErrorCode().toInt() & 0xff;
    if (primary == 11 || primary == 26) // SQLITE_CORRUPT, SQLITE_NOTADB
        return fileError(StorageText::tr("%1 is damaged (%2). It has not been changed; open a backup copy instead.")
                             .arg(fileName, error.databaseText()));
    return fileError(
        StorageText::tr("Could not read %1: %2. It has not been changed.").arg(fileName, Sql::cause(error)));
}

} // namespace

CampaignFile::CampaignFile(const QString &path, const QString &connectionName)
    : m_path(path), m_connectionName(connectionName)
{
}

CampaignFile::~CampaignFile()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

QSqlDatabase CampaignFile::database() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

Result<std::unique_ptr<CampaignFile>> CampaignFile::connect(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const QString lockPath = absolute + QLatin1String(".lock");
    auto lock = std::make_unique<QLockFile>(lockPath);
    // Only a lock whose process is gone is stale; a long session never times out its own lock.
    lock->setStaleLockTime(0);
    // A lock file without its holder's details is what a program killed between creating the file and writing
    // them leaves. Qt cannot tell whose it is, so it never calls it stale. A live holder locks the file (flock)
    // right after creating it, and removing it fails while that lock is held; only in the moment between the
    // two could a live holder's lock be taken for a dead one's, so a lock younger than a second is left alone.
    qint64 pid = 0;
    QString host;
    QString application;
    if (!lock->tryLock(0) && lock->error() == QLockFile::LockFailedError && !lock->getLockInfo(&pid, &host, &application)
        && QFileInfo(lockPath).lastModified().msecsTo(QDateTime::currentDateTime()) > 1000 && lock->removeStaleLockFile())
        lock->tryLock(0);
    if (!lock->isLocked()) {
        const QString name = QFileInfo(path).fileName();
        if (lock->error() == QLockFile::LockFailedError && lock->getLockInfo(&pid, &host, &application))
            return fileError(StorageText::tr("%1 is open in another program (%2, process %3 on %4). Close it there first.")
                                 .arg(name, application)
                                 .arg(pid)
                                 .arg(host));
        if (lock->error() == QLockFile::LockFailedError)
            return fileError(StorageText::tr("%1 is being opened by another program. Try again in a few seconds.").arg(name));
        return fileError(StorageText::tr("Cannot lock %1: check that its folder is writable.").arg(name));
    }
    std::unique_ptr<CampaignFile> file(new CampaignFile(absolute, uniqueConnectionName()));
    file->m_lock = std::move(lock);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), file->m_connectionName);
    if (const QString vfs = WriteFaults::vfs(); vfs.isEmpty()) {
        db.setDatabaseName(absolute);
    } else {
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_URI"));
        db.setDatabaseName(QStringLiteral("file:%1?vfs=%2")
                               .arg(QString::fromLatin1(QUrl::toPercentEncoding(absolute, "/")), vfs));
    }
    if (!db.open())
        return fileError(
            StorageText::tr("Cannot open %1: %2.").arg(QFileInfo(path).fileName(), Sql::cause(db.lastError())));
    return file;
}

Status CampaignFile::configure()
{
    // Outside any transaction: SQLite ignores foreign_keys inside one.
    for (const char *pragma :
         {"PRAGMA foreign_keys = ON", "PRAGMA journal_mode = DELETE", "PRAGMA synchronous = FULL"}) {
        if (Status s = Sql::exec(database(), QLatin1String(pragma)); !s)
            return s;
    }
    return success();
}

Result<std::unique_ptr<CampaignFile>> CampaignFile::create(const QString &path, const QString &campaignName,
                                                           const std::function<Status(QSqlDatabase)> &initialize)
{
    if (QFileInfo::exists(path))
        return fileError(
            StorageText::tr("%1 already exists; choose another name.").arg(QFileInfo(path).fileName()));
    auto created = [&]() -> Result<std::unique_ptr<CampaignFile>> {
        auto connected = connect(path);
        if (!connected)
            return connected.error();
        std::unique_ptr<CampaignFile> file = std::move(connected).value();
        if (Status s = file->configure(); !s)
            return s.error();
        TransactionGuard transaction(file->database());
        if (Status s = Schema::create(file->database()); !s)
            return s.error();
        if (Status s = Sql::exec(file->database(),
                                 QStringLiteral("INSERT INTO campaign (key, value) VALUES ('name', ?)"),
                                 {campaignName});
            !s)
            return s.error();
        if (initialize) {
            if (Status s = initialize(file->database()); !s)
                return s.error();
        }
        if (!transaction.commit())
            return fileError(StorageText::tr("Could not write the new campaign file."));
        return file;
    }();
    if (!created) {
        // The file did not exist before: a failed creation leaves nothing behind, so that the same name can be
        // chosen again (the file and its journal are closed when `created` let go of them).
        QFile::remove(path);
        QFile::remove(path + QLatin1String("-journal"));
    }
    return created;
}

Result<std::unique_ptr<CampaignFile>> CampaignFile::open(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    if (QFileInfo(path).isDir())
        return fileError(StorageText::tr("%1 is a folder, not a campaign file.").arg(path));
    // QSQLITE would silently create a missing file.
    if (!QFileInfo(path).isFile())
        return fileError(StorageText::tr("%1 does not exist.").arg(path));
    // Every change is saved as it is made, so a file Muster may not write is not opened at all. The permission
    // bits count too: a GM who marked the file read-only means it, even where the account could write it.
    const QFileInfo info(path);
    // (WriteUser is the account's access, not a bit of the file's.)
    constexpr QFile::Permissions anyWrite = QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther;
    if (!info.isWritable() || !(info.permissions() & anyWrite))
        return fileError(StorageText::tr("%1 is read-only, so Muster did not open it: it saves every change to the "
                                         "file as it is made. Make the file writable, or open a copy of it.")
                             .arg(name));
    {
        QFile raw(path);
        if (!raw.open(QIODevice::ReadOnly))
            return fileError(StorageText::tr("Cannot read %1: %2").arg(name, raw.errorString()));
        if (raw.read(16) != QByteArray("SQLite format 3\0", 16))
            return fileError(
                StorageText::tr("%1 is not a Muster campaign (it is not an SQLite database).").arg(name));
    }
    // A refusal for a reason of the disk's, not the file's: said so, and that the file is as it was.
    const auto unchanged = [](const Error &error) {
        return fileError(StorageText::tr("%1 It has not been changed.").arg(error.message));
    };
    auto connected = connect(path);
    if (!connected)
        return unchanged(connected.error());
    std::unique_ptr<CampaignFile> file = std::move(connected).value();
    QSqlDatabase db = file->database();

    const auto check = pragma(db, QStringLiteral("quick_check"), name);
    if (!check)
        return check.error();
    if (diskFailedDuringCheck(check->toString()))
        return unchanged(fileError(StorageText::tr("Could not read %1: the disk reported an input/output error.").arg(name)));
    if (check->toString() != QLatin1String("ok"))
        return fileError(
            StorageText::tr("%1 is damaged (the integrity check failed: %2). Open a backup copy instead.")
                .arg(name, check->toString()));
    // SQLite reads a last page cut short as if zeros filled it; a campaign is always whole pages.
    const auto pageSize = pragma(db, QStringLiteral("page_size"), name);
    const auto pageCount = pragma(db, QStringLiteral("page_count"), name);
    if (!pageSize || !pageCount)
        return (!pageSize ? pageSize : pageCount).error();
    if (const qint64 size = QFileInfo(path).size(); size != pageSize->toLongLong() * pageCount->toLongLong())
        return fileError(StorageText::tr("%1 is damaged (it is %2 bytes long, not a whole number of its %3-byte "
                                         "pages: it was cut short). It has not been changed; open a backup copy "
                                         "instead.")
                             .arg(name)
                             .arg(size)
                             .arg(pageSize->toLongLong()));
    const auto applicationId = pragma(db, QStringLiteral("application_id"), name);
    if (!applicationId)
        return applicationId.error();
    if (applicationId->toInt() != Schema::applicationId)
        return fileError(StorageText::tr("%1 is not a Muster campaign.").arg(name));
    const auto userVersion = pragma(db, QStringLiteral("user_version"), name);
    if (!userVersion)
        return userVersion.error();
    const int version = userVersion->toInt();
    if (version > Schema::currentVersion)
        return fileError(
            StorageText::tr(
                "%1 was saved by a newer version of Muster (file version %2; this version reads up to %3). "
                "It has not been changed; open it with a newer Muster.")
                .arg(name)
                .arg(version)
                .arg(Schema::currentVersion));
    if (version < 1)
        return fileError(StorageText::tr("%1 has no schema version: it is not a campaign Muster can read.").arg(name));
    if (Status s = file->configure(); !s)
        return unchanged(s.error());
    if (version < Schema::currentVersion) {
        // A copy left by an earlier upgrade that did not finish (the program was killed, the disk filled) is
        // kept; this one takes the next free name.
        QString backup = QStringLiteral("%1.v%2.bak").arg(file->m_path).arg(version);
        for (int n = 2; QFileInfo::exists(backup); ++n)
            backup = QStringLiteral("%1.v%2-%3.bak").arg(file->m_path).arg(version).arg(n);
        if (Status s = file->copyTo(backup); !s)
            return fileError(StorageText::tr("Could not copy %1 aside before upgrading it: %2 It has not been changed.")
                                 .arg(name, s.error().message));
        file->m_backupPath = backup;
        if (Status s = Schema::migrate(db, version); !s)
            return fileError(StorageText::tr("Could not upgrade %1; it is unchanged, and a copy is at %2. %3")
                                 .arg(name, backup, s.error().message));
    }
    return file;
}

Status CampaignFile::copyTo(const QString &path) const
{
    if (QFileInfo::exists(path))
        return fileError(
            StorageText::tr("%1 already exists; choose another name.").arg(QFileInfo(path).fileName()));
    // Written under a temporary name, synced, then renamed, so a crash never leaves half a copy.
    const QString temporary = path + QLatin1String(".partial");
    QFile::remove(temporary);
    if (Status s = Sql::exec(database(), QStringLiteral("VACUUM INTO ?"), {temporary}); !s) {
        QFile::remove(temporary);
        return s;
    }
    if (!syncFile(temporary) || !QFile::rename(temporary, path)) {
        QFile::remove(temporary);
        return fileError(StorageText::tr("Could not write %1.").arg(path));
    }
    return success();
}

} // namespace muster
