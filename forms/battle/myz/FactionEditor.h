#pragma once

#include "battle/myz/Faction.h"

#include "battle/ForceDataEditor.h"

class QCheckBox;
class QComboBox;
class QLineEdit;
class QListWidget;
class QSpinBox;
class QTableWidget;

namespace muster {

class CampaignDocument;

// One faction of a MYZ battle as the GM enters it: name, Battle Level (typed or from a head count), its Ark, special
// units, Ark projects, stronghold and people. A campaign force can be brought in as a proposal to edit.
class FactionEditor : public ForceDataEditor
{
    Q_OBJECT

public:
    FactionEditor(const CampaignDocument *document, const QString &defaultName, QWidget *parent = nullptr);

    myz::Faction faction() const;
    void setFaction(const myz::Faction &faction);
    // What keeps the faction from being used, or empty.
    QString problem() const override;
    QByteArray data() const override;
    // Shows the faction of `forceId` the campaign keeps, or one proposed from its roster.
    void showForce(qint64 forceId) override;
    // Picking a force shows its faction at once (the dialog that keeps factions in the campaign).
    qint64 forceId() const override { return m_forceId; }

private:
    void proposeBattleLevel();

    const CampaignDocument *m_document;
    qint64 m_forceId = 0; // the campaign force the faction is, once one was brought in
    QLineEdit *m_name;
    QSpinBox *m_battleLevel;
    QSpinBox *m_fighters;
    QSpinBox *m_perLevel;
    QCheckBox *m_atArk;
    QCheckBox *m_combatReady;
    QLineEdit *m_units;
    QListWidget *m_projects;
    QComboBox *m_stronghold;
    QTableWidget *m_people;
};

// "artillery 1, cavalry 2, rotzilla 1" and back; the error names the entry that is wrong.
QString unitsText(const QMap<QString, int> &units);
std::optional<QMap<QString, int>> unitsFromText(const QString &text);
// "comprehend 3+2, sneak 4+1" and back.
QString skillsText(const QMap<myz::Skill, myz::SkillDice> &skills);
std::optional<QMap<myz::Skill, myz::SkillDice>> skillsFromText(const QString &text);

} // namespace muster
