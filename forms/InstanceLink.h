#pragma once

#include <QObject>
#include <QString>

class QLocalServer;
class QWidget;

namespace muster {

// Lets a second Muster, started with a campaign this one has open, bring this window to the front instead of
// opening an empty window of its own (the campaign file is locked by this one). A local server answers under
// a name made from the campaign file's path and the user (serverName).
class InstanceLink : public QObject
{
    Q_OBJECT

public:
    explicit InstanceLink(QWidget *window);

    // Answers for `campaignPath` from now on; an empty path: for nothing.
    void serve(const QString &campaignPath);

    // Asks the Muster that has `campaignPath` open to show its window. True when one did; false when none
    // answered within `timeoutMs` (then this program opens the campaign itself).
    static bool showRunningInstance(const QString &campaignPath, int timeoutMs = 3000);
    static QString serverName(const QString &campaignPath);

signals:
    // Another Muster asked for this window.
    void shownToAnotherInstance();

private:
    void answer();

    QWidget *m_window;
    QLocalServer *m_server;
};

} // namespace muster
