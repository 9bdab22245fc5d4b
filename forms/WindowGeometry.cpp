#include "WindowGeometry.h"

#include <QGuiApplication>
#include <QHeaderView>
#include <QScreen>
#include <QScrollBar>
#include <QStyle>
#include <QTableView>
#include <QWidget>

namespace muster {

void fitToScreen(QWidget *window)
{
    // The window system fits a maximized window; resizing it would make it a normal one.
    if (window->windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen))
        return;
    QScreen *screen = QGuiApplication::screenAt(window->geometry().center());
    if (!screen)
        screen = window->screen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    // The frame (title bar, borders) comes on top of the geometry; before the window is shown there is none yet.
    const QSize frame = window->frameGeometry().size() - window->geometry().size();
    const QSize fits = (available.size() - frame).expandedTo(QSize(1, 1));
    if (window->width() > fits.width() || window->height() > fits.height())
        window->resize(window->size().boundedTo(fits));
    if (!window->testAttribute(Qt::WA_Moved))
        return; // the window system places it
    QRect frameRect = window->frameGeometry();
    frameRect.moveLeft(std::clamp(frameRect.left(), available.left(), std::max(available.left(), available.right() - frameRect.width() + 1)));
    frameRect.moveTop(std::clamp(frameRect.top(), available.top(), std::max(available.top(), available.bottom() - frameRect.height() + 1)));
    window->move(frameRect.topLeft());
}

QSize roomOnScreen(const QWidget *window)
{
    const QScreen *screen = window->screen();
    const QSize available = screen ? screen->availableGeometry().size() : QSize(1366, 728);
    return available - QSize(16, 40); // the frame a window system typically adds
}

void fitToScreen(QWidget *window, QSize preferred)
{
    window->resize(preferred.boundedTo(roomOnScreen(window)).expandedTo(window->minimumSizeHint()));
}

int widthForAllColumns(const QTableView *view)
{
    const QHeaderView *header = view->horizontalHeader();
    int width = 2 * view->frameWidth() + view->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, view);
    if (view->verticalHeader()->isVisible())
        width += view->verticalHeader()->width();
    for (int column = 0; column < header->count(); ++column) {
        if (!header->isSectionHidden(column))
            width += std::max(header->sectionSizeHint(column),
                              static_cast<const QAbstractItemView *>(view)->sizeHintForColumn(column));
    }
    return width;
}

} // namespace muster
