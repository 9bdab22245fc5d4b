#pragma once

#include "battle/smc/Army.h"

#include "battle/ForceDataEditor.h"

class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace muster {

class CampaignDocument;

// One army of Simplified Mass Combat as the GM enters it: name, commander, response speed and a table of its units
// (Magnitude, Health, Power, Drill, Morale, Might, Battle Plans, ranged, leader with Leadership and Tactics). A
// campaign force can be brought in: the army the campaign keeps for it, or one proposed from its roster.
class ArmyEditor : public ForceDataEditor
{
    Q_OBJECT

public:
    ArmyEditor(const CampaignDocument *document, const QString &defaultName, QWidget *parent = nullptr);

    smc::Army army() const;
    void setArmy(const smc::Army &army);
    // What keeps the army from being used under `options`, as "First army, units[2].health: ...", or empty.
    QString problemUnder(const smc::SmcOptions &options) const;
    QString problem() const override { return problemUnder({}); }
    QByteArray data() const override;
    // Shows the army of `forceId` the campaign keeps, or one proposed from its roster.
    void showForce(qint64 forceId) override;
    qint64 forceId() const override { return m_forceId; }

private:
    void addUnit();
    void setUnitRow(int row, const smc::Unit &unit);

    const CampaignDocument *m_document;
    qint64 m_forceId = 0;
    QLineEdit *m_name;
    QLineEdit *m_commander;
    QSpinBox *m_speed;
    QTableWidget *m_units;
};

} // namespace muster
