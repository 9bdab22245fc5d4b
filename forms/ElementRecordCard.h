#pragma once

#include <QString>

namespace muster {

class ElementCatalog;
struct RosterLine;

// The element record of a roster line in the text's format ("Airborne Ninja (TL4) / Light Infantry /
// TS, WT, Classes, Mobility, Quality, Features, Cost"), with every figure's breakdown and the time to
// raise, as HTML for the record panel.
QString elementRecordHtml(const ElementCatalog &catalog, const RosterLine &line);

} // namespace muster
