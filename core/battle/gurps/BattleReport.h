#pragma once

#include <QString>

namespace muster::gurps {

class BattleEngine;

// The record of a battle as one self-contained HTML5 document (UTF-8, inline CSS and SVG, no external
// resources) that reads well on screen and in print: the set-up, the Basic Strategy Modifiers with their
// breakdown, every round (strategies, effective skills with their parts, rolls, results, casualties, PB,
// special cases and events), a chart of each side's cumulative casualties, and the aftermath once the
// battle is over ("In progress" until then). Every name the user typed is escaped; all text is translated.
QString battleReportHtml(const BattleEngine &engine);

} // namespace muster::gurps
