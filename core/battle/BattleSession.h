#pragma once

#include "campaign/StoredBattle.h"

#include <QByteArray>
#include <QString>

namespace muster {

// A battle being fought under some rule set, as the rest of the program sees it: what the Battles list
// shows, what the campaign file keeps, undo of the last step and the report. Each rule set steps its own
// battle (a GURPS round, a MYZ Wave, a clash of units, a turn on the tile board) behind this surface.
class BattleSession
{
public:
    virtual ~BattleSession() = default;

    virtual QString ruleSetId() const = 0;
    virtual QString name() const = 0;
    // In progress or finished; whether its casualties were applied is the campaign's to say.
    virtual BattleStatus status() const = 0;
    // Started, and nothing decided in it yet that a GM would miss if it were discarded.
    virtual bool isUnplayed() const = 0;
    // One line for the Battles list: who against whom, how it stands.
    virtual QString summary() const = 0;
    // The set-up and every decision and die so far, as compact JSON that restores the battle exactly.
    virtual QByteArray record() const = 0;
    virtual bool canUndo() const = 0;
    virtual void undoLastStep() = 0;
    // The battle as one self-contained HTML page.
    virtual QString reportHtml() const = 0;
};

} // namespace muster
