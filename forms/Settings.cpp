#include "Settings.h"

#include "campaign/CampaignStart.h"

#include <QFileInfo>
#include <QSettings>

namespace muster {

namespace Key {
const QString recentFiles = QStringLiteral("files/recent");
const QString lastCampaign = QStringLiteral("files/last");
const QString geometry = QStringLiteral("window/geometry");
const QString state = QStringLiteral("window/state");
const QString defaultTl = QStringLiteral("roster/defaultTl");
const QString closeMonthsOnAdvance = QStringLiteral("economy/closeMonthsOnAdvance");
} // namespace Key

QStringList Settings::recentFiles() const
{
    return QSettings().value(Key::recentFiles).toStringList();
}

void Settings::addRecentFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > maxRecentFiles)
        files.removeLast();
    QSettings().setValue(Key::recentFiles, files);
}

void Settings::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(QFileInfo(path).absoluteFilePath());
    QSettings().setValue(Key::recentFiles, files);
}

QString Settings::lastCampaign() const
{
    return QSettings().value(Key::lastCampaign).toString();
}

void Settings::setLastCampaign(const QString &path)
{
    QSettings().setValue(Key::lastCampaign, QFileInfo(path).absoluteFilePath());
}

QByteArray Settings::windowGeometry() const
{
    return QSettings().value(Key::geometry).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    QSettings().setValue(Key::geometry, geometry);
}

QByteArray Settings::windowState() const
{
    return QSettings().value(Key::state).toByteArray();
}

void Settings::setWindowState(const QByteArray &state)
{
    QSettings().setValue(Key::state, state);
}

int Settings::defaultTl() const
{
    return QSettings().value(Key::defaultTl, CampaignStart::defaultUsualTl).toInt();
}

void Settings::setDefaultTl(int tl)
{
    QSettings().setValue(Key::defaultTl, tl);
}

bool Settings::closeMonthsOnAdvance() const
{
    return QSettings().value(Key::closeMonthsOnAdvance, false).toBool();
}

void Settings::setCloseMonthsOnAdvance(bool close)
{
    QSettings().setValue(Key::closeMonthsOnAdvance, close);
}

} // namespace muster
