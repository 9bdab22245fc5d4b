#include "HistoryModel.h"

#include "CampaignDocument.h"

#include <QFont>

namespace muster {

HistoryModel::HistoryModel(QObject *parent) : QAbstractListModel(parent) {}

void HistoryModel::setDocument(CampaignDocument *document)
{
    beginResetModel();
    if (m_document)
        disconnect(m_document->undoStack(), nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        // Pushing a step drops the steps after it and may merge into the last one: the list starts over.
        const QUndoStack *stack = m_document->undoStack();
        connect(stack, &QUndoStack::indexChanged, this, [this](int index) {
            beginResetModel();
            endResetModel();
            emit currentRowChanged(index);
        });
    }
    endResetModel();
}

int HistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_document ? 0 : m_document->undoStack()->count() + 1;
}

int HistoryModel::currentRow() const
{
    return m_document ? m_document->undoStack()->index() : -1;
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    if (!m_document || !index.isValid())
        return {};
    if (role == Qt::DisplayRole)
        return index.row() == 0 ? tr("<opened>") : m_document->undoStack()->text(index.row() - 1);
    if (role == Qt::FontRole && index.row() == currentRow()) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    return {};
}

} // namespace muster
