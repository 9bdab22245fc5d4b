#pragma once

#include <QColor>

class QPalette;

namespace muster {

// Colours for text that must stand out from the rest (a refusal, advice, a negative amount, the quieter lines
// of a breakdown) and still be read on the palette's background, light or dark: derived from the palette,
// never fixed, so that a dark desktop theme does not leave dark red on dark grey.
bool isDarkPalette(const QPalette &palette);
QColor errorTextColor(const QPalette &palette);
QColor warningTextColor(const QPalette &palette);
// Between the palette's text and its background: for what explains rather than states (a breakdown).
QColor mutedTextColor(const QPalette &palette);

} // namespace muster
