#include "AggregatesModel.h"

#include "CampaignDocument.h"

#include <QFont>
#include <QLocale>

namespace muster {

AggregatesModel::AggregatesModel(QObject *parent) : QAbstractTableModel(parent) {}

static QString percent(double value)
{
    return QStringLiteral("%1%").arg(QLocale().toString(value, 'f', 1));
}

void AggregatesModel::setForce(CampaignDocument *document, qint64 forceId)
{
    if (m_document)
        m_document->disconnect(this);
    m_document = document;
    m_forceId = forceId;
    if (m_document) {
        auto changed = [this](qint64 forceId) {
            if (forceId == m_forceId)
                refresh();
        };
        connect(m_document, &CampaignDocument::linesInserted, this, changed);
        connect(m_document, &CampaignDocument::linesRemoved, this, changed);
        connect(m_document, &CampaignDocument::linesReset, this, changed);
        connect(m_document, &CampaignDocument::linesChanged, this, changed);
        connect(m_document, &CampaignDocument::catalogChanged, this, &AggregatesModel::refresh);
        connect(m_document, &CampaignDocument::economyChanged, this, &AggregatesModel::refresh);
        connect(m_document, &CampaignDocument::forceRemoved, this, &AggregatesModel::refresh);
        // An undone removal brings the force back.
        connect(m_document, &CampaignDocument::forceInserted, this, &AggregatesModel::refresh);
    }
    refresh();
}

void AggregatesModel::refresh()
{
    beginResetModel();
    m_rows.clear();
    const LineFiguresCache *cache = m_document ? m_document->figures(m_forceId) : nullptr;
    m_totals = cache ? cache->aggregates() : ForceAggregates{};
    if (cache) {
        const ForceAggregates &a = m_totals;
        auto add = [this](AggregateFigure figure, const QString &label, const QString &value,
                          SpecialClass c = SpecialClass::Air) {
            m_rows.append({figure, c, label, value});
        };
        add(AggregateFigure::ForceTs, tr("Force TS"), formatTs(a.forceTs));
        const ForceEconomy economy = m_document->forceEconomy(m_forceId);
        if (const double factor = readinessTsFactor(economy); factor < 1) {
            m_rows.append({AggregateFigure::ForceTs, SpecialClass::Air, tr("Force TS at reduced readiness"),
                           formatTs(a.forceTs * factor), true});
        }
        add(AggregateFigure::TotalTs, tr("Total TS (support in full)"), formatTs(a.totalTs));
        add(AggregateFigure::Elements, tr("Elements"), QString::number(a.elements));
        for (SpecialClass c : allSpecialClasses)
            add(AggregateFigure::ClassTs, tr("%1 TS").arg(specialClassName(c)), formatTs(a.classTsOf(c)),
                c);
        for (SpecialClass c : allSpecialClasses) {
            if (a.neutralizeTsOf(c) > 0)
                add(AggregateFigure::NeutralizeTs, tr("Neutralize %1 TS").arg(specialClassName(c)),
                    formatTs(a.neutralizeTsOf(c)), c);
        }
        add(AggregateFigure::Wt, tr("WT"),
            a.untransportable > 0
                ? tr("%1 (+%2 not transportable)").arg(formatNumber(a.wt)).arg(a.untransportable)
                : formatNumber(a.wt));
        add(AggregateFigure::Transport, tr("Transport: capacity / immobile WT"),
            QStringLiteral("%1 / %2").arg(formatNumber(a.transportCapacity), formatNumber(a.immobileWt)));
        add(AggregateFigure::Raise, tr("Raise"), a.raise.toShortString());
        add(AggregateFigure::Maintain, tr("Maintain per month"), a.maintain.toShortString());
        if (a.impetuousElements > 0)
            add(AggregateFigure::Impetuous, tr("Impetuous share"), percent(a.impetuousPercent()));
        if (a.fanaticElements > 0)
            add(AggregateFigure::Fanatic, tr("Fanatic share"), percent(a.fanaticPercent()));
        if (a.disloyalTs > 0)
            add(AggregateFigure::Disloyal, tr("Disloyal share of TS"), percent(a.disloyalPercent()));
    }
    endResetModel();
}

int AggregatesModel::rowOf(AggregateFigure figure, SpecialClass specialClass) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows.at(i);
        const bool perClass = figure == AggregateFigure::ClassTs || figure == AggregateFigure::NeutralizeTs;
        if (row.figure == figure && (!perClass || row.specialClass == specialClass))
            return int(i);
    }
    return -1;
}

QString AggregatesModel::breakdown(const Row &row) const
{
    const LineFiguresCache *cache = m_document ? m_document->figures(m_forceId) : nullptr;
    if (!cache)
        return {};
    Breakdown b = explainAggregate(row.figure, row.specialClass, cache->figures(), m_totals);
    if (row.readinessHalved)
        b.add(tr("x 1/2: reduced readiness (or the month after it) halves TS = %1").arg(formatTs(m_totals.forceTs * 0.5)));
    if (b.steps.isEmpty())
        b.add(tr("No element of the force contributes."));
    return b.toText();
}

int AggregatesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AggregatesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FigureColumn::ColumnCount;
}

QVariant AggregatesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return section == FigureColumn::Figure ? tr("Figure") : tr("Value");
}

QVariant AggregatesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == FigureColumn::Figure ? row.label : row.value;
    case Qt::ToolTipRole:
    case int(Role::Breakdown):
        return breakdown(row);
    case Qt::TextAlignmentRole:
        return index.column() == FigureColumn::Value ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                                     : QVariant();
    case Qt::FontRole:
        if (row.figure == AggregateFigure::ForceTs) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    default:
        return {};
    }
}

} // namespace muster
