#pragma once

#include "force/ForceAggregates.h"
#include "models/ModelEnums.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace muster {

class CampaignDocument;

// The figures of one force (force TS, class TS, costs, ...), one per row, each with its breakdown
// in Qt::ToolTipRole and Role::Breakdown. Follows every edit of the force.
class AggregatesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit AggregatesModel(QObject *parent = nullptr);
    void setForce(CampaignDocument *document, qint64 forceId);
    const ForceAggregates &totals() const { return m_totals; }
    // The row showing `figure` (and `specialClass` for class rows), or -1.
    int rowOf(AggregateFigure figure, SpecialClass specialClass = SpecialClass::Air) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        AggregateFigure figure;
        SpecialClass specialClass;
        QString label;
        QString value;
        bool readinessHalved = false; // the force TS at reduced readiness ("Reduced Readiness")
    };
    void refresh();
    QString breakdown(const Row &row) const;

    QPointer<CampaignDocument> m_document;
    qint64 m_forceId = 0;
    ForceAggregates m_totals;
    QList<Row> m_rows;
};

} // namespace muster
