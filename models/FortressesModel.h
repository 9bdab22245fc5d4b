#pragma once

#include <QAbstractTableModel>
#include <QPointer>

namespace muster {

class CampaignDocument;

namespace FortressColumn {
enum Column { Name, Kind, Tl, Site, Capacity, DefenseBonus, ColumnCount };
}

// The campaign's fortresses, one row each in the document's order (by id): what they are, where they
// stand, the WT they hold and the Defense Bonus they give (its breakdown as the tooltip).
class FortressesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // qint64: the fortress of a row (any column).
    static constexpr int FortressIdRole = Qt::UserRole + 64;

    explicit FortressesModel(QObject *parent = nullptr);
    void setDocument(CampaignDocument *document);
    qint64 fortressIdAt(int row) const;
    int rowOfFortress(qint64 fortressId) const; // -1 if it is not there

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QPointer<CampaignDocument> m_document;
};

} // namespace muster
