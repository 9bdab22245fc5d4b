#pragma once

#include <QString>
#include <QStringList>

namespace muster::gurps {

class BattleEngine;

// Every roll of a battle in words, for the round log and the battle report alike: what was rolled, against
// what, how it turned out, and whether the GM typed it from real dice ("typed") or the program rolled it
// ("rolled"). A round's lines, in the order the rolls were made: the Disloyal revolt rolls before the first
// round, Heroism, the Leadership rolls that Impetuous or Fanatic elements called for, the Strategy rolls,
// Misfortunes of War with any injury, a successor's Leadership roll and Rally.
QStringList roundRollLines(const BattleEngine &engine, qsizetype roundIndex);
// "typed" (the GM's dice) or "rolled" (the program's).
QString rollSource(bool typed);
// The pursuit's rolls: the winner's Leadership roll, the troops' 1d reaction, the 1d of logistics lost.
QStringList pursuitRollLines(const BattleEngine &engine);

} // namespace muster::gurps
