#pragma once

#include "battle/gurps/BattleSetup.h"
#include "battle/gurps/recon/ReconSkill.h"

#include <QGroupBox>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace muster {

class CampaignDocument;
class ForcePicker;

// One side of the Reconnaissance Contest: a campaign force (its commander's Strategy, its intelligence
// chief's Intelligence Analysis and its posture filled in from the campaign) or an estimated side known
// only by the skills the GM gives it; how it moves; and the figures its roster decides (Recon elements,
// flying, Terrain feature, Recon and Air superiority), each of which the GM may set instead. Shows the
// side's effective skill with its breakdown.
class ReconSideWidget : public QGroupBox
{
    Q_OBJECT

public:
    ReconSideWidget(const CampaignDocument *document, int side, qint64 forceId, QWidget *parent = nullptr);

    qint64 forceId() const; // 0: an estimated side
    gurps::ReconSide side() const;
    double rosterTs() const; // the roster's TS (0 for an estimated side): what an estimate of it is of
    // What the rosters say, for the "from the roster" choices; `facts` none: no roster to go on.
    void showRosterFigures(const std::optional<gurps::RosterFacts> &facts,
                           const gurps::ReconSuperiority &superiority, bool terrainHasFeature);
    void showSkill(const gurps::ReconSkill &skill);

signals:
    void changed();

private:
    void forcePicked();
    void suggestSpeed();
    void enableForPosture();
    QComboBox *overrideCombo(const QString &name, const QList<std::pair<QString, int>> &choices);

    const CampaignDocument *m_document;
    gurps::SideSetup m_roster; // the elements of the force picked
    ForcePicker *m_force;
    QLineEdit *m_name;
    QSpinBox *m_strategy;
    QSpinBox *m_intelligence;
    QComboBox *m_posture;
    QComboBox *m_forcedMarch;
    QComboBox *m_roads;
    QDoubleSpinBox *m_speed;
    QComboBox *m_locals;
    QSpinBox *m_gmModifier;
    QComboBox *m_reconElements;
    QComboBox *m_allFlying;
    QComboBox *m_terrainFeature;
    QComboBox *m_reconSuperiority;
    QComboBox *m_airSuperiority;
    QLabel *m_skill;
    QLabel *m_breakdown;
};

} // namespace muster
