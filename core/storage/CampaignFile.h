#pragma once

#include "common/Result.h"

#include <QLockFile>
#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <memory>

namespace muster {

// An open campaign file: one SQLite connection (rollback journal, synchronous=FULL, foreign keys on)
// and the lock that tells a second instance who holds it. Opening never creates or changes a file it
// does not understand.
class CampaignFile
{
public:
    ~CampaignFile();
    CampaignFile(const CampaignFile &) = delete;
    CampaignFile &operator=(const CampaignFile &) = delete;

    // Creates a new, empty campaign at `path`; refuses to overwrite an existing file. `initialize` writes the
    // GM's first choices in the same transaction that creates the file.
    static Result<std::unique_ptr<CampaignFile>> create(const QString &path, const QString &campaignName,
                                                        const std::function<Status(QSqlDatabase)> &initialize = {});
    // Opens an existing campaign, upgrading an older one after copying it aside to `<path>.v<N>.bak`.
    static Result<std::unique_ptr<CampaignFile>> open(const QString &path);

    QString path() const { return m_path; }
    QSqlDatabase database() const;
    // Where the last migration put its copy of the old file, if this open migrated one.
    QString backupPath() const { return m_backupPath; }

    // Writes a consistent copy of the campaign to `path` (File > Save As); refuses to overwrite.
    Status copyTo(const QString &path) const;

private:
    CampaignFile(const QString &path, const QString &connectionName);
    static Result<std::unique_ptr<CampaignFile>> connect(const QString &path);
    Status configure();

    QString m_path;
    QString m_connectionName;
    QString m_backupPath;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace muster
