#include "D20BoardView.h"

#include "battle/d20/D20RuleSet.h"

#include <QGraphicsScene>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

namespace muster {

using namespace d20;

namespace {

constexpr double px = D20BoardView::tilePixels;

QColor armyColor(int army)
{
    return army == 0 ? QColor(0x1e, 0x88, 0xe5) : QColor(0xe5, 0x39, 0x35);
}

// The GM names terrain freely: the usual kinds get their colours, any other a colour of its own from its name.
QColor terrainColor(const QString &kind)
{
    const QString k = kind.toLower();
    if (k.contains(QLatin1String("forest")) || k.contains(QLatin1String("wood")))
        return QColor(0x38, 0x8e, 0x3c);
    if (k.contains(QLatin1String("hill")) || k.contains(QLatin1String("mountain")))
        return QColor(0x8d, 0x6e, 0x63);
    if (k.contains(QLatin1String("river")) || k.contains(QLatin1String("water")) || k.contains(QLatin1String("lake")))
        return QColor(0x1e, 0x88, 0xe5);
    if (k.contains(QLatin1String("swamp")) || k.contains(QLatin1String("marsh")))
        return QColor(0x6d, 0x7a, 0x3a);
    if (k.contains(QLatin1String("road")))
        return QColor(0xbc, 0xaa, 0x84);
    return QColor::fromHsv(int(qHash(k) % 360), 110, 170);
}

QRectF tileRect(Tile t)
{
    return QRectF(t.x() * px, t.y() * px, px, px);
}

const Board emptyBoard;
const Army emptyArmy;

} // namespace

D20BoardView::D20BoardView(QWidget *parent) : QGraphicsView(parent)
{
    setScene(new QGraphicsScene(this));
    setRenderHint(QPainter::Antialiasing);
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    setFocusPolicy(Qt::StrongFocus);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setCacheMode(QGraphicsView::CacheNone);
}

const Board &D20BoardView::board() const
{
    return m_battle ? m_battle->setup().board : m_setup ? m_setup->board : emptyBoard;
}

const Army &D20BoardView::army(int index) const
{
    return m_battle ? m_battle->setup().armies[index] : m_setup ? m_setup->armies[index] : emptyArmy;
}

int D20BoardView::unitCount(int index) const
{
    return int(army(index).units.size());
}

Tile D20BoardView::positionOf(UnitRef ref) const
{
    if (m_battle)
        return m_battle->onBoard(ref) ? m_battle->state(ref).position : reserve;
    return army(ref.army).units.at(ref.unit).position;
}

int D20BoardView::facingOf(UnitRef ref) const
{
    if (m_plannedUnit && *m_plannedUnit == ref && m_plannedFacing)
        return *m_plannedFacing;
    return m_battle ? m_battle->state(ref).facing : army(ref.army).units.at(ref.unit).facing;
}

std::optional<UnitRef> D20BoardView::unitOn(Tile tile) const
{
    for (int a = 0; a < 2; ++a)
        for (int i = 0; i < unitCount(a); ++i)
            if (positionOf({a, i}) == tile)
                return UnitRef{a, i};
    return std::nullopt;
}

void D20BoardView::setBattle(const D20Battle *battle)
{
    m_battle = battle;
    m_setup = nullptr;
    if (m_selected && (m_selected->unit >= unitCount(m_selected->army)))
        m_selected.reset();
    scene()->setSceneRect(0, 0, board().columns * px, board().rows * px);
    fitBoard();
    viewport()->update();
}

void D20BoardView::setSetup(const BattleSetup *setup)
{
    m_setup = setup;
    m_battle = nullptr;
    scene()->setSceneRect(0, 0, board().columns * px, board().rows * px);
    fitBoard();
    viewport()->update();
}

void D20BoardView::setPlanned(std::optional<UnitRef> unit, std::optional<Tile> moveTo, std::optional<int> facing)
{
    m_plannedUnit = unit;
    m_plannedMove = moveTo;
    m_plannedFacing = facing;
    viewport()->update();
}

void D20BoardView::select(std::optional<UnitRef> unit)
{
    m_selected = unit;
    viewport()->update();
    emit unitSelected(unit);
}

void D20BoardView::setPainting(bool painting, const QString &kind)
{
    m_painting = painting;
    m_paintKind = kind;
    viewport()->setCursor(painting ? Qt::CrossCursor : Qt::ArrowCursor);
}

QPointF D20BoardView::tileCenter(Tile tile) const
{
    return tileRect(tile).center();
}

std::optional<Tile> D20BoardView::tileAt(const QPoint &viewPoint) const
{
    const QPointF scenePoint = mapToScene(viewPoint);
    const Tile tile(int(std::floor(scenePoint.x() / px)), int(std::floor(scenePoint.y() / px)));
    return board().contains(tile) ? std::optional<Tile>(tile) : std::nullopt;
}

void D20BoardView::fitBoard()
{
    if (m_zoomed || sceneRect().isEmpty())
        return;
    const double scaleX = viewport()->width() / (sceneRect().width() + 8);
    const double scaleY = viewport()->height() / (sceneRect().height() + 8);
    const double fit = std::clamp(std::min(scaleX, scaleY), 0.2, 1.5);
    setTransform(QTransform::fromScale(fit, fit));
}

void D20BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    fitBoard();
}

void D20BoardView::zoomBy(double factor)
{
    m_zoomed = true;
    const double current = transform().m11();
    const double next = std::clamp(current * factor, 0.2, 4.0);
    scale(next / current, next / current);
}

void D20BoardView::renderFull(QPainter &painter)
{
    const QRectF all(0, 0, board().columns * px, board().rows * px);
    paintTiles(painter, all);
    paintTokens(painter);
    paintSelection(painter);
}

void D20BoardView::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, palette().color(QPalette::Window));
    paintTiles(*painter, rect);
}

void D20BoardView::drawForeground(QPainter *painter, const QRectF &)
{
    paintTokens(*painter);
    paintSelection(*painter);
}

void D20BoardView::paintTiles(QPainter &painter, const QRectF &rect) const
{
    const Board &b = board();
    const QRectF boardRect(0, 0, b.columns * px, b.rows * px);
    painter.fillRect(boardRect.intersected(rect), palette().color(QPalette::Base));
    QFont small = font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.75));
    painter.setFont(small);
    for (const TerrainTile &t : b.terrain) {
        const QRectF r = tileRect(t.tile);
        if (!r.intersects(rect))
            continue;
        QColor fill = terrainColor(t.kind);
        fill.setAlpha(110);
        painter.fillRect(r, fill);
        painter.setPen(palette().color(QPalette::Text));
        painter.drawText(r.adjusted(2, 1, -2, -1), Qt::AlignLeft | Qt::AlignTop, t.kind.left(1).toUpper());
    }
    for (int a = 0; a < 2; ++a) {
        for (int z = 0; z < army(a).zones.size(); ++z) {
            const QRect zone = army(a).zones.at(z);
            const QRectF r(zone.x() * px, zone.y() * px, zone.width() * px, zone.height() * px);
            QColor fill = armyColor(a);
            fill.setAlpha(40);
            painter.fillRect(r, fill);
            const bool blocked = m_battle && !m_battle->zoneWorks(a, z);
            painter.setPen(QPen(armyColor(a), 2, blocked ? Qt::DashLine : Qt::SolidLine));
            painter.setBrush(blocked ? QBrush(armyColor(1 - a), Qt::BDiagPattern) : Qt::NoBrush);
            painter.drawRect(r.adjusted(1, 1, -1, -1));
            painter.setBrush(Qt::NoBrush);
        }
    }
    // The grid: one line per column and row, not a rectangle per tile.
    painter.setPen(QPen(palette().color(QPalette::Mid), 0));
    const int firstColumn = std::max(0, int(rect.left() / px)), lastColumn = std::min(b.columns, int(rect.right() / px) + 1);
    const int firstRow = std::max(0, int(rect.top() / px)), lastRow = std::min(b.rows, int(rect.bottom() / px) + 1);
    for (int x = firstColumn; x <= lastColumn; ++x)
        painter.drawLine(QPointF(x * px, 0), QPointF(x * px, b.rows * px));
    for (int y = firstRow; y <= lastRow; ++y)
        painter.drawLine(QPointF(0, y * px), QPointF(b.columns * px, y * px));
}

void D20BoardView::paintTokens(QPainter &painter) const
{
    painter.setRenderHint(QPainter::Antialiasing);
    if (m_battle) {
        painter.setPen(QPen(palette().color(QPalette::WindowText), 3));
        for (int i = 0; i < unitCount(0); ++i)
            for (const int enemy : m_battle->engagedWith({0, i}))
                painter.drawLine(tileCenter(positionOf({0, i})), tileCenter(positionOf({1, enemy})));
    }
    for (int a = 0; a < 2; ++a)
        for (int i = 0; i < unitCount(a); ++i)
            if (positionOf({a, i}) != reserve)
                paintToken(painter, {a, i});
    // A planned move: a ghost of the token where it will go.
    if (m_plannedUnit && m_plannedMove && positionOf(*m_plannedUnit) != *m_plannedMove) {
        painter.setPen(QPen(armyColor(m_plannedUnit->army), 2, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        if (positionOf(*m_plannedUnit) != reserve)
            painter.drawLine(tileCenter(positionOf(*m_plannedUnit)), tileCenter(*m_plannedMove));
        painter.drawEllipse(tileCenter(*m_plannedMove), px * 0.38, px * 0.38);
    }
    if (m_dragging) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2, Qt::DashLine));
        painter.drawLine(tileCenter(positionOf(*m_dragging)), m_dragAt);
    }
}

void D20BoardView::paintToken(QPainter &painter, UnitRef ref) const
{
    const Unit &u = army(ref.army).units.at(ref.unit);
    const QPointF c = tileCenter(positionOf(ref));
    const double r = px * 0.38;
    painter.setPen(QPen(palette().color(QPalette::Base), 2));
    painter.setBrush(armyColor(ref.army));
    painter.drawEllipse(c, r, r);
    // The facing arrow, on the token's edge.
    const QPoint step = facingStep(facingOf(ref));
    const QPointF dir = QPointF(step) / std::hypot(step.x(), step.y());
    const QPointF normal(-dir.y(), dir.x());
    QPolygonF arrow{c + dir * (r + 7), c + dir * (r - 3) + normal * 6, c + dir * (r - 3) - normal * 6};
    painter.setBrush(palette().color(QPalette::WindowText));
    painter.setPen(Qt::NoPen);
    painter.drawPolygon(arrow);
    // Its initials, and its type as a mark: a dot for ranged, a square for artillery.
    QFont f = font();
    f.setBold(true);
    f.setPointSizeF(std::max(6.0, f.pointSizeF() * 0.8));
    painter.setFont(f);
    painter.setPen(Qt::white);
    QString initials;
    for (const QString &word : u.name.split(QLatin1Char(' '), Qt::SkipEmptyParts).mid(0, 2))
        initials += word.left(1).toUpper();
    painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter, initials);
    if (u.type != UnitType::Melee) {
        painter.setBrush(Qt::white);
        const QRectF mark(c.x() - 3, c.y() + r - 11, 6, 6);
        u.type == UnitType::Ranged ? painter.drawEllipse(mark) : painter.drawRect(mark);
    }
    // Health bar under the token.
    const int health = m_battle ? m_battle->state(ref).health : u.health;
    const double share = std::clamp(double(health) / std::max(1, u.maxHealth), 0.0, 1.0);
    const QRectF bar(c.x() - px * 0.4, c.y() + r + 1, px * 0.8, 4);
    painter.setPen(Qt::NoPen);
    painter.setBrush(palette().color(QPalette::Mid));
    painter.drawRect(bar);
    painter.setBrush(share > 0.5 ? QColor(0x43, 0xa0, 0x47) : share > 0.25 ? QColor(0xfb, 0x8c, 0x00) : QColor(0xc6, 0x28, 0x28));
    painter.drawRect(QRectF(bar.left(), bar.top(), bar.width() * share, bar.height()));
    // Condition badges: a letter each, across the top.
    const QStringList conditions = m_battle ? m_battle->state(ref).conditions : u.conditions;
    QFont tiny = font();
    tiny.setPointSizeF(std::max(5.0, tiny.pointSizeF() * 0.6));
    painter.setFont(tiny);
    for (int k = 0; k < conditions.size() && k < 4; ++k) {
        const QRectF badge(c.x() - px / 2 + 2 + k * 11, c.y() - px / 2 + 1, 10, 10);
        painter.setBrush(QColor(0x6a, 0x1b, 0x9a));
        painter.drawEllipse(badge);
        painter.setPen(Qt::white);
        painter.drawText(badge, Qt::AlignCenter, conditions.at(k).left(1).toUpper());
        painter.setPen(Qt::NoPen);
    }
    if (m_selected && *m_selected == ref) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(palette().color(QPalette::Highlight), 3));
        painter.drawEllipse(c, r + 4, r + 4);
    }
}

void D20BoardView::paintSelection(QPainter &painter) const
{
    if (!m_selected || positionOf(*m_selected) == reserve)
        return;
    const Unit &u = army(m_selected->army).units.at(m_selected->unit);
    const Tile at = m_plannedUnit && *m_plannedUnit == *m_selected && m_plannedMove ? *m_plannedMove : positionOf(*m_selected);
    const int facing = facingOf(*m_selected);
    QColor shade = palette().color(QPalette::Highlight);
    shade.setAlpha(45);
    if (u.type == UnitType::Melee) {
        painter.fillRect(tileRect(at + facingStep(facing)), shade);
        return;
    }
    // The arc it faces, out to its last range increment; darker bands mark each increment.
    const int reach = u.rangeIncrement * maxIncrement(u.type);
    const Board &b = board();
    for (int x = std::max(0, at.x() - reach); x <= std::min(b.columns - 1, at.x() + reach); ++x)
        for (int y = std::max(0, at.y() - reach); y <= std::min(b.rows - 1, at.y() + reach); ++y) {
            const Tile t(x, y);
            if (!faces(at, facing, t, u.type))
                continue;
            QColor band = shade;
            band.setAlpha(rangeIncrement(distance(at, t), u.rangeIncrement) % 2 ? 45 : 25);
            painter.fillRect(tileRect(t), band);
        }
}

QString D20BoardView::tokenToolTip(UnitRef ref) const
{
    const Unit &u = army(ref.army).units.at(ref.unit);
    QString text = tr("%1 (%2, %3)\nAttack %4, Defense %5, damage %6, range increment %7, morale %8")
                       .arg(u.name, army(ref.army).name, unitTypeName(u.type))
                       .arg(u.attack >= 0 ? QStringLiteral("+%1").arg(u.attack) : QString::number(u.attack))
                       .arg(u.defense)
                       .arg(u.damage)
                       .arg(u.rangeIncrement)
                       .arg(u.morale >= 0 ? QStringLiteral("+%1").arg(u.morale) : QString::number(u.morale));
    if (m_battle)
        text += QLatin1Char('\n') + unitStateText(*m_battle, ref) + QLatin1Char('\n') + tr("facing %1").arg(facingName(facingOf(ref)));
    return text;
}

bool D20BoardView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const auto tile = tileAt(help->pos());
        const auto unit = tile ? unitOn(*tile) : std::nullopt;
        if (unit)
            QToolTip::showText(help->globalPos(), tokenToolTip(*unit), viewport());
        else if (tile) {
            QString kind;
            for (const TerrainTile &t : board().terrain)
                if (t.tile == *tile)
                    kind = t.kind;
            QToolTip::showText(help->globalPos(), kind.isEmpty() ? tr("Column %1, row %2").arg(tile->x()).arg(tile->y())
                                                                 : tr("Column %1, row %2: %3").arg(tile->x()).arg(tile->y()).arg(kind),
                               viewport());
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QGraphicsView::viewportEvent(event);
}

void D20BoardView::mousePressEvent(QMouseEvent *event)
{
    const QPoint at = event->position().toPoint();
    if (event->button() == Qt::MiddleButton) {
        m_panning = true;
        m_panFrom = at;
        return;
    }
    const auto tile = tileAt(at);
    if (m_painting && event->button() == Qt::LeftButton) {
        if (tile)
            emit tilePainted(*tile);
        return;
    }
    const auto unit = tile ? unitOn(*tile) : std::nullopt;
    if (event->button() == Qt::RightButton) {
        if (unit) {
            select(unit);
            emit facingRequested(*unit, (facingOf(*unit) + (event->modifiers() & Qt::ShiftModifier ? 7 : 1)) % 8);
        }
        return;
    }
    if (event->button() == Qt::LeftButton) {
        select(unit);
        if (unit) {
            m_dragging = unit;
            m_dragAt = mapToScene(at);
        }
    }
}

void D20BoardView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint at = event->position().toPoint();
    if (m_panning) {
        const QPoint delta = at - m_panFrom;
        m_panFrom = at;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        return;
    }
    if (m_painting && (event->buttons() & Qt::LeftButton)) {
        if (const auto tile = tileAt(at))
            emit tilePainted(*tile);
        return;
    }
    if (m_dragging) {
        m_dragAt = mapToScene(at);
        viewport()->update();
    }
}

void D20BoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton) {
        m_panning = false;
        return;
    }
    if (!m_dragging)
        return;
    const UnitRef unit = *m_dragging;
    m_dragging.reset();
    viewport()->update();
    const auto tile = tileAt(event->position().toPoint());
    if (tile && *tile != positionOf(unit))
        emit moveRequested(unit, *tile);
}

void D20BoardView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        zoomBy(event->angleDelta().y() > 0 ? 1.15 : 1 / 1.15);
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void D20BoardView::turnSelected(int by)
{
    if (m_selected)
        emit facingRequested(*m_selected, (facingOf(*m_selected) + by + 8) % 8);
}

void D20BoardView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_BracketRight)
        turnSelected(1);
    else if (event->key() == Qt::Key_BracketLeft)
        turnSelected(-1);
    else if ((event->modifiers() & Qt::ControlModifier) && (event->key() == Qt::Key_Plus || event->key() == Qt::Key_Equal))
        zoomBy(1.25);
    else if ((event->modifiers() & Qt::ControlModifier) && event->key() == Qt::Key_Minus)
        zoomBy(0.8);
    else
        QGraphicsView::keyPressEvent(event);
}

} // namespace muster
