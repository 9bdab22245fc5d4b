#pragma once

#include "battle/myz/MyzBattle.h"
#include "dice/DiceSource.h"

#include <QGroupBox>

class QComboBox;
class QLabel;
class QListWidget;
class QSpinBox;

namespace muster {

class FacesField;

// A person's skill roll in a phase: who rolls which skill, who helps (+1 die each), mutation points (2 per six),
// and the dice, typed or rolled; the counts follow the person's skill, this Wave's Risk and `modifier`.
class PersonRollBox : public QGroupBox
{
    Q_OBJECT

public:
    PersonRollBox(const QString &title, const myz::MyzBattle &battle, int side, QList<myz::Skill> skills,
                  int defaultPerson, int modifier, const QString &objectName, QWidget *parent = nullptr);

    QString problem() const;
    myz::PersonRoll roll(dice::DiceSource &dice) const;

private:
    // The people ticked as helpers, less the one who rolls.
    QList<int> helpers() const;
    void updateCounts();

    const myz::MyzBattle &m_battle;
    int m_side;
    int m_modifier;
    QComboBox *m_person;
    QComboBox *m_skill;
    QListWidget *m_helpers;
    QSpinBox *m_mutation;
    FacesField *m_base;
    FacesField *m_skillDice;
    QLabel *m_counts;
};

} // namespace muster
