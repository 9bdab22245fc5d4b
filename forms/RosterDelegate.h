#pragma once

#include <QStyledItemDelegate>

namespace muster {

class CampaignDocument;

// Editors for the roster table: the catalog for the element type, the quality levels for equipment and
// troops, and spin boxes whose ranges come from the rules (TL from the type's introduction to 12).
class RosterDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit RosterDelegate(QObject *parent = nullptr);
    void setDocument(CampaignDocument *document) { m_document = document; }

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

private:
    CampaignDocument *m_document = nullptr;
};

} // namespace muster
