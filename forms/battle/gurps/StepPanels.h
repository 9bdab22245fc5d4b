#pragma once

#include "battle/Chance.h"

#include "battle/gurps/BattleEngine.h"
#include "dice/DiceSource.h"

#include <QList>
#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QRadioButton;
class QSpinBox;
class QStackedWidget;
class QTableWidget;
class QToolButton;

namespace muster {

class ForecastPanel;
class RollField;

// One step of a battle round in the wizard: shows what the engine asks for and turns the GM's input
// into the step's decision, rolling every die the GM left to the program.
class StepPanel : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;
    virtual void load(const gurps::BattleEngine &engine) = 0;
    virtual Result<gurps::Decision> decision(dice::DiceSource &dice) = 0;
    virtual QString actionText() const = 0;

protected:
    const gurps::BattleEngine *m_engine = nullptr;
};

// Before the first round: the revolt roll of a side with many Disloyal elements.
class DisloyalPanel : public StepPanel
{
    Q_OBJECT
public:
    explicit DisloyalPanel(QWidget *parent = nullptr);
    void load(const gurps::BattleEngine &engine) override;
    Result<gurps::Decision> decision(dice::DiceSource &dice) override;
    QString actionText() const override;

private:
    std::array<QLabel *, 2> m_labels{};
    std::array<RollField *, 2> m_rolls{};
};

// Steps 1-2: light and weather, Risk for everyone, Heroism rolls; or the end of the battle by agreement.
class OpenRoundPanel : public StepPanel
{
    Q_OBJECT
public:
    explicit OpenRoundPanel(QWidget *parent = nullptr);
    void load(const gurps::BattleEngine &engine) override;
    Result<gurps::Decision> decision(dice::DiceSource &dice) override;
    QString actionText() const override;

private:
    void updateTargets();
    QCheckBox *m_night;
    QCheckBox *m_weather;
    QCheckBox *m_endByAgreement;
    QComboBox *m_agreedWinner;
    QGridLayout *m_grid;
    struct Row
    {
        int side;
        int person;
        QSpinBox *risk;
        RollField *heroism; // null when the person rolls no Heroism
        QLabel *target;
    };
    QList<Row> m_rows;
    QList<QWidget *> m_rowWidgets;
};

// Step 3: each side's secret strategy, with the odds of every pair.
class StrategiesPanel : public StepPanel
{
    Q_OBJECT
public:
    explicit StrategiesPanel(QWidget *parent = nullptr);
    void load(const gurps::BattleEngine &engine) override;
    Result<gurps::Decision> decision(dice::DiceSource &dice) override;
    QString actionText() const override;

private:
    void updateLeadership(int side);
    void fillMatrix();
    void updateForecast();
    std::array<QLabel *, 2> m_titles{};
    std::array<QComboBox *, 2> m_choices{};
    std::array<QStackedWidget *, 2> m_stacks{};
    std::array<QToolButton *, 2> m_hide{};
    std::array<QLabel *, 2> m_leadershipLabels{};
    std::array<RollField *, 2> m_leadership{};
    QTableWidget *m_matrix;
    ForecastPanel *m_forecast;
};

// Special cases: accept a Parley, or seize the momentum and change strategy.
class RespondPanel : public StepPanel
{
    Q_OBJECT
public:
    explicit RespondPanel(QWidget *parent = nullptr);
    void load(const gurps::BattleEngine &engine) override;
    Result<gurps::Decision> decision(dice::DiceSource &dice) override;
    QString actionText() const override;

private:
    QLabel *m_text;
    QCheckBox *m_accept;
    QComboBox *m_change;
    QLabel *m_leadershipLabel;
    RollField *m_leadership;
};

// Step 4: effective skills with their breakdown, the odds of each result, and the Quick Contest.
class RollPanel : public StepPanel
{
    Q_OBJECT
public:
    explicit RollPanel(QWidget *parent = nullptr);
    void load(const gurps::BattleEngine &engine) override;
    Result<gurps::Decision> decision(dice::DiceSource &dice) override;
    QString actionText() const override;

private:
    void updateSkills();
    std::array<QLabel *, 2> m_titles{};
    std::array<QSpinBox *, 2> m_circumstances{};
    std::array<QLabel *, 2> m_skills{};
    std::array<RollField *, 2> m_rolls{};
    QTableWidget *m_odds;
};

// Steps 5-6: the round's result, Misfortunes of War, a new commander, Rally.
class EndRoundPanel : public StepPanel
{
    Q_OBJECT
public:
    explicit EndRoundPanel(QWidget *parent = nullptr);
    void load(const gurps::BattleEngine &engine) override;
    Result<gurps::Decision> decision(dice::DiceSource &dice) override;
    QString actionText() const override;

private:
    void updateChances();
    QLabel *m_result;
    QCheckBox *m_raid;
    QGridLayout *m_grid;
    struct Row
    {
        int side;
        int person;
        QLabel *chance;
        RollField *roll;
        QCheckBox *surrender;
        RollField *injury;
    };
    QList<Row> m_rows;
    QList<QWidget *> m_rowWidgets;
    std::array<QLabel *, 2> m_successorLabels{};
    std::array<RollField *, 2> m_successor{};
    std::array<QLabel *, 2> m_rallyLabels{};
    std::array<RollField *, 2> m_rally{};
};

// After the battle: the winner's Leadership roll or 1d reaction, pursue or hold the field.
class PursuitPanel : public StepPanel
{
    Q_OBJECT
public:
    explicit PursuitPanel(QWidget *parent = nullptr);
    void load(const gurps::BattleEngine &engine) override;
    Result<gurps::Decision> decision(dice::DiceSource &dice) override;
    QString actionText() const override;

private:
    QLabel *m_text;
    RollField *m_leadership;
    QRadioButton *m_pursue;
    QRadioButton *m_hold;
    RollField *m_reaction;
    RollField *m_logistics;
};

} // namespace muster
