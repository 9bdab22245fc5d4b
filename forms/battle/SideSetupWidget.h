#pragma once

#include "battle/gurps/BattleSetup.h"

#include <QGroupBox>

#include <array>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace muster {

class CampaignDocument;

// One side of a battle: a campaign force or an estimate, the people present, and its situation.
class SideSetupWidget : public QGroupBox
{
    Q_OBJECT

public:
    SideSetupWidget(const CampaignDocument *document, int side, QWidget *parent = nullptr);

    gurps::SideSetup side() const;
    void selectForce(qint64 forceId);

signals:
    void changed();

private:
    void forcePicked();
    void addPerson(const gurps::Person &person);
    void updateSummary();

    const CampaignDocument *m_document;
    int m_side;
    gurps::SideSetup m_fromForce; // the roster part of the side when a force is picked
    QComboBox *m_force;
    QLineEdit *m_name;
    QWidget *m_estimateBox;
    QDoubleSpinBox *m_estimateTs;
    QSpinBox *m_estimateElements;
    QDoubleSpinBox *m_estimateRaise;
    std::array<QDoubleSpinBox *, specialClassCount> m_estimateClass{};
    QLabel *m_summary;
    QTableWidget *m_people;
    QCheckBox *m_encamped;
    QCheckBox *m_lowReadiness;
    QSpinBox *m_startingCasualties;
};

} // namespace muster
