#pragma once

#include <QString>

class QWidget;

namespace muster {

class CampaignDocument;

// Closing a battle window on a battle with nothing decided yet: keep it to resume from the Battles panel, or
// discard it (one undoable step), so that battles opened and left do not pile up. True when the window may
// close; false when the GM cancelled, or the discard failed (said in a message box).
bool closeUnplayedBattle(QWidget *window, CampaignDocument *document, qint64 battleId, const QString &battleName);

} // namespace muster
