#pragma once

#include "campaign/StoredBattle.h"
#include "models/ModelEnums.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace muster {

class CampaignDocument;

// The battles saved in a campaign, in the order they were started.
class BattlesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit BattlesModel(QObject *parent = nullptr);
    void setDocument(CampaignDocument *document);
    qint64 battleIdAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString statusName(BattleStatus status);

private:
    QPointer<CampaignDocument> m_document;
};

} // namespace muster
