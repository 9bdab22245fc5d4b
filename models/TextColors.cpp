#include "TextColors.h"

#include <QPalette>

namespace muster {

bool isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::WindowText).lightness() > palette.color(QPalette::Window).lightness();
}

QColor errorTextColor(const QPalette &palette)
{
    // Deep red on a light background, light red on a dark one: both well above a 4.5:1 contrast.
    return isDarkPalette(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20);
}

QColor warningTextColor(const QPalette &palette)
{
    return isDarkPalette(palette) ? QColor(0xff, 0xd5, 0x4f) : QColor(0x7a, 0x5a, 0x00);
}

QColor mutedTextColor(const QPalette &palette)
{
    const QColor text = palette.color(QPalette::Text), base = palette.color(QPalette::Base);
    const auto mix = [](int a, int b) { return (a * 65 + b * 35) / 100; };
    return QColor(mix(text.red(), base.red()), mix(text.green(), base.green()), mix(text.blue(), base.blue()));
}

} // namespace muster
