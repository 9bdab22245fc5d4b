#include "RosterDelegate.h"

#include "CampaignDocument.h"
#include "catalog/Quality.h"
#include "models/ModelEnums.h"
#include "models/RosterModel.h"

#include <QComboBox>
#include <QLineEdit>
#include <QSpinBox>

#include <algorithm>

namespace muster {

RosterDelegate::RosterDelegate(QObject *parent) : QStyledItemDelegate(parent) {}

QWidget *RosterDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                      const QModelIndex &index) const
{
    switch (index.column()) {
    case RosterColumn::Type: {
        auto *combo = new QComboBox(parent);
        combo->setObjectName(QStringLiteral("typeEditor"));
        QList<const ElementType *> types;
        for (const ElementType &type : m_document->catalog().types())
            types << &type;
        std::stable_sort(types.begin(), types.end(), [](const ElementType *a, const ElementType *b) {
            return a->name.compare(b->name, Qt::CaseInsensitive) < 0;
        });
        for (const ElementType *type : types)
            combo->addItem(
                tr("%1 (TL%2, %3)").arg(type->name).arg(type->tl).arg(catalogTableName(type->table)),
                type->id);
        combo->setMaxVisibleItems(20);
        return combo;
    }
    case RosterColumn::Equipment: {
        auto *combo = new QComboBox(parent);
        for (EquipmentQuality q : allEquipmentQualities)
            combo->addItem(equipmentQualityName(q), int(q));
        return combo;
    }
    case RosterColumn::Troops: {
        auto *combo = new QComboBox(parent);
        for (TroopQuality q : allTroopQualities)
            combo->addItem(troopQualityName(q), int(q));
        return combo;
    }
    case RosterColumn::Count: {
        auto *spin = new QSpinBox(parent);
        spin->setRange(0, 1'000'000);
        return spin;
    }
    case RosterColumn::Casualties: {
        auto *spin = new QSpinBox(parent);
        spin->setRange(0, maxCasualtiesPercent);
        spin->setSingleStep(5);
        spin->setSuffix(QStringLiteral("%"));
        return spin;
    }
    case RosterColumn::Tl: {
        auto *spin = new QSpinBox(parent);
        const ElementType *type = m_document->catalog().find(index.data(role(Role::TypeId)).toString());
        spin->setRange(type ? type->earliestTl() : 0, 12);
        spin->setPrefix(tr("TL"));
        return spin;
    }
    default:
        return QStyledItemDelegate::createEditor(parent, option, index);
    }
}

void RosterDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        combo->setCurrentIndex(combo->findData(index.data(Qt::EditRole)));
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void RosterDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        model->setData(index, combo->currentData(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace muster
