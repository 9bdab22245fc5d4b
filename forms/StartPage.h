#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace muster {

// What the window shows while no campaign is open: a new campaign, an existing one, the demo or a recent
// file, and why the last campaign did not open, if it did not.
class StartPage : public QWidget
{
    Q_OBJECT

public:
    explicit StartPage(QWidget *parent = nullptr);

    void setRecentFiles(const QStringList &paths);
    // What went wrong last, in red above the choices; empty: nothing.
    void setError(const QString &title, const QString &message);
    QString error() const;

signals:
    void newCampaignRequested();
    void openRequested();
    void demoRequested();
    void recentRequested(const QString &path);

private:
    QLabel *m_error;
    QListWidget *m_recent;
    QLabel *m_recentTitle;
};

} // namespace muster
