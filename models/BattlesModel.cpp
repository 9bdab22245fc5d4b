#include "BattlesModel.h"

#include "CampaignDocument.h"
#include "battle/RuleSet.h"

#include <QLocale>

namespace muster {

BattlesModel::BattlesModel(QObject *parent) : QAbstractTableModel(parent)
{
}

void BattlesModel::setDocument(CampaignDocument *document)
{
    beginResetModel();
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &CampaignDocument::battleAboutToBeInserted, this,
                [this](int index) { beginInsertRows({}, index, index); });
        connect(m_document, &CampaignDocument::battleInserted, this, [this] { endInsertRows(); });
        connect(m_document, &CampaignDocument::battleAboutToBeRemoved, this,
                [this](int index) { beginRemoveRows({}, index, index); });
        connect(m_document, &CampaignDocument::battleRemoved, this, [this] { endRemoveRows(); });
        connect(m_document, &CampaignDocument::battleChanged, this,
                [this](int index) { emit dataChanged(this->index(index, 0), this->index(index, BattleColumn::ColumnCount - 1)); });
    }
    endResetModel();
}

qint64 BattlesModel::battleIdAt(int row) const
{
    if (!m_document || row < 0 || row >= rowCount())
        return 0;
    return m_document->battles().at(row).id;
}

int BattlesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_document ? 0 : int(m_document->battles().size());
}

int BattlesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : BattleColumn::ColumnCount;
}

QString BattlesModel::statusName(BattleStatus status)
{
    switch (status) {
    case BattleStatus::InProgress:
        return tr("In progress");
    case BattleStatus::Finished:
        return tr("Finished");
    case BattleStatus::CasualtiesApplied:
        return tr("Casualties applied");
    }
    return {};
}

QVariant BattlesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_document || index.row() >= rowCount())
        return {};
    const StoredBattle &battle = m_document->battles().at(index.row());
    if (role == muster::role(Role::BattleId))
        return battle.id;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case BattleColumn::Name:
        if (role == Qt::ToolTipRole) {
            // Which rules the battle is fought under: "Battle of the Ford (GURPS Mass Combat)".
            const RuleSet *ruleSet = RuleSets::find(battle.ruleSet);
            return tr("%1 (%2)").arg(battle.name, ruleSet ? ruleSet->displayName() : battle.ruleSet);
        }
        return battle.name;
    case BattleColumn::Status:
        return statusName(battle.status);
    case BattleColumn::Summary:
        return battle.summary;
    case BattleColumn::Updated:
        return QLocale().toString(battle.updated.toLocalTime(), QLocale::ShortFormat);
    default:
        return {};
    }
}

QVariant BattlesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case BattleColumn::Name:
        return tr("Battle");
    case BattleColumn::Status:
        return tr("Status");
    case BattleColumn::Summary:
        return tr("Summary");
    case BattleColumn::Updated:
        return tr("Last played");
    default:
        return {};
    }
}

} // namespace muster
