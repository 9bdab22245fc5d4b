#include "FortressesModel.h"

#include "CampaignDocument.h"
#include "models/ModelEnums.h"

namespace muster {

FortressesModel::FortressesModel(QObject *parent) : QAbstractTableModel(parent) {}

void FortressesModel::setDocument(CampaignDocument *document)
{
    beginResetModel();
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &CampaignDocument::fortressAboutToBeInserted, this,
                [this](int index) { beginInsertRows({}, index, index); });
        connect(m_document, &CampaignDocument::fortressInserted, this, [this] { endInsertRows(); });
        connect(m_document, &CampaignDocument::fortressAboutToBeRemoved, this,
                [this](int index) { beginRemoveRows({}, index, index); });
        connect(m_document, &CampaignDocument::fortressRemoved, this, [this] { endRemoveRows(); });
        connect(m_document, &CampaignDocument::fortressChanged, this, [this](int index) {
            emit dataChanged(this->index(index, 0), this->index(index, FortressColumn::ColumnCount - 1));
        });
    }
    endResetModel();
}

qint64 FortressesModel::fortressIdAt(int row) const
{
    if (!m_document || row < 0 || row >= rowCount())
        return 0;
    return m_document->fortresses().at(row).id;
}

int FortressesModel::rowOfFortress(qint64 fortressId) const
{
    return m_document ? int(m_document->campaign().indexOfFortress(fortressId)) : -1;
}

int FortressesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_document ? 0 : int(m_document->fortresses().size());
}

int FortressesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FortressColumn::ColumnCount;
}

QVariant FortressesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_document || index.row() >= rowCount())
        return {};
    const Fortress &f = m_document->fortresses().at(index.row());
    const bool hasTl = f.kind == FortressKind::Permanent || f.kind == FortressKind::Ruins;
    if (role == FortressIdRole)
        return f.id;
    if (role == muster::role(Role::Breakdown) ||
        (role == Qt::ToolTipRole && index.column() == FortressColumn::DefenseBonus))
        return fortressDefenseBreakdown(f).toText();
    if (role == muster::role(Role::SortValue)) {
        switch (index.column()) {
        case FortressColumn::Tl:
            return hasTl ? f.tl : -1;
        case FortressColumn::Capacity:
            return f.capacityWt;
        case FortressColumn::DefenseBonus:
            return fortressDefenseBonus(f);
        default:
            break;
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() >= FortressColumn::Tl &&
        index.column() != FortressColumn::Site)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == FortressColumn::Capacity)
        return tr("Defends WT %1 at full Defense Bonus; holds up to WT %2 overcrowded (-1 DB).")
            .arg(formatNumber(f.capacityWt), formatNumber(fortressMaximumWt(f)));
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case FortressColumn::Name:
        return f.name;
    case FortressColumn::Kind:
        return fortressKindName(f.kind);
    case FortressColumn::Tl:
        return hasTl ? QString::number(f.tl) : QString();
    case FortressColumn::Site:
        return f.kind == FortressKind::Natural ? tr("(in its total)") : fortressSiteName(f.site);
    case FortressColumn::Capacity:
        return formatNumber(f.capacityWt);
    case FortressColumn::DefenseBonus:
        return formatModifier(fortressDefenseBonus(f));
    default:
        return {};
    }
}

QVariant FortressesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        switch (section) {
        case FortressColumn::Tl:
            return tr("Tech level of the fortress' last upgrade");
        case FortressColumn::Capacity:
            return tr("Capacity: the WT (weight) of the elements it holds; up to 1.5 times that, overcrowded");
        default:
            return {};
        }
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case FortressColumn::Name:
        return tr("Fortress");
    case FortressColumn::Kind:
        return tr("Kind");
    case FortressColumn::Tl:
        return tr("TL");
    case FortressColumn::Site:
        return tr("Site");
    case FortressColumn::Capacity:
        return tr("Capacity (WT)");
    case FortressColumn::DefenseBonus:
        return tr("Defense Bonus");
    default:
        return {};
    }
}

} // namespace muster
