#pragma once

#include "dice/DiceSource.h"
#include "operations/TravelForcedMarch.h"

#include <QGroupBox>

class QGridLayout;
class QLabel;
class QSpinBox;

namespace muster {

class RollField;

// The quartermaster's daily Administration rolls of a forced march (rule book, "Forced March"): one
// field per day, typed from real dice or rolled by the program as soon as the day appears, so that the
// plan always shows the dice it uses.
class ForcedMarchRollsBox : public QGroupBox
{
    Q_OBJECT

public:
    ForcedMarchRollsBox(const QString &quartermaster, int administration, QWidget *parent = nullptr);

    int administration() const;
    // Makes one field per day; a new field, or one set back to "roll", is rolled now.
    void setDays(qsizetype days, dice::DiceSource &dice);
    QList<int> rolls() const;
    QList<QWidget *> focusOrder() const; // the skill, then the day's rolls
    // What each roll was against and what came of it.
    void showRolls(const QList<ForcedMarchRoll> &rolls);

signals:
    void changed();

private:
    QSpinBox *m_administration;
    QLabel *m_none;
    QGridLayout *m_grid;
    QList<QLabel *> m_labels;
    QList<RollField *> m_fields;
};

} // namespace muster
