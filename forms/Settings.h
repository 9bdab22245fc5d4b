#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace muster {

// Every persistent preference, with its key and default in one place.
class Settings
{
public:
    static constexpr int maxRecentFiles = 8;

    QStringList recentFiles() const;
    // Moves `path` to the front, drops duplicates and files beyond maxRecentFiles.
    void addRecentFile(const QString &path);
    void removeRecentFile(const QString &path);

    QString lastCampaign() const;
    void setLastCampaign(const QString &path);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);

    // The usual TL a new campaign suggests: the one chosen for the last new campaign.
    int defaultTl() const;
    void setDefaultTl(int tl);

    // Whether advancing time closes the month-ends it passes (rolling Administration) instead of stopping at
    // the first one not closed. Off by default: the GM closes each month in its dialog.
    bool closeMonthsOnAdvance() const;
    void setCloseMonthsOnAdvance(bool close);
};

} // namespace muster
