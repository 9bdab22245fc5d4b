#include "RosterModel.h"

#include "CampaignDocument.h"
#include "TextColors.h"
#include "catalog/Customization.h"

#include <QBrush>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace muster {

RosterModel::RosterModel(QObject *parent) : QAbstractTableModel(parent) {}

void RosterModel::setForce(CampaignDocument *document, qint64 forceId)
{
    beginResetModel();
    if (m_document)
        m_document->disconnect(this);
    m_document = document;
    m_forceId = forceId;
    if (m_document) {
        connect(m_document, &CampaignDocument::linesAboutToBeInserted, this,
                [this](qint64 forceId, int first, int last) {
                    if (forceId == m_forceId)
                        beginInsertRows({}, first, last);
                });
        connect(m_document, &CampaignDocument::linesInserted, this, [this](qint64 forceId) {
            if (forceId == m_forceId)
                endInsertRows();
        });
        connect(m_document, &CampaignDocument::linesAboutToBeRemoved, this,
                [this](qint64 forceId, int first, int last) {
                    if (forceId == m_forceId)
                        beginRemoveRows({}, first, last);
                });
        connect(m_document, &CampaignDocument::linesRemoved, this, [this](qint64 forceId) {
            if (forceId == m_forceId)
                endRemoveRows();
        });
        connect(m_document, &CampaignDocument::linesChanged, this, [this](qint64 forceId, int first, int last) {
            if (forceId == m_forceId)
                emit dataChanged(index(first, 0), index(last, RosterColumn::ColumnCount - 1));
        });
        connect(m_document, &CampaignDocument::linesAboutToBeReset, this, [this](qint64 forceId) {
            if (forceId == m_forceId)
                beginResetModel();
        });
        connect(m_document, &CampaignDocument::linesReset, this, [this](qint64 forceId) {
            if (forceId == m_forceId)
                endResetModel();
        });
        connect(m_document, &CampaignDocument::catalogChanged, this, [this] {
            beginResetModel();
            endResetModel();
        });
        // Readiness halves every line's TS.
        connect(m_document, &CampaignDocument::economyChanged, this, [this] {
            if (rowCount() > 0)
                emit dataChanged(index(0, RosterColumn::Ts), index(rowCount() - 1, RosterColumn::Ts));
        });
        connect(m_document, &CampaignDocument::forceAboutToBeRemoved, this, [this](int index) {
            if (m_document->campaign().forces.at(index).id == m_forceId)
                setForce(m_document, 0);
        });
    }
    endResetModel();
}

const RosterLine *RosterModel::lineAt(int row) const
{
    const Force *force = m_document ? m_document->force(m_forceId) : nullptr;
    if (!force || row < 0 || row >= force->lines.size())
        return nullptr;
    return &force->lines.at(row);
}

qint64 RosterModel::lineIdAt(int row) const
{
    const RosterLine *line = lineAt(row);
    return line ? line->id : 0;
}

int RosterModel::rowOfLine(qint64 lineId) const
{
    const Force *force = m_document ? m_document->force(m_forceId) : nullptr;
    return force ? int(force->indexOfLine(lineId)) : -1;
}

int RosterModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_document)
        return 0;
    const Force *force = m_document->force(m_forceId);
    return force ? int(force->lines.size()) : 0;
}

int RosterModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : RosterColumn::ColumnCount;
}

QVariant RosterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole)
        return headerToolTip(section);
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RosterColumn::Name:
        return tr("Name");
    case RosterColumn::Type:
        return tr("Element type");
    case RosterColumn::Count:
        return tr("Count");
    case RosterColumn::Tl:
        return tr("TL");
    case RosterColumn::Equipment:
        return tr("Equipment");
    case RosterColumn::Troops:
        return tr("Troops");
    case RosterColumn::Features:
        return tr("Features");
    case RosterColumn::Ts:
        return tr("TS");
    case RosterColumn::Casualties:
        return tr("Casualties");
    case RosterColumn::Classes:
        return tr("Classes");
    case RosterColumn::Wt:
        return tr("WT");
    case RosterColumn::Mobility:
        return tr("Mobility");
    case RosterColumn::Raise:
        return tr("Raise");
    case RosterColumn::Maintain:
        return tr("Maintain");
    }
    return {};
}

// The headers are short so that the roster fits; these say in full what each column holds.
QString RosterModel::headerToolTip(int section)
{
    switch (section) {
    case RosterColumn::Tl:
        return tr("Tech level of the element");
    case RosterColumn::Equipment:
        return tr("Equipment quality");
    case RosterColumn::Troops:
        return tr("Troop quality");
    case RosterColumn::Ts:
        return tr("Troop Strength of the line after casualties and readiness; in parentheses for support "
                  "elements");
    case RosterColumn::Casualties:
        return tr("Casualties the line has taken, in percent");
    case RosterColumn::Classes:
        return tr("Special classes (%1); in parentheses the classes it neutralizes; T: the WT one element can "
                  "carry")
            .arg(specialClassLegend());
    case RosterColumn::Mobility:
        return tr("How the element moves (%1; 0: it cannot move on its own)").arg(mobilityLegend());
    case RosterColumn::Wt:
        return tr("Weight of the line: what it takes to transport it");
    case RosterColumn::Raise:
        return tr("Cost to raise the line");
    case RosterColumn::Maintain:
        return tr("Cost to maintain the line for a month");
    default:
        return {};
    }
}

Qt::ItemFlags RosterModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    switch (index.column()) {
    case RosterColumn::Name:
    case RosterColumn::Type:
    case RosterColumn::Count:
    case RosterColumn::Tl:
    case RosterColumn::Equipment:
    case RosterColumn::Troops:
    case RosterColumn::Casualties:
        flags |= Qt::ItemIsEditable;
        break;
    default:
        break;
    }
    return flags;
}

QVariant RosterModel::displayData(int row, int column) const
{
    const RosterLine *line = lineAt(row);
    const ComputedLine &computed = m_document->figures(m_forceId)->lines().at(row);
    const ElementType *type = m_document->catalog().find(line->record.typeId);
    const ElementStats *s = computed.stats ? &*computed.stats : nullptr;
    const int n = line->count;
    switch (column) {
    case RosterColumn::Name:
        return line->record.name.isEmpty() ? (type ? type->name : QString()) : line->record.name;
    case RosterColumn::Type:
        return type ? type->name : line->record.typeId;
    case RosterColumn::Count:
        return n;
    case RosterColumn::Tl:
        return line->record.tl;
    case RosterColumn::Equipment:
        return equipmentQualityName(line->record.equipment);
    case RosterColumn::Troops:
        return troopQualityName(line->record.troops);
    case RosterColumn::Features:
        return line->record.featureSummary();
    case RosterColumn::Casualties:
        return line->casualties > 0 ? QStringLiteral("%1%").arg(casualtiesPercent(line->casualties)) : QString();
    default:
        break;
    }
    if (!s)
        return column == RosterColumn::Ts ? tr("invalid") : QVariant();
    switch (column) {
    case RosterColumn::Ts: {
        // What is left after earlier battles, at the force's readiness.
        const double ts = s->ts * n * (1.0 - line->casualties) * readinessFactor();
        return s->support ? QStringLiteral("(%1)").arg(formatTs(ts)) : formatTs(ts);
    }
    case RosterColumn::Classes: {
        QString text = s->classes.toCodes();
        if (!s->neutralizes.isEmpty())
            text += (text.isEmpty() ? QString() : QStringLiteral(" ")) +
                    QStringLiteral("(%1)").arg(s->neutralizes.toCodes());
        if (s->transport > 0)
            text += (text.isEmpty() ? QString() : QStringLiteral(", ")) +
                    QStringLiteral("T%1").arg(formatNumber(s->transport));
        return text;
    }
    case RosterColumn::Wt:
        return s->wt ? formatNumber(*s->wt * n) : QStringLiteral("–");
    case RosterColumn::Mobility:
        return mobilityCodes(s->mobility);
    case RosterColumn::Raise:
        return (s->raise * n).toShortString();
    case RosterColumn::Maintain:
        return (s->maintain * n).toShortString();
    }
    return {};
}

double RosterModel::readinessFactor() const
{
    const ForceEconomy economy = m_document->forceEconomy(m_forceId);
    return readinessTsFactor(economy);
}

QVariant RosterModel::toolTipData(int row, int column) const
{
    const RosterLine *line = lineAt(row);
    const ComputedLine &computed = m_document->figures(m_forceId)->lines().at(row);
    if (!computed.stats)
        return computed.error;
    // Tooltips are built on demand with the full breakdown.
    const ComputedLine explained =
        computeLine(m_document->catalog(), *line, Customization::Detail::WithBreakdown);
    const ElementStats &s = *explained.stats;
    const QString perElement = tr("per element; x%1 for this line").arg(line->count);
    switch (column) {
    case RosterColumn::Ts:
        return s.tsBreakdown.toText() + QLatin1Char('\n') + perElement +
               (line->casualties > 0 ? QLatin1Char('\n') + tr("x %1% strength after casualties").arg(100 - casualtiesPercent(line->casualties))
                                     : QString()) +
               (readinessFactor() < 1 ? QLatin1Char('\n') + tr("x 1/2 at reduced readiness") : QString());
    case RosterColumn::Casualties:
        return tr("Share of each element's TS lost in battle and not yet replaced (F2 to edit).");
    case RosterColumn::Raise:
        return s.raiseBreakdown.toText() + QLatin1Char('\n') + perElement + QLatin1Char('\n') +
               tr("Time to raise: %1 days (%2 at x2 cost, %3 at x4 cost)")
                   .arg(s.raiseTime.normal)
                   .arg(s.raiseTime.doubleCost)
                   .arg(s.raiseTime.quadrupleCost);
    case RosterColumn::Maintain:
        return s.maintainBreakdown.toText() + QLatin1Char('\n') + perElement;
    case RosterColumn::Features: {
        // The cell elides a long list; the tooltip shows all of it.
        const QString features = line->record.featureSummary();
        const QString hint = tr("Double-click, press F2 here or Ctrl+E to choose features.");
        return features.isEmpty() ? hint : features + QLatin1Char('\n') + hint;
    }
    case RosterColumn::Classes: {
        QStringList names;
        for (SpecialClass c : allSpecialClasses) {
            if (s.classes.contains(c))
                names << specialClassName(c);
            if (s.neutralizes.contains(c))
                names << tr("neutralizes %1").arg(specialClassName(c));
        }
        return names.join(QLatin1String(", "));
    }
    default:
        return {};
    }
}

QVariant RosterModel::data(const QModelIndex &index, int role) const
{
    const RosterLine *line = index.isValid() ? lineAt(index.row()) : nullptr;
    if (!line)
        return {};
    const ComputedLine &computed = m_document->figures(m_forceId)->lines().at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayData(index.row(), index.column());
    case Qt::EditRole:
        switch (index.column()) {
        case RosterColumn::Name:
            return line->record.name;
        case RosterColumn::Type:
            return line->record.typeId;
        case RosterColumn::Count:
            return line->count;
        case RosterColumn::Tl:
            return line->record.tl;
        case RosterColumn::Equipment:
            return int(line->record.equipment);
        case RosterColumn::Troops:
            return int(line->record.troops);
        case RosterColumn::Casualties:
            return casualtiesPercent(line->casualties);
        default:
            return displayData(index.row(), index.column());
        }
    case Qt::ToolTipRole:
        return toolTipData(index.row(), index.column());
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case RosterColumn::Count:
        case RosterColumn::Tl:
        case RosterColumn::Ts:
        case RosterColumn::Casualties:
        case RosterColumn::Wt:
        case RosterColumn::Raise:
        case RosterColumn::Maintain:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    case Qt::ForegroundRole:
        if (!computed.stats)
            return QBrush(errorTextColor(QGuiApplication::palette()));
        return {};
    case int(Role::LineId):
        return line->id;
    case int(Role::ForceId):
        return m_forceId;
    case int(Role::TypeId):
        return line->record.typeId;
    case int(Role::Invalid):
        return !computed.stats.has_value();
    case int(Role::Error):
        return computed.error;
    case int(Role::SortValue): {
        const ElementStats *s = computed.stats ? &*computed.stats : nullptr;
        switch (index.column()) {
        case RosterColumn::Count:
            return line->count;
        case RosterColumn::Tl:
            return line->record.tl;
        case RosterColumn::Equipment:
            return int(line->record.equipment);
        case RosterColumn::Troops:
            return int(line->record.troops);
        case RosterColumn::Ts:
            return s ? s->ts * line->count * (1.0 - line->casualties) * readinessFactor() : -1.0;
        case RosterColumn::Casualties:
            return line->casualties;
        case RosterColumn::Wt:
            return s && s->wt ? *s->wt * line->count : -1.0;
        case RosterColumn::Raise:
            return s ? double((s->raise * line->count).cents()) : -1.0;
        case RosterColumn::Maintain:
            return s ? double((s->maintain * line->count).cents()) : -1.0;
        default:
            return displayData(index.row(), index.column());
        }
    }
    default:
        return {};
    }
}

bool RosterModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const RosterLine *current = index.isValid() ? lineAt(index.row()) : nullptr;
    if (!current || role != Qt::EditRole)
        return false;
    RosterLine line = *current;
    QString description;
    switch (index.column()) {
    case RosterColumn::Name:
        line.record.name = value.toString().trimmed();
        description = tr("Rename element to %1").arg(line.record.name);
        break;
    case RosterColumn::Type: {
        const ElementType *type = m_document->catalog().find(value.toString());
        if (!type)
            return false;
        line.record.typeId = type->id;
        // A new type keeps the line's TL where it can; below the type's introduction it moves up to it.
        line.record.tl = std::max(line.record.tl, type->earliestTl());
        description = tr("Change element type to %1").arg(type->name);
        break;
    }
    case RosterColumn::Count:
        line.count = value.toInt();
        description = tr("Change count to %1").arg(line.count);
        break;
    case RosterColumn::Tl:
        line.record.tl = value.toInt();
        description = tr("Change TL to %1").arg(line.record.tl);
        break;
    case RosterColumn::Equipment:
        line.record.equipment = EquipmentQuality(value.toInt());
        description = tr("Change equipment to %1").arg(equipmentQualityName(line.record.equipment));
        break;
    case RosterColumn::Troops:
        line.record.troops = TroopQuality(value.toInt());
        description = tr("Change troops to %1").arg(troopQualityName(line.record.troops));
        break;
    case RosterColumn::Casualties:
        // The file keeps 0 <= casualties < 1; a force wiped out loses its lines instead.
        line.casualties = std::clamp(value.toInt(), 0, maxCasualtiesPercent) / 100.0;
        description = tr("Set casualties to %1%").arg(std::clamp(value.toInt(), 0, maxCasualtiesPercent));
        break;
    default:
        return false;
    }
    const Status status = m_document->changeLine(m_forceId, line, description);
    if (!status) {
        emit editRefused(status.error().message);
        return false;
    }
    return true;
}

} // namespace muster
