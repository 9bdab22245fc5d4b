#pragma once

#include "operations/TravelMarchPlan.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace muster {

// Who rides on whom: one row per carried line, carrier line and count, for every leg or for one leg. While
// "Automatic" is ticked the rows show the assignment the planner chose (the fastest, leg by leg); editing
// any row, or adding or removing one, makes the rows the GM's order.
class TransportTable : public QWidget
{
    Q_OBJECT

public:
    enum Column { Leg, Carried, Carrier, Count, ColumnCount };

    explicit TransportTable(const QList<TravelElement> &elements, QWidget *parent = nullptr);

    bool isAutomatic() const;
    void setLegCount(int legs);
    // The GM's rows into the order: rows for every leg make the march's assignment; a leg with rows of
    // its own rides on those and the every-leg rows together. Automatic: nothing (the planner chooses).
    void applyTo(MarchOrder &order) const;
    // Shows the planner's choice while automatic; one set of rows when every leg has the same.
    void showAutomatic(const MarchPlan &plan);
    QTableWidget *table() const { return m_table; }
    // The fields in the order Tab should visit them: the buttons, the table, then each row's fields.
    QList<QWidget *> focusOrder() const;

signals:
    void changed();

private:
    struct Row
    {
        int leg = -1; // -1: every leg
        TransportEntry entry;
    };
    void addRow(const Row &row);
    QList<Row> rows() const;
    void setRows(const QList<Row> &rows);
    void editedByHand();
    void fillLegCombo(QComboBox *combo, int leg) const;
    void limitCount(int row);
    QComboBox *comboAt(int row, int column) const;
    QSpinBox *countAt(int row) const;

    QList<TravelElement> m_elements;
    int m_legs = 1;
    QCheckBox *m_automatic;
    QPushButton *m_add;
    QPushButton *m_remove;
    QTableWidget *m_table;
};

} // namespace muster
