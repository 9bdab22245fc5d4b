// What the operations dialogs share: breakdowns as HTML, distances and speeds in the campaign's unit (the
// rules count in miles; the GM may measure in kilometres), and the line that says what to fix.
#pragma once

#include "DialogSupport.h"

#include "catalog/Breakdown.h"
#include "operations/ForcePosture.h"

#include <QCoreApplication>
#include <QLabel>
#include <QString>

#include <cmath>

namespace muster {

// One step a line, with no break after the last (the caller ends the paragraph).
inline QString breakdownHtml(const Breakdown &breakdown)
{
    QStringList lines;
    for (const QString &step : breakdown.steps)
        lines << step.toHtmlEscaped();
    return lines.join(QLatin1String("<br>"));
}

// To a tenth: a kilometre figure converted from miles has no more precision than that.
inline double roundedDistance(double miles, DistanceUnit unit)
{
    return std::round(fromMiles(miles, unit) * 10.0) / 10.0;
}

// "60 mi", "96.6 km".
inline QString distanceText(double miles, DistanceUnit unit)
{
    return QCoreApplication::translate("Operations", "%1 %2")
        .arg(formatNumber(roundedDistance(miles, unit)), distanceUnitSymbol(unit));
}

// "30 mi/day".
inline QString speedText(double milesPerDay, DistanceUnit unit)
{
    return QCoreApplication::translate("Operations", "%1 %2/day")
        .arg(formatNumber(roundedDistance(milesPerDay, unit)), distanceUnitSymbol(unit));
}

// A name from core ("good road") as the first word of a list entry or label ("Good road").
inline QString capitalized(QString text)
{
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}


} // namespace muster
