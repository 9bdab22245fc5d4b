#pragma once

#include "battle/gurps/BattleSetup.h"
#include "battle/gurps/CommandSplits.h"
#include "common/Result.h"

#include <QDialog>
#include <QList>

#include <array>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace muster {

class CampaignDocument;

// "Three-Sided Battles", three mutually hostile forces: A fights B, B fights C and C fights A. The GM
// picks the three campaign forces, how each divides its elements between its two enemies, and how each
// commander secretly splits the -4 of split command between his two Strategy rolls; OK starts the three
// battles and saves them to the campaign, to be fought one by one from the Battles panel.
class ThreeWayBattleDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ThreeWayBattleDialog(CampaignDocument *document, QWidget *parent = nullptr);

    // The three battles as the dialog now describes them (A against B, B against C, C against A), or
    // what to fix.
    Result<std::array<gurps::BattleSetup, 3>> battles() const;
    // The battles saved by OK, in the order above.
    const QList<qint64> &savedBattleIds() const { return m_saved; }

    void accept() override;

private:
    // One of the three forces: its roster lines and how they divide, and its commander's split.
    struct ForceColumn
    {
        QGroupBox *box = nullptr;
        QComboBox *force = nullptr;
        QTableWidget *lines = nullptr;
        QList<QSpinBox *> againstNext; // one per element line of `side`
        QLabel *commander = nullptr;
        QComboBox *split = nullptr;
        QCheckBox *lowReadiness = nullptr;
        QCheckBox *encamped = nullptr;
        gurps::SideSetup side; // the whole force, from its roster
    };

    QWidget *buildForce(int i);
    QWidget *buildConditions();
    void forcePicked(int i);
    void updateNames();
    void updateRemainders(int i);
    void refresh();
    Result<std::array<gurps::ThreeWayShare, 3>> shares() const;
    gurps::BattleSetup baseSetup() const;
    QString forceName(int i) const;

    CampaignDocument *m_document;
    std::array<ForceColumn, 3> m_forces;
    QComboBox *m_terrain = nullptr;
    QCheckBox *m_night = nullptr;
    QCheckBox *m_badWeather = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_error = nullptr;
    QPushButton *m_ok = nullptr;
    QList<qint64> m_saved;
};

} // namespace muster
