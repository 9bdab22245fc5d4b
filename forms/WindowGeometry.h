#pragma once

#include <QSize>

class QTableView;
class QWidget;

namespace muster {

// Keeps a top-level window within the available area of the screen it is on (or will open on): no larger,
// and, once it has a place (a restored geometry), not outside it. A window restored from another screen or
// scale (QT_SCALE_FACTOR) must not open larger than the screen, with its buttons out of reach.
void fitToScreen(QWidget *window);

// The room a window may take on the screen it opens on, before it is shown: the screen's free area less a
// window frame. A 1366x768 laptop leaves about 1350x700.
QSize roomOnScreen(const QWidget *window);

// Sizes a dialog at `preferred`, or smaller where the screen has less room, so that every button stays in
// view; its layout's minimum decides how small it can go.
void fitToScreen(QWidget *window, QSize preferred);

// The width `view` needs to show every column whole, its header and its cells, with its frame and a vertical
// scroll bar: for a table whose last column must not be cut off.
int widthForAllColumns(const QTableView *view);

} // namespace muster
