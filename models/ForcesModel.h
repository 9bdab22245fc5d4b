#pragma once

#include "models/ModelEnums.h"

#include <QAbstractListModel>
#include <QPointer>

namespace muster {

class CampaignDocument;

// The forces of a campaign, in order; the name is editable (an undoable rename).
class ForcesModel : public QAbstractListModel
{
    Q_OBJECT

public:
    explicit ForcesModel(QObject *parent = nullptr);
    void setDocument(CampaignDocument *document);
    qint64 forceIdAt(int row) const;
    int rowOfForce(qint64 forceId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

signals:
    void editRefused(const QString &message);

private:
    QPointer<CampaignDocument> m_document;
};

} // namespace muster
