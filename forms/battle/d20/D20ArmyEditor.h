#pragma once

#include "battle/ForceDataEditor.h"
#include "battle/d20/Army.h"

class QLineEdit;
class QTableWidget;

namespace muster {

class CampaignDocument;

// One army of d20 strategic combat as the GM enters it: its name, a table of units (type, attack modifier, Defense,
// damage, Health, range increment, morale modifier, conditions) and its battlefield champions (and the unit each has
// joined). A campaign force can be brought in: the army the campaign keeps for it, or one proposed from its roster.
// Where the units stand is the set-up's to say.
class D20ArmyEditor : public ForceDataEditor
{
    Q_OBJECT

public:
    D20ArmyEditor(const CampaignDocument *document, const QString &defaultName, QWidget *parent = nullptr);

    d20::Army army() const;
    void setArmy(const d20::Army &army);
    QString problem() const override;
    QByteArray data() const override;
    void showForce(qint64 forceId) override;
    qint64 forceId() const override { return m_forceId; }

private:
    void addUnit();
    void setUnitRow(int row, const d20::Unit &unit);

    const CampaignDocument *m_document;
    qint64 m_forceId = 0;
    QLineEdit *m_name;
    QTableWidget *m_units;
    QTableWidget *m_champions;
};

} // namespace muster
