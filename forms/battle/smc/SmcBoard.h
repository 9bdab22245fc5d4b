#pragma once

#include "battle/smc/SmcBattle.h"

#include <QWidget>

#include <optional>

namespace muster {

// The two armies of a Simplified Mass Combat battle side by side, each unit a card: its Magnitude as pips (hollow
// for levels lost), a Health bar for the current level, Power, Battle Plans, Drill, Morale and Might, and its state
// (engaged with whom, in flight, destroyed). Lines join engaged units; the roll due is outlined. While actions are
// declared, dragging a unit's card onto an enemy's asks to engage it (or, for a ranged unit or one already engaged,
// to Clash with it).
class SmcBoard : public QWidget
{
    Q_OBJECT

public:
    explicit SmcBoard(QWidget *parent = nullptr);

    void setBattle(const smc::SmcBattle *battle);
    void setDragEnabled(bool enabled) { m_dragEnabled = enabled; }
    QRect cardRect(smc::UnitRef unit) const;
    std::optional<smc::UnitRef> unitAt(const QPoint &point) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

signals:
    void engageDragged(smc::UnitRef unit, int enemy);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    void paintCard(QPainter &painter, smc::UnitRef ref) const;
    QString cardToolTip(smc::UnitRef ref) const;

    const smc::SmcBattle *m_battle = nullptr;
    bool m_dragEnabled = false;
    std::optional<smc::UnitRef> m_dragFrom;
    QPoint m_dragPoint;
};

} // namespace muster
