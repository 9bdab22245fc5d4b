#pragma once

#include "battle/smc/Steps.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace muster {

class ArmyEditor;
class CampaignDocument;

// The set-up of a Simplified Mass Combat battle: its name, the rule options of the dice, and the two armies.
class SmcSetupDialog : public QDialog
{
    Q_OBJECT

public:
    SmcSetupDialog(const CampaignDocument *document, QWidget *parent = nullptr);

    smc::BattleSetup setup() const;
    ArmyEditor *armyEditor(int army) const { return m_armies[army]; }
    void accept() override;

private:
    smc::SmcOptions options() const;

    QLineEdit *m_name;
    QSpinBox *m_healthPerMagnitude;
    QSpinBox *m_successTarget;
    QCheckBox *m_tensTwice;
    QSpinBox *m_flurry;
    ArmyEditor *m_armies[2];
    QLabel *m_error;
};

} // namespace muster
