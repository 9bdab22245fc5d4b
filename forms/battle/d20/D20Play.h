#pragma once

#include "battle/BattleWindow.h"
#include "battle/d20/D20Battle.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QScrollArea;
class QSpinBox;
class QVBoxLayout;

namespace muster {

class D20BoardView;

// The d20 strategic combat part of the battle window: the tile board on the left, and beside it the step the battle
// is at. In an army's turn: its champions' actions, then a unit's turn planned on the board (drag to move, right-click
// or [ ] to face) and in the form (facing, move, a second facing, engagements, action and target, with the attack's
// exact odds); a roll due with its modifiers and odds, the d20 typed or rolled; a pursuit to choose; the end.
class D20Play : public BattlePlay
{
    Q_OBJECT

public:
    explicit D20Play(BattleWindow *window);
    void showStep() override;
    D20BoardView *board() const { return m_board; }

private:
    d20::D20Battle &battle();
    void take(const d20::Step &step);
    void turnPage(QVBoxLayout *layout);
    void rollPage(QVBoxLayout *layout, const d20::PendingRoll &roll);
    void pursuitPage(QVBoxLayout *layout);
    void overPage(QVBoxLayout *layout);
    void unitPicked(std::optional<d20::UnitRef> unit);
    void moveRequested(d20::UnitRef unit, d20::Tile to);
    void facingRequested(d20::UnitRef unit, int facing);
    // The activation as the form has it now, and the board's picture of it.
    std::optional<d20::ActivationStep> planned() const;
    void refreshPlan();
    void endBattle();

    BattleWindow *m_window;
    D20BoardView *m_board;
    QScrollArea *m_pageScroll;
    QWidget *m_page = nullptr;
    QLabel *m_error;
    // The unit's turn being planned.
    QComboBox *m_unit = nullptr;
    QComboBox *m_face = nullptr;
    QCheckBox *m_moves = nullptr;
    QSpinBox *m_column = nullptr;
    QSpinBox *m_row = nullptr;
    QComboBox *m_faceAgain = nullptr;
    QListWidget *m_engage = nullptr;
    QComboBox *m_action = nullptr;
    QComboBox *m_target = nullptr;
    QListWidget *m_spared = nullptr;
    QLabel *m_planOdds = nullptr;
};

} // namespace muster
