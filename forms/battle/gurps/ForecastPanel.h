#pragma once

#include "battle/gurps/BattleEngine.h"
#include "battle/gurps/forecast/Forecast.h"

#include <QGroupBox>
#include <QList>

#include <array>
#include <optional>

class QComboBox;
class QGridLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;
class QVBoxLayout;

namespace muster {

class CasualtiesChart;

// How the whole battle ends (core/battle/gurps/forecast): a bar per ending with its chance and standard error, a
// chart of each side's final casualties, the expected rounds and hours, each commander's chance to fall, and the
// advisor's best strategies on request. Each side fights this round as the GM has it and later rounds by the
// strategy and Risk chosen here; the forecast follows every change.
class ForecastPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit ForecastPanel(QWidget *parent = nullptr);

    // The battle from where it stands; `thisRound` is each side's choice for the round at hand, if made.
    void setBattle(const gurps::BattleEngine &engine, std::array<std::optional<gurps::StrategyChoice>, 2> thisRound);
    void setThisRound(std::array<std::optional<gurps::StrategyChoice>, 2> thisRound);
    // Nothing to forecast, and why: "hidden while a side's choice is hidden", "no battle yet".
    void showNothing(const QString &why);
    const gurps::BattleForecast &forecast() const { return m_forecast; }

private:
    void scheduleUpdate();
    void update();
    void advise();
    gurps::BattlePolicies policies() const;

    std::optional<gurps::BattleEngine> m_engine;
    std::array<std::optional<gurps::StrategyChoice>, 2> m_thisRound;
    gurps::BattleForecast m_forecast;
    std::array<QLabel *, 2> m_sideLabels{};
    std::array<QComboBox *, 2> m_later{};
    std::array<QSpinBox *, 2> m_risk{};
    QWidget *m_figures;
    QGridLayout *m_bars;
    QList<QWidget *> m_barRows; // the labels and bars of the endings shown
    CasualtiesChart *m_chart;
    QLabel *m_chartLabel;
    QLabel *m_summary;
    QLabel *m_method;
    QLabel *m_nothing;
    QPushButton *m_advise;
    QLabel *m_advice;
    QTimer *m_delay;
};

} // namespace muster
