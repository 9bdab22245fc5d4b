// What the libFuzzer harnesses share: a Qt application for the code that wants one, scratch files in a
// folder that lives as long as the process, the input as Qt bytes, and a campaign file loaded as the program
// loads it.
#pragma once

#include "campaign/Campaign.h"
#include "storage/CampaignStore.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

namespace fuzz {

// One QCoreApplication for the whole run: QSqlDatabase and the translators look for one.
inline void startQt()
{
    static int argc = 1;
    static char name[] = "muster-fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
}

// A path in a folder of this process's own, in memory where the system has one (/dev/shm): a fuzzer writes
// a file per input, and the disk should not be what limits its speed.
inline QString scratchPath(const QString &name)
{
    static QTemporaryDir dir(QDir(QStringLiteral("/dev/shm")).exists()
                                 ? QStringLiteral("/dev/shm/muster-fuzz-XXXXXX")
                                 : QDir::tempPath() + QStringLiteral("/muster-fuzz-XXXXXX"));
    return dir.filePath(name);
}

inline bool writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(content) == content.size();
}

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

// The campaign in the file at `path`, opened and loaded as the program does; a file that does not is a finding
// of `harness`.
inline muster::Campaign loadCampaign(const char *harness, const QString &path)
{
    auto store = muster::CampaignStore::open(path);
    if (!store)
        qFatal("%s: the campaign %s does not open: %s", harness, qPrintable(path), qPrintable(store.error().message));
    auto campaign = (*store)->load();
    if (!campaign)
        qFatal("%s: the campaign %s does not load: %s", harness, qPrintable(path),
               qPrintable(campaign.error().message));
    return std::move(campaign).value();
}

} // namespace fuzz
