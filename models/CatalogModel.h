#pragma once

#include "models/ModelEnums.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace muster {

class CampaignDocument;
class ElementCatalog;
struct ElementType;

// The element types a campaign can field: the built-in tables and the campaign's custom types.
class CatalogModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit CatalogModel(QObject *parent = nullptr);
    void setDocument(CampaignDocument *document);
    const ElementType *typeAt(int row) const;
    int rowOfType(const QString &typeId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    static QString headerToolTip(int section);

private:
    const ElementCatalog *catalog() const;
    QPointer<CampaignDocument> m_document;
};

} // namespace muster
