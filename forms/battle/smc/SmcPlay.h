#pragma once

#include "battle/BattleWindow.h"
#include "battle/smc/SmcBattle.h"

class QLabel;
class QScrollArea;
class QTableWidget;
class QVBoxLayout;

namespace muster {

class SmcBoard;

// The Simplified Mass Combat part of the battle window: the board of both armies above, and below it the step the
// battle is at: every unit's declaration for the turn, the roll due with its pools and exact odds (faces typed or
// rolled), or the end with the aftermath. A step the rules refuse stays on its page with the reason in red.
class SmcPlay : public BattlePlay
{
    Q_OBJECT

public:
    explicit SmcPlay(BattleWindow *window);
    void showStep() override;

private:
    smc::SmcBattle &battle();
    void take(const smc::Step &step);
    void declarePage(QVBoxLayout *layout);
    void rollPage(QVBoxLayout *layout, const smc::PendingRoll &roll);
    void overPage(QVBoxLayout *layout);
    void engageFromBoard(smc::UnitRef unit, int enemy);
    smc::DeclareStep declarations() const;
    void endBattle();

    BattleWindow *m_window;
    SmcBoard *m_board;
    QScrollArea *m_pageScroll;
    QWidget *m_page = nullptr;
    QTableWidget *m_declarations = nullptr;
    QList<smc::UnitRef> m_rows;
    QLabel *m_error;
};

} // namespace muster
