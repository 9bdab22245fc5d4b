#include "TransportTable.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {

TransportTable::TransportTable(const QList<TravelElement> &elements, QWidget *parent)
    : QWidget(parent), m_elements(elements)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    m_automatic = new QCheckBox(tr("A&utomatic: the fastest assignment, leg by leg"));
    m_automatic->setObjectName(QStringLiteral("transportAutomatic"));
    m_automatic->setChecked(true);
    m_automatic->setToolTip(tr("Untick, or edit a row, to order the transport by hand"));
    m_add = new QPushButton(tr("Add Rid&e"));
    m_add->setObjectName(QStringLiteral("addTransport"));
    m_remove = new QPushButton(tr("Remo&ve Ride"));
    m_remove->setObjectName(QStringLiteral("removeTransport"));
    bar->addWidget(m_automatic);
    bar->addStretch();
    bar->addWidget(m_add);
    bar->addWidget(m_remove);
    layout->addLayout(bar);
    m_table = new QTableWidget(0, ColumnCount);
    m_table->setObjectName(QStringLiteral("transport"));
    m_table->setHorizontalHeaderLabels({tr("Leg"), tr("Carried line"), tr("Carrier line"), tr("Count")});
    m_table->horizontalHeaderItem(Count)->setToolTip(tr("How many elements of the carried line ride"));
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Carried, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(Carrier, QHeaderView::Stretch);
    m_table->setTabKeyNavigation(false); // Tab moves through the rows' fields and on out of the table
    layout->addWidget(m_table);

    connect(m_automatic, &QCheckBox::toggled, this, &TransportTable::changed);
    connect(m_add, &QPushButton::clicked, this, [this] {
        const auto carrier = std::find_if(m_elements.cbegin(), m_elements.cend(),
                                          [](const TravelElement &e) { return e.line.transport > 0; });
        const auto carried = std::find_if(m_elements.cbegin(), m_elements.cend(),
                                          [](const TravelElement &e) { return e.line.wt.has_value(); });
        if (carrier == m_elements.cend() || carried == m_elements.cend())
            return; // nothing in this force can carry or be carried
        addRow({-1, {carried->line.lineId, carrier->line.lineId, 1}});
        editedByHand();
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_table->rowCount() == 0)
            return;
        const QList<Row> before = rows();
        QList<Row> after = before;
        after.removeAt(m_table->currentRow() >= 0 ? m_table->currentRow() : after.size() - 1);
        setRows(after);
        editedByHand();
    });
}

QList<QWidget *> TransportTable::focusOrder() const
{
    QList<QWidget *> order = {m_automatic, m_add, m_remove, m_table};
    for (int row = 0; row < m_table->rowCount(); ++row) {
        for (int column = 0; column < ColumnCount; ++column)
            order << m_table->cellWidget(row, column);
    }
    return order;
}

bool TransportTable::isAutomatic() const
{
    return m_automatic->isChecked();
}

void TransportTable::setLegCount(int legs)
{
    if (legs == m_legs)
        return;
    m_legs = legs;
    // Rows for a leg that is gone go with it; the others' leg lists are made anew.
    QList<Row> kept = rows();
    kept.removeIf([legs](const Row &row) { return row.leg >= legs; });
    m_table->setRowCount(0);
    for (const Row &row : std::as_const(kept))
        addRow(row);
}

void TransportTable::applyTo(MarchOrder &order) const
{
    if (isAutomatic())
        return;
    TransportAssignment everyLeg;
    QList<TransportAssignment> ofLeg(order.legs.size());
    bool legsOfTheirOwn = false;
    for (const Row &row : rows()) {
        if (row.leg < 0) {
            everyLeg << row.entry;
        } else if (row.leg < ofLeg.size()) {
            ofLeg[row.leg] << row.entry;
            legsOfTheirOwn = true;
        }
    }
    order.transport = everyLeg;
    if (!legsOfTheirOwn)
        return;
    for (qsizetype leg = 0; leg < order.legs.size(); ++leg) {
        if (!ofLeg.at(leg).isEmpty())
            order.legs[leg].transport = everyLeg + ofLeg.at(leg);
    }
}

void TransportTable::showAutomatic(const MarchPlan &plan)
{
    if (!isAutomatic() || plan.legs.isEmpty())
        return;
    const bool same = std::all_of(plan.legs.cbegin(), plan.legs.cend(), [&](const LegPlan &leg) {
        return leg.speed.transport == plan.legs.constFirst().speed.transport;
    });
    QList<Row> shown;
    for (int leg = 0; leg < (same ? 1 : plan.legs.size()); ++leg) {
        for (const TransportEntry &entry : plan.legs.at(leg).speed.transport)
            shown << Row{same ? -1 : leg, entry};
    }
    setRows(shown);
}

void TransportTable::editedByHand()
{
    const QSignalBlocker blocker(m_automatic);
    m_automatic->setChecked(false);
    emit changed();
}

QList<TransportTable::Row> TransportTable::rows() const
{
    QList<Row> list;
    for (int row = 0; row < m_table->rowCount(); ++row)
        list << Row{comboAt(row, Leg)->currentData().toInt(),
                    {comboAt(row, Carried)->currentData().toLongLong(),
                     comboAt(row, Carrier)->currentData().toLongLong(), countAt(row)->value()}};
    return list;
}

void TransportTable::setRows(const QList<Row> &rows)
{
    // Only changes are redrawn: rebuilding the widgets would lose the GM's place in the table.
    if (rows.size() == m_table->rowCount()) {
        bool same = true;
        const QList<Row> current = this->rows();
        for (qsizetype i = 0; i < rows.size() && same; ++i)
            same = rows.at(i).leg == current.at(i).leg && rows.at(i).entry == current.at(i).entry;
        if (same)
            return;
    }
    m_table->setRowCount(0);
    for (const Row &row : rows)
        addRow(row);
}

void TransportTable::addRow(const Row &rowData)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto *leg = new QComboBox;
    fillLegCombo(leg, rowData.leg);
    auto *carried = new QComboBox;
    auto *carrier = new QComboBox;
    for (const TravelElement &e : std::as_const(m_elements)) {
        if (e.line.wt)
            carried->addItem(e.line.name, e.line.lineId);
        if (e.line.transport > 0)
            carrier->addItem(e.line.name, e.line.lineId);
    }
    carried->setCurrentIndex(carried->findData(rowData.entry.carriedLineId));
    carrier->setCurrentIndex(carrier->findData(rowData.entry.carrierLineId));
    auto *count = new QSpinBox;
    count->setRange(1, 1'000'000'000);
    count->setValue(int(rowData.entry.count));
    const QList<QWidget *> widgets = {leg, carried, carrier, count};
    const QStringList names = {QStringLiteral("transportLeg%1"), QStringLiteral("transportCarried%1"),
                               QStringLiteral("transportCarrier%1"), QStringLiteral("transportCount%1")};
    for (int column = 0; column < ColumnCount; ++column) {
        widgets.at(column)->setObjectName(names.at(column).arg(row));
        m_table->setCellWidget(row, column, widgets.at(column));
    }
    limitCount(row);
    for (QComboBox *combo : {leg, carried, carrier})
        connect(combo, &QComboBox::currentIndexChanged, this, &TransportTable::editedByHand);
    connect(carried, &QComboBox::currentIndexChanged, this, [this, carried] {
        for (int r = 0; r < m_table->rowCount(); ++r) {
            if (m_table->cellWidget(r, Carried) == carried)
                limitCount(r);
        }
    });
    connect(count, &QSpinBox::valueChanged, this, &TransportTable::editedByHand);
}

// No more of a line can ride than the line has.
void TransportTable::limitCount(int row)
{
    const qint64 lineId = comboAt(row, Carried)->currentData().toLongLong();
    for (const TravelElement &e : std::as_const(m_elements)) {
        if (e.line.lineId == lineId)
            countAt(row)->setMaximum(int(std::clamp<qint64>(e.line.count, 1, 1'000'000'000)));
    }
}

void TransportTable::fillLegCombo(QComboBox *combo, int leg) const
{
    combo->addItem(tr("Every leg"), -1);
    for (int i = 0; i < m_legs; ++i)
        combo->addItem(tr("Leg %1").arg(i + 1), i);
    combo->setCurrentIndex(std::max(0, combo->findData(leg)));
}

QComboBox *TransportTable::comboAt(int row, int column) const
{
    return qobject_cast<QComboBox *>(m_table->cellWidget(row, column));
}

QSpinBox *TransportTable::countAt(int row) const
{
    return qobject_cast<QSpinBox *>(m_table->cellWidget(row, Count));
}

} // namespace muster
