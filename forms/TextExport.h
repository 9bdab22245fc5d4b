#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QSaveFile>
#include <QString>

namespace muster {

// Writes an export (a report, a CSV) all or nothing through QSaveFile, as UTF-8.
inline Status saveTextFile(const QString &path, const QString &text)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{QCoreApplication::translate("TextExport", "Cannot write %1: %2").arg(path, file.errorString()),
                     QStringLiteral("path")};
    file.write(text.toUtf8());
    if (!file.commit())
        return Error{QCoreApplication::translate("TextExport", "Cannot save %1: %2").arg(path, file.errorString()),
                     QStringLiteral("path")};
    return success();
}

} // namespace muster
