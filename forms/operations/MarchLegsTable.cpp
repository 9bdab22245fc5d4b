#include "MarchLegsTable.h"

#include "OperationsSupport.h"
#include "battle/RollField.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

namespace muster {

namespace {

QTableWidgetItem *checkItem(const QString &toolTip)
{
    auto *item = new QTableWidgetItem;
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
    item->setCheckState(Qt::Unchecked);
    item->setToolTip(toolTip);
    return item;
}

constexpr char exactMilesProperty[] = "exactMiles";

QTableWidgetItem *figureItem()
{
    auto *item = new QTableWidgetItem;
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

} // namespace

MarchLegsTable::MarchLegsTable(DistanceUnit unit, QWidget *parent) : QWidget(parent), m_unit(unit)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    m_add = new QPushButton(tr("&Add Leg"));
    m_add->setObjectName(QStringLiteral("addLeg"));
    m_remove = new QPushButton(tr("Remove Le&g"));
    m_remove->setObjectName(QStringLiteral("removeLeg"));
    m_unitCombo = new QComboBox;
    m_unitCombo->setObjectName(QStringLiteral("distanceUnit"));
    m_unitCombo->setToolTip(tr("How this campaign measures distances (kept with the campaign)"));
    for (DistanceUnit u : allDistanceUnits)
        m_unitCombo->addItem(u == DistanceUnit::Miles ? tr("miles") : tr("kilometres"), int(u));
    m_unitCombo->setCurrentIndex(m_unitCombo->findData(int(unit)));
    auto *unitLabel = new QLabel(tr("Distances &in:"));
    unitLabel->setBuddy(m_unitCombo);
    bar->addWidget(m_add);
    bar->addWidget(m_remove);
    bar->addStretch();
    bar->addWidget(unitLabel);
    bar->addWidget(m_unitCombo);
    layout->addLayout(bar);

    m_table = new QTableWidget(0, ColumnCount);
    m_table->setObjectName(QStringLiteral("legs"));
    m_table->setHorizontalHeaderLabels({tr("Route"), tr("Distance"), tr("Night"), tr("Bad weather"),
                                        tr("Forced"), tr("Sea 5d"), tr("Speed"), tr("Time")});
    m_table->horizontalHeaderItem(Forced)->setToolTip(
        tr("This leg is a forced march, at the pace set below"));
    m_table->horizontalHeaderItem(SeaWeather)
        ->setToolTip(tr("Bad weather at sea: Sea elements without All-Weather lose 5d x 10 miles a day"));
    m_table->horizontalHeaderItem(Speed)->setToolTip(
        tr("The force's speed on the leg; the tooltip says why"));
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Route, QHeaderView::Stretch);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    // Tab leaves the table for the row's fields and the rest of the dialog; arrows and Space reach the
    // checkboxes.
    m_table->setTabKeyNavigation(false);
    layout->addWidget(m_table);

    connect(m_add, &QPushButton::clicked, this, [this] {
        addLeg(RouteKind::OffRoad, 10);
        m_table->setCurrentCell(m_table->rowCount() - 1, Route);
        routeAt(m_table->rowCount() - 1)->setFocus();
        emit changed();
    });
    connect(m_remove, &QPushButton::clicked, this, &MarchLegsTable::removeCurrentLeg);
    connect(m_unitCombo, &QComboBox::currentIndexChanged, this,
            [this] { setUnit(DistanceUnit(m_unitCombo->currentData().toInt())); });
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (item->column() == Night || item->column() == BadWeather || item->column() == Forced)
            emit changed();
    });
}

void MarchLegsTable::addLeg(RouteKind route, double distance)
{
    const QSignalBlocker blocker(m_table);
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto *routes = new QComboBox;
    for (RouteKind kind : allRouteKinds)
        routes->addItem(capitalized(routeKindName(kind)), int(kind));
    routes->setCurrentIndex(routes->findData(int(route)));
    m_table->setCellWidget(row, Route, routes);
    auto *miles = new QDoubleSpinBox;
    miles->setRange(0, 100'000);
    miles->setDecimals(1);
    miles->setSuffix(QLatin1Char(' ') + distanceUnitSymbol(m_unit));
    miles->setValue(distance);
    m_table->setCellWidget(row, Distance, miles);
    m_table->setItem(row, Night, checkItem(tr("Night: off-road speed halved for elements without Night")));
    m_table->setItem(row, BadWeather,
                     checkItem(tr("Bad weather: dirt roads count as off-road; Coastal "
                                  "elements stop; Sea elements slow down")));
    m_table->setItem(row, Forced,
                     checkItem(tr("Forced march on this leg: faster, at the risk of casualties")));
    auto *seaRoll = new RollField(5, 0);
    seaRoll->setEnabled(false);
    m_table->setCellWidget(row, SeaWeather, seaRoll);
    m_table->setItem(row, Speed, figureItem());
    m_table->setItem(row, Time, figureItem());
    renameRowWidgets();
    connect(routes, &QComboBox::currentIndexChanged, this, &MarchLegsTable::changed);
    connect(miles, &QDoubleSpinBox::valueChanged, this, &MarchLegsTable::changed);
    connect(seaRoll, &RollField::rollChanged, this, &MarchLegsTable::changed);
    m_remove->setEnabled(m_table->rowCount() > 1);
}

void MarchLegsTable::removeCurrentLeg()
{
    // A march has at least one leg.
    if (m_table->rowCount() <= 1)
        return;
    const int row = m_table->currentRow() >= 0 ? m_table->currentRow() : m_table->rowCount() - 1;
    m_table->removeRow(row);
    renameRowWidgets();
    m_remove->setEnabled(m_table->rowCount() > 1);
    emit changed();
}

// The widgets are named by row (tests and accessibility find them so); removing a row renumbers them.
void MarchLegsTable::renameRowWidgets()
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        routeAt(row)->setObjectName(QStringLiteral("legRoute%1").arg(row));
        distanceAt(row)->setObjectName(QStringLiteral("legDistance%1").arg(row));
        seaRollAt(row)->setObjectName(QStringLiteral("legSeaRoll%1").arg(row));
        routeAt(row)->setAccessibleName(tr("Leg %1 route").arg(row + 1));
        distanceAt(row)->setAccessibleName(tr("Leg %1 distance").arg(row + 1));
    }
}

QList<QWidget *> MarchLegsTable::focusOrder() const
{
    QList<QWidget *> order = {m_add, m_remove, m_unitCombo, m_table};
    for (int row = 0; row < m_table->rowCount(); ++row)
        order << routeAt(row) << distanceAt(row) << seaRollAt(row);
    return order;
}

int MarchLegsTable::legCount() const
{
    return m_table->rowCount();
}

void MarchLegsTable::setUnit(DistanceUnit unit)
{
    if (unit == m_unit)
        return;
    // The distances stay the same on the ground; only the figures change.
    for (int row = 0; row < m_table->rowCount(); ++row) {
        QDoubleSpinBox *spin = distanceAt(row);
        const QSignalBlocker blocker(spin);
        const double miles = milesAt(row);
        spin->setSuffix(QLatin1Char(' ') + distanceUnitSymbol(unit));
        spin->setValue(roundedDistance(miles, unit));
        // The figure shown is rounded; the march keeps the distance exact (60 miles must stay 2 days at 30
        // miles a day, not become 60.02 miles and a third day) until the GM types another.
        spin->setProperty(exactMilesProperty, miles);
    }
    m_unit = unit;
    emit unitChanged(unit);
    emit changed();
}

QList<MarchLeg> MarchLegsTable::legs(double forcedPace) const
{
    QList<MarchLeg> legs;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        MarchLeg leg;
        leg.route = RouteKind(routeAt(row)->currentData().toInt());
        leg.miles = milesAt(row);
        leg.conditions.night = checkedAt(row, Night);
        leg.conditions.badWeather = checkedAt(row, BadWeather);
        leg.conditions.forcedMarch = checkedAt(row, Forced) ? forcedPace : 1.0;
        leg.conditions.seaWeatherRoll = seaRollAt(row)->value();
        legs << leg;
    }
    return legs;
}

void MarchLegsTable::prepareSeaWeather(bool marchBadWeather, dice::DiceSource &dice)
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        RollField *roll = seaRollAt(row);
        const QSignalBlocker blocker(roll);
        const bool needed = isWaterRoute(RouteKind(routeAt(row)->currentData().toInt())) &&
                            (marchBadWeather || checkedAt(row, BadWeather));
        roll->setEnabled(needed);
        if (needed && roll->isAcceptable()) // what the dice cannot make waits for the GM
            roll->valueOrRoll(dice);
        else
            roll->setTypedValue(std::nullopt);
    }
}

void MarchLegsTable::showPlan(const MarchPlan *plan)
{
    const QSignalBlocker blocker(m_table);
    for (int row = 0; row < m_table->rowCount(); ++row) {
        QTableWidgetItem *speed = m_table->item(row, Speed);
        QTableWidgetItem *time = m_table->item(row, Time);
        const LegPlan *leg = plan && row < plan->legs.size() ? &plan->legs.at(row) : nullptr;
        if (!leg) {
            speed->setText(tr("-"));
            speed->setToolTip(QString());
            time->setText(tr("-"));
            continue;
        }
        Breakdown breakdown = leg->speed.breakdown;
        if (m_unit != DistanceUnit::Miles && leg->speed.speed > 0)
            breakdown.add(tr("= %1").arg(speedText(leg->speed.speed, m_unit)));
        speed->setText(leg->speed.speed > 0 ? speedText(leg->speed.speed, m_unit) : tr("cannot move"));
        speed->setToolTip(breakdown.toText());
        const bool reached = plan->arrives() || row < plan->blockedLeg;
        time->setText(leg->blocked() ? tr("blocked") : reached ? formatDaysHours(leg->days) : tr("-"));
        time->setToolTip(tr("%1 days").arg(formatNumber(leg->days)));
    }
}

QComboBox *MarchLegsTable::routeAt(int row) const
{
    return qobject_cast<QComboBox *>(m_table->cellWidget(row, Route));
}

QDoubleSpinBox *MarchLegsTable::distanceAt(int row) const
{
    return qobject_cast<QDoubleSpinBox *>(m_table->cellWidget(row, Distance));
}

RollField *MarchLegsTable::seaRollAt(int row) const
{
    return qobject_cast<RollField *>(m_table->cellWidget(row, SeaWeather));
}

double MarchLegsTable::milesAt(int row) const
{
    const QDoubleSpinBox *spin = distanceAt(row);
    const QVariant exact = spin->property(exactMilesProperty);
    if (exact.isValid() && qAbs(roundedDistance(exact.toDouble(), m_unit) - spin->value()) < 1e-9)
        return exact.toDouble();
    return toMiles(spin->value(), m_unit);
}

bool MarchLegsTable::checkedAt(int row, int column) const
{
    return m_table->item(row, column)->checkState() == Qt::Checked;
}

} // namespace muster
