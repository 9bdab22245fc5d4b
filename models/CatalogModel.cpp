#include "CatalogModel.h"

#include "CampaignDocument.h"

namespace muster {

CatalogModel::CatalogModel(QObject *parent) : QAbstractTableModel(parent) {}

void CatalogModel::setDocument(CampaignDocument *document)
{
    beginResetModel();
    if (m_document)
        m_document->disconnect(this);
    m_document = document;
    if (m_document) {
        connect(m_document, &CampaignDocument::catalogChanged, this, [this] {
            beginResetModel();
            endResetModel();
        });
    }
    endResetModel();
}

const ElementCatalog *CatalogModel::catalog() const
{
    return m_document ? &m_document->catalog() : &ElementCatalog::builtIn();
}

const ElementType *CatalogModel::typeAt(int row) const
{
    const auto &types = catalog()->types();
    return row >= 0 && row < types.size() ? &types.at(row) : nullptr;
}

int CatalogModel::rowOfType(const QString &typeId) const
{
    const auto &types = catalog()->types();
    for (qsizetype i = 0; i < types.size(); ++i) {
        if (types.at(i).id == typeId)
            return int(i);
    }
    return -1;
}

int CatalogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(catalog()->types().size());
}

int CatalogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : CatalogColumn::ColumnCount;
}

QVariant CatalogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole)
        return headerToolTip(section);
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CatalogColumn::Name:
        return tr("Element");
    case CatalogColumn::Table:
        return tr("Table");
    case CatalogColumn::Ts:
        return tr("TS");
    case CatalogColumn::Classes:
        return tr("Class");
    case CatalogColumn::Transport:
        return tr("T");
    case CatalogColumn::Wt:
        return tr("WT");
    case CatalogColumn::Mobility:
        return tr("Mob");
    case CatalogColumn::Raise:
        return tr("Raise");
    case CatalogColumn::Maintain:
        return tr("Maintain");
    case CatalogColumn::Tl:
        return tr("TL");
    }
    return {};
}

// The headers and marks are the rule book's tables' own; these say in full what they mean.
QString CatalogModel::headerToolTip(int section)
{
    switch (section) {
    case CatalogColumn::Table:
        return tr("The rule book's table the type comes from, or Custom");
    case CatalogColumn::Ts:
        return tr("Troop Strength of one element at its TL. (...): a support element; *: doubles its TS with "
                  "each TL after its introduction through TL5");
    case CatalogColumn::Classes:
        return tr("Special classes (%1); in parentheses the classes it neutralizes").arg(specialClassLegend());
    case CatalogColumn::Transport:
        return tr("Transport: the WT one element can carry");
    case CatalogColumn::Wt:
        return tr("Weight: what it takes to transport one element (–: cannot be transported)");
    case CatalogColumn::Mobility:
        return tr("Mobility: how the element moves (%1; 0: it cannot move on its own)").arg(mobilityLegend());
    case CatalogColumn::Raise:
        return tr("Cost to raise one element");
    case CatalogColumn::Maintain:
        return tr("Cost to maintain one element for a month");
    case CatalogColumn::Tl:
        return tr("Tech level of introduction. ^: superscience; †: a half-TS version exists at late TL5");
    default:
        return {};
    }
}

QVariant CatalogModel::data(const QModelIndex &index, int role) const
{
    const ElementType *type = index.isValid() ? typeAt(index.row()) : nullptr;
    if (!type)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case CatalogColumn::Name:
            return type->name;
        case CatalogColumn::Table:
            return catalogTableName(type->table);
        case CatalogColumn::Ts: {
            QString ts =
                type->support ? QStringLiteral("(%1)").arg(formatNumber(type->ts)) : formatNumber(type->ts);
            if (type->scaling == TlScaling::LowTechDoubling)
                ts += QLatin1Char('*');
            return ts;
        }
        case CatalogColumn::Classes: {
            QString text = type->classes.toCodes();
            if (!type->neutralizes.isEmpty())
                text += (text.isEmpty() ? QString() : QStringLiteral(" ")) +
                        QStringLiteral("(%1)").arg(type->neutralizes.toCodes());
            return text.isEmpty() ? QStringLiteral("–") : text;
        }
        case CatalogColumn::Transport:
            return type->transport > 0 ? QStringLiteral("T%1").arg(formatNumber(type->transport)) : QString();
        case CatalogColumn::Wt:
            return type->wt ? formatNumber(*type->wt) : QStringLiteral("–");
        case CatalogColumn::Mobility:
            return mobilityCodes(type->mobility);
        case CatalogColumn::Raise:
            return type->raise.toShortString();
        case CatalogColumn::Maintain:
            return type->maintain.toShortString();
        case CatalogColumn::Tl: {
            QString tl = QString::number(type->tl);
            if (type->superscience)
                tl += QLatin1Char('^');
            if (type->lateTl5HalfTs)
                tl += QStringLiteral("†");
            if (type->scaling == TlScaling::HighTech && type->viableThroughTl < 12)
                tl += tr(" (doubles to TL%1)").arg(type->viableThroughTl);
            return tl;
        }
        }
        return {};
    case Qt::ToolTipRole:
        return type->description;
    case int(Role::TypeId):
        return type->id;
    case int(Role::BuiltIn):
        return type->isBuiltIn();
    case int(Role::SortValue):
        switch (index.column()) {
        case CatalogColumn::Ts:
            return type->ts;
        case CatalogColumn::Transport:
            return type->transport;
        case CatalogColumn::Wt:
            return type->wt ? *type->wt : 1e12;
        case CatalogColumn::Raise:
            return double(type->raise.cents());
        case CatalogColumn::Maintain:
            return double(type->maintain.cents());
        case CatalogColumn::Tl:
            return type->tl;
        default:
            return data(index, Qt::DisplayRole);
        }
    case Qt::TextAlignmentRole:
        return index.column() >= CatalogColumn::Ts && index.column() != CatalogColumn::Classes &&
                       index.column() != CatalogColumn::Mobility
                   ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                   : QVariant();
    default:
        return {};
    }
}

} // namespace muster
