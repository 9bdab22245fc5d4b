#pragma once

#include "models/ModelEnums.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace muster {

// The most casualties a GM can type on a roster line, in percent (the file keeps them under 100%).
constexpr int maxCasualtiesPercent = 95;

class CampaignDocument;
struct RosterLine;

// The roster of one force as a table: one row per line. Edits go to the document as undoable
// commands; the rules (what is valid) stay in core.
class RosterModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit RosterModel(QObject *parent = nullptr);

    void setForce(CampaignDocument *document, qint64 forceId);
    qint64 forceId() const { return m_forceId; }
    qint64 lineIdAt(int row) const;
    int rowOfLine(qint64 lineId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

signals:
    // A refused edit, with the reason to show the user.
    void editRefused(const QString &message);

private:
    double readinessFactor() const; // 1/2 at reduced readiness and the month after it
    const RosterLine *lineAt(int row) const;
    QVariant displayData(int row, int column) const;
    QVariant toolTipData(int row, int column) const;
    static QString headerToolTip(int section);

    QPointer<CampaignDocument> m_document;
    qint64 m_forceId = 0;
};

} // namespace muster
