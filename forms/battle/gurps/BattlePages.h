#pragma once

#include "battle/gurps/BattleSetup.h"

#include <QWizardPage>

#include <array>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTableWidget;
class QTextBrowser;

namespace muster {

class BattleWizard;
class ForecastPanel;
class SideSetupWidget;
class SpecialBattleBox;
class StepPanel;

// The two sides and the battle's name.
class SidesPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit SidesPage(BattleWizard *wizard);
    QString battleName() const;
    gurps::SideSetup side(int s) const;
    int commandPenalty(int s) const; // -1 for limited coordination when the side has an allied force
    void selectForce(int s, qint64 forceId); // 0: an estimated force
    bool validatePage() override;

private:
    BattleWizard *m_wizard;
    QLineEdit *m_name;
    std::array<SideSetupWidget *, 2> m_sides{};
    QLabel *m_error;
};

// How the battle starts, the conditions, and the Defense Bonus.
class ConditionsPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit ConditionsPage(BattleWizard *wizard);
    void initializePage() override;
    void applyTo(gurps::BattleSetup &setup) const;
    void preset(const gurps::BattleStart &start, const gurps::BattleConditions &conditions);
    bool validatePage() override;

private:
    void fillStartOptions(const QString &first, const QString &second);
    void suggestDefenseBonus();
    BattleWizard *m_wizard;
    QComboBox *m_start;
    QComboBox *m_kind;
    QComboBox *m_terrain;
    QCheckBox *m_night;
    QCheckBox *m_weather;
    QCheckBox *m_dense;
    QComboBox *m_river;
    QComboBox *m_riverDefender;
    std::array<QSpinBox *, 2> m_defenseBonus{};
    QLabel *m_suggestion;
    SpecialBattleBox *m_special;
    QLabel *m_specialError;
};

// Before the battle: TS, Basic Strategy Modifiers, Defense Bonus, Impetuous and Fanatic, round length,
// and the intelligence each commander starts with. Committing starts the battle.
class BeforePage : public QWizardPage
{
    Q_OBJECT
public:
    explicit BeforePage(BattleWizard *wizard);
    void initializePage() override;
    bool validatePage() override;
    // The GM's word on who takes part: Air Combat elements in range, elements carried into the battle, and
    // elements put in or kept out regardless of the rules (the "Who fights" table).
    void applyTo(gurps::BattleSetup &setup) const;

private:
    void fillRoles(const gurps::BattleSetup &setup);
    void updateText();
    BattleWizard *m_wizard;
    QTableWidget *m_roles;
    QTextBrowser *m_text;
    ForecastPanel *m_forecast;
};

// The rounds: one panel per step of the engine, until the battle is over.
class RoundPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit RoundPage(BattleWizard *wizard);
    void initializePage() override;
    bool isComplete() const override;

private:
    void refresh();
    void checkRolls(); // a typed roll the dice cannot make holds the step back
    void act();
    void splitSubordinateCommand();
    BattleWizard *m_wizard;
    QLabel *m_header;
    QStackedWidget *m_panels;
    QList<StepPanel *> m_stepPanels; // by BattleStep
    QPushButton *m_action;
    QPushButton *m_undo;
    QPushButton *m_subordinate;
    QLabel *m_notice; // what another dialog did to the battle
    QLabel *m_error;
    QLabel *m_rollProblem;
    QTextBrowser *m_log;
};

} // namespace muster
