#pragma once

class QTableView;
class QWidget;

namespace muster {

// Keeps a top-level window within the available area of the screen it is on (or will open on): no larger,
// and, once it has a place (a restored geometry), not outside it. A window restored from another screen or
// scale (QT_SCALE_FACTOR) must not open larger than the screen, with its buttons out of reach.
void fitToScreen(QWidget *window);

// The width `view` needs to show every column whole, its header and its cells, with its frame and a vertical
// scroll bar: for a table whose last column must not be cut off.
int widthForAllColumns(const QTableView *view);

} // namespace muster
