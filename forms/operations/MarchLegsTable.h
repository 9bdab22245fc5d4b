#pragma once

#include "dice/DiceSource.h"
#include "operations/ForcePosture.h"
#include "operations/TravelMarchPlan.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QPushButton;
class QTableWidget;

namespace muster {

class RollField;

// The legs of a march order, one row each: the route, the distance in the campaign's unit, the leg's own
// night, bad weather and forced march, and the 5d that bad weather at sea takes (typed or rolled). Once the
// march is planned each row shows the leg's speed (its breakdown in the tooltip) and time.
class MarchLegsTable : public QWidget
{
    Q_OBJECT

public:
    enum Column { Route, Distance, Night, BadWeather, Forced, SeaWeather, Speed, Time, ColumnCount };

    explicit MarchLegsTable(DistanceUnit unit, QWidget *parent = nullptr);

    void addLeg(RouteKind route, double distance); // in the unit shown
    int legCount() const;
    DistanceUnit unit() const { return m_unit; }

    // The legs in miles. A leg ticked Forced marches at `forcedPace`.
    QList<MarchLeg> legs(double forcedPace) const;
    // Bad weather at sea needs a 5d roll on each water leg it falls on (`marchBadWeather`: the whole
    // march's weather): typed by the GM, or rolled now so that the plan shows the dice it used. Other
    // legs have no roll to make.
    void prepareSeaWeather(bool marchBadWeather, dice::DiceSource &dice);
    void showPlan(const MarchPlan *plan); // nullptr: no plan (an error)
    QTableWidget *table() const { return m_table; }
    // The fields in the order Tab should visit them: the buttons, the table, then each row's fields.
    QList<QWidget *> focusOrder() const;

signals:
    void changed();
    void unitChanged(DistanceUnit unit);

private:
    void setUnit(DistanceUnit unit);
    void removeCurrentLeg();
    void renameRowWidgets();
    QComboBox *routeAt(int row) const;
    QDoubleSpinBox *distanceAt(int row) const;
    RollField *seaRollAt(int row) const;
    double milesAt(int row) const;
    bool checkedAt(int row, int column) const;

    DistanceUnit m_unit;
    QTableWidget *m_table;
    QComboBox *m_unitCombo;
    QPushButton *m_add;
    QPushButton *m_remove;
};

} // namespace muster
