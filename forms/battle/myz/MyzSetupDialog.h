#pragma once

#include "battle/myz/Steps.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace muster {

class CampaignDocument;
class FactionEditor;

// The set-up of a MYZ mass combat: the battle's name, the ground, a siege or not, and the two factions.
class MyzSetupDialog : public QDialog
{
    Q_OBJECT

public:
    MyzSetupDialog(const CampaignDocument *document, QWidget *parent = nullptr);

    myz::BattleSetup setup() const;
    void accept() override;

private:
    QLineEdit *m_name;
    QComboBox *m_terrain;
    QComboBox *m_siege;
    QCheckBox *m_waterway;
    QCheckBox *m_reconnaissance;
    QCheckBox *m_perPair;
    FactionEditor *m_factions[2];
    QLabel *m_error;
};

} // namespace muster
