#pragma once

#include "dice/DiceSource.h"
#include "battle/gurps/recon/ReconContest.h"
#include "battle/gurps/recon/ReconWinner.h"

#include <QDialog>

#include <array>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTextBrowser;

namespace muster {

class BattleWizard;
class CampaignDocument;
class ReconSideWidget;
class RollField;

// The Reconnaissance Contest (rule book, "Reconnaissance Operations") of two forces: the conditions and
// Terrain Rating, each side's effective skill with its breakdown, the exact chance of every outcome before
// anyone rolls, the Quick Contest (rolled or typed in), the outcome and what the winner may do, and the
// hand-over to the battle dialog as the battle's starting situation.
class ReconDialog : public QDialog
{
    Q_OBJECT

public:
    // `forceId`: the force of the first side (the one selected in the main window), if any.
    ReconDialog(CampaignDocument *document, qint64 forceId, QWidget *parent = nullptr);

    gurps::ReconSetup setup() const;
    Status resolve();
    const std::optional<gurps::ReconOutcome> &outcome() const { return m_outcome; }
    // Opens the battle dialog as the contest left the battle; none when the winner avoids battle.
    Result<BattleWizard *> startBattle();

private:
    QWidget *buildConditions();
    QWidget *buildContest();
    void fillVariants();
    void refresh();
    void rollsChanged();
    void checkRolls(); // a typed roll the dice cannot make holds Resolve back
    void clearOutcome();
    void showOutcome();

    CampaignDocument *m_document;
    QComboBox *m_terrain;
    QComboBox *m_variant;
    QComboBox *m_time;
    QCheckBox *m_badWeather;
    QCheckBox *m_landCampaign;
    QLabel *m_terrainRating;
    std::array<ReconSideWidget *, 2> m_sides{};
    QTableWidget *m_odds;
    QLabel *m_oddsTotal;
    std::array<QLabel *, 2> m_rollLabels{};
    std::array<RollField *, 2> m_rolls{};
    RollField *m_tieRoll;
    QPushButton *m_resolve;
    QLabel *m_rollProblem;
    bool m_setupValid = false;
    QTextBrowser *m_outcomeText;
    QComboBox *m_choice;
    QPushButton *m_startBattle;
    QLabel *m_error;
    dice::DiceSource m_dice;
    std::optional<gurps::ReconOutcome> m_outcome;
    gurps::WinnerOptions m_options;
};

} // namespace muster
