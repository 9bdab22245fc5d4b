#pragma once

#include <QPointer>
#include <QWidget>

class QAction;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QTextBrowser;

namespace muster {

class CampaignDocument;
class RosterDelegate;
class RosterModel;

// The roster editor of one force: a sortable, filterable table with editors for every choice, and
// the selected line's element record beside it.
class RosterPanel : public QWidget
{
    Q_OBJECT

public:
    explicit RosterPanel(QWidget *parent = nullptr);
    void setForce(CampaignDocument *document, qint64 forceId);

    RosterModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QAction *addAction() const { return m_addAction; }
    QAction *removeAction() const { return m_removeAction; }
    QAction *featuresAction() const { return m_featuresAction; }
    QAction *duplicateAction() const { return m_duplicateAction; }
    QAction *filterAction() const { return m_filterAction; }
    // The selected line's element record; the main window places it (a dock beside the figures).
    QTextBrowser *recordView() const { return m_record; }

    // The roster line under the cursor, or 0.
    qint64 currentLineId() const;
    void selectLine(qint64 lineId);

signals:
    void editRefused(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void addElement();
    void removeSelected();
    void editFeatures();
    void duplicateCurrent();
    void showCurrentRecord();
    void updateActions();
    void sizeColumns();

    QPointer<CampaignDocument> m_document;
    qint64 m_forceId = 0;
    RosterModel *m_model;
    QSortFilterProxyModel *m_proxy;
    RosterDelegate *m_delegate;
    QLineEdit *m_filter;
    QTableView *m_view;
    QTextBrowser *m_record;
    QAction *m_addAction;
    QAction *m_removeAction;
    QAction *m_featuresAction;
    QAction *m_duplicateAction;
    QAction *m_filterAction;
};

} // namespace muster
