// What the libFuzzer harnesses share: a Qt application for the code that wants one, scratch files in a
// folder that lives as long as the process, and the input as Qt bytes.
#pragma once

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

} // namespace fuzz
