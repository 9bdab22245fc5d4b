#pragma once

#include "dice/DiceSource.h"
#include "operations/TravelMarchPlan.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTextBrowser;

namespace muster {

class CampaignDocument;
class ForcedMarchRollsBox;
class MarchLegsTable;
class TransportTable;

// "Plan March" for one force (rule book, Chapter 4, "Forces in Motion"): the legs, the conditions of the
// whole march, who rides on whom, who stays behind, and the forced-march rolls; the plan is worked out
// as the GM types (speed per leg with its breakdown, days and hours, arrival date, casualties, the
// march's Reconnaissance Contest modifiers). "Execute March" moves the force, as one undoable step.
class MarchDialog : public QDialog
{
    Q_OBJECT

public:
    MarchDialog(CampaignDocument *document, qint64 forceId, QWidget *parent = nullptr);

    MarchOrder order() const;
    // The plan of the order as it stands; none while the order has an error (shown in the dialog).
    const std::optional<MarchPlan> &plan() const { return m_plan; }
    Status executeMarch();

private:
    QWidget *buildConditions();
    QWidget *buildArrival();
    void refresh();
    void updateTabOrder();
    void showError(const Error &error);
    void showLeftBehindCandidates(const MarchPlan &plan);
    QList<LineCount> leftBehind() const;

    CampaignDocument *m_document;
    qint64 m_forceId;
    QList<TravelElement> m_elements;
    std::optional<Error> m_rosterError; // a roster line whose figures are invalid: nothing to plan
    MarchLegsTable *m_legs;
    TransportTable *m_transport;
    ForcedMarchRollsBox *m_rolls;
    QCheckBox *m_night;
    QCheckBox *m_badWeather;
    QCheckBox *m_forced;
    QDoubleSpinBox *m_pace;
    QCheckBox *m_hostile;
    QCheckBox *m_noSecurity;
    QCheckBox *m_civilians;
    QCheckBox *m_poorlyMapped;
    QCheckBox *m_tiedToRoads;
    QListWidget *m_leftBehind;
    QLabel *m_leftBehindNote;
    QTextBrowser *m_report;
    QLineEdit *m_destination;
    QComboBox *m_posture;
    QCheckBox *m_advanceDate;
    QLabel *m_error;
    QPushButton *m_execute;
    QPushButton *m_cancel;
    dice::DiceSource m_dice;
    quint64 m_planSeed; // the dice the planner would roll with, the same on every refresh
    std::optional<MarchPlan> m_plan;
    bool m_refreshing = false;
};

} // namespace muster
