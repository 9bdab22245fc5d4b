#pragma once

#include <QString>

class QPalette;

namespace muster {

class ElementCatalog;
struct RosterLine;

// The element record of a roster line in the text's format ("Airborne Ninja (TL4) / Light Infantry /
// TS, WT, Classes, Mobility, Quality, Features, Cost"), with every figure's breakdown and the time to
// raise, as HTML for the record panel; its quieter breakdowns and its refusals in colours from `palette`.
QString elementRecordHtml(const ElementCatalog &catalog, const RosterLine &line, const QPalette &palette);

} // namespace muster
