#include "SmcBoard.h"

#include "battle/smc/SmcRuleSet.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

namespace muster {

using namespace smc;

namespace {

constexpr int margin = 12;
constexpr int headerHeight = 26;
constexpr int cardWidth = 300;
constexpr int cardHeight = 78;
constexpr int cardGap = 10;
constexpr int columnGap = 100;

// The armies' colours read on a light and a dark palette alike.
QColor armyColor(int army)
{
    return army == 0 ? QColor(0x1e, 0x88, 0xe5) : QColor(0xe5, 0x39, 0x35);
}

} // namespace

SmcBoard::SmcBoard(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(false);
    setFocusPolicy(Qt::NoFocus);
}

void SmcBoard::setBattle(const SmcBattle *battle)
{
    m_battle = battle;
    m_dragFrom.reset();
    resize(sizeHint()); // the board sits in a scroll area, at its own size
    update();
}

QSize SmcBoard::sizeHint() const
{
    const int rows = m_battle ? std::max(m_battle->unitCount(0), m_battle->unitCount(1)) : 1;
    return {2 * margin + 2 * cardWidth + columnGap, 2 * margin + headerHeight + rows * (cardHeight + cardGap)};
}

QRect SmcBoard::cardRect(UnitRef unit) const
{
    const int x = margin + unit.army * (cardWidth + columnGap);
    const int y = margin + headerHeight + unit.unit * (cardHeight + cardGap);
    return {x, y, cardWidth, cardHeight};
}

std::optional<UnitRef> SmcBoard::unitAt(const QPoint &point) const
{
    if (!m_battle)
        return std::nullopt;
    for (int army = 0; army < 2; ++army)
        for (int i = 0; i < m_battle->unitCount(army); ++i)
            if (cardRect({army, i}).contains(point))
                return UnitRef{army, i};
    return std::nullopt;
}

void SmcBoard::paintEvent(QPaintEvent *)
{
    if (!m_battle)
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    QFont bold = font();
    bold.setBold(true);
    for (int army = 0; army < 2; ++army) {
        painter.setFont(bold);
        painter.setPen(armyColor(army));
        const QRect header(margin + army * (cardWidth + columnGap), margin, cardWidth, headerHeight - 6);
        painter.drawText(header, Qt::AlignLeft | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(m_battle->setup().armies[army].name, Qt::ElideRight, cardWidth));
    }
    painter.setFont(font());
    // Engagements first, so that the cards sit on their ends.
    const std::optional<PendingRoll> pending = m_battle->pendingRoll();
    for (int i = 0; i < m_battle->unitCount(0); ++i) {
        for (const int enemy : m_battle->engagedWith({0, i})) {
            const QRect a = cardRect({0, i}), b = cardRect({1, enemy});
            const bool due = pending && pending->kind == RollKind::Clash
                             && ((pending->unit == UnitRef{0, i} && pending->target == enemy)
                                 || (pending->unit == UnitRef{1, enemy} && pending->target == i));
            painter.setPen(QPen(due ? pal.color(QPalette::Highlight) : pal.color(QPalette::WindowText), due ? 3 : 2));
            painter.drawLine(QPoint(a.right(), a.center().y()), QPoint(b.left(), b.center().y()));
        }
    }
    // A Clash that engages, or a ranged one, shows as a dashed line until it is rolled.
    if (pending && pending->kind == RollKind::Clash && !m_battle->isEngaged(pending->unit, pending->target)) {
        const QRect a = cardRect(pending->unit), b = cardRect({1 - pending->unit.army, pending->target});
        painter.setPen(QPen(pal.color(QPalette::Highlight), 2, Qt::DashLine));
        const QRect &left = pending->unit.army == 0 ? a : b, &right = pending->unit.army == 0 ? b : a;
        painter.drawLine(QPoint(left.right(), left.center().y()), QPoint(right.left(), right.center().y()));
    }
    for (int army = 0; army < 2; ++army)
        for (int i = 0; i < m_battle->unitCount(army); ++i)
            paintCard(painter, {army, i});
    if (m_dragFrom) {
        painter.setPen(QPen(pal.color(QPalette::Highlight), 2, Qt::DashLine));
        painter.drawLine(cardRect(*m_dragFrom).center(), m_dragPoint);
    }
}

void SmcBoard::paintCard(QPainter &painter, UnitRef ref) const
{
    const Unit &u = m_battle->unit(ref);
    const UnitState &s = m_battle->state(ref);
    const QPalette &pal = palette();
    const QRect card = cardRect(ref);
    const std::optional<PendingRoll> pending = m_battle->pendingRoll();
    const bool rolls = pending && pending->unit == ref;
    const bool defends = pending && pending->kind == RollKind::Clash && ref.army != pending->unit.army
                         && ref.unit == pending->target;
    painter.save();
    if (s.destroyed)
        painter.setOpacity(0.45);
    QPainterPath path;
    path.addRoundedRect(QRectF(card).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
    painter.fillPath(path, pal.color(QPalette::Base));
    QPen border(rolls || defends ? pal.color(QPalette::Highlight) : pal.color(QPalette::Mid), rolls ? 3 : 1.5,
                defends && !rolls ? Qt::DashLine : Qt::SolidLine);
    painter.setPen(border);
    painter.drawPath(path);
    painter.fillRect(QRect(card.left() + 1, card.top() + 6, 5, card.height() - 12), armyColor(ref.army));

    const int left = card.left() + 12, right = card.right() - 8;
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(pal.color(QPalette::Text));
    const QFontMetrics fm(bold);
    const QString title = u.ranged ? tr("%1 (ranged)").arg(u.name) : u.name;
    painter.drawText(QRect(left, card.top() + 4, right - left, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                     fm.elidedText(title, Qt::ElideRight, right - left));
    painter.setFont(font());
    const QFontMetrics small(font());

    // Magnitude pips: a filled pip per level left, hollow for those lost.
    const int levels = std::max(u.strength.magnitude, s.strength.magnitude);
    const int pipY = card.top() + 8 + fm.height();
    const int pip = 8;
    for (int level = 0; level < levels; ++level) {
        const QRect dot(left + level * (pip + 3), pipY, pip, pip);
        painter.setPen(QPen(pal.color(QPalette::Text), 1));
        painter.setBrush(level < s.strength.magnitude ? QBrush(pal.color(QPalette::Text)) : Qt::NoBrush);
        painter.drawEllipse(dot);
    }
    // Health of the current level.
    const int perLevel = std::max(1, m_battle->options().healthPerMagnitude);
    const int barLeft = left + std::min(levels, 10) * (pip + 3) + 6;
    const QRect bar(barLeft, pipY, std::max(20, right - barLeft - 60), pip);
    painter.setPen(Qt::NoPen);
    painter.setBrush(pal.color(QPalette::Mid));
    painter.drawRect(bar);
    painter.setBrush(s.strength.health * 2 > perLevel ? QColor(0x43, 0xa0, 0x47) : QColor(0xfb, 0x8c, 0x00));
    painter.drawRect(QRect(bar.left(), bar.top(), bar.width() * std::clamp(s.strength.health, 0, perLevel) / perLevel,
                           bar.height()));
    painter.setPen(pal.color(QPalette::Text));
    painter.drawText(QRect(bar.right() + 4, pipY - 4, right - bar.right() - 4, pip + 8), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("M%1 H%2/%3").arg(s.strength.magnitude).arg(s.strength.health).arg(perLevel));

    const int statsY = pipY + pip + 4;
    const QString stats = tr("Power %1 \u00b7 Plans %2 \u00b7 Drill %3 \u00b7 Morale %4 \u00b7 Might %5")
                              .arg(u.power)
                              .arg(s.battlePlans)
                              .arg(u.drill)
                              .arg(u.morale)
                              .arg(u.might);
    painter.drawText(QRect(left, statsY, right - left, small.height()), Qt::AlignLeft | Qt::AlignVCenter,
                     small.elidedText(stats, Qt::ElideRight, right - left));
    const QString state = unitStateText(*m_battle, ref);
    painter.setPen(s.routing ? QColor(0xfb, 0x8c, 0x00) : pal.color(QPalette::PlaceholderText));
    painter.drawText(QRect(left, statsY + small.height() + 1, right - left, small.height()),
                     Qt::AlignLeft | Qt::AlignVCenter, small.elidedText(state, Qt::ElideRight, right - left));
    if (s.destroyed) {
        painter.setOpacity(1.0);
        painter.setPen(QPen(QColor(0xc6, 0x28, 0x28), 2));
        painter.drawLine(card.topLeft() + QPoint(8, 8), card.bottomRight() - QPoint(8, 8));
    }
    painter.restore();
}

QString SmcBoard::cardToolTip(UnitRef ref) const
{
    const Unit &u = m_battle->unit(ref);
    const UnitState &s = m_battle->state(ref);
    return tr("%1 (%2)\nMagnitude %3 of %4, Health %5 of %6 in this level\nPower %7, Battle Plans %8, Drill %9, "
              "Morale %10, Might %11\nLeader %12: Leadership %13, Tactics %14\n%15")
        .arg(u.name, m_battle->setup().armies[ref.army].name)
        .arg(s.strength.magnitude)
        .arg(u.strength.magnitude)
        .arg(s.strength.health)
        .arg(m_battle->options().healthPerMagnitude)
        .arg(u.power)
        .arg(s.battlePlans)
        .arg(u.drill)
        .arg(u.morale)
        .arg(u.might)
        .arg(u.leader.name.isEmpty() ? tr("unnamed") : u.leader.name)
        .arg(u.leader.leadership)
        .arg(u.leader.tactics)
        .arg(unitStateText(*m_battle, ref));
}

bool SmcBoard::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_battle) {
        auto *help = static_cast<QHelpEvent *>(event);
        if (const auto unit = unitAt(help->pos()))
            QToolTip::showText(help->globalPos(), cardToolTip(*unit), this, cardRect(*unit));
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void SmcBoard::mousePressEvent(QMouseEvent *event)
{
    const auto unit = unitAt(event->position().toPoint());
    if (m_dragEnabled && event->button() == Qt::LeftButton && unit && !m_battle->state(*unit).destroyed) {
        m_dragFrom = unit;
        m_dragPoint = event->position().toPoint();
        update();
    }
}

void SmcBoard::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_dragFrom)
        return;
    m_dragPoint = event->position().toPoint();
    update();
}

void SmcBoard::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_dragFrom)
        return;
    const UnitRef from = *m_dragFrom;
    m_dragFrom.reset();
    update();
    const auto onto = unitAt(event->position().toPoint());
    if (onto && onto->army != from.army)
        emit engageDragged(from, onto->unit);
}

} // namespace muster
