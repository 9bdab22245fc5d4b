#include "CampaignFile.h"

#include "storage/Schema.h"
#include "storage/Sql.h"
#include "storage/TransactionGuard.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>

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
    auto lock = std::make_unique<QLockFile>(absolute + QLatin1String(".lock"));
    // Only a lock whose process is gone is stale; a long session never times out its own lock.
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0)) {
        qint64 pid = 0;
        QString host;
        QString application;
        if (lock->error() == QLockFile::LockFailedError && lock->getLockInfo(&pid, &host, &application))
            return fileError(
                StorageText::tr("%1 is open in another program (%2, process %3 on %4). Close it there first.")
                    .arg(QFileInfo(path).fileName(), application)
                    .arg(pid)
                    .arg(host));
        return fileError(StorageText::tr("Cannot lock %1: check that its folder is writable.")
                             .arg(QFileInfo(path).fileName()));
    }
    std::unique_ptr<CampaignFile> file(new CampaignFile(absolute, uniqueConnectionName()));
    file->m_lock = std::move(lock);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), file->m_connectionName);
    db.setDatabaseName(absolute);
    if (!db.open())
        return fileError(
            StorageText::tr("Cannot open %1: %2").arg(QFileInfo(path).fileName(), db.lastError().text()));
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
    auto connected = connect(path);
    if (!connected)
        return connected.error();
    std::unique_ptr<CampaignFile> file = std::move(connected).value();
    if (Status s = file->configure(); !s)
        return s.error();
    TransactionGuard transaction(file->database());
    if (Status s = Schema::create(file->database()); !s)
        return s.error();
    if (Status s =
            Sql::exec(file->database(),
                      QStringLiteral("INSERT INTO campaign (key, value) VALUES ('name', ?)"), {campaignName});
        !s)
        return s.error();
    if (initialize) {
        if (Status s = initialize(file->database()); !s)
            return s.error();
    }
    if (!transaction.commit())
        return fileError(StorageText::tr("Could not write the new campaign file."));
    return file;
}

Result<std::unique_ptr<CampaignFile>> CampaignFile::open(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    if (QFileInfo(path).isDir())
        return fileError(StorageText::tr("%1 is a folder, not a campaign file.").arg(path));
    // QSQLITE would silently create a missing file.
    if (!QFileInfo(path).isFile())
        return fileError(StorageText::tr("%1 does not exist.").arg(path));
    {
        QFile raw(path);
        if (!raw.open(QIODevice::ReadOnly))
            return fileError(StorageText::tr("Cannot read %1: %2").arg(name, raw.errorString()));
        if (raw.read(16) != QByteArray("SQLite format 3\0", 16))
            return fileError(
                StorageText::tr("%1 is not a Muster campaign (it is not an SQLite database).").arg(name));
    }
    auto connected = connect(path);
    if (!connected)
        return connected.error();
    std::unique_ptr<CampaignFile> file = std::move(connected).value();
    QSqlDatabase db = file->database();

    const QVariant check = Sql::scalar(db, QStringLiteral("PRAGMA quick_check"));
    if (check.toString() != QLatin1String("ok"))
        return fileError(
            StorageText::tr("%1 is damaged (the integrity check failed: %2). Open a backup copy instead.")
                .arg(name, check.isValid() ? check.toString() : StorageText::tr("unreadable")));
    if (Sql::scalar(db, QStringLiteral("PRAGMA application_id")).toInt() != Schema::applicationId)
        return fileError(StorageText::tr("%1 is not a Muster campaign.").arg(name));
    const int version = Sql::scalar(db, QStringLiteral("PRAGMA user_version")).toInt();
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
        return s.error();
    if (version < Schema::currentVersion) {
        const QString backup = QStringLiteral("%1.v%2.bak").arg(file->m_path).arg(version);
        if (Status s = file->copyTo(backup); !s)
            return fileError(StorageText::tr("Could not copy %1 aside before upgrading it: %2")
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
    if (Status s = Sql::exec(database(), QStringLiteral("VACUUM INTO ?"), {temporary}); !s)
        return s;
    if (!syncFile(temporary) || !QFile::rename(temporary, path)) {
        QFile::remove(temporary);
        return fileError(StorageText::tr("Could not write %1.").arg(path));
    }
    return success();
}

} // namespace muster
