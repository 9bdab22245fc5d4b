#pragma once

#include <QAbstractListModel>
#include <QPointer>

namespace muster {

class CampaignDocument;

// The document's undo history as a list: the state it was opened in, then one row per step, the current
// row being where the document stands. Picking a row moves there through the document (setIndex), so that
// a jump is saved like any other step; a failed jump leaves the history where it was.
class HistoryModel : public QAbstractListModel
{
    Q_OBJECT

public:
    explicit HistoryModel(QObject *parent = nullptr);
    void setDocument(CampaignDocument *document);
    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    // The row of the state the document is in.
    int currentRow() const;

signals:
    void currentRowChanged(int row);

private:
    QPointer<CampaignDocument> m_document;
};

} // namespace muster
