#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSaveFile>
#include <QString>

#include <functional>

namespace muster {

// Where a file dialog suggests an export: `fileName` in the folder of the campaign file, where the GM keeps the
// campaign.
inline QString exportPathBeside(const QString &campaignPath, const QString &fileName)
{
    return QFileInfo(campaignPath).absoluteDir().filePath(fileName);
}

// A file name made of a title the GM typed ("Fen Ford / North" gives "Fen Ford - North.html"): the characters
// a file system refuses become dashes, and an empty title gives `fallback`.
inline QString exportFileName(const QString &title, const QString &extension, const QString &fallback)
{
    QString name = title;
    for (const QChar c : QStringLiteral("/\\:*?\"<>|"))
        name.replace(c, QLatin1Char('-'));
    name = name.simplified();
    while (name.startsWith(QLatin1Char('.')))
        name.remove(0, 1); // no hidden file
    return (name.isEmpty() ? fallback : name) + QLatin1Char('.') + extension;
}

// Where a battle's report is suggested (an HTML page, or a PDF with `extension` "pdf"), whatever its rule set:
// named after the battle, beside the campaign file (the bare file name without one).
inline QString battleReportPath(const QString &campaignPath, const QString &battleName,
                                const QString &extension = QStringLiteral("html"))
{
    const QString name =
        exportFileName(battleName, extension, QCoreApplication::translate("TextExport", "battle"));
    return campaignPath.isEmpty() ? name : exportPathBeside(campaignPath, name);
}

// Asks where to save a battle's HTML report, starting at `suggested` (battleReportPath); empty when cancelled.
inline QString askBattleReportFile(QWidget *parent, const QString &suggested)
{
    return QFileDialog::getSaveFileName(parent, QCoreApplication::translate("TextExport", "Export Battle Report"),
                                        suggested, QCoreApplication::translate("TextExport", "Web page (*.html)"));
}

// Writes an export all or nothing through QSaveFile: `write` fills the file, which replaces `path` only once it is
// complete. A report, a CSV, a PDF.
inline Status saveFile(const QString &path, const std::function<void(QIODevice &)> &write)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{QCoreApplication::translate("TextExport", "Cannot write %1: %2").arg(path, file.errorString()),
                     QStringLiteral("path")};
    write(file);
    if (!file.commit())
        return Error{QCoreApplication::translate("TextExport", "Cannot save %1: %2").arg(path, file.errorString()),
                     QStringLiteral("path")};
    return success();
}

// A text export (a report, a CSV), as UTF-8.
inline Status saveTextFile(const QString &path, const QString &text)
{
    return saveFile(path, [&text](QIODevice &file) { file.write(text.toUtf8()); });
}

} // namespace muster
