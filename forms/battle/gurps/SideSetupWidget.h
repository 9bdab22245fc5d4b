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
class ForcePicker;

// One side of a battle: a campaign force or an estimate, the people present, and its situation. A GCS character
// sheet dropped on the people list adds its character, or puts him in the place of the person dropped on.
class SideSetupWidget : public QGroupBox
{
    Q_OBJECT

public:
    SideSetupWidget(const CampaignDocument *document, int side, QWidget *parent = nullptr);

    gurps::SideSetup side() const;
    void selectForce(qint64 forceId);
    // "Three-Sided Battles": a second force loosely supporting the first, fought as a single force.
    qint64 allyForceId() const; // 0 without an ally
    void selectAlly(qint64 forceId); // 0 for none
    // The extra Strategy modifier for limited coordination (gurps::alliedCommandPenalty) with an ally, else 0.
    int commandPenalty() const;

signals:
    void changed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override; // drops on the people list

private:
    void forcePicked();
    void fillAllies();
    void allyPicked();
    void combineAllies(); // m_fromForce, the people and the default name from the main force and the ally
    void addPerson(const gurps::Person &person);
    void setPerson(int row, const gurps::Person &person);
    gurps::Person personAt(int row) const;
    void takeGcsSheet(const QString &path, int row); // row -1: a new person
    QString staffNote() const;
    void updateSummary();

    const CampaignDocument *m_document;
    int m_side;
    gurps::SideSetup m_fromForce; // the roster part of the side when a force is picked (with its ally's)
    gurps::SideSetup m_mainForce; // the picked force alone
    QString m_alliance;           // the breakdown of the allied force, empty without an ally
    ForcePicker *m_force;
    QComboBox *m_ally;
    QLabel *m_allianceInfo;
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
