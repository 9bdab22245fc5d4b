#include "ForcesModel.h"

#include "CampaignDocument.h"
#include "catalog/Breakdown.h"

namespace muster {

ForcesModel::ForcesModel(QObject *parent) : QAbstractListModel(parent) {}

void ForcesModel::setDocument(CampaignDocument *document)
{
    beginResetModel();
    if (m_document)
        m_document->disconnect(this);
    m_document = document;
    if (m_document) {
        connect(m_document, &CampaignDocument::forceAboutToBeInserted, this,
                [this](int index) { beginInsertRows({}, index, index); });
        connect(m_document, &CampaignDocument::forceInserted, this, [this](int) { endInsertRows(); });
        connect(m_document, &CampaignDocument::forceAboutToBeRemoved, this,
                [this](int index) { beginRemoveRows({}, index, index); });
        connect(m_document, &CampaignDocument::forceRemoved, this, [this](int) { endRemoveRows(); });
        auto refresh = [this](qint64 forceId) {
            const int row = rowOfForce(forceId);
            if (row >= 0)
                emit dataChanged(index(row), index(row));
        };
        connect(m_document, &CampaignDocument::forceChanged, this, refresh);
        // The tooltip shows the force's TS, so line edits change the row too.
        connect(m_document, &CampaignDocument::linesChanged, this, refresh);
        connect(m_document, &CampaignDocument::linesInserted, this, refresh);
        connect(m_document, &CampaignDocument::linesRemoved, this, refresh);
        connect(m_document, &CampaignDocument::linesReset, this, refresh);
    }
    endResetModel();
}

qint64 ForcesModel::forceIdAt(int row) const
{
    if (!m_document || row < 0 || row >= m_document->forceCount())
        return 0;
    return m_document->campaign().forces.at(row).id;
}

int ForcesModel::rowOfForce(qint64 forceId) const
{
    return m_document ? int(m_document->campaign().indexOfForce(forceId)) : -1;
}

int ForcesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_document ? 0 : m_document->forceCount();
}

QVariant ForcesModel::data(const QModelIndex &index, int role) const
{
    if (!m_document || !index.isValid() || index.row() >= m_document->forceCount())
        return {};
    const Force &force = m_document->campaign().forces.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return force.name;
    case Qt::ToolTipRole: {
        const ForceAggregates totals = m_document->figures(force.id)->aggregates();
        return tr("Force TS %1, %n element(s)", nullptr, int(totals.elements))
            .arg(formatTs(totals.forceTs));
    }
    case int(Role::ForceId):
        return force.id;
    default:
        return {};
    }
}

Qt::ItemFlags ForcesModel::flags(const QModelIndex &index) const
{
    return QAbstractListModel::flags(index) | (index.isValid() ? Qt::ItemIsEditable : Qt::NoItemFlags);
}

bool ForcesModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!m_document || !index.isValid() || role != Qt::EditRole)
        return false;
    const Status status = m_document->renameForce(forceIdAt(index.row()), value.toString());
    if (!status) {
        emit editRefused(status.error().message);
        return false;
    }
    return true;
}

} // namespace muster
