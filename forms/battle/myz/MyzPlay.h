#pragma once

#include "battle/BattleWindow.h"
#include "battle/myz/MyzBattle.h"

#include <functional>

class QLabel;
class QPushButton;
class QScrollArea;

namespace muster {

// The MYZ part of the battle window: the page of the step the battle is at, from Reconnaissance to the End Phase,
// each taken as one saved step. A step the rules refuse stays on its page with the reason in red.
class MyzPlay : public BattlePlay
{
    Q_OBJECT

public:
    explicit MyzPlay(BattleWindow *window);
    void showStep() override;

private:
    myz::MyzBattle &battle();
    // The page's button: `make` builds the step from the fields (or gives a problem to show instead).
    QPushButton *addTakeButton(const QString &text, const QString &objectName,
                               std::function<std::optional<myz::Step>(QString &problem)> make);
    void take(const myz::Step &step);
    void reconnaissancePage();
    void initiativePage();
    void riskPage();
    void strategyPage();
    void actionPage();
    void battlePage();
    void supportPage();
    void endPage();
    void successorPage();
    void overPage();
    QWidget *poolsBox();

    BattleWindow *m_window;
    QScrollArea *m_scroll;
    QWidget *m_page = nullptr;
    QLabel *m_error;
};

} // namespace muster
