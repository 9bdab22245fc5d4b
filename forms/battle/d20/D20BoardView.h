#pragma once

#include "battle/d20/D20Battle.h"

#include <QGraphicsView>

#include <optional>

namespace muster {

// The tile board of d20 strategic combat: square tiles with the GM's terrain, each army's reinforcement zones (hatched
// when an enemy blocks one), unit tokens with a facing arrow, a Health bar and condition badges, and lines between
// engaged units. Selecting a unit shows its facing arc and its range. Zoom with Ctrl and the wheel or Ctrl+plus/minus;
// pan with the scroll bars or the middle button. Dragging a token onto a tile asks to move it there; right-click or
// the [ and ] keys turn the selected unit. In painting mode a click paints the chosen terrain (or clears it).
class D20BoardView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit D20BoardView(QWidget *parent = nullptr);

    // Shows the battle as it stands; what the GM has asked for and not yet taken (a move, a facing) shows as planned.
    void setBattle(const d20::D20Battle *battle);
    // A board alone, for the set-up: its terrain and the armies' zones and units where they start.
    void setSetup(const d20::BattleSetup *setup);
    void setPlanned(std::optional<d20::UnitRef> unit, std::optional<d20::Tile> moveTo, std::optional<int> facing);
    std::optional<d20::UnitRef> selected() const { return m_selected; }
    void select(std::optional<d20::UnitRef> unit);
    // Painting mode: a click or drag paints `kind` on tiles (an empty kind clears them).
    void setPainting(bool painting, const QString &kind = {});

    static constexpr int tilePixels = 48;
    QPointF tileCenter(d20::Tile tile) const;
    std::optional<d20::Tile> tileAt(const QPoint &viewPoint) const;
    void zoomBy(double factor);
    // Paints everything once into an image of the board's size: what the benchmark times.
    void renderFull(QPainter &painter);

signals:
    void unitSelected(std::optional<d20::UnitRef> unit);
    void moveRequested(d20::UnitRef unit, d20::Tile to);
    void facingRequested(d20::UnitRef unit, int facing);
    void tilePainted(d20::Tile tile);

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    const d20::Board &board() const;
    const d20::Army &army(int index) const;
    int unitCount(int army) const;
    d20::Tile positionOf(d20::UnitRef ref) const;
    int facingOf(d20::UnitRef ref) const;
    std::optional<d20::UnitRef> unitOn(d20::Tile tile) const;
    void paintTiles(QPainter &painter, const QRectF &rect) const;
    void paintTokens(QPainter &painter) const;
    void paintToken(QPainter &painter, d20::UnitRef ref) const;
    void paintSelection(QPainter &painter) const;
    QString tokenToolTip(d20::UnitRef ref) const;
    void turnSelected(int by);
    // Until the GM zooms, the whole board fits the view.
    void fitBoard();

    const d20::D20Battle *m_battle = nullptr;
    const d20::BattleSetup *m_setup = nullptr;
    std::optional<d20::UnitRef> m_selected;
    std::optional<d20::UnitRef> m_plannedUnit;
    std::optional<d20::Tile> m_plannedMove;
    std::optional<int> m_plannedFacing;
    std::optional<d20::UnitRef> m_dragging;
    QPointF m_dragAt;
    bool m_panning = false;
    QPoint m_panFrom;
    bool m_painting = false;
    QString m_paintKind;
    bool m_zoomed = false;
};

} // namespace muster
